"""One machine for choosing cards from a zone, one pick at a time: "Search your deck for up to 2 Basic
Pokémon and put them onto your Bench. Then, shuffle your deck.", "Put any number of ... from your
discard pile into your hand", "Look at the top 6 cards of your deck. You may reveal ...".

A node that chooses from a zone subclasses ``ZoneChoice`` and says what its card prints:

* the selector: whose zone (``owner``) and which (``zone``), which cards fit (``options``), how many
  (``picks``: at least, at most: ``exactly(n)``, ``up_to(n)``, ``any_number()``) and who chooses
  (``chooser``);
* the destination of each pick (``take``: usually ``put_card`` into the hand, onto the Bench, into the
  discard pile or on the bottom of the deck) and whether there is room for one more (``room``);
* what happens once the choosing ends (``close``: a searched deck is shuffled, as printed).

The machine asks through ``Machine.choose``, one pick at a time: "done" (None) may be answered once the
least is reached. The rulebooks set the least: "up to N" chooses between 1 and N ("any number" and "you
may" from 0: seed 001, "up to" and "any amount"; seed 000, D-0 5), and a search of the deck for cards of
a kind may find fewer, or none, as the deck is hidden (seed 000, H. Deck); only a search for "any card"
must take the number it says.
Its ``local`` is ``(picked so far, memo)``, the memo a small immutable value a node keeps between picks
(the cards looked at, the Energy types taken).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.game import Game

ANY = 1000  # "any number of": more picks than any zone holds


def exactly(count: int) -> tuple[int, int]:
    return count, count


def up_to(count: int) -> tuple[int, int]:
    """ "Up to N": between 1 and N (a searched deck may still yield none: ``ZoneChoice.least``)."""
    return 1, count


def may_take(count: int) -> tuple[int, int]:
    """ "You may ... up to N" (or "any number of", at most N): from none to N."""
    return 0, count


def any_number() -> tuple[int, int]:
    return 0, ANY


def distinct(game: Game, uids: Any) -> list[int]:
    """One card of each card id among ``uids`` (a searched deck offers each kind of card once), in name
    order."""
    seen: dict[str, int] = {}
    for uid in uids:
        seen.setdefault(game.cards[uid].id, uid)
    return sorted(seen.values(), key=lambda u: game.cards[u].name)


def bench_full(game: Game, player: int) -> bool:
    return len(game.players[player].bench) >= game.rules.bench_size


def put_card(m: Machine, owner: int, uid: int, src: str, dst: str) -> None:
    """Take card ``uid`` out of ``owner``'s zone ``src`` and put it into ``dst``: "hand", "bench" (as a
    new Pokémon), "discard" or "deck_bottom"."""
    game = m.game
    p = game.players[owner]
    getattr(p, src).remove(uid)
    if dst == "bench":
        game.put_on_bench(owner, uid, src)
    elif dst == "discard":
        game.discard_card(uid, src)
    elif dst == "deck_bottom":
        p.deck.insert(0, uid)
        game.move_card(owner, uid, src, "deck bottom")
    else:
        getattr(p, dst).append(uid)
        game.move_card(owner, uid, src, dst)


class ZoneChoice(Node):
    """Base of the nodes that choose cards from a zone one pick at a time (see the module). Most say
    only what differs from the defaults: ``zone`` and ``dest`` (each pick is moved there by ``take``),
    ``ask`` (the prompt's words, with ``{n}`` the pick's number and ``{most}`` the most) and
    ``options``."""

    __slots__ = ()
    prompts = True
    zone: ClassVar[str] = "deck"  # where the cards are: "deck", "discard", "hand"
    dest: ClassVar[str] = "hand"  # where each chosen card goes: "hand", "bench", "discard", "deck_bottom"
    ask: ClassVar[str] = "Take a card, or stop."
    auto_single: ClassVar[bool] = False  # a single option that must be taken is taken without asking

    # the selector -----------------------------------------------------------------
    def owner(self, m: Machine) -> int:
        """Whose zone the cards are chosen from."""
        return m.scope.player

    def chooser(self, m: Machine) -> int:
        """Who chooses."""
        return m.scope.player

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        """(at least, at most) cards chosen, when that many fit."""
        return any_number()

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        """The cards that may be chosen next."""
        raise NotImplementedError

    def any_card(self) -> bool:
        """Whether the card searches the deck for any card at all ("Search your deck for a card"): then
        it takes the number it says, as a search for cards of a kind need not."""
        return False

    def least(self, m: Machine, memo: Any) -> int:
        """The fewest cards chosen: ``picks``' least, or none from a deck searched for cards of a kind
        (nobody else sees the deck, so a search may always fail to find them: seed 000, H. Deck)."""
        least = self.picks(m, memo)[0]
        return 0 if self.where() == "deck" and not self.any_card() else least

    def where(self) -> str:
        """The zone chosen from (``zone`` unless a field says)."""
        return self.zone

    def destination(self) -> str:
        """Where each chosen card goes (``dest`` unless a field says)."""
        return self.dest

    def purpose(self) -> str:
        return f"{self.where()}_to_{self.destination()}"

    def single_taken(self) -> bool:
        """Whether a single option that must be taken is taken without asking (``auto_single``)."""
        return self.auto_single

    def text(self, done: int, least: int, most: int) -> str:
        return self.ask.format(n=done + 1, most=most)

    # the destination ----------------------------------------------------------------
    def room(self, m: Machine, memo: Any) -> bool:
        """Whether one more card can go where the chosen cards go (a Bench has room)."""
        return self.destination() != "bench" or not bench_full(m.game, self.owner(m))

    def take(self, m: Machine, uid: int, memo: Any) -> Any:
        """Put the chosen card where it goes; the new memo."""
        put_card(m, self.owner(m), uid, self.where(), self.destination())
        return memo

    # the ends -----------------------------------------------------------------------
    def open(self, m: Machine) -> Any:
        """Before the first pick (a searched deck is revealed to its owner); the first memo."""
        if self.where() == "deck":
            m.game.emit("reveal", self.owner(m), detail="deck")
        return None

    def close(self, m: Machine, done: int, memo: Any) -> int:
        """After the last pick: a searched deck is shuffled."""
        if self.where() == "deck":
            m.game.shuffle_deck(self.owner(m))
        return m.done()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            local = (0, self.open(m))
        done, memo = local
        if pc == 1:
            if m.answer is None:
                return self.close(m, done, memo)
            memo, done = self.take(m, m.answer, memo), done + 1
        least, most = self.least(m, memo), self.picks(m, memo)[1]
        while True:
            options = self.options(m, done, memo) if done < most and self.room(m, memo) else []
            if not options:
                return self.close(m, done, memo)
            if m.choose(1, (done, memo), self.chooser(m), CARD, options, self.text(done, least, most),
                        self.purpose(), zone=self.where(), optional=done >= least, auto_single=self.single_taken(),
                        picks=(least, min(most, len(options) + done))):
                return WAIT
            if m.answer is None:  # a rule of the game took every option away (pick_rules)
                return self.close(m, done, memo)
            memo, done = self.take(m, m.answer, memo), done + 1


class DeckSearch(ZoneChoice):
    """"Search your deck for up to ``count`` <cards that ``fit``>, reveal them, and put them into your
    hand (``dest`` "discard": and discard them). Then, shuffle your deck." Each kind of card is offered
    once."""

    __slots__ = ()
    count: int
    ask = "Take which card ({n} of up to {most})?"

    def fits(self, m: Machine, uid: int) -> bool:
        raise NotImplementedError

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.count)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        deck = m.game.players[self.owner(m)].deck
        return list({m.game.cards[u].id: u for u in deck if self.fits(m, u)}.values())

    def take(self, m: Machine, uid: int, memo: Any) -> Any:
        if self.dest == "hand":
            m.game.emit("reveal", self.owner(m), card=uid, src="deck", detail="searched")
        return ZoneChoice.take(self, m, uid, memo)
