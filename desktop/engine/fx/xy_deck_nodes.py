"""Node kinds for the cards of the last XY theme decks that had none (Steam Siege's Gears of Fire
and Ring of Lightning, Phantom Forces' Burning Winds and Bolt Twister, Evolutions' Mewtwo
Mayhem); each is worded as those sets print it and compiles its look-alikes by analogy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.card_classes import class_words
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("less_per_foe_retreat")
@dataclass(frozen=True, slots=True)
class LessPerFoeRetreat(Mod):
    """Damage from an opponent's attack to this Pokémon is reduced by ``per`` for each Colorless in
    the attacking Pokémon's Retreat Cost, after Weakness and Resistance (Klinklang's Heavy Bumper)."""

    per: int
    point = layer.FOE_DAMAGE
    label = "less_from_foe"

    def less_from(self, game: Game, defender: Slot, attacker: Slot) -> int:
        return self.per * game.retreat_cost(attacker)

    def words(self, w: Words) -> str:
        return (f"Any damage done to {w.name} by an opponent's attack is reduced by {self.per} for each Colorless in "
                "your opponent's Active Pokémon's Retreat Cost (after applying Weakness and Resistance).")


@node("discard_energy_of_chosen")
@dataclass(frozen=True, slots=True)
class DiscardEnergyOfChosen(Node):
    """Choose 1 of your opponent's Pokémon that has Energy attached (not one the attack's effects
    can't reach) and discard an Energy attached to it (Meowth's Stall)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            codes = [OPPONENT + pos for pos, slot in m.them.in_play() if slot.energy and not (
                (pos == 0 and m.scope.protected) or damage_rules.effect_shielded(m.game, slot))]
            if m.choose(1, None, m.scope.player, POKEMON, codes,
                        "Discard an Energy from which of your opponent's Pokémon?", "discard_their_energy"):
                return WAIT
            pc = 1
        if pc == 1:
            chosen = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
            if chosen is None or not chosen.energy:
                return m.done()
            local = m.answer
            if m.choose(2, local, m.scope.player, CARD, chosen.energy,
                        "Choose the Energy card to discard.", "discard_their_energy", zone="attached"):
                return WAIT
        slot = m.them.at(local - OPPONENT)
        if slot is not None and m.answer in slot.energy:
            combat.discard_attached(m.game, slot, m.answer, local - OPPONENT)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard an Energy attached to 1 of your opponent's Pokémon."


@node("damage_each_benched_basic")
@dataclass(frozen=True, slots=True)
class DamageEachBenchedBasic(Atomic):
    """This attack does ``amount`` damage to each of your opponent's Benched Basic Pokémon, without
    Weakness and Resistance (Nidoking's Tail Swing)."""

    amount: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            if pos and m.game.card_of(slot).stage == "Basic":
                combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return f"This attack does {self.amount} damage to each of your opponent's Benched Basic Pokémon. {BENCH_NOTE}"


@node("discard_energy_to_gust")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToGust(Node):
    """An Ability: discard a ``type`` Energy attached to this Pokémon; if you do, switch 1 of your
    opponent's Benched Pokémon (you choose) with their Active Pokémon (Pyroar's Flare Command)."""

    type: str
    prompts = True

    def _energy(self, game: Game, slot: Slot | None) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._energy(game, game.players[player].slot(source)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        slot = m.me.slot(pos)
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._energy(game, slot), "Discard which Energy card?",
                        "discard_energy_cost", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            if slot is None or m.answer not in slot.energy:
                return m.done()
            combat.discard_attached(game, slot, m.answer, pos)
            if m.choose(2, None, pl, POKEMON, [OPPONENT + i + 1 for i in range(len(m.them.bench))],
                        "Choose a Benched Pokémon to switch with their Active Pokémon.", "switch_in"):
                return WAIT
        if m.answer is not None and m.them.bench:
            game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard a {self.type} Energy attached to {w.name}. If you do, switch 1 of your opponent's Benched "
                "Pokémon with his or her Active Pokémon.")


@node("move_counter_to_foe")
@dataclass(frozen=True, slots=True)
class MoveCounterToFoe(Node):
    """Move 1 damage counter from 1 of your Pokémon to 1 of your opponent's Pokémon (Drifloon's
    Transfer Pain); a Pokémon the attack's effects can't reach is not offered."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            mine = [pos for pos, slot in m.me.in_play() if slot.damage > 0]
            if not mine:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, mine, "Move a damage counter from which of your Pokémon?",
                        "move_damage_from"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            theirs = [OPPONENT + pos for pos, slot in m.them.in_play() if not (
                (pos == 0 and m.scope.protected) or damage_rules.effect_shielded(m.game, slot))]
            if not theirs:
                return m.done()
            if m.choose(2, local, m.scope.player, POKEMON, theirs, "Move it to which of your opponent's Pokémon?",
                        "damage_target"):
                return WAIT
        source, target = m.me.slot(local), m.them.slot(m.answer - OPPONENT)
        if source is not None and target is not None and source.damage > 0:
            source.damage -= 10
            m.game.emit("heal", m.scope.player, card=source.top, pos=local, amount=10, detail="move_counter")
            combat.put_damage(m.game, m.scope.opp, m.answer - OPPONENT, target, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return "Move 1 damage counter from 1 of your Pokémon to 1 of your opponent's Pokémon."


@node("hands_to_count")
@dataclass(frozen=True, slots=True)
class HandsToCount(Node):
    """Each player draws, or discards cards of their choice, until they have ``count`` cards in
    their hand; your opponent does it first (Lampent's Mirror Mirror)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 1 and m.answer is not None:
            game.discard_from_hand(m.answer)
        for player in (m.scope.opp, m.scope.player):
            hand = game.players[player].hand
            if len(hand) > self.count:
                if m.choose(1, None, player, CARD, list(hand), f"Discard a card ({len(hand) - self.count} to go).",
                            "hand_to_discard", zone="hand", auto_single=False):
                    return WAIT
            elif len(hand) < self.count:  # (asked again after each discard: a deck that ran out draws none)
                game.draw(player, self.count - len(hand))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Each player either draws or discards cards until that player has {self.count} cards in his or her "
                "hand. (Your opponent does this first.)")


