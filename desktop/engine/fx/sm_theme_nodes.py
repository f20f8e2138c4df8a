"""Effects of the Sun & Moon theme decks that earlier vocabulary did not reach.

* Attacks that read the game: Swallow Dive (an attack used last turn), Copycat (the attack the
  opponent used last), Dark Destruction (an Energy for an Energy).
* Abilities: Steelworker (the team's attacks do more), Weed Out (a Bench cut to three), Surge Surfer.
* Stadiums: Altar of the Sunne and Altar of the Moone (Weakness, Retreat Cost), Devoured Field.

Attacks are recorded (``record_attack``) only in a game whose cards read them (``layer.RECORDS_ATTACKS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod, PreventAll, WeaknessType
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.fx.words import lower_first
from desktop.engine.fx.zone_choice import ZoneChoice, distinct, exactly
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("if_this_used_last_turn")
@dataclass(frozen=True, slots=True)
class IfUsedLastTurn(Node):
    """``then`` only if this Pokémon used the attack ``attack`` during your last turn (the attack
    procedure keeps that record in a game with this node: ``layer.RECORDS_ATTACKS``)."""

    attack: str
    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if pc == 0 and slot is not None and slot.effect_value(f"used_attack:{m.game.turn - 2}") == self.attack:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If {w.name} used {self.attack} during your last turn, {lower_first(self.then.words(w), w)}"


@node("no_weakness_for_types")
@dataclass(frozen=True, slots=True)
class NoWeaknessForTypes(Mod):
    """A Stadium: Pokémon of any of ``types`` (both players') have no Weakness (Altar of the Sunne)."""

    types: tuple[str, ...]
    point = layer.WEAKNESS
    label = "no_weakness_for_types"

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return () if set(self.types) & set(game.types_of(slot)) else pairs

    def words(self, w: Words) -> str:
        kinds = " and ".join(f"{t} Pokémon" for t in self.types)
        return f"{kinds} (both yours and your opponent's) have no Weakness."


@node("retreat_less_with_energy")
@dataclass(frozen=True, slots=True)
class RetreatLessWithEnergy(Mod):
    """A Stadium: the Retreat Cost of each Pokémon (both players') with any Energy of ``types``
    attached is ``amount`` Colorless less (Altar of the Moone)."""

    types: tuple[str, ...]
    amount: int
    point = layer.OWN_RETREAT_COST
    label = "retreat_less_with_energy"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost - self.amount if set(self.types) & set(combat.energy_units(game, target)) else cost

    def words(self, w: Words) -> str:
        return (f"The Retreat Cost of each Pokémon (both yours and your opponent's) that has any "
                f"{' or '.join(self.types)} Energy attached to it is {self.amount} Colorless less.")


@dataclass(frozen=True, slots=True)
class AttackUsed(Mod):
    """A record on a player (``game.lasting``, to the end of the next turn): the attack their Pokémon
    used this turn. Kept only in a game with an attack that reads it (``layer.RECORDS_ATTACKS``)."""

    attack: AttackDef
    point = "attack_used"
    label = "attack_used"


def record_attack(game: Game, player: int, slot: Slot, attack: AttackDef) -> None:
    """What Swallow Dive and Copycat read: the attack this Pokémon, and this player, used this turn."""
    slot.add_effect(Effect(f"used_attack:{game.turn}", game.turn + 2, attack.name, True))
    game.lasting = tuple(e for e in game.lasting if not (e[0] == player and isinstance(e[2], AttackUsed))) + (
        (player, game.turn + 1, AttackUsed(attack)),)


def _is_gx(attack: AttackDef) -> bool:
    return attack.name.endswith("-GX") or (attack.effect is not None and any(
        n.op == "once_per_game" and getattr(n, "kind", "") == "GX" for n in attack.effect.walk()))


@node("copy_last_attack")
@dataclass(frozen=True, slots=True)
class CopyLastAttack(Node):
    """If your opponent's Pokémon used an attack that isn't a GX attack during their last turn, use it
    as this attack (Mimikyu's Copycat)."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import AttackSteps

        if pc == 0:
            game = m.game
            used = [e[2].attack for e in game.lasting if e[0] == m.scope.opp and isinstance(e[2], AttackUsed)
                    and e[1] == game.turn]
            if used and not _is_gx(used[0]) and not any(n.op == "copy_last_attack" for n in
                                                          (used[0].effect.walk() if used[0].effect else ())):
                game.emit("effect", m.scope.player, pos=0, detail=f"copies {used[0].name}")
                m.scope.copying = True
                return m.call(AttackSteps(used[0]), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If your opponent's Pokémon used an attack that isn't a GX attack during their last turn, use it as "
                "this attack.")


@node("may_discard_own_then_theirs")
@dataclass(frozen=True, slots=True)
class MayDiscardOwnThenTheirs(Node):
    """After damage: you may discard an Energy from this Pokémon; if you do, discard an Energy from the
    opponent's Active Pokémon (Hydreigon's Dark Destruction)."""

    prompts = True
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        attacker, defender = m.attacker, m.defender
        if pc == 0:
            if attacker is None or not attacker.energy:
                return m.done()
            if m.choose(1, None, pl, OPTION, ("yes", "no"), "Discard an Energy from this Pokémon?", "may",
                        auto_single=False):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer != "yes" or attacker is None or not attacker.energy:
                return m.done()
            if m.choose(2, None, pl, CARD, list(attacker.energy), "Choose an Energy card to discard.",
                        "discard_energy_cost", zone="attached"):
                return WAIT
            pc = 2
        if pc == 2:
            if attacker is not None and m.answer in attacker.energy:
                combat.discard_attached(game, attacker, m.answer, 0)
            if defender is None or not defender.energy or m.scope.protected:
                return m.done()
            if m.choose(3, None, pl, CARD, list(defender.energy),
                        "Choose an Energy card on the Defending Pokémon to discard.", "discard_their_energy",
                        zone="attached"):
                return WAIT
        if defender is not None and m.answer in defender.energy:
            combat.discard_attached(game, defender, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard an Energy from {w.name}. If you do, discard an Energy from {w.defending}.")


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


@node("free_retreat_with_stadium")
@dataclass(frozen=True, slots=True)
class FreeRetreatWithStadium(Mod):
    """An Ability: while any Stadium card is in play, this Pokémon has no Retreat Cost (Alolan Raichu's
    Surge Surfer)."""

    point = layer.OWN_RETREAT_COST
    label = "free_retreat"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if game.stadium >= 0 else cost

    def words(self, w: Words) -> str:
        return f"If there is any Stadium card in play, {w.name} has no Retreat Cost."


@node("type_attack_bonus")
@dataclass(frozen=True, slots=True)
class TypeAttackBonus(Mod):
    """A Stadium: the attacks of Pokémon of any of ``types`` (both players') do ``amount`` more damage to
    the opponent's Active Pokémon, before Weakness and Resistance (Devoured Field)."""

    types: tuple[str, ...]
    amount: int
    point = layer.ATTACK_BONUS
    label = "type_attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if set(self.types) & set(game.types_of(attacker)) else 0

    def words(self, w: Words) -> str:
        kinds = " and ".join(f"{t} Pokémon" for t in self.types)
        return (f"The attacks of {kinds} (both yours and your opponent's) do {self.amount} more damage to the "
                "opponent's Active Pokémon (before applying Weakness and Resistance).")


@node("weakness_now")
@dataclass(frozen=True, slots=True)
class WeaknessNow(WeaknessType):
    """A lasting effect on the Defending Pokémon: its Weakness is now ``type`` (the amount doesn't
    change) (Espurr's Perplexing Eyes)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        until = "until the end of your next turn" if when == "during your next turn" else when
        return (f"The Defending Pokémon's Weakness is now {self.type} {until}. (The amount of Weakness doesn't "
                "change.)")


@node("prevent_all_from_opponent")
@dataclass(frozen=True, slots=True)
class PreventAllFromOpponent(PreventAll):
    """Prevent all effects of the opponent's attacks, including damage, done to this Pokémon (Lucario's
    Stance, set off by evolving)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        until = "until the end of your opponent's next turn" if when == "during your opponent's next turn" else when
        return f"Prevent all effects of your opponent's attacks, including damage, done to {who} {until}."


