"""The user's card art, decoded off the GUI thread.

Once ``install()`` has run (the face store and the deck editor's images do it when
they are made), a face never decodes art itself (``desktop.render.art``):
art not decoded yet is handed to the loader, one worker thread decodes it (a
12,000 x 12,000 picture is refused from its header; a big one takes a fraction
of a second), and ``artReady(card id)`` tells the views to draw that card's face
again. Until then the face shows the generated art. ``problem(text)`` says, once
per file, why an art file is not used; ``check_folder`` looks at every file's
header in the background (at start-up), so the player hears of a bad file before
its card is shown::

    loader().problem.connect(window.notify)
    loader().check_folder()
"""

from __future__ import annotations

import contextlib
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Carries "done" from the worker thread to the GUI thread (a queued signal)."""

    decoded = Signal(str)  # the art file just decoded (or refused)
    checked = Signal()  # the art folder's headers were read


class _Decode(QRunnable):
    """Decode one art file (``desktop.render.art.decode_art``) on the loader's thread."""

    def __init__(self, path: Path, relay: _Relay) -> None:
        super().__init__()
        self.path, self.relay = path, relay

    def run(self) -> None:
        from desktop.render import art

        try:
            art.decode_art(self.path)
        except Exception:  # noqa: BLE001 - a bad file must not end the thread; the face keeps its own art
            log.exception("card art %s could not be decoded", self.path)
        with contextlib.suppress(RuntimeError):  # the application is gone
            self.relay.decoded.emit(str(self.path))


class _Check(QRunnable):
    """Read the header of every file in the art folder."""

    def __init__(self, relay: _Relay) -> None:
        super().__init__()
        self.relay = relay

    def run(self) -> None:
        from desktop.render import art

        try:
            art.check_art_folder()
        except Exception:  # noqa: BLE001 - an unreadable folder is simply not checked
            log.exception("the card art folder could not be checked")
        with contextlib.suppress(RuntimeError):
            self.relay.checked.emit()


class ArtLoader(QObject):
    """Decodes card art on one worker thread; lives on the GUI thread."""

    artReady = Signal(str)  # noqa: N815 - a card id whose art was decoded (or refused): draw its face again
    problem = Signal(str)  # why an art file is not used (once per file)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one picture in memory at a time
        self._lock = threading.Lock()
        self._waiting: dict[Path, set[str]] = {}  # art file being decoded -> the cards that wait for it
        self._told: set[tuple[Path, str]] = set()  # the problems already reported
        self._relay = _Relay(self)
        self._relay.decoded.connect(self._decoded)
        self._relay.checked.connect(self._report)

    def request(self, card: CardDef, path: Path) -> None:
        """Have ``path`` (``card``'s art) decoded; ``artReady(card.id)`` follows. Any thread may call this."""
        with self._lock:
            cards = self._waiting.get(path)
            if cards is not None:
                cards.add(card.id)
                return
            self._waiting[path] = {card.id}
        self._pool.start(_Decode(path, self._relay))

    def check_folder(self) -> None:
        """Read every art file's header in the background; ``problem`` says what can't be used."""
        self._pool.start(_Check(self._relay))

    def busy(self) -> bool:
        """Art is being decoded or waits to be."""
        with self._lock:
            return bool(self._waiting)

    def wait_done(self, timeout_ms: int = 10_000) -> bool:
        """Block until the worker is idle (tests); the results arrive with the next events."""
        return self._pool.waitForDone(timeout_ms)

    def _decoded(self, path_text: str) -> None:
        with self._lock:
            cards = self._waiting.pop(Path(path_text), set())
        self._report()
        for card_id in sorted(cards):
            self.artReady.emit(card_id)

    def _report(self) -> None:
        from desktop.render import art

        for path, text in art.art_problem_files().items():
            if (path, text) not in self._told:
                self._told.add((path, text))
                self.problem.emit(text)


_loader: ArtLoader | None = None


def loader() -> ArtLoader:
    """The application's art loader (made on first use, on the GUI thread; not installed by this)."""
    global _loader
    if _loader is None:
        _loader = ArtLoader(QCoreApplication.instance())
    return _loader


def install() -> ArtLoader:
    """From now on card art is decoded by the loader, never while a face is drawn; returns it."""
    from desktop.render import art

    found = loader()
    art.set_art_loader(found.request)
    return found
