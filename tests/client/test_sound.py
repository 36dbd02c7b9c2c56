"""Sounds are synthesised once per name for whatever format the mixer opened with."""

import threading

import pygame

from game.client import sound


def test_each_sound_is_built_once_and_fits_the_device(monkeypatch):
    built = []
    real_build = sound._build
    monkeypatch.setattr(
        sound, "_build", lambda name, rate=sound.RATE: built.append(name) or real_build(name, rate)
    )
    monkeypatch.setattr(sound, "_sounds", {})
    if not sound._ready():
        return  # no audio device at all: nothing is built, nothing is played
    for _ in range(3):
        sound.play("click", 50)
    assert built == ["click"]
    frequency, _, channels = pygame.mixer.get_init()
    made = sound._sounds["click"]
    if made:
        seconds = made.get_length()
        assert abs(seconds - 0.03) < 0.005  # the right length at the device's own rate


def test_prepare_makes_every_sound_ahead_of_play(monkeypatch):
    monkeypatch.setattr(sound, "_sounds", {})
    if not sound._ready():
        return
    sound.prepare()
    for thread in [t for t in threading.enumerate() if t.name == "sounds"]:
        thread.join(10)
    assert set(sound._sounds) == set(sound.NAMES)
    built = []
    monkeypatch.setattr(sound, "_build", lambda *args, **kwargs: built.append(args))
    for name in sound.NAMES:
        sound.play(name, 30)
    assert built == []  # nothing left to synthesise when a sound is first played


def test_no_sound_device_is_said_once_in_one_line(monkeypatch, capfd, caplog):
    """The sound system's own complaints (a dozen ALSA lines) go to the log, the player reads
    one."""
    import os

    def failing_init(**kwargs):
        for n in range(12):
            os.write(2, f"ALSA lib pcm.c:{n}: cannot find card '0'\n".encode())
        raise pygame.error("Couldn't open audio device")

    monkeypatch.setattr(sound, "_audio_ok", None)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", failing_init)
    caplog.set_level("INFO", logger="lairwright")
    assert not sound._ready()
    assert not sound._ready()
    sound.play("click", 50)
    sound.prepare()
    err = capfd.readouterr().err
    assert err.strip().splitlines() == [sound.NO_SOUND_NOTE]
    assert "cannot find card" in caplog.text and "Couldn't open audio device" in caplog.text
