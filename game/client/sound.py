"""Short sound effects, synthesised at start-up (no sound files to license or bundle).

play(name, volume) with volume 0..100 from the settings; 0 plays nothing. If no audio device
can be opened the app stays silent.
"""
from __future__ import annotations

import math
import random
from array import array

import pygame

from game.client.logs import LOG

RATE = 22050
_sounds: dict[str, pygame.mixer.Sound] = {}
_audio_ok: bool | None = None


def _tone(samples: array, freq: float, seconds: float, decay: float, amp: float, start: int = 0):
    count = int(RATE * seconds)
    while len(samples) < start + count:
        samples.append(0)
    for i in range(count):
        t = i / RATE
        value = amp * math.exp(-decay * t) * math.sin(2 * math.pi * freq * t)
        samples[start + i] = max(-32767, min(32767, samples[start + i] + int(value * 32767)))


def _noise(samples: array, seconds: float, decay: float, amp: float, start: int, rng):
    count = int(RATE * seconds)
    while len(samples) < start + count:
        samples.append(0)
    last = 0.0
    for i in range(count):
        last = 0.6 * last + 0.4 * rng.uniform(-1, 1)  # a little low-pass: a knock, not a hiss
        value = amp * math.exp(-decay * i / RATE) * last
        samples[start + i] = max(-32767, min(32767, samples[start + i] + int(value * 32767)))


def _build(name: str) -> array:
    samples = array("h")
    rng = random.Random(name)
    if name == "click":
        _tone(samples, 1800, 0.03, 160, 0.25)
    elif name == "place":
        _tone(samples, 140, 0.12, 40, 0.5)
        _noise(samples, 0.05, 90, 0.35, 0, rng)
    elif name == "dice":
        for k in range(5):
            _noise(samples, 0.05, 70, 0.4, int(RATE * (0.02 + 0.07 * k + rng.uniform(0, 0.02))), rng)
    elif name == "score":
        _tone(samples, 660, 0.25, 12, 0.25)
        _tone(samples, 990, 0.3, 10, 0.2, int(RATE * 0.08))
    elif name == "error":
        _tone(samples, 220, 0.16, 18, 0.3)
    else:
        raise KeyError(name)
    return samples


def _ready() -> bool:
    global _audio_ok
    if _audio_ok is None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            _audio_ok = True
        except pygame.error as exc:
            LOG.info("No audio (%s); playing silently", exc)
            _audio_ok = False
    return _audio_ok


def play(name: str, volume: int) -> None:
    if volume <= 0 or not _ready():
        return
    sound = _sounds.get(name)
    if sound is None:
        frequency, _, channels = pygame.mixer.get_init()
        samples = _build(name)
        if frequency != RATE or channels != 1:  # the device insisted on another format
            return
        sound = _sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
    sound.set_volume(volume / 100)
    sound.play()
