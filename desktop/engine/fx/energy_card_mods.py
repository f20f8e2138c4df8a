"""Rules of today's Special Energy cards: an effect when it is attached from the hand to a Pokémon
of a type (Telepathic Psychic Energy), every type on a Basic Pokémon (Prism Energy), more Energy on
an Evolution Pokémon and a discard at the end of the turn (Ignition Energy).

Also a Power that makes each Grass Energy on its owner's Grass Pokémon provide 2 (Wild Growth, at
ENERGY_DOUBLED).

And a basic Energy card made to provide another type until the end of the turn (Energy Converter).

And a Special Energy only for Pokémon of a type, discarded from any other (Double Dragon Energy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer, type_rules
from desktop.engine.fx.control import enter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.rule_points import AFTER_ACTION, ENERGY_DOUBLED, ENERGY_FITS, ENERGY_PROVIDED, answers
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@dataclass(frozen=True, slots=True)
class _IfAttachedToType(Node):
    """Run ``effect`` only if the Pokémon the card was attached to (``source_pos``) is of ``type``."""

    type: str
    effect: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.me.slot(m.scope.source_pos)
        if pc == 0 and slot is not None and self.type in m.game.types_of(slot):
            return enter(m, self.effect, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        return self.effect.words(w)


@node("when_attached_to_type")
@dataclass(frozen=True, slots=True)
class WhenAttachedToType(Mod):
    """A trigger of a Special Energy: when it is attached from the hand to a ``type`` Pokémon, ``effect``."""

    type: str
    effect: Node
    point = layer.ON_ATTACHED
    label = "trigger"

    def triggered(self) -> Node | None:
        return _IfAttachedToType(self.type, self.effect)

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        then = lower_first(self.effect.words(w), w)
        return f"When you attach this card from your hand to a {self.type} Pokémon, {then}"


@node("every_type_on_basic")
@dataclass(frozen=True, slots=True)
class EveryTypeOnBasic(Mod):
    """While attached to a Basic Pokémon, this card provides every type of Energy, 1 at a time (Prism
    Energy); otherwise what it prints."""

    point = layer.ENERGY_PROVIDES
    label = "every_type_on_basic"

    def provides_on(self, game: Game, slot: Slot, uid: int, provided: tuple[str, ...]) -> tuple[str, ...]:
        from desktop.engine.energy import ANY

        card = game.card_of(slot)
        return (ANY,) if card.kind == "pokemon" and card.stage == "Basic" else provided

    def words(self, w: Words) -> str:
        return ("If this card is attached to a Basic Pokémon, this card provides every type of Energy but provides "
                "only 1 Energy at a time.")


@node("discard_at_end_of_turn")
@dataclass(frozen=True, slots=True)
class DiscardAtEndOfTurn(Mod):
    """A Special Energy: if it is attached to 1 of its owner's Pokémon, it is discarded at the end of
    their turn (``_step_end_turn`` asks it)."""

    point = layer.DISCARD_AT_END
    label = "discard_at_end_of_turn"

    def words_first(self) -> bool:
        return True

    def words(self, w: Words) -> str:
        return "If this card is attached to 1 of your Pokémon, discard it at the end of your turn."


@node("more_on_evolution")
@dataclass(frozen=True, slots=True)
class MoreOnEvolution(Mod):
    """While attached to an Evolution Pokémon, this card provides ``count`` ``type`` Energy instead."""

    type: str = "Colorless"
    count: int = 3
    point = layer.ENERGY_PROVIDES
    label = "more_on_evolution"

    def provides_on(self, game: Game, slot: Slot, uid: int, provided: tuple[str, ...]) -> tuple[str, ...]:
        from desktop.engine.fx.card_nodes import NOT_EVOLUTION

        card = game.card_of(slot)
        return (self.type,) * self.count if card.kind == "pokemon" and card.stage not in NOT_EVOLUTION else provided

    def words(self, w: Words) -> str:
        return (f"If this card is attached to an Evolution Pokémon, it provides {self.type * self.count} Energy "
                "instead.")


@node("double_grass")
@dataclass(frozen=True, slots=True)
class DoubleGrass(Mod):
    """A Power: as long as this Pokémon is in play, each Grass Energy card attached to its owner's Grass
    Pokémon provides GrassGrass (Wild Growth; ``combat.energy_units`` asks ``wild_growth``)."""

    point = "double_grass"
    label = "wild_growth"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is in play each Grass Energy card attached to your Grass Pokémon instead "
                "provides GrassGrass.")


@answers(ENERGY_DOUBLED, "double_grass")
def wild_growth(game: Game, slot: Slot) -> bool:
    """Whether a working Wild Growth of ``slot``'s owner doubles its Grass Energy cards."""
    if "Grass" not in type_rules.pokemon_types(game, slot):
        return False
    owner = game.owner(slot.top)
    return any(isinstance(mod, DoubleGrass) for _s, mod in layer.bench_statics(game, owner, "double_grass"))


