"""Pokémon that leave play by an attack, in today's wording: "Shuffle 1 of your Benched Pokémon and all
attached cards into your deck.", "Discard this Pokémon and all attached cards.", and the opponent's
Benched Pokémon shuffled into their deck.

Also a named Energy discarded to discard the opponent's Active Pokémon and all attached cards (Evil
Incineration), and a number of the opponent's Benched Pokémon shuffled into their deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

def shuffle_slot_into_deck(game: Game, owner: int, pos: int) -> None:
    """The Pokémon at ``pos`` and all cards attached to it go into its owner's deck, then shuffled."""
    p = game.players[owner]
    slot = p.at(pos)
    game.remove_from_play(owner, pos, slot)
    for uid in slot.all_cards():
        p.deck.append(uid)
        game.move_card(owner, uid, "active" if pos == 0 else "bench", "deck", pos)
    game.shuffle_deck(owner)


@node("benched_into_deck")
@dataclass(frozen=True, slots=True)
class BenchedIntoDeck(Node):
    """Shuffle 1 Benched Pokémon and all attached cards into its owner's deck: 1 of yours, or
    (``opponent``) 1 of your opponent's that you choose."""

    opponent: bool = False
    plain: bool = False  # words: "Shuffle 1 of your opponent's Benched Pokémon ..." (no "choose")
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        owner = m.scope.opp if self.opponent else m.scope.player
        bench = m.game.players[owner].bench
        if pc == 0:
            if not bench:
                return m.done()
            base = OPPONENT if self.opponent else 0
            options = [base + i for i in range(1, len(bench) + 1)]
            if self.opponent and m.choose(1, None, m.scope.player, POKEMON, options,
                                          "Shuffle which of your opponent's Benched Pokémon into their deck?",
                                          "their_pokemon"):
                return WAIT
            if not self.opponent and m.choose(1, None, m.scope.player, POKEMON, options,
                                              "Shuffle which Benched Pokémon into your deck?", "pokemon_to_deck"):
                return WAIT
        pos = m.answer - (OPPONENT if self.opponent else 0)
        if 1 <= pos <= len(bench):
            shuffle_slot_into_deck(m.game, owner, pos)
        return m.done()

    def words(self, w: Words) -> str:
        if self.opponent and self.plain:
            return "Shuffle 1 of your opponent's Benched Pokémon and all attached cards into their deck."
        if self.opponent:
            return ("choose 1 of your opponent's Benched Pokémon. Shuffle that Pokémon and all attached cards into "
                    "their deck.")
        return "Shuffle 1 of your Benched Pokémon and all attached cards into your deck."


@node("discard_self_from_play")
@dataclass(frozen=True, slots=True)
class DiscardSelfFromPlay(Atomic):
    """Discard this Pokémon and all attached cards (you then choose a new Active Pokémon)."""

    def act(self, m: Machine) -> None:
        game, pl, slot = m.game, m.scope.player, m.attacker
        if slot is None:
            return
        game.remove_from_play(pl, 0, slot)
        for uid in slot.all_cards():
            game.discard_card(uid, "active", 0)

    def words(self, w: Words) -> str:
        return "Discard this Pokémon and all attached cards."


@node("keep_benched")
@dataclass(frozen=True, slots=True)
class KeepBenched(Node):
    """Choose ``count`` of your opponent's Benched Pokémon; if you do, shuffle all their other Benched
    Pokémon and all cards attached to them into their deck."""

    count: int = 3
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        kept: tuple[int, ...] = local or ()
        if pc == 1:
            kept += (m.answer - OPPONENT,)
        if len(them.bench) < self.count:
            return m.done()
        if len(kept) < self.count:
            options = [OPPONENT + i for i in range(1, len(them.bench) + 1) if i not in kept]
            if m.choose(1, kept, m.scope.player, POKEMON, options, f"Choose a Benched Pokémon to keep ({len(kept) + 1} "
                        f"of {self.count}).", "their_pokemon", picks=(self.count, self.count)):
                return WAIT
            return self.step(m, 1, kept)
        slots = [s for i, s in enumerate(list(them.bench), start=1) if i not in kept]
        for slot in slots:
            shuffle_slot_into_deck(game, m.scope.opp, them.bench.index(slot) + 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose {self.count} of your opponent's Benched Pokémon. If you do, shuffle all of your opponent's "
                "Benched Pokémon that you didn't choose, and all cards attached to those Pokémon, into their deck.")


@node("discard_named_energy_then")
@dataclass(frozen=True, slots=True)
class DiscardNamedEnergyThen(Node):
    """Discard a ``named`` Energy from this Pokémon; if you do, discard the opponent's Active
    Pokémon and all attached cards."""

    named: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker = m.game, m.attacker
        energy = [u for u in attacker.energy if game.cards[u].name == self.named] if attacker is not None else []
        if not energy or attacker is None:
            return m.done()
        combat.discard_attached(game, attacker, energy[0], 0)
        defender = m.them.active
        if defender is not None and not m.scope.protected:
            opp = m.scope.opp
            game.remove_from_play(opp, 0, defender)
            for uid in defender.all_cards():
                game.discard_card(uid, "attached", 0)
            game.queue.insert(0, ("new_active", opp))
            m.scope.nothing = True  # nothing is left to damage
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard a {self.named} from this Pokémon. If you do, discard {w.defending} and all attached "
                "cards.")


@node("shuffle_their_benched")
@dataclass(frozen=True, slots=True)
class ShuffleTheirBenched(Node):
    """Choose ``count`` of your opponent's Benched Pokémon (all of them if they have no more);
    shuffle those Pokémon and all attached cards into your opponent's deck."""

    count: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        codes = [OPPONENT + p for p, _s in m.them.in_play() if p]
        want = min(self.count, len(codes))
        left = [c for c in codes if c not in chosen]
        if len(chosen) < want and len(left) > want - len(chosen):
            if m.choose(1, chosen, m.scope.player, POKEMON, left, f"Choose a Benched Pokémon ({len(chosen) + 1} of "
                        f"{want}).", "their_pokemon"):
                return 1
            return self.step(m, 1, chosen)
        picked = chosen + tuple(left if len(chosen) < want else ())
        game, opp, them = m.game, m.scope.opp, m.them
        slots = [them.at(code - OPPONENT) for code in picked]
        for slot in slots:
            if slot is None:
                continue
            pos = next(p for p, s in them.in_play() if s is slot)
            game.remove_from_play(opp, pos, slot)
            for uid in slot.all_cards():
                them.deck.append(uid)
                game.move_card(opp, uid, "bench", "deck", pos)
        if picked:
            game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose {self.count} of your opponent's Benched Pokémon. Shuffle those Pokémon and all attached "
                "cards into your opponent's deck.")
