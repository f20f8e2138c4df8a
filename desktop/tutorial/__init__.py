"""The rules tutorial: lessons as data, a runner that plays them on the real engine,
the glossary of rules terms, and per-user progress. Pure Python (no Qt); the screens
live in ``desktop/ui/tutorial``.

    from desktop.tutorial import load_lessons, TutorialRunner
    lesson = load_lessons()[0]
    runner = TutorialRunner(lesson)
    runner.step.text             # what the coach says now
    runner.attempt(action)       # (ok, message): only the step's move is allowed
    runner.next()                # acknowledge an explanation step
"""

from __future__ import annotations

from desktop.tutorial.glossary import Glossary, GlossaryEntry, load_glossary
from desktop.tutorial.lessons import Lesson, LessonError, Step, load_lesson, load_lessons
from desktop.tutorial.progress import ProgressStore
from desktop.tutorial.runner import TutorialRunner

__all__ = [
    "Glossary", "GlossaryEntry", "Lesson", "LessonError", "ProgressStore", "Step", "TutorialRunner",
    "load_glossary", "load_lesson", "load_lessons",
]
