"""Rendered card images, memoised in process (LRU with a byte budget) and on disk.

``face(card, width)`` and ``back(width)`` return shared images: treat them as
read-only (``.copy()`` before drawing on one). The disk copy lives under
``<user cache dir>/faces/v<RENDER_VERSION>/`` and is keyed by card id, width and
a digest of the card's data, its generated rules text and the user art drawn
(``art_snapshot``), so it never serves a stale picture. Files are written atomically (temp file +
``os.replace``); unreadable cache files are simply redrawn.
"""

from __future__ import annotations

import contextlib
import dataclasses
import glob
import hashlib
import os
import re
import shutil
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path

from PIL import Image

from desktop.engine.cards import CardDef
from desktop.render import card_face
from desktop.render.art import art_snapshot, user_cache_dir
from desktop.render.card_face import RENDER_VERSION

MEMORY_BUDGET = 128 * 1024 * 1024  # bytes of RGBA pixels kept in process

_lock = threading.RLock()
_memory: OrderedDict[tuple, Image.Image] = OrderedDict()
_used = 0
_disk_enabled = True
_pruned = False


def set_disk_cache(enabled: bool) -> None:
    """Turn the on-disk cache on or off for this process (the memory cache always runs)."""
    global _disk_enabled
    _disk_enabled = enabled


def clear_memory() -> None:
    """Forget every image held in process."""
    global _used
    with _lock:
        _memory.clear()
        _used = 0


def face(card: CardDef, width: int) -> Image.Image:
    """The face of ``card`` drawn ``width`` pixels wide (shared, read-only)."""
    width = int(width)
    with art_snapshot(card) as art:  # the art drawn is the art the key names ("": the generated art)
        key = ("face", card.id, width, art)
        image = _recall(key)
        if image is None:
            image = _from_disk_or_render(f"{card.id}-{width}", _fingerprint(card, key),
                                         lambda: card_face.render_card(card, width), card_face.card_size(width))
            image = _remember(key, image)
    return image


def back(width: int) -> Image.Image:
    """Holofoil's card back drawn ``width`` pixels wide (shared, read-only)."""
    width = int(width)
    key = ("back", width)
    image = _recall(key)
    if image is None:
        image = _remember(key, card_face.render_back(width))
    return image


# -- memory ---------------------------------------------------------------------------------------------------------

def _recall(key: tuple) -> Image.Image | None:
    with _lock:
        image = _memory.get(key)
        if image is not None:
            _memory.move_to_end(key)
        return image


def _remember(key: tuple, image: Image.Image) -> Image.Image:
    """Store ``image`` (or return the one another thread stored first) and evict beyond the budget."""
    global _used
    with _lock:
        existing = _memory.get(key)
        if existing is not None:
            _memory.move_to_end(key)
            return existing
        _memory[key] = image
        _used += image.width * image.height * 4
        while _used > MEMORY_BUDGET and len(_memory) > 1:
            _, old = _memory.popitem(last=False)
            _used -= old.width * old.height * 4
        return image


# -- disk -------------------------------------------------------------------------------------------------------------

def _fingerprint(card: CardDef, key: tuple) -> str:
    """Digest of everything the face depends on: renderer version, card data, rules text, user art."""
    parts: list[object] = [RENDER_VERSION, key]
    for f in dataclasses.fields(card):
        value = getattr(card, f.name)
        parts.append(sorted(value) if isinstance(value, frozenset) else value)
    parts += [card_face.power_rules(card, p) for p in card.powers]
    parts += [card_face.attack_rules(card, a) for a in card.attacks]
    if card.kind != "pokemon":
        parts.append(card_face.body_rules(card))
    return hashlib.sha1(repr(parts).encode("utf-8")).hexdigest()[:16]


def _faces_dir() -> Path:
    return user_cache_dir() / "faces" / f"v{RENDER_VERSION}"


def _prune_old_versions(folder: Path) -> None:
    """Remove cache folders of other renderer versions (once per process)."""
    global _pruned
    if _pruned:
        return
    _pruned = True
    for sibling in folder.parent.glob("v*"):
        if sibling != folder and sibling.is_dir():
            shutil.rmtree(sibling, ignore_errors=True)


def _from_disk_or_render(stem: str, digest: str, render, size: tuple[int, int]) -> Image.Image:
    if not _disk_enabled:
        return render()
    folder = _faces_dir()
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", stem)
    path = folder / f"{safe}-{digest}.png"
    try:
        with Image.open(path) as stored:
            stored.load()
            image = stored.convert("RGBA")
        if image.size == size:
            return image
    except (OSError, ValueError, SyntaxError):
        pass
    image = render()
    _write_atomically(path, image)
    return image


def _write_atomically(path: Path, image: Image.Image) -> None:
    """Write ``image`` as PNG via a temp file in the same folder and ``os.replace``; failures are ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _prune_old_versions(path.parent)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".png")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as handle:
            image.save(handle, "PNG", compress_level=1)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return
    stem = path.name[: path.name.rindex("-") + 1]
    for stale in path.parent.glob(f"{glob.escape(stem)}*.png"):
        if stale != path:
            with contextlib.suppress(OSError):
                stale.unlink()
