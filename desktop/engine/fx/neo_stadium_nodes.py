"""Neo Stadiums: rules on every Pokémon in play (Rocket's Hideout's +20 HP for Dark Pokémon, Broken
Ground Gym's Retreat Cost, Sprout Tower's shield from Colorless attackers) and what a player may do
once a turn with one (Lucky Stadium, Energy Stadium, Healing Field: ``stadium_use`` runs
``stadium_gift``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD
from desktop.engine.rule_points import ENERGY_TO_HAND, answers

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("hp_if_named")
@dataclass(frozen=True, slots=True)
class HpIfNamed(Mod):
    """Each Pokémon in play with ``name_has`` in its name gets ``amount`` more HP."""

    name_has: str
    amount: int
    point = layer.HP
    label = "hp_change"

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        return hp + self.amount if self.name_has in card.name else hp

    def words(self, w: Words) -> str:
        return (f"Each Pokémon in play with {self.name_has} in its name (even your opponent's) gets +{self.amount} "
                "HP.")


@node("basic_retreat_more")
@dataclass(frozen=True, slots=True)
class BasicRetreatMore(Mod):
    """Each player pays ``amount`` Colorless more to retreat a Baby or Basic Pokémon."""

    amount: int = 1
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount if game.card_of(target).stage == "Basic" else cost

    def words(self, w: Words) -> str:
        more = "Colorless" if self.amount == 1 else " ".join(["Colorless"] * self.amount)
        return f"Each player pays {more} more to retreat a Baby Pokémon or Basic Pokémon."


@node("type_attacks_less")
@dataclass(frozen=True, slots=True)
class TypeAttacksLess(Mod):
    """All damage done by attacks of ``type`` Pokémon is reduced by ``amount`` (after Weakness and
    Resistance)."""

    type: str
    amount: int
    point = layer.DAMAGE_TO_DEFENDER
    label = "reduce_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is not None and self.type in layer.pokemon_types(game, attacker):
            return amount - self.amount, False
        return amount, False

    def words(self, w: Words) -> str:
        return (f"All damage done by {self.type} Pokémon's attacks is reduced by {self.amount} (after applying "
                "Weakness and Resistance).")


GIFTS = {
    "draw": "flip a coin. If heads, that player draws a card.",
    "energy": "flip a coin. If heads, that player puts a basic Energy card from his or her discard pile into his or "
              "her hand.",
    "heal": "flip a coin. If heads, that player removes 2 damage counters from his or her Active Pokémon (1 if it only "
            "has 1).",
}


@node("stadium_gift")
@dataclass(frozen=True, slots=True)
class StadiumGift(Node):
    """Flip a coin; heads, the player using the Stadium draws a card (``gift`` "draw"), takes a basic
    Energy card from their discard pile ("energy") or removes 2 damage counters from their Active
    Pokémon ("heal")."""

    gift: str
    prompts = True

    def __post_init__(self) -> None:
        if self.gift not in GIFTS:
            raise ValueError(f"gift {self.gift!r} is not one of {', '.join(GIFTS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            if self.gift == "draw":
                game.draw(pl, 1)
                return m.done()
            if self.gift == "heal":
                if me.active is not None:
                    combat.heal(game, pl, 0, me.active, 20, m.scope.source)
                return m.done()
            energy = [u for u in me.discard if game.cards[u].is_basic_energy]
            if m.choose(1, None, pl, CARD, energy, "Choose a basic Energy card to put into your hand.",
                        "discard_to_hand", zone="discard"):
                return 1
        uid = m.answer
        if uid is not None:
            me.discard.remove(uid)
            me.hand.append(uid)
            game.move_card(pl, uid, "discard", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return GIFTS[self.gift]


@node("retreat_more")
@dataclass(frozen=True, slots=True)
class RetreatMore(Mod):
    """A lasting effect on the Defending Pokémon: its owner pays ``amount`` Colorless more to retreat
    it (Tentacle Wrap)."""

    amount: int = 1
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        more = " ".join(["Colorless"] * self.amount)
        return f"{when[:1].upper()}{when[1:]}, your opponent pays {more} more to retreat {who}."


@node("stadium_from_discard")
@dataclass(frozen=True, slots=True)
class StadiumFromDiscard(Node):
    """Choose a Stadium card from your discard pile and put it into play, discarding the one in play
    (Spatial Distortion)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import put_stadium_in_play

        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            stadiums = [u for u in me.discard if game.cards[u].kind == "trainer" and game.cards[u].subtype == "Stadium"]
            if m.choose(1, None, pl, CARD, stadiums, "Choose a Stadium card to put into play.", "stadium_from_discard",
                        zone="discard"):
                return 1
        uid = m.answer
        if uid is not None and uid in me.discard:
            me.discard.remove(uid)
            put_stadium_in_play(game, pl, uid)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a Stadium card from your discard pile and put it into play. (If there's already a Stadium card "
                "in play, discard it.)")


@node("retreat_by_discarding_this")
@dataclass(frozen=True, slots=True)
class RetreatByDiscardingThis(Mod):
    """A Tool: its Pokémon retreats for no Energy; the Tool is discarded instead (Balloon Berry; the
    retreat discards it: ``procedures.RetreatProcedure``)."""

    point = layer.OWN_RETREAT_COST
    label = "balloon_berry"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"When the Pokémon {name} is attached to retreats, discard {name} instead of discarding Energy "
                "cards.")


@node("energy_back_to_hand")
@dataclass(frozen=True, slots=True)
class EnergyBackToHand(Mod):
    """A Stadium: an effect that discards another player's non-Colorless Energy card from a Pokémon
    returns it to its owner's hand instead (Ecogym; ``combat.discard_attached`` asks ``ecogym_returns``;
    a Knocked Out Pokémon's cards don't go through it)."""

    point = "energy_back_to_hand"
    label = "ecogym"

    def words(self, w: Words) -> str:
        return ("Whenever an attack, Pokémon Power, or Trainer card discards another player's non-Colorless Energy "
                "card from a Pokémon, return that Energy card to its owner's hand. (Energy cards that are discarded "
                "when that Pokémon is Knocked Out don't count.)")


@answers(ENERGY_TO_HAND, "energy_back_to_hand")
def ecogym_returns(game: Game, slot: Slot, uid: int) -> bool:
    """Whether the Stadium in play sends this Energy card back to its owner's hand: it is discarded
    during the other player's turn and provides a type other than Colorless."""
    if not any(isinstance(mod, EnergyBackToHand) for _k, mod in game.cards[game.stadium].statics):
        return False
    return game.owner(slot.top) != game.current and any(t != "Colorless" for t in game.cards[uid].provides)
