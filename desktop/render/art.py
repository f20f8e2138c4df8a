"""User-supplied card art: ``<user data dir>/art/<set_id>-<number>.png`` (or .jpg/.jpeg).

The user data dir is ``$HOLOFOIL_HOME`` when set, else platformdirs' user data
dir for "holofoil". A picture found there replaces the generated art box.

A file is decoded once (``decode_art``: the size is checked from the header
first, and the picture is kept at most ``MAX_DECODED_SIDE`` pixels across) and
kept in memory. Without a loader every face decodes what it needs on the spot
(scripts, tests). The app installs a loader (``set_art_loader``): then a face
never decodes; art not decoded yet is handed to the loader, which decodes it
on a worker thread, and the face is drawn with the generated art until then::

    with art_snapshot(card) as signature:   # what the face shows: "" for the generated art
        image = render_card(card, width)    # uses exactly that (keyed by ``signature``)
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from pathlib import Path

import platformdirs
from PIL import Image, ImageOps

from desktop.engine.cards import CardDef

ART_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
# The art box is a few hundred pixels wide: a bigger picture only costs time and memory
# (12,000 x 12,000 took 5 s and 1.3 GB per face size), so it is refused unread.
MAX_ART_PIXELS = 4096 * 4096
MAX_DECODED_SIDE = 1024  # a decoded picture is kept at most this many pixels across (the art box is smaller)
DECODED_BUDGET = 96 * 1024 * 1024  # bytes of decoded pictures kept in memory
log = logging.getLogger(__name__)
_problems: dict[Path, str] = {}  # art file -> why it is not used (faces are drawn on worker threads)
_problems_lock = threading.Lock()
ArtLoader = Callable[[CardDef, Path], None]  # asked to have a card's art file decoded (off the GUI thread)
_loader: ArtLoader | None = None
# art file -> (its signature, the picture or None when refused); least recently used first
_decoded: OrderedDict[Path, tuple[str, Image.Image | None]] = OrderedDict()
_decoded_bytes = 0
_decoded_lock = threading.Lock()
_pins = threading.local()  # card id -> the picture a face being drawn on this thread uses


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
    return "" if path is None else _file_signature(path)


def _file_signature(path: Path) -> str:
    try:
        st = path.stat()
    except OSError:
        return ""
    return f"{path.suffix.lower()}:{st.st_size}:{st.st_mtime_ns}"


def art_problems() -> list[str]:
    """What is wrong with the user's art files found so far (one sentence per file), for the app to
    show; a file since removed, or in another art folder, is no longer named."""
    return list(art_problem_files().values())


def art_problem_files() -> dict[Path, str]:
    """``art_problems`` by file."""
    folder = user_art_dir()
    with _problems_lock:
        found = list(_problems.items())
    return {path: text for path, text in found if path.parent == folder and path.exists()}


def _refuse(path: Path, message: str) -> None:
    with _problems_lock:
        if path not in _problems:
            log.warning("%s", message)
        _problems[path] = message


def _clear_problem(path: Path) -> None:
    with _problems_lock:
        _problems.pop(path, None)


def set_art_loader(loader: ArtLoader | None) -> None:
    """From now on faces never decode art: ``loader(card, path)`` is asked to (None: decode on the spot)."""
    global _loader
    _loader = loader


def art_loader() -> ArtLoader | None:
    """The loader set by ``set_art_loader`` (None: faces decode art on the spot)."""
    return _loader


def _too_large(path: Path, width: int, height: int) -> str:
    return (f"art/{path.name} is {width}x{height} pixels, too large for card art (the limit is "
            f"{MAX_ART_PIXELS:,} pixels, e.g. 4096x4096); it is not used")


def check_header(path: Path) -> bool:
    """Read only ``path``'s header: False (and the reason recorded) if it can't be used as art."""
    try:
        with Image.open(path) as src:
            width, height = src.size
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        _refuse(path, f"art/{path.name} could not be read as a picture ({type(exc).__name__}); it is not used")
        return False
    if width * height > MAX_ART_PIXELS:
        _refuse(path, _too_large(path, width, height))
        return False
    _clear_problem(path)
    return True


def check_art_folder() -> list[str]:
    """Check every file's header in the art folder (no picture is decoded); returns ``art_problems()``."""
    folder = user_art_dir()
    for real in sorted(_listing(folder).values()):
        if real.lower().endswith(ART_EXTENSIONS) and (folder / real).is_file():
            check_header(folder / real)
    return art_problems()


