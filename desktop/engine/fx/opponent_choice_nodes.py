"""Attacks that pick any of the opponent's Pokémon, Active or Benched: "Choose 1 of your opponent's
Pokémon. This attack does 30 damage to that Pokémon" (Telekinesis, Feint Attack) and "choose a basic
Energy card attached to 1 of your opponent's Pokémon and attach it to another" (Energy Control).

Also an Energy discarded from 1 of the opponent's Pokémon you choose (Stall).

And damage for each of your Pokémon of a name to 1 of the opponent's Pokémon (Swarming Sting)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, face_down
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.fx.spread_nodes import DamageChosen
from desktop.engine.fx.values import Selector
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

# How the print says Weakness and Resistance don't count
WR_WORDS = {
    "long": "Don't apply Weakness and Resistance for this attack. (Any other effects that would happen after "
            "applying Weakness and Resistance still happen.)",
    "short": "Don't apply Weakness and Resistance.",
    "for_attack": "Don't apply Weakness and Resistance for this attack.",  # Magic Darts
    "isnt_affected": "This attack's damage isn't affected by Weakness or Resistance.",  # Flitter
    "ignore": "This attack's damage isn't affected by Weakness, Resistance, Pokémon Powers, or any other effects on "
              "the Defending Pokémon.",
    # Diamond & Pearl to HeartGold & SoulSilver (Feint Attack)
    "ignore_bodies": "This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, or any "
                     "other effects on that Pokémon.",
}


@node("damage_any_of_theirs")
@dataclass(frozen=True, slots=True)
class DamageAnyOfTheirs(Node):
    """Choose 1 of your opponent's Pokémon (Active or Benched) and do ``amount`` damage to it, without
    Weakness and Resistance (``wr`` says how the card words it; "ignore": nor any effects on the
    Defending Pokémon); ``coins``: then flip that many coins, ``amount`` times the heads (Magic Darts)."""

    amount: int
    wr: str = "long"
    coins: int = 0
    then: Mod | None = None  # a lasting effect on the chosen Pokémon to the end of the opponent's next turn (Stare)
    prompts = True

    def __post_init__(self) -> None:
        if self.wr not in WR_WORDS:
            raise ValueError(f"wr {self.wr!r} must be one of {', '.join(WR_WORDS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            codes = [OPPONENT + pos for pos, _s in them.in_play()]
            if m.choose(1, None, m.scope.player, POKEMON, codes, "Choose a Pokémon to damage.", "damage_target"):
                return 1
        code = m.answer
        slot = them.slot(code - OPPONENT) if code is not None else None
        if code is None:
            return m.done()
        amount = self.amount
        if self.coins:
            amount *= sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        if slot is not None:
            if self.wr in ("ignore", "ignore_bodies"):
                m.scope.put(combat.IGNORE_DEFENDER_EFFECTS, True)
            combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, amount, apply_wr=False)
            if self.then is not None and slot in (s for _p, s in them.in_play()):
                slot.add_effect(Effect(self.then.point, m.game.turn + 1, self.then, True))
                m.game.emit("effect", m.scope.opp, pos=code - OPPONENT, detail=self.then.label)
        return m.done()

    def words(self, w: Words) -> str:
        wr = WR_WORDS[self.wr].replace("the Defending Pokémon", w.defending)
        if self.coins == 1:  # Coin Hurl
            return (f"Choose 1 of your opponent's Pokémon and flip a coin. If heads, this attack does {self.amount} "
                    f"damage to that Pokémon. {wr}")
        if self.coins:
            return (f"Choose 1 of your opponent's Pokémon and flip {self.coins} coins. This attack does {self.amount} "
                    f"damage times the number of heads to that Pokémon. {wr}")
        text = f"Choose 1 of your opponent's Pokémon. This attack does {self.amount} damage to that Pokémon. {wr}"
        if self.then is not None:  # Stare
            text += " " + self.then.lasting_words(w, "that Pokémon", "until the end of your opponent's next turn")
        return text


@node("move_their_energy")
@dataclass(frozen=True, slots=True)
class MoveTheirEnergy(Node):
    """Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach it to another
    of their Pokémon of your choice (a Defending Pokémon protected from effects is left alone)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        spared = {0} if m.scope.protected else set()
        in_play = [pos for pos, _s in them.in_play() if pos not in spared]
        if pc == 0:
            if len(in_play) < 2:
                return m.done()
            sources = [OPPONENT + pos for pos in in_play
                       if any(game.cards[u].is_basic_energy for u in them.at(pos).energy)]
            if m.choose(1, None, pl, POKEMON, sources, "Take a basic Energy card from which Pokémon?",
                        "their_pokemon"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            src = m.answer - OPPONENT
            energy = [u for u in them.at(src).energy if game.cards[u].is_basic_energy]
            if m.choose(2, src, pl, CARD, energy, "Choose the basic Energy card to move.", "move_their_energy",
                        zone="attached"):
                return 1
            local, pc = src, 2
        if pc == 2:
            local = (local, m.answer)
            targets = [OPPONENT + pos for pos in in_play if pos != local[0]]
            if m.choose(3, local, pl, POKEMON, targets, "Attach it to which Pokémon?", "move_energy_to"):
                return 1
        src, uid = local
        dst = m.answer - OPPONENT
        them.at(src).energy.remove(uid)
        them.at(dst).energy.append(uid)
        game.emit("move", m.scope.opp, card=uid, src="energy", dst="energy", pos=dst, amount=src)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach it to another of your "
                "opponent's Pokémon of your choice.")


