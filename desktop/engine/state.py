"""Mutable game state: players, zones and the Pokémon in play.

Cards are plain integers (uids) indexing the game's table of ``CardDef``; zones
are lists of uids. Each class has a hand-written ``copy()`` so cloning a game
copies lists of ints and a few small objects, never card definitions.
"""

from __future__ import annotations

# Rotation-type Special Conditions are mutually exclusive (the card is turned).
NONE, ASLEEP, PARALYZED, CONFUSED = 0, 1, 2, 3
ROTATION_NAMES = {NONE: "", ASLEEP: "Asleep", PARALYZED: "Paralyzed", CONFUSED: "Confused"}
ROTATION_DEGREES = {NONE: 0, ASLEEP: -90, PARALYZED: 90, CONFUSED: 180}

FOREVER = 1 << 30

ACTIVE = 0  # position 0 is the Active Spot; 1..5 are Bench spots
MOVED_TO_ACTIVE = "moved_to_active"  # an Effect kind: this Pokémon moved from the Bench to the Active Spot


class Effect(tuple):
    """An effect with a duration on a Pokémon: (kind, until_turn, value, survives_bench).

    ``until_turn`` is the last turn number during which it applies; it is removed at
    the end of that turn. Attack effects end when the Pokémon leaves the Active Spot
    or evolves unless ``survives_bench`` is set.
    """

    __slots__ = ()

    def __new__(cls, kind: str, until: int, value=None, survives_bench: bool = False):
        return tuple.__new__(cls, (kind, until, value, survives_bench))

    kind = property(lambda self: self[0])
    until = property(lambda self: self[1])
    value = property(lambda self: self[2])
    survives_bench = property(lambda self: self[3])


def affected(slot: Slot) -> bool:
    """Whether effects are on this Pokémon beyond the core's own mark ``MOVED_TO_ACTIVE``, which the
    rules layer never reads (only the nodes that ask for it do): the layer's queries and the rule
    points asked for a Pokémon with effects skip one that has only that mark (the hot path: every
    new Active Pokémon has it for the rest of the turn)."""
    effects = slot.effects
    return bool(effects) and (len(effects) > 1 or effects[0][0] != MOVED_TO_ACTIVE)


class Slot:
    """A Pokémon in play: its card stack (Basic first), attachments and status."""

    __slots__ = (
        "cards", "energy", "tools", "damage", "rot", "poison", "burned",
        "entered", "paralyzed_turn", "effects", "held",
    )

    def __init__(self, card: int, turn: int) -> None:
        self.cards: list[int] = [card]
        self.energy: list[int] = []
        self.tools: list[tuple[int, int]] = []  # (uid, discard at end of this turn; 0 = stays)
        self.damage = 0  # in HP (10 per damage counter)
        self.rot = NONE
        self.poison = 0  # damage per Checkup while Poisoned; 0 = not Poisoned
        self.burned = False
        self.entered = turn  # turn it came into play or last evolved
        self.paralyzed_turn = 0
        self.effects: tuple[Effect, ...] = ()
        self.held: tuple[int, ...] = ()  # other cards attached by a Power, oldest first (Shapeshift's Evolution cards)

    @property
    def top(self) -> int:
        return self.cards[-1]

    def copy(self) -> Slot:
        new = Slot.__new__(Slot)
        new.cards = self.cards[:]
        new.energy = self.energy[:]
        new.tools = self.tools[:]
        new.damage = self.damage
        new.rot = self.rot
        new.poison = self.poison
        new.burned = self.burned
        new.entered = self.entered
        new.paralyzed_turn = self.paralyzed_turn
        new.effects = self.effects
        new.held = self.held
        return new

    def has_effect(self, kind: str) -> bool:
        return any(e[0] == kind for e in self.effects)

    def effect_value(self, kind: str, default=None):
        for e in self.effects:
            if e[0] == kind:
                return e[2]
        return default

    def add_effect(self, effect: Effect) -> None:
        self.effects = tuple(e for e in self.effects if e[0] != effect[0]) + (effect,)

    def end_attack_effects(self) -> None:
        """Effects of attacks on it end (it moved to the Bench or evolved); marks that last
        while it is in play stay."""
        self.effects = tuple(e for e in self.effects if e[3])

    def all_cards(self) -> list[int]:
        out = self.cards + self.energy + [t for t, _ in self.tools]
        if self.held:
            out += self.held
        return out

    def attached(self) -> list[int]:
        """The cards attached to it (not its own stack): Energy, Tools and held cards."""
        return self.energy + [t for t, _ in self.tools] + list(self.held)

    def to_json(self) -> dict:
        return {
            "cards": self.cards, "energy": self.energy, "tools": [list(t) for t in self.tools],
            "damage": self.damage, "rot": self.rot, "poison": self.poison, "burned": self.burned,
            "entered": self.entered, "paralyzed_turn": self.paralyzed_turn,
            "effects": [list(e) for e in self.effects], "held": list(self.held),
        }

    @classmethod
    def from_json(cls, data: dict) -> Slot:
        new = cls(data["cards"][0], data["entered"])
        new.cards = list(data["cards"])
        new.energy = list(data["energy"])
        new.tools = [tuple(t) for t in data["tools"]]
        new.damage, new.rot, new.poison = data["damage"], data["rot"], data["poison"]
        new.burned, new.paralyzed_turn = data["burned"], data["paralyzed_turn"]
        new.effects = tuple(Effect(k, u, _tuplify(v), s) for k, u, v, s in data["effects"])
        new.held = tuple(data.get("held", ()))
        return new