@node("damaged_pokemon_to_hand")
@dataclass(frozen=True, slots=True)
class DamagedPokemonToHand(Targeted, Atomic):
    """Put 1 of your Pokémon that has any damage counters on it and all cards attached to it into your
    hand (Acerola). An Active Spot left empty is filled."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if slot.damage]

    def act(self, m: Machine) -> None:
        game, me, pl, pos = m.game, m.me, m.scope.player, m.target
        slot = me.at(pos)
        game.remove_from_play(pl, pos, slot)
        for uid in slot.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if pos == 0 else "bench", "hand", pos)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return ("Put 1 of your Pokémon that has any damage counters on it and all cards attached to it into your "
                "hand.")


@node("damage_per_hand_card")
@dataclass(frozen=True, slots=True)
class DamagePerHandCard(Atomic):
    """This attack does ``per`` damage for each card in your hand (Meowstic's Hand Kinesis)."""

    per: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage = self.per * len(m.me.hand)
        m.scope.does_damage = m.scope.damage > 0

    def words(self, w: Words) -> str:
        return f"This attack does {self.per} damage for each card in your hand."


@node("bench_basic_of_types")
@dataclass(frozen=True, slots=True)
class BenchBasicOfTypes(ZoneChoice):
    """A Stadium's use: search your deck for a Basic Pokémon of one of ``types``, put it onto your
    Bench, and shuffle your deck (Brooklet Hill)."""

    types: tuple[str, ...]
    dest = "bench"
    ask = "Put which Basic Pokémon onto your Bench?"
    auto_single = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].bench) < game.rules.bench_size and bool(game.players[player].deck)

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(1)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        cards = m.game.cards
        return distinct(m.game, (u for u in m.me.deck if cards[u].kind == "pokemon" and cards[u].stage == "Basic"
                                 and set(self.types) & set(cards[u].types)))

    def words(self, w: Words) -> str:
        kinds = " or ".join(f"Basic {t} Pokémon" for t in self.types)
        return f"Search their deck for a {kinds} and, put it onto their Bench, and shuffle their deck."


