"""The Unown Pokémon Powers of Neo Destiny: a Power that works only with four Unown on your Bench
("if you have Unown [G], Unown [I], Unown [V], and Unown [E] on your Bench, you may ..."), and the
small effects they do: a new hand of the same size ([Help]), each player shuffling their deck
([Laugh]) and looking at each other's hands ([Tell])."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.mods import Mod, PreventAll
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.target_nodes import pick_up
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _listed(names: tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + ", and " + names[-1] if len(names) > 2 else " and ".join(names)


@node("if_bench_names")
@dataclass(frozen=True, slots=True)
class IfBenchNames(Node):
    """``then`` (which "you may" do) only if every Pokémon named in ``names`` is on your Bench."""

    names: tuple[str, ...]
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        benched = {game.card_of(s).name for s in game.players[player].bench}
        return all(n in benched for n in self.names) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.usable(m.game, m.scope.player, m.scope.source_pos):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If you have {_listed(self.names)} on your Bench, you may {lower_first(self.then.words(w), w)}"


@node("new_hand_same_size")
@dataclass(frozen=True, slots=True)
class NewHandSameSize(Atomic):
    """Shuffle your hand into your deck, then draw as many cards as it had ([Help])."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        size = len(game.players[pl].hand)
        shuffle_hand_into_deck(game, pl)
        game.draw(pl, size)

    def words(self, w: Words) -> str:
        return "Shuffle your hand into your deck, then draw a new hand of the same number of cards."


@node("each_shuffles_deck")
@dataclass(frozen=True, slots=True)
class EachShufflesDeck(Atomic):
    """Each player shuffles their deck ([Laugh])."""

    def act(self, m: Machine) -> None:
        for pl in (m.scope.player, m.scope.opp):
            m.game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return "Each player shuffles their deck."


@node("trade_looks_at_hands")
@dataclass(frozen=True, slots=True)
class TradeLooksAtHands(Atomic):
    """Look at your opponent's hand and show yours to them ([Tell]): each card a "peek" in the log."""

    def act(self, m: Machine) -> None:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        for uid in game.players[opp].hand:
            game.emit("peek", pl, card=uid, src="hand", detail="their hand")
        for uid in game.players[pl].hand:
            game.emit("peek", opp, card=uid, src="hand", detail="their hand")

    def words(self, w: Words) -> str:
        return "Look at your opponent's hand and show your hand to your opponent."


def _unown(game: Game, player: int, but: int) -> list[int]:
    """Positions of ``player``'s Pokémon with Unown in their names, but the one at ``but``."""
    return [pos for pos, slot in game.players[player].in_play() if pos != but and "Unown" in game.card_of(slot).name]


@node("unown_counter_to_self")
@dataclass(frozen=True, slots=True)
class UnownCounterToSelf(Node):
    """Move 1 damage counter from 1 of your other Unown to this Pokémon, unless it has only 10 HP
    left ([Bear])."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player].slot(source) if isinstance(source, int) else None
        return me is not None and game.hp_of(me) - me.damage > 10 and any(
            game.players[player].at(pos).damage for pos in _unown(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        if pc == 0:
            sources = [p for p in _unown(game, pl, pos) if m.me.at(p).damage]
            if m.choose(1, None, pl, POKEMON, sources, "Move a damage counter from which Pokémon?", "move_damage_from"):
                return 1
        src, me = m.me.slot(m.answer), m.me.slot(pos)
        if src is not None and me is not None and src.damage:
            src.damage -= 10
            game.emit("heal", pl, card=src.top, pos=m.answer, amount=10, detail=m.scope.source)
            combat.put_damage(game, pl, pos, me, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Move 1 damage counter from 1 of your Pokémon with Unown in its name to {w.name}. This power can't be "
                f"used if {w.name} has 10 HP left.")


@node("return_other_unown")
@dataclass(frozen=True, slots=True)
class ReturnOtherUnown(Node):
    """Return 1 of your other Pokémon with Unown in its name to your hand, discarding everything
    attached to it ([Vanish])."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl, pos = m.scope.player, m.scope.source_pos
        if pc == 0 and m.choose(1, None, pl, POKEMON, _unown(m.game, pl, pos), "Return which Pokémon to your hand?",
                                "pokemon_to_hand"):
            return 1
        if m.answer is not None:
            pick_up(m, m.answer, whole=True)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Return 1 of your Pokémon with Unown in its name (other than {w.name}) to your hand. (Discard all "
                "cards attached to that card.)")


