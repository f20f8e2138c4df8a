"""Attacks that use another Pokémon's attack as their own: one of the opponent's Active Pokémon's attacks
(of a class, when set), or one of a Pokémon found among the top cards of the opponent's deck.
``CopyAttack`` (``procedures``) runs the chosen attack.

Also the attacks of the cards under the Active Pokémon (Recall) and of its player's other Pokémon of a
type (Psylink).

And Powers that give attacks: the Defending Pokémon's (Mimic) and those of the cards under an Evolved
Pokémon (Prehistoric Memory).

And the attack the opponent used last, if not a GX attack (Copycat), read from the record of attacks
used (AttackUsed, record_attack)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.procedures import CopyAttack
from desktop.engine.prompts import OPTION
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef, CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("use_their_attack")
@dataclass(frozen=True, slots=True)
class UseTheirAttack(CopyAttack):
    """Choose 1 of the opponent's Active Pokémon's attacks (only if it is of class ``kind``, when
    set: "Active Tera Pokémon") and use it as this attack."""

    kind: str = ""

    def _copyable(self, m: Machine) -> list[AttackDef]:
        defender = m.defender
        if self.kind and (defender is None or self.kind not in m.game.card_of(defender).subtypes):
            return []
        return CopyAttack._copyable(self, m)

    def words(self, w: Words) -> str:
        kind = f" {self.kind}" if self.kind else ""
        return f"Choose 1 of your opponent's Active{kind} Pokémon's attacks and use it as this attack."


@node("use_attack_from_their_deck")
@dataclass(frozen=True, slots=True)
class UseAttackFromTheirDeck(Node):
    """Reveal the top ``count`` cards of your opponent's deck; you may choose an attack of a Pokémon
    found there and use it as this attack; the revealed cards are shuffled back into their deck."""

    count: int = 10
    prompts = True

    def _attacks(self, m: Machine) -> list[AttackDef]:
        cards = [m.game.cards[u] for u in reversed(m.them.deck[-self.count:])]
        found: dict[str, AttackDef] = {}
        for card in cards:
            if card.kind == "pokemon":
                for attack in card.attacks:
                    if attack.effect is None or not any(isinstance(n, CopyAttack) for n in attack.effect.walk()):
                        found.setdefault(attack.name, attack)
        return list(found.values())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import AttackSteps

        game = m.game
        if pc == 0:
            for uid in m.them.deck[-self.count:]:
                game.emit("reveal", m.scope.opp, card=uid, detail="deck top")
            if m.choose(1, None, m.scope.player, OPTION, [a.name for a in self._attacks(m)], "Choose an attack to use.",
                        "copy_attack", optional=True, auto_single=False):
                return 1
            pc = 1
        if pc == 1:
            copied = next((a for a in self._attacks(m) if a.name == m.answer), None)
            if copied is not None:
                game.emit("effect", m.scope.player, pos=0, detail=f"copies {copied.name}")
                m.scope.copying = True
                return m.call(AttackSteps(copied), 2)
        game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Reveal the top {self.count} cards of your opponent's deck. You may choose an attack from a Pokémon "
                "you find there and use it as this attack. Shuffle the revealed cards into your opponent's deck.")


@dataclass(frozen=True, slots=True)
class _RecallAttacks(Mod):
    """A player's effect for this turn: their Active Pokémon may use the attacks of the cards under
    it (``card_in_play.with_borrowed_attacks``)."""

    point = layer.RECALL_ATTACKS
    label = "recall"


@node("recall_attacks")
@dataclass(frozen=True, slots=True)
class RecallAttacks(Atomic):
    """For your attack this turn, your Active Pokémon can use any attack of its Basic Pokémon card or
    of any Evolution card attached to it, paying its Energy cost (Recall)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return active is not None and len(active.cards) > 1

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, _RecallAttacks()),)
        game.emit("effect", m.scope.player, detail="recall")

    def words(self, w: Words) -> str:
        return ("For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any "
                "Evolution card attached to it. (You still have to pay for that attack's Energy cost.)")


