"""Effects of the Gym Leaders' Pokémon and Trainers (Gym Heroes, Gym Challenge) that need their
own steps: evolving from the deck, shuffling the attacker away, and a Leader's poison for this turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import AFTER, Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("evolve_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveFromDeck(Node):
    """Flip a coin; heads: search your deck for an Evolution card named ``named`` and put it on
    this Pokémon (it counts as evolving it); shuffle your deck afterward (Emerge)."""

    named: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        me = game.players[pl]
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            game.emit("reveal", pl, detail="deck")
            found = [u for u in me.deck if game.cards[u].name == self.named]
            if m.choose(1, None, pl, CARD, found[:1], f"Put {self.named} on your Pokémon?", "deck_to_hand",
                        zone="deck"):
                return WAIT
        slot = me.slot(pos)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, pos, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"flip a coin. If heads, search your deck for an Evolution card named {self.named} and put it on "
                f"{w.name}. (This counts as evolving {w.name}.) Shuffle your deck afterward.")


@node("shuffle_self_into_deck")
@dataclass(frozen=True, slots=True)
class ShuffleSelfIntoDeck(Atomic):
    """After doing damage: shuffle the attacking Pokémon and all cards attached to it into your
    deck (you then choose a new Active Pokémon, as after a Knock Out) (Obscuring Gas)."""

    stage = AFTER

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me, slot = game.players[pl], m.attacker
        if slot is None:
            return
        game.remove_from_play(pl, 0, slot)
        for uid in slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "active", "deck", 0)
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return f"Shuffle {w.name} and all cards attached to it into your deck (after doing damage)."


@node("named_attack_poisons")
@dataclass(frozen=True, slots=True)
class NamedAttackPoisons(Mod):
    """A player's effect for this turn (Koga): if an attack by a Pokémon with ``name_has`` in its
    name does damage to the Defending Pokémon, that Pokémon is then Poisoned."""

    name_has: str
    point = layer.TURN_AFTER_DAMAGE
    label = "named_attack_poisons"

    def applies_to(self, game: Game, attacker: Slot) -> bool:
        return self.name_has in game.card_of(attacker).name

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack from a Pokémon with {self.name_has} in its name does damage to a Defending Pokémon this "
                "turn, that Pokémon is then Poisoned.")
