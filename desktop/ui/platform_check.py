"""Before Qt starts on Linux: are the system libraries of Qt's X11 platform plugin there?

A bare Linux desktop often lacks some of them (above all ``libxcb-cursor0``, needed
since Qt 6.5), and then Qt aborts with a long message about the "xcb" plugin.
``missing_libraries_message`` names the packages to install in one line instead.
No Qt is imported here: the check runs before the ``QApplication`` exists.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping, Sequence

# The libraries libqxcb.so loads that are not in the PySide6 wheel: (Debian/Ubuntu package, Fedora package).
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
}


def can_load(soname: str) -> bool:
    """True if the dynamic loader finds ``soname``."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(argv: Sequence[str], env: Mapping[str, str]) -> bool:
    """Will Qt pick its X11 ("xcb") platform plugin first? (``-platform``, QT_QPA_PLATFORM, the session)"""
    chosen = ""
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            chosen = argv[i + 1]
        elif arg.startswith(("-platform=", "--platform=")):
            chosen = arg.split("=", 1)[1]
    chosen = chosen or env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    wayland = env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE", "wayland") == "wayland"
    return not wayland


def missing_libraries_message(argv: Sequence[str] = (), env: Mapping[str, str] | None = None,
                              platform: str | None = None,
                              loadable: Callable[[str], bool] = can_load) -> str | None:
    """One line saying what to install if Qt's X11 plugin would fail to load; None if all is well."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") or not uses_xcb(argv, env):
        return None
    missing = [packages for soname, packages in XCB_LIBRARIES.items() if not loadable(soname)]
    if not missing:
        return None
    debian = [d for d, _f in missing]
    fedora = list(dict.fromkeys(f for _d, f in missing))
    plural = len(missing) > 1
    return (f"Holofoil cannot start: Qt's X11 platform plugin needs the system "
            f"librar{'ies' if plural else 'y'} {', '.join(debian)}. Install {'them' if plural else 'it'} "
            f"with: sudo apt install {' '.join(debian)} (Fedora: sudo dnf install {' '.join(fedora)})")
