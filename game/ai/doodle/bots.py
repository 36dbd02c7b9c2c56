"""The three Doodle Dungeon bots: easy, normal and hard. Each decides from its seat's view only.

All three share the same thinking (builder.py, planner.py, defender.py) and differ in care:
- easy: noisy card values and placements, a move on a whim now and then, ignores where
  treasures may hide, sends its hero after fewer monsters, plays a dungeon action when it turns
  the fight and lays hero actions on the rival doing best.
- normal: the building and path heuristics as they are, with a belief that treasures lie under
  monsters; dungeon actions weighed by exact dice odds against keeping them for a stronger
  monster ahead, hero actions laid where they take most from a rival.
- hard: as normal in phase C, with no noise, a stronger belief about treasures, and every build
  judged against the path planner (judge.py: walls, traps, monsters, treasures and boxes go
  where the cheapest path through the dungeon costs the hero most).
"""

from __future__ import annotations

from game.ai.base import Bot
from game.ai.doodle import builder, defender, judge, planner
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS


class DoodleBot(Bot):
    level = "normal"
    whim = 0.0  # chance of a random move (never a restart)
    noise = 0.3  # jitter on values
    belief = 1.0  # weight of the treasure belief in the path planner
    greed = 1.0  # how much the path planner values monsters worth fighting

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        plain = [a for a in legal if a.get("act") != "restart"]
        if plain and self.rng.random() < self.whim:
            return self.rng.choice(plain)
        phase = view.phase
        if phase == "draft":
            return max(
                legal,
                key=lambda a: (
                    self.card_value(view, seat, a["card"]) + self.rng.uniform(0, self.noise)
                ),
            )
        if phase == "install":
            return self.install(view, seat, legal)
        if phase == "path":
            return planner.choose_step(view, seat, legal, self.belief, self.greed)
        if view.stage == "encounter":
            return self.encounter(view, seat, legal)
        return self.hero_play(view, seat, legal) or defender.refill_choice(view, seat, legal)

    def encounter(self, view, seat, legal):
        return defender.encounter_choice(view, seat, legal)

    def hero_play(self, view, seat, legal):
        return defender.hero_play_choice(view, seat, legal, self.rng)

    def install(self, view, seat, legal):
        for act in ("done", "skip"):
            if {"act": act} in legal:
                return {"act": act}
        options = [a for a in legal if a["act"] != "restart"]
        element = view.current_element(seat)
        if restarts(view, seat):  # a first try left no room for a later element: others at random
            fitting = [a for a in options if self._room_for_the_rest(view, seat, a, []) == a]
            return self.rng.choice(fitting or options)
        if element == "walls":
            return builder.leaving_room(
                view, seat, options, lambda some: self.walls(view, seat, some)
            )
        if element == "treasure":
            return self.hide(view, seat, options)
        if element == "improve":
            return self.improve(view, seat, options)
        return builder.leaving_room(
            view,
            seat,
            options,
            lambda some: self._room_for_the_rest(
                view, seat, self.thing(view, seat, some, element), some
            ),
        )

    def card_value(self, view, seat, card):
        return builder.card_value(view, seat, card)

    def improve(self, view, seat, options):
        return builder.improve_choice(view, seat, options)

    def walls(self, view, seat, options):
        return builder.walls_choice(view, seat, options, self.rng, self.noise * 3)

    def hide(self, view, seat, options):
        return builder.hide_choice(view, seat, options, self.rng)

    def thing(self, view, seat, options, element):
        return builder.thing_choice(view, seat, options, element, self.rng, self.noise)

    def _room_for_the_rest(self, view, seat, choice, options):
        """Prefer a space that leaves room for the card's later traps and monsters."""
        rec = view.install[seat]
        later = [
            e
            for e in CARDS[rec["card"]].elements[rec["step"] + 1 :]
            if e in ("trap", "goblin", "orc", "dragon")
        ]
        if not later:
            return choice
        for action in [choice] + options:
            trial = view.clone()
            trial.apply_unchecked(seat, action)
            if all(trial.element_options(seat, e) for e in later[:1]):
                return action
        return choice


class EasyBot(DoodleBot):
    level = "easy"
    whim = 0.15
    noise = 3.0
    belief = 0.0
    greed = 0.6


class NormalBot(DoodleBot):
    level = "normal"

    def encounter(self, view, seat, legal):
        return defender.judged_encounter(view, seat, legal)

    def hero_play(self, view, seat, legal):
        return defender.judged_hero_play(view, seat, legal, self.rng)


class HardBot(NormalBot):
    level = "hard"
    noise = 0.0
    belief = 2.0
    greed = 0.8

    wall_sample = 120  # wall placements tried (fewer while trying cards in the draft)

    def card_value(self, view, seat, card):
        """The plain value plus what installing the card now adds to the dungeon's worth."""
        trial = view.clone()
        trial.phase, trial.install = "install", [None] * trial.num_players
        trial.start_install(seat, card)
        before = judge.worth(trial, seat)
        self.wall_sample = 30
        try:
            while trial.current_element(seat) is not None:
                legal = trial.install_actions(seat)
                if legal == [{"act": "restart"}]:
                    break  # the card's earlier elements left no room: as good as it gets now
                trial.apply_install(seat, self.install(trial, seat, legal))
        finally:
            self.wall_sample = 120
        return builder.card_value(view, seat, card) + judge.worth(trial, seat) - before

    # Building judged against the path planner (judge.py), the plain heuristics breaking ties.
    def walls(self, view, seat, options):
        if len(options) > self.wall_sample:
            options = self.rng.sample(options, self.wall_sample)
        return judge.best_by_worth(
            view,
            seat,
            options,
            lambda a: judge.with_walls(view, seat, a),
            judge.way_length(view, seat),
        )

    def thing(self, view, seat, options, element):
        code = S.MONSTER_OF.get(element, S.TRAP)
        hint = builder.thing_values(view, seat, options, element)
        return judge.best_by_worth(
            view,
            seat,
            options,
            lambda a: judge.with_thing(view, seat, a, code),
            lambda a: hint[S.from_json(a["cell"])],
        )

    def improve(self, view, seat, options):
        return builder.improve_choice(
            view, seat, options, lambda cat: judge.box_gain(view, seat, cat)
        )

    def hide(self, view, seat, options):
        return judge.best_hiding(view, seat, options) or super().hide(view, seat, options)


def restarts(view, seat: int) -> int:
    """How often the seat restarted the card it is installing: the rules' install record counts
    it, as the view holds it (not remembered by the bot: the app makes a bot anew for every
    move, and a network seat's bot gets a view without the moves; one that forgot its restart
    drew the card the same way round and round)."""
    return view.install[seat]["restarts"]
