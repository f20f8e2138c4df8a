"""Nodes of the Jungle and Fossil Pokémon Powers: "once during your turn",
moving damage counters between the opponent's Pokémon or onto this one, healing one
of your Pokémon, returning this Pokémon to your hand,.

A Power's ``source`` (in ``usable``) and ``m.scope.source_pos`` are the position of the
Pokémon whose Power is used.

Also a Power that flips for damage to the opponent's Active Pokémon, then ends the turn (Playful Punch).

And a Power used as often as you like to discard an Energy of a type from the hand (Downpour)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, face_down, kernel, layer
from desktop.engine.fx.control import Seq
from desktop.engine.fx.energy_count_damage_nodes import _typed
from desktop.engine.fx.mods import TypeIs
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

USED = layer.POWER_USED


@node("once_per_turn")
@dataclass(frozen=True, slots=True)
class OncePerTurn(Node):
    """"Once during your turn (before your attack)": ``then``, at most once a turn per Pokémon."""

    then: Node
    inline: bool = False  # words: "Once during your turn, you may draw a card." (no "use this Ability.")
    active_only: bool = False  # "..., if this Pokémon is in the Active Spot, you may ..." (Tatsugiri)
    power: bool = False  # words: "... (before your attack), you may use this power. <then>" (a Poké-Power)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].slot(source) if isinstance(source, int) else None
        if self.active_only and source != 0:
            return False
        return slot is not None and not slot.has_effect(USED) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            slot = m.me.slot(m.scope.source_pos)
            if slot is not None:
                slot.add_effect(Effect(USED, m.game.turn, None, True))
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        if self.power:  # EX to Platinum: "Once during your turn (before your attack), you may use this power. ..."
            return f"Once during your turn (before your attack), you may use this power. {self.then.words(w)}"
        if self.inline and w.trait("once_before_attack_inline"):  # XY and Sun & Moon: "Once during your turn
            # (before your attack), ..."
            then = lower_first(self.then.words(w), w)
            if then.startswith("if ") and ", " in then:  # Stand In: "if this Pokémon is on your Bench, you may"
                cond, _, rest = then.partition(", ")  # Precognitive Aura: "if you have Garchomp in play, you may"
                rest = rest if rest.startswith("you may") else f"you may {lower_first(rest, w)}"
                return f"Once during your turn (before your attack), {cond}, {rest}"
            return f"Once during your turn (before your attack), you may {then}"
        if text := w.phrase_or_none("once_use_this_ability_first"):  # Poisonous Nest
            return text.format(then=self.then.words(w))
        parts = self.then.nodes if isinstance(self.then, Seq) else ()
        cost = parts[0].ability_cost(w) if len(parts) > 1 and w.trait("ability_cost_first") else None
        if cost and self.inline:  # "You must discard a card from your hand in order to use this Ability. ..."
            rest = lower_first(" ".join(n.words(w) for n in parts[1:]), w)
            return f"You must {cost} in order to use this Ability. Once during your turn, you may {rest}"
        if text := w.phrase_or_none("once_inline" if self.inline else "once_use_this_ability"):
            return text.format(where=f"if {w.name} is in the Active Spot, " if self.active_only else "",
                               then=lower_first(self.then.words(w), w) if self.inline else self.then.words(w))
        then = lower_first(self.then.words(w), w)
        if self.active_only:  # Drive Off
            return f"As long as {w.name} is your Active Pokémon, once during your turn (before your attack), {then}"
        has_may = then.startswith("you may") or (then.startswith("if ") and "you may" in then)
        return f"Once during your turn (before your attack), {then if has_may else 'you may ' + then}"


@node("once_per_game")
@dataclass(frozen=True, slots=True)
class OncePerGame(Node):
    """A once-a-game power of its ``kind`` ("VSTAR": a VSTAR Power; "GX": a GX attack): a player
    may use only one of each kind in a game (seed 001), shown by a marker."""

    kind: str
    then: Node
    during_turn: bool = False  # words: an Ability's "During your turn, you may ..."

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return (player, self.kind) not in game.markers and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game, pl = m.game, m.scope.player
            game.markers = game.markers + ((pl, self.kind),)
            game.emit("marker", pl, detail=self.kind)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        then = self.then.words(w)
        if self.during_turn:
            then = f"During your turn, you may {lower_first(then, w)}"
        what = "attack" if self.kind == "GX" else "Power"  # Sun & Moon: "... more than 1 GX attack in a game."
        return f"{then} (You can't use more than 1 {self.kind} {what} in a game.)".lstrip()


def marker_kinds(cards: Iterable[CardDef]) -> tuple[str, ...]:
    """The kinds of once-a-game power ("VSTAR", "GX") these cards have: the markers a table shows."""
    kinds: list[str] = []
    for card in cards:
        for effect in [a.effect for a in card.attacks] + [p.effect for p in card.powers]:
            for n in effect.walk() if effect is not None else ():
                if isinstance(n, OncePerGame) and n.kind not in kinds:
                    kinds.append(n.kind)
    return tuple(kinds)


@node("move_opponent_damage")
@dataclass(frozen=True, slots=True)
class MoveOpponentDamage(Node):
    """Move 1 damage counter (``up_to``: up to that many, asked one at a time after the first) from 1 of
    your opponent's Pokémon to another (even if it would Knock Out the other Pokémon)."""

    up_to: int = 1  # "move up to 2 damage counters from 1 of ... to another of their Pokémon" (Painful Spoons)
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        them = game.players[1 - player]
        return len(them.in_play()) > 1 and any(s.damage for s in them.slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        them = m.them
        if pc == 0:
            sources = [10 + pos for pos, s in them.in_play() if s.damage]
            if m.choose(1, None, pl, POKEMON, sources, "Move a damage counter from which Pokémon?",
                        "move_damage_from"):
                return 1
            pc = 1
        if pc == 1:
            src = m.answer
            targets = [10 + pos for pos, _s in them.in_play() if 10 + pos != src]
            if m.choose(2, src, pl, POKEMON, targets, "Move it to which Pokémon?", "move_damage_to"):
                return 1
            local = src
        if pc == 3:  # another counter? ``local``: (source, target, moved)
            if m.answer != "yes":
                return m.done()
            src, dst, moved = local
        else:
            src, dst, moved = local % 10, m.answer % 10, 0
        source, target = them.slot(src), them.slot(dst)
        if source is None or target is None or not source.damage:
            return m.done()  # the target was Knocked Out
        source.damage -= 10
        game.emit("heal", m.scope.opp, card=source.top, pos=src, amount=10, detail=m.scope.source)
        combat.put_damage(game, m.scope.opp, dst, target, 10, m.scope.source)
        moved += 1
        if moved < self.up_to and source.damage and target.damage < game.hp_of(target) and m.choose(
                3, (src, dst, moved), pl, OPTION, ("yes", "no"), "Move another damage counter?", "may",
                auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        if self.up_to > 1:
            return (f"Move up to {self.up_to} damage counters from 1 of your opponent's Pokémon to another of their "
                    "Pokémon.")
        return ("You may move 1 damage counter from 1 of your opponent's Pokémon to another (even if it would Knock "
                "Out the other Pokémon).")


@node("move_damage_to_self")
@dataclass(frozen=True, slots=True)
class MoveDamageToSelf(Node):
    """As often as you like: move 1 damage counter from 1 of your Pokémon to this one, as long as
    that doesn't Knock it Out."""

    prompts = True

    def _sources(self, game: Game, player: int, pos: int) -> list[int]:
        me = game.players[player]
        slot = me.slot(pos)
        if slot is None or slot.damage + 10 >= game.hp_of(slot):
            return []
        return [p for p, s in me.in_play() if p != pos and s.damage]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._sources(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._sources(game, pl, pos),
                                "Move a damage counter from which Pokémon?", "move_damage_from"):
            return 1
        src = m.answer
        me = m.me
        source, target = me.slot(src), me.slot(pos)
        if source is None or target is None:
            return m.done()
        source.damage -= 10
        game.emit("heal", pl, card=source.top, pos=src, amount=10, detail=m.scope.source)
        combat.put_damage(game, pl, pos, target, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn (before your attack), you may move 1 damage counter from 1 of "
                f"your Pokémon to {w.name} as long as you don't Knock Out {w.name}.")


@node("heal_chosen")
@dataclass(frozen=True, slots=True)
class HealChosen(Node):
    """Remove ``amount`` damage from 1 of your Pokémon (you choose; ``bench``: a Benched one)."""

    amount: int = 10
    bench: bool = False  # only a Benched Pokémon (Soothing Melody)
    type: str = ""  # only a Pokémon of this type
    all: bool = False  # an attack's: "remove all damage counters from 1 of your Pokémon" (Sweet Nectar)
    prompts = True

    def _targets(self, game: Game, player: int) -> list[int]:
        return [p for p, s in game.players[player].in_play() if s.damage and not (self.bench and p == 0)
                and (not self.type or self.type in game.types_of(s))]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if hasattr(source, "cost"):
            return True  # an attack may be used even if there is nothing to heal
        return self.all or bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl = m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._targets(m.game, pl),
                                "Remove a damage counter from which Pokémon?", "heal_target"):
            return 1
        slot = m.me.slot(m.answer) if m.answer is not None else None
        if slot is not None:
            combat.heal(m.game, pl, m.answer, slot, slot.damage if self.all else self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        counters = self.amount // 10
        return w.phrase("heal_all_power" if self.all else "heal_power", amount=self.amount,
                        kind=("Benched " if self.bench else "") + (f"{self.type} " if self.type else ""),
                        counters=f"{counters} damage counter{'s' if counters != 1 else ''}")


@node("return_self_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnSelfToHand(Node):
    """Return this Pokémon to your hand (discard all cards attached to it); not on the turn it
    was put into play. ``with_cards``: it and all cards attached to it go to the hand, on any turn
    (Lopunny's Big Jump)."""

    with_cards: bool = False

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if hasattr(source, "cost"):
            return True  # an attack's effect (Mienshao's Aero Turn)
        slot = game.players[player].slot(source) if isinstance(source, int) else None
        return slot is not None and (self.with_cards or slot.entered < game.turn)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        me = m.me
        slot = me.slot(pos)
        if slot is None:
            return m.done()
        game.remove_from_play(pl, pos, slot)
        kept = slot.all_cards() if self.with_cards else [slot.cards[0]]
        for uid in kept:
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if pos == 0 else "bench", "hand", pos)
        for uid in [u for u in slot.all_cards() if u not in kept]:
            game.discard_card(uid, "attached", pos)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))
        return m.done()

    def words(self, w: Words) -> str:
        if self.with_cards:
            return f"Return {w.name} and all cards attached to it to your hand."
        return (f"At any time during your turn (before your attack), you may return {w.name} to your hand. (Discard "
                f"all cards attached to {w.name}.) This power can't be used the turn you put {w.name} into play.")