@node("copy_ally_attacks")
@dataclass(frozen=True, slots=True)
class CopyAllyAttacks(Mod):
    """A Power: this Pokémon has a copy of every attack of its player's other ``type`` Pokémon in
    play, with their Energy costs (Psylink)."""

    type: str
    point = layer.COPY_ALLY_ATTACKS
    label = "psylink"

    def copies_from(self, card: CardDef) -> bool:
        return card.kind == "pokemon" and self.type in card.types

    def words(self, w: Words) -> str:
        return (f"{w.name} always has a copy of every attack your {self.type} Pokémon in play have (including their "
                "Energy costs and anything else required in order to use those attacks, such as discarding Energy "
                "cards).")


@node("mimic")
@dataclass(frozen=True, slots=True)
class Mimic(Mod):
    """A Power: as long as this Pokémon is its owner's Active Pokémon, it has the Defending Pokémon's
    attacks too, costs and all (``card_in_play.mimic_card``, asked by ``card_of``)."""

    point = "mimic"
    label = "mimic"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, it copies all of {w.defending}'s attacks, including "
                "their costs.")


@node("prehistoric_memory")
@dataclass(frozen=True, slots=True)
class PrehistoricMemory(Mod):
    """A Power: whenever an Evolved Pokémon (either player's) attacks, it may use the attacks of the
    Pokémon cards under it, paying their costs (``card_in_play.remembered_card``, asked by ``card_of``)."""

    point = "prehistoric_memory"
    label = "prehistoric_memory"

    def words(self, w: Words) -> str:
        return ("Whenever an Evolved Pokémon attacks (even if it's your opponent's), it can use any attack from its "
                "Basic Pokémon card or any Evolution card attached to it. It still has to pay for that attack's "
                "Energy cost.")


@dataclass(frozen=True, slots=True)
class AttackUsed(Mod):
    """A record on a player (``game.lasting``, to the end of the next turn): the attack their Pokémon
    used this turn. Kept only in a game with an attack that reads it (``layer.RECORDS_ATTACKS``)."""

    attack: AttackDef
    point = "attack_used"
    label = "attack_used"


def record_attack(game: Game, player: int, slot: Slot, attack: AttackDef) -> None:
    """What Swallow Dive and Copycat read: the attack this Pokémon, and this player, used this turn."""
    slot.add_effect(Effect(f"used_attack:{game.turn}", game.turn + 2, attack.name, True))
    game.lasting = tuple(e for e in game.lasting if not (e[0] == player and isinstance(e[2], AttackUsed))) + (
        (player, game.turn + 1, AttackUsed(attack)),)


def _is_gx(attack: AttackDef) -> bool:
    return attack.name.endswith("-GX") or (attack.effect is not None and any(
        n.op == "once_per_game" and getattr(n, "kind", "") == "GX" for n in attack.effect.walk()))


@node("copy_last_attack")
@dataclass(frozen=True, slots=True)
class CopyLastAttack(Node):
    """If your opponent's Pokémon used an attack that isn't a GX attack during their last turn, use it
    as this attack (Mimikyu's Copycat)."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import AttackSteps

        if pc == 0:
            game = m.game
            used = [e[2].attack for e in game.lasting if e[0] == m.scope.opp and isinstance(e[2], AttackUsed)
                    and e[1] == game.turn]
            if used and not _is_gx(used[0]) and not any(n.op == "copy_last_attack" for n in
                                                          (used[0].effect.walk() if used[0].effect else ())):
                game.emit("effect", m.scope.player, pos=0, detail=f"copies {used[0].name}")
                m.scope.copying = True
                return m.call(AttackSteps(used[0]), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If your opponent's Pokémon used an attack that isn't a GX attack during their last turn, use it as "
                "this attack.")