@node("unown_shield")
@dataclass(frozen=True, slots=True)
class UnownShield(Node):
    """Once a turn for all Powers named ``name``: flip a coin; heads, prevent all effects of attacks,
    including damage, done to your Pokémon with Unown in their names during the opponent's next turn
    ([Quicken])."""

    name: str = "[Quicken]"

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not layer.used_by_name(game, player, self.name)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        game.lasting = game.lasting + ((pl, game.turn, UsedThisTurn(self.name)),)
        if game.coin(m.scope.source, pl):
            for pos in _unown(game, pl, -1):
                slot = m.me.at(pos)
                slot.add_effect(Effect(PreventAll.point, game.turn + 1, PreventAll(), True))
                game.emit("effect", pl, pos=pos, detail="prevent_all")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin. If heads, prevent all effects of attacks, including damage, done to any of your Pokémon "
                f"with Unown in its name during your opponent's next turn. If you have more than 1 {w.name} in play, "
                f"use only 1 {self.name} each turn.")


@node("perform")
@dataclass(frozen=True, slots=True)
class Perform(Mod):
    """A Power: if an attack damaged this Pokémon during the opponent's last turn while it was Active,
    its ``attack`` does that much more damage (its base damage; the "attacked" record is ``procedures``')."""

    attack: str = "Hidden Power"
    point = layer.BASE_DAMAGE
    label = "perform"

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        record = slot.effect_value("attacked")
        if attack_name != self.attack or record is None or record[0] <= 0:
            return damage
        return damage + record[0]

    def words(self, w: Words) -> str:
        return (f"If an attack damaged {w.name} during your opponent's last turn and {w.name} was your Active Pokémon, "
                f"{w.name}'s {self.attack} attack does that much more damage to {w.defending}.")


@node("chase")
@dataclass(frozen=True, slots=True)
class Chase(Mod):
    """A Power: as long as this Pokémon is its owner's Active Pokémon, whenever the opponent's Active Pokémon
    tries to retreat, flip a coin; heads, ``amount`` damage to it, with Weakness and Resistance
    (``RetreatProcedure`` asks ``chase``)."""

    amount: int = 10
    point = "chase"
    label = "chase"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, whenever your opponent's Active Pokémon tries to "
                "retreat, flip a coin. If heads, put 1 damage counter on that Pokémon. Apply Weakness and Resistance.")


def chase(game: Game, player: int, slot: Slot) -> None:
    """``player``'s Active Pokémon ``slot`` tries to retreat: each working Chase of the other player's
    Active Pokémon flips a coin."""
    other = game.players[1 - player].active
    if other is None:
        return
    for kind, mod in game.card_of(other).statics:
        if isinstance(mod, Chase) and layer.power_working(game, other, kind) and game.coin("[Chase]", 1 - player):
            amount, types, card = mod.amount, game.types_of(other), game.card_of(slot)
            kind_of = types[0] if types else "Colorless"
            for w_type, value in damage_rules.weakness(game, slot, card):
                if w_type == kind_of:
                    amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
            for r_type, r_value in damage_rules.resistance(game, slot, card):
                if r_type == kind_of:
                    amount += r_value
            if amount > 0:
                combat.put_damage(game, player, 0, slot, amount, "[Chase]")
                game.queue.append(("knockouts",))


@node("xxxxx")
@dataclass(frozen=True, slots=True)
class HiddenPowerUntilTails(Mod):
    """A Power: whenever 1 of your Pokémon with Unown in its name uses its ``attack``, flip a coin until
    you get tails: that attack does ``per`` more damage for each heads (once an attack, however many of
    these are in play; ``AttackSteps`` asks ``xxxxx``)."""

    attack: str = "Hidden Power"
    per: int = 10
    name: str = "[XXXXX]"  # the Power's own name, in its words
    point = "xxxxx"
    label = "xxxxx"

    def words(self, w: Words) -> str:
        return (f"Whenever 1 of your Pokémon with Unown in its name uses its {self.attack} attack, flip a coin until "
                f"you get tails. That attack does {self.per} more damage for each heads. If you have more than 1 "
                f"{w.name} in play, use only 1 {self.name} each turn.")


def hidden_power_more(game: Game, player: int, attacker: Slot, attack_name: str) -> int:
    """The damage one working [XXXXX] of ``player``'s adds to this attack (coins until tails), or 0."""
    if "Unown" not in game.card_of(attacker).name:
        return 0
    for slot in game.players[player].slots():
        for kind, mod in game.card_of(slot).statics:
            if isinstance(mod, HiddenPowerUntilTails) and mod.attack == attack_name \
                    and layer.power_working(game, slot, kind):
                game.emit("power", player, card=slot.top, detail=mod.name)
                heads = 0
                while game.coin(mod.name, player):
                    heads += 1
                return heads * mod.per
    return 0