@node("change_own_type")
@dataclass(frozen=True, slots=True)
class ChangeOwnType(Node):
    """You may change the type of this Pokémon to the type of any other Pokémon in play other
    than Colorless (for the rest of the turn)."""

    prompts = True

    def _types(self, game: Game, player: int, pos: int) -> list[str]:
        me = game.players[player].slot(pos)
        found: list[str] = []
        for owner in (player, 1 - player):
            for _p, slot in game.players[owner].in_play():
                for kind in game.types_of(slot):
                    if slot is not me and kind != "Colorless" and kind not in found:
                        found.append(kind)
        current = game.types_of(me) if me is not None else ()
        return [k for k in found if k not in current]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and (bool(self._types(game, player, source)) or face_down.any_face_down(game))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            face_down.flip_all(game)  # the types of face-down cards in play must be known
        pos = m.scope.source_pos  # after the flips: a card discarded before it moved this Pokémon up
        if pc == 0 and m.choose(1, None, pl, OPTION, self._types(game, pl, pos), "Change to which type?",
                                "choose_type"):
            return 1
        slot = m.me.slot(pos)
        if slot is not None and m.answer is not None:
            mod = TypeIs(str(m.answer))
            slot.add_effect(Effect(mod.point, game.turn, mod, False))
            game.emit("effect", pl, pos=pos, detail=f"type:{m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"you may change the type of {w.name} to the type of any other Pokémon in play other than "
                "Colorless.")