def decode_art(path: Path) -> Image.Image | None:
    """Decode ``path`` now (on a worker thread in the app) and keep it; None if it is refused.

    The size is checked from the header before anything is decoded; the picture is kept
    at most ``MAX_DECODED_SIDE`` pixels across, in RGBA.
    """
    signature = _file_signature(path)
    picture: Image.Image | None = None
    try:
        with Image.open(path) as src:  # reads the header only: the size is known before decoding
            if src.width * src.height > MAX_ART_PIXELS:
                _refuse(path, _too_large(path, src.width, src.height))
            else:
                src.draft("RGB", (MAX_DECODED_SIDE, MAX_DECODED_SIDE))  # JPEG: decoded at a fraction
                upright = ImageOps.exif_transpose(src) or src
                upright.thumbnail((MAX_DECODED_SIDE, MAX_DECODED_SIDE), Image.Resampling.LANCZOS)
                picture = upright.convert("RGBA")
                _clear_problem(path)  # (a file put right)
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        _refuse(path, f"art/{path.name} could not be read as a picture ({type(exc).__name__}); it is not used")
    _keep_decoded(path, signature, picture)
    return picture


def _keep_decoded(path: Path, signature: str, picture: Image.Image | None) -> None:
    global _decoded_bytes
    with _decoded_lock:
        old = _decoded.pop(path, None)
        if old is not None and old[1] is not None:
            _decoded_bytes -= old[1].width * old[1].height * 4
        _decoded[path] = (signature, picture)
        if picture is not None:
            _decoded_bytes += picture.width * picture.height * 4
        while _decoded_bytes > DECODED_BUDGET and len(_decoded) > 1:
            _, (_, gone) = _decoded.popitem(last=False)
            if gone is not None:
                _decoded_bytes -= gone.width * gone.height * 4


def _decoded_art(path: Path, signature: str) -> tuple[bool, Image.Image | None]:
    """(known, picture): whether ``path`` as it is now was decoded, and the picture (None: refused)."""
    with _decoded_lock:
        found = _decoded.get(path)
        if found is None or found[0] != signature:
            return False, None
        _decoded.move_to_end(path)
        return True, found[1]


def forget_decoded() -> None:
    """Drop every decoded picture (tests; a new art folder)."""
    global _decoded_bytes
    with _decoded_lock:
        _decoded.clear()
        _decoded_bytes = 0


def _art_now(card: CardDef) -> tuple[str, Image.Image | None]:
    """(signature, picture) the face of ``card`` shows now: ("", None) for the generated art.

    Decodes on the spot without a loader; with one, art not decoded yet is handed to it.
    """
    path = find_user_art(card)
    signature = "" if path is None else _file_signature(path)
    if path is None or not signature:
        return "", None
    known, picture = _decoded_art(path, signature)
    if not known:
        loader = _loader
        if loader is not None:
            loader(card, path)
            return "", None
        picture = decode_art(path)
    return ("", None) if picture is None else (signature, picture)


@contextlib.contextmanager
def art_snapshot(card: CardDef) -> Iterator[str]:
    """While drawing ``card``'s face on this thread, its art is fixed; yields its signature ("": generated)."""
    pins = _pins.__dict__.setdefault("pins", {})
    if card.id in pins:  # already fixed further up
        yield pins[card.id][0]
        return
    pins[card.id] = _art_now(card)
    try:
        yield pins[card.id][0]
    finally:
        del pins[card.id]


def load_user_art(card: CardDef, size: tuple[int, int]) -> Image.Image | None:
    """The user's art for ``card`` cropped and scaled to fill ``size``, or None (no art, not decoded
    yet, or refused: the generated art is drawn)."""
    with art_snapshot(card):
        picture = _pins.pins[card.id][1]
    return None if picture is None else ImageOps.fit(picture, size, Image.Resampling.LANCZOS)
