"""Effect nodes of today's cards: conditions on what is in play or what happened last turn,
attaching Energy from the discard pile to the Bench, searching for one card of each kind, an
Ability usable once a turn by name, and an effect on your own attacks for the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.card_classes import POKEMON_EX_ERA, class_words
from desktop.engine.fx.attach_nodes import class_members
from desktop.engine.fx.control import Seq
from desktop.engine.fx.damage_nodes import MoreDamage
from desktop.engine.fx.energy_attach_nodes import AttachEnergy
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.words import lower_first, shuffle_afterward
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.rules import Rules


def _has_in_play(game: Game, player: int, name: str, bench_only: bool) -> bool:
    return any(game.cards[s.top].name == name for pos, s in game.players[player].in_play()
               if not (bench_only and pos == 0))


@node("if_in_play")
@dataclass(frozen=True, slots=True)
class IfInPlay(Node):
    """Usable only if you have a Pokémon named ``named`` in play (on your Bench with ``bench``)."""

    named: str
    bench: bool = False
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return _has_in_play(game, player, self.named, self.bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"if you have {self.named} {'on your Bench' if self.bench else 'in play'},"


@node("nothing_unless_in_play")
@dataclass(frozen=True, slots=True)
class NothingUnlessInPlay(Atomic):
    """"If you don't have ``named`` on your Bench, this attack does nothing.\""""

    named: str
    bench: bool = True
    stage = BEFORE

    def act(self, m: Machine) -> None:
        if not _has_in_play(m.game, m.scope.player, self.named, self.bench):
            m.scope.nothing = True

    def words(self, w: Words) -> str:
        where = "on your Bench" if self.bench else "in play"
        return f"If you don't have {self.named} {where}, this attack does nothing."


