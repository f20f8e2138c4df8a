"""Effects of the Gym Leaders' Pokémon and Trainers (Gym Heroes, Gym Challenge) that need their
own steps: evolving from the deck and a Leader's poison for this turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import may_affect, spared
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("evolve_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveFromDeck(Node):
    """Flip a coin; heads: search your deck for an Evolution card named ``named`` and put it on
    this Pokémon (it counts as evolving it); shuffle your deck afterward (Emerge)."""

    named: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        me = game.players[pl]
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            game.emit("reveal", pl, detail="deck")
            found = [u for u in me.deck if game.cards[u].name == self.named]
            if m.choose(1, None, pl, CARD, found[:1], f"Put {self.named} on your Pokémon?", "deck_to_hand",
                        zone="deck"):
                return WAIT
        slot = me.slot(pos)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, pos, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"flip a coin. If heads, search your deck for an Evolution card named {self.named} and put it on "
                f"{w.name}. (This counts as evolving {w.name}.) Shuffle your deck afterward.")


@node("named_attack_poisons")
@dataclass(frozen=True, slots=True)
class NamedAttackPoisons(Mod):
    """A player's effect for this turn (Koga): if an attack by a Pokémon with ``name_has`` in its
    name does damage to the Defending Pokémon, that Pokémon is then Poisoned."""

    name_has: str
    point = layer.TURN_AFTER_DAMAGE
    label = "named_attack_poisons"

    def applies_to(self, game: Game, attacker: Slot) -> bool:
        return self.name_has in game.card_of(attacker).name

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack from a Pokémon with {self.name_has} in its name does damage to a Defending Pokémon this "
                "turn, that Pokémon is then Poisoned.")


@node("evolve_now")
@dataclass(frozen=True, slots=True)
class EvolveNow(Node):
    """Choose 1 of your Pokémon in play with ``name_has`` in its name: for the rest of your turn it
    may evolve even if it just came into play or evolved, or on your first turn; the effect stays on
    what it evolves into (Giovanni)."""

    name_has: str
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.name_has in game.card_of(slot).name]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._named(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._named(game, pl), "Which Pokémon may evolve now?",
                                "evolve_target"):
            return WAIT
        slot = game.players[pl].slot(m.answer)
        if slot is not None:
            slot.add_effect(Effect(layer.EVOLVE_NOW, game.turn, None, True))
            game.emit("effect", pl, pos=m.answer, detail="evolve_now")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 of your Pokémon in play with {self.name_has} in its name. For the rest of your turn, you "
                "may evolve that Pokémon even if you just played or evolved it this turn or if this is your first "
                "turn. This effect also applies to the Pokémon it evolves into.")


@node("heal_on_evolve")
@dataclass(frozen=True, slots=True)
class HealOnEvolve(Mod):
    """A Stadium: whenever a Pokémon with ``name_has`` in its name evolves, its owner removes
    ``counters`` damage counters from it (Viridian City Gym)."""

    name_has: str
    counters: int = 2
    point = layer.STADIUM_EVOLVED
    label = "heal_on_evolve"

    def on_evolved(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        if self.name_has in game.card_of(slot).name and slot.damage:
            combat.heal(game, player, pos, slot, 10 * self.counters, game.cards[game.stadium].name)

    def words(self, w: Words) -> str:
        return (f"Whenever a Pokémon with {self.name_has} in its name evolves, its owner removes {self.counters} "
                "damage counters from that Pokémon (or 1 if it only has 1).")


@node("no_damage_self_damage")
@dataclass(frozen=True, slots=True)
class NoDamageSelfDamage(Atomic):
    """This attack does no damage to the Defending Pokémon, and the attacker does ``amount`` damage
    to itself (Risky Attack's tails)."""

    amount: int
    nothing: bool = False  # words: "This attack does nothing to the Defending Pokémon and ..." (Egg Bomb)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage, m.scope.does_damage = 0, False
        attacker = m.attacker
        if attacker is not None:
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        does = "nothing" if self.nothing else "no damage"
        return f"This attack does {does} to {w.defending} and {w.name} does {self.amount} damage to itself."


@node("their_top_card_sorted")
@dataclass(frozen=True, slots=True)
class TheirTopCardSorted(Atomic):
    """Look at the top card of your opponent's deck: a Trainer card goes to their discard pile,
    anything else into their hand (False Charity)."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if not them.deck:
            return
        uid = them.deck.pop()
        game.emit("peek", m.scope.player, card=uid, src="deck", detail="their top card")
        if game.cards[uid].kind == "trainer":
            game.discard_card(uid, "deck")
        else:
            them.hand.append(uid)
            game.move_card(opp, uid, "deck", "hand")

    def words(self, w: Words) -> str:
        return ("Look at the top card of your opponent's deck. If it's a Trainer card, put it in your opponent's "
                "discard pile; otherwise, put it into their hand.")


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