def _tuplify(value):
    return tuple(_tuplify(v) for v in value) if isinstance(value, list) else value


class Player:
    """One player's zones. ``active`` is None only during setup or after a Knock Out."""

    __slots__ = ("deck", "hand", "discard", "prizes", "lost", "active", "bench", "mulligans", "knocked_out_turn",
                 "attack_ko_turn")

    def __init__(self) -> None:
        self.deck: list[int] = []  # index -1 is the top card
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.prizes: list[int] = []
        self.lost: list[int] = []
        self.active: Slot | None = None
        self.bench: list[Slot] = []
        self.mulligans = 0
        self.knocked_out_turn = 0  # the last turn one of this player's Pokémon was Knocked Out
        self.attack_ko_turn = 0  # ... Knocked Out by an attack (not at Pokémon Checkup or by an Ability)

    def copy(self) -> Player:
        new = Player.__new__(Player)
        new.deck = self.deck[:]
        new.hand = self.hand[:]
        new.discard = self.discard[:]
        new.prizes = self.prizes[:]
        new.lost = self.lost[:]
        new.active = self.active.copy() if self.active is not None else None
        new.bench = [s.copy() for s in self.bench]
        new.mulligans = self.mulligans
        new.knocked_out_turn = self.knocked_out_turn
        new.attack_ko_turn = self.attack_ko_turn
        return new

    def slot(self, pos: int) -> Slot | None:
        """Position 0 is the Active Spot, 1..5 the Bench."""
        if pos == ACTIVE:
            return self.active
        if 1 <= pos <= len(self.bench):
            return self.bench[pos - 1]
        return None

    def at(self, pos: int) -> Slot:
        """The Pokémon at ``pos``, which the caller knows is there (a legal action named it)."""
        slot = self.active if pos == ACTIVE else self.bench[pos - 1] if 1 <= pos <= len(self.bench) else None
        if slot is None:
            raise LookupError(f"no Pokémon at position {pos}")
        return slot

    def in_play(self) -> list[tuple[int, Slot]]:
        out = [(0, self.active)] if self.active is not None else []
        out.extend(zip(range(1, len(self.bench) + 1), self.bench, strict=True))  # in C: this is a hot path
        return out

    def slots(self) -> list[Slot]:
        return ([self.active] if self.active is not None else []) + self.bench

    def has_pokemon(self) -> bool:
        return self.active is not None or bool(self.bench)

    def all_cards(self) -> list[int]:
        out = self.deck + self.hand + self.discard + self.prizes + self.lost
        for s in self.slots():
            out += s.all_cards()
        return out

    def to_json(self) -> dict:
        return {
            "deck": self.deck, "hand": self.hand, "discard": self.discard, "prizes": self.prizes,
            "lost": self.lost, "active": self.active.to_json() if self.active else None,
            "bench": [s.to_json() for s in self.bench], "mulligans": self.mulligans,
            "knocked_out_turn": self.knocked_out_turn, "attack_ko_turn": self.attack_ko_turn,
        }

    @classmethod
    def from_json(cls, data: dict) -> Player:
        new = cls()
        for zone in ("deck", "hand", "discard", "prizes", "lost"):
            setattr(new, zone, list(data[zone]))
        new.active = Slot.from_json(data["active"]) if data["active"] else None
        new.bench = [Slot.from_json(s) for s in data["bench"]]
        new.mulligans = data["mulligans"]
        new.knocked_out_turn = int(data.get("knocked_out_turn", 0))
        new.attack_ko_turn = int(data.get("attack_ko_turn", 0))
        return new
