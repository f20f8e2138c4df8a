"""Cards that ask whether a Trainer of a name was played from the hand this turn (Shadowy Envoy asks
for Janine's Secret Art, Colluding Tentacles for Xerosic's Machinations): the Trainer leaves a silent
mark on its player for the turn, and the asking card reads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer, rule_points
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def played_this_turn(game: Game, player: int, name: str) -> bool:
    """Whether ``player`` played the Trainer ``name`` from their hand this turn (its mark)."""
    return layer.used_by_name(game, player, f"played:{name}")


@node("mark_played")
@dataclass(frozen=True, slots=True)
class MarkPlayed(Atomic):
    """(Silent) mark that the Trainer ``name`` was played from the hand this turn."""

    name: str

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, UsedThisTurn(f"played:{self.name}")),)

    def words(self, w: Words) -> str:
        return ""


@node("gust_if_played")
@dataclass(frozen=True, slots=True)
class GustIfPlayed(Node):
    """Switch in 1 of your opponent's Benched Pokémon to the Active Spot; if you do, ``amount`` damage
    to the new Active Pokémon. Unless you played the Trainer ``named`` from your hand this turn, the
    attack does nothing."""

    amount: int
    named: str
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 0:
            if not played_this_turn(game, m.scope.player, self.named):
                m.scope.nothing = True
                return m.done()
            if not them.bench or them.active is None or m.scope.protected:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + i for i in range(1, len(them.bench) + 1)],
                        "Switch in which Benched Pokémon?", "switch_in"):
                return WAIT
        game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
        m.scope.damage, m.scope.does_damage = self.amount, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Switch in 1 of your opponent's Benched Pokémon to the Active Spot. If you do, this attack does "
                f"{self.amount} damage to the new Active Pokémon. If you didn't play {self.named} from your hand "
                "during this turn, this attack does nothing.")


BRIAR = "played:tera_bonus_prize"  # the mark of Briar: 1 more Prize card for a Tera Pokémon's Knock Out


@node("only_if_their_prizes_card")
@dataclass(frozen=True, slots=True)
class OnlyIfTheirPrizesCard(Node):
    """A Trainer usable only if the opponent has exactly ``prizes`` Prize cards remaining."""

    prizes: int
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[1 - player].prizes) == self.prizes

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"You can use this card only if your opponent has exactly {self.prizes} Prize cards remaining."


@node("tera_knock_out_bonus")
@dataclass(frozen=True, slots=True)
class TeraKnockOutBonus(Atomic):
    """During this turn, if the opponent's Active Pokémon is Knocked Out by damage from an attack used
    by your Tera Pokémon, take 1 more Prize card."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, UsedThisTurn(BRIAR)),)

    def words(self, w: Words) -> str:
        return ("During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack used by "
                "your Tera Pokémon, take 1 more Prize card.")


@rule_points.answers(rule_points.ACTIVE_KNOCKED_OUT_WORTH)
def tera_bonus(game: Game, owner: int, slot: Any) -> int:
    """1 if the Knock Out of ``owner``'s Active Pokémon ``slot`` earns its attacker Briar's Prize card."""
    taker = 1 - owner
    if game.current != taker or not game.attacked or slot is not game.players[owner].active:
        return 0
    attacker = game.players[taker].active
    if attacker is None or "Tera" not in game.card_of(attacker).subtypes:
        return 0
    return 1 if layer.used_by_name(game, taker, BRIAR) else 0


def _as_attack(part: Node) -> Node | None:
    """A part of a Supporter's effect as an attack's effect: the parts about the card itself being
    played are left out (its mark; Caretaker's going back into the deck: it only draws)."""
    from desktop.engine.fx.card_nodes import Draw
    from desktop.engine.fx.stadium_rule_nodes import DrawRecycleWithStadium

    if isinstance(part, MarkPlayed):
        return None
    if isinstance(part, DrawRecycleWithStadium):
        return Draw(count=part.count)
    return part


@node("use_their_supporter")
@dataclass(frozen=True, slots=True)
class UseTheirSupporter(Node):
    """After their hand was revealed: you may use the effect of a Supporter card you find there as the
    effect of this attack (its parts about the card being played are left out)."""

    prompts = True

    @staticmethod
    def _effect(game: Game, uid: int) -> Node | None:
        from desktop.engine.fx.control import Seq

        card = game.cards[uid]
        effect = card.effect
        if card.subtype != "Supporter" or effect is None or not card.implemented:
            return None
        parts = tuple(_as_attack(n) for n in (effect.nodes if isinstance(effect, Seq) else (effect,)))
        kept = tuple(n for n in parts if n is not None)
        return (kept[0] if len(kept) == 1 else Seq(kept)) if kept else None

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0:
            options: dict[str, int] = {}
            for uid in m.them.hand:
                effect = self._effect(game, uid)
                if effect is not None and effect.usable(game, m.scope.player, uid):
                    options.setdefault(game.cards[uid].id, uid)
            if not options:
                return m.done()
            if m.choose(1, None, m.scope.player, CARD, list(options.values()), "Use the effect of which Supporter?",
                        "their_supporter", optional=True, zone="hand", auto_single=False):
                return WAIT
            return m.done()  # pragma: no cover - an optional prompt always asks
        if pc == 1:
            effect = self._effect(game, m.answer) if m.answer is not None else None
            if effect is None:
                return m.done()
            game.emit("effect", m.scope.player, pos=0, detail=f"uses {game.cards[m.answer].name}")
            return m.call(effect, 2)
        return m.done()

    def words(self, w: Words) -> str:
        return "You may use the effect of a Supporter card you find there as the effect of this attack."
