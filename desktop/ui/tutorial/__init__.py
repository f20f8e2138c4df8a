"""The tutorial screens: the lesson list, a lesson on the real table with its coach, and
the searchable rules reference (glossary).

The shell needs one widget: ``TutorialPage`` (the list and the lesson view in a stack,
with ``backRequested`` to leave). The parts are usable on their own:
``TutorialScreen`` (list, ``lessonRequested(str)``), ``LessonView`` (one lesson) and
``GlossaryDialog``.
"""
