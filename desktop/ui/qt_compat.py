"""Work-arounds for bugs in the Qt bindings, applied once per process.

PySide6 6.12.0 on Python 3.11 hands out ``None`` (and, on some paths, ``True``
and ``False``) without taking a reference to it: it assumes Python 3.12, where
these objects are immortal. Every ``void`` C++ method call -- ``QPainter.setPen``,
``QFont.setBold``... -- and every empty ``QVariant`` turned into ``None`` drops
``None``'s reference count by one, and after a few thousand calls CPython
aborts with "Fatal Python error: none_dealloc" (or ``bool_dealloc``).
:func:`protect_none` gives these singletons a reference count that can't run
out, which is what Python 3.12 does anyway. The real fix is a PySide6 release
other than 6.12.0 (6.11.3 is fine).
"""

from __future__ import annotations

import ctypes
import sys

_DONE = False
_PLENTY = 1 << 48  # far more references than any program can drop


def needs_none_fix() -> bool:
    """True on CPython < 3.12 with PySide6 6.12.0, where ``void`` methods leak a ``None`` reference."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    try:
        import PySide6
    except ImportError:
        return False
    return PySide6.__version__.startswith("6.12.0")


def protect_none() -> bool:
    """Apply the reference-count fix if this interpreter needs it; True if applied now or before."""
    global _DONE
    if _DONE:
        return True
    if not needs_none_fix():
        return False
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is a PyObject's first field
        refcount.value += _PLENTY
    _DONE = True
    return True
