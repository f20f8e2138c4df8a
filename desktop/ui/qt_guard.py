"""A guard against a PySide6 reference-count bug that kills long sessions.

PySide6/shiboken6 6.12.0 on Python 3.11 returns ``None`` from every void method
(``setText``, ``setPos``, ``QPainter.drawRect``...) without taking a reference,
so each call lowers ``None``'s reference count by one; after some tens of
thousands of calls Python aborts with "none_dealloc: deallocating None".
``Signal.emit`` does the same to ``True`` ("bool_dealloc").
Python 3.12+ is immune (``None`` is immortal there) and 6.11.x is not affected.

``guard_none_refcount()`` measures the leak with a harmless probe and, only if
it is present, gives ``None`` (and ``True``/``False``) a reference count so large it cannot run out
(what Python 3.12 does for immortal objects). The real fix is a dependency
pin (``PySide6-Essentials!=6.12.0``) or Python 3.12+.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 48
_guarded = False


def leaking_constants() -> list[object]:
    """The constants (``None``, ``True``) whose count PySide6 calls lower here."""
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtGui import QColor

    class _Probe(QObject):
        ping = Signal()

    color, probe = QColor(), _Probe()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(16):
        color.setAlpha(255)  # a void method: returns None
        probe.ping.emit()  # returns True
    after = sys.getrefcount(None), sys.getrefcount(True)
    return [const for const, b, a in zip((None, True), before, after, strict=True) if a < b]


def guard_none_refcount() -> bool:
    """Protect this process from the leak if it has it; returns True if a guard was applied."""
    global _guarded
    if _guarded or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    leaking = leaking_constants()
    if leaking:
        leaking.append(False)  # same code path as True; cheap insurance
    for const in leaking:
        ctypes.c_ssize_t.from_address(id(const)).value += _HEADROOM
    _guarded = bool(leaking)
    return _guarded
