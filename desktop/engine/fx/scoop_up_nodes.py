"""Trainers that move your Pokémon: returning one and every card attached to it to your hand (Super
Scoop Up), and both players switching their Active Pokémon (Double Gust).

Also an attack's "return any number of your Pokémon in play and all cards attached to them to your hand"
(Fairy Power).

And a Power that returns another of your Unown to your hand, its attached cards discarded ([Vanish]).

And both players switching their Active Pokémon, the opponent first (Warp Point).

And 2 coins: both heads return 1 of the opponent's Benched Pokémon with its cards to their hand,
otherwise your turn ends (Minion of Team Rocket).

And a damaged Pokémon of yours picked up into the hand with its cards (Acerola)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.pokemon_leave_nodes import _to_hand
from desktop.engine.fx.power_nodes import _unown
from desktop.engine.fx.target_nodes import Targeted, pick_up
from desktop.engine.fx.trainer_proof_nodes import may_affect, spared
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("scoop_up")
@dataclass(frozen=True, slots=True)
class ScoopUp(Targeted, Atomic):
    """Return 1 of your Pokémon and all cards attached to it to your hand (an empty Active Spot is
    filled, as after a Knock Out)."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, _ in game.players[player].in_play()]

    def act(self, m: Machine) -> None:
        game, me, pl, target = m.game, m.me, m.scope.player, m.target
        slot = me.at(target)
        game.remove_from_play(pl, target, slot)
        for uid in slot.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if target == 0 else "bench", "hand", target)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return "Return 1 of your Pokémon and all cards attached to it to your hand."


