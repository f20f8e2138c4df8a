"""Shared helpers of the hostile-file tests (issue #18)."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


class Hung(BaseException):
    """Raised by :func:`no_hang`; not an OSError, so no ``except OSError`` can swallow it."""


@contextlib.contextmanager
def no_hang(seconds: int = 10) -> Iterator[None]:
    """Fail (instead of hanging the run) if the block takes longer than ``seconds`` (POSIX)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(signum, frame):
        raise Hung(f"blocked for {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
