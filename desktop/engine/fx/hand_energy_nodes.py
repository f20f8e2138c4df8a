"""Basic Energy attached from the hand by an attack: to 1 of your Pokémon, to your Pokémon in any
way you like (up to N, or any number), or to this Pokémon before doing damage (Crescendo Wave).

Also "you may attach up to N Energy cards of a type from your hand" to the attacker (Growth)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.cards import AttackDef
from desktop.engine.fx.card_nodes import MOVED
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("hand_energy_to_pokemon")
@dataclass(frozen=True, slots=True)
class AttachHandEnergy(Node):
    """Attach ``count`` (0: any number; ``up_to``: up to ``count``) Basic ``type`` Energy cards from
    your hand, each to a Pokémon you choose (``to`` "one": all to 1 of your Pokémon, "self": this
    Pokémon), one card at a time; ``may``: worded "You may attach ..."."""

    count: int = 1
    up_to: bool = False
    type: str = ""
    to: str = "any"
    may: bool = False
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in ("any", "one", "self"):
            raise ValueError("to must be \"any\", \"one\" or \"self\"")

    def _energy(self, m: Machine) -> list[int]:
        cards = m.game.cards
        seen: dict[str, int] = {}
        for u in m.me.hand:
            if cards[u].is_basic_energy and (not self.type or self.type in cards[u].provides):
                seen.setdefault(cards[u].id, u)
        return sorted(seen.values(), key=lambda u: cards[u].name)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        """A Trainer with nothing to attach does nothing (Welder); an attack may still be used."""
        cards = game.cards
        return isinstance(source, AttackDef) or any(cards[u].is_basic_energy and (not self.type or self.type in
                                                                                   cards[u].provides)
                                                    for u in game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        done, chosen, target = local if local is not None else (0, None, None)
        if pc == 0:
            m.scope.put(MOVED, 0)  # "If you do, draw 3 cards." (Welder): how many were attached
        if pc == 1:
            if m.answer is None:
                return m.done()
            chosen = m.answer
        elif pc == 2:
            assert chosen is not None
            target = m.answer if self.to == "one" else target
            m.me.hand.remove(chosen)
            m.me.at(m.answer).energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="hand", dst="energy", pos=m.answer)
            layer.after_hand_attach(game, pl, m.answer)
            layer.attached_from_hand(game, pl, m.answer, m.me.at(m.answer), chosen)
            done, chosen = done + 1, None
            m.scope.put(MOVED, done)
        if chosen is None:
            energy = self._energy(m)
            if (self.count and done >= self.count) or not energy:
                return m.done()
            optional = self.may or self.up_to or not self.count or done > 0
            if m.choose(1, (done, None, target), pl, CARD, energy, "Attach a Basic Energy card from your hand.",
                        "hand_to_attach", zone="hand", optional=bool(optional), auto_single=not optional):
                return 1
            return self.step(m, 1, (done, None, target))
        if self.to == "self":
            targets = [max(m.scope.source_pos, 0)]
        elif target is not None:
            targets = [target]
        else:
            targets = [pos for pos, _s in m.me.in_play()]
        if m.choose(2, (done, chosen, target), pl, POKEMON, targets, "Attach it to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, 2, (done, chosen, target))

    def words(self, w: Words) -> str:
        kind = f"Basic {self.type + ' ' if self.type else ''}Energy card"
        if self.type and w.trait("typed_energy_is_basic"):  # XY and Sun & Moon: "2 Fire Energy cards"
            kind = f"{self.type} Energy card"
        if not self.count:
            what = f"any number of {kind}s"
        elif self.count > 1 or self.up_to:
            what = f"{'up to ' if self.up_to else ''}{self.count} {kind}s"
        else:
            what = f"a {kind}"
        whom = {"one": "1 of your Pokémon", "self": "this Pokémon"}.get(self.to, "your Pokémon in any way you like")
        return f"{'You may attach' if self.may else 'Attach'} {what} from your hand to {whom}."


@node("crescendo")
@dataclass(frozen=True, slots=True)
class Crescendo(Node):
    """This attack does ``per`` damage for each ``type`` Energy attached to this Pokémon; before
    doing damage, you may attach any number of Basic ``type`` Energy cards from your hand to it."""

    per: int
    type: str
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            return m.call(AttachHandEnergy(count=0, type=self.type, to="self", may=True), 1)
        attacker = m.attacker
        units = m.game.energy_units(attacker) if attacker is not None else []
        m.scope.damage = self.per * sum(1 for u in units if u == self.type)
        m.scope.does_damage = True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {self.per} damage for each {self.type} Energy attached to this Pokémon. Before "
                f"doing damage, you may attach any number of Basic {self.type} Energy cards from your hand to this "
                "Pokémon.")


@node("switch_then_attach_hand")
@dataclass(frozen=True, slots=True)
class SwitchThenAttachHand(Node):
    """Switch this Pokémon with 1 of your Benched Pokémon; if you do, attach up to ``count`` Basic
    ``type`` Energy cards from your hand to this Pokémon (now on the Bench)."""

    count: int = 2
    type: str = ""
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            if not m.me.bench or m.attacker is None:
                return m.done()
            if m.choose(1, None, pl, POKEMON, [p for p, _s in m.me.in_play() if p], "Switch with which Pokémon?",
                        "switch_self"):
                return 1
            pc = 1
        if pc == 1:
            before = m.me.active
            game.switch_active(pl, m.answer, m.scope.source)
            if m.me.active is before:
                return m.done()
            local = (m.answer, 0)
        elif pc == 2:
            pos, done = local
            if m.answer is None:
                return m.done()
            m.me.hand.remove(m.answer)
            m.me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=pos)
            layer.after_hand_attach(game, pl, pos)
            layer.attached_from_hand(game, pl, pos, m.me.at(pos), m.answer)
            local = (pos, done + 1)
        pos, done = local
        energy = [u for u in m.me.hand if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
        if done < self.count and energy and m.choose(2, local, pl, CARD, energy[:1], "Attach a Basic Energy card "
                                                     "from your hand, or stop.", "hand_to_attach", zone="hand",
                                                     optional=True, auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Switch this Pokémon with 1 of your Benched Pokémon. If you do, attach up to {self.count} Basic "
                f"{self.type} Energy cards from your hand to this Pokémon.")


@node("attach_up_to_from_hand")
@dataclass(frozen=True, slots=True)
class AttachUpToFromHand(Node):
    """You may attach up to ``count`` ``type`` Energy cards from your hand to the attacker (Growth)."""

    type: str
    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        done: int = local or 0
        if attacker is None:
            return m.done()
        if pc == 1:
            if m.answer is None:
                return m.done()
            m.me.hand.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=0)
            done += 1
        options = [u for u in m.me.hand if game.cards[u].kind == "energy" and self.type in game.cards[u].provides]
        if done < self.count and options and m.choose(1, done, pl, CARD, options, "Attach an Energy card (or stop).",
                                                      "attach_energy", zone="hand", optional=True,
                                                      auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may attach up to {self.count} {self.type} Energy cards from your hand to {w.name}."
