"""More attack steps of Gym Heroes and Gym Challenge: hitting back during the opponent's turn,
Pokémon shuffled or returned from play, damage counters moved or swapped, and searches by names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import AttackCoin, Mod
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _with_wr(game: Game, source: Slot, target: Slot, amount: int) -> int:
    """``amount`` after the Weakness and Resistance of ``target`` to ``source``'s type."""
    kind = game.types_of(source)[0] if game.types_of(source) else "Colorless"
    card = game.card_of(target)
    for w_type, value in damage_rules.weakness(game, target, card):
        if w_type == kind:
            amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
    for r_type, r_value in damage_rules.resistance(game, target, card):
        if r_type == kind:
            amount += r_value
    return max(0, amount)


@node("hit_back_fixed")
@dataclass(frozen=True, slots=True)
class HitBackFixed(Mod):
    """A lasting effect: if an attack damages this Pokémon (even if it is Knocked Out), it attacks
    the opponent's Active Pokémon for ``amount`` damage, with Weakness and Resistance (Fire Wall)."""

    amount: int
    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        attacker = game.players[game.current].active
        return _with_wr(game, defender, attacker, self.amount) if attacker is not None else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), {who} attacks your "
                f"opponent's Active Pokémon for {self.amount} damage. (Apply Weakness and Resistance.)")


@node("hit_back_double_on_heads")
@dataclass(frozen=True, slots=True)
class HitBackDoubleOnHeads(Mod):
    """A lasting effect: if an attack damages this Pokémon (even if it is Knocked Out), flip a coin;
    heads, twice that damage to the opponent's Active Pokémon (Crosscounter)."""

    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return 2 * dealt if game.coin("Crosscounter", 1 - game.current) else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), flip a coin. If heads, "
                f"{who} attacks your opponent's Active Pokémon for double that amount of damage. (If {who} takes 20 "
                "damage, it does 40 damage to that Pokémon.)")


def _to_deck(game: Game, player: int, pos: int, slot: Slot) -> None:
    """Shuffle a Pokémon in play and every card attached to it into its owner's deck."""
    p = game.players[player]
    game.remove_from_play(player, pos, slot)
    for uid in slot.all_cards():
        p.deck.append(uid)
        game.move_card(player, uid, "active" if pos == 0 else "bench", "deck", pos)
    game.shuffle_deck(player)


def _to_hand(game: Game, player: int, pos: int, slot: Slot, energy_only: bool = False) -> None:
    """Return a Pokémon in play and all cards attached to it (``energy_only``: its Pokémon and Energy
    cards; the rest is discarded) to its owner's hand."""
    p = game.players[player]
    game.remove_from_play(player, pos, slot)
    kept = slot.cards + slot.energy
    for uid in slot.all_cards():
        if energy_only and uid not in kept:
            game.discard_card(uid, "attached", pos)
            continue
        p.hand.append(uid)
        game.move_card(player, uid, "active" if pos == 0 else "bench", "hand", pos)


@node("take_away")
@dataclass(frozen=True, slots=True)
class TakeAway(Atomic):
    """Shuffle the attacker and all cards attached to it into your deck; then the opponent shuffles
    their Active Pokémon and all cards attached to it into their deck."""

    def act(self, m: Machine) -> None:
        game = m.game
        if m.attacker is not None:
            _to_deck(game, m.scope.player, 0, m.attacker)
        if m.defender is not None and not m.scope.protected:
            _to_deck(game, m.scope.opp, 0, m.defender)

    def words(self, w: Words) -> str:
        return (f"Shuffle {w.name} and all cards attached to it into your deck. Then, your opponent shuffles their "
                "Active Pokémon and all cards attached to it into their deck.")


@node("return_any_own_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnAnyOwnToHand(Node):
    """You may return any number of your Pokémon in play and all cards attached to them to your hand,
    one at a time until you stop (Fairy Power)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 1:
            if m.answer is None:
                return m.done()
            _to_hand(game, pl, m.answer, me.at(m.answer))  # the Bench closes up: positions are asked again
        options = [pos for pos, _s in me.in_play()]
        if options and m.choose(1, None, pl, POKEMON, options, "Return a Pokémon to your hand (or stop).",
                                "pokemon_to_hand", optional=True, auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return "You may return any number of your Pokémon in play and all cards attached to them to your hand."


@node("counter_on_each_damaged")
@dataclass(frozen=True, slots=True)
class CounterOnEachDamaged(Atomic):
    """Put a damage counter on each of the opponent's Pokémon that already has any (Pain Amplifier,
    worded as printed)."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        for pos, slot in game.players[opp].in_play():
            if slot.damage and not (pos == 0 and m.scope.protected):
                combat.put_damage(game, opp, pos, slot, 10, m.scope.source)

    def words(self, w: Words) -> str:
        return "Put a damage counter on each of your opponent's Pokémon has already has any damage counters on it."


@node("shuffle_defending_on_two_heads")
@dataclass(frozen=True, slots=True)
class ShuffleDefendingOnTwoHeads(Atomic):
    """Unless this attack Knocks Out the Defending Pokémon, flip 2 coins; both heads, the opponent
    shuffles it and all cards attached to it into their deck (Call of the Night)."""

    def act(self, m: Machine) -> None:
        game, defender = m.game, m.defender
        if defender is None or m.scope.protected or defender.damage >= game.hp_of(defender):
            return
        if all([game.coin(m.scope.source, m.scope.player) for _ in range(2)]):
            _to_deck(game, m.scope.opp, 0, defender)

    def words(self, w: Words) -> str:
        return (f"Unless this attack Knocks Out {w.defending}, flip 2 coins. If both of them are heads, your opponent "
                "shuffles their Active Pokémon and all cards attached to it into their deck.")


