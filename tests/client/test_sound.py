"""Sounds are synthesised once per name for whatever format the mixer opened with."""
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
