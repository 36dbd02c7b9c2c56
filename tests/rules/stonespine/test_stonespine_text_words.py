from game.rules.stonespine.text import counted, faces_text, names_text


def test_an_before_a_vowel_and_plurals_counted():
    assert faces_text(["ooze"]) == "an ooze"
    assert faces_text(["goblin", "slime", "slime"]) == "a goblin and 2 slimes"
    assert counted(1, "chamber") == "1 chamber" and counted(16, "chamber") == "16 chambers"


def test_names_that_read_alike_are_counted_together():
    assert (
        names_text(["silver star (-1)", "silver star (-1)", "silver star (-1)"])
        == "3 silver stars (-1)"
    )


def test_the_line_for_a_token_put_down_says_an_ooze():
    from game.rules.stonespine.text import TextMixin

    assert (
        TextMixin()._put_text(0, {"act": "put", "token": "ooze", "cell": 3}) == "puts an ooze in D1"
    )
    assert (
        TextMixin()._put_text(0, {"act": "put", "token": "goblin", "cell": 0})
        == "puts a goblin in A1"
    )
