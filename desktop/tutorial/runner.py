"""Play a lesson on the real engine, one step at a time.

The runner owns the lesson's ``Game`` (or is handed one, e.g. the game inside a
table controller) and never changes it except through ``Game.apply``. While an
``expect``/``answer`` step waits, only that move is let through::

    ok, message = runner.attempt(action)
    # ok: the move was made (message: the step's "done" text, may be empty)
    # not ok, legal move: message is the step's wrong_move explanation
    # not ok, illegal move: message is the engine's own reason (game.why_illegal)

Scripted opponent moves and silent checks run by themselves; explanation steps
wait for ``next()``. Progress (last step reached, lessons completed) goes to an
optional ``ProgressStore``.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop.engine.actions import Action
from desktop.engine.events import Event
from desktop.engine.game import Game, IllegalActionError
from desktop.tutorial.lessons import Lesson, LessonError, Step, run_check, step_action, step_matches
from desktop.tutorial.progress import ProgressStore

PLAYER = 0  # the learner sits at the near side of the table

READ_FIRST = "Read the coach's note first, then press Next."
LESSON_OVER = "This lesson is finished. Pick the next lesson, or play it again."
TRY_IT = "First try the move the coach suggests. It's fine if the rules refuse it: that's the point."


class TutorialRunner:
    """Runs ``lesson``: exposes the current step and filters the player's moves."""

    def __init__(self, lesson: Lesson, store: ProgressStore | None = None, game: Game | None = None,
                 resume: bool = False, names: tuple[str, str] | None = None) -> None:
        self.lesson = lesson
        self.store = store
        self.player = PLAYER
        self.names = names
        self.game: Game = game if game is not None else lesson.build_game(names=names)
        self.index = 0
        self.events: list[Event] = []  # every event of the lesson so far
        self.last_events: list[Event] = []  # events of the last call that changed the game
        self.listeners: list[Callable[[TutorialRunner], None]] = []
        # How moves reach the game: a table controller routes them through itself so
        # the table hears about them (it must apply to ``self.game`` and return the events).
        self.applier: Callable[[Action], list[Event]] = lambda action: self.game.apply(action)
        # Told about the new Game when ``restart`` replaces it (before any scripted move).
        self.on_new_game: Callable[[Game], None] | None = None
        self._advance()
        self.last_events = []
        if resume and store is not None:
            self.fast_forward(store.position(lesson.id))

    # ------------------------------------------------------------------ state
    @property
    def step(self) -> Step | None:
        """The step waiting now (None when the lesson is over)."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step_number(self) -> tuple[int, int]:
        """(1-based number of the current step, number of steps)."""
        total = len(self.lesson.steps)
        return min(self.index + 1, total), total

    def expected_action(self) -> Action | None:
        """The concrete move the current step wants (for "show me" and for tests)."""
        step = self.step
        if step is None or not step.waits_for_move:
            return None
        return step_action(self.game, step, self.player)

    def waiting_for_move(self) -> bool:
        step = self.step
        return step is not None and step.waits_for_move

    # ------------------------------------------------------------------ player input
    def attempt(self, action: Action) -> tuple[bool, str]:
        """Try the player's move. Only the current step's move goes through."""
        step = self.step
        self.last_events = []
        if step is None:
            return False, LESSON_OVER
        if not step.waits_for_move:
            return False, READ_FIRST
        game = self.game
        legal = game.is_legal(action)
        if step.blocked:
            if not legal and self.counts_as_try(action):
                # The engine's reason for the move the lesson asked to try (the table may
                # phrase the same try differently, e.g. a Stage 1 dropped on an empty spot).
                reason = game.why_illegal(step_action(game, step, self.player))
                self._go_on()
                return True, reason
            if not legal:
                return False, game.why_illegal(action)
            return False, step.wrong_move or TRY_IT
        if not legal:
            return False, game.why_illegal(action)
        if not step_matches(game, step, self.player, action):
            return False, step.wrong_move
        self._apply(action)
        self._go_on()
        return True, step.done

    def counts_as_try(self, action: Action) -> bool:
        """For a "try it" (blocked) step: ``action`` is the move asked for, or the same card
        played somewhere, or the same kind of move (any retreat, any attack)."""
        step = self.step
        if step is None or not step.blocked:
            return False
        if step_matches(self.game, step, self.player, action):
            return True
        expected = self.expected_action()
        if expected is None or not isinstance(action, Action) or action[0] == "choose":
            return False
        if expected[0] in ("bench", "evolve", "attach", "play"):
            uid = action[1] if len(action) > 1 else None
            return (action[0] in ("bench", "evolve", "attach", "play") and isinstance(uid, int)
                    and 0 <= uid < len(self.game.cards) and self.game.cards[uid].name == step.move.get("card"))
        return action[0] == expected[0]

    def next(self) -> bool:
        """Acknowledge an explanation (or a narrated opponent move or check). Returns
        False if the current step waits for a move instead."""
        step = self.step
        if step is None or not step.waits_for_next:
            return False
        self.last_events = []
        self._go_on()
        return True

    def skip(self) -> str:
        """Do the current step for the player (the coach's "show me"); returns what the
        coach says about it (for a blocked step: the engine's reason)."""
        step = self.step
        self.last_events = []
        if step is None:
            return ""
        if not step.waits_for_move:
            self.next()
            return ""
        action = step_action(self.game, step, self.player)
        if step.blocked:
            reason = self.game.why_illegal(action)
            self._go_on()
            return reason
        ok, message = self.attempt(action)
        if not ok:
            raise LessonError(f"{self.lesson.id} step {self.index + 1}: the lesson's own move was refused: "
                              f"{message}")
        return message

    def fast_forward(self, index: int) -> None:
        """Play the lesson's own moves up to step ``index`` (to resume a saved lesson)."""
        while not self.finished and self.index < index:
            self.skip()

    def restart(self) -> None:
        """Start the lesson again from its first step."""
        self.game = self.lesson.build_game(names=self.names)
        self.index = 0
        self.events = []
        self.last_events = []
        if self.on_new_game is not None:
            self.on_new_game(self.game)
        self._advance()
        if self.store is not None:
            self.store.save_position(self.lesson.id, 0)
        self._notify()

    # ------------------------------------------------------------------ internals
    def _apply(self, action: Action) -> None:
        try:
            events = self.applier(action)
        except IllegalActionError as exc:  # a lesson whose script does not fit its game
            raise LessonError(f"{self.lesson.id} step {self.index + 1}: {exc}") from None
        self.last_events.extend(events)
        self.events.extend(events)

    def _go_on(self) -> None:
        self.index += 1
        self._advance()
        if self.store is not None:
            if self.finished:
                self.store.mark_completed(self.lesson.id)
            else:
                self.store.save_position(self.lesson.id, self.index)
        self._notify()

    def _advance(self) -> None:
        """Run opponent moves and checks until a step waits for the player."""
        while not self.finished:
            step = self.lesson.steps[self.index]
            if step.kind == "opponent":
                if self.game.to_move != 1 - self.player:
                    raise LessonError(f"{self.lesson.id} step {self.index + 1}: it is not the opponent's move")
                self._apply(step_action(self.game, step, 1 - self.player))
            elif step.kind == "check":
                for check in step.checks:
                    failure = run_check(self.game, check, self.player)
                    if failure:
                        raise LessonError(f"{self.lesson.id} step {self.index + 1}: check failed: {failure}")
            elif step.waits_for_move and not step.blocked and self.game.to_move != self.player:
                raise LessonError(f"{self.lesson.id} step {self.index + 1}: the player is not the one to move")
            if step.waits_for_next or step.waits_for_move:
                return
            self.index += 1

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener(self)
