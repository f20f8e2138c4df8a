"""Effects the Neo sets (Neo Genesis to Neo Destiny, 2000-2002) print in their own words: Char
counters, "can't attack this Pokémon", every Pokémon Power stopping, Playful Punch, and others."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.rule_points import CHECKUP_COUNTERS, POWERS_STOPPED, answers
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

CHAR = "char"  # a slot effect: a Char counter (flipped for at every Pokémon Checkup)


@node("char")
@dataclass(frozen=True, slots=True)
class PutChar(Atomic):
    """If the Defending Pokémon has no Char counter, flip a coin; heads, put one on it. At every
    Pokémon Checkup its owner flips a coin for it; tails, 2 damage counters on it (Quilava)."""

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected or defender.has_effect(CHAR):
            return
        if m.game.coin(m.scope.source, m.scope.player):
            defender.add_effect(Effect(CHAR, FOREVER, None, True))
            m.game.emit("effect", m.scope.opp, pos=0, detail="char")

    def words(self, w: Words) -> str:
        return (f"If {w.defending} doesn't have a Char counter on it, flip a coin. If heads, put a Char counter on it. "
                "A Char counter requires your opponent to flip a coin after every turn. If tails, put 2 damage "
                "counters on the Pokémon with that Char counter. (Char counters stay on the Pokémon as long as it's in "
                "play.)")


@answers(CHECKUP_COUNTERS, layer.CHAR_COUNTERS)
def char_checkup(game: Game) -> None:
    """Pokémon Checkup: each Pokémon with a Char counter: its owner flips; tails, 2 damage counters."""
    for player in (game.current, 1 - game.current):
        for pos, slot in game.players[player].in_play():
            if slot.effects and slot.has_effect(CHAR) and not game.coin("Char counter: tails, 2 damage counters",
                                                                         player):
                combat.put_damage(game, player, pos, slot, 20, "Char")


@node("no_attack_against")
@dataclass(frozen=True, slots=True)
class NoAttackAgainst(Mod):
    """On the Defending Pokémon (a lasting effect): it can't attack while the Pokémon that used this
    attack (``attacker``, set when it is put on) is the opponent's Active Pokémon (Leer). Evolving
    either Pokémon ends it."""

    attacker: int = -1
    point = layer.NO_ATTACK
    label = "no_attack_against"

    def allows(self, game: Game, attack_name: str) -> bool:
        other = game.players[1 - game.current].active  # whom the Pokémon would attack
        return other is None or other.top != self.attacker

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{who[:1].upper() + who[1:]} can't attack {w.name} {when}. (Benching or evolving either Pokémon ends "
                "this effect.)")


@node("leer")
@dataclass(frozen=True, slots=True)
class Leer(Atomic):
    """The Defending Pokémon can't attack this Pokémon during the opponent's next turn (``max_hp``:
    only if its maximum HP is that or less: Intimidate)."""

    max_hp: int = 0

    def act(self, m: Machine) -> None:
        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected or (
                self.max_hp and m.game.hp_of(defender) > self.max_hp):
            return
        mod = NoAttackAgainst(attacker.top)
        defender.add_effect(Effect(mod.point, m.game.turn + 1, mod, False))
        m.game.emit("effect", m.scope.opp, pos=0, detail=mod.label)

    def words(self, w: Words) -> str:
        if self.max_hp:
            return (f"If {w.defending}'s maximum HP is {self.max_hp} or less, it can't attack {w.name} during your "
                    "opponent's next turn. (Benching or evolving either Pokémon ends this effect.)")
        return NoAttackAgainst().lasting_words(w, w.defending, "during your opponent's next turn")


@node("cant_attack_or_retreat")
@dataclass(frozen=True, slots=True)
class CantAttackOrRetreat(Atomic):
    """Until the end of the opponent's next turn, the Defending Pokémon can't attack or retreat."""

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.mods import NoAttack, NoRetreat

        defender = m.defender
        if defender is None or m.scope.protected:
            return
        for mod in (NoAttack(), NoRetreat()):
            defender.add_effect(Effect(mod.point, m.game.turn + 1, mod, False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="no_attack")

    def words(self, w: Words) -> str:
        return f"Until the end of your opponent's next turn, {w.defending} can't attack or retreat."


POWERS_STOP = "powers_stop"  # a player's lasting effect: every Pokémon Power stops working (Sputter)


@dataclass(frozen=True, slots=True)
class PowersStopped(Mod):
    point = POWERS_STOP
    label = "powers_stop"


@node("all_powers_stop")
@dataclass(frozen=True, slots=True)
class AllPowersStop(Atomic):
    """All Pokémon Powers stop working until the end of your next turn (Sputter; ``their_turn``: of
    the opponent's next turn, Dark Wave)."""

    their_turn: bool = False

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn + (1 if self.their_turn else 2), PowersStopped()),)
        game.emit("effect", m.scope.player, detail="powers_stop")

    def words(self, w: Words) -> str:
        whose = "your opponent's" if self.their_turn else "your"
        return f"All Pokémon Powers stop working until the end of {whose} next turn."


