"""An attacking Pokémon leaving play by its own attack: shuffled into the deck with all attached
cards, or put into the hand (its attached cards discarded, or taken along).

Also a Pokémon that puts itself on top of its owner's deck by its Ability, its cards discarded.

And the attacker put on top of the deck to search it for a card not named like it (Messenger).

Also the attacker returned to the hand after damage, with its cards or only its Energy (Star Boomerang).

And a Power: 2 coins before each attack, both tails shuffle this Pokémon into the deck instead
(Rebellion).

And a Knocked Out Pokémon returned from the discard pile to the hand by its own trigger (Rebirth).

And Energy moved to a Benched Pokémon on heads, then this Pokémon returned to the hand (Bubble Jump).

And Energy moved to a Benched Pokémon on heads, then this Pokémon returned to the hand (Bubble Jump)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import AFTER, Atomic, Node, node
from desktop.engine.fx.pokemon_leave_nodes import _to_deck, _to_hand
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("self_and_cards_into_deck")
@dataclass(frozen=True, slots=True)
class SelfIntoDeck(Atomic):
    """After doing damage: shuffle the attacking Pokémon and all cards attached to it into your deck
    (you then choose a new Active Pokémon, as after a Knock Out)."""

    plain: bool = False  # classic words without "(after doing damage)" (an attack that does no damage: Pilfer)
    attached_to_it: bool = False  # Sun & Moon words: "... and all cards attached to it into your deck."
    put: bool = False  # words: "Put this Pokémon and all attached cards into your deck." (a search follows)
    discard_attached: bool = False  # only its Pokémon cards go into the deck, the attached ones are discarded (Vanish)
    stage = AFTER

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me, slot = game.players[pl], m.attacker
        if slot is None:
            return
        game.remove_from_play(pl, 0, slot)
        if self.discard_attached:
            for uid in slot.attached():
                game.discard_card(uid, "attached", 0)
        for uid in slot.cards if self.discard_attached else slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "active", "deck", 0)
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        if self.discard_attached:  # Team Rocket's Abra
            return f"Shuffle {w.name} into your deck. (Discard all cards attached to {w.name}.)"
        if w.era != "modern":  # Gym and Neo (Obscuring Gas, Pilfer)
            after = "" if self.plain else " (after doing damage)"
            return f"Shuffle {w.name} and all cards attached to it into your deck{after}."
        if self.attached_to_it:
            return "Shuffle this Pokémon and all cards attached to it into your deck."
        return f"{'Put' if self.put else 'Shuffle'} this Pokémon and all attached cards into your deck."


@node("self_into_hand")
@dataclass(frozen=True, slots=True)
class SelfIntoHand(Atomic):
    """Put this Pokémon into your hand: its Pokémon cards, and (``with_attached``) every attached
    card too, else those are discarded."""

    with_attached: bool = False
    stage = AFTER

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.target_nodes import pick_up

        pos = max(m.scope.source_pos, 0)
        slot = m.me.at(pos)
        if slot is None:
            return
        if not self.with_attached:
            pick_up(m, pos, whole=True)
            return
        game, pl = m.game, m.scope.player
        game.remove_from_play(pl, pos, slot)
        for uid in slot.all_cards():
            m.me.hand.append(uid)
            game.move_card(pl, uid, "active" if pos == 0 else "bench", "hand", pos)
        if m.me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        if self.with_attached:
            return f"Put {w.name} and all attached cards into your hand."
        return "Put this Pokémon into your hand. (Discard all cards attached to this Pokémon.)"


@node("leap_onto_deck")
@dataclass(frozen=True, slots=True)
class LeapOntoDeck(Atomic):
    """Discard the bottom card of your deck; if you do, discard all cards from this Pokémon and put
    this Pokémon on top of your deck."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        pos = m.scope.source_pos
        slot = me.slot(pos)
        if not me.deck or slot is None:
            return
        game.discard_card(me.deck.pop(0), "deck")
        game.remove_from_play(pl, pos, slot)
        top = slot.cards[-1]
        for uid in slot.cards[:-1] + slot.attached():
            game.discard_card(uid, "attached", pos)
        me.deck.append(top)
        game.move_card(pl, top, "bench", "deck", pos)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return ("Discard the bottom card of your deck. If you do, discard all cards from this Pokémon and put this "
                "Pokémon on top of your deck.")


