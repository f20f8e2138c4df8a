"""Damage prevention today's Abilities and attacks print with a condition on the attacker or on the
damage: "Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon ex.",
"... if that damage is 200 or more.", "... by attacks from Ancient Pokémon."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.words import capital

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("shielded_from")
@dataclass(frozen=True, slots=True)
class ShieldedFrom(Mod):
    """Prevent all damage done to this Pokémon by attacks: of ``at_least`` or more damage, or from
    Pokémon of the card class ``from_class`` ("Ancient"), or (``basic_ex``) from Basic Pokémon ex."""

    at_least: int = 0
    from_class: str = ""
    basic_ex: bool = False
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        card = game.card_of(attacker) if attacker is not None else None
        if self.from_class and (card is None or self.from_class not in card.subtypes):
            return amount, False
        if self.basic_ex and (card is None or card.stage != "Basic" or "ex" not in card.subtypes):
            return amount, False
        if amount < self.at_least:
            return amount, False
        return 0, True

    def _from(self) -> str:
        if self.from_class:
            return f"from {self.from_class} Pokémon"
        return f"from your opponent's {'Basic Pokémon ex' if self.basic_ex else 'Pokémon'}"

    def words(self, w: Words) -> str:
        more = f" if that damage is {self.at_least} or more" if self.at_least else ""
        return f"Prevent all damage done to {w.name} by attacks {self._from()}{more}."

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        more = f" if that damage is {self.at_least} or more" if self.at_least else ""
        return f"{capital(when)}, prevent all damage done to {who} by attacks {self._from()}{more}."


@node("no_special_conditions")
@dataclass(frozen=True, slots=True)
class NoSpecialConditions(Mod):
    """This Pokémon can't be affected by any Special Conditions (today's wording)."""

    point = layer.IMMUNE_CONDITIONS
    label = "immune_conditions"

    def words(self, w: Words) -> str:
        return f"{capital(w.name)} can't be affected by any Special Conditions."
