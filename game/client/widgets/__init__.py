"""Shared widgets for scenes and tables: text, buttons, panels, tooltip, drag and drop,
card and tile sprites, dice, floating score text, seat markers."""
