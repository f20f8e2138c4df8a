"""Node kinds for the cards of BREAKpoint's Wave Slasher and Electric Eye and Fates Collide's Sky
Guardian and Battle Ruler that no node did: an attack usable while Asleep (Snorlax's Toss and Turn),
"you may discard or return an Energy from this Pokémon; if you do, more damage" (Greninja's
Moonlight Slash), and a player's Pokémon losing their Abilities for a turn (Greninja's Shadow
Stitching). Each is worded as those sets print it and compiles its look-alikes by analogy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, rule_points
from desktop.engine.fx.control import enter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

ABILITIES_LOST = "abilities_lost"  # a player's lasting effect: their Pokémon have no Abilities (Shadow Stitching)


@node("asleep_ok")
@dataclass(frozen=True, slots=True)
class AsleepOk(Node):
    """This attack can be used even if this Pokémon is Asleep (``legality`` looks for this node);
    if it is, ``then`` ("If it is, this attack does 90 more damage.": Toss and Turn)."""

    then: Node | None = None
    it_is: bool = True  # words: "If it is, ..." (XY); else "If this Pokémon is Asleep, ..." (Black & White)

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place() if self.then is not None else CHECK

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if pc == 0 and self.then is not None and slot is not None and slot.rot == ASLEEP:
            return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,) if self.then is not None else ()

    def words(self, w: Words) -> str:
        text = f"This attack can be used even if {w.name} is Asleep."
        if self.then is None:
            return text
        lead = "If it is," if self.it_is else f"If {w.name} is Asleep,"
        return f"{text} {lead} {lower_first(self.then.words(w), w)}"


ENERGY_FOR_MORE = ("discard", "return", "put")  # what is done with the Energy: discarded, or into the hand


@node("may_energy_for_more")
@dataclass(frozen=True, slots=True)
class MayEnergyForMore(Node):
    """Before damage: you may discard an Energy (of ``type``; ``special``: a Special Energy) attached to
    this Pokémon, or put it into your hand (``how`` "return" or "put"); if you do, this attack does
    ``amount`` more damage (Moonlight Slash, Fire Slash, Parallel Spin)."""

    amount: int
    how: str = "discard"
    type: str = ""
    special: bool = False
    attached: bool = True  # words: "... attached to this Pokémon" (else "... from this Pokémon")
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.how not in ENERGY_FOR_MORE:
            raise ValueError(f"how {self.how!r} must be one of {', '.join(ENERGY_FOR_MORE)}")

    def _energy(self, m: Machine) -> list[int]:
        slot, cards = m.attacker, m.game.cards
        if slot is None:
            return []
        return [u for u in slot.energy if (not self.type or self.type in cards[u].provides)
                and not (self.special and cards[u].is_basic_energy)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, slot = m.game, m.scope.player, m.attacker
        energy = self._energy(m)
        if slot is None or not energy:
            return m.done()
        if pc == 0:
            if m.choose(1, None, pl, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may", auto_single=False):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer != "yes":
                return m.done()
            kinds = {game.cards[u].id: u for u in energy}
            verb = "discard" if self.how == "discard" else "put into your hand"
            if m.choose(2, None, pl, CARD, list(kinds.values()), f"Choose an Energy to {verb}.", "discard_energy",
                        zone="attached"):
                return WAIT
        uid = m.answer
        if uid not in slot.energy:
            return m.done()
        pos = max(m.scope.source_pos, 0)
        if self.how == "discard":
            combat.discard_attached(game, slot, uid, pos)
        else:
            slot.energy.remove(uid)
            m.me.hand.append(uid)
            game.move_card(pl, uid, "energy", "hand", pos)
        m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        kind = "a Special" if self.special else f"a {self.type}" if self.type else "an"
        where = "attached to" if self.attached else "from"
        action = {"discard": f"discard {kind} Energy {where} {w.name}",
                  "return": f"return {kind} Energy {where} {w.name} to your hand",
                  "put": f"put {kind} Energy {where} {w.name} into your hand"}[self.how]
        return f"You may {action}. If you do, this attack does {self.amount} more damage."


@node("abilities_lost")
@dataclass(frozen=True, slots=True)
class AbilitiesLost(Mod):
    """On a player (a lasting effect): each of their Pokémon in play, in their hand and in their discard
    pile has no Abilities (``layer.power_working``, the hand's Abilities and the Pokémon's own triggers
    ask ``abilities_lost``)."""

    point = ABILITIES_LOST
    label = "no_abilities"

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "your opponent", "during their next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return ("Until the end of your opponent's next turn, each Pokémon your opponent has in play, in their hand, "
                "and in their discard pile has no Abilities. (This includes cards that come into play on that turn.)")


@rule_points.answers(rule_points.ABILITIES_LOST)
def abilities_lost(game: Game, player: int) -> bool:
    """Whether a lasting effect on ``player`` takes their Pokémon's Abilities away now."""
    return any(owner == player and mod.point == ABILITIES_LOST for owner, _until, mod in game.lasting)
