"""Custom pygame events. Broadcast events reach every scene on the stack, not just the top."""
from __future__ import annotations

import pygame

BOT_MOVE = pygame.event.custom_type()  # attrs: session (id), ticket, seat, action, error

BROADCAST = {BOT_MOVE}
