"""Selectors (which Pokémon) and amounts (how much) of the effect language.

Selectors in JSON are a word (``"defending"``, ``"self"``, ``"opp_bench"``...) or an object
with filters (``{"who": "own_all", "type": "Water"}``). Amounts are a number, a count
(``{"per": 10, "count": "damage_counters", "on": "defending"}``) or coins
(``{"heads": 2}``, ``{"heads": "until_tails"}``, ``{"heads": {"count": "energy", "on": "self"}}``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Where, build

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot

WHO = ("defending", "self", "opp_bench", "own_bench", "each_bench", "opp_all", "own_all", "all",
       "own_active", "both_active")


@dataclass(frozen=True, slots=True)
class Selector:
    """Some Pokémon in play, relative to the player whose effect runs."""

    who: str
    type: str = ""  # only Pokémon of this type
    named: str = ""  # only Pokémon with this name
    damaged: bool = False  # only Pokémon with damage counters
    like: str = ""  # "defending": only Pokémon of the Defending Pokémon's type (none if it is Colorless)

    def __post_init__(self) -> None:
        if self.who not in WHO:
            raise ValueError(f"{self.who!r} is not a selector (one of {', '.join(WHO)})")
        if self.like not in ("", "defending"):
            raise ValueError(f"like {self.like!r} must be \"defending\"")

    def resolve(self, m: Machine) -> list[tuple[int, int, Slot]]:
        """``(owner, position, slot)`` of every Pokémon it selects, Active first."""
        game, player = m.game, m.scope.player
        who = self.who
        out: list[tuple[int, int, Slot]] = []
        if who == "defending":
            slot = game.players[1 - player].active
            out = [(1 - player, 0, slot)] if slot is not None else []
        elif who == "self":
            pos = max(m.scope.source_pos, 0)
            slot = game.players[player].slot(pos)
            out = [(player, pos, slot)] if slot is not None else []
        elif who == "own_active":
            slot = game.players[player].active
            out = [(player, 0, slot)] if slot is not None else []
        elif who == "both_active":  # "both Active Pokémon" (Teal Mask Ogerpon ex)
            out = [(pl, 0, s) for pl in (player, 1 - player) if (s := game.players[pl].active) is not None]
        else:
            owners = {"opp_bench": (1 - player,), "own_bench": (player,), "each_bench": (1 - player, player),
                      "opp_all": (1 - player,), "own_all": (player,), "all": (player, 1 - player)}[who]
            bench_only = who.endswith("bench")
            for owner in owners:
                for pos, slot in game.players[owner].in_play():
                    if not (bench_only and pos == 0):
                        out.append((owner, pos, slot))
        if self.type or self.named or self.damaged:
            cards = game.cards
            out = [(o, p, s) for o, p, s in out if (not self.type or self.type in game.types_of(s))
                   and (not self.named or cards[s.top].name == self.named) and (not self.damaged or s.damage)]
        if self.like:
            defender = game.players[1 - player].active
            kind = game.types_of(defender)[0] if defender is not None and game.types_of(defender) else "Colorless"
            out = [] if kind == "Colorless" else [(o, p, s) for o, p, s in out if kind in game.types_of(s)]
        return out

    def words(self, w: Words) -> str:
        base = {
            "defending": w.defending, "self": w.name, "own_active": "your Active Pokémon",
            "opp_bench": "your opponent's Benched Pokémon", "own_bench": "your Benched Pokémon",
            "each_bench": "each player's Benched Pokémon", "opp_all": "your opponent's Pokémon",
            "own_all": "your Pokémon", "all": "each Pokémon in play", "both_active": "both Active Pokémon",
        }[self.who]
        if self.named and self.who == "own_bench":
            return f"your Benched {self.named}"
        if self.named:
            return f"{self.named} you have in play" if self.who == "own_all" else f"{self.named} in play"
        if self.type and self.who.startswith("own"):
            return f"your {self.type} Pokémon"
        return base


def load_selector(value: Any, where: Where) -> Selector:
    if isinstance(value, str):
        value = {"who": value}
    if not isinstance(value, dict):
        raise where.fail(f"expected a selector, got {value!r}")
    return build(Selector, value, where)


# ---------------------------------------------------------------- amounts
class Amount:
    """How much: evaluated when the node that holds it runs (coins are flipped then)."""

    def value(self, m: Machine) -> int:
        raise NotImplementedError

    def words(self, w: Words) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Const(Amount):
    n: int

    def value(self, m: Machine) -> int:
        return self.n

    def words(self, w: Words) -> str:
        return str(self.n)


COUNTS = ("energy_cards", "special_energy_cards", "energy", "damage_counters", "pokemon", "benched", "extra_energy",
          "discarded", "prizes_taken", "tools", "with_attack", "own_prizes_taken", "opp_hand", "retreat_cost",
          "discard_energy_types")


@dataclass(frozen=True, slots=True)
class Count(Amount):
    """``per`` times the number of things counted (at most ``max`` of them)."""

    count: str
    on: Selector | None = None
    type: str = ""  # Energy of this type only
    attack: str = ""  # "with_attack": Pokémon that have an attack of this name (Round)
    per: int = 1
    max: int = 0  # 0: no limit

    def __post_init__(self) -> None:
        if self.count not in COUNTS:
            raise ValueError(f"{self.count!r} is not something to count (one of {', '.join(COUNTS)})")

    def value(self, m: Machine) -> int:
        game = m.game
        selected = self.on.resolve(m) if self.on is not None else []
        n = 0
        if self.count == "energy_cards" and self.type:  # "Fighting Energy cards attached to ..."
            n = sum(1 for _o, _p, s in selected for u in s.energy if self.type in game.cards[u].provides)
        elif self.count == "energy_cards":
            n = sum(len(s.energy) for _o, _p, s in selected)
        elif self.count == "special_energy_cards":
            n = sum(1 for _o, _p, s in selected for u in s.energy if not game.cards[u].is_basic_energy)
        elif self.count == "energy":
            for _o, _p, s in selected:
                units = game.energy_units(s)
                n += sum(1 for u in units if not self.type or u == self.type)
        elif self.count == "damage_counters":
            n = sum(s.damage // 10 for _o, _p, s in selected)
        elif self.count == "pokemon":
            n = len(selected)
        elif self.count == "tools":
            n = sum(len(s.tools) for _o, _p, s in selected)
        elif self.count == "with_attack":
            n = sum(1 for _o, _p, s in selected if any(a.name == self.attack for a in game.card_of(s).attacks))
        elif self.count == "benched":
            n = len(game.players[m.scope.player].bench)
        elif self.count == "prizes_taken":  # Prize cards the opponent has taken so far
            n = max(0, game.rules.prizes - len(game.players[1 - m.scope.player].prizes))
        elif self.count == "own_prizes_taken":  # Prize cards this player has taken so far
            n = max(0, game.rules.prizes - len(game.players[m.scope.player].prizes))
        elif self.count == "opp_hand":  # cards in the opponent's hand
            n = len(game.players[1 - m.scope.player].hand)
        elif self.count == "retreat_cost":  # Colorless in the Defending Pokémon's Retreat Cost
            defender = game.players[1 - m.scope.player].active
            n = game.retreat_cost(defender) if defender is not None else 0
        elif self.count == "discard_energy_types":  # types of basic Energy card in this player's discard pile
            n = len({t for u in game.players[m.scope.player].discard if game.cards[u].is_basic_energy
                     for t in game.cards[u].provides})
        elif self.count == "discarded":  # Energy cards an earlier node of this effect discarded
            n = int(m.scope.get("discarded", 0))
        elif self.count == "extra_energy":
            from desktop.engine.energy import extra_units

            attacker = m.attacker
            if attacker is not None and m.scope.attack is not None:
                n = extra_units(game.energy_units(attacker), m.scope.attack.cost, self.type)
        if self.max:
            n = min(n, self.max)
        return n * self.per


@dataclass(frozen=True, slots=True)
class Heads(Amount):
    """The number of heads: of ``coins`` coins, of as many coins as ``of`` counts, or flipping
    until tails. ``per`` multiplies it."""

    coins: int = 0
    of: Count | None = None
    until_tails: bool = False
    per: int = 1
    each: bool = False  # classic words: "Flip a coin for each of your Pokémon in play (including this one)."
    you_get: bool = False  # words: "... times the number of heads you get." (Needle Storm)

    def value(self, m: Machine) -> int:
        game, player, source = m.game, m.scope.player, m.scope.source
        heads = 0
        if self.until_tails:
            while game.coin(source, player):
                heads += 1
        else:
            n = self.of.value(m) if self.of is not None else self.coins
            heads = sum(game.coin(source, player) for _ in range(n))
        return heads * self.per


def load_amount(value: Any, where: Where) -> Amount:
    if type(value) is int:
        return Const(value)
    if not isinstance(value, dict):
        raise where.fail(f"expected an amount (a number or an object), got {value!r}")
    if "heads" in value:
        heads = value["heads"]
        rest = {k: v for k, v in value.items() if k != "heads"}
        if heads == "until_tails":
            return build(Heads, {**rest, "until_tails": True}, where)
        if type(heads) is int:
            return build(Heads, {**rest, "coins": heads}, where)
        if isinstance(heads, dict):
            return Heads(of=build(Count, heads, where.at("heads")), per=rest.get("per", 1),
                         each=bool(rest.get("each", False)))
        raise where.at("heads").fail(f"expected a number of coins, \"until_tails\" or a count, got {heads!r}")
    return build(Count, value, where)
