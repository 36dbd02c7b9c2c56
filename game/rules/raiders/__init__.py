"""Dungeon Raiders (3-5 players): every room, everyone picks a card in secret, then all reveal.

Public API (what the UI and the AI read). Seats are 0..n-1, clockwise.

State attributes (`RaidersState`, also on a `view(seat)`):
- `tactical` bool; `level_no` 1..5; `level_card` id of the level card in play.
- `row`: the 5 room card ids of the level row, left to right; `face_up[i]`: lit or entered;
  `current`: index of the room being played (rooms left of it are discarded). The boss is always
  the 5th room of level 5 (its back shows it is the boss; which boss is hidden while dark).
  In a view, a slot the seat cannot see (`not face_up[i] and i not in seen[seat]`) holds a
  RANDOM id: draw it face down. `CATALOG.cards[id]` (game.rules.raiders.content) gives the card.
- `seen[s]`: slot indices of this level seat s looked at with a torch; `torched[s]` bool.
- `characters[s]` character id; `coins[s]`, `wounds[s]` ints; `petrified[s]` bool (Medusa).
- `hands[s]`: power values still in hand (sorted); `played[s]`: power values face up this level.
- `items[s]`: {"torch": n, "crystal_ball": n, "key": n, "sword": n}; `supply`: same shape.
  Item counts are public in this version: every gain and use is seen by everyone.
- `phase`: "play" (first cards), "crystal" (second cards after crystal balls), "over".
- `commits[s]` first card action or None; `seconds[s]` second card or None. In a view, another
  seat's face-down card is taken back into its hand (commit None) and `sealed[s]` is True: draw
  a face-down card. `sealed[s]` is never True in the tactical variant (open play).
- `start`: map holder (tactical); `turn`: seat to play (tactical).
  `last`: the latest resolved room: {"room", "cards" (final card per seat), "coins" and "wounds"
  (changes per seat), "items" (gained per seat), "lines"} for the resolution animation.

`to_move()` lists every seat that must still commit a card (several at once; one seat in the
tactical variant). On a view, use `choosing()` to show who is still thinking: to_move() there
also holds the seats whose face-down card the view took back. Actions (JSON):
- {"play": "power", "value": 3}: a power card from the hand.
- {"play": "item", "item": "key" | "sword" | "crystal_ball" | "torch"}: key in treasure rooms
  (and to escape the Mega Dragon), sword against monsters and bosses, crystal ball anywhere as a
  first card, torch as a card only against the Wolf Pack (to escape).
- {"use": "torch"}: light a torch (look at this level's dark rooms); offered alongside a seat's
  card choice whenever it holds a torch and a dark room of the level is still unseen by it. It
  does not use up the seat's turn.

`withdrawable(seat)` / `withdrawn(seat)`: a face-down pick may be taken back until the cards turn
over (hot-seat: a person changes their card while another still chooses); `withdrawn` is the game
replayed without it, every other pick standing.

Events (game.rules.core.Event; a fresh state's events are the set-up's "level" and "room"). The
first event of an action is the action itself:
- "pick" {"second"}: a card played face down (non-tactical): no card in it, it is secret;
- "play" {"card", "second"}: a card played openly (tactical variant);
- "torch" {"slots"}: a torch lit; the dark slots it showed this seat (not what is in them).
Then, when they happen:
- "reveal" {"cards" (per seat, None for a seat without a second card), "second"}: cards turned up;
- "resolved" {"room", "cards", "coins", "wounds", "items"}: a room's result (changes per seat,
  as in `last`), followed by one "outcome" event per line of its explanation;
- "map" {}: the map card passes to the event's seat (tactical);
- "level" {"level", "card", "row" (room ids, None for a dark room)}: a level laid out;
- "room" {"level", "slot", "room"}: the room entered (a dark one is turned up);
- "end" {}: the final standings, one line each.
Rules decisions: docs/rules-decisions.md.
"""

from game.rules.core import GameSpec
from game.rules.raiders.state import RaidersState, new_state

SPEC = GameSpec(
    id="raiders",
    title="Dungeon Raiders",
    min_players=3,
    max_players=5,
    pitch=(
        "Raid five dungeon levels together, pick cards in secret, grab the gold, dodge the wounds."
    ),
    new_state=new_state,
    options={"tactical": False},
    option_labels={"tactical": "Tactical variant: open play in turn, led by the map card"},
)

__all__ = ["SPEC", "RaidersState", "new_state"]