@node("messenger")
@dataclass(frozen=True, slots=True)
class Messenger(Node):
    """Put the attacker and all cards attached to it on top of your deck; then search your deck for a
    Basic Pokémon or Evolution card not named like it, show it and put it into your hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            attacker = m.attacker
            if attacker is None:
                return m.done()
            name = game.cards[attacker.top].name
            game.remove_from_play(pl, 0, attacker)
            for uid in attacker.all_cards():
                me.deck.append(uid)
                game.move_card(pl, uid, "active", "deck", 0)
            game.emit("reveal", pl, detail="deck")
            options = [u for u in me.deck if game.cards[u].kind == "pokemon" and game.cards[u].name != name]
            if m.choose(1, None, pl, CARD, options, "Choose a card to put into your hand.", "deck_to_hand",
                        zone="deck"):
                return WAIT
        if m.answer is not None:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, detail="deck")
            game.move_card(pl, m.answer, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put {w.name} and all cards attached to it on top of your deck. Then search your deck for any Basic "
                f"Pokémon or Evolution card not named {w.name}. Show that card to your opponent, then put it into "
                "your hand. Shuffle your deck afterward.")


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


@dataclass(frozen=True, slots=True)
class _RebellionCoins(Atomic):
    """Before an attack of this Pokémon: flip 2 coins; both tails, the attack does nothing and the
    Pokémon and all cards attached to it are shuffled into its owner's deck."""

    def act(self, m: Machine) -> None:
        game = m.game
        if any([game.coin("Rebellion", m.scope.player) for _ in range(2)]):
            return
        m.scope.nothing = True
        if m.attacker is not None:
            _to_deck(game, m.scope.player, 0, m.attacker)

    def words(self, w: Words) -> str:
        return ""


@node("rebellion")
@dataclass(frozen=True, slots=True)
class Rebellion(Mod):
    """A Power: whenever this Pokémon attacks, flip 2 coins; both tails, that attack does nothing
    and the Pokémon is shuffled into your deck instead."""

    point = layer.ON_ATTACK
    label = "rebellion"

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        return _RebellionCoins()

    def words(self, w: Words) -> str:
        return (f"Whenever {w.name} attacks, flip 2 coins. If both of them are tails, that attack does nothing. "
                f"Instead, shuffle {w.name} and all cards attached to it into your deck. (This power works even if "
                f"{w.name} is Confused.)")


@node("return_self_from_discard")
@dataclass(frozen=True, slots=True)
class ReturnSelfFromDiscard(Atomic):
    """In a "when it is Knocked Out" trigger: return the card from its owner's discard pile to their
    hand (Rebirth)."""

    def act(self, m: Machine) -> None:
        uid, me = m.scope.source_uid, m.me
        if uid in reachable(m.game, m.scope.player):  # (Allergic Pollen: not)
            me.discard.remove(uid)
            me.hand.append(uid)
            m.game.move_card(m.scope.player, uid, "discard", "hand")

    def words(self, w: Words) -> str:
        return "Return it to your hand after discarding it."


@node("energy_to_bench_then_return")
@dataclass(frozen=True, slots=True)
class EnergyToBenchThenReturn(Node):
    """If you have Benched Pokémon, flip a coin; heads: move ``count`` Energy cards from this
    Pokémon to 1 of your Benched Pokémon, then return this Pokémon and everything attached to it to
    your hand (Bubble Jump). You choose a new Active Pokémon after the attack."""

    count: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, attacker = m.game, m.scope.player, m.me, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            if not me.bench or not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Move the Energy to which Benched "
                        "Pokémon?", "move_energy_to"):
                return WAIT
        target = me.at(m.answer)
        for uid in attacker.energy[: self.count]:
            attacker.energy.remove(uid)
            target.energy.append(uid)
            game.emit("move", pl, card=uid, src="energy", dst="energy", pos=m.answer, amount=0)
        game.remove_from_play(pl, 0, attacker)
        for uid in attacker.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, flip a coin. If heads, take {self.count} Energy cards attached to "
                f"{w.name} and attach them to 1 of your Benched Pokémon. Then return {w.name} and all cards attached "
                "to it to your hand.")
