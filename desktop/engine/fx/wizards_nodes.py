"""Effects the later Wizards of the Coast sets print (Gym Heroes to Neo Destiny and Legendary
Collection, 2000-2002) in their own words: Special Energy that acts when played from the hand,
shuffling the opponent's deck, and the like."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.control import enter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION, Prompt
from desktop.engine.state import Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

ACCEPT = ("accept", "decline")


@node("heal_attached_to")
@dataclass(frozen=True, slots=True)
class HealAttachedTo(Atomic):
    """In a Special Energy's "when played" trigger: remove ``counters`` damage counters from the
    Pokémon it was attached to (Potion Energy)."""

    counters: int = 1

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        slot = m.me.slot(pos)
        if slot is not None:
            combat.heal(m.game, m.scope.player, pos, slot, 10 * self.counters, m.scope.source)

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.counters == 1 else f"{self.counters} damage counters"
        return f"remove {counters} from the Pokémon you attach it to, if it has any."


@node("cure_attached_to")
@dataclass(frozen=True, slots=True)
class CureAttachedTo(Atomic):
    """In a Special Energy's "when played" trigger: the Pokémon it was attached to is no longer
    affected by any Special Condition (Full Heal Energy)."""

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        slot = m.me.slot(pos)
        if slot is not None:
            m.game.clear_conditions(m.scope.player, pos, slot)

    def words(self, w: Words) -> str:
        return "the Pokémon you attach it to is no longer affected by a Special Condition."


@node("shuffle_opponent_deck")
@dataclass(frozen=True, slots=True)
class ShuffleOpponentDeck(Atomic):
    """Shuffle your opponent's deck (Mischief)."""

    def act(self, m: Machine) -> None:
        m.game.shuffle_deck(m.scope.opp)

    def words(self, w: Words) -> str:
        return "Shuffle your opponent's deck."


@node("equal_damage_back")
@dataclass(frozen=True, slots=True)
class EqualDamageBack(Mod):
    """A lasting effect (Mirror Shell): if an attack damages this Pokémon, even if it is Knocked
    Out, it does an equal amount of damage to the attacker."""

    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return dealt

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), {who} does an equal "
                f"amount of damage to {w.defending}.")


@node("challenge")
@dataclass(frozen=True, slots=True)
class Challenge(Node):
    """Challenge!: the opponent accepts or declines. Declined (or both Benches full): draw
    ``draw`` cards. Accepted: each player picks any number of Basic Pokémon cards from their deck
    for their Bench, face down (the picks are hidden until both have finished), then both are put
    onto the Benches and both decks are shuffled."""

    draw: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        size = game.rules.bench_size
        if pc == 0:
            if all(len(game.players[p].bench) >= size for p in (me, opp)):
                game.draw(me, self.draw)
                return m.done()
            m.ask(Prompt(opp, OPTION, ACCEPT, f"{m.scope.source}: accept the challenge?", source=m.scope.source,
                         purpose="accept_challenge", source_uid=m.scope.source_uid), 1)
            return WAIT
        if pc == 1:
            if m.answer != "accept":
                game.draw(me, self.draw)
                return m.done()
            local = (me, (), ())
        else:
            chooser, mine, theirs = local
            if m.answer is None:  # this player has finished
                if chooser == opp:
                    return self._reveal(m, mine, theirs)
                local = (opp, mine, theirs)
            else:
                local = (chooser, mine + (m.answer,), theirs) if chooser == me else \
                    (chooser, mine, theirs + (m.answer,))
        while True:
            chooser, mine, theirs = local
            picked = mine if chooser == me else theirs
            room = size - len(game.players[chooser].bench) - len(picked)
            options = [u for u in game.players[chooser].deck if u not in picked and game.cards[u].is_basic_pokemon
                       and game.cards[u].kind == "pokemon"] if room > 0 else []
            if options and m.choose(2, local, chooser, CARD, options,
                                    "Choose a Basic Pokémon card to put face down onto your Bench.", "deck_to_bench",
                                    optional=True, zone="deck", auto_single=False, picks=(0, room)):
                return WAIT
            if chooser == opp:
                return self._reveal(m, mine, theirs)
            local = (opp, mine, theirs)

    @staticmethod
    def _reveal(m: Machine, mine: tuple, theirs: tuple) -> int:
        game = m.game
        for player, picks in ((m.scope.player, mine), (m.scope.opp, theirs)):
            p = game.players[player]
            for uid in picks:
                p.deck.remove(uid)
                game.put_on_bench(player, uid, "deck")
            game.shuffle_deck(player)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Ask your opponent if they accept your challenge. If your opponent declines (or if both Benches are "
                f"full), draw {self.draw} cards. If your opponent accepts, each of you searches your decks for any "
                "number of Basic Pokémon cards and puts them face down onto your Benches. (A player can't do this if "
                "their Bench is full.) When you both have finished, shuffle your decks and turn those cards face up.")


