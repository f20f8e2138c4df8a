"""Rules of the Gym Heroes and Gym Challenge Stadiums (2000) about Pokémon with a Gym Leader's
name in theirs ("Pokémon with Brock in their names")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.prompts import CARD, NUMBER
from desktop.engine.state import Slot

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("no_resistance_for")
@dataclass(frozen=True, slots=True)
class NoResistanceFor(Mod):
    """A Stadium: Resistance doesn't apply to attacks by Pokémon with ``name_has`` in their names
    (Pewter City Gym)."""

    name_has: str
    point = layer.ATTACK_WR
    label = "no_resistance_for"

    def skips_wr(self, game: Game, attacker: CardDef, defender: CardDef) -> tuple[bool, bool]:
        return False, self.name_has in attacker.name

    def words(self, w: Words) -> str:
        return f"Don't apply Resistance to any attacks made by Pokémon with {self.name_has} in their names."


@node("no_weakness_against")
@dataclass(frozen=True, slots=True)
class NoWeaknessAgainst(Mod):
    """A Stadium: Weakness doesn't apply when a ``type`` Pokémon damages a Pokémon with
    ``name_has`` in its name (Cinnabar City Gym)."""

    type: str
    name_has: str
    point = layer.ATTACK_WR
    label = "no_weakness_against"

    def skips_wr(self, game: Game, attacker: CardDef, defender: CardDef) -> tuple[bool, bool]:
        return self.type in attacker.types and self.name_has in defender.name, False

    def words(self, w: Words) -> str:
        return (f"Ignore Weakness when a {self.type} Pokémon does damage to a Pokémon with {self.name_has} in its "
                "name.")


@node("basic_from_hand_to_active")
@dataclass(frozen=True, slots=True)
class BasicFromHandToActive(Node):
    """Put a Basic Pokémon card from your hand into play as your Active Pokémon; the old Active
    Pokémon goes to the Bench (Lt. Surge). Not playable with a full Bench or no Basic Pokémon."""

    prompts = True

    def _basics(self, game: Game, player: int, exclude: int = -1) -> list[int]:
        return [u for u in game.players[player].hand if u != exclude and game.cards[u].kind == "pokemon"
                and game.cards[u].stage == "Basic"]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        p = game.players[player]
        return p.active is not None and len(p.bench) < game.rules.bench_size and may_affect(game, p.active) and bool(
            self._basics(game, player, source if isinstance(source, int) else -1))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        p = game.players[pl]
        if pc == 0 and m.choose(1, None, pl, CARD, self._basics(game, pl), "Choose a Basic Pokémon to become your "
                                "Active Pokémon.", "hand_to_active", zone="hand"):
            return WAIT
        uid = m.answer
        if uid is None or len(p.bench) >= game.rules.bench_size or p.active is None:
            return m.done()
        p.hand.remove(uid)
        game.put_on_bench(pl, uid, "hand")
        game.switch_active(pl, len(p.bench), m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("You can play this card only if you have at least 1 Basic Pokémon card in your hand. Put a Basic "
                "Pokémon card from your hand into play as your Active Pokémon. Put your old Active Pokémon onto your "
                "Bench. (You can't play this card if your Bench is full.)")


@node("named_attack_bonus")
@dataclass(frozen=True, slots=True)
class NamedAttackBonus(Mod):
    """A player's effect for this turn (a Gym Leader's Trainer): if an attack by a Pokémon with
    ``name_has`` in its name does damage to the Defending Pokémon (after Weakness and Resistance),
    it does ``amount`` more (Misty)."""

    name_has: str
    amount: int
    point = layer.TURN_DAMAGE_BONUS
    label = "named_attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if self.name_has in game.card_of(attacker).name else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If this turn's attack does damage to {w.defending} (after applying Weakness and Resistance), and if "
                f"the attacking Pokémon has {self.name_has} in its name, the attack does {self.amount} more damage to "
                f"{w.defending}.")


@node("attack_gamble_for")
@dataclass(frozen=True, slots=True)
class AttackGambleFor(Mod):
    """A Stadium: whenever a Pokémon with ``name_has`` in its name attacks, its player may flip a
    coin: heads, the attack does ``amount`` more damage to the Defending Pokémon (if it does any,
    after Weakness and Resistance); tails, the attacker does ``amount`` damage to itself
    (Vermilion City Gym)."""

    name_has: str
    amount: int = 10
    point = layer.ON_ATTACK
    label = "attack_gamble"

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        if self.name_has not in game.card_of(attacker).name:
            return None
        from desktop.engine.fx.control import Flip, May
        from desktop.engine.fx.damage_nodes import SelfDamage
        from desktop.engine.fx.mods import MoreDamageDone
        from desktop.engine.fx.status_nodes import Lasting
        from desktop.engine.fx.values import Const

        return May(Flip(heads=Lasting(MoreDamageDone(self.amount), until="this_turn"),
                        tails=SelfDamage(Const(self.amount))))

    def words(self, w: Words) -> str:
        return (f"Whenever a player attacks with a Pokémon with {self.name_has} in its name, they may flip a coin. If "
                "heads, and if that Pokémon's attack does damage to the Defending Pokémon (after applying Weakness and "
                f"Resistance), that attack does {self.amount} more damage to the Defending Pokémon. If tails, the "
                f"attacking Pokémon does {self.amount} damage to itself in addition to whatever its attack usually "
                "does.")


@node("both_draw_up_to")
@dataclass(frozen=True, slots=True)
class BothDrawUpTo(Node):
    """You may draw up to ``count`` cards, then your opponent may draw up to ``count`` (Erika)."""

    count: int = 3
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.player, m.scope.opp)
        if pc > 0:
            game.draw(order[pc - 1], int(m.answer or 0))
        while pc < 2:
            player = order[pc]
            most = min(self.count, len(game.players[player].deck))
            pc += 1
            if most and m.choose(pc, None, player, NUMBER, range(most + 1), f"Draw how many cards (up to {most})?",
                                 "draw_up_to", auto_single=False):
                return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may draw up to {self.count} cards, then your opponent may draw up to {self.count} cards."


@node("their_basics_to_bench")
@dataclass(frozen=True, slots=True)
class TheirBasicsToBench(Node):
    """After looking at your opponent's hand: you may put any number of the Basic Pokémon cards in
    it onto their Bench, while there is room (Erika's Perfume)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 1:
            if m.answer is None:
                return m.done()
            them.hand.remove(m.answer)
            game.put_on_bench(opp, m.answer, "hand")
        basics = [u for u in them.hand if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
        if not basics or len(them.bench) >= game.rules.bench_size:
            return m.done()
        m.choose(1, None, m.scope.player, CARD, basics, "Put a Basic Pokémon from your opponent's hand onto their "
                 "Bench?", "their_hand_to_bench", optional=True, zone="hand", auto_single=False)
        return WAIT

    def words(self, w: Words) -> str:
        return ("If they have any Basic Pokémon cards there, you may put any number of them onto your opponent's "
                "Bench (as long as there's room).")
