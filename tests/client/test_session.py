"""Session: submitting through the rules, the log, autosave, undo and bot turns."""

from __future__ import annotations

import json

from game import saves
from game.ai.runner import BotChoice
from game.client.inline_runner import InlineRunner
from game.client.session import Session
from game.saves import SeatInfo


def two_humans(tiny, **kw):
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)]
    return Session("tiny", seats, 11, runner=InlineRunner(), **kw)


def place(session, seat, token=0):
    action = next(
        a for a in session.state.legal_actions(seat) if a["act"] == "place" and a["token"] == token
    )
    return action


def test_submit_applies_logs_with_names_and_autosaves(tiny, home):
    session = two_humans(tiny)
    action = place(session, 0)
    value = session.state.hands[0][0]
    assert session.submit(0, action) is None
    assert session.state.history == [(0, action)]
    assert session.log[0].seat == 0 and session.log[0].text.startswith(f"places token {value}")
    assert session.log[1].detail and session.log[1].text == f"scores {value}"  # the rules' event
    saved = saves.read_save(session.save_path)
    assert saved.state.history == [(0, action)]
    assert [s.name for s in saved.seats] == ["Ann", "Bea"]
    assert session.save_path == home / "saves" / "autosave.json"


def test_illegal_submit_returns_the_reason_and_changes_nothing(tiny):
    session = two_humans(tiny)
    assert session.submit(1, place(session, 0)) == "It is not your turn."
    first = place(session, 0)
    session.submit(0, first)
    before = session.state.to_json()
    taken = {"act": "place", "token": 0, "cell": first["cell"]}
    assert session.submit(1, taken) == "That cell already holds a token."
    assert session.state.to_json() == before
    assert len(session.log) == 2


def test_in_hot_seat_a_move_cannot_be_undone_once_the_next_player_is_up(tiny):
    session = two_humans(tiny)
    assert not session.can_undo()
    assert session.why_no_undo() == "There is no move of yours to take back yet."
    session.submit(0, place(session, 0))
    assert session.humans_to_move() == [1]
    assert not session.can_undo()
    assert session.why_no_undo() == "Ann's move stands: it is Bea's turn now."
    assert not session.undo()
    assert len(session.state.history) == 1


def test_undo_goes_back_over_the_bots_replies_but_never_past_a_reveal(tiny):
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Cal", "ai", "random", 1)]
    session = Session("tiny", seats, 11, runner=InlineRunner())
    session.submit(0, place(session, 0))
    session.submit(1, place(session, 1))  # as the bot would
    assert session.can_undo() and session.why_no_undo() is None
    assert session.undo()
    assert session.state.history == []
    assert session.log == []
    session.submit(0, {"act": "draw"})  # reveals a hidden token: the undo floor moves up
    session.submit(1, place(session, 1))
    assert not session.can_undo()
    assert session.why_no_undo().startswith("Your last move stands: something hidden")
    session.submit(0, place(session, 0))
    session.submit(1, place(session, 1))
    history = list(session.state.history)
    assert session.undo()
    assert session.state.history == history[:2]
    assert all(entry.index < 2 for entry in session.log)
    assert saves.read_save(session.save_path).state.history == history[:2]


def test_undo_takes_back_the_bots_replies_too(tiny, app):
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Cal", "ai", "random", 1)]
    session = Session("tiny", seats, 3, runner=InlineRunner(), anim=0.0)
    session.submit(0, place(session, 0))
    session.update(now=1.0)  # the bot is asked
    assert len(session.state.history) == 1 and session.ticket is not None
    session.update(now=1.0)  # its answer is polled and applied by the session itself
    assert len(session.state.history) == 2 and session.state.history[-1][0] == 1
    assert session.ticket is None
    if session.state.undo_floor <= 0:  # the bot placed (no reveal): both moves go back
        assert session.undo()
        assert session.state.history == []
    else:  # the bot drew a hidden token: nothing before it can be undone
        assert not session.can_undo()