@answers(POWERS_STOPPED)
def powers_stopped(game: Game) -> bool:
    """Whether a Sputter-like effect stops every Pokémon Power now."""
    return any(mod.point == POWERS_STOP for _owner, _until, mod in game.lasting)


@node("more_damage_taken")
@dataclass(frozen=True, slots=True)
class MoreDamageTaken(Mod):
    """On the Defending Pokémon (a lasting effect): an attack that damages it (after Weakness and
    Resistance) does ``amount`` more damage to it (Screech)."""

    amount: int
    increased: bool = False  # words: "any damage done to this Pokémon by attacks is increased by 40" (XY)
    point = layer.DAMAGE_TO_DEFENDER
    label = "screech"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return (amount + self.amount if amount > 0 else amount), False

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        if self.increased:
            return (f"{when[:1].upper() + when[1:]}, any damage done to {who} by attacks is increased by {self.amount} "
                    "(after applying Weakness and Resistance).")
        return w.phrase("takes_more_lasting", who=who, When=when[:1].upper() + when[1:], amount=self.amount)


@node("discard_own_deck_top")
@dataclass(frozen=True, slots=True)
class DiscardOwnDeckTop(Atomic):
    """Discard the top ``count`` cards from your deck (Sweep Away)."""

    count: int

    def act(self, m: Machine) -> None:
        deck = m.me.deck
        for _ in range(min(self.count, len(deck))):
            m.game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return w.phrase("discard_deck_top", count=self.count)


@node("if_damaged_last_turn")
@dataclass(frozen=True, slots=True)
class IfDamagedLastTurn(Node):
    """``then`` only if an attack damaged this Pokémon during the opponent's last turn (Fin Slap)."""

    then: Node
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            attacker = m.attacker
            record = attacker.effect_value("attacked") if attacker is not None else None
            if record is not None and record[0] > 0:
                return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"If an attack damaged {w.name} during your opponent's last turn, {lower_first(self.then.words(w), w)} "
                f"If not, this attack does {w.damage} damage.")


