"""A Stadium of today's sets a player uses once in their turn (Academy at Night), and a Supporter
that goes back into the deck while a Stadium of a name is in play (Caretaker).

Also Stadiums whose rule is on every player: less Resistance, a higher Retreat Cost, and cards to
discard to play Trainers of some names (No Removal Gym).

And the Gym Stadiums' rules for Pokémon with a Gym Leader's name in theirs: no Resistance to their
attacks (Pewter City Gym), no Weakness against them (Cinnabar City Gym), and a coin for more damage or
none (Vermilion City Gym).

And Neo's: more HP for Pokémon with a name in theirs (Rocket's Hideout), less damage from attacks of a
type (Sprout Tower), and another player's Energy discarded going back to the hand (Ecogym).

And Sun & Moon's: no Weakness for Pokémon of some types (Altar of the Sunne), and more damage by attacks
of some types (Devoured Field).

And XY's: no Weakness for Pokémon with Energy of a type attached (Shadow Circle)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer, type_rules
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD
from desktop.engine.rule_points import ENERGY_TO_HAND, answers

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("hand_card_to_top")
@dataclass(frozen=True, slots=True)
class HandCardToTop(Node):
    """The player puts a card from their hand on top of their deck."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me, pl = m.me, m.scope.player
        if pc == 0 and m.choose(1, None, pl, CARD, list(me.hand), "Put which card on top of your deck?",
                                "hand_to_deck", zone="hand", auto_single=False):
            return WAIT
        if m.answer in me.hand:
            me.hand.remove(m.answer)
            me.deck.append(m.answer)  # the last item is the top card
            m.game.move_card(pl, m.answer, "hand", "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return "put a card from their hand on top of their deck."


@node("draw_recycle_with_stadium")
@dataclass(frozen=True, slots=True)
class DrawRecycleWithStadium(Atomic):
    """Draw ``count`` cards; if you drew any and the Stadium ``stadium`` is in play, shuffle this card
    into your deck instead of discarding it (Caretaker)."""

    count: int
    stadium: str

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        drew = game.draw(pl, self.count)
        if drew and game.stadium >= 0 and game.cards[game.stadium].name == self.stadium:
            m.scope.kept = True
            m.me.deck.append(m.scope.source_uid)
            game.move_card(pl, m.scope.source_uid, "play", "deck")
            game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "this card"
        return (f"Draw {self.count} cards. If you drew any cards in this way and if {self.stadium} is in play, shuffle "
                f"this {name} into your deck instead of discarding it.")


@node("resistance_less")
@dataclass(frozen=True, slots=True)
class ResistanceLess(Mod):
    """A Stadium: each Pokémon's Resistance is reduced by ``amount`` (-30 becomes -10)."""

    amount: int
    point = layer.RESISTANCE
    label = "resistance_less"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return tuple((kind, min(0, value + self.amount)) for kind, value in pairs)

    def words(self, w: Words) -> str:
        return (f"Each Pokémon's Resistance is reduced by {self.amount}. (If a Pokémon's Resistance is -30, it "
                f"becomes -{30 - self.amount}.)")


@node("retreat_more_all")
@dataclass(frozen=True, slots=True)
class RetreatMoreAll(Mod):
    """A Stadium: each player pays Colorless more to retreat their Active Pokémon."""

    point = layer.OWN_RETREAT_COST
    label = "retreat_more"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + 1

    def words(self, w: Words) -> str:
        return "Each player pays Colorless more to retreat their Active Pokémon."


@node("discard_to_play_named")
@dataclass(frozen=True, slots=True)
class DiscardToPlayNamed(Mod):
    """A Stadium: a player must discard ``count`` cards from their hand in order to play a Trainer
    card named one of ``names`` (No Removal Gym; ``layer.trainer_tax``)."""

    names: tuple[str, ...]
    count: int
    point = layer.TRAINER_TAX
    label = "no_removal_gym"

    def tax(self, trainer_name: str) -> int:
        return self.count if trainer_name in self.names else 0

    def words(self, w: Words) -> str:
        first = self.names[0]
        return (f"A player must discard {self.count} cards from his or her hand in order to play "
                f"{'an' if first[0] in 'AEIOU' else 'a'} {' or '.join(self.names)} card.")


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
        if attacker is not None and self.type in type_rules.pokemon_types(game, attacker):
            return amount - self.amount, False
        return amount, False

    def words(self, w: Words) -> str:
        return (f"All damage done by {self.type} Pokémon's attacks is reduced by {self.amount} (after applying "
                "Weakness and Resistance).")


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


@node("no_weakness_for_types")
@dataclass(frozen=True, slots=True)
class NoWeaknessForTypes(Mod):
    """A Stadium: Pokémon of any of ``types`` (both players') have no Weakness (Altar of the Sunne)."""

    types: tuple[str, ...]
    point = layer.WEAKNESS
    label = "no_weakness_for_types"

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return () if set(self.types) & set(game.types_of(slot)) else pairs

    def words(self, w: Words) -> str:
        kinds = " and ".join(f"{t} Pokémon" for t in self.types)
        return f"{kinds} (both yours and your opponent's) have no Weakness."


@node("type_attack_bonus")
@dataclass(frozen=True, slots=True)
class TypeAttackBonus(Mod):
    """A Stadium: the attacks of Pokémon of any of ``types`` (both players') do ``amount`` more damage to
    the opponent's Active Pokémon, before Weakness and Resistance (Devoured Field)."""

    types: tuple[str, ...]
    amount: int
    point = layer.ATTACK_BONUS
    label = "type_attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if set(self.types) & set(game.types_of(attacker)) else 0

    def words(self, w: Words) -> str:
        kinds = " and ".join(f"{t} Pokémon" for t in self.types)
        return (f"The attacks of {kinds} (both yours and your opponent's) do {self.amount} more damage to the "
                "opponent's Active Pokémon (before applying Weakness and Resistance).")


@node("no_weakness_with_energy")
@dataclass(frozen=True, slots=True)
class NoWeaknessWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Weakness
    (Shadow Circle)."""

    type: str
    point = layer.WEAKNESS
    label = "no_weakness_with_energy"

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return () if self.type in combat.energy_units(game, slot) else pairs

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Weakness.")
