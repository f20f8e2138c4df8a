"""Attack damage nodes: base damage changes (before damage), damage to other Pokémon, damage
to itself, healing itself, and costs paid with attached Energy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import AFTER, BEFORE, CHECK, COST, Atomic, Node, node
from desktop.engine.fx.values import Amount, Count, Heads, Selector
from desktop.engine.fx.words import capital, coins, plural, sun_and_moon
from desktop.engine.prompts import CARD
from desktop.engine.state import ASLEEP, CONFUSED, FOREVER, PARALYZED, Effect

HEADS_COUNT = "heads_count"  # how many times a "times" attack counted (its heads)

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

ROTATIONS = {"Asleep": ASLEEP, "Confused": CONFUSED, "Paralyzed": PARALYZED}
BENCH_NOTE = "(Don't apply Weakness and Resistance for Benched Pokémon.)"
SELF_DAMAGE_DOUBLED = "self_damage_doubled:"  # an Effect kind + attack name: its damage to itself is doubled


def _count_words(a: Count, w: Words) -> str:
    """"each damage counter on the Defending Pokémon" and the like."""
    on = a.on.words(w) if a.on is not None else ""
    if a.count == "energy_cards":
        return f"each {a.type + ' ' if a.type else ''}Energy card attached to {on}"
    if a.count == "special_energy_cards":
        return f"each Special Energy card attached to {on}"
    if a.count == "energy" and a.on is not None and a.on.who in ("own_all", "opp_all") and (text := w.phrase_or_none(
            "energy_on_all", type=a.type + " " if a.type else "", whose="your" if a.on.who == "own_all" else
            "your opponent's")):
        return text
    if a.count == "energy":
        return f"each {a.type + ' ' if a.type else ''}Energy attached to {on}"
    if a.count == "damage_counters" and a.on is not None and a.on.who == "own_bench" and (text := w.phrase_or_none(
            "counters_on_own_bench", kind=a.on.named or (f"{a.on.type} Pokémon" if a.on.type else "Pokémon"))):
        return text  # Vengeful Cannon, Full Retaliation
    if a.count == "damage_counters":
        return f"each damage counter on {on}"
    if a.count == "benched":
        return "each of your Benched Pokémon"
    if a.count == "tools":
        return "each Pokémon Tool attached to all of your Pokémon"
    if a.count == "with_attack":
        return f"each of your Pokémon in play that has the {a.attack} attack"
    if a.count == "pokemon" and a.on is not None and a.on.who == "own_all" and not (a.on.type or a.on.named):
        return "each of your Pokémon in play"
    if a.count == "pokemon" and a.on is not None and a.on.who == "each_bench" and (
            text := w.phrase_or_none("each_benched_both")):
        return text
    if a.count == "pokemon":
        return f"each of {on}" if on.startswith("your") else f"each {on}"
    if a.count == "prizes_taken":
        return "each Prize card your opponent has taken"
    if a.count == "discarded":
        return f"each {a.type + ' Energy ' if a.type else ''}card you discarded in this way"
    if a.count == "discard_energy_types":
        return "each type of basic Energy card in your discard pile"
    if a.count == "own_prizes_taken":
        return "each Prize card you have taken"
    if a.count == "opp_hand":
        return "each card in your opponent's hand"
    if a.count == "retreat_cost":
        return f"each Colorless in {w.defending}'s Retreat Cost"
    return f"each {a.type} Energy attached to {w.name} but not used to pay for this attack's Energy cost"


def _count_noun(a: Count, w: Words) -> str:
    """"Energy attached to Exeggutor": what a count counts, after "the number of"."""
    if a.count == "pokemon" and a.on is not None and a.on.who == "own_bench" and a.on.named:  # "Murkrows on your
        return f"{a.on.named}s on your Bench"  # Bench" (Flock Attack)
    noun = _count_words(a, w).removeprefix("each ")
    return noun.replace("Energy card ", "Energy cards ", 1).replace("damage counter ", "damage counters ", 1)


@node("more_damage")
@dataclass(frozen=True, slots=True)
class MoreDamage(Atomic):
    """This attack does ``amount`` more damage (base damage step), at most ``max`` more if set."""

    amount: Amount
    max: int = 0  # "You can't add more than 20 damage in this way."
    plain: bool = False  # words without "more": "This attack does 30 damage for each of ..." (a "10+" attack)
    short: bool = False  # "Does 10 more damage for each ..." (Black & White's words, kept by a few later prints)
    times: bool = False  # words: "... plus 10 damage times the number of damage counters on ..." (Raging Headbutt)
    this_attack: bool = False  # words: "This attack does 10 damage plus ..." (Raging Charge), not "Does 10 damage plus"
    more_heads: bool = False  # words: "... plus 10 more damage for each heads" (a coin for each of something)
    no_more: bool = False  # words: "... plus 10 damage for each Energy ..." (Psyburst), not "10 more damage"
    if_you_do: bool = False  # words: "If you do, this attack does ..." (Lava Flow, after a "you may discard")
    paid_short: bool = False  # words: "... but not used to pay for this attack." (Team Rocket's prints), not
    # "... this attack's Energy cost."
    retreat_note: bool = False  # EX to Platinum: "each Colorless Energy in ... Retreat Cost (after applying effects to
    # the Retreat Cost)" (Crushing Ice)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        more = self.amount.value(m)
        m.scope.damage += min(more, self.max) if self.max else more

    def words(self, w: Words) -> str:
        a = self.amount
        if isinstance(a, Count) and a.count == "energy" and a.on is not None and \
                a.on.who in ("defending", "self", "opp_all") and not self.max and (text := w.phrase_or_none(
                    "more_times_energy", per=a.per, energy=f"{a.type} Energy" if a.type else "Energy",
                    on={"defending": w.defending, "self": w.name}.get(a.on.who, "all of your opponent's Pokémon"))):
            return text
        if isinstance(a, Count) and self.plain:
            return f"This attack does {a.per} damage for {_count_words(a, w)}."
        if isinstance(a, Count) and self.short and not a.max and not self.max:
            return f"Does {a.per} more damage for {_count_words(a, w)}."
        flips = "Flip a coin until you get tails." if isinstance(a, Heads) and a.until_tails else \
            coins(a.coins) if isinstance(a, Heads) else ""
        if isinstance(a, Heads) and a.of is None and not self.max and (
                text := w.phrase_or_none("more_for_heads", flips=flips, per=a.per)):
            return text
        if isinstance(a, Count) and (not (a.max or self.max) or a.count == "discard_energy_types") and (
                text := w.phrase_or_none("more_for_count" if not (a.max or self.max) else "more_for_count_at_most",
                                         per=a.per, counted=_count_words(a, w), max=self.max)):  # Tropical Shake
            return text
        if isinstance(a, Count) and self.times:
            return f"{_does(w)} {a.per} damage times the number of {_count_noun(a, w)}."
        if isinstance(a, Count):
            does = f"This attack does {w.damage} damage plus" if self.this_attack and w.damage else _does(w)
            if self.if_you_do:
                does = "If you do, " + does[0].lower() + does[1:]
            counted = _count_words(a, w)
            if self.paid_short:
                counted = counted.replace("this attack's Energy cost", "this attack")
            if self.retreat_note:
                counted = counted.replace("Colorless in", "Colorless Energy in") + \
                    " (after applying effects to the Retreat Cost)"
            text = f"{does} {a.per}{'' if self.no_more else ' more'} damage for {counted}."
            if a.count == "extra_energy" and a.max:
                text += f" Extra {a.type} Energy after the {_ordinal(a.max)} doesn't count."
            if self.max:
                text += f" You can't add more than {self.max} damage in this way."
            return text
        if isinstance(a, Heads) and a.of is None and not self.max and w.damage and (text := w.phrase_or_none(
                "plus_for_heads", flips=flips, damage=w.damage, per=a.per, more=" more")):  # EX to BW words
            return text
        if isinstance(a, Heads) and a.of is not None and (text := w.phrase_or_none(  # Water Punch
                "plus_for_heads", damage=w.damage, per=a.per, more=" more" if self.more_heads else "",
                flips=f"Flip a coin for {_count_words(a.of, w)}." if a.each else
                f"Flip a number of coins equal to the number of {_count_noun(a.of, w)}.")):
            return text
        if w.damage:  # today's cards print "20+" and say only what is added
            return w.phrase("plus_more_damage", damage=w.damage, amount=a.words(w))
        return f"This attack does {a.words(w)} more damage."


def _does(w: Words) -> str:
    """"Does 30 damage plus" (the printed damage first), or "Does" for an attack without one."""
    return f"Does {w.damage} damage plus" if w.damage else "Does"


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


@node("less_damage")
@dataclass(frozen=True, slots=True)
class LessDamage(Atomic):
    amount: Amount
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage = max(0, m.scope.damage - self.amount.value(m))

    def words(self, w: Words) -> str:
        a = self.amount
        if isinstance(a, Count) and (text := w.phrase_or_none("less_for_count", per=a.per, damage=w.damage,
                                                               counted=_count_words(a, w))):
            return text
        if isinstance(a, Count):
            start = f"Does {w.damage} damage minus" if w.damage else "Does"
            return f"{start} {a.per} {'' if w.damage else 'less '}damage for {_count_words(a, w)}."
        return f"This attack does {a.words(w)} less damage."


@node("times")
@dataclass(frozen=True, slots=True)
class Times(Atomic):
    """This attack does its printed damage times ``amount`` (heads, counters...)."""

    amount: Amount
    times_heads: bool = False  # XY's words: "... damage times the number of heads" (not "for each heads"), "times
    # the number of cards in your opponent's hand" (Power Howl), "... of Energy cards you discarded"
    per: int = 0  # the damage per heads, where the card data lost the printed "10×" (Comet Punch)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        printed = self.per or (m.scope.attack.damage if m.scope.attack is not None else 0)
        times = self.amount.value(m)
        m.scope.put(HEADS_COUNT, times)  # "If you get 2 or more heads, ..." (if_heads_at_least)
        m.scope.damage = printed * times
        m.scope.does_damage = True

    def words(self, w: Words) -> str:
        a, printed = self.amount, self.per or (w.damage if w.damage is not None else "this")
        if isinstance(a, Heads) and not self.times_heads and w.phrase_or_none("for_each_heads") is not None:
            of = a.of  # "... 20 damage for each heads."
            flips = ("Flip a coin until you get tails." if a.until_tails else
                     f"Flip a coin for each {of.on.type} Pokémon you have in play." if of is not None
                     and of.count == "pokemon" and of.on is not None and of.on.who == "own_all" and of.on.type else
                     f"Flip a coin for {_count_words(a.of, w)}." if a.of is not None else coins(a.coins))
            return w.phrase("for_each_heads", flips=flips, printed=printed)
        if isinstance(a, Heads):
            if a.until_tails:
                flips = "Flip a coin until you get tails."
            elif a.of is not None and a.each:
                mine = a.of.count == "pokemon" and a.of.on is not None and a.of.on.who == "own_all"
                flips = f"Flip a coin for {_count_words(a.of, w)}{' (including this one)' if mine else ''}."
            elif a.of is not None:
                flips = f"Flip a number of coins equal to the number of {_count_noun(a.of, w)}."
            else:
                flips = coins(a.coins)
            return f"{flips} This attack does {printed} damage times the number of heads{' you get' * a.you_get}."
        assert isinstance(a, Count)
        if self.times_heads and a.count == "discarded":  # XY: "times the number of Energy cards you discarded"
            return f"This attack does {printed} damage times the number of Energy cards you discarded."
        if a.count == "energy" and not a.max and w.phrase_or_none("times_energy") is not None:  # XY, Sun & Moon
            on = a.on.words(w) if a.on is not None else w.name
            if a.on is not None and a.on.who in ("own_all", "opp_all") and not (a.on.type or a.on.named):
                on = f"all of {on}"  # Powerful Storm: "... attached to all of your Pokémon"
            if a.on is not None and a.on.who == "all" and not (a.on.type or a.on.named):  # Psystorm (XY)
                on = "all Pokémon in play"
            return w.phrase("times_energy", printed=printed, kind=f"{a.type} " if a.type else "", on=on)
        if a.count == "with_attack" and a.on is not None and a.on.who == "own_all" and not a.max and (
                text := w.phrase_or_none("times_with_attack", printed=printed, attack=a.attack)):  # XY's Round
            return text
        if a.count == "opp_hand" and self.times_heads:  # Power Howl
            return f"This attack does {printed} damage times the number of cards in your opponent's hand."
        counted = _count_words(a, w)
        if a.count == "prizes_taken":  # XY: "times the number of Prize cards ..."
            return w.phrase("times_prizes", printed=printed, counted=counted,
                            taken=counted.removeprefix("each Prize card "))
        return w.phrase("times_count", printed=printed, counted=counted,
                        on=a.on.words(w) if a.on is not None else w.name)


@node("half_remaining_hp")
@dataclass(frozen=True, slots=True)
class HalfRemainingHP(Atomic):
    """Damage equal to half the Defending Pokémon's remaining HP (rounded up to the nearest 10)."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None:
            return
        remaining = max(0, m.game.hp_of(defender) - defender.damage)
        m.scope.damage = ((remaining // 2 + 9) // 10) * 10
        m.scope.does_damage = True

    def words(self, w: Words) -> str:
        return (f"Does damage to {w.defending} equal to half {w.defending}'s remaining HP (rounded up to the "
                "nearest 10).")


@node("damage")
@dataclass(frozen=True, slots=True)
class Damage(Atomic):
    """``amount`` damage to each Pokémon ``target`` selects (Benched ones take no W/R)."""

    target: Selector
    amount: Amount
    including_own: bool = False  # words for each player's Bench: "each Benched Pokémon (including your own)"
    note: bool = False  # like the Defending Pokémon: the Bench note follows (Legendary Collection)
    yours_and: bool = False  # each Bench: "Do 20 damage to each Benched Pokémon (yours and your opponent's)."
    this_attack: bool = False  # with ``yours_and``: "This attack does 10 damage to each ..." (Crushing Earth)

    def act(self, m: Machine) -> None:
        amount = self.amount.value(m)
        for owner, pos, slot in self.target.resolve(m):
            combat.attack_damage(m, owner, pos, slot, amount, apply_wr=pos == 0 and owner != m.scope.player)

    def words(self, w: Words) -> str:
        a, target = self.amount, self.target
        if isinstance(a, Count) and target.who == "opp_bench" and (text := w.phrase_or_none(  # Blizzard Burst
                "bench_for_count", also=" also" if w.damage else "", per=a.per, counted=_count_words(a, w),
                note=BENCH_NOTE)):
            return text
        amount = a.words(w)
        if target.like == "defending":
            return (f"If {w.defending} isn't Colorless, this attack does {amount} damage to each Benched Pokémon "
                    f"of the same type as {w.defending} (including your own).{' ' + BENCH_NOTE if self.note else ''}")
        if target.type and target.who == "opp_bench" and (text := w.phrase_or_none(
                "bench_of_type", amount=amount, type=target.type, note=BENCH_NOTE)):
            return text
        if self.yours_and and target.who == "each_bench":
            do = "This attack does" if self.this_attack else "Do"
            return f"{do} {amount} damage to each Benched Pokémon (yours and your opponent's). {BENCH_NOTE}"
        if self.including_own and target.who == "each_bench":
            return f"Does {amount} damage to each Benched Pokémon (including your own). {BENCH_NOTE}"
        where = {"each_bench": "each Pokémon on each player's Bench", "own_bench": "each of your own Benched "
                 "Pokémon", "opp_bench": "each of your opponent's Benched Pokémon"}.get(target.who)
        also = w.phrase("also") if w.damage else ""  # XY and Sun & Moon print no "also"
        if target.who == "each_bench" and not self.including_own and (text := w.phrase_or_none(
                "each_bench_both", also=also, amount=amount, note=BENCH_NOTE)):
            return text
        if where is not None and target.who in ("own_bench", "opp_bench") and (text := w.phrase_or_none(
                "bench_whose", also=also, amount=amount, note=BENCH_NOTE,
                whose="your" if target.who == "own_bench" else "your opponent's")):
            return text
        if where is not None and target.who in ("each_bench", "own_bench"):  # EX to BW
            where = w.phrase_or_none("bench_where_" + target.who) or where
        if where is not None:
            return f"{'This attack does' if self.this_attack else 'Does'} {amount} damage to {where}. {BENCH_NOTE}"
        return f"Does {amount} damage to {target.words(w)}."


@node("self_damage")
@dataclass(frozen=True, slots=True)
class SelfDamage(Atomic):
    """The attacking Pokémon does ``amount`` damage to itself (no Weakness, Resistance or effects)."""

    amount: Amount
    then: bool = False  # words: "Then, Granbull does 20 damage to itself." (Raging Charge)
    to_name: bool = False  # words: "Does 20 damage to Typhlosion." (joined after more damage: Flame Burst)

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None:
            amount = self.amount.value(m)
            if attacker.effects and m.scope.attack is not None and attacker.has_effect(
                    SELF_DAMAGE_DOUBLED + m.scope.attack.name):  # Lt. Surge's Raticate's Focus Energy
                amount *= 2
            combat.put_damage(m.game, m.scope.player, 0, attacker, amount, m.scope.source)

    def words(self, w: Words) -> str:
        a = self.amount
        amount, per = (str(a.per), _per_own(a, w)) if isinstance(a, Count) else (a.words(w), "")
        if self.to_name:
            return f"Does {amount} damage to {w.name}{per}."
        if self.then:
            return f"Then, {w.name} does {amount} damage to itself{per}."
        text = w.phrase("self_damage", name=w.name, amount=amount)
        return f"{text[:-1]}{per}." if per else text


def _per_own(a: Count, w: Words) -> str:
    """" for each damage counter on it" (Vanguard Punch): a count after damage to the Pokémon itself."""
    if a.count == "damage_counters" and a.on is not None and a.on.who == "self":
        return " for each damage counter on it"
    return f" for {_count_words(a, w)}"


@node("heal_self")
@dataclass(frozen=True, slots=True)
class HealSelf(Atomic):
    """Remove ``amount`` damage (every counter if ``all``) from the attacking Pokémon."""

    amount: int = 0
    all: bool = False
    unless_prevented: bool = False
    remind: bool = False  # classic words: "If <it> has fewer damage counters than that, remove all of them."
    if_any: bool = False  # classic words: "If there are any damage counters on <it>, remove 1 of them."
    flip: bool = False  # only if it has damage counters, flip a coin: heads, remove them (Sporadic Sponging)
    if_damages: bool = False  # only if this attack damaged the Defending Pokémon (Leech Seed)
    coins: int = 0  # flip that many coins: ``amount`` times the number of heads (Milk Drink)
    it: bool = False  # words: "it" for the Pokémon a sentence before named ("Heal 30 damage from it.", Rest;
    # "If it has fewer damage counters than that, ...", Nap)

    def act(self, m: Machine) -> None:
        if (self.unless_prevented or self.if_damages) and m.scope.dealt <= 0:
            return
        slot = m.attacker
        if slot is None or (self.flip and (not slot.damage or not m.game.coin(m.scope.source, m.scope.player))):
            return
        amount = slot.damage if self.all else self.amount
        if self.coins:
            amount *= sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        combat.heal(m.game, m.scope.player, 0, slot, amount, m.scope.source)

    def words(self, w: Words) -> str:
        counters = plural(self.amount // 10, "damage counter")
        if self.coins:
            return (f"{coins(self.coins)} Remove {counters} times the number of heads from {w.name}. If it has fewer "
                    "damage counters than that, remove all of them.")
        if self.if_damages:
            return (f"If this attack damages {w.defending} (after applying Weakness and Resistance), remove {counters} "
                    f"from {w.name}, if it has any.")
        if self.flip:
            return (f"If {w.name} has any damage counters on it, flip a coin. If heads, remove "
                    f"{'1 of those damage counters' if self.amount == 10 else counters}.")
        if self.if_any:
            return f"If there are any damage counters on {w.name}, remove {self.amount // 10} of them."
        if self.remind:
            return (f"Remove {counters} from {w.name}. If {'it' if self.it else w.name} has fewer damage counters than "
                    "that, remove all of them.")
        if not self.unless_prevented and (text := w.phrase_or_none("heal_self_all" if self.all else "heal_self",
                                                                    name="it" if self.it else w.name,
                                                                    amount=self.amount)):
            return text
        if self.all:
            return f"Remove all damage counters from {w.name}."
        text = f"remove {plural(self.amount // 10, 'damage counter')} from {w.name}."
        return f"Unless all damage from this attack is prevented, you may {text}" if self.unless_prevented \
            else capital(text)


def _energy_phrase(count: int, all_: bool, energy_type: str) -> str:
    if all_:
        return f"all {energy_type + ' ' if energy_type else ''}Energy cards"
    kind = f"{energy_type} " if energy_type else ""
    return f"{count} {kind}Energy card{'s' if count != 1 else ''}"


@node("discard_own_energy")
@dataclass(frozen=True, slots=True)
class DiscardOwnEnergy(Node):
    """Discard Energy attached to the attacking Pokémon in order to use this attack (a cost:
    not paid when the attack is copied)."""

    count: int = 1
    all: bool = False
    type: str = ""
    cost: bool = True  # classic: a cost, paid first; today's "Discard ... from this Pokémon": after damage
    or_nothing: bool = False  # worded "... or this attack does nothing" (Legendary Collection): the same cost
    those: bool = False  # words, after "Use this attack only if ... attached": "discard 1 of those cards"
    attached_words: bool = False  # Diamond & Pearl words: "Discard 2 Energy attached to Typhlosion." (no "cards")
    before: bool = False  # not a cost, but before damage: the count ``discarded`` sets the damage (Discharge)
    types: tuple[str, ...] = ()  # 1 Energy card of each of these types instead (Elemental Blast, White-hot Flame)
    prompts = True

    def _matching(self, game: Game, energy: list[int], chosen: tuple[int, ...]) -> list[int]:
        kind = self.types[len(chosen)] if self.types else self.type
        return [u for u in energy if u not in chosen and (not kind or kind in game.cards[u].provides)]

    def _one_of_each(self, game: Game, energy: list[int]) -> bool:
        chosen: tuple[int, ...] = ()
        for _kind in self.types:
            options = self._matching(game, energy, chosen)
            if not options:
                return False
            chosen += (options[0],)
        return True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        if self.types:
            return slot is not None and self._one_of_each(game, slot.energy)
        return self.all or (slot is not None and len(self._matching(game, slot.energy, ())) >= self.count)

    @property
    def stage(self) -> int:  # type: ignore[override]
        return COST if self.cost else BEFORE if self.before else AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if (m.scope.copying and self.cost) or slot is None:
            return m.done()
        game = m.game
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        if not self.all:
            while len(chosen) < (len(self.types) or self.count):
                options = self._matching(game, slot.energy, chosen)
                if not options:
                    break
                if len({game.cards[u].name for u in options}) == 1:
                    chosen += (options[0],)
                    continue
                m.choose(1, chosen, m.scope.player, CARD, options,
                         f"{m.scope.source}: choose an Energy card to discard.", "discard_energy_cost",
                         zone="attached")
                return 1
        gone = self._matching(game, slot.energy, ()) if self.all else list(chosen)
        for uid in gone:
            combat.discard_attached(game, slot, uid, 0)
        m.scope.put("discarded", len(gone))
        return m.done()

    def words(self, w: Words) -> str:
        if self.those:
            return f"Discard {self.count} of those cards."
        if not self.cost and not self.attached_words and (text := w.phrase_or_none(  # Neo: "Discard 1 Energy card
                "discard_own_energy_cards", energy=_energy_phrase(self.count, self.all, self.type), name=w.name)):
            return text  # attached to Cyndaquil."
        if not self.cost:  # today's wording: an effect of the attack, after its damage
            kind = f"{self.type} " if self.type else ""
            what = f"all {kind}Energy" if self.all else f"{'an' if not kind else 'a'} {kind}Energy" if self.count == 1 \
                else f"{self.count} {kind}Energy"
            where = "attached to" if self.attached_words else "from" if sun_and_moon(w) else \
                w.phrase("own_energy_where")  # and Diamond & Pearl
            return f"Discard {what} {where} {w.name}."
        if self.types:
            cards = [f"{'1' if self.or_nothing else 'a'} {t} Energy card" for t in self.types]
            listed = " and ".join(cards) if len(cards) == 2 else ", ".join(cards[:-1]) + ", and " + cards[-1]
            end = "or this attack does nothing" if self.or_nothing else "in order to use this attack"
            return f"Discard {listed} attached to {w.name} {end}."
        if self.or_nothing:
            return f"Discard {_energy_phrase(self.count, self.all, self.type)} attached to {w.name} or this attack " \
                   "does nothing."
        return f"Discard {_energy_phrase(self.count, self.all, self.type)} attached to {w.name} in order to use " \
               "this attack."


@node("only_if_defending")
@dataclass(frozen=True, slots=True)
class OnlyIfDefending(Node):
    """You can't use this attack unless the Defending Pokémon is ``condition``."""

    condition: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        defender = game.players[1 - player].active
        return defender is not None and defender.rot == ROTATIONS[self.condition]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"You can't use this attack unless {w.defending} is {self.condition}."


@node("only_if_damaged")
@dataclass(frozen=True, slots=True)
class OnlyIfDamaged(Node):
    """This attack can't be used if the attacking Pokémon has no damage counters on it (or fewer
    than ``at_least``)."""

    at_least: int = 0
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and slot.damage > 0 and slot.damage >= 10 * self.at_least

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        if self.at_least:
            return f"You can't use this attack unless {w.name} has {self.at_least} or more damage counters on it."
        return f"This attack can't be used if {w.name} has no damage counters on it."


@node("once_while_in_play")
@dataclass(frozen=True, slots=True)
class OnceWhileInPlay(Atomic):
    """This attack can be used once as long as the Pokémon stays in play."""

    named: bool = False  # words: "(even putting <its name> on the Bench ...)"
    stage = BEFORE
    either_way = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        attack: AttackDef = source
        return slot is not None and not slot.has_effect("used:" + attack.name)

    def act(self, m: Machine) -> None:
        attacker, attack = m.attacker, m.scope.attack
        if attacker is not None and attack is not None:
            attacker.add_effect(Effect("used:" + attack.name, FOREVER, None, True))

    def words(self, w: Words) -> str:
        return (f"Either way, you can't use this attack again as long as {w.name} stays in play (even putting "
                f"{w.name if self.named else 'it'} on the Bench won't let you use it again).")