@node("playful_punch")
@dataclass(frozen=True, slots=True)
class PlayfulPunch(Atomic):
    """A Power: flip a coin; heads, ``amount`` damage to the opponent's Active Pokémon (with Weakness
    and Resistance); either way your turn ends."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        defender = m.defender
        source = m.me.slot(m.scope.source_pos)
        if game.coin(m.scope.source, m.scope.player) and defender is not None and source is not None:
            amount = self.amount
            kind = game.types_of(source)[0] if game.types_of(source) else "Colorless"
            card = game.card_of(defender)
            for w_type, value in damage_rules.weakness(game, defender, card):
                if w_type == kind:
                    amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
            for r_type, r_value in damage_rules.resistance(game, defender, card):
                if r_type == kind:
                    amount += r_value
            if amount > 0:
                combat.put_damage(game, m.scope.opp, 0, defender, amount, m.scope.source)
        game.queue.append(("end_turn",))

    def words(self, w: Words) -> str:
        return (f"flip a coin. If heads, do {self.amount} damage to your opponent's Active Pokémon. (Apply Weakness "
                "and Resistance.) Either way, this ends your turn.")


@node("poison_and_drain")
@dataclass(frozen=True, slots=True)
class PoisonAndDrain(Atomic):
    """If this attack damaged the Defending Pokémon, it is now Poisoned, and the attacker removes
    damage counters equal to half that damage, rounded up (Poison Bite). ``anyway``: it is
    Poisoned even if the attack did no damage (Neo Revelation's words)."""

    anyway: bool = False

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition

        defender, attacker, dealt = m.defender, m.attacker, m.scope.dealt
        if self.anyway and dealt <= 0 and defender is not None and not m.scope.protected:
            apply_condition(m, m.scope.opp, 0, defender, "Poisoned")
        if dealt <= 0 or defender is None:
            return
        apply_condition(m, m.scope.opp, 0, defender, "Poisoned")
        if attacker is not None:
            combat.heal(m.game, m.scope.player, 0, attacker, (dealt // 2 + 9) // 10 * 10, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"If this attack damages {w.defending}, {w.defending} is now Poisoned and you remove a number of "
                f"damage counters from {w.name} equal to half that damage (rounded up to the nearest 10). If {w.name} "
                "has fewer damage counters than that, remove all of them."
                + (f" Either way, {w.defending} is now Poisoned." if self.anyway else ""))


@node("energy_bonus")
@dataclass(frozen=True, slots=True)
class EnergyBonus(Mod):
    """A Power: this Pokémon's attack ``attack`` does ``per`` more damage for each ``type`` Energy
    attached to it and not used to pay for that attack's cost (Hydroelectric Power; "you may": the
    bonus is always taken, as it can only help)."""

    attack: str
    type: str
    per: int = 10
    point = layer.BASE_DAMAGE
    label = "energy_bonus"

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        from desktop.engine.energy import extra_units

        if attack_name != self.attack:
            return damage
        attack = next((a for a in game.card_of(slot).attacks if a.name == attack_name), None)
        if attack is None:
            return damage
        return damage + self.per * extra_units(list(game.energy_units(slot)), attack.cost, self.type)

    def words(self, w: Words) -> str:
        return (f"You may make {self.attack} do {self.per} more damage for each {self.type} Energy attached to "
                f"{w.name} but not used to pay for {self.attack}'s Energy cost.")


@dataclass(frozen=True, slots=True)
class JawClamped(Mod):
    """On the Defending Pokémon: while the Pokémon ``attacker`` is the opponent's Active Pokémon,
    it can't retreat and effects can't change it as the Active Pokémon."""

    attacker: int
    point = layer.NO_RETREAT
    label = "jaw_clamp"

    def holds(self, game: Game, slot: Slot) -> bool:
        other = game.players[1 - game.owner(slot.top)].active
        return other is not None and other.top == self.attacker


@node("jaw_clamp")
@dataclass(frozen=True, slots=True)
class JawClamp(Atomic):
    """Until the end of the opponent's next turn, while this Pokémon stays Active, the Defending
    Pokémon can't retreat and can't be switched out by effects (Jaw Clamp)."""

    your_next: bool = False  # until the end of your next turn instead (Sticky Nectar)

    def act(self, m: Machine) -> None:
        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected:
            return
        until = m.game.turn + (2 if self.your_next else 1)
        defender.add_effect(Effect(layer.NO_RETREAT, until, JawClamped(attacker.top), False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="jaw_clamp")

    def words(self, w: Words) -> str:
        whose = "your" if self.your_next else "your opponent's"
        return (f"Until the end of {whose} next turn, as long as {w.name} is your Active Pokémon, "
                f"{w.defending} can't retreat, and if the effect of an attack, Pokémon Power, or Trainer card would "
                "change that player's Active Pokémon, that part of the effect does nothing.")
