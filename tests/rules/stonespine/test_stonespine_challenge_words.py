from game.rules.stonespine.challenge_words import COUNTED, challenge_text
from game.rules.stonespine.content import CATALOG, CHALLENGE_MEASURES


def test_every_challenge_measure_says_what_it_counts():
    assert set(COUNTED) | {"flat"} == set(CHALLENGE_MEASURES)
    for cid in CATALOG.challenges:
        assert challenge_text(cid).startswith(f"{CATALOG.challenges[cid].rep} reputation")


def test_teeming_with_traps_pays_its_rep_per_side_trap():
    cid = next(c for c, card in CATALOG.challenges.items() if card.name == "Teeming with Traps")
    assert challenge_text(cid) == "2 reputation per trap in column A or D"
