"""The setup screen remembers the last table of each game; Enter in a name field confirms the
field (it does not start the game); Ctrl+A selects the whole name."""

from __future__ import annotations

import json

import pygame
from uihelpers import click, key

from game.client.scenes.setup import SetupScene
from game.client.widgets.textfield import TextField
from game.settings import load_settings, settings_path


def name_fields(setup):
    return [w for w in setup.widgets if isinstance(w, TextField)]


def test_the_last_table_of_each_game_is_set_out_again(app):
    setup = app.push(SetupScene(app, "raiders"))
    setup.set_count(4)
    setup.set_name(0, "Zora")
    setup.set_kind(1, "human")
    setup.set_name(1, "Yann")
    setup.set_level(2, setup.levels[-1])
    setup.set_colour(0, 3)
    setup.set_option("tactical", True)
    setup.launch()
    remembered = load_settings().tables["raiders"]  # written to the settings file
    assert remembered["count"] == 4

    again = SetupScene(app, "raiders")
    assert again.count == 4
    assert [(s.name, s.kind, s.level, s.colour) for s in again.seats[:4]] == [
        (s.name, s.kind, s.level, s.colour) for s in setup.chosen_seats()
    ]
    assert again.seats[0].name == "Zora" and again.seats[0].colour == 3
    assert again.seats[1].kind == "human" and again.seats[2].level == setup.levels[-1]
    assert again.options == {"tactical": True}
    makers = SetupScene(app, "makers")  # another game keeps its own defaults
    assert makers.seats[0].name == "Ann" and makers.options == dict(makers.spec.options)


def test_a_broken_memory_keeps_the_defaults_entry_by_entry(app, home):
    app.settings.tables["raiders"] = {
        "count": 99,
        "options": {"tactical": "yes", "unknown": True},
        "seats": [
            {"name": "Kim", "kind": "ai", "level": "godlike", "colour": 0},
            {"name": "Lou", "kind": "human", "level": None, "colour": 5},
            "garbage",
        ],
    }
    setup = SetupScene(app, "raiders")
    fresh = SetupScene.__new__(SetupScene)  # what a first visit shows
    app.settings.tables.clear()
    fresh.__init__(app, "raiders")
    assert setup.count == fresh.count
    assert setup.seats[0].name == "Ann"  # a level this version lacks: that seat keeps its default
    assert setup.seats[1].name == "Lou" and setup.seats[1].kind == "human"
    assert len({s.colour for s in setup.seats}) == len(setup.seats)
    assert setup.options == {"tactical": False}


def test_a_hand_broken_settings_file_still_opens_setup(app, home):
    settings_path().write_text(json.dumps({"tables": {"raiders": ["not", "a", "table"]}}))
    app.settings = load_settings()
    setup = SetupScene(app, "raiders")
    assert setup.seats[0].name == "Ann"


def test_enter_in_a_name_field_confirms_it_and_does_not_start(app):
    setup = app.push(SetupScene(app, "raiders"))
    field = name_fields(setup)[0]
    click(app, field.rect.center)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    key(app, pygame.K_RETURN)
    assert app.top is setup and not field.focused
    assert setup.seats[0].name == "Annx"
    key(app, pygame.K_RETURN)  # with no field being edited, Enter starts
    assert app.top is not setup


def test_escape_in_a_name_field_stops_editing_and_stays(app):
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    setup = app.push(SetupScene(app, "raiders"))
    field = name_fields(setup)[0]
    click(app, field.rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and not field.focused
    key(app, pygame.K_ESCAPE)
    assert app.top is not setup


def test_ctrl_a_selects_the_name_and_typing_replaces_it(app):
    setup = app.push(SetupScene(app, "raiders"))
    first, second = name_fields(setup)[:2]
    click(app, first.rect.center)
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    assert first.all_selected
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Q"))
    assert setup.seats[0].name == "Q" and not first.all_selected
    click(app, second.rect.center)
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    key(app, pygame.K_BACKSPACE)
    assert setup.seats[1].name == ""
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Rae"))
    key(app, pygame.K_a)  # without Ctrl, "a" is only a key: the text stays
    assert setup.seats[1].name == "Rae"


def test_a_solo_stonespine_game_is_set_against_jael_at_the_strength_chosen(app):
    from game.client.widgets.button import Stepper

    setup = app.push(SetupScene(app, "stonespine"))
    assert setup.count == 1 and list(setup.solo_levels) == ["gentle", "shrewd", "ruthless"]
    strength = [
        w
        for w in setup.widgets
        if isinstance(w, Stepper) and w.values == ["gentle", "shrewd", "ruthless"]
    ]
    assert len(strength) == 1 and setup.solo_level == "gentle"  # the gentlest by default
    click(app, (strength[0].rect.right - 10, strength[0].rect.centery))  # its ">" arrow
    assert setup.solo_level == "shrewd"
    setup.launch()
    state = app.top.session.state
    assert state.options == {"solo_level": "shrewd"} and state.jael_level.name == "shrewd"
    again = SetupScene(app, "stonespine")
    assert again.solo_level == "shrewd"
    again.set_count(2)  # Jael plays only in solo: a table of two has no strength to choose
    assert again.chosen_options() == {}
    assert not [w for w in again.widgets if getattr(w, "values", None) == strength[0].values]