@node("damage_each_with_power")
@dataclass(frozen=True, slots=True)
class DamageEachWithPower(Node):
    """``amount`` damage to each Pokémon in play (yours too) that has a Pokémon Power, without Weakness
    and Resistance (Zzzap)."""

    amount: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        face_down.flip_all(game)  # which Pokémon have a Pokémon Power: face-down cards must be known
        for owner in (m.scope.opp, m.scope.player):
            for pos, slot in game.players[owner].in_play():
                if any(p.kind.startswith("Pokémon Power") for p in game.card_of(slot).powers):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {self.amount} damage to each Pokémon in play that has a Pokémon Power. Don't apply Weakness and "
                "Resistance.")


@node("may_switch_in_first")
@dataclass(frozen=True, slots=True)
class MaySwitchInFirst(Node):
    """If the opponent has Benched Pokémon, you may choose 1 of them and switch it with the Defending
    Pokémon before the attack's damage and other effects (Pull In)."""

    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            if not them.bench or them.active is None or m.scope.protected:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + p for p in range(1, len(them.bench) + 1)],
                        "You may choose a Benched Pokémon to switch in.", "switch_in", optional=True,
                        auto_single=False):
                return 1
        if m.answer is not None:
            m.game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
            new = them.active  # the new Defending Pokémon takes the attack
            m.scope.protected = bool(new is not None and new.effects and damage_rules.protected(m.game, new))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, you may choose 1 of them and switch it with {w.defending} "
                "(before doing damage or other effects of this attack).")


@node("coin_each_theirs_drain")
@dataclass(frozen=True, slots=True)
class CoinEachTheirsDrain(Node):
    """Flip a coin for each of your opponent's Pokémon: heads, ``amount`` damage to it without Weakness
    and Resistance; then remove as much damage from this Pokémon as was dealt (Dark Drain)."""

    amount: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, dealt = m.game, 0
        for pos, slot in m.them.in_play():
            if game.coin(m.scope.source, m.scope.player):
                dealt += combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        attacker = m.attacker
        if attacker is not None and dealt:
            combat.heal(game, m.scope.player, 0, attacker, dealt, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip a coin for each of your opponent's Pokémon. For each heads, this attack does {self.amount} "
                f"damage to that Pokémon. Don't apply Weakness and Resistance. Remove a number of damage counters from "
                f"{w.name} equal to the damage dealt. If {w.name} has fewer damage counters than that, remove all of "
                "them.")