@node("double_gust")
@dataclass(frozen=True, slots=True)
class DoubleGust(Node):
    """If you have Benched Pokémon, your opponent chooses 1 of them to switch with your Active Pokémon;
    then, if they have Benched Pokémon, you choose 1 of theirs to switch with their Active Pokémon."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.players[p].bench and may_affect(game, game.players[p].active) for p in (player, 1 - player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            active = game.players[me].active
            if game.players[me].bench and active is not None and not spared(game, active):
                if m.choose(1, None, opp, POKEMON, [OPPONENT + p for p in range(1, len(game.players[me].bench) + 1)],
                            "Choose a Benched Pokémon of your opponent's to switch in.", "switch_in"):
                    return 1
                pc = 1
            else:
                pc = 2
        if pc == 1:
            game.switch_active(me, m.answer - OPPONENT, m.scope.source)
            pc = 2
        if pc == 2:
            active = game.players[opp].active
            if game.players[opp].bench and active is not None and not spared(game, active):
                if m.choose(3, None, me, POKEMON, [OPPONENT + p for p in range(1, len(game.players[opp].bench) + 1)],
                            "Choose a Benched Pokémon of your opponent's to switch in.", "switch_in"):
                    return 1
                pc = 3
            else:
                return m.done()
        game.switch_active(opp, m.answer - OPPONENT, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If you have any Benched Pokémon, your opponent chooses 1 of them and switches it with your Active "
                "Pokémon. Then, if your opponent has any Benched Pokémon, choose 1 of them and switch it with their "
                "Active Pokémon.")


@node("return_any_own_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnAnyOwnToHand(Node):
    """You may return any number of your Pokémon in play and all cards attached to them to your hand,
    one at a time until you stop (Fairy Power)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 1:
            if m.answer is None:
                return m.done()
            _to_hand(game, pl, m.answer, me.at(m.answer))  # the Bench closes up: positions are asked again
        options = [pos for pos, _s in me.in_play()]
        if options and m.choose(1, None, pl, POKEMON, options, "Return a Pokémon to your hand (or stop).",
                                "pokemon_to_hand", optional=True, auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return "You may return any number of your Pokémon in play and all cards attached to them to your hand."


@node("return_other_unown")
@dataclass(frozen=True, slots=True)
class ReturnOtherUnown(Node):
    """Return 1 of your other Pokémon with Unown in its name to your hand, discarding everything
    attached to it ([Vanish])."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl, pos = m.scope.player, m.scope.source_pos
        if pc == 0 and m.choose(1, None, pl, POKEMON, _unown(m.game, pl, pos), "Return which Pokémon to your hand?",
                                "pokemon_to_hand"):
            return 1
        if m.answer is not None:
            pick_up(m, m.answer, whole=True)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Return 1 of your Pokémon with Unown in its name (other than {w.name}) to your hand. (Discard all "
                "cards attached to that card.)")


@node("both_switch")
@dataclass(frozen=True, slots=True)
class BothSwitch(Node):
    """Your opponent switches their Active Pokémon with 1 of their Benched Pokémon (they choose),
    then you switch yours with 1 of your Benched Pokémon (Warp Point)."""

    attack: bool = False  # an attack's (Rapid Spin): usable anyway, "(Do the damage before switching the Pokémon.)"
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.attack or any(game.players[p].bench and may_affect(game, game.players[p].active)
                                  for p in (player, 1 - player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            active = game.players[opp].active
            if game.players[opp].bench and active is not None and not spared(game, active):
                if m.choose(1, None, opp, POKEMON, range(1, len(game.players[opp].bench) + 1),
                            "Choose a Benched Pokémon to switch with your Active Pokémon.", "switch_self"):
                    return WAIT
                pc = 1
            else:
                pc = 2
        if pc == 1:
            game.switch_active(opp, m.answer, m.scope.source)
            pc = 2
        if pc == 2:
            active = game.players[me].active
            if game.players[me].bench and active is not None and not spared(game, active):
                if m.choose(3, None, me, POKEMON, range(1, len(game.players[me].bench) + 1),
                            "Choose a Benched Pokémon to switch with your Active Pokémon.", "switch_self"):
                    return WAIT
                pc = 3
            else:
                return m.done()
        game.switch_active(me, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("each_player_switches",  # Escape Rope
                        after=" (Do the damage before switching the Pokémon.)" if self.attack else "")


@node("return_their_benched")
@dataclass(frozen=True, slots=True)
class ReturnTheirBenched(Node):
    """Flip 2 coins: both heads, choose 1 of the opponent's Benched Pokémon and return it and all
    cards attached to it to their hand; otherwise your turn ends (Minion of Team Rocket)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0:
            heads = [game.coin(m.scope.source, m.scope.player) for _ in range(2)]
            if not all(heads):
                if m.scope.player == game.current:  # used in the other player's turn (Chaos Gym): no turn to end
                    game.queue.append(("end_turn",))
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + i for i in range(1, len(them.bench) + 1)],
                        "Return which of your opponent's Benched Pokémon to their hand?", "their_pokemon"):
                return WAIT
        if m.answer is not None:
            pos = m.answer % OPPONENT
            slot = them.at(pos)
            game.remove_from_play(opp, pos, slot)
            for uid in slot.all_cards():
                them.hand.append(uid)
                game.move_card(opp, uid, "bench", "hand", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip 2 coins. If both of them are heads, choose 1 of your opponent's Benched Pokémon and return it "
                "and all cards attached to it to their hand. If 1 or both of them are tails, your turn ends "
                "immediately (you can't attack this turn).")


@node("damaged_pokemon_to_hand")
@dataclass(frozen=True, slots=True)
class DamagedPokemonToHand(Targeted, Atomic):
    """Put 1 of your Pokémon that has any damage counters on it and all cards attached to it into your
    hand (Acerola). An Active Spot left empty is filled."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if slot.damage]

    def act(self, m: Machine) -> None:
        game, me, pl, pos = m.game, m.me, m.scope.player, m.target
        slot = me.at(pos)
        game.remove_from_play(pl, pos, slot)
        for uid in slot.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if pos == 0 else "bench", "hand", pos)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return ("Put 1 of your Pokémon that has any damage counters on it and all cards attached to it into your "
                "hand.")
