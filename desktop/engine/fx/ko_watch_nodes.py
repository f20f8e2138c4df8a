"""Which Supporter a player played this turn (``supporter_watch``, for Team Rocket's Factory), and
which Pokémon were Knocked Out during the opponent's last turn, by name: a card that asks it
carries the silent rule ``ko_watch`` (no words), so the Knock Out step records a player mark
(``KnockedOutMark``, until the end of that player's next turn) only in games with such a card;
then "If any of your Ethan's Pokémon were Knocked Out by damage from an attack during your
opponent's last turn, ..." (Rallying Horn) and Team Rocket's Archer read the marks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import CHECK, Node, node
from desktop.engine.fx.stadium_use_nodes import StadiumUse
from desktop.engine.fx.words import lower_first
from desktop.engine.rule_points import KNOCKED_OUT_MARK, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("ko_watch")
@dataclass(frozen=True, slots=True)
class KoWatch(Mod):
    """A silent rule: this card needs the names of the Pokémon Knocked Out last turn."""

    point = layer.KO_WATCH
    label = "ko_watch"

    def words(self, w: Words) -> str:
        return ""


@answers(KNOCKED_OUT_MARK, layer.KO_WATCH)
@node("knocked_out_mark")
@dataclass(frozen=True, slots=True)
class KnockedOutMark(Mod):
    """On a player: a Pokémon of theirs named ``name`` was Knocked Out (``by_attack``: by damage from
    an attack) during the turn before the one this mark lasts to."""

    name: str
    by_attack: bool = False
    point = layer.KO_WATCH
    label = "knocked_out_mark"

    def words(self, w: Words) -> str:
        return f"{self.name} was Knocked Out."


def knocked_out_last_turn(game: Game, player: int, named: str, by_attack: bool) -> bool:
    """Whether any of ``player``'s Pokémon whose name starts with ``named`` were Knocked Out (by damage
    from an attack, if ``by_attack``) during their opponent's last turn."""
    return any(owner == player and until == game.turn and isinstance(mod, KnockedOutMark)
               and mod.name.startswith(named) and (mod.by_attack or not by_attack)
               for owner, until, mod in game.lasting)


@node("if_named_knocked_out")
@dataclass(frozen=True, slots=True)
class IfNamedKnockedOut(Node):
    """``then`` only if any of your ``named`` Pokémon were Knocked Out by damage from an attack
    during your opponent's last turn."""

    named: str
    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and knocked_out_last_turn(m.game, m.scope.player, self.named, True):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"If any of your {self.named} Pokémon were Knocked Out by damage from an attack during your "
                f"opponent's last turn, {lower_first(self.then.words(w), w)}")


@node("only_if_named_knocked_out")
@dataclass(frozen=True, slots=True)
class OnlyIfNamedKnockedOut(Node):
    """Usable only if any of your ``named`` Pokémon were Knocked Out during your opponent's last turn."""

    named: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return knocked_out_last_turn(game, player, self.named, False)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You can use this card only if any of your {self.named} Pokémon were Knocked Out during your "
                "opponent's last turn.")


@node("supporter_watch")
@dataclass(frozen=True, slots=True)
class SupporterWatch(Mod):
    """A silent rule: this card needs the names of the Supporter cards played this turn."""

    point = layer.SUPPORTER_WATCH
    label = "supporter_watch"

    def words(self, w: Words) -> str:
        return ""


@node("supporter_played_mark")
@dataclass(frozen=True, slots=True)
class SupporterPlayedMark(Mod):
    """On a player for this turn: they played the Supporter card ``name`` from their hand."""

    name: str
    point = layer.SUPPORTER_WATCH
    label = "supporter_played_mark"

    def words(self, w: Words) -> str:
        return f"{self.name} was played this turn."


@node("draw_if_supporter_played")
@dataclass(frozen=True, slots=True)
class DrawIfSupporterPlayed(Node):
    """A Stadium's use: if the player played a Supporter card with ``name_has`` in its name from
    their hand this turn, they may draw ``count`` cards."""

    name_has: str
    count: int = 2

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(owner == player and until == game.turn and isinstance(mod, SupporterPlayedMark)
                   and self.name_has in mod.name for owner, until, mod in game.lasting)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        m.game.draw(m.scope.player, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"if they played a Supporter card that has \"{self.name_has}\" in its name from their hand this turn, "
                f"they may draw {self.count} cards.")


@node("stadium_use_if")
@dataclass(frozen=True, slots=True)
class StadiumUseIf(StadiumUse):
    """A Stadium each player may use once during their turn when its effect's condition holds,
    worded "Once during each player's turn, <the effect's words>"."""

    def words(self, w: Words) -> str:
        return "Once during each player's turn, " + self.effect.words(w)
