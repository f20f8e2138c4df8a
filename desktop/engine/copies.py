"""Copies and records of a game: clone (a running effect is copied too), views that hide what
a player may not know, determinization for search, the state key and saves.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from desktop.engine.cards import CardDB
from desktop.engine.face_down import hidden_slots, sync
from desktop.engine.game_fields import GameFields
from desktop.engine.layer import FACE_DOWN, hand_revealed
from desktop.engine.rng import GameRandom

SAVE_VERSION = 1

if TYPE_CHECKING:
    from desktop.engine.game import Game

# ``Game.from_json``: checks a save and replays it (``save_check.load_game``, which registers itself:
# it is built on ``Game``, and ``desktop/engine/__init__`` imports it)
GAME_LOADERS: list[Callable[..., Game]] = []


class Copies(GameFields):
    """Part of ``Game``: see the module docstring."""

    __slots__ = ()

    # ------------------------------------------------------------------ copies
    def clone(self) -> Game:
        """An independent copy. Cheap: zones are lists of ints; cards and nodes are shared; a
        running effect is copied with its progress."""
        new = cast("Game", type(self).__new__(type(self)))
        new.cards = self.cards
        new.printed = self.printed
        new.split = self.split
        new.rules = self.rules
        new.names = self.names
        new.players = [self.players[0].copy(), self.players[1].copy()]
        new.rng = GameRandom(self.rng.state)
        new.seed = self.seed
        new.turn = self.turn
        new.current = self.current
        new.first = self.first
        new.phase = self.phase
        new.energy_played = self.energy_played
        new.retreats = self.retreats
        new.supporter_played = self.supporter_played
        new.stadium_played = self.stadium_played
        new.stadium_used = self.stadium_used
        new.stadium = self.stadium
        new.resolving = self.resolving[:]
        new.attacked = self.attacked
        new.queue = self.queue[:]
        new.step = self.step
        new.prompt = self.prompt
        new.outcome = self.outcome
        new.history = self.history[:]
        new.deck_ids = self.deck_ids
        new.sudden_death = self.sudden_death
        new.frozen = self.frozen
        new.fixed_first = self.fixed_first
        new.origin = self.origin
        new.scratch = self.scratch
        new.machine = self.machine.copy_for(new) if self.machine is not None else None
        new.lasting = self.lasting
        new.markers = self.markers
        new.static_points = self.static_points
        new._checkpoint = None
        new._since = []
        new._legal = self._legal
        new._legal_set = self._legal_set
        new._events = []
        return new

    def view(self, player: int) -> Game:
        """What ``player`` may know: the opponent's hand, both decks and all Prizes
        are replaced by a canonical arrangement of the hidden cards, so a view
        does not depend on hidden information. The view is for reading and for
        ``determinize``; it records no history."""
        new = self.clone()
        new.history = []
        for owner in (0, 1):
            p = new.players[owner]
            hidden_zones = self._hidden_zones(owner, player)
            face_down = hidden_slots(new, owner, player)  # Lt. Surge's Secret Plan: unknown cards in play
            pool = sorted([u for z in hidden_zones for u in getattr(p, z)] + [s.cards[0] for s in face_down])
            for zone in hidden_zones:
                n = len(getattr(p, zone))
                setattr(p, zone, pool[:n])
                pool = pool[n:]
            for slot in face_down:
                slot.cards[0], pool = pool[0], pool[1:]
        if FACE_DOWN in new.static_points:
            sync(new)
        new.rng = GameRandom(0)
        new._legal = None
        new._legal_set = None
        if new.prompt is not None and new.prompt.player != player:
            new.frozen = True
        return new

    def _hidden_zones(self, owner: int, player: int) -> list[str]:
        """The zones of ``owner``'s that ``player`` cannot see."""
        hand_hidden = owner != player and not hand_revealed(cast("Game", self), owner)
        return ["deck", "prizes", "hand"] if hand_hidden else ["deck", "prizes"]

    def determinize(self, player: int, rng: GameRandom) -> Game:
        """A playable state consistent with ``player``'s view: hidden cards are
        shuffled among the hidden places (OpenSpiel ``resample_from_infostate``)."""
        new = self.view(player)
        for owner in (0, 1):
            p = new.players[owner]
            hidden_zones = self._hidden_zones(owner, player)
            face_down = hidden_slots(new, owner, player)
            pool = [u for z in hidden_zones for u in getattr(p, z)] + [s.cards[0] for s in face_down]
            rng.shuffle(pool)
            for zone in hidden_zones:
                n = len(getattr(p, zone))
                setattr(p, zone, pool[:n])
                pool = pool[n:]
            for slot in face_down:
                slot.cards[0], pool = pool[0], pool[1:]
        if FACE_DOWN in new.static_points:
            sync(new)
        new.rng = GameRandom(rng.next64())
        new.scratch = True  # for search only: its applies keep no checkpoint
        return new

    # ------------------------------------------------------------------ records
    def state_key(self) -> tuple:
        """A hashable summary of the whole state (for replay/consistency checks)."""
        parts: list = [self.turn, self.current, self.phase, self.rng.state, self.energy_played, self.stadium_used,
                       self.retreats, self.attacked, tuple(self.queue), self.step, self.prompt,
                       self.outcome, self.stadium, tuple(self.resolving), self.lasting, self.markers]
        for p in self.players:
            parts.append((tuple(p.deck), tuple(p.hand), tuple(p.discard), tuple(p.prizes),
                          tuple(p.lost), p.mulligans, p.knocked_out_turn, p.attack_ko_turn))
            for s in p.slots():
                parts.append((tuple(s.cards), tuple(s.energy), tuple(s.tools), s.damage, s.rot,
                              s.poison, s.burned, s.entered, s.paralyzed_turn, s.effects, s.held))
        return tuple(parts)

    def to_json(self) -> dict:
        """A save: decks, seed, rules and actions (replayed on load), plus a state key check."""
        return {
            "format": "holofoil-game",
            "version": SAVE_VERSION,
            "rules": self.rules.name,
            "seed": self.seed,
            "names": list(self.names),
            "decks": [list(d) for d in self.deck_ids],
            "first": self.fixed_first,
            "actions": [str(a) for a in self.history],
            "scenario": self.origin,
            "turn": self.turn,
        }

    @classmethod
    def from_json(cls, data: dict, db: CardDB | None = None) -> Game:
        """Rebuild a saved game by replaying it; raises ValueError naming what is wrong."""
        return GAME_LOADERS[0](data, db)
