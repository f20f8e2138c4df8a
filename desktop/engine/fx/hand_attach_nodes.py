"""Energy attached from the hand by an attack or Ability, in today's wording, with the healing some
of them add: "Attach a Basic Grass Energy card from your hand to 1 of your Benched Pokémon. If you
do, heal all damage from that Pokémon.", and Energy attached from the discard pile to each of your
Benched Pokémon.

Also a Trainer's attachment of up to 2 Energy of a type from the hand to a Pokémon with a name in its
own, instead of the turn's attachment (Blaine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.cards import AttackDef
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TO = ("self", "bench", "any")


def energy_fits(card: CardDef, basic: bool, type_: str) -> bool:
    if card.kind != "energy" or (basic and not card.is_basic_energy):
        return False
    return not type_ or type_ in card.provides


def energy_phrase(basic: bool, type_: str, plural: bool = False, w: Words | None = None) -> str:
    """"a Basic Grass Energy card", "an Energy card", "Basic Fighting Energy cards" (XY and Sun & Moon,
    given their ``w``: "a Grass Energy card", a typed Energy card being a basic one)."""
    kind = f"Basic {type_ + ' ' if type_ else ''}Energy" if basic else f"{type_ + ' ' if type_ else ''}Energy"
    if w is not None and basic and type_ and w.trait("typed_energy_is_basic"):
        kind = f"{type_} Energy"
    if plural:
        return f"{kind} cards"
    return f"{'an' if kind[0] in 'AEIOU' else 'a'} {kind} card"


@node("attach_hand_energy")
@dataclass(frozen=True, slots=True)
class AttachHandEnergy(Node):
    """Attach a (Basic, ``type``) Energy card from your hand to this Pokémon, to 1 of your Benched
    Pokémon or to 1 of your Pokémon (``to``); if one was attached, heal ``heal`` damage from that
    Pokémon (0: all of it; -1: no healing)."""

    type: str = ""
    basic: bool = True
    to: str = "any"
    heal: int = -1
    attached_words: bool = False  # "If you attached Energy to a Pokémon in this way, heal ..."
    pokemon_stage: str = ""  # only to a Pokémon of this Stage ("Stage 2")
    types: tuple[str, ...] = ()  # only to a Pokémon of one of these types (The Masked Royal: Grass, Fire or Water)
    one: bool = False  # words: "to one of your ..." (The Masked Royal), not "to 1 of your ..."
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in TO:
            raise ValueError(f"to {self.to!r} must be one of {', '.join(TO)}")

    def _energy(self, game: Game, player: int) -> list[int]:
        seen: dict[str, int] = {}
        for uid in game.players[player].hand:
            if energy_fits(game.cards[uid], self.basic, self.type):
                seen.setdefault(game.cards[uid].id, uid)
        return list(seen.values())

    def _fits(self, game: Game, slot) -> bool:
        return (not self.pokemon_stage or game.card_of(slot).stage == self.pokemon_stage) and \
            (not self.types or bool(set(self.types) & set(game.types_of(slot))))

    def _targets(self, m: Machine) -> list[int]:
        if self.to == "self":
            return [max(m.scope.source_pos, 0)]
        return [pos for pos, s in m.me.in_play() if not (self.to == "bench" and pos == 0) and self._fits(m.game, s)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        """An Ability or a Trainer with nothing to attach (or nothing to attach to) is not offered; an attack
        may still be used."""
        if isinstance(source, AttackDef):
            return True
        return bool(self._energy(game, player)) and any(self._fits(game, s) for _p, s in game.players[player].in_play())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._energy(game, pl), "Attach which Energy card from your hand?",
                        "attach_to", zone="hand"):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer is None or not self._targets(m):
                return m.done()
            local = m.answer
            if m.choose(2, local, pl, POKEMON, self._targets(m), "Attach it to which Pokémon?", "attach_energy"):
                return WAIT
        uid, pos = local, m.answer
        slot = m.me.slot(pos)
        if slot is None or uid not in m.me.hand:
            return m.done()
        m.me.hand.remove(uid)
        slot.energy.append(uid)
        game.emit("attach", pl, card=uid, src="hand", dst="energy", pos=pos)
        layer.attached_from_hand(game, pl, pos, slot, uid)
        if self.heal >= 0:
            combat.heal(game, pl, pos, slot, self.heal or slot.damage, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        whom = {"self": "this Pokémon", "bench": "1 of your Benched Pokémon", "any": "1 of your Pokémon"}[self.to]
        if self.pokemon_stage or self.types:  # "one of your Stage 2 Grass, Fire, or Water Pokémon"
            kinds = " or ".join(self.types) if len(self.types) < 3 else \
                ", ".join(self.types[:-1]) + ", or " + self.types[-1]
            lead = "one of your" if self.one else "1 of your"
            whom = " ".join(x for x in (lead, self.pokemon_stage, kinds, "Pokémon") if x)
        text = f"Attach {energy_phrase(self.basic, self.type, w=w)} from your hand to {whom}."
        if self.heal >= 0:
            lead = "If you attached Energy to a Pokémon in this way" if self.attached_words else "If you do"
            amount = "all damage" if self.heal == 0 else f"{self.heal} damage"
            text += f" {lead}, heal {amount} from {'this' if self.to == 'self' else 'that'} Pokémon."
        return text


@node("discard_energy_to_each_bench")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToEachBench(Atomic):
    """Attach a Basic ``type`` Energy card from your discard pile to each of your Benched Pokémon
    (every Basic Energy card of a type is the same card, so none is asked for)."""

    type: str

    def act(self, m: Machine) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        for pos, slot in me.in_play():
            found = [u for u in me.discard if energy_fits(game.cards[u], True, self.type)]
            if pos == 0 or not found:
                continue
            me.discard.remove(found[0])
            slot.energy.append(found[0])
            game.emit("attach", pl, card=found[0], src="discard", dst="energy", pos=pos)

    def words(self, w: Words) -> str:
        return (f"Attach {energy_phrase(True, self.type)} from your discard pile to each of your Benched "
                "Pokémon.")


def _of_type(game: Game, uids: list[int], energy_type: str) -> list[int]:
    return [u for u in uids if game.cards[u].is_basic_energy and energy_type in game.cards[u].provides]


@node("attach_instead")
@dataclass(frozen=True, slots=True)
class AttachInstead(Node):
    """Instead of this turn's Energy attachment: attach up to ``count`` ``type`` Energy cards from
    your hand to 1 of your Pokémon with ``name_has`` in its name (Blaine). It uses up the turn's
    attachment, so more copies have no effect."""

    type: str
    count: int
    name_has: str
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.name_has in game.card_of(slot).name]

    def usable(self, game: Game, player: int, source: Any) -> bool:  # a free Energy card exists in your turn only
        return player == game.current and not game.energy_played and bool(self._named(game, player)) and bool(
            _of_type(game, game.players[player].hand, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._named(game, pl), "Attach the Energy to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc, local = 2, (m.answer, 0)
        elif pc == 1:
            local = (m.answer, 0)
        else:
            pos, done = local
            if m.answer is None:
                game.energy_played = True
                return m.done()
            me.hand.remove(m.answer)
            me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=pos)
            layer.after_hand_attach(game, pl, pos)
            layer.attached_from_hand(game, pl, pos, me.at(pos), m.answer)
            local = (pos, done + 1)
        pos, done = local
        options = _of_type(game, me.hand, self.type)
        if done >= self.count or not options:
            game.energy_played = True
            return m.done()
        m.choose(2, local, pl, CARD, options[:1], f"Attach a {self.type} Energy card ({done + 1} of up to "
                 f"{self.count})?", "attach_to", optional=done > 0, zone="hand", auto_single=False)
        return WAIT

    def words(self, w: Words) -> str:
        return (f"During this turn, instead of attaching your free Energy card, you may instead attach {self.count} "
                f"{self.type} Energy cards to 1 of your Pokémon with {self.name_has} in its name. (Playing additional "
                "copies of this card this turn has no effect.)")