@node("heads_cards_from_discard")
@dataclass(frozen=True, slots=True)
class HeadsCardsFromDiscard(ZoneChoice):
    """Flip ``coins`` coins; for each heads, put a card from your discard pile into your hand (Heatmor's
    Odor Sleuth)."""

    coins: int
    zone = "discard"
    ask = "Put which card into your hand?"
    auto_single = True

    def open(self, m: Machine) -> int:
        return sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(memo)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return list(dict.fromkeys(m.me.discard))

    def words(self, w: Words) -> str:
        return f"Flip {self.coins} coins. For each heads, put a card from your discard pile into your hand."


@node("prevent_all_from_classes")
@dataclass(frozen=True, slots=True)
class PreventAllFromClasses(PreventAll):
    """An Ability: prevent all effects of attacks, including damage, done to this Pokémon by the
    opponent's Pokémon of ``classes`` ("GX", "EX") (Alolan Ninetales's Luminous Barrier)."""

    classes: tuple[str, ...] = ()

    def holds(self, game: Game, slot: Slot) -> bool:
        attacker = game.players[game.current].active
        return attacker is not None and game.owner(slot.top) != game.current and bool(
            set(self.classes) & game.card_of(attacker).subtypes)

    def words(self, w: Words) -> str:
        kinds = " or ".join(class_words(c) for c in self.classes)
        if self.when_first:  # an attack's lasting effect (Regice's Resistance Blizzard)
            return (f"During your opponent's next turn, prevent all effects of attacks, including damage, done to "
                    f"{w.name} by {kinds}.")
        return (f"Prevent all effects of attacks, including damage, done to {w.name} by your opponent's {kinds}.")


@node("damage_bench_sharing_type")
@dataclass(frozen=True, slots=True)
class DamageBenchSharingType(Atomic):
    """``amount`` damage to each of the opponent's Benched Pokémon that shares a type with their Active
    Pokémon, without Weakness and Resistance (Bruxish's Synchronoise)."""

    amount: int

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.spread_nodes import _hit

        game, them = m.game, m.them
        if them.active is None:
            return
        kinds = set(game.types_of(them.active))
        for pos, slot in list(them.in_play()):
            if pos and kinds & set(game.types_of(slot)):
                _hit(m, m.scope.opp, pos, self.amount)

    def words(self, w: Words) -> str:
        return (f"This attack does {self.amount} damage to each of your opponent's Benched Pokémon that shares a type "
                f"with {w.defending}. {BENCH_NOTE}")
