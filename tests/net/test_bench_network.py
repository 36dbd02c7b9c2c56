"""The network bench measures every game over real connections (a few moves each here)."""

from __future__ import annotations

from game import bench_network
from game.rules import GAMES


def test_the_network_bench_times_moves_in_every_game(monkeypatch, capsys):
    monkeypatch.setattr(bench_network, "MOVES", 6)
    rows = bench_network.network_times()
    assert [row["game"] for row in rows] == list(GAMES)
    for row in rows:
        assert row["moves"] >= 6 and row["p99_ms"] >= row["p50_ms"] > 0
        assert row["bytes_per_move"] > 100
    bench_network.print_network(rows)
    assert "bytes per move" in capsys.readouterr().out
