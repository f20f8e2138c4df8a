"""User-supplied card art: ``<user data dir>/art/<set_id>-<number>.png`` (or .jpg/.jpeg).

The user data dir is ``$HOLOFOIL_HOME`` when set, else platformdirs' user data
dir for "holofoil". A picture found there replaces the generated art box.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import platformdirs
from PIL import Image, ImageOps

from desktop.engine.cards import CardDef

ART_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
# The art box is a few hundred pixels wide: a bigger picture only costs time and memory
# (12,000 x 12,000 took 5 s and 1.3 GB per face size), so it is refused unread.
MAX_ART_PIXELS = 4096 * 4096
log = logging.getLogger(__name__)
_problems: dict[Path, str] = {}  # art file -> why it is not used (faces are drawn on worker threads)
_problems_lock = threading.Lock()


def user_data_dir() -> Path:
    """Holofoil's per-user data folder (``$HOLOFOIL_HOME`` overrides)."""
    home = os.environ.get("HOLOFOIL_HOME", "").strip()
    if home:
        return Path(home).expanduser()
    return Path(platformdirs.user_data_dir("holofoil", appauthor=False))


def user_art_dir() -> Path:
    """The folder where a user may drop replacement art (need not exist)."""
    return user_data_dir() / "art"


def user_cache_dir() -> Path:
    """Holofoil's per-user cache folder: ``$HOLOFOIL_HOME/cache`` or the platform cache dir (need not exist)."""
    home = os.environ.get("HOLOFOIL_HOME", "").strip()
    if home:
        return Path(home).expanduser() / "cache"
    return Path(platformdirs.user_cache_dir("holofoil", appauthor=False))


def art_stem(card: CardDef) -> str:
    """The file name (without extension) user art for ``card`` must have, e.g. ``base1-4``."""
    return f"{card.set_id}-{card.number}"


_listing_cache: tuple[Path, int, dict[str, str]] | None = None


def _listing(folder: Path) -> dict[str, str]:
    """Lower-cased file names in ``folder`` -> real names; re-read only when the folder changes."""
    global _listing_cache
    try:
        mtime = folder.stat().st_mtime_ns
    except OSError:
        return {}
    cached = _listing_cache
    if cached is not None and cached[0] == folder and cached[1] == mtime:
        return cached[2]
    try:
        names = {name.lower(): name for name in os.listdir(folder)}
    except OSError:
        return {}
    _listing_cache = (folder, mtime, names)
    return names


def find_user_art(card: CardDef) -> Path | None:
    """The user's art file for ``card`` (any case of name/extension), or None."""
    folder = user_art_dir()
    names = _listing(folder)
    stem = art_stem(card).lower()
    for ext in ART_EXTENSIONS:
        real = names.get(stem + ext)
        if real is not None and (folder / real).is_file():
            return folder / real
    return None


def art_signature(card: CardDef) -> str:
    """A short token that changes when the user's art for ``card`` is added, replaced or removed."""
    path = find_user_art(card)
    if path is None:
        return ""
    try:
        st = path.stat()
    except OSError:
        return ""
    return f"{path.suffix.lower()}:{st.st_size}:{st.st_mtime_ns}"


def art_problems() -> list[str]:
    """What was wrong with the user's art files so far (one sentence per file), for the app to show."""
    with _problems_lock:
        return list(_problems.values())


def _refuse(path: Path, message: str) -> None:
    with _problems_lock:
        if path not in _problems:
            log.warning("%s", message)
        _problems[path] = message


def load_user_art(card: CardDef, size: tuple[int, int]) -> Image.Image | None:
    """The user's art for ``card`` cropped and scaled to fill ``size``, or None if absent/unreadable."""
    path = find_user_art(card)
    if path is None:
        return None
    try:
        with Image.open(path) as src:  # reads the header only: the size is known before decoding
            if src.width * src.height > MAX_ART_PIXELS:
                _refuse(path, f"{path.name} is {src.width}x{src.height} pixels, too large for card art "
                              f"(at most {MAX_ART_PIXELS // 1_000_000} million pixels); the generated art is used")
                return None
            src = ImageOps.exif_transpose(src) or src
            picture = src.convert("RGBA")
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        _refuse(path, f"{path.name} could not be read as a picture ({type(exc).__name__}); the generated art is used")
        return None
    return ImageOps.fit(picture, size, Image.Resampling.LANCZOS)
