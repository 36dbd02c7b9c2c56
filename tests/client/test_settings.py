"""Settings are remembered atomically and a broken file falls back to defaults."""

from __future__ import annotations

import json

from game.settings import Settings, load_settings, save_settings, settings_path


def test_settings_round_trip(home):
    settings = Settings(
        window_size=[1440, 900],
        fullscreen=True,
        ui_scale=1.15,
        animation_speed="fast",
        volume=30,
        colour_blind=True,
    )
    save_settings(settings)
    assert load_settings() == settings
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_missing_or_broken_settings_give_defaults_value_by_value(home):
    assert load_settings() == Settings()
    settings_path().write_text("{ broken")
    assert load_settings() == Settings()
    settings_path().write_text(
        json.dumps(
            {"volume": 250, "animation_speed": "fast", "window_size": [10, 10], "fullscreen": "yes"}
        )
    )
    loaded = load_settings()
    assert loaded.animation_speed == "fast"
    assert loaded.volume == Settings().volume
    assert loaded.window_size == [1280, 800] and loaded.fullscreen is False


def test_unreadable_settings_are_kept_beside_and_said_once(home):
    from game.client.app import App
    from game.settings import save_settings, take_load_note

    take_load_note()
    settings_path().write_text("{ broken")
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    app.shutdown()
    kept = settings_path().with_name("settings.json.unreadable")
    assert kept.read_text() == "{ broken" and not settings_path().exists()
    note = take_load_note()
    assert "kept as settings.json.unreadable" in note and take_load_note() is None
    save_settings(Settings(volume=3))  # a change is written fresh; the kept file stays
    settings_path().write_text("[1, 2]")  # damaged again: the first kept copy is not lost
    assert load_settings() == Settings()
    assert kept.read_text() == "{ broken"
    assert settings_path().with_name("settings.json.unreadable-2").read_text() == "[1, 2]"


def test_the_app_does_not_rewrite_settings_nobody_changed(home):
    from game.client.app import App

    settings_path().write_text('{"volume": 3}')
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    app.shutdown()
    assert settings_path().read_text() == '{"volume": 3}'


def test_the_app_opens_the_window_at_the_remembered_size(home):
    from game.client.app import App

    save_settings(Settings(window_size=[1024, 640]))
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    try:
        assert app.window.get_size() == (1024, 640)
        assert app.letterbox() == (0.8, 0, 0)
    finally:
        app.shutdown()


def test_only_window_sizes_that_fit_the_screen_are_offered():
    from game.settings import WINDOW_SIZES, sizes_that_fit

    assert sizes_that_fit((1600, 1000)) == [(1024, 640), (1280, 800), (1440, 900)]
    assert sizes_that_fit((800, 600)) == [(1024, 640)]  # nothing fits: the smallest
    assert sizes_that_fit(None) == WINDOW_SIZES == sorted(WINDOW_SIZES)


def test_the_experts_thinking_time_is_remembered_and_a_bad_one_falls_back(home):
    save_settings(Settings(expert_seconds=5))
    assert load_settings().expert_seconds == 5
    for bad in (0, 11, 2.5, True, "3"):
        settings_path().write_text(json.dumps({"expert_seconds": bad}))
        assert load_settings().expert_seconds == Settings().expert_seconds == 1


def test_the_settings_screen_steps_the_experts_thinking_time(app):
    from game.client.scenes.settings_scene import SettingsScene

    scene = app.push(SettingsScene(app))
    row = [label for label, _ in scene.labels].index("Expert thinks")
    stepper = scene.widgets[row]
    assert stepper.text(stepper.values[stepper.index]) == "1 s a move"
    stepper.on_change(10)
    assert app.settings.expert_seconds == 10
    assert load_settings().expert_seconds == 10
