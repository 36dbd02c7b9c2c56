"""Tiled maps become plain slot records; both `type` and `class` name a slot's kind."""

from __future__ import annotations

from pathlib import Path

from game.boards import Slot, load_board

HERE = Path(__file__).parent

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.9" orientation="orthogonal" renderorder="right-down" width="10" height="10"
     tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="5">
 <objectgroup id="1" name="slots">
  <object id="1" name="a" class="cell" x="0" y="0" width="16" height="16">
   <properties><property name="row" type="int" value="2"/></properties>
  </object>
  <object id="2" name="a" type="cell" x="16" y="0" width="16" height="16"/>
  <object id="3" type="cell" x="32" y="0" width="16" height="16"/>
  <object id="4" name="wide" x="100" y="0" width="100" height="16"/>
 </objectgroup>
</map>
"""


def test_tiny_level_loads_into_slots():
    board = load_board(HERE / "tiny.tmx")
    assert board.size == (1280, 800)
    assert board.problems == []
    assert board["cell_1_1"] == Slot("cell_1_1", "cell", (310, 260, 100, 100))
    assert board["hand_0"].kind == "hand"  # written with Tiled 1.9's `class`
    assert len(board.by_kind("cell")) == 9
    assert board["cell_0_0"].center == (250, 200)


def test_problems_are_collected_for_the_lint(tmp_path):
    path = tmp_path / "bad.tmx"
    path.write_text(MAP)
    board = load_board(path)
    assert board["a"].rect == (16, 0, 16, 16)  # the later duplicate wins, and is reported
    assert any("more than once" in p for p in board.problems)
    assert any("has no name" in p for p in board.problems)
    assert any("wide" in p and "no type/class" in p for p in board.problems)
    assert any("wide" in p and "outside" in p for p in board.problems)


def test_properties_come_along(tmp_path):
    path = tmp_path / "props.tmx"
    path.write_text(MAP.replace('name="a" type="cell"', 'name="b" type="cell"'))
    board = load_board(path)
    assert board["a"].props == {"row": 2}
    assert board["b"].kind == "cell"