@node("energy_to_bench_or_discard")
@dataclass(frozen=True, slots=True)
class EnergyToBenchOrDiscard(Node):
    """Take 1 ``type`` Energy card attached to the attacker and attach it to 1 of your Benched
    Pokémon; with no Benched Pokémon, discard it (Electric Current; ``misprint``: printed "1 ... Energy cards")."""

    type: str
    misprint: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        if attacker is None:
            return m.done()
        energy = [u for u in attacker.energy if self.type in game.cards[u].provides]
        if not energy:
            return m.done()
        uid = energy[0]
        bench = m.me.bench
        if not bench:
            combat.discard_attached(game, attacker, uid, 0)
            return m.done()
        if pc == 0 and m.choose(1, None, pl, POKEMON, range(1, len(bench) + 1), "Attach it to which Pokémon?",
                                "move_energy_to"):
            return WAIT
        attacker.energy.remove(uid)
        m.me.at(m.answer).energy.append(uid)
        game.emit("attach", pl, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        cards = "cards" if self.misprint else "card"
        return (f"Take 1 {self.type} Energy {cards} attached to {w.name} and attach it to 1 of your Benched Pokémon. "
                "If you have no Benched Pokémon, discard that Energy card.")


def _names(names: tuple[str, ...], last: str) -> str:
    return ", ".join(names[:-1]) + f", {last} " + names[-1]


@node("search_named_any_number")
@dataclass(frozen=True, slots=True)
class SearchNamedAnyNumber(Node):
    """Search your deck for any number of Pokémon with one of ``names``, show them and put them into
    your hand; shuffle your deck (Jellyfish Pod)."""

    names: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:
            game.shuffle_deck(pl)
            return m.done()
        else:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, detail="deck")
            game.move_card(pl, m.answer, "deck", "hand")
        options = [u for u in me.deck if game.cards[u].kind == "pokemon" and game.cards[u].name in self.names]
        if options and m.choose(1, None, pl, CARD, options, "Take a card into your hand (or stop).", "deck_to_hand",
                                zone="deck", optional=True, auto_single=False):
            return WAIT
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Search your deck for any number of Pokémon named {_names(self.names, 'and/or')}. Show those cards "
                "to your opponent, then put them into your hand. Shuffle your deck afterward.")


@node("flip_per_named_in_play")
@dataclass(frozen=True, slots=True)
class FlipPerNamedInPlay(Atomic):
    """Flip a coin for each of your Pokémon in play named one of ``names``; the printed damage times
    the number of heads (Night Spirits)."""

    names: tuple[str, ...]
    plural: tuple[str, ...]  # the names as printed in the plural ("Sabrina's Gastlys")
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game = m.game
        n = sum(1 for _p, s in m.me.in_play() if game.cards[s.top].name in self.names)
        heads = sum(game.coin(m.scope.source, m.scope.player) for _ in range(n))
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * heads, True

    def words(self, w: Words) -> str:
        return (f"Flip a number of coins equal to the total number of {_names(self.plural, 'and')} you have in play. "
                f"This attack does {w.damage} damage times the number of heads.")


@node("attack_coin_until_moved")
@dataclass(frozen=True, slots=True)
class AttackCoinUntilMoved(AttackCoin):
    """A lasting effect until the Pokémon evolves or is Benched: whenever it tries to attack, its
    owner flips a coin; tails, that attack does nothing (Ink Spurt)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"Whenever {who} tries to attack, your opponent flips a coin. If tails, that attack does nothing. "
                f"(This effect lasts until {who} evolves or is Benched.)")


@node("return_self_after_damage")
@dataclass(frozen=True, slots=True)
class ReturnSelfAfterDamage(Atomic):
    """After damage: return the attacker and all cards attached to it to your hand (``energy_only``:
    only its Energy cards; discard the others) (Star Boomerang, Fade Out)."""

    energy_only: bool = False
    stage = AFTER

    def act(self, m: Machine) -> None:
        if m.attacker is not None:
            _to_hand(m.game, m.scope.player, 0, m.attacker, self.energy_only)

    def words(self, w: Words) -> str:
        if self.energy_only:
            return (f"Return {w.name} and all Energy cards attached to it to your hand. (Discard all other cards "
                    f"attached to {w.name}.)")
        return (f"Return {w.name} and all cards attached to it to your hand. (Either way, this attack does its "
                "damage.)")


@node("swap_counters")
@dataclass(frozen=True, slots=True)
class SwapCounters(Atomic):
    """Switch the number of damage counters on the attacker with those on the Defending Pokémon
    (Juxtapose)."""

    def act(self, m: Machine) -> None:
        attacker, defender = m.attacker, m.defender
        if attacker is None or defender is None or m.scope.protected:
            return
        attacker.damage, defender.damage = defender.damage, attacker.damage
        m.game.emit("effect", m.scope.player, pos=0, detail="swap_counters")

    def words(self, w: Words) -> str:
        return (f"Switch the number of damage counters on {w.name} with the number of damage counters on "
                f"{w.defending} (even if it would Knock Out either Pokémon). (It's okay if 1 of the Pokémon has no "
                "damage counters on it.)")


@node("damage_each_other_no_wr")
@dataclass(frozen=True, slots=True)
class DamageEachOtherNoWR(Atomic):
    """``amount`` damage to each other Pokémon in play, yours too, without Weakness or Resistance
    (Summon Storm's heads)."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        for owner in (m.scope.opp, m.scope.player):
            for pos, slot in game.players[owner].in_play():
                if not (owner == m.scope.player and pos == 0):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return (f"This attack does {self.amount} damage to each other Pokémon (even your own). Don't apply Weakness "
                "and Resistance for this attack.")
