"""Event rules in a card's own text: triggers ("When you play this Pokémon from your hand onto
your Bench...", "When you attach this card...", "During Pokémon Checkup...") and replacements
("If this card would go to the discard pile, put it in the Lost Zone instead").

A trigger is a modifier (``When``) in the ``static`` list of an Ability or Power, or in a Special
Energy's ``statics``: the rules layer finds it at its event point and the game runs its effect
with ``TriggerProcedure`` (``Game._step_trigger``), prompts and all, like any other effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel, layer
from desktop.engine.card_classes import CLASS_RULES
from desktop.engine.fx.control import May
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import capital, lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

EVENTS = {
    "played": (layer.ON_PLAYED, "When you play this Pokémon from your hand onto your Bench during your turn, "),
    "evolved": (layer.ON_EVOLVED,
                "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, "),
    # XY's words, without "during your turn"
    "evolved_xy": (layer.ON_EVOLVED, "When you play this Pokémon from your hand to evolve 1 of your Pokémon, "),
    "played_xy": (layer.ON_PLAYED, "When you play this Pokémon from your hand onto your Bench, "),
    "attached": (layer.ON_ATTACHED, "When you attach this card from your hand to 1 of your Pokémon, "),
    "basic_energy_attached": (layer.BASIC_ENERGY_FROM_HAND,
                              "When you attach a basic Energy card from your hand to this Pokémon, "),
    "attached_to_benched": (layer.ON_ATTACHED, "When you attach this card from your hand to 1 of your Benched "
                                               "Pokémon, "),
    "between_turns": (layer.BETWEEN_TURNS, "During Pokémon Checkup, "),
    "knocked_out": (layer.SELF_KNOCKED_OUT, "When {name} is Knocked Out, "),  # Rebirth
    # A Gym and Neo Evolution card's Power: "When you play <it> from your hand, ..."
    "evolved_from_hand": (layer.ON_EVOLVED, "When you play {name} from your hand, "),
    "benched_from_hand": (layer.ON_PLAYED, "When you play {name} from your hand, "),  # a Neo Basic's ([Vanish])
    # A Pokémon's own Power when an Energy card is attached to it from the hand (Lightning Burst; the effect
    # checks the type: ``if_attached_type``)
    "lightning_attached": ("energy_attached_to", "Whenever you attach a Lightning Energy card from your hand to "
                                                 "{name}, "),
    # Legendary Collection's Special Energy: "If you play this card from your hand, ..."
    "played_from_hand": (layer.ON_ATTACHED, "If you play this card from your hand, "),
}


@node("when")
@dataclass(frozen=True, slots=True)
class When(Mod):
    """A trigger: when ``event`` happens to this card, run ``effect`` (wrap it in ``may`` for a
    "you may")."""

    event: str
    effect: Node
    plain: bool = False  # today's words without "Once during your turn, ... use this Ability" (Punk Up)
    label = "trigger"

    def __post_init__(self) -> None:
        if self.event not in EVENTS:
            raise ValueError(f"unknown event {self.event!r} (events: {', '.join(EVENTS)})")

    @property
    def point(self) -> str:  # type: ignore[override]
        return EVENTS[self.event][0]

    def triggered(self) -> Node | None:
        return self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        if self.event in ("played", "evolved") and isinstance(self.effect, May) and not self.plain and (
                w.phrase_or_none("when_played_ability") is not None):
            when = "to evolve 1 of your Pokémon" if self.event == "evolved" else "onto your Bench"
            return w.phrase("when_played_ability", when=when, then=self.effect.then.words(w))
        return EVENTS[self.event][1].format(name=w.name) + lower_first(self.effect.words(w), w)


@node("lost_instead")
@dataclass(frozen=True, slots=True)
class LostInstead(Mod):
    """A replacement: a card that would go to the discard pile goes to the Lost Zone instead.
    In a card's own rules it is about that card (Prism Star); in a Stadium's, with
    ``knocked_out``, about the Pokémon cards of a Knocked Out Pokémon (not what was attached)."""

    knocked_out: bool = False
    point = layer.WOULD_DISCARD
    label = "lost_instead"

    def replaces(self, game: Game, uid: int, knocked_out: bool) -> bool:
        return knocked_out if self.knocked_out else True

    def zone(self) -> str:
        return "lost"

    def words(self, w: Words) -> str:
        if self.knocked_out:
            return ("If a Pokémon is Knocked Out, put that Pokémon in the Lost Zone instead of the discard pile. "
                    "(Discard all attached cards.)")
        return "If this card would go to the discard pile, put it in the Lost Zone instead."


@dataclass(frozen=True, slots=True)
class TriggerProcedure(Node):
    """Run the effect of a trigger that went off: the log names it first."""

    effect: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            scope = m.scope
            m.game.emit("power", scope.player, card=scope.source_uid, pos=scope.source_pos, detail=scope.source)
            return m.call(self.effect, 1)
        return m.done()

    def words(self, w: Words) -> str:
        return capital(self.effect.words(w))


def trigger_source(game: Game, uid: int, mod: Mod) -> str:
    """The name the log gives a trigger: the Ability or Power it belongs to, else the card's."""
    card = game.cards[uid]
    for power in card.powers:
        if mod in power.static:
            return power.name
    return card.name


kernel.provide("trigger", TriggerProcedure)
kernel.provide("trigger_source", trigger_source)
# "If this card would go to the discard pile, put it in the Lost Zone instead."
CLASS_RULES["Prism Star"] = (LostInstead(),)
