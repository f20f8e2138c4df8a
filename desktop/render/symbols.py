"""Energy type colours and symbols, drawn with Pillow primitives.

Each symbol is a disc in the type colour with a simple glyph (leaf, flame,
drop, bolt, eye, fist, star, moon, nut, sparkle, claws). Shapes are drawn
supersampled and scaled down, so edges stay smooth at any size.
"""

from __future__ import annotations

import colorsys
import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

RGB = tuple[int, int, int]
Point = tuple[float, float]

TYPE_COLOURS: dict[str, str] = {
    "Grass": "#4a9d3f",
    "Fire": "#e0532f",
    "Water": "#2d8ad6",
    "Lightning": "#f2c318",
    "Psychic": "#9a58b8",
    "Fighting": "#b8652e",
    "Colorless": "#d8d4c8",
    "Darkness": "#3b4250",
    "Metal": "#9aa3ab",
    "Fairy": "#e47fb6",
    "Dragon": "#b18a2c",
}
_DARK_GLYPH = {"Lightning": "#2b2410", "Colorless": "#3a3835", "Metal": "#2a2f35"}


# -- colour helpers -------------------------------------------------------------------------------------------------

def rgb(colour: str | Sequence[int]) -> RGB:
    """``#rrggbb`` (or an RGB(A) sequence) as an RGB tuple."""
    if isinstance(colour, str):
        c = colour.lstrip("#")
        return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
    return int(colour[0]), int(colour[1]), int(colour[2])


def mix(a: str | Sequence[int], b: str | Sequence[int], t: float) -> RGB:
    """Linear blend of two colours: ``t=0`` gives ``a``, ``t=1`` gives ``b``."""
    ca, cb = rgb(a), rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))  # type: ignore[return-value]


def shift_hue(colour: str | Sequence[int], degrees: float, sat: float = 1.0, val: float = 1.0) -> RGB:
    """Rotate the hue of ``colour`` and scale its saturation/value."""
    r, g, b = (x / 255 for x in rgb(colour))
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    r, g, b = colorsys.hsv_to_rgb((h + degrees / 360) % 1.0, min(1.0, s * sat), min(1.0, v * val))
    return round(r * 255), round(g * 255), round(b * 255)


def type_colour(energy_type: str) -> RGB:
    """The frame/symbol colour of an energy type (Colorless for unknown types)."""
    return rgb(TYPE_COLOURS.get(energy_type, TYPE_COLOURS["Colorless"]))


def glyph_colour(energy_type: str) -> RGB:
    """The colour a glyph or text uses on top of ``type_colour(energy_type)``."""
    return rgb(_DARK_GLYPH.get(energy_type, "#ffffff"))


# -- geometry -------------------------------------------------------------------------------------------------------