def test_bot_choice_for_a_stale_ticket_is_ignored(tiny):
    seats = [SeatInfo("Ann", "ai", "random", 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("tiny", seats, 3, runner=InlineRunner(), anim=0.0)
    session.update(now=0.0)
    session.runner.cancel_all()  # the answer to the real ticket is dropped ...
    session.runner._done.append(
        BotChoice(999, 0, {"act": "draw"}, None, 0.0)
    )  # ... a stale one arrives
    session.update(now=0.0)
    assert session.state.history == []


def test_solo_automa_moves_by_itself_with_a_pause(tiny):
    seats = [SeatInfo("Ann", "human", None, 0)]
    session = Session("tiny", seats, 5, runner=InlineRunner(), anim=1.0)
    assert session.num_seats == 2 and session.seat_name(1) == "Stone Warden"
    session.submit(0, place(session, 0))
    session.update(now=10.0)  # the pause starts
    assert len(session.state.history) == 1
    assert session.thinking() == 1
    session.update(now=10.8)
    assert session.state.history[-1] == (1, {"act": "warden"})
    assert (
        session.log[-1].text == "takes its turn"
        and session.seat_name(session.log[-1].seat) == "Stone Warden"
    )


def test_resumed_session_rebuilds_the_log(tiny):
    session = two_humans(tiny)
    session.submit(0, place(session, 0))
    session.submit(1, {"act": "draw"})
    saved = saves.read_save(session.save_path)
    again = Session.from_saved(saved, session.save_path, InlineRunner())
    assert [(e.seat, e.text) for e in again.log] == [(e.seat, e.text) for e in session.log]
    assert json.loads(again.state.to_json()) == json.loads(session.state.to_json())


def test_a_failed_autosave_is_reported_and_play_goes_on(tiny, app, monkeypatch):
    from game.client.scenes.table_launch import open_table

    def no_space(*args, **kwargs):
        raise OSError(28, "No space left on device")

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 2, runner=InlineRunner())
    open_table(app, session)
    table = app.top
    monkeypatch.setattr(saves, "write_atomic", no_space)
    assert session.submit(0, place(session, 0)) is None  # the save is written in the background
    saves.flush_autosaves()
    assert session.save_error == "The game could not be saved (No space left on device)."
    app.frame()
    assert table.flash_text == session.save_error and table.flash_bad
    assert session.state.history[-1] == (1, {"act": "warden"})  # the game went on


def test_in_hot_seat_the_undo_note_names_whose_move_it_was_even_after_a_reveal(tiny):
    session = two_humans(tiny)
    session.submit(0, {"act": "draw"})  # Ann reveals a token: a reveal and the end of her turn
    assert session.humans_to_move() == [1]
    assert session.why_no_undo() == "Ann's move stands: it is Bea's turn now."


def test_the_log_is_written_from_events_with_the_setup_first_and_names_filled_in(tiny, monkeypatch):
    import tinygame

    class Announced(tinygame.TinyState):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.emit(None, "deal", "The bag is shaken; {0} begins.")

        def _apply(self, seat, action):
            super()._apply(seat, action)
            self.emit(None, "next", f"{{{self.turn}}} is up next.")

    monkeypatch.setattr(tinygame.SPEC, "new_state", Announced)
    session = two_humans(tiny)
    assert [(e.index, e.seat, e.text, e.detail) for e in session.log] == [
        (-1, None, "The bag is shaken; Ann begins.", True)
    ]
    value = session.state.hands[0][0]
    session.submit(0, place(session, 0))
    assert [(e.index, e.seat, e.text, e.detail) for e in session.log[1:]] == [
        (0, 0, f"places token {value} at [0, 0]", False),
        (0, None, f"scores {value}", True),
        (0, None, "Bea is up next.", True),
    ]
    again = Session.from_saved(
        saves.read_save(session.save_path), session.save_path, InlineRunner()
    )
    assert [(e.index, e.seat, e.text) for e in again.log] == [
        (e.index, e.seat, e.text) for e in session.log
    ]


def test_a_detail_line_that_only_repeats_its_action_is_left_out_of_the_log(tiny, monkeypatch):
    import tinygame

    class Echoing(tinygame.TinyState):
        def _apply(self, seat, action):
            said = self.action_text(seat, action)
            super()._apply(seat, action)
            self.emit(seat, "echo", f"{{{seat}}} {said}.")
            self.emit(seat, "other", f"{{{seat}}} smiles.")

    monkeypatch.setattr(tinygame.SPEC, "new_state", Echoing)
    session = two_humans(tiny)
    session.submit(0, place(session, 0))
    texts = [e.text for e in session.log]
    assert not any(t.startswith("Ann places token") for t in texts)  # the echo is gone
    assert "Ann smiles." in texts


def test_a_face_down_pick_may_change_while_another_person_chooses_and_had_a_choice(home):
    seats = [SeatInfo(name, "human", None, k) for k, name in enumerate(("Ann", "Bea", "Cal"))]
    session = Session("raiders", seats, 4, runner=InlineRunner())
    assert session.submit(0, {"play": "power", "value": 2}) is None
    assert session.may_change(0) and not session.may_change(1)  # Bea has not picked
    assert session.submit(1, {"play": "power", "value": 3}) is None
    assert session.may_change(0) and session.may_change(1)
    assert session.take_back(0)
    assert session.state.to_move() == [0, 2] and [e.text for e in session.log if e.seat == 1]
    assert not [e for e in session.log if e.seat == 0 and not e.detail]  # Ann's line is gone too
    assert session.submit(0, {"play": "power", "value": 4}) is None
    assert session.submit(2, {"play": "power", "value": 1}) is None
    assert not session.may_change(0) and not session.take_back(0)  # the cards turned over
    # the last room of a level: a raider with one card left and no item had no choice
    while session.state.current < 4 and not session.state.is_over():
        for seat in session.state.to_move():
            session.submit(seat, session.state.legal_actions(seat)[0])
    forced = [s for s in range(3) if len(session.state.legal_actions(s)) == 1]
    assert forced and len(forced) < 3  # someone else still has a choice to make after it
    session.submit(forced[0], session.state.legal_actions(forced[0])[0])
    assert session.humans_to_move() and not session.may_change(forced[0])


def test_seat_markers_letters_differ_even_when_names_share_an_initial():
    # Issue 26: at four players Cai and Cora both showed C on their markers.
    from game.client.session import distinct_letters

    assert distinct_letters(["Ann", "Bea", "Cai", "Cora"]) == ["A", "B", "C", "O"]
    assert distinct_letters(["Bo", "Bo", "Bo"]) == ["B", "O", "3"]
    assert distinct_letters(["", "x"]) == ["1", "X"]


def test_a_doodle_session_at_four_players_gives_every_seat_its_own_letter():
    seats = [
        SeatInfo(name, "human" if k == 0 else "ai", None if k == 0 else "easy", k)
        for k, name in enumerate(["Ann", "Bea", "Cai", "Cora"])
    ]
    session = Session("doodle", seats, 3, runner=InlineRunner())
    letters = [session.seat_letter(s) for s in range(4)]
    assert len(set(letters)) == 4 and letters[2] == "C"


class HeldRunner:
    """A bot runner whose bots never answer: what a table shows while one thinks."""

    def __init__(self):
        self.asked = []

    def prepare(self):
        pass

    def request(self, state, seat, level, seed, seconds=1.0):
        self.asked.append((level, seconds))
        return len(self.asked)

    def poll(self):
        return []

    def cancel_all(self):
        pass


def test_an_expert_thinks_for_the_settings_time_and_says_how_long_it_may_still():
    seats = [SeatInfo("Ann", "ai", "expert", 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("makers", seats, 3, runner=HeldRunner(), anim=0.0)
    session.expert_seconds = 5
    session.update(now=100.0)
    assert session.runner.asked == [("expert", 5)]
    assert session.thinking() == 0
    assert session.thinking_left(101.5) == 3.5
    assert session.thinking_left(110.0) == 0.0


def test_other_levels_keep_their_one_second_and_say_no_time():
    seats = [SeatInfo("Ann", "ai", "hard", 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("makers", seats, 3, runner=HeldRunner(), anim=0.0)
    session.expert_seconds = 5
    session.update(now=100.0)
    assert session.runner.asked == [("hard", 1.0)]
    assert session.thinking_left(100.5) is None


def test_the_table_says_how_long_the_expert_may_still_think(app):
    from game.client.scenes.table_launch import open_table

    app.settings.expert_seconds = 3
    seats = [SeatInfo("Ann", "ai", "expert", 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("makers", seats, 3, runner=HeldRunner(), anim=0.0)
    open_table(app, session)
    for _ in range(3):
        app.frame()
    table = app.top
    assert session.runner.asked == [("expert", 3)]
    seat, text = table.prompt_data()
    assert seat == 0 and "Ann is thinking" in text and "(at most 3 s more)" in text
    app.time += 2.5
    assert table.prompt_data()[1].endswith("(at most 1 s more)")
    app.time += 1.0
    assert table.prompt_data()[1].endswith("(finishing)")
