"""The benchmark's own arithmetic and report shapes (not speed: speed is the benchmark's job)."""

from __future__ import annotations

import sys

import pytest

from game import bench
from game.ai import bot_levels
from game.rules import registry


def test_percentile_is_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert bench.percentile(values, 50) == 50
    assert bench.percentile(values, 99) == 99
    assert bench.percentile(values, 100) == 100
    assert bench.percentile([3.0, 1.0, 2.0], 50) == 2
    assert bench.percentile([7.0], 99) == 7


def test_playouts_cover_every_game_and_player_count():
    rows = bench.playouts(seconds=0, min_games=1)
    expected = {
        (game_id, players)
        for game_id, spec in registry.GAMES.items()
        for players in range(spec.min_players, spec.max_players + 1)
    }
    assert {(row["game"], row["players"]) for row in rows} == expected
    assert all(row["games"] >= 1 and row["mean_actions"] > 0 for row in rows)


def test_decision_points_are_player_decisions():
    for game_id, spec in registry.GAMES.items():
        players = max(spec.min_players, min(2, spec.max_players))
        points = bench.decision_points(game_id, players, 4, seed=3)
        assert len(points) == 4
        for state, seat in points:
            assert seat < players and seat in state.to_move() and not state.is_over()


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_ai_rows_name_every_level(game_id, monkeypatch):
    monkeypatch.setattr(registry, "GAMES", {game_id: registry.GAMES[game_id]})
    rows = bench.ai_move_times(think=0.01, decisions=2)
    assert [row["level"] for row in rows] == ["random", *bot_levels(game_id)]
    assert all(0 <= row["p50_ms"] <= row["p95_ms"] for row in rows)


def test_the_memory_session_reads_its_games_and_prints_a_row_each(capsys):
    from game import bench_memory

    assert bench_memory.parse_games("raiders:5, makers:1") == [("raiders", 5), ("makers", 1)]
    assert all(spec in registry.GAMES for spec, _ in bench_memory.parse_games(bench_memory.SESSION))
    assert "memory" in bench.PARTS
    bench_memory.print_report(
        {
            "level": "hard",
            "start_mib": 35.0,
            "app_hwm_mib": 120.0,
            "games": [
                {
                    "game": "raiders",
                    "players": 5,
                    "moves": 128,
                    "app_peak_mib": 108.0,
                    "app_after_mib": 96.0,
                    "worker_peak_mib": 20.0,
                }
            ],
        }
    )
    out = capsys.readouterr().out
    assert "raiders" in out and "108.0 MiB" in out and "VmHWM): 120.0 MiB" in out


def test_the_memory_figure_of_a_process_is_read_from_proc():
    from game import bench_memory

    if not sys.platform.startswith("linux"):
        pytest.skip("Linux's /proc only")
    assert 5 < bench_memory.status_mib("VmRSS") <= bench_memory.status_mib("VmHWM")
    assert bench_memory.status_mib("VmRSS", 2**22 + 1) == 0.0  # no such process


def test_the_hint_bench_asks_a_real_worker_in_every_game():
    from game.bench_hints import hint_times

    rows = hint_times(decisions=1)
    assert [row["game"] for row in rows] == list(registry.GAMES)
    assert all(row["hints"] == 1 and row["p95_ms"] >= row["p50_ms"] > 0 for row in rows)