def _rotate(points: list[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


def teardrop(cx: float, cy: float, r: float, angle: float = 0.0, fat: float = 1.0, n: int = 72) -> list[Point]:
    """A drop shape centred on (cx, cy), tip pointing ``angle`` degrees clockwise from up."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = math.cos(t)
        y = math.sin(t) * math.sin(t / 2) * fat
        pts.append((cx + y * r, cy - x * r))  # tip (x=1) points up
    return _rotate(pts, cx, cy, angle)


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5, angle: float = 0.0) -> list[Point]:
    """A star polygon with ``points`` tips, first tip pointing up (plus ``angle``)."""
    pts = []
    for i in range(points * 2):
        rr = outer if i % 2 == 0 else inner
        a = math.radians(angle - 90 + 180 * i / points)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _lens(a: Point, b: Point, width: float, n: int = 40) -> list[Point]:
    """A leaf/lens shape between tips ``a`` and ``b`` with half-width ``width``."""
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    px, py = -uy, ux
    side1, side2 = [], []
    for i in range(n + 1):
        t = math.pi * i / n
        f = (1 - math.cos(t)) / 2
        w = width * math.sin(t) ** 0.9
        x, y = ax + ux * length * f, ay + uy * length * f
        side1.append((x + px * w, y + py * w))
        side2.append((x - px * w, y - py * w))
    return side1 + side2[::-1]


# -- glyphs (unit square; drawn on a canvas of side s) ------------------------------------------------------------

Glyph = Callable[[ImageDraw.ImageDraw, float, RGB, RGB], None]


def _p(points: list[Point], s: float) -> list[Point]:
    return [(x * s, y * s) for x, y in points]


def _leaf(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    a, b = (0.27, 0.73), (0.74, 0.26)
    d.polygon(_p(_lens(a, b, 0.17), s), fill=fg)
    d.line(_p([(0.22, 0.78), (0.62, 0.38)], s), fill=bg, width=max(1, round(s * 0.035)))
    for t in (0.42, 0.55):
        x, y = 0.27 + (0.74 - 0.27) * t, 0.73 - (0.73 - 0.26) * t
        d.line(_p([(x, y), (x + 0.09, y + 0.02)], s), fill=bg, width=max(1, round(s * 0.025)))
        d.line(_p([(x, y), (x - 0.02, y - 0.09)], s), fill=bg, width=max(1, round(s * 0.025)))


def _flame(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_p(teardrop(0.5, 0.55, 0.27, 0, 1.25), s), fill=fg)
    d.polygon(_p(teardrop(0.35, 0.55, 0.17, -28, 1.1), s), fill=fg)
    d.polygon(_p(teardrop(0.64, 0.56, 0.15, 24, 1.1), s), fill=fg)
    d.polygon(_p(teardrop(0.5, 0.66, 0.12, 0, 1.2), s), fill=bg)


def _drop(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_p(teardrop(0.5, 0.53, 0.29, 0, 1.05), s), fill=fg)
    d.arc(_p([(0.34, 0.46), (0.62, 0.74)], s), 110, 175, fill=bg, width=max(1, round(s * 0.04)))


def _bolt(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    pts = [(0.58, 0.17), (0.31, 0.55), (0.48, 0.55), (0.40, 0.84), (0.71, 0.44), (0.54, 0.44), (0.66, 0.17)]
    d.polygon(_p(pts, s), fill=fg)


def _eye(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    upper = [(0.2 + 0.6 * i / 40, 0.5 - 0.2 * math.sin(math.pi * i / 40)) for i in range(41)]
    lower = [(0.8 - 0.6 * i / 40, 0.5 + 0.2 * math.sin(math.pi * i / 40)) for i in range(41)]
    d.polygon(_p(upper + lower, s), fill=fg)
    d.ellipse(_p([(0.38, 0.38), (0.62, 0.62)], s), fill=bg)
    d.ellipse(_p([(0.45, 0.45), (0.55, 0.55)], s), fill=fg)


def _fist(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    r = s * 0.05
    d.rounded_rectangle(_p([(0.29, 0.36), (0.71, 0.75)], s), radius=s * 0.09, fill=fg)
    for i in range(4):
        x0 = 0.29 + i * 0.105
        d.rounded_rectangle(_p([(x0, 0.25), (x0 + 0.10, 0.47)], s), radius=r, fill=fg)
    gap = max(1, round(s * 0.02))
    for i in range(1, 4):
        x = (0.29 + i * 0.105 - 0.003) * s
        d.line([(x, 0.27 * s), (x, 0.45 * s)], fill=bg, width=gap)
    d.rounded_rectangle(_p([(0.25, 0.47), (0.58, 0.58)], s), radius=s * 0.055, fill=fg,
                        outline=bg, width=gap)


def _star(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_p(star(0.5, 0.53, 0.31, 0.13), s), fill=fg)


def _moon(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.ellipse(_p([(0.21, 0.22), (0.75, 0.76)], s), fill=fg)
    d.ellipse(_p([(0.38, 0.14), (0.84, 0.60)], s), fill=bg)


def _nut(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_p(star(0.5, 0.5, 0.30, 0.30, 3, 0), s), fill=fg)
    d.ellipse(_p([(0.39, 0.39), (0.61, 0.61)], s), fill=bg)


def _sparkle(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_p(star(0.46, 0.54, 0.29, 0.075, 4), s), fill=fg)
    d.polygon(_p(star(0.70, 0.29, 0.11, 0.03, 4), s), fill=fg)


def _claws(d: ImageDraw.ImageDraw, s: float, fg: RGB, bg: RGB) -> None:
    for off in (-0.14, 0.0, 0.14):
        a = (0.30 + off, 0.24 - off * 0.2)
        b = (0.64 + off * 0.6, 0.78 + off * 0.3)
        d.polygon(_p(_lens(a, b, 0.05), s), fill=fg)


_GLYPHS: dict[str, Glyph] = {
    "Grass": _leaf,
    "Fire": _flame,
    "Water": _drop,
    "Lightning": _bolt,
    "Psychic": _eye,
    "Fighting": _fist,
    "Colorless": _star,
    "Darkness": _moon,
    "Metal": _nut,
    "Fairy": _sparkle,
    "Dragon": _claws,
}


@lru_cache(maxsize=256)
def symbol(energy_type: str, size: int) -> Image.Image:
    """The round symbol of ``energy_type`` as a ``size``×``size`` RGBA image (shared; do not mutate)."""
    size = max(4, int(size))
    ss = 4 if size < 96 else 2
    s = size * ss
    base = type_colour(energy_type)
    fg = glyph_colour(energy_type)
    rim = mix(base, (0, 0, 0), 0.45)
    # Disc: dark rim, then a vertical light-to-base gradient.
    gradient = Image.linear_gradient("L").resize((s, s))
    disc = Image.composite(Image.new("RGB", (s, s), base), Image.new("RGB", (s, s), mix(base, "#ffffff", 0.35)),
                           gradient)
    out = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    mask = Image.new("L", (s, s), 0)
    md = ImageDraw.Draw(mask)
    rim_w = s * 0.07
    md.ellipse((rim_w, rim_w, s - 1 - rim_w, s - 1 - rim_w), fill=255)
    ImageDraw.Draw(out).ellipse((0, 0, s - 1, s - 1), fill=rim)
    out.paste(disc, (0, 0), mask)
    out.paste(Image.new("RGB", (s, s), fg), (0, 0), _glyph_mask(energy_type, s))
    return out.resize((size, size), Image.Resampling.LANCZOS)


def _glyph_mask(energy_type: str, s: int) -> Image.Image:
    """The glyph of ``energy_type`` as an ``s``×``s`` mask (255 = glyph, 0 = background and cut-outs)."""
    canvas = Image.new("RGB", (s, s), (0, 0, 0))
    _GLYPHS.get(energy_type, _star)(ImageDraw.Draw(canvas), s, (255, 255, 255), (0, 0, 0))
    return canvas.convert("L")


@lru_cache(maxsize=128)
def glyph_only(energy_type: str, size: int, colour: tuple[int, ...]) -> Image.Image:
    """Just the glyph of ``energy_type`` in ``colour`` (RGB or RGBA) on transparency, for watermarks
    (shared; do not mutate)."""
    ss = 4 if size < 96 else 2
    s = max(4, int(size)) * ss
    opacity = int(colour[3]) if len(colour) > 3 else 255
    out = Image.new("RGBA", (s, s), (*rgb(colour), 0))
    alpha = _glyph_mask(energy_type, s).point(lambda v: v * opacity // 255)
    out.putalpha(alpha)
    return out.resize((max(4, int(size)),) * 2, Image.Resampling.LANCZOS)
