"""Scalable fonts for the card renderer.

DejaVu (shipped with most Linux systems) is preferred, then common Windows and
macOS faces; if none is found, Pillow's built-in scalable font is used
(``ImageFont.load_default(size=...)``, Pillow >= 10.1).
"""

from __future__ import annotations

from functools import cache, lru_cache

from PIL import ImageFont

FontT = ImageFont.FreeTypeFont | ImageFont.ImageFont

# Candidate files per style, tried in order. Pillow also looks bare file names up
# in the system font folders (Windows fonts dir, /Library/Fonts, /usr/share/fonts...).
_CANDIDATES: dict[str, tuple[str, ...]] = {
    "regular": ("DejaVuSans.ttf", "LiberationSans-Regular.ttf", "arial.ttf", "Arial.ttf", "Helvetica.ttc"),
    "bold": ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf", "arialbd.ttf", "Arial Bold.ttf", "Helvetica.ttc"),
    "condensed": ("DejaVuSansCondensed.ttf", "LiberationSansNarrow-Regular.ttf", "arialn.ttf", "DejaVuSans.ttf",
                  "arial.ttf", "Arial.ttf"),
    "condensed_bold": ("DejaVuSansCondensed-Bold.ttf", "LiberationSansNarrow-Bold.ttf", "arialnb.ttf",
                       "DejaVuSans-Bold.ttf", "arialbd.ttf", "Arial Bold.ttf"),
    "italic": ("DejaVuSansCondensed-Oblique.ttf", "DejaVuSans-Oblique.ttf", "LiberationSans-Italic.ttf",
               "ariali.ttf", "Arial Italic.ttf"),
    "bold_italic": ("DejaVuSansCondensed-BoldOblique.ttf", "DejaVuSans-BoldOblique.ttf",
                    "LiberationSans-BoldItalic.ttf", "arialbi.ttf", "Arial Bold Italic.ttf"),
}
_DIRS = ("", "/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/TTF/", "/usr/share/fonts/dejavu/")


@cache
def _font_file(style: str) -> str | None:
    """The first candidate file for ``style`` that Pillow can open, or None."""
    for name in _CANDIDATES[style]:
        for folder in _DIRS:
            try:
                ImageFont.truetype(folder + name, 10)
            except OSError:
                continue
            return folder + name
    return None


@lru_cache(maxsize=512)
def font(style: str, size: float) -> FontT:
    """A font of ``style`` (regular, bold, condensed, condensed_bold, italic,
    bold_italic) at ``size`` pixels (rounded, at least 4)."""
    px = max(4, round(size))
    path = _font_file(style)
    if path is not None:
        return ImageFont.truetype(path, px)
    try:
        return ImageFont.load_default(size=px)
    except TypeError:  # Pillow < 10.1: only the fixed-size bitmap font
        return ImageFont.load_default()


def has_bold() -> bool:
    """Whether a real bold face was found (otherwise bold text is faked with a stroke)."""
    return _font_file("bold") is not None


_ASCII = str.maketrans({"×": "x", "\u2212": "-", "…": "...", "º": "o", "♂": "(M)", "♀": "(F)", "★": "*"})


def printable(text: str) -> str:
    """``text`` with symbols the built-in fallback font lacks replaced by ASCII (unchanged with a real font)."""
    return text if _font_file("regular") is not None else text.translate(_ASCII)
