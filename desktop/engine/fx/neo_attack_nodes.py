"""More Neo attacks and Powers, each worded its own way: Tusk Toss (return the Defending Pokémon to
the hand, or the opponent switches it), Flash Touch (switch in a Benched Pokémon that can't get
Special Conditions while Active), Searchlight (each player may take a card back from the discard
pile), Squaredance (a coin for each Pokémon in play, a basic Energy from the deck for each heads) and
Herbal Scent (heal every Grass Pokémon in play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.control import enter
from desktop.engine.fx.in_play_nodes import ReturnDefendingToHand
from desktop.engine.fx.mods import ImmuneConditions
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.status_nodes import SwitchDefending
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("toss_or_switch")
@dataclass(frozen=True, slots=True)
class TossOrSwitch(Node):
    """If the opponent has Benched Pokémon, flip a coin: heads, the Defending Pokémon and all cards
    attached to it go back to their hand; tails, they switch it with 1 of their Benched Pokémon."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.them.bench:
            heads = m.game.coin(m.scope.source, m.scope.player)
            return enter(m, ReturnDefendingToHand() if heads else SwitchDefending(chooser="opponent"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, flip a coin. If heads, return {w.defending} and all cards "
                "attached to it to your opponent's hand. If tails, your opponent chooses 1 of their Benched Pokémon "
                f"and switches it with {w.defending}.")


@node("switch_in_shielded")
@dataclass(frozen=True, slots=True)
class SwitchInShielded(Node):
    """If you have Benched Pokémon, switch 1 of them with this Pokémon; as long as it stays your Active
    Pokémon, it can't become Asleep, Confused, Paralyzed or Poisoned (Flash Touch)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me = m.me
        if pc == 0:
            if not me.bench or me.active is None:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, range(1, len(me.bench) + 1),
                        "Choose a Benched Pokémon to switch with.", "switch_self"):
                return 1
        m.game.switch_active(m.scope.player, m.answer, m.scope.source)
        if me.active is not None:
            me.active.add_effect(Effect(ImmuneConditions.point, FOREVER, ImmuneConditions(), False))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, switch 1 of them with {w.name}. As long as that Pokémon is your "
                "Active Pokémon, it can't become Asleep, Confused, Paralyzed, or Poisoned. (All other effects of "
                "attacks, Pokémon Powers, and Trainer cards still happen.)")


@node("each_may_take_from_discard")
@dataclass(frozen=True, slots=True)
class EachMayTakeFromDiscard(Node):
    """Each player (the opponent first) may choose a card from their discard pile and put it into
    their hand (Searchlight)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        while pc < 4:
            who = order[pc // 2]
            pile = game.players[who].discard
            if pc % 2 == 0:
                if m.choose(pc + 1, None, who, CARD, list(pile), "You may put a card from your discard pile into "
                            "your hand.", "discard_to_hand", zone="discard", optional=True, auto_single=False):
                    return 1
                pc += 1
            uid = m.answer
            if uid is not None and uid in pile:
                pile.remove(uid)
                game.players[who].hand.append(uid)
                game.move_card(who, uid, "discard", "hand")
            pc += 1
            m.scope.answer = None
        return m.done()

    def words(self, w: Words) -> str:
        return "Each player may choose a card from their discard pile and put it into their hand."


@node("energy_per_heads_of_pokemon")
@dataclass(frozen=True, slots=True)
class EnergyPerHeadsOfPokemon(Node):
    """Flip a coin for each Pokémon in play (both players'); for each heads, you may search your deck
    for a basic Energy card, show it, and put it into your hand; then shuffle (Squaredance)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            total = len(me.in_play()) + len(m.them.in_play())
            local = sum(game.coin(m.scope.source, pl) for _ in range(total))
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:  # stopped
            local = 0
        else:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.move_card(pl, m.answer, "deck", "hand")
            local -= 1
        seen: dict[str, int] = {}
        for uid in me.deck:
            if game.cards[uid].is_basic_energy:
                seen.setdefault(game.cards[uid].id, uid)
        if local > 0 and seen and m.choose(1, local, pl, CARD, sorted(seen.values(), key=lambda u: game.cards[u].name),
                                           "You may take a basic Energy card.", "deck_to_hand", zone="deck",
                                           optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a number of coins equal to the total number of Pokémon in play. For each heads, you may search "
                "your deck for a basic Energy card, show it to your opponent, and put it into your hand. Shuffle your "
                "deck afterward.")


@node("nothing_unless_same_energy")
@dataclass(frozen=True, slots=True)
class NothingUnlessSameEnergy(Atomic):
    """If this Pokémon and the Defending Pokémon have different numbers of Energy cards attached, this
    attack does nothing (Synchronize)."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        mine, theirs = m.attacker, m.defender
        if mine is None or theirs is None or len(mine.energy) != len(theirs.energy):
            m.scope.nothing = True

    def words(self, w: Words) -> str:
        return (f"If {w.name} and {w.defending} have a different number of Energy cards attached to them, this attack "
                "does nothing.")


@node("more_if_more_energy")
@dataclass(frozen=True, slots=True)
class MoreIfMoreEnergy(Atomic):
    """If the Defending Pokémon has more Energy attached than this Pokémon, ``amount`` more damage
    (Splash About)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        mine, theirs = m.attacker, m.defender
        if mine is not None and theirs is not None and \
                len(combat.energy_units(m.game, theirs)) > len(combat.energy_units(m.game, mine)):
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        return (f"If there are more Energy attached to {w.defending} than to {w.name}, this attack does {w.damage} "
                f"damage plus {self.amount} more damage. If not, this attack does {w.damage} damage.")


@node("damage_by_defender_stage")
@dataclass(frozen=True, slots=True)
class DamageByDefenderStage(Atomic):
    """This attack does ``baby`` damage instead to a Baby Pokémon, ``basic`` instead to a Basic Pokémon
    (Gentle Flames)."""

    baby: int
    basic: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        theirs = m.defender
        if theirs is None:
            return
        card = m.game.card_of(theirs)
        if "Baby" in card.subtypes:
            m.scope.damage = self.baby
        elif card.stage == "Basic":
            m.scope.damage = self.basic

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is a Baby Pokémon, this attack does {self.baby} damage instead of {w.damage}. If "
                f"{w.defending} is a Basic Pokémon, this attack does {self.basic} damage instead of {w.damage}.")


@node("coin_for_each_in_play")
@dataclass(frozen=True, slots=True)
class CoinForEachInPlay(Node):
    """For each Pokémon in play (both players'), flip a coin: heads, ``amount`` damage to it, without
    Weakness and Resistance (Battle Frenzy)."""

    amount: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        for owner in (m.scope.player, m.scope.opp):
            for pos, slot in game.players[owner].in_play():
                if game.coin(m.scope.source, m.scope.player):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"For each Pokémon in play (yours and your opponent's), flip a coin. For each heads, this attack does "
                f"{self.amount} damage to that Pokémon. Don't apply Weakness and Resistance for this attack.")


@node("wash_away")
@dataclass(frozen=True, slots=True)
class WashAway(Node):
    """If you have Benched Pokémon, flip a coin: heads, remove all damage counters from 1 of them and
    discard all Energy cards attached to it (Wash Away)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if not me.bench or not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Heal which Benched Pokémon?",
                        "heal_target"):
                return 1
        slot = me.slot(m.answer)
        if slot is not None:
            combat.heal(game, pl, m.answer, slot, slot.damage, m.scope.source)
            for uid in list(slot.energy):
                combat.discard_attached(game, slot, uid, m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If you have any Benched Pokémon, flip a coin. If heads, remove all damage counters from 1 of your "
                "Benched Pokémon and discard all Energy cards attached to it.")


@node("times_named_in_play")
@dataclass(frozen=True, slots=True)
class TimesNamedInPlay(Atomic):
    """This attack does its printed damage times the number of your Pokémon in play with ``name_has``
    in their names, this one included (Flower Dance)."""

    name_has: str
    stage = BEFORE

    def act(self, m: Machine) -> None:
        count = sum(self.name_has in m.game.card_of(slot).name for _pos, slot in m.me.in_play())
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * count, True

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage times the number of cards with {self.name_has} in their names that you have "
                "in play (including this one).")
