"""Short sound effects, synthesised at start-up (no sound files to license or bundle).

play(name, volume) with volume 0..100 from the settings; 0 plays nothing. If no audio device
can be opened the app stays silent and says so once, in one plain line (the sound system's own
complaints, a dozen lines from ALSA on a Linux machine without sound, go to the log file only).
"""

from __future__ import annotations

import math
import os
import random
import sys
import tempfile
import threading
from array import array

import pygame

from game.client.logs import LOG

RATE = 22050
NAMES = ("click", "place", "dice", "score", "error")
_sounds: dict[str, pygame.mixer.Sound | bool] = {}
_audio_ok: bool | None = None


def _tone(
    samples: array,
    freq: float,
    seconds: float,
    decay: float,
    amp: float,
    start: int = 0,
    rate: int = RATE,
):
    count = int(rate * seconds)
    while len(samples) < start + count:
        samples.append(0)
    for i in range(count):
        t = i / rate
        value = amp * math.exp(-decay * t) * math.sin(2 * math.pi * freq * t)
        samples[start + i] = max(-32767, min(32767, samples[start + i] + int(value * 32767)))


def _noise(
    samples: array, seconds: float, decay: float, amp: float, start: int, rng, rate: int = RATE
):
    count = int(rate * seconds)
    while len(samples) < start + count:
        samples.append(0)
    last = 0.0
    for i in range(count):
        last = 0.6 * last + 0.4 * rng.uniform(-1, 1)  # a little low-pass: a knock, not a hiss
        value = amp * math.exp(-decay * i / rate) * last
        samples[start + i] = max(-32767, min(32767, samples[start + i] + int(value * 32767)))


def _build(name: str, rate: int = RATE) -> array:
    samples = array("h")
    rng = random.Random(name)
    if name == "click":
        _tone(samples, 1800, 0.03, 160, 0.25, rate=rate)
    elif name == "place":
        _tone(samples, 140, 0.12, 40, 0.5, rate=rate)
        _noise(samples, 0.05, 90, 0.35, 0, rng, rate=rate)
    elif name == "dice":
        for k in range(5):
            _noise(
                samples,
                0.05,
                70,
                0.4,
                int(rate * (0.02 + 0.07 * k + rng.uniform(0, 0.02))),
                rng,
                rate=rate,
            )
    elif name == "score":
        _tone(samples, 660, 0.25, 12, 0.25, rate=rate)
        _tone(samples, 990, 0.3, 10, 0.2, int(rate * 0.08), rate=rate)
    elif name == "error":
        _tone(samples, 220, 0.16, 18, 0.3, rate=rate)
    else:
        raise KeyError(name)
    return samples


def _for_device(name: str) -> pygame.mixer.Sound | bool:
    """The sound synthesised at the mixer's own rate, copied to each of its channels; False
    when the mixer does not take 16-bit samples (then the app stays silent)."""
    frequency, sample_format, channels = pygame.mixer.get_init()
    if sample_format != -16:
        return False
    mono = _build(name, frequency)
    if channels == 1:
        return pygame.mixer.Sound(buffer=mono.tobytes())
    interleaved = array("h", bytes(2 * channels * len(mono)))
    for channel in range(channels):
        interleaved[channel::channels] = mono
    return pygame.mixer.Sound(buffer=interleaved.tobytes())


NO_SOUND_NOTE = "Lairwright: no sound device could be opened, so the games play without sound."


def _open_mixer() -> tuple[bool, str]:
    """Open the mixer with the process's stderr (file descriptor 2, where C libraries such as
    ALSA print) caught in a file: (opened, what the libraries printed)."""
    try:
        saved_fd = os.dup(2)
    except OSError:  # no stderr at all (a windowed build): nothing to catch
        saved_fd = None
    caught = tempfile.TemporaryFile()
    try:
        if saved_fd is not None:
            sys.stderr.flush()
            os.dup2(caught.fileno(), 2)
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            opened, problem = True, ""
        except pygame.error as exc:
            opened, problem = False, str(exc)
        finally:
            if saved_fd is not None:
                os.dup2(saved_fd, 2)
                os.close(saved_fd)
        caught.seek(0)
        printed = caught.read().decode("utf-8", "replace").strip()
    finally:
        caught.close()
    return opened, "\n".join(part for part in (problem, printed) if part)


def _ready() -> bool:
    global _audio_ok
    if _audio_ok is None:
        if pygame.mixer.get_init():
            _audio_ok = True
        else:
            _audio_ok, details = _open_mixer()
            if not _audio_ok:
                LOG.info("No audio; playing silently. The sound system said:\n%s", details)
                print(NO_SOUND_NOTE, file=sys.stderr)
            elif details:
                LOG.info("The sound system said, while opening:\n%s", details)
    return _audio_ok


def prepare() -> None:
    """Open the audio device and synthesise every sound on a background thread (tens of
    milliseconds each), so that no frame stalls on the first play of a sound."""
    if _ready():
        threading.Thread(target=_prepare_all, name="sounds", daemon=True).start()


def _prepare_all() -> None:
    for name in NAMES:
        if name not in _sounds:
            _sounds[name] = _for_device(name)


def play(name: str, volume: int) -> None:
    if volume <= 0 or not _ready():
        return
    sound = _sounds.get(name)
    if sound is None:  # made once, then kept
        sound = _sounds[name] = _for_device(name)
    if not sound:
        return
    sound.set_volume(volume / 100)
    sound.play()
