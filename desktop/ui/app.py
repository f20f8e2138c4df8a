"""``holofoil``: open the desktop table.

Only Qt and the shell are imported at start; the cards, the table and the AI are
loaded when a game starts, so the window appears quickly (the card renderer is
imported on a worker thread at start, which checks the user's card art files).
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

from desktop import userfiles
from desktop.ui import art_loader, palette
from desktop.ui.main_window import MainWindow
from desktop.ui.platform_check import missing_libraries_message
from desktop.ui.qt_guard import guard_none_refcount
from desktop.ui.settings import load_settings

# How long a thread may keep the GIL while another waits for it (Python's default: 5 ms). The
# computer thinks, faces are drawn and saves are written on worker threads; each time the GUI
# thread re-enters Python (a paint, a timer, a slot) it may wait this long for the GIL, so
# with the default a repaint can wait 5 ms several times over while the computer thinks.
GIL_SWITCH_INTERVAL = 0.0005


def make_app(argv: list[str]) -> QApplication:
    """The QApplication (the existing one, in tests)."""
    guard_none_refcount()  # PySide6 6.12.0 on Python 3.11 wears out None's refcount in long sessions
    sys.setswitchinterval(min(sys.getswitchinterval(), GIL_SWITCH_INTERVAL))
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "holofoil", *argv])
    assert isinstance(app, QApplication)  # widgets need a QApplication (not a bare QCoreApplication)
    app.setApplicationName("Holofoil")
    app.setApplicationDisplayName("Holofoil")
    app.setOrganizationName("Holofoil")
    palette.apply(app)
    return app


def open_main_window() -> MainWindow:
    """Load the settings (reporting a bad file), build the window and show it."""
    userfiles.clean_stale_temps()  # left by a save that was killed half-way
    settings, problem = load_settings()
    window = MainWindow(settings)
    if settings.maximized:
        window.showMaximized()
    else:
        window.show()
    if problem:
        window.notify(problem)
    art = art_loader.loader()  # (installed by the first view that draws faces)
    art.problem.connect(window.notify)  # an art file that is not used, and why
    art.check_folder()  # every file's header, in the background (the renderer is imported there too)
    return window


def main(argv: list[str]) -> int:
    """Run the app until the window closes; returns the exit status."""
    parser = argparse.ArgumentParser(prog="holofoil", description="Open the Holofoil desktop table.")
    parser.parse_known_args(argv)  # --help; Qt options (e.g. -platform) pass through
    problem = missing_libraries_message(argv)
    if problem:  # Qt would abort with a page about its "xcb" plugin: say what to install instead
        print(problem, file=sys.stderr)
        return 1
    app = make_app(argv)
    window = open_main_window()
    window.raise_()
    return int(app.exec())
