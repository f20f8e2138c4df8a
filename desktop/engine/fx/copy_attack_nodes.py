"""Attacks that use another Pokémon's attack as their own: one of the opponent's Active Pokémon's attacks
(of a class, when set), or one of a Pokémon found among the top cards of the opponent's deck.
``CopyAttack`` (``procedures``) runs the chosen attack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Node, node
from desktop.engine.fx.procedures import CopyAttack
from desktop.engine.prompts import OPTION

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


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