@node("all_heads")
@dataclass(frozen=True, slots=True)
class AllHeads(Node):
    """Flip ``count`` coins: ``then`` if all are heads, ``otherwise`` if any is tails ("Flip 2
    coins. If both are heads, ..."; "If 1 or both of them are tails, this attack does nothing.")."""

    count: int = 2
    then: Node | None = None
    otherwise: Node | None = None
    either: bool = False  # words: "If either of them is tails, ..." (Egg Toss)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = [m.game.coin(m.scope.source, m.scope.player) for _ in range(self.count)]
            branch = self.then if all(heads) else self.otherwise
            if branch is not None:
                return enter(m, branch, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return tuple(n for n in (self.then, self.otherwise) if n is not None)

    def words(self, w: Words) -> str:
        parts = [f"Flip {self.count} coins."]
        if self.then is not None:
            both = w.phrase("both_of_two") if self.count == 2 else "all of them"
            parts.append(f"If {both} are heads, "
                         f"{lower_first(self.then.words(w), w)}")
        some = "either of them is" if self.either else "1 or both of them are" if self.count == 2 else "any of them are"
        if self.otherwise is not None:
            parts.append(f"If {some} tails, {lower_first(self.otherwise.words(w), w)}")
        elif self.then is not None and self.then.op == "more_damage" and w.damage:  # "... this attack does 20 damage."
            parts.append(f"If {some} tails, this attack does {w.damage} damage.")
        return " ".join(parts)


@node("no_attach_energy")
@dataclass(frozen=True, slots=True)
class NoAttachEnergy(Mod):
    """A lasting effect: its owner can't attach Energy cards to this Pokémon (Crystal Beam)."""

    point = layer.NO_ATTACH_ENERGY
    label = "no_attach_energy"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"Your opponent can't attach Energy cards to {who} during their next turn."


@node("discard_energy_to_self")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToSelf(Node):
    """Attach ``count`` (``up_to``: up to that many) ``type`` Energy cards from your discard pile
    to the attacking Pokémon. ``if_any`` words it "If there are any ... attach 1 of them"."""

    type: str
    count: int = 1
    up_to: bool = False
    if_any: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me, attacker = game.players[pl], m.attacker
        done: int = local or 0
        if pc == 1:
            if m.answer is None or attacker is None:
                return m.done()
            me.discard.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=0)
            done += 1
        options = [u for u in me.discard if game.cards[u].kind == "energy" and self.type in game.cards[u].provides
                   and game.cards[u].is_basic_energy]
        if done >= self.count or not options or attacker is None:
            return m.done()
        if m.choose(1, done, pl, CARD, options, f"Choose a {self.type} Energy card to attach to {m.scope.source}.",
                    "discard_to_bench_energy", zone="discard",
                    optional=self.up_to and done > 0):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        if self.if_any:
            return (f"If there are any {self.type} Energy cards in your discard pile, attach {self.count} of them to "
                    f"{w.name}.")
        if self.count == 1 and not self.up_to:
            return f"Take 1 {self.type} Energy card from your discard pile and attach it to {w.name}."
        up = "up to " if self.up_to else ""
        return f"Take {up}{self.count} {self.type} Energy cards from your discard pile and attach them to {w.name}."


@node("look_at_opponent_hand")
@dataclass(frozen=True, slots=True)
class LookAtOpponentHand(Atomic):
    """Look at your opponent's hand (only you see it: each card is a "peek" in the log)."""


    def act(self, m: Machine) -> None:
        for uid in m.them.hand:
            m.game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")

    def words(self, w: Words) -> str:
        return "Look at your opponent's hand."


@node("discard_any_draw_as_many")
@dataclass(frozen=True, slots=True)
class DiscardAnyDrawAsMany(Node):
    """You may discard as many other cards as you want from your hand, then draw that many
    (Secret Mission); ``double_on_heads``: then flip a coin, and heads draws twice that many
    (Blaine's Gamble)."""

    double_on_heads: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        hand = game.players[pl].hand
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return self._draw(m, done)
            game.discard_from_hand(m.answer)
            done += 1
        options = [u for u in hand if u != m.scope.source_uid]
        if not options:
            return self._draw(m, done)
        m.choose(1, done, pl, CARD, options, f"Discard a card ({done} so far)?", "hand_to_discard",
                 optional=True, zone="hand", auto_single=False, picks=(0, len(options)))
        return WAIT

    def _draw(self, m: Machine, discarded: int) -> int:
        if not self.double_on_heads:
            m.game.draw(m.scope.player, discarded)
        elif m.game.coin(m.scope.source, m.scope.player):
            m.game.draw(m.scope.player, 2 * discarded)
        return m.done()

    def words(self, w: Words) -> str:
        if self.double_on_heads:
            return ("Discard any number of other cards from your hand, then flip a coin. If heads, draw twice that "
                    "many cards.")
        return "Then, you may discard as many other cards as you want from your hand and draw that many cards."