CONVERTED = "converted"  # an Effect kind on a Pokémon: (Energy card uid, type, the converting Pokémon's uid)


BASIC_TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")


@node("energy_converter")
@dataclass(frozen=True, slots=True)
class EnergyConverter(Node):
    """Choose 1 basic Energy card attached to 1 of your Pokémon and an Energy type: that card provides
    that type until the end of your turn, while this Pokémon isn't Asleep, Confused or Paralyzed
    (``combat.energy_units`` reads the mark)."""

    prompts = True

    @staticmethod
    def _cards(game: Game, player: int) -> list[int]:
        return [u for s in game.players[player].slots() for u in s.energy if game.cards[u].is_basic_energy]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._cards(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD, OPTION

        game, pl = m.game, m.scope.player
        if pc == 0:
            options = self._cards(game, pl)
            if not options:
                return m.done()
            if m.choose(1, None, pl, CARD, options, "Choose a basic Energy card to convert.", "energy_to_convert",
                        zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            if m.choose(2, m.answer, pl, OPTION, BASIC_TYPES, "Treat it as which type?", "energy_type",
                        auto_single=False):
                return WAIT
            return m.done()
        uid = local
        holder = next((s for s in m.me.slots() if uid in s.energy), None)
        if holder is not None:
            holder.add_effect(Effect(CONVERTED, game.turn, (uid, m.answer, m.scope.source_uid), True))
            game.emit("effect", pl, card=uid, detail=f"{m.scope.source}: {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 basic Energy card attached to 1 of your Pokémon and choose an Energy type. Treat that "
                f"Energy card as that type until the end of your turn. This power can't be used if {w.name} is "
                f"Asleep, Confused, or Paralyzed. If {w.name} becomes Asleep, Confused, or Paralyzed, the Energy card "
                "goes back to its original type.")


@answers(ENERGY_PROVIDED)
def converted(game: Game, slot: Slot, uid: int) -> str:
    """The type Energy Converter makes Energy card ``uid`` on ``slot`` provide now, or ""."""
    from desktop.engine.state import NONE

    for kind, _until, value, _keep in slot.effects:
        if kind == CONVERTED and value[0] == uid:
            source = next((s for p in game.players for s in p.slots() if s.top == value[2]), None)
            return value[1] if source is not None and source.rot == NONE else ""
    return ""


TYPE_ONLY = "type_only_energy"  # a Special Energy's rule: only on Pokémon of a type (Double Dragon Energy)


@node("only_on_type")
@dataclass(frozen=True, slots=True)
class OnlyOnType(Mod):
    """A Special Energy's rule: it can be attached only to ``type`` Pokémon (legality asks ``ENERGY_FITS``)
    and is discarded when it is attached to anything else (``AFTER_ACTION``). ``every``: words, what the
    card provides ("*" ``every`` times: every type of Energy, so many at a time), said by this rule."""

    type: str
    every: int = 0
    point = TYPE_ONLY
    label = "only_on_type"

    @property
    def states_provides(self) -> bool:
        """Its words say what the card provides (``text.card_text`` adds no sentence of its own)."""
        return bool(self.every)

    def words(self, w: Words) -> str:
        t = self.type
        provides = (f" This card provides every type of Energy, but provides only {self.every} Energy at a time, only "
                    f"while this card is attached to a {t} Pokémon.") if self.every else ""
        return (f"This card can only be attached to {t} Pokémon.{provides} (If this card is attached to anything "
                f"other than a {t} Pokémon, discard this card.)")


def _type_only(game: Game, uid: int) -> str:
    return next((mod.type for _k, mod in game.cards[uid].statics if isinstance(mod, OnlyOnType)), "")


@answers(ENERGY_FITS, TYPE_ONLY)
def type_only_fits(game: Game, uid: int, slot: Slot) -> bool:
    """Whether Energy card ``uid`` may be attached to the Pokémon ``slot``."""
    kind = _type_only(game, uid)
    return not kind or kind in game.types_of(slot)


@answers(AFTER_ACTION, TYPE_ONLY)
def discard_off_type(game: Game) -> None:
    """After every action: each such Energy attached to a Pokémon not of its type is discarded."""
    for player in game.players:
        for pos, slot in player.in_play():
            for uid in [u for u in slot.energy if (kind := _type_only(game, u)) and kind not in game.types_of(slot)]:
                slot.energy.remove(uid)
                game.discard_card(uid, "attached", pos)
