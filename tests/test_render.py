"""Card face renderer: every card draws, sizes, variety, type colours, user art, cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from desktop.engine.cards import ENERGY_TYPES, CardDef, default_db
from desktop.render import cache
from desktop.render.art import user_art_dir
from desktop.render.card_face import card_size, render_back, render_card
from desktop.render.symbols import symbol

WIDTHS = (150, 300)
ALL_CARDS = default_db().all_cards()


def _card(name: str) -> CardDef:
    return default_db().by_name[name.lower()][0]


def _many_colours(image: Image.Image, at_least: int) -> bool:
    """Whether ``image`` has more than ``at_least`` distinct colours (getcolors gives None past its limit)."""
    return image.convert("RGB").getcolors(maxcolors=at_least) is None


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty in-process cache (the disk cache lives in the per-test HOLOFOIL_HOME)."""
    cache.clear_memory()
    yield
    cache.clear_memory()


def test_user_dirs_follow_holofoil_home(tmp_path):
    assert user_art_dir() == Path(os.environ["HOLOFOIL_HOME"]) / "art"
    assert str(tmp_path) in str(user_art_dir())


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.id)
def test_every_card_renders_at_two_widths(card):
    for width in WIDTHS:
        image = render_card(card, width)
        assert image.mode == "RGBA"
        assert image.size == card_size(width) == (width, round(width * 88 / 63))
        assert abs(image.height / image.width - 88 / 63) < 0.01
        assert _many_colours(image, 200), "looks blank"
        stddev = ImageStat.Stat(image.convert("L")).stddev[0]
        assert stddev > 15, "looks uniform"
        # Opaque everywhere but the rounded corners: translucent ink is composited, never punched through.
        m = round(width * 16 / 300)
        inside = image.getchannel("A").crop((m, m, image.width - m, image.height - m))
        assert inside.getextrema() == (255, 255)
        assert image.getpixel((0, 0))[3] == 0


def test_back_renders():
    image = render_back(200)
    assert image.size == card_size(200)
    assert _many_colours(image, 100)


def test_different_cards_differ():
    a = render_card(_card("Charizard"), 200)
    b = render_card(_card("Blastoise"), 200)
    c = render_card(_card("Charmander"), 200)
    assert a.tobytes() != b.tobytes()
    assert a.tobytes() != c.tobytes()


def test_rendering_is_deterministic():
    card = _card("Machamp")
    assert render_card(card, 180).tobytes() == render_card(card, 180).tobytes()


def _frame_mean(image: Image.Image) -> tuple[float, float, float]:
    """Mean colour of the left frame strip (between the dark rim and the inner panel)."""
    w, h = image.size
    u = w / 300
    strip = image.crop((round(4 * u), round(60 * u), round(9 * u), round(h - 60 * u))).convert("RGB")
    return tuple(ImageStat.Stat(strip).mean)  # type: ignore[return-value]


def test_type_colour_dominates_the_frame():
    fire = _frame_mean(render_card(_card("Charmander"), 300))
    water = _frame_mean(render_card(_card("Squirtle"), 300))
    assert fire[0] > fire[2] + 60, fire
    assert water[2] > water[0] + 60, water
    grass = _frame_mean(render_card(_card("Bulbasaur"), 300))
    assert grass[1] > grass[0] and grass[1] > grass[2], grass


def _art_centre(card: CardDef, width: int) -> tuple[int, int]:
    """A point well inside the art box (the same box for every layout)."""
    u = width / 300
    return round(width * 0.3), round(100 * u)


@pytest.mark.parametrize("name", ["Pikachu", "Bill", "Double Colorless Energy", "Water Energy"])
def test_user_art_replaces_the_art_box(name):
    card = _card(name)
    before = render_card(card, 300)
    folder = user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (64, 40), (1, 250, 3)).save(folder / f"{card.set_id}-{card.number}.png")
    after = render_card(card, 300)
    x, y = _art_centre(card, 300)
    assert after.getpixel((x, y))[:3] == (1, 250, 3)
    assert before.getpixel((x, y))[:3] != (1, 250, 3)
    # Outside the art box nothing changes colour to the user's picture.
    assert after.getpixel((5, 5)) == before.getpixel((5, 5))


def test_user_art_jpg_is_found():
    card = _card("Onix")
    folder = user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (50, 50), (250, 0, 250)).save(folder / f"{card.set_id}-{card.number}.jpg", quality=95)
    r, g, b = render_card(card, 300).getpixel(_art_centre(card, 300))[:3]
    assert r > 230 and g < 25 and b > 230


def test_cache_returns_the_same_object():
    card = _card("Alakazam")
    first = cache.face(card, 160)
    assert cache.face(card, 160) is first
    assert cache.face(card, 161) is not first
    assert cache.back(160) is cache.back(160)


def test_disk_cache_round_trip_and_art_invalidation():
    card = _card("Gyarados")
    first = cache.face(card, 120)
    files = list((Path(os.environ["HOLOFOIL_HOME"]) / "cache").rglob("*.png"))
    assert len(files) == 1
    cache.clear_memory()
    again = cache.face(card, 120)
    assert again is not first and again.tobytes() == first.tobytes()
    assert not list(files[0].parent.glob(".tmp-*"))
    # Dropping in user art gives a new picture, not the cached one.
    folder = user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (10, 10), (0, 0, 0)).save(folder / f"{card.set_id}-{card.number}.png")
    assert cache.face(card, 120).tobytes() != first.tobytes()


def test_symbols_for_every_type():
    images = [symbol(t, 48) for t in ENERGY_TYPES]
    assert all(im.size == (48, 48) and im.mode == "RGBA" for im in images)
    assert len({im.tobytes() for im in images}) == len(ENERGY_TYPES)
    corner = images[0].getpixel((0, 0))
    assert corner[3] == 0  # round, transparent outside the disc


def test_shipped_energy_icons_exist():
    folder = Path(__file__).resolve().parents[1] / "assets" / "energy"
    for energy_type in ENERGY_TYPES:
        with Image.open(folder / f"{energy_type}.png") as icon:
            assert icon.size[0] == icon.size[1] <= 128


def test_faces_carry_the_generated_rules_text():
    """The rules text comes from our effect definitions; a face with it differs from one without."""
    from desktop.render import card_face

    pikachu = _card("Pikachu")
    assert card_face.attack_rules(pikachu, pikachu.attacks[1]) == (
        "Flip a coin. If tails, Pikachu does 10 damage to itself.")
    assert "Energy" in card_face.body_rules(_card("Energy Removal"))
    assert card_face.body_rules(_card("Double Colorless Energy")).startswith("Provides 2 Colorless Energy.")
    with_text = render_card(pikachu, 300)
    cache.clear_memory()
    original = card_face.attack_rules
    card_face.attack_rules = lambda card, attack: ""
    try:
        without = render_card(pikachu, 300)
    finally:
        card_face.attack_rules = original
    assert with_text.tobytes() != without.tobytes()
