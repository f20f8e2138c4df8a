"""Further attack effects of today's sets: devolving into the deck (Amazez), discarding Tools then
Paralysis if any went (Zapping Short), both Active Pokémon Asleep and more damage next turn
(Slumbering Smack), a named Energy discarded to discard the Defending Pokémon (Evil Incineration), an
opponent's Energy moved to their Bench."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.procedures import CopyAttack
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("devolve_each_opponent")
@dataclass(frozen=True, slots=True)
class DevolveEachOpponent(Atomic):
    """Devolve each of the opponent's evolved Pokémon: the highest Stage Evolution card on it goes into
    their hand (Technical Machine: Devolution), or (``to`` "deck") is shuffled into their deck. Damage
    stays; Knock Outs are checked after."""

    to: str = "hand"

    def __post_init__(self) -> None:
        if self.to not in ("hand", "deck"):
            raise ValueError(f"to {self.to!r} must be \"hand\" or \"deck\"")

    def act(self, m: Machine) -> None:
        game, opp, them = m.game, m.scope.opp, m.them
        moved = False
        for pos, slot in them.in_play():
            if not card_in_play.devolvable(game, slot):
                continue
            top = slot.cards.pop()
            (them.deck if self.to == "deck" else them.hand).append(top)
            game.move_card(opp, top, "stack", self.to, pos)
            game.clear_conditions(opp, pos, slot)
            slot.end_attack_effects()
            game.emit("devolve", opp, card=slot.top, pos=pos)
            moved = True
        if moved and self.to == "deck":
            game.shuffle_deck(opp)

    def words(self, w: Words) -> str:
        how = "shuffling" if self.to == "deck" else "putting"
        return (f"Devolve each of your opponent's evolved Pokémon by {how} the highest Stage Evolution card on it "
                f"into your opponent's {self.to}.")

@node("discard_tools_then_paralyze")
@dataclass(frozen=True, slots=True)
class DiscardToolsThenParalyze(Atomic):
    """Before doing damage, discard all Pokémon Tools from the opponent's Active Pokémon; if any
    was discarded, it is now Paralyzed."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected or not defender.tools:
            return
        for tool in list(defender.tools):
            defender.tools.remove(tool)
            m.game.discard_card(tool[0], "attached", 0)
        from desktop.engine.fx.status_nodes import apply_condition

        apply_condition(m, m.scope.opp, 0, defender, "Paralyzed")

    def words(self, w: Words) -> str:
        return (f"Before doing damage, discard all Pokémon Tools from {w.defending}. If you discarded a Pokémon Tool "
                f"in this way, {w.defending} is now Paralyzed.")


@node("self_attacks_plus")
@dataclass(frozen=True, slots=True)
class SelfAttacksPlus(Mod):
    """On this Pokémon (a lasting effect): its attacks do ``amount`` more damage to the opponent's
    Active Pokémon, before Weakness and Resistance."""

    amount: int
    point = layer.ATTACK_BONUS
    label = "self_attacks_plus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "this Pokémon", "during your next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{when[:1].upper() + when[1:]}, attacks used by this Pokémon do {self.amount} more damage to your "
                "opponent's Active Pokémon (before applying Weakness and Resistance).")


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


@node("move_their_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveTheirEnergyToBench(Node):
    """You may move an Energy from your opponent's Active Pokémon to 1 of their Benched Pokémon
    (``must``: "Move an Energy ...", without the choice: Rushing Water, Royal Flash)."""

    must: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.them.active
        if defender is None or not defender.energy or not m.them.bench or m.scope.protected:
            return m.done()
        if pc == 0 and not self.must and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Move an Energy?",
                                                  "may"):
            return 1
        if pc <= 1:
            if not self.must and m.answer != "yes":
                return m.done()
            if m.choose(2, None, m.scope.player, CARD, list(defender.energy), "Move which Energy?",
                        "discard_their_energy", zone="attached"):
                return 1
            pc = 2
        if pc == 2:
            local = m.answer
            if m.choose(3, local, m.scope.player, POKEMON, [OPPONENT + p for p, _s in m.them.in_play() if p],
                        "Move it to which Pokémon?", "their_pokemon"):
                return 1
        uid = local
        target = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
        if uid in defender.energy and target is not None:
            defender.energy.remove(uid)
            target.energy.append(uid)
            m.game.emit("attach", m.scope.opp, card=uid, src="energy", dst="energy", pos=m.answer - OPPONENT)
        return m.done()

    def words(self, w: Words) -> str:
        return f"{'Move' if self.must else 'You may move'} an Energy from {w.defending} to 1 of their Benched Pokémon."


