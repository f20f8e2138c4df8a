"""Generated art-box motifs: a deterministic pattern plus a medallion with an initial.

No official art is used. Each card gets a background pattern chosen and tinted
from its seed (the Pokédex number for Pokémon), a medallion whose size grows
with the evolution stage, and the first letter of its name.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter

from desktop.render.fonts import font
from desktop.render.symbols import RGB, glyph_only, mix, shift_hue, star

_WHITE = (255, 255, 255)
_BLACK = (0, 0, 0)

Pattern = Callable[[ImageDraw.ImageDraw, int, int, random.Random, RGB, RGB], None]


def _sunburst(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    cx, cy = w * rng.uniform(0.35, 0.65), h * rng.uniform(0.4, 0.6)
    n = rng.choice((12, 16, 20, 24))
    phase = rng.uniform(0, math.pi)
    far = math.hypot(w, h)
    for i in range(0, n, 2):
        a0 = phase + 2 * math.pi * i / n
        a1 = phase + 2 * math.pi * (i + 1) / n
        d.polygon([(cx, cy), (cx + far * math.cos(a0), cy + far * math.sin(a0)),
                   (cx + far * math.cos(a1), cy + far * math.sin(a1))], fill=(*light, 60))


def _rings(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    cx, cy = w * rng.uniform(0.3, 0.7), h * rng.uniform(0.35, 0.65)
    step = h * rng.uniform(0.07, 0.11)
    k = int(math.hypot(w, h) / step) + 1
    for i in range(k, 0, -1):
        r = i * step
        fill = (*light, 55) if i % 2 else (*dark, 25)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


def _lattice(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    step = h / rng.choice((4, 5, 6))
    line = max(1, round(step * 0.05))
    rows = int(h / step) + 2
    cols = int(w / step) + 2
    for r in range(-1, rows):
        for c in range(-1, cols):
            x, y = c * step + (step / 2 if r % 2 else 0), r * step * 0.6
            pts = [(x, y - step * 0.45), (x + step * 0.45, y), (x, y + step * 0.45), (x - step * 0.45, y)]
            if (r + c) % 3 == 0:
                d.polygon(pts, fill=(*light, 50))
            else:
                d.polygon(pts, outline=(*light, 70), width=line)


def _stripes(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    band = h * rng.uniform(0.08, 0.14)
    slope = rng.choice((-1, 1)) * rng.uniform(0.5, 1.2)
    x = -h * abs(slope) - band
    i = 0
    while x < w + h * abs(slope):
        fill = (*light, 55) if i % 2 == 0 else (*dark, 22)
        d.polygon([(x, 0), (x + band, 0), (x + band + slope * h, h), (x + slope * h, h)], fill=fill)
        x += band
        i += 1


def _bubbles(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    line = max(1, round(h * 0.012))
    for _ in range(rng.randint(16, 26)):
        r = h * rng.uniform(0.04, 0.18)
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        if rng.random() < 0.5:
            d.ellipse((x - r, y - r, x + r, y + r), fill=(*light, rng.randint(35, 70)))
        else:
            d.ellipse((x - r, y - r, x + r, y + r), outline=(*light, 90), width=line)


def _waves(d: ImageDraw.ImageDraw, w: int, h: int, rng: random.Random, light: RGB, dark: RGB) -> None:
    bands = rng.randint(5, 8)
    amp = h * rng.uniform(0.03, 0.07)
    freq = rng.uniform(1.5, 3.0) * 2 * math.pi / w
    phase = rng.uniform(0, 2 * math.pi)
    step = max(2, w // 48)
    def edge(b: int) -> list[tuple[float, float]]:
        y0 = h * (b - 0.5) / bands
        return [(x, y0 + amp * math.sin(x * freq + phase + b * 0.8)) for x in range(0, w + step, step)]

    for b in range(bands + 1):
        fill = (*light, 62) if b % 2 else (*dark, 30)
        d.polygon([*edge(b), *reversed(edge(b + 1))], fill=fill)


PATTERNS: tuple[Pattern, ...] = (_sunburst, _rings, _lattice, _stripes, _bubbles, _waves)


def _vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    w, h = size
    mask = Image.linear_gradient("L").resize((1, h), Image.Resampling.BILINEAR).resize((w, h),
                                                                                     Image.Resampling.NEAREST)
    return Image.composite(Image.new("RGBA", size, (*bottom, 255)), Image.new("RGBA", size, (*top, 255)), mask)


def _holo(img: Image.Image, rng: random.Random) -> None:
    """Overlay a diagonal rainbow sheen and a few sparkles (for holo rares)."""
    w, h = img.size
    ramp = Image.linear_gradient("L")
    hue = Image.blend(ramp, ramp.rotate(90), 0.5).resize((w, h))
    sat = Image.new("L", (w, h), 120)
    val = Image.new("L", (w, h), 255)
    rainbow = Image.merge("HSV", (hue, sat, val)).convert("RGBA")
    rainbow.putalpha(58)
    img.alpha_composite(rainbow)
    sparkles = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(sparkles)
    for _ in range(rng.randint(6, 10)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = h * rng.uniform(0.02, 0.05)
        d.polygon(star(x, y, r, r * 0.22, 4), fill=(255, 255, 255, 170))
    img.alpha_composite(sparkles)


def motif(size: tuple[int, int], seed: int, colour: RGB, initial: str, *, level: int = 0,
          energy_type: str | None = None, holo: bool = False) -> Image.Image:
    """Draw a ``size`` RGBA art-box picture.

    ``seed`` chooses the pattern, the hue shift and the medallion position;
    ``level`` (0-2, the evolution stage) grows the medallion and adds orbit rings;
    ``energy_type`` adds a faint type glyph watermark.
    """
    w, h = max(8, size[0]), max(8, size[1])
    rng = random.Random(seed * 7919 + 17)
    base = shift_hue(colour, rng.uniform(-14, 14), sat=rng.uniform(0.85, 1.1))
    dark = mix(base, _BLACK, 0.45)
    img = _vertical_gradient((w, h), mix(base, _WHITE, 0.35), mix(base, _BLACK, 0.12))

    overlay = Image.new("RGBA", (w * 2, h * 2), (0, 0, 0, 0))  # drawn at 2x for smooth edges
    PATTERNS[seed % len(PATTERNS)](ImageDraw.Draw(overlay), w * 2, h * 2, rng, _WHITE, dark)
    img.alpha_composite(overlay.resize((w, h), Image.Resampling.BOX))

    if energy_type is not None:
        g = int(h * 0.62)
        wm = glyph_only(energy_type, g, (*_WHITE, 60))
        img.alpha_composite(wm, (int(w - g * 0.82), int(h - g * 0.78)))

    if holo:
        _holo(img, rng)

    # Medallion, its soft shadow and orbit rings.
    r = h * (0.25 + 0.035 * level)
    cx = w * (0.5 + rng.uniform(-0.06, 0.06))
    cy = h * 0.5
    q = 4  # the shadow is soft: draw and blur it at quarter size
    shadow = Image.new("RGBA", (max(1, w // q), max(1, h // q)), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse(((cx - r * 1.05) / q, (cy - r * 0.63) / q, (cx + r * 1.05) / q,
                                    (cy + r * 1.47) / q), fill=(*mix(dark, _BLACK, 0.4), 120))
    shadow = shadow.filter(ImageFilter.GaussianBlur(max(0.5, r * 0.12 / q)))
    img.alpha_composite(shadow.resize((w, h), Image.Resampling.BILINEAR))

    ss = 2
    box = int(r * 2 * 1.6) + 4
    layer = Image.new("RGBA", (box * ss, box * ss), (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)
    c = box * ss / 2
    rs = r * ss
    ring_w = max(1, round(rs * 0.035))
    for k in range(level):
        rr = rs * (1.17 + 0.14 * k)
        ld.ellipse((c - rr, c - rr, c + rr, c + rr), outline=(*_WHITE, 150 - 40 * k), width=ring_w)
    ld.ellipse((c - rs, c - rs, c + rs, c + rs), fill=(*_WHITE, 255))
    inner = rs * 0.9
    span = max(2, int(inner * 2))
    disc_mask = Image.new("L", (span, span), 0)
    ImageDraw.Draw(disc_mask).ellipse((0, 0, span - 1, span - 1), fill=255)
    grad = _vertical_gradient((span, span), mix(base, _WHITE, 0.2), dark)
    layer.paste(grad, (int(c - inner), int(c - inner)), disc_mask)
    shine = Image.new("RGBA", layer.size, (0, 0, 0, 0))
    ImageDraw.Draw(shine).ellipse((c - inner * 0.72, c - inner * 0.92, c + inner * 0.72, c + inner * 0.1),
                                  fill=(*_WHITE, 40))
    layer.alpha_composite(shine)
    layer = layer.resize((box, box), Image.Resampling.LANCZOS)
    img.alpha_composite(layer, (int(cx - box / 2), int(cy - box / 2)))

    letter = (initial or "?")[:1].upper()
    f = font("bold", r * 1.15)
    off = max(1, round(r * 0.04))
    shade = Image.new("RGBA", (w, h), (0, 0, 0, 0))  # translucent ink must be composited, not drawn over
    ImageDraw.Draw(shade).text((cx + off, cy + off), letter, font=f, fill=(*mix(dark, _BLACK, 0.5), 160),
                               anchor="mm")
    img.alpha_composite(shade)
    ImageDraw.Draw(img).text((cx, cy), letter, font=f, fill=(*_WHITE, 255), anchor="mm")

    return img