@node("if_knocked_out_last_turn")
@dataclass(frozen=True, slots=True)
class IfKnockedOutLastTurn(Node):
    """Usable only if any of your Pokémon were Knocked Out during your opponent's last turn."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[player].knocked_out_turn == game.turn - 1 > 0

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        if w.card is not None and w.card.kind == "trainer":  # XY's Teammates
            return w.phrase("trainer_if_knocked_out_last_turn")
        return "if any of your Pokémon were Knocked Out during your opponent's last turn,"


@node("once_a_turn_by_name")
@dataclass(frozen=True, slots=True)
class OnceATurnByName(Node):
    """An Ability used once during your turn, and at most 1 Ability of this name each turn: the
    player is marked (a lasting player mark until the turn ends). ``then`` is its effect, whose
    own conditions (``if_in_play``) and costs come first."""

    name: str
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not layer.used_by_name(game, player, self.name) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            game.lasting = game.lasting + ((m.scope.player, game.turn, UsedThisTurn(self.name)),)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        parts = self.then.nodes if isinstance(self.then, Seq) else (self.then,)
        conditions = " ".join(n.words(w) for n in parts if n.stage == CHECK)
        rest = [n for n in parts if n.stage != CHECK]
        cost = rest[0].ability_cost(w) if rest else None
        effect = " ".join(n.words(w) for n in (rest[1:] if cost else rest))
        lead = f"Once during your turn, {conditions + ' ' if conditions else ''}you may "
        if cost:
            return f"{lead}{cost} in order to use this Ability. {effect} You can't use more than 1 {self.name} " \
                   "Ability each turn."
        return f"{lead}{lower_first(effect, w)} You can't use more than 1 {self.name} Ability each turn."


@node("attach_from_discard")
@dataclass(frozen=True, slots=True)
class AttachFromDiscard(AttachEnergy):
    """Attach up to ``count`` Basic ``type`` Energy cards from your discard pile to your Benched
    Pokémon in any way you like (Mega Lucario ex's Aura Jab): ``attach_energy`` with these defaults,
    kept under its own name for the cards that say so."""

    up_to: bool = True
    to: str = "bench"


STAGES = ("Basic", "Stage 1", "Stage 2")
POKEMON_TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal", "Fairy", "Dragon",
                 "Colorless")


def _is_kind(card: CardDef, kind: str, rules: Rules) -> bool:
    """A Pokémon of Stage ``kind`` (or "Evolution"), an "Energy" card, or a Trainer of class
    ``kind`` ("Item", "Supporter"...: by the era's ``rules``, a Pokémon Tool may be an Item)."""
    if kind in STAGES:
        return card.kind == "pokemon" and card.stage == kind
    if kind in ("Pokémon", "Basic Energy"):  # Larry's Skill: "a Pokémon, ..., and a Basic Energy card"
        return card.kind == "pokemon" if kind == "Pokémon" else card.is_basic_energy
    if kind == "Evolution":
        return card.kind == "pokemon" and card.stage in ("Stage 1", "Stage 2")
    if kind == "Energy":
        return card.kind == "energy"
    if kind in POKEMON_TYPES:  # "a Fighting Pokémon" (Korrina)
        return card.kind == "pokemon" and kind in card.types
    return card.kind == "trainer" and kind in rules.trainer_classes(card.subtype)


@node("search_one_of_each")
@dataclass(frozen=True, slots=True)
class SearchOneOfEach(Node):
    """Search your deck for 1 card of each Trainer ``kinds`` (Item, Pokémon Tool, Supporter,
    Stadium), reveal them, put them into your hand, and shuffle your deck."""

    kinds: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        index = local or 0
        if pc == 1:
            if m.answer is not None:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
            index += 1
        elif pc == 0:
            game.emit("reveal", pl, detail="deck")
        while index < len(self.kinds):
            kind = self.kinds[index]
            options = sorted((u for u in me.deck if _is_kind(game.cards[u], kind, game.rules)),
                             key=lambda u: game.cards[u].name)
            noun = f"{kind} Pokémon" if kind in (*STAGES, "Evolution", *POKEMON_TYPES) else f"{kind} card"
            if m.choose(1, index, pl, CARD, options, f"You may take a {noun} from your deck.",
                        "deck_to_hand", zone="deck", optional=True, auto_single=False):
                return 1
            index += 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = ["a Pokémon" if k == "Pokémon" else
                 f"{'an' if k[0] in 'AEIOU' else 'a'} {k} "
                 f"{'Pokémon' if k in (*STAGES, 'Evolution', *POKEMON_TYPES) else 'card'}" for k in self.kinds]
        listed = names[0] if len(names) == 1 else f"{names[0]} and {names[1]}" if len(names) == 2 else \
            ", ".join(names[:-1]) + ", and " + names[-1]
        then = "Shuffle your deck afterward." if w.dialect == "xy" and shuffle_afterward(w) else \
            "Then, shuffle your deck."
        return f"Search your deck for {listed}, reveal them, and put them into your hand. {then}"


@node("own_lasting")
@dataclass(frozen=True, slots=True)
class OwnLasting(Atomic):
    """Put ``modifier`` on yourself (a player) for the rest of this turn ("During this turn, ...")."""

    modifier: Mod

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, self.modifier),)
        game.emit("effect", m.scope.player, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        return self.modifier.lasting_words(w, "you", "during this turn")


@node("move_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveEnergyToBench(Node):
    """After the attack's damage: move an Energy from this Pokémon to 1 of your Benched Pokémon
    (``all``: every Energy, each to the Benched Pokémon you choose: Lunala's Wings of the Moone)."""

    all: bool = False
    type: str = ""  # "Move a Water Energy from this Pokémon ..." (Simipour's Aqua Reflect)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me, attacker = game.players[pl], m.attacker
        fits = [] if attacker is None else [u for u in attacker.energy if not self.type
                                            or self.type in game.cards[u].provides]
        if attacker is None or not fits or not me.bench:
            return m.done()
        if pc == 0:
            kinds: dict[str, int] = {}
            for uid in fits:  # one of each kind of Energy card: copies are the same choice
                kinds.setdefault(game.cards[uid].id, uid)
            if m.choose(1, None, pl, CARD, list(kinds.values()), "Choose an Energy to move.", "move_energy_from",
                        zone="attached"):
                return 1
            pc = 1  # one Energy: chosen without a prompt
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, list(range(1, len(me.bench) + 1)), "Move it to which Benched Pokémon?",
                        "move_energy_to"):
                return 1
        uid, target = local, m.answer
        attacker.energy.remove(uid)
        me.bench[target - 1].energy.append(uid)
        game.emit("attach", pl, card=uid, src="energy", dst="energy", pos=target)
        if self.all:
            return self.step(m, 0, None)
        return m.done()

    def words(self, w: Words) -> str:
        if self.all:
            return f"Move all Energy from {w.name} to your Benched Pokémon in any way you like."
        if self.type:
            return f"Move a {self.type} Energy from {w.name} to 1 of your Benched Pokémon."
        return f"Move an Energy from {w.name} to 1 of your Benched Pokémon."


@node("if_bench_has")
@dataclass(frozen=True, slots=True)
class IfBenchHas(Node):
    """Do ``then`` only if you have a Pokémon of ``of_stage`` and ``type`` (or ``named``) on your Bench."""

    then: Node
    of_stage: str = ""
    type: str = ""
    named: str = ""  # "If Mightyena is on your Bench, ..."

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            if any((not self.of_stage or game.card_of(s).stage == self.of_stage)
                   and (not self.type or self.type in game.types_of(s))
                   and (not self.named or game.card_of(s).name == self.named) for s in m.me.bench):
                return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        rest = lower_first(self.then.words(w), w)
        if self.named:
            return f"If {self.named} is on your Bench, {rest}"
        what = " ".join(x for x in (self.of_stage, self.type) if x)
        return f"If you have any {what} Pokémon on your Bench, {rest}"


@node("attach_from_deck")
@dataclass(frozen=True, slots=True)
class AttachFromDeck(Node):
    """Search your deck for a Basic ``type`` Energy card and attach it to 1 of your Benched ``type``
    Pokémon; shuffle; place ``counters`` damage counters on that Pokémon (Sinister Surge)."""

    type: str
    counters: int = 0
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            energy = [u for u in me.deck if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
            targets = [i for i, s in enumerate(me.bench, 1) if self.type in game.types_of(s)]
            if not energy or not targets:
                game.shuffle_deck(pl)
                return m.done()
            if m.choose(1, energy[0], pl, POKEMON, targets, f"Attach a Basic {self.type} Energy to which Benched "
                        "Pokémon?", "attach_energy"):
                return 1
            local = energy[0]
        target = m.answer
        me.deck.remove(local)
        slot = me.bench[target - 1]
        slot.energy.append(local)
        game.emit("attach", pl, card=local, src="deck", dst="energy", pos=target)
        game.shuffle_deck(pl)
        if self.counters:
            from desktop.engine import combat

            combat.put_damage(game, pl, target, slot, 10 * self.counters, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Search your deck for a Basic {self.type} Energy card and attach it to 1 of your Benched "
                f"{self.type} Pokémon. Then, shuffle your deck. If you attached Energy to a Pokémon in this way, "
                f"place {self.counters} damage counters on that Pokémon.")


@node("discard_stadium")
@dataclass(frozen=True, slots=True)
class DiscardStadium(Node):
    """Discard a Stadium in play (``may``: if the player chooses to, Knock Over)."""

    may: bool = False

    @property
    def prompts(self) -> bool:  # type: ignore[override]
        return self.may

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0 and self.may and game.stadium >= 0 and m.choose(
                1, None, m.scope.player, OPTION, ("yes", "no"), "Discard the Stadium in play?", "may",
                auto_single=False):
            return 1
        if game.stadium >= 0 and (not self.may or m.answer == "yes"):
            uid, game.stadium = game.stadium, -1
            game.discard_card(uid, "stadium")
        return m.done()

    def words(self, w: Words) -> str:
        if self.may:  # Neo Destiny's Knock Over
            return "If there is a Stadium card in play, you may discard it."
        return w.phrase("discard_stadium")


@node("iono")
@dataclass(frozen=True, slots=True)
class Iono(Atomic):
    """Each player shuffles their hand and puts it on the bottom of their deck; if either did, each
    draws a card for each of their remaining Prize cards."""

    def act(self, m: Machine) -> None:
        game = m.game
        moved = False
        for pl in (m.scope.player, m.scope.opp):
            p = game.players[pl]
            hand, p.hand = p.hand, []
            game.rng.shuffle(hand)
            p.deck[0:0] = hand  # index 0 is the bottom of the deck
            moved = moved or bool(hand)
            for uid in hand:
                game.move_card(pl, uid, "hand", "deck bottom")
        if moved:
            for pl in (m.scope.player, m.scope.opp):
                game.draw(pl, len(game.players[pl].prizes))

    def words(self, w: Words) -> str:
        return ("Each player shuffles their hand and puts it on the bottom of their deck. If either player put any "
                "cards on the bottom of their deck in this way, each player draws a card for each of their remaining "
                "Prize cards.")


SPECIAL_CONDITIONS = ("Asleep", "Burned", "Confused", "Paralyzed", "Poisoned")


@node("if_defending")
@dataclass(frozen=True, slots=True)
class IfDefending(Node):
    """Do ``then`` only if the opponent's Active Pokémon already has damage counters (``damaged``),
    has a Special Condition (``condition``: one, or "any"), or is of a class in ``subtypes``."""

    then: Node
    damaged: bool = False
    condition: str = ""
    subtypes: tuple[str, ...] = ()
    evolution: bool = False  # the opponent's Active Pokémon is an Evolution Pokémon
    negate: bool = False  # "If your opponent's Active Pokémon isn't Burned, this attack does nothing."
    resistance: str = ""  # "... has Fighting Resistance"
    type: str = ""  # "... is a Grass Pokémon"
    basic: bool = False  # "... is a Basic Pokémon"
    evolved_words: bool = False  # with ``evolution``, Diamond & Pearl's words: "is an Evolved Pokémon"
    is_not: bool = False  # with ``negate``, words: "is not Asleep" (Evolutions' Dream Eater)
    it: bool = False  # words: "If the Defending Pokémon is ..., it can't attack ..." (Refrigerated Stream)

    def __post_init__(self) -> None:
        if self.condition not in ("", "any", *SPECIAL_CONDITIONS):
            raise ValueError(f"condition {self.condition!r} is not a Special Condition (or \"any\")")
        if self.negate and self.condition in ("", "any"):
            raise ValueError("negate goes with one Special Condition")

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def _holds(self, m: Machine) -> bool:
        game, slot = m.game, m.defender
        if slot is None:
            return False
        if self.damaged and not slot.damage:
            return False
        if self.condition:
            names = {"Asleep": slot.rot == ASLEEP, "Paralyzed": slot.rot == PARALYZED, "Confused": slot.rot == CONFUSED,
                     "Poisoned": slot.poison > 0, "Burned": slot.burned}
            if not (any(names.values()) if self.condition == "any" else names[self.condition]):
                return False
        if self.evolution and game.card_of(slot).stage == "Basic":
            return False
        if self.basic and game.card_of(slot).stage != "Basic":
            return False
        if self.resistance and all(r_type != self.resistance for r_type, _v in game.card_of(slot).resistances):
            return False
        if self.type and self.type not in game.types_of(slot):
            return False
        if self.basic and game.card_of(slot).stage != "Basic":
            return False
        return not self.subtypes or bool(class_members(self.subtypes) & game.card_of(slot).subtypes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self._holds(m) != self.negate:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        if self.negate:
            test = ("is not " if self.is_not else "isn't ") + self.condition
        elif self.damaged:
            test = "already has any damage counters on it"
        elif self.condition == "any":
            test = "is affected by a Special Condition"
        elif self.condition:
            test = f"is {self.condition}"
        elif self.evolution:
            test = "is an Evolved Pokémon" if self.evolved_words else "is an Evolution Pokémon"
        elif self.basic:
            test = "is a Basic Pokémon"
        elif self.resistance:
            test = f"has {self.resistance} Resistance"
        elif self.type:
            test = f"is a {self.type} Pokémon"
        elif self.basic:
            test = "is a Basic Pokémon"
        elif self.subtypes == (POKEMON_EX_ERA,):  # the EX series prints no article: "is Pokémon-ex"
            test = f"is {class_words(POKEMON_EX_ERA)}"
        else:
            test = "is a " + " or ".join(class_words(s) for s in self.subtypes)
        then = lower_first(self.then.words(w), w)
        nodes = self.then.nodes if isinstance(self.then, Seq) else ()
        if len(nodes) == 2 and isinstance(nodes[0], MoreDamage) and w.trait("more_damage_comma_and"):  # "...
            first = lower_first(nodes[0].words(w), w).rstrip(".")  # more damage, and discard all Energy ..."
            then = f"{first}, and {lower_first(nodes[1].words(w), w)}"
        if isinstance(self.then, MoreDamage) and w.damage and (text := w.phrase_or_none(  # "If not, ..."
                "if_not_printed_damage", defending=w.defending, test=test, then=then, damage=w.damage)):
            return text
        if self.it:
            return f"If the Defending Pokémon {test}, {then.replace('the Defending Pokémon', 'it')}"
        return f"If {w.defending} {test}, {then}"


@node("heal_each")
@dataclass(frozen=True, slots=True)
class HealEach(Atomic):
    """Heal ``amount`` damage from each of your Pokémon (of ``type``)."""

    amount: int
    type: str = ""  # Clemont's Quick Wit: "each of your Lightning Pokémon"
    types: tuple[str, ...] = ()  # a Stadium's "each of their Water Pokémon and Lightning Pokémon" (Rough Seas)
    with_energy: str = ""  # "each of your Pokémon that has any Water Energy attached to it" (Lana)
    of_stage: str = ""  # Healing Wrapping: "each of your Basic Pokémon"

    def act(self, m: Machine) -> None:
        from desktop.engine import combat

        kinds = set(self.types) | ({self.type} if self.type else set())
        for pos, slot in m.me.in_play():
            if self.of_stage and m.game.card_of(slot).stage != self.of_stage:
                continue
            if slot.damage and (not kinds or kinds & set(m.game.types_of(slot))) and (
                    not self.with_energy or self.with_energy in combat.energy_units(m.game, slot)):
                combat.heal(m.game, m.scope.player, pos, slot, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        if self.with_energy:
            return (f"Heal {self.amount} damage from each of your Pokémon that has any {self.with_energy} Energy "
                    "attached to it.")
        if self.types:  # said of the player who uses a Stadium
            kinds = " and ".join(f"{t} Pokémon" for t in self.types)
            return f"Heal {self.amount} damage from each of their {kinds}."
        return w.phrase("heal_each", amount=self.amount,
                        counters="1 damage counter" if self.amount == 10 else f"{self.amount // 10} damage counters",
                        kind="".join(f"{k} " for k in (self.of_stage, self.type) if k))
