"""Painting helpers for card faces: anti-aliased rounded shapes, gradients, and text that
fits a width (shrinking, wrapping, ellipsizing, or grey bars when too small to read)."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from desktop.render.fonts import FontT, font, printable
from desktop.render.symbols import RGB

_INK: RGB = (28, 28, 30)
_SS = 4  # supersampling factor for masks (smooth rounded corners)


@lru_cache(maxsize=2048)
def rrect_mask(w: int, h: int, radius: int) -> Image.Image:
    big = Image.new("L", (w * _SS, h * _SS), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * _SS - 1, h * _SS - 1), radius=radius * _SS, fill=255)
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def ellipse_mask(w: int, h: int) -> Image.Image:
    big = Image.new("L", (w * _SS, h * _SS), 0)
    ImageDraw.Draw(big).ellipse((0, 0, w * _SS - 1, h * _SS - 1), fill=255)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def ibox(box: Sequence[float]) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = (round(v) for v in box)
    return x0, y0, max(x0 + 1, x1), max(y0 + 1, y1)


def composite(img: Image.Image, box: Sequence[float], fill: RGB | tuple[int, ...] | Image.Image,
               mask: Image.Image) -> None:
    x0, y0, x1, y1 = ibox(box)
    size = (x1 - x0, y1 - y0)
    if isinstance(fill, Image.Image):
        src = fill.convert("RGBA").resize(size) if fill.size != size else fill.convert("RGBA")
    else:
        colour = tuple(fill) if len(fill) == 4 else (*fill, 255)
        src = Image.new("RGBA", size, colour)
    src.putalpha(ImageChops.multiply(src.getchannel("A"), mask))
    img.alpha_composite(src, (x0, y0))


def rounded(img: Image.Image, box: Sequence[float], radius: float,
            fill: RGB | tuple[int, ...] | Image.Image) -> None:
    """Composite an anti-aliased rounded rectangle (colour or picture) onto ``img``."""
    x0, y0, x1, y1 = ibox(box)
    r = max(0, min(round(radius), (x1 - x0) // 2, (y1 - y0) // 2))
    composite(img, (x0, y0, x1, y1), fill, rrect_mask(x1 - x0, y1 - y0, r))


def oval(img: Image.Image, box: Sequence[float], fill: RGB | tuple[int, ...]) -> None:
    """Composite an anti-aliased ellipse onto ``img``."""
    x0, y0, x1, y1 = ibox(box)
    composite(img, (x0, y0, x1, y1), fill, ellipse_mask(x1 - x0, y1 - y0))


def vgradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    """An RGBA vertical gradient."""
    w, h = max(1, size[0]), max(1, size[1])
    ramp = Image.linear_gradient("L").resize((1, h), Image.Resampling.BILINEAR).resize((w, h),
                                                                                      Image.Resampling.NEAREST)
    return Image.composite(Image.new("RGBA", (w, h), (*bottom, 255)), Image.new("RGBA", (w, h), (*top, 255)), ramp)


def fit_font(style: str, size: float, text: str, max_width: float, min_size: float) -> FontT:
    """The largest font of ``style`` between ``size`` and ``min_size`` in which ``text`` fits ``max_width``;
    falls back to the condensed face before going below ``min_size``."""
    s = size
    step = max(0.5, size / 40)
    while s > min_size and font(style, s).getlength(text) > max_width:
        s -= step
    f = font(style, s)
    if f.getlength(text) > max_width and not style.startswith("condensed"):
        alt = "condensed_bold" if "bold" in style else "condensed"
        return fit_font(alt, size, text, max_width, min_size * 0.8)
    return f


def fit_text(style: str, size: float, text: str, max_width: float, min_size: float) -> tuple[FontT, str]:
    """Like :func:`fit_font`, and if even the smallest font is too wide, cut ``text`` with an ellipsis."""
    text = printable(text)
    f = fit_font(style, size, text, max_width, min_size)
    if f.getlength(text) > max_width:
        text = ellipsize(text, f, max_width)
    return f, text


def wrap(text: str, f: FontT, max_width: float) -> list[str]:
    """Greedy word wrap of ``text`` (keeping its line breaks) to ``max_width`` pixels."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        current = words[0]
        for word in words[1:]:
            trial = f"{current} {word}"
            if f.getlength(trial) <= max_width:
                current = trial
            else:
                lines.append(current)
                current = word
        lines.append(current)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def ellipsize(line: str, f: FontT, max_width: float) -> str:
    dots = printable("…")
    while line and f.getlength(line + dots) > max_width:
        line = line[:-1].rstrip()
    return line + dots


GREEK_BELOW = 5.5  # rules text smaller than this many pixels is drawn as grey bars (unreadable anyway)


def body_line(img: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[float, float], line: str, f: FontT,
               size: float) -> None:
    """One line of rules text, or a grey bar of about its length when ``size`` is too small to read."""
    if size >= GREEK_BELOW:
        d.text(xy, line, font=f, fill=_INK, anchor="la")
        return
    if not line.strip():
        return
    x, y = xy
    length = f.getlength(line)
    top = y + size * 0.35
    rounded(img, (x, top, x + length, top + max(1.0, size * 0.36)), size * 0.18, (*_INK, 48))


def seed_of(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def pill(img: Image.Image, d: ImageDraw.ImageDraw, x: float, y: float, text: str, f: FontT, bg: RGB,
          fg: RGB, height: float, anchor_right: bool = False) -> float:
    """Draw a rounded label; returns its width. ``(x, y)`` is the top-left (or top-right) corner."""
    w = f.getlength(text) + height * 0.9
    x0 = x - w if anchor_right else x
    rounded(img, (x0, y, x0 + w, y + height), height / 2, bg)
    d.text((x0 + w / 2, y + height / 2), text, font=f, fill=fg, anchor="mm")
    return w
