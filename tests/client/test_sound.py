"""Sounds are synthesised once per name for whatever format the mixer opened with."""
import threading

import pygame

from game.client import sound


def test_each_sound_is_built_once_and_fits_the_device(monkeypatch):
    built = []
    real_build = sound._build
    monkeypatch.setattr(sound, "_build", lambda name, rate=sound.RATE: built.append(name) or
                        real_build(name, rate))
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