@node("condition_choice")
@dataclass(frozen=True, slots=True)
class ConditionChoice(Node):
    """The Defending Pokémon is now one of ``conditions``, the attacking player's choice (Magic Pollen)."""

    conditions: tuple[str, ...] = ("Asleep", "Confused", "Paralyzed", "Poisoned")
    whether: bool = False  # words: "choose whether the Defending Pokémon becomes ..." (Delta Beam)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition

        defender = m.defender
        if defender is None or m.scope.protected:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, self.conditions, "Choose the Special Condition.",
                                "choose_condition"):
            return WAIT
        apply_condition(m, m.scope.opp, 0, defender, str(m.answer))
        return m.done()

    def words(self, w: Words) -> str:
        listed = ", ".join(self.conditions[:-1]) + f", or {self.conditions[-1]}"
        if self.whether:
            return f"Choose whether {w.defending} becomes {listed}."
        return f"{w.defending[:1].upper() + w.defending[1:]} is now {listed} (your choice)."


@node("confuse_attacker_on_heads")
@dataclass(frozen=True, slots=True)
class ConfuseAttackerOnHeads(Mod):
    """A Power: if an attack damages this Pokémon while it is Active (even if it is Knocked Out),
    flip a coin; heads, the attacking Pokémon is now Confused (Pollen Defense)."""

    condition: str = "Confused"  # Fluffy Wool: "Asleep", worded "During your opponent's turn, if ..."
    point = layer.ON_DAMAGED
    label = "pollen_defense"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.control import Flip
        from desktop.engine.fx.status_nodes import Condition

        return Flip(heads=Condition(self.condition, target="self"))

    def words(self, w: Words) -> str:
        if self.condition != "Confused":
            return (f"During your opponent's turn, if {w.name} is your Active Pokémon and is damaged by your "
                    "opponent's attack (even if it's Knocked Out), flip a coin. If heads, the attacking Pokémon is now "
                    f"{self.condition}.")
        return (f"If an attack does damage to {w.name} while it's your Active Pokémon (even if it's Knocked Out), flip "
                "a coin. If heads, your opponent's Active Pokémon is now Confused.")


@node("both_may_bench_basic")
@dataclass(frozen=True, slots=True)
class BothMayBenchBasic(Node):
    """Your opponent may put a Basic Pokémon card from their deck onto their Bench, then you may do
    the same; then each player shuffles their deck (Pokémon March)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        if pc > 0 and m.answer is not None:
            player = order[pc - 1]
            p = game.players[player]
            p.deck.remove(m.answer)
            game.put_on_bench(player, m.answer, "deck")
        while pc < 2:
            player = order[pc]
            p = game.players[player]
            pc += 1
            if len(p.bench) >= game.rules.bench_size:
                continue
            game.emit("reveal", player, detail="deck")
            seen: dict[str, int] = {}
            for u in p.deck:
                if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic":
                    seen.setdefault(game.cards[u].id, u)
            if seen and m.choose(pc, None, player, CARD, list(seen.values()), "Put a Basic Pokémon from your deck "
                                 "onto your Bench?", "deck_to_bench", optional=True, zone="deck", auto_single=False):
                return WAIT
        for player in order:
            game.shuffle_deck(player)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent may search their deck for 1 Basic Pokémon card and put it onto their Bench. Then, you "
                "may search your deck for 1 Basic Pokémon card and put it onto your Bench. Then, each player shuffles "
                "their deck. (A player can't do any of this if their Bench is full.)")


@node("flee")
@dataclass(frozen=True, slots=True)
class Flee(Mod):
    """A Power: if an attack damages this Pokémon while it is Active, its owner may switch it with
    a Benched Pokémon, which prevents the attack's other effects on it (Misty's Tentacruel)."""

    point = layer.FLEE
    label = "flee"

    def words(self, w: Words) -> str:
        return (f"If an attack does damage to {w.name} while it's your Active Pokémon, you may switch it with 1 of "
                f"your Benched Pokémon, which prevents all other effects of that attack on {w.name}.")
