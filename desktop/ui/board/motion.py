"""Animating item properties (position, rotation, opacity) with QPropertyAnimation.

``animate(item, b"pos", value, ms)`` replaces any running animation of that
property; with animations off (tests) or ``ms == 0`` the value is set at once.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEasingCurve, QObject, QPropertyAnimation

_enabled = True


def set_enabled(enabled: bool) -> None:
    """Turn all board animations on or off (off: every change is immediate)."""
    global _enabled
    _enabled = enabled


def enabled() -> bool:
    return _enabled


def animate(item: QObject, prop: bytes, value: object, ms: int = 220) -> QPropertyAnimation | None:
    """Move ``item``'s property ``prop`` to ``value`` over ``ms`` milliseconds."""
    running: dict[bytes, QPropertyAnimation] = item.__dict__.setdefault("_animations", {})
    old = running.pop(prop, None)
    if old is not None:
        old.stop()
    if not _enabled or ms <= 0:
        item.setProperty(prop.decode(), value)
        return None
    # One animation per item and property, reused: a card moves many times a game, and a new
    # QPropertyAnimation each time would cost time on every move and stay alive with the card.
    kept: dict[bytes, QPropertyAnimation] = item.__dict__.setdefault("_animators", {})
    anim = kept.get(prop)
    if anim is None:
        anim = kept[prop] = QPropertyAnimation(item, QByteArray(prop), item)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: running.pop(prop, None) if running.get(prop) is anim else None)
    anim.setDuration(ms)
    anim.setEndValue(value)  # it starts from the property's value now (no start value is ever set)
    running[prop] = anim
    anim.start()
    return anim


def is_animating(item: QObject) -> bool:
    """True while any animation started by ``animate`` runs on ``item``."""
    return bool(item.__dict__.get("_animations"))


def finish(item: QObject) -> None:
    """Jump every running animation of ``item`` to its end (e.g. before a screenshot)."""
    running: dict[bytes, QPropertyAnimation] = item.__dict__.get("_animations", {})
    for prop, anim in list(running.items()):
        end = anim.endValue()
        anim.stop()
        running.pop(prop, None)
        item.setProperty(prop.decode(), end)