@node("counters_on_class")
@dataclass(frozen=True, slots=True)
class CountersOnClass(Node):
    """Put ``count`` damage counters on 1 of your opponent's Pokémon of the class ``kind`` ("EX"):
    Ampharos's Shocking Light. Usable only while they have one."""

    count: int
    kind: str = "EX"
    prompts = True

    def _codes(self, game: Game, player: int) -> list[int]:
        them = game.players[1 - player]
        return [OPPONENT + pos for pos, slot in them.in_play() if self.kind in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._codes(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, self._codes(m.game, m.scope.player),
                                f"Put {self.count} damage counters on which {class_words(self.kind)}?",
                                "damage_target"):
            return WAIT
        slot = m.them.slot(m.answer - OPPONENT) if m.answer is not None else None
        if slot is not None:
            combat.put_damage(m.game, m.scope.opp, m.answer - OPPONENT, slot, 10 * self.count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Put {self.count} damage counters on 1 of your opponent's {class_words(self.kind)}."


@node("discard_their_top_for_more")
@dataclass(frozen=True, slots=True)
class DiscardTheirTopForMore(Atomic):
    """Discard the top card of your opponent's deck; if it is an Energy card, this attack does
    ``amount`` more damage (Ambipom's Furry Chance); ``own``: the top card of your deck (Mini Eruption)."""

    amount: int
    own: bool = False
    stage = BEFORE

    def act(self, m: Machine) -> None:
        deck = m.me.deck if self.own else m.them.deck
        if not deck:
            return
        uid = deck.pop()
        m.game.discard_card(uid, "deck")
        if m.game.cards[uid].kind == "energy":
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        whose = "your" if self.own else "your opponent's"
        return (f"Discard the top card of {whose} deck. If that card is an Energy card, this attack does "
                f"{self.amount} more damage.")


def _basic_pokemon(card: CardDef) -> bool:
    """A Basic Pokémon card (not a Trainer card played as one, such as a Fossil)."""
    return card.kind == "pokemon" and card.stage == "Basic"


@node("swap_basic_from_deck")
@dataclass(frozen=True, slots=True)
class SwapBasicFromDeck(Node):
    """Choose 1 of your Basic Pokémon in play; search your deck for a Basic Pokémon and put it in
    its place (attached cards, damage counters, Special Conditions, turns in play and other effects
    stay), then shuffle the first Pokémon into your deck (Ninja Boy)."""

    prompts = True

    @staticmethod
    def _basics(game: Game, player: int) -> list[int]:
        """Positions of ``player``'s Basic Pokémon in play (not evolved; not a Trainer played as one)."""
        return [pos for pos, slot in game.players[player].in_play()
                if len(slot.cards) == 1 and _basic_pokemon(game.cards[slot.top])]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._basics(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._basics(game, pl), "Switch which of your Basic Pokémon?",
                        "swap_out"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            game.emit("reveal", pl, detail="deck")
            found = sorted((u for u in me.deck if _basic_pokemon(game.cards[u])), key=lambda u: game.cards[u].name)
            if m.choose(2, local, pl, CARD, found, "Choose a Basic Pokémon from your deck.", "deck_to_bench",
                        zone="deck", auto_single=False):
                return WAIT
        slot = me.slot(local)
        if slot is not None and m.answer is not None and m.answer in me.deck:
            old = slot.cards[0]
            me.deck.remove(m.answer)
            slot.cards[0] = m.answer
            me.deck.append(old)
            game.move_card(pl, m.answer, "deck", "bench" if local else "active", local)
            game.move_card(pl, old, "bench" if local else "active", "deck", local)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your Basic Pokémon in play. Search your deck for a Basic Pokémon and switch it with that "
                "Pokémon. (Any attached cards, damage counters, Special Conditions, turns in play, and any other "
                "effects remain on the new Pokémon.) Shuffle the first Pokémon into your deck.")


@node("trainers_may_fizzle")
@dataclass(frozen=True, slots=True)
class TrainersMayFizzle(Mod):
    """On a player for their next turn: whenever they play a Trainer card from their hand, they flip
    a coin; tails, that card has no effect and is discarded (Venomoth's Dizzying Wind;
    ``PlayTrainerProcedure`` flips it as the card is played, before anything the card asks for)."""

    point = layer.TRAINER_FIZZLE
    label = "dizzying_wind"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return ("Whenever your opponent plays a Trainer card from his or her hand during his or her next turn, your "
                "opponent flips a coin. If tails, that card has no effect. (Your opponent still discards that card.)")


@node("discard_attacker_energy")
@dataclass(frozen=True, slots=True)
class DiscardAttackerEnergy(Node):
    """Discard an Energy (you choose) attached to the Attacking Pokémon: the Active Pokémon of the
    player whose turn it is (a trigger of the other player's: Gastly's Little Grudge)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        attacker = game.players[game.current].active
        if attacker is None or game.current == m.scope.player:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(attacker.energy),
                                "Discard which Energy card attached to the Attacking Pokémon?",
                                "discard_their_energy", zone="attached"):
            return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard an Energy attached to the Attacking Pokémon."
