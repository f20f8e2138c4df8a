"""Pokémon that leave play by an attack, in today's wording: "Shuffle 1 of your Benched Pokémon and all
attached cards into your deck.", "Discard this Pokémon and all attached cards.", and the opponent's
Benched Pokémon shuffled into their deck.

Also a named Energy discarded to discard the opponent's Active Pokémon and all attached cards (Evil
Incineration), and a number of the opponent's Benched Pokémon shuffled into their deck.

And both the attacker and the opponent's Active Pokémon shuffled into their decks (Take Away), or the
Defending Pokémon on 2 heads (Call of the Night).

Also a Power that shuffles its Pokémon into the deck whenever it has exactly N HP left (Scram).

And 1 of your Benched Pokémon shuffled into your deck with its cards (Return Home).

And 1 of your Benched Pokémon shuffled into your deck with its cards (Return Home).

And all but N of your Benched Pokémon discarded (Weed Out)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import POKEMON
from desktop.engine.rule_points import BEFORE_KNOCKOUTS, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

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


@node("power_source_leaves")
@dataclass(frozen=True, slots=True)
class PowerSourceLeaves(Atomic):
    """The Pokémon whose Ability this is leaves play: it and all attached cards are discarded, or
    (``lost``) it goes to the Lost Zone and the attached cards are discarded. ``if_done``: words, after
    the Ability's first part ("If you do, ...")."""

    lost: bool = False
    if_done: bool = False

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        pos = m.scope.source_pos
        slot = m.me.slot(pos) if isinstance(pos, int) else None
        if slot is None or slot.top != m.scope.source_uid:
            return  # it left play already
        game.remove_from_play(pl, pos, slot)
        where = "active" if pos == 0 else "bench"
        for uid in slot.attached():
            game.discard_card(uid, where, pos)
        for uid in slot.cards:
            if self.lost:
                m.me.lost.append(uid)
                game.move_card(pl, uid, where, "lost", pos)
            else:
                game.discard_card(uid, where, pos)

    def words(self, w: Words) -> str:
        lead = "If you do, " if self.if_done else ""
        if self.lost:
            return f"{lead}{'put' if lead else 'Put'} this Pokémon in the Lost Zone. (Discard all attached cards.)"
        return f"{lead}{'discard' if lead else 'Discard'} this Pokémon and all attached cards."


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


@node("leave_at_hp")
@dataclass(frozen=True, slots=True)
class LeaveAtHp(Mod):
    """A Power: if this Pokémon ever has exactly ``left`` HP left, shuffle it and all cards attached to
    it into its owner's deck (Scram; checked whenever the game looks for Knock Outs)."""

    left: int
    point = layer.LEAVE_AT_HP
    label = "scram"

    def words(self, w: Words) -> str:
        return (f"If {w.name} ever has exactly {self.left} HP left, shuffle it and all cards attached to it into your "
                "deck.")


@answers(BEFORE_KNOCKOUTS, layer.LEAVE_AT_HP)
def leave_at_hp(game: Game) -> None:
    """Shuffle into its owner's deck each Pokémon whose working ``leave_at_hp`` Power matches its HP
    left; an empty Active Spot is then filled as after a Knock Out."""
    for player in (game.current, 1 - game.current):
        for pos, slot in list(game.players[player].in_play())[::-1]:
            left = game.hp_of(slot) - slot.damage
            for mod in layer.mods_on(game, slot, layer.LEAVE_AT_HP):
                if isinstance(mod, LeaveAtHp) and left == mod.left:
                    game.emit("power", player, card=slot.top, pos=pos, detail=mod.label)
                    _to_deck(game, player, pos, slot)
                    break


@node("bench_to_deck")
@dataclass(frozen=True, slots=True)
class BenchToDeck(Node):
    """If you have Benched Pokémon, shuffle 1 of them and everything attached to it into your deck
    (Return Home)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if not me.bench:
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Shuffle which Benched Pokémon into your "
                        "deck?", "switch_self"):
                return WAIT
        slot = me.at(m.answer)
        game.remove_from_play(pl, m.answer, slot)
        for uid in slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "bench", "deck", m.answer)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return "If you have any Benched Pokémon, shuffle 1 of them and all cards attached to it into your deck."


@node("keep_own_benched")
@dataclass(frozen=True, slots=True)
class KeepOwnBenched(Node):
    """Choose ``count`` of your Benched Pokémon, then discard your other Benched Pokémon and every
    card attached to them (Hydreigon's Weed Out). Not usable with ``count`` or fewer on the Bench."""

    count: int = 3
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].bench) > self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        kept: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            kept = (*kept, m.answer)
        if len(kept) < self.count and len(me.bench) > self.count:
            options = [pos for pos in range(1, len(me.bench) + 1) if pos not in kept]
            if m.choose(1, kept, pl, POKEMON, options, f"Keep which Benched Pokémon ({len(kept) + 1} of "
                        f"{self.count})?", "keep_benched"):
                return WAIT
            return self.step(m, 1, kept)
        for slot in [me.at(pos) for pos in range(len(me.bench), 0, -1) if pos not in kept]:
            pos = me.bench.index(slot) + 1
            game.remove_from_play(pl, pos, slot)
            for uid in slot.all_cards():
                game.discard_card(uid, "bench", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Choose {self.count} of your Benched Pokémon. Then, discard your other Benched Pokémon."
