"""The fields of a ``Game``, declared once with their types for the mixins that make it up.

``Game`` (``game.py``) keeps its state in the ``__slots__`` declared here, for speed; its parts (setup steps,
turn steps, legality, copies) are mixins that read and write that state. Each mixin derives
from ``GameFields`` so the type checker knows every field and the few methods one part calls
on another. Annotations without values create no class attributes, so the slots still work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop.engine.actions import Action
    from desktop.engine.cards import CardDef
    from desktop.engine.events import Event
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.mods import Mod
    from desktop.engine.game import Game
    from desktop.engine.prompts import Prompt
    from desktop.engine.rng import GameRandom
    from desktop.engine.rules import Rules
    from desktop.engine.state import Player, Slot
    from desktop.engine.turn_steps import Outcome

Step = tuple[Any, ...]  # a queued game step: ("name", *arguments)


class GameFields:
    """The state of a game and the methods its parts share."""

    __slots__ = (
        "cards", "printed", "split", "rules", "names", "players", "rng", "seed", "turn", "current", "first",
        "phase", "energy_played", "retreats", "supporter_played", "stadium_played", "stadium_used", "stadium",
        "queue", "step", "prompt", "outcome", "history", "deck_ids", "sudden_death", "attacked",
        "machine", "lasting", "markers", "static_points", "_checkpoint", "_since", "_legal", "_legal_set", "_events",
        "frozen", "fixed_first", "resolving", "origin", "scratch",
    )

    cards: tuple[CardDef, ...]  # by uid; a face-down card's is a stand-in (``face_down.py``)
    printed: tuple[CardDef, ...]  # by uid, the printed cards (``cards`` itself when nothing is face down)
    split: int  # cards[:split] are player 0's, the rest player 1's
    rules: Rules
    names: tuple[str, ...]
    players: list[Player]
    rng: GameRandom
    seed: int
    turn: int
    current: int
    first: int
    phase: str
    energy_played: bool
    retreats: int
    supporter_played: bool
    stadium_played: bool
    stadium_used: int  # times the current player used the Stadium in play this turn
    stadium: int  # the Stadium in play, or -1
    queue: list[Step]
    step: Step | None  # the step waiting for the open prompt's answer
    prompt: Prompt | None
    outcome: Outcome | None
    history: list[Action]
    deck_ids: tuple[tuple[str, ...], ...]
    sudden_death: bool
    attacked: bool
    machine: Machine | None
    lasting: tuple[tuple[int, int, Mod], ...]  # (player, until turn, modifier)
    markers: tuple[tuple[int, str], ...]
    static_points: frozenset[str]
    _checkpoint: Game | None
    _since: list[Action]
    _legal: list[Action] | None
    _legal_set: frozenset[Action] | None
    _events: list[Event]
    frozen: bool
    fixed_first: int | None
    resolving: list[int]
    origin: dict[str, Any] | None
    scratch: bool  # a determinized copy for search: apply() keeps no checkpoint (see Game.apply)

    if TYPE_CHECKING:
        # Defined in game.py or another part; declared here for the type checker only.
        def emit(self, kind: str, player: int = -1, card: int = -1, src: str = "", dst: str = "", pos: Any = -1,
                 amount: int = 0, detail: str = "") -> None: ...
        def coin(self, reason: str = "", player: int = -1) -> bool: ...
        def draw(self, player: int, count: int = 1) -> int: ...
        def shuffle_deck(self, player: int) -> None: ...
        def owner(self, uid: int) -> int: ...
        def discard_from_hand(self, uid: int) -> None: ...
        def discard_card(self, uid: int, src: str, pos: int = -1, knocked_out: bool = False) -> None: ...
        def _ask(self, step: Step, prompt: Prompt) -> None: ...
        def _reset_table(self, first: int | None) -> None: ...
        def _new_turn_flags(self) -> None: ...
        def _step_next_turn(self) -> None: ...
        def is_first_turn(self) -> bool: ...
        def first_turn_attacks(self, slot: Slot) -> set[int]: ...
        def asleep_attacks(self, slot: Slot) -> set[int]: ...
        def queue_triggers(self, uid: int, point: str, player: int, pos: int) -> None: ...
        def card_of(self, slot: Slot) -> CardDef: ...
        def clone(self) -> Game: ...