@node("power_damage_chosen")
@dataclass(frozen=True, slots=True)
class PowerDamageChosen(Node):
    """A Power: choose 1 of your opponent's Pokémon; ``amount`` damage to it, without Weakness and
    Resistance (Surprise Bite: a Power's damage, not an attack's)."""

    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + p for p, _s in them.in_play()],
                                "Choose a Pokémon to damage.", "damage_target"):
            return 1
        pos = m.answer - OPPONENT if m.answer is not None else -1
        slot = them.slot(pos) if pos >= 0 else None
        if slot is not None:
            combat.put_damage(m.game, m.scope.opp, pos, slot, self.amount, m.scope.source)  # Knock Outs: after it
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 of your opponent's Pokémon. This power does {self.amount} damage to that Pokémon. (Don't "
                "apply Weakness and Resistance.)")


@node("their_basic_in_and_switch")
@dataclass(frozen=True, slots=True)
class TheirBasicInAndSwitch(Node):
    """If the opponent's Bench isn't full, look at their hand; choose a Baby or Basic Pokémon there, put
    it onto their Bench, then switch it with the Defending Pokémon (Eerie Howl)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            if len(them.bench) >= game.rules.bench_size:
                return m.done()
            for uid in them.hand:
                game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")
            basics = [u for u in them.hand if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            if m.choose(1, None, m.scope.player, CARD, basics, "Choose a Basic Pokémon to put onto their Bench.",
                        "their_hand_to_bench", zone="hand"):
                return 1
        uid = m.answer
        if uid is not None and uid in them.hand:
            them.hand.remove(uid)
            game.put_on_bench(opp, uid, "hand")
            if them.active is not None and not m.scope.protected:
                game.switch_active(opp, len(them.bench), m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If your opponent's Bench isn't full, look at their hand. If your opponent has any Baby Pokémon or "
                f"Basic Pokémon there, choose 1 of them and put it on their Bench. Then, switch it with {w.defending}.")


@node("discard_energy_of_chosen")
@dataclass(frozen=True, slots=True)
class DiscardEnergyOfChosen(Node):
    """Choose 1 of your opponent's Pokémon that has Energy attached (not one the attack's effects
    can't reach) and discard an Energy attached to it (Meowth's Stall)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            codes = [OPPONENT + pos for pos, slot in m.them.in_play() if slot.energy and not (
                (pos == 0 and m.scope.protected) or damage_rules.effect_shielded(m.game, slot))]
            if m.choose(1, None, m.scope.player, POKEMON, codes,
                        "Discard an Energy from which of your opponent's Pokémon?", "discard_their_energy"):
                return WAIT
            pc = 1
        if pc == 1:
            chosen = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
            if chosen is None or not chosen.energy:
                return m.done()
            local = m.answer
            if m.choose(2, local, m.scope.player, CARD, chosen.energy,
                        "Choose the Energy card to discard.", "discard_their_energy", zone="attached"):
                return WAIT
        slot = m.them.at(local - OPPONENT)
        if slot is not None and m.answer in slot.energy:
            combat.discard_attached(m.game, slot, m.answer, local - OPPONENT)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard an Energy attached to 1 of your opponent's Pokémon."


@node("damage_chosen_times_named")
@dataclass(frozen=True, slots=True)
class DamageChosenTimesNamed(Node):
    """``per`` damage for each of the player's Pokémon in play named ``name``, to 1 of the opponent's
    Pokémon of the player's choice (Swarming Sting); a Benched one takes it without W/R."""

    per: int
    name: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            count = sum(1 for _pos, slot in game.players[m.scope.player].in_play()
                        if game.card_of(slot).name == self.name)
            return m.call(DamageChosen(Selector("opp_all"), self.per * count), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {self.per} damage times the number of {self.name} you have in play to 1 of your "
                f"opponent's Pokémon. {BENCH_NOTE}")
