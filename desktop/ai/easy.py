"""Easy: random legal moves with a little sense.

Easy plays a few random moves each turn, then attacks if it can. It is random
but not suicidal:

* it never ends its turn while an attack that does damage is available, and it
  avoids attacks that would Knock Out its own last Pokémon;
* it does not discard its only Basic Pokémon, nor hand its opponent a choice;
* it answers prompts at random among answers that do not harm itself (it
  discards the opponent's Energy rather than its own when it may choose, and
  never declines a free pick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.ai.base import Agent, legal_moves
from desktop.ai.knowledge import card_info, node_names
from desktop.engine.actions import OPPONENT, Action, Choose
from desktop.engine.fx.damage_nodes import Times
from desktop.engine.fx.values import Heads
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON
from desktop.engine.rng import GameRandom

if TYPE_CHECKING:
    from desktop.engine.game import Game

RISKY_TRAINER_OPS = frozenset({"discard_hand", "basic_from_discard_to_bench", "heal_all_discard_energy",
                               "return_basic_to_hand", "devolve", "opponent_shuffles_hand_draws"})


class EasyAgent(Agent):
    """Random but sensible. ``stop`` is the chance of stopping the set-up moves each step."""

    name = "easy"

    def __init__(self, seed: int = 0, stop: float = 0.3) -> None:
        super().__init__(seed)
        self.rng = GameRandom(seed ^ 0xEA57)
        self.stop = stop

    def choose(self, game_view: Game) -> Action:
        legal = legal_moves(game_view)
        if not legal:
            raise ValueError("no legal move: it is not this player's turn or the game is over")
        if len(legal) == 1:
            return legal[0]
        if game_view.prompt is not None:
            return self._answer(game_view, legal)
        return self._main(game_view, legal)

    # ------------------------------------------------------------------ main phase
    def _main(self, view: Game, legal: list[Action]) -> Action:
        me = view.current
        attacks = [a for a in legal if a[0] == "attack" and not self._suicidal(view, me, a[1])]
        damaging = [a for a in attacks if self._attack_damage(view, me, a[1]) > 0]
        setup = [a for a in legal if a[0] not in ("attack", "end") and self._sensible(view, me, a)]
        if setup and (self.rng.below(1000) / 1000.0 >= self.stop):
            return setup[self.rng.below(len(setup))]
        if damaging:
            return damaging[self.rng.below(len(damaging))]
        if attacks and self.rng.coin():
            return attacks[self.rng.below(len(attacks))]
        end = [a for a in legal if a[0] == "end"]
        return end[0] if end else legal[self.rng.below(len(legal))]

    def _attack_damage(self, view: Game, me: int, index: int) -> int:
        slot = view.players[me].at(0)
        info = card_info(view.card_of(slot))
        atk = info.attacks[index]
        counts = any(isinstance(n, Times) and not isinstance(n.amount, Heads) for n in atk.before)
        return atk.damage or (10 if counts else 0)

    def _suicidal(self, view: Game, me: int, index: int) -> bool:
        """The attack would Knock Out our own Active when it is our last Pokémon."""
        p = view.players[me]
        slot = p.at(0)
        atk = card_info(view.card_of(slot)).attacks[index]
        if atk.self_damage and slot.damage + atk.self_damage >= view.hp_of(slot):
            return not p.bench or len(view.players[1 - me].prizes) > 1
        return False

    def _sensible(self, view: Game, me: int, action: Action) -> bool:
        verb = action[0]
        p = view.players[me]
        if verb == "retreat":
            return self.rng.below(4) == 0  # now and then
        if verb == "play":
            card = view.cards[action[1]]
            ops = node_names(card.effect)
            if "basic_from_discard_to_bench" in ops and not _is_flute(card):
                ops = ops - {"basic_from_discard_to_bench"}  # Revive is fine; Poké Flute helps them
            if ops & RISKY_TRAINER_OPS:
                if "discard_hand" in ops:  # Professor Oak: only with a small hand and a big deck
                    return len(p.hand) <= 3 and len(p.deck) > 15
                return False
            if "draw" in ops and len(p.deck) < 8:
                return False
        if verb == "power":
            return self.rng.below(3) == 0
        return verb != "discard"

    # ------------------------------------------------------------------ prompts
    def _answer(self, view: Game, legal: list[Action]) -> Action:
        prompt = view.prompt
        assert prompt is not None
        me = prompt.player
        options = [o for o in prompt.options if o is not None]
        rng = self.rng
        if prompt.kind == OPTION:
            if "first" in options:
                return Choose("first")
            return Choose(options[rng.below(len(options))])
        if prompt.kind == NUMBER:
            return Choose(max(options))
        if prompt.kind == POKEMON:
            if prompt.purpose in ("switch_in", "switch_self") and options[0] < OPPONENT:
                return Choose(options[rng.below(len(options))])
            return Choose(options[rng.below(len(options))])
        if prompt.kind == CARD:
            if prompt.source == "setup" and prompt.optional:
                bench = view.players[me].bench
                if len(bench) >= 3 and rng.coin():
                    return Choose(None)
                return Choose(options[rng.below(len(options))])
            if prompt.zone == "hand":
                keep = self._protected_basic(view, me)
                safe = [u for u in options if u != keep] or options
                return Choose(safe[rng.below(len(safe))])
            if prompt.zone == "attached" and options:
                mine = [u for u in options if view.owner(u) == me]
                theirs = [u for u in options if view.owner(u) != me]
                pool = theirs or mine
                return Choose(pool[rng.below(len(pool))])
            return Choose(options[rng.below(len(options))])
        return legal[rng.below(len(legal))]

    def _protected_basic(self, view: Game, me: int) -> int | None:
        """The only Basic Pokémon card in hand, if we have no Benched Pokémon to fall back on."""
        p = view.players[me]
        basics = [u for u in p.hand if view.cards[u].kind == "pokemon" and view.cards[u].stage == "Basic"]
        if len(basics) == 1 and len(p.bench) < 2:
            return basics[0]
        return None


def _is_flute(card) -> bool:
    return any(getattr(n, "opponent", False) for n in card.effect.walk())
