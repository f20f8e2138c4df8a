"""First start on a bare Linux desktop: a missing X11 library is named in one line (issue #17, item 11)."""

from __future__ import annotations

from desktop.ui import app
from desktop.ui.platform_check import XCB_LIBRARIES, missing_libraries_message, uses_xcb

X11 = {"DISPLAY": ":0"}


def without(*sonames: str):
    return lambda soname: soname not in sonames


def test_a_missing_libxcb_cursor_is_named_with_what_to_install():
    message = missing_libraries_message((), X11, "linux", without("libxcb-cursor.so.0"))
    assert message is not None and "\n" not in message
    assert "libxcb-cursor0" in message and "sudo apt install libxcb-cursor0" in message
    assert "xcb-util-cursor" in message  # Fedora's name for it


def test_every_missing_library_is_in_the_one_line():
    message = missing_libraries_message((), X11, "linux", without("libxcb-cursor.so.0", "libxcb-icccm.so.4"))
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in message and "\n" not in message


def test_nothing_is_said_when_all_is_there_or_qt_will_not_use_x11():
    assert missing_libraries_message((), X11, "linux", lambda _s: True) is None
    missing = without(*XCB_LIBRARIES)
    assert missing_libraries_message((), X11, "win32", missing) is None
    assert missing_libraries_message((), X11, "darwin", missing) is None
    assert missing_libraries_message((), {"QT_QPA_PLATFORM": "offscreen"}, "linux", missing) is None
    assert missing_libraries_message(("-platform", "wayland"), X11, "linux", missing) is None
    assert missing_libraries_message((), {"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"},
                                     "linux", missing) is None


def test_which_platform_qt_will_use():
    assert uses_xcb((), {"DISPLAY": ":0"})
    assert uses_xcb((), {"QT_QPA_PLATFORM": "xcb"})
    assert uses_xcb(("-platform", "xcb"), {"QT_QPA_PLATFORM": "offscreen"})
    assert not uses_xcb((), {"QT_QPA_PLATFORM": "wayland;xcb"})
    assert uses_xcb((), {"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "x11"})


def test_the_app_prints_the_line_and_stops_before_qt(monkeypatch, capsys):
    monkeypatch.setattr(app, "missing_libraries_message", lambda argv: "Holofoil cannot start: install x.")
    monkeypatch.setattr(app, "make_app", lambda argv: (_ for _ in ()).throw(AssertionError("Qt started")))
    assert app.main([]) == 1
    assert capsys.readouterr().err == "Holofoil cannot start: install x.\n"