@node("both_actives_condition")
@dataclass(frozen=True, slots=True)
class BothActivesCondition(Atomic):
    """Both Active Pokémon are now ``condition`` (worded so even for an attack that does damage)."""

    condition: str
    leave: bool = False  # words: "leave both Active Pokémon Asleep" (Hypno's Goodnight, Babies)

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition

        for owner in (m.scope.opp, m.scope.player):
            slot = m.game.players[owner].active
            if slot is not None and not (owner == m.scope.opp and m.scope.protected):
                apply_condition(m, owner, 0, slot, self.condition, record=owner == m.scope.opp)

    def words(self, w: Words) -> str:
        if self.leave:
            return f"Leave both Active Pokémon {self.condition}."
        return f"Both Active Pokémon are now {self.condition}."


@node("use_their_attack")
@dataclass(frozen=True, slots=True)
class UseTheirAttack(CopyAttack):
    """Choose 1 of the opponent's Active Pokémon's attacks (only if it is of class ``kind``, when
    set: "Active Tera Pokémon") and use it as this attack."""

    kind: str = ""

    def _copyable(self, m: Machine) -> list[AttackDef]:
        defender = m.defender
        if self.kind and (defender is None or self.kind not in m.game.card_of(defender).subtypes):
            return []
        return CopyAttack._copyable(self, m)

    def words(self, w: Words) -> str:
        kind = f" {self.kind}" if self.kind else ""
        return f"Choose 1 of your opponent's Active{kind} Pokémon's attacks and use it as this attack."


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


@node("use_attack_from_their_deck")
@dataclass(frozen=True, slots=True)
class UseAttackFromTheirDeck(Node):
    """Reveal the top ``count`` cards of your opponent's deck; you may choose an attack of a Pokémon
    found there and use it as this attack; the revealed cards are shuffled back into their deck."""

    count: int = 10
    prompts = True

    def _attacks(self, m: Machine) -> list[AttackDef]:
        cards = [m.game.cards[u] for u in reversed(m.them.deck[-self.count:])]
        found: dict[str, AttackDef] = {}
        for card in cards:
            if card.kind == "pokemon":
                for attack in card.attacks:
                    if attack.effect is None or not any(isinstance(n, CopyAttack) for n in attack.effect.walk()):
                        found.setdefault(attack.name, attack)
        return list(found.values())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import AttackSteps

        game = m.game
        if pc == 0:
            for uid in m.them.deck[-self.count:]:
                game.emit("reveal", m.scope.opp, card=uid, detail="deck top")
            if m.choose(1, None, m.scope.player, OPTION, [a.name for a in self._attacks(m)], "Choose an attack to use.",
                        "copy_attack", optional=True, auto_single=False):
                return 1
            pc = 1
        if pc == 1:
            copied = next((a for a in self._attacks(m) if a.name == m.answer), None)
            if copied is not None:
                game.emit("effect", m.scope.player, pos=0, detail=f"copies {copied.name}")
                m.scope.copying = True
                return m.call(AttackSteps(copied), 2)
        game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Reveal the top {self.count} cards of your opponent's deck. You may choose an attack from a Pokémon "
                "you find there and use it as this attack. Shuffle the revealed cards into your opponent's deck.")