PEEKS = ("top of your deck", "top of your opponent's deck", "random card from your opponent's hand",
         "one of your Prizes", "one of your opponent's Prizes")


@node("peek")
@dataclass(frozen=True, slots=True)
class Peek(Node):
    """Look at one of: the top card of either player's deck, a random card from your opponent's
    hand, or one of either player's Prizes. Only you see it."""

    prompts = True

    @staticmethod
    def _choices(game: Game, player: int) -> list[str]:
        me, them = game.players[player], game.players[1 - player]
        zones = (me.deck, them.deck, them.hand, me.prizes, them.prizes)
        return [label for label, zone in zip(PEEKS, zones, strict=True) if zone]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._choices(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, OPTION, self._choices(game, pl), "Look at which card?", "peek"):
            return 1
        choice = str(m.answer)
        me, them = game.players[pl], game.players[1 - pl]
        zone, where = {PEEKS[0]: (me.deck, "deck"), PEEKS[1]: (them.deck, "deck"), PEEKS[2]: (them.hand, "hand"),
                       PEEKS[3]: (me.prizes, "prizes"), PEEKS[4]: (them.prizes, "prizes")}[choice]
        if zone:
            uid = zone[game.rng.below(len(zone))] if where in ("hand", "prizes") else zone[-1]
            game.emit("peek", pl, card=uid, src=where, detail=choice)
        return m.done()

    def words(self, w: Words) -> str:
        return ("you may look at one of the following: the top card of either player's deck, a random card from "
                "your opponent's hand, or one of either player's Prizes.")


kernel.provide("marker_kinds", marker_kinds)


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


@node("discard_energy_from_hand")
@dataclass(frozen=True, slots=True)
class DiscardEnergyFromHand(Node):
    """A Power used as often as you like: discard a ``type`` Energy card from your hand (Downpour)."""

    type: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_typed(game, game.players[player].hand, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, CARD, _typed(game, me.hand, self.type)[:1],
                                f"Discard a {self.type} Energy card.", "hand_to_discard", zone="hand"):
            return 1
        if m.answer is not None and m.answer in me.hand:
            game.discard_from_hand(m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn (before your attack), you may discard a {self.type} Energy "
                "card from your hand.")
