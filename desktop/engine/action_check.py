"""Is a value an action at all? The shape check at the top of ``Game.apply``.

Actions are tuples, and tuples compare and hash by their items only: ``Attack(1.0)``,
``Attack(True)``, a plain ``("attack", 1)`` and even ``Retreat`` holding
``("attack", 1)`` all equal the legal ``Attack(1)``, so a legality check by lookup
alone would apply them (and a float uid breaks the save later), while an
unhashable field raises TypeError from the lookup itself. ``check_action`` refuses
anything that is not exactly one of the action classes, with its verb, its number
of fields and the exact field types (``type(x) is int``: no bools, floats or int
subclasses); a ``Choose`` answer must have the type of one of the open prompt's
options. It runs on every ``apply``, so it is a dict lookup and a short loop.
"""

from __future__ import annotations

from desktop.engine.actions import ACTION_TYPES, NONE_TYPE, Choose, type_names
from desktop.engine.errors import IllegalActionError, describe
from desktop.engine.prompts import Prompt

# class -> (verb, number of items, allowed types of each field)
_SHAPES = {cls: (cls.verb, len(cls.fields) + 1, cls.field_types) for cls in ACTION_TYPES.values()}


def check_action(action, prompt: Prompt | None = None) -> None:
    """Raise IllegalActionError unless ``action`` is a well-formed action (for ``prompt``,
    the open prompt, if any). Says nothing about whether the rules allow it now."""
    shape = _SHAPES.get(type(action))
    if shape is None:
        raise IllegalActionError(f"not an action: {describe(action)}")
    verb, size, types = shape
    if len(action) != size:
        raise IllegalActionError(f"not an action: {describe(action)} has {len(action) - 1} field(s); "
                                 f"{type(action).__name__} has {size - 1}")
    head = action[0]
    if head is not verb and (type(head) is not str or head != verb):
        raise IllegalActionError(f"not an action: {describe(action)} does not start with {verb!r}")
    for i in range(1, size):
        if type(action[i]) not in types[i - 1]:
            cls = type(action)
            raise IllegalActionError(f"not an action: {describe(action)}: {cls.fields[i - 1]} must be "
                                     f"{type_names(types[i - 1])}, not {describe(action[i])}")
    if prompt is not None and type(action) is Choose:
        _check_answer(action[1], prompt)


def _check_answer(value, prompt: Prompt) -> None:
    kind = type(value)
    if kind is NONE_TYPE and prompt.optional:
        return
    options = prompt.options
    if options and type(options[0]) is kind:  # options are all of one type, as a rule
        return
    kinds = {type(o) for o in options}
    if kind in kinds:
        return
    if prompt.optional:
        kinds.add(NONE_TYPE)
    expected = type_names(kinds) or "nothing"
    raise IllegalActionError(f"That is not one of the choices for: {prompt.text} (the answer is "
                             f"{expected}, not {describe(value)})")
