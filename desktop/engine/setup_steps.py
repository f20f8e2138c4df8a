"""Setup (seed 000 / 001 "Setting up"): who goes first, dealing and mulligans, Active and
Bench, Prizes, extra draws; as queued game steps that ask with data prompts.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.game_fields import GameFields
from desktop.engine.prompts import CARD, NUMBER, OPTION, Prompt
from desktop.engine.state import Slot

if TYPE_CHECKING:
    pass


class SetupSteps(GameFields):
    """Part of ``Game``: see the module docstring."""

    __slots__ = ()

    def _step_choose_first(self, chooser: int) -> None:
        self._ask(
            ("choose_first", chooser),
            Prompt(chooser, OPTION, ("first", "second"), "You won the coin flip: go first or second?",
                   source="setup", purpose="go_first"),
        )

    def _answer_choose_first(self, chooser: int, value: str) -> None:
        self._step_set_first(chooser if value == "first" else 1 - chooser)

    def _step_set_first(self, first: int) -> None:
        self.first = first
        self.current = first
        self.emit("phase", first, detail="first player")

    def _step_deal(self) -> None:
        """Shuffle, draw 7, and mulligan until each player has a Basic Pokémon."""
        size = self.rules.hand_size
        for player in (0, 1):
            self.shuffle_deck(player)
            self.draw(player, size)
        while not any(self._has_basic(p) for p in (0, 1)):
            for player in (0, 1):  # neither has one: both reshuffle, nobody counts it
                self._return_hand(player)
                self.draw(player, size)
        for player in (0, 1):
            while not self._has_basic(player):
                self.players[player].mulligans += 1
                self.emit("mulligan", player, amount=self.players[player].mulligans,
                          detail=",".join(map(str, self.players[player].hand)))
                self._return_hand(player)
                self.draw(player, size)
        for player in (self.first, 1 - self.first):
            self.queue.append(("setup_active", player))
            self.queue.append(("setup_bench", player))
        self.queue.append(("setup_prizes",))
        for player in (self.first, 1 - self.first):
            extra = self.players[1 - player].mulligans * self.rules.mulligan_extra_cards
            if extra:
                self.queue.append(("extra_draws", player, extra))
        self.queue.append(("begin",))

    def _is_starter(self, uid: int) -> bool:
        """A Basic Pokémon card (Trainers played as Pokémon cannot start the game)."""
        card = self.cards[uid]
        return card.kind == "pokemon" and card.stage == "Basic"

    def _has_basic(self, player: int) -> bool:
        return any(self._is_starter(u) for u in self.players[player].hand)

    def _return_hand(self, player: int) -> None:
        p = self.players[player]
        p.deck.extend(p.hand)
        p.hand.clear()
        self.shuffle_deck(player)

    def _basics_in_hand(self, player: int) -> tuple[int, ...]:
        return tuple(u for u in self.players[player].hand if self._is_starter(u))

    def _step_setup_active(self, player: int) -> None:
        options = self._basics_in_hand(player) + self._may_start(player, False)
        self._ask(("setup_active", player), Prompt(
            player, CARD, options, "Choose your Active Pokémon.",
            source="setup", zone="hand", purpose="setup_active"))

    def _answer_setup_active(self, player: int, uid: int) -> None:
        p = self.players[player]
        p.hand.remove(uid)
        p.active = Slot(uid, 0)
        self.emit("move", player, card=uid, src="hand", dst="active", pos=0)

    def _may_start(self, player: int, bench: bool) -> tuple[int, ...]:
        """The cards of ``player``'s hand that are not Basic Pokémon but that an Ability lets start in the
        Active Spot or (``bench``) on the Bench (Explosiveness, Electric Start), whatever their Stage."""
        if layer.SETUP_ACTIVE not in self.static_points:
            return ()
        return tuple(u for u in self.players[player].hand if not self._is_starter(u) and any(
            mod.point == layer.SETUP_ACTIVE and mod.may_start(self, player, bench)
            for _k, mod in self.cards[u].statics))

    def _step_setup_bench(self, player: int) -> None:
        options = self._basics_in_hand(player) + self._may_start(player, True)
        if not options or len(self.players[player].bench) >= self.rules.bench_size:
            return
        self._ask(("setup_bench", player), Prompt(
            player, CARD, options, "Put Basic Pokémon onto your Bench (or finish).", optional=True,
            source="setup", zone="hand", purpose="setup_bench", minimum=0, maximum=self.rules.bench_size))

    def _answer_setup_bench(self, player: int, uid: int | None) -> None:
        if uid is None:
            return
        p = self.players[player]
        p.hand.remove(uid)
        p.bench.append(Slot(uid, 0))
        self.emit("move", player, card=uid, src="hand", dst="bench", pos=len(p.bench))
        self.queue.insert(0, ("setup_bench", player))

    def _step_setup_prizes(self) -> None:
        count = 1 if self.sudden_death else self.rules.prizes
        for player in (0, 1):
            p = self.players[player]
            for _ in range(min(count, len(p.deck))):
                uid = p.deck.pop()
                p.prizes.append(uid)
                self.emit("move", player, card=uid, src="deck", dst="prizes")

    def _step_extra_draws(self, player: int, extra: int) -> None:
        self._ask(("extra_draws", player, extra), Prompt(
            player, NUMBER, tuple(range(extra + 1)),
            f"Your opponent took {extra // self.rules.mulligan_extra_cards} mulligan(s): "
            f"draw up to {extra} extra card(s).", source="setup", purpose="extra_draws"))

    def _answer_extra_draws(self, player: int, extra: int, count: int) -> None:
        """Seed 001, mulligans: "If any of those cards are Basic Pokémon, they may be put onto the Bench"."""
        hand = self.players[player].hand
        before = len(hand)
        self.draw(player, count)
        drawn = hand[before:]
        if self.rules.extra_basics_to_bench and any(self._is_starter(u) for u in drawn):
            self.queue.insert(0, ("extra_bench", player, tuple(drawn)))

    def _step_extra_bench(self, player: int, drawn: tuple[int, ...]) -> None:
        """The Basic Pokémon among the extra cards just drawn may go onto the Bench, one prompt a card."""
        options = tuple(u for u in self._basics_in_hand(player) if u in drawn)
        if not options or len(self.players[player].bench) >= self.rules.bench_size:
            return
        self._ask(("extra_bench", player, drawn), Prompt(
            player, CARD, options, "Put the Basic Pokémon you drew onto your Bench (or finish).", optional=True,
            source="setup", zone="hand", purpose="setup_bench", minimum=0, maximum=len(options)))

    def _answer_extra_bench(self, player: int, drawn: tuple[int, ...], uid: int | None) -> None:
        if uid is not None:
            self._answer_setup_bench(player, uid)
            self.queue[0] = ("extra_bench", player, drawn)  # ask again for the others

    def _step_begin(self) -> None:
        self.emit("phase", self.first, detail="reveal")
        self.turn = 0
        self.current = 1 - self.first
        self._step_next_turn()

    # turns ---------------------------------------------------------------
