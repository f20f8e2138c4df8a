"""Effects today's sets print often: discard a random card from the opponent's hand, discard the
Pokémon Tools of their Active Pokémon before damage, make the Defending Pokémon's attacks weaker
during their next turn, more damage if this Pokémon moved up from the Bench this turn, and an
Ability that survives a Knock Out at full HP, and damage counters put on the opponent's Pokémon
in any way you like."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer, play_rules
from desktop.engine.fx.control import enter
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.words import capital, lower_first
from desktop.engine.prompts import POKEMON
from desktop.engine.state import MOVED_TO_ACTIVE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("discard_random_from_hand")
@dataclass(frozen=True, slots=True)
class DiscardRandomFromHand(Atomic):
    """Discard a card chosen at random (the game's seeded generator) from the opponent's hand."""

    def act(self, m: Machine) -> None:
        hand = m.them.hand
        if hand:
            uid = hand[m.game.rng.below(len(hand))]
            m.game.discard_from_hand(uid)

    def words(self, w: Words) -> str:
        return "Discard a random card from your opponent's hand."


@node("discard_defending_tools")
@dataclass(frozen=True, slots=True)
class DiscardDefendingTools(Node):
    """Before doing damage, discard every Pokémon Tool attached to the opponent's Active Pokémon;
    ``then``, only if one was discarded (Farfetch'd's Tool Buster: 70 more damage)."""

    then: Node | None = None
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if pc > 0 or defender is None or m.scope.protected or not defender.tools:
            return m.done()
        for tool in list(defender.tools):
            defender.tools.remove(tool)
            m.game.discard_card(tool[0], "attached", 0)
        return enter(m, self.then, 1) if self.then is not None else m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,) if self.then is not None else ()

    def words(self, w: Words) -> str:
        if self.then is not None:  # Sun & Moon: "... If you discarded a Pokémon Tool card in this way, ..."
            return (f"Before doing damage, discard all Pokémon Tool cards from {w.defending}. If you discarded a "
                    f"Pokémon Tool card in this way, {lower_first(self.then.words(w), w)}")
        return w.phrase("discard_defending_tools", defending=w.defending)


@node("attacks_less")
@dataclass(frozen=True, slots=True)
class AttacksLess(Mod):
    """On a Pokémon (a lasting effect): its attacks do ``amount`` less damage to the Active Pokémon,
    before Weakness and Resistance."""

    amount: int
    it_does: bool = False  # classic words: "If the Defending Pokémon attacks ..., any damage it does is reduced by"
    possessive: bool = False  # Sun & Moon to Scarlet & Violet words: "the Defending Pokémon's attacks do 20 less"
    point = layer.ATTACK_BONUS
    label = "attacks_less"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return -self.amount

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        if self.it_does:  # Charm
            return (f"If {who} attacks {when}, any damage it does is reduced by {self.amount} (before applying "
                    "Weakness and Resistance).")
        if self.possessive:  # Ferocious Bellow, Growl
            return (f"{capital(when)}, {who}'s attacks do {self.amount} less damage (before applying Weakness and "
                    "Resistance).")
        return w.phrase("attacks_less_lasting", When=capital(when), who=who, amount=self.amount)


@dataclass(frozen=True, slots=True)
class IfThen(Node):
    """``then`` only if ``holds`` (a condition of the game at that moment); its text is
    ``condition`` followed by ``then``'s."""

    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def holds(self, m: Machine) -> bool:
        raise NotImplementedError

    def condition(self, w: Words) -> str:
        raise NotImplementedError

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.holds(m):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"{self.condition(w)}, {lower_first(self.then.words(w), w)}"


@node("if_moved_up")
@dataclass(frozen=True, slots=True)
class IfMovedUp(IfThen):
    """``then`` only if this Pokémon moved from the Bench to the Active Spot this turn."""

    became: bool = False  # words: "If this Pokémon was on the Bench and became your Active Pokémon this turn" (XY)

    def holds(self, m: Machine) -> bool:
        attacker = m.attacker
        return attacker is not None and any(e[0] == MOVED_TO_ACTIVE and e[1] == m.game.turn for e in attacker.effects)

    def condition(self, w: Words) -> str:
        if self.became:
            return f"If {w.name} was on the Bench and became your Active Pokémon this turn"
        return f"If {w.name} moved from your Bench to the Active Spot this turn"


@node("survive_at")
@dataclass(frozen=True, slots=True)
class SurviveAt(Mod):
    """An Ability: at full HP, damage from an attack that would Knock this Pokémon Out leaves it with
    ``remaining`` HP instead (Sturdy, Resolute Heart)."""

    remaining: int
    point = layer.SURVIVE
    label = "survive"

    def survives_with(self) -> int:
        return self.remaining

    def words(self, w: Words) -> str:
        return (f"If {w.name} has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, "
                f"and its remaining HP becomes {self.remaining}.")


@node("spread_counters")
@dataclass(frozen=True, slots=True)
class SpreadCounters(Node):
    """Put ``count`` damage counters on the opponent's Pokémon (``bench_only``: Benched Pokémon) in
    any way you like, one counter at a time (``per_their_discarded_pokemon``: 1 for each Pokémon card
    in the opponent's discard pile, Oricorio's Supernatural Dance)."""

    count: int = 1
    bench_only: bool = True
    per_their_discarded_pokemon: bool = False
    prompts = True

    def _targets(self, m: Machine) -> list[int]:
        return [10 + pos for pos, _slot in m.them.in_play() if pos or not self.bench_only]

    def _total(self, m: Machine) -> int:
        if self.per_their_discarded_pokemon:
            return sum(1 for u in m.them.discard if m.game.cards[u].kind == "pokemon")
        return self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        done = local or 0
        if pc == 1:  # a Pokémon for the next counter
            pos = m.answer - 10
            if not play_rules.bench_counters_blocked(m.game, pos):  # Battle Cage
                combat.put_damage(m.game, m.scope.opp, pos, m.them.at(pos), 10, m.scope.source)
            done += 1
        targets = self._targets(m)
        total = self._total(m)
        if done >= total or not targets:
            return m.done()
        if m.choose(1, done, m.scope.player, POKEMON, targets,
                    f"Put a damage counter on which Pokémon? ({done + 1} of {total})", "damage_target"):
            return 1
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        whose = "your opponent's Benched Pokémon" if self.bench_only else "your opponent's Pokémon"
        if self.per_their_discarded_pokemon:
            return (f"For each Pokémon in your opponent's discard pile, put 1 damage counter on {whose} in any way you "
                    "like.")
        if self.count == 1:
            return f"Put 1 damage counter on 1 of {whose}."
        return f"Put {self.count} damage counters on {whose} in any way you like."


@node("if_knocked_out_by_attack")
@dataclass(frozen=True, slots=True)
class IfKnockedOutByAttack(IfThen):
    """``then`` only if any of your Pokémon were Knocked Out by damage from an attack during your
    opponent's last turn."""

    his_or_her: bool = False  # words (Black & White to XY): "... from an opponent's attack during his or her last turn"

    def holds(self, m: Machine) -> bool:
        return m.me.attack_ko_turn == m.game.turn - 1 > 0

    def condition(self, w: Words) -> str:
        if self.his_or_her:
            return ("If any of your Pokémon were Knocked Out by damage from an opponent's attack during his or her "
                    "last turn")
        return "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn"


@node("not_first_turn_going_second")
@dataclass(frozen=True, slots=True)
class NotFirstTurnGoingSecond(Node):
    """The attack can't be used during the first turn of the player who went second."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not (player != game.first and game.turn == 2)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "If you go second, you can't use this attack during your first turn."
