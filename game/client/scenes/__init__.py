"""The app's screens: title, game select, table setup, curtain, rules help, settings, credits,
results, and the message / menu / confirm overlays."""
