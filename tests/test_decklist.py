"""Deck-list text import/export (desktop/decks/decklist.py)."""

from __future__ import annotations

import pytest

from desktop.decks.decklist import export_limitless, export_ptcgl, name_key, parse_decklist
from desktop.decks.model import Deck
from desktop.engine.cards import CardDB, CardDef, CardSet, default_db

THEMES = ["Overgrowth", "Zap!", "Brushfire", "Blackout", "Water Blast", "Power Reserve", "LockDown", "BodyGuard",
          "Grass Chopper", "Hot Water", "Lightning Bug", "Psych Out", "Turmoil", "Lava", "Lt. Surge", "Erika", "Koga",
          "Giovanni", "Blaine", "Hotfoot", "Cold Fusion", "Light", "Misty", "Brock",
          "Sabrina", "Thunderstorm", "Dark"]  # the last two since Team Rocket and Neo Discovery joined (issue #37)


def theme(name: str) -> Deck:
    return Deck.from_cards(name, default_db().theme_decks()[name], builtin=True)


def ids(deck: Deck) -> dict[str, int]:
    return deck.counts


# ---------------------------------------------------------------------- round trips
@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("export", [export_ptcgl, export_limitless])
def test_theme_deck_round_trip_is_exact(name, export):
    deck = theme(name)
    text = export(deck)
    result = parse_decklist(text, name=name)
    assert result.ok, result.errors
    assert result.errors == [] and result.warnings == []
    assert result.deck == deck.copy()
    assert list(result.deck.counts.items()) == list(deck.counts.items())  # order kept too
    assert export(result.deck) == text


MODERN = ["Ampharos ex Battle Deck", "Lucario ex Battle Deck", "Mega Gengar ex Mega Battle Deck",
          "Mega Lucario ex League Battle Deck", "Marnie Rival Battle Deck", "Dragapult ex League Battle Deck",
          # built with Paldea Evolved's own cards (issue #36)
          "Battle Academy 2024: Armarouge ex deck", "Battle Academy 2024: Darkrai ex deck",
          "Battle Academy 2024: Pikachu ex deck", "Miraidon ex Battle Deck", "Victini ex Battle Deck",
          # issue #15: the XY and Sun & Moon theme decks whose every card plays
          "Chespin (Kalos Starter Set)", "Fennekin (Kalos Starter Set)", "Froakie (Kalos Starter Set)",
          "Forest Shadow (Sun & Moon)", "Roaring Heat (Sun & Moon)",
          "Bright Tide (Sun & Moon)", "Destruction Rush (XY)", "Resilient Life (XY)",
          "Steel Sun (Guardians Rising)", "Hidden Moon (Guardians Rising)",
          "Destruction Fang (Crimson Invasion)", "Clanging Thunder (Crimson Invasion)",
          "Ocean's Core (Primal Clash)", "Earth's Pulse (Primal Clash)", "Mystic Typhoon (Flashfire)",
          "Brilliant Thunder (Flashfire)", "Dark Hammer (Furious Fists)",
          "Enchanted Echo (Furious Fists)", "Rock Steady (Burning Shadows)",
          "Luminous Frost (Burning Shadows)", "Pikachu Power (Evolutions)",
          "Gears of Fire (Steam Siege)", "Ring of Lightning (Steam Siege)", "Mewtwo Mayhem (Evolutions)",
          "Burning Winds (Phantom Forces)", "Bolt Twister (Phantom Forces)",
          "Burning Spark (BREAKthrough)", "Night Striker (BREAKthrough)", "Wave Slasher (BREAKpoint)",
          "Electric Eye (BREAKpoint)", "Sky Guardian (Fates Collide)", "Battle Ruler (Fates Collide)",
          "Leaf Charge (Celestial Storm)", "Storm Caller (Lost Thunder)",
          "Blazing Volcano (Lost Thunder)", "Relentless Flame (Team Up)", "Torrential Cannon (Team Up)",
          "Let's Play, Pikachu! (Team Up)", "Let's Play, Eevee! (Team Up)",
          # issue #37: the theme decks the five sets added to the card data made playable
          "Devastation (Team Rocket)", "Trouble (Team Rocket)", "Wallop (Neo Discovery)",
          "Iron Tide (Ancient Origins)", "Stone Heart (Ancient Origins)", "Aurora Blast (Roaring Skies)",
          "Tropical Takedown (Forbidden Light)", "Twilight Rogue (Forbidden Light)", "Hydro Fury (Celestial Storm)",
          "Lightning Loop (Unbroken Bonds)", "Battle Mind (Unbroken Bonds)", "Imperial Command (Ultra Prism)",
          "Mach Strike (Ultra Prism)"]


def test_the_classic_theme_decks_and_the_modern_battle_decks_are_built_in():
    db = default_db()
    assert sorted(db.theme_decks()) == sorted([*THEMES, *MODERN])  # the playable ones
    assert {"Brock", "Misty", "Hotfoot", "Light"} <= set(db.all_theme_decks())  # shown, marked not playable yet


def test_the_official_lists_are_built_with_their_own_cards_and_no_stand_ins():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from import_decklists import default_source, import_decks

    source = default_source()
    if not source.is_dir():
        pytest.skip("the official deck lists are not on this machine")
    decks, left_out = import_decks(source, default_db())
    assert not left_out, left_out
    assert not [d["name"] for d in decks if "stand_ins" in d or "(stand-ins)" in d["name"]]
    pikachu = {d["file"]: d for d in decks}["battle-academy-2024-pikachu-ex.txt"]
    assert {"sv2-66", "sv2-67", "sv2-82"} <= {c["id"] for c in pikachu["cards"]}  # Voltorb, Electrode, Kilowattrel PAL


def test_ptcgl_export_shape():
    text = export_ptcgl(theme("Brushfire"))
    lines = text.splitlines()
    assert lines[0] == "Pokémon: 22"
    assert lines[1] == "4 Charmander BS 46"
    assert "Trainer: 10" in lines and "Energy: 28" in lines
    assert "18 Fire Energy BS 98" in lines
    assert lines[-1] == "Total Cards: 60"
    assert text.endswith("\n")


def test_limitless_export_shape():
    lines = export_limitless(theme("Brushfire")).splitlines()
    assert lines[0] == "Pokémon (22)"
    assert "Trainer (10)" in lines and "Energy (28)" in lines
    assert not any(line.startswith("Total") for line in lines)


# ---------------------------------------------------------------------- errors
def test_malformed_list_reports_every_bad_line_with_number_and_reason():
    text = "\n".join([
        "Pokémon: 4",                # 1
        "4 Charmander BS 46",        # 2 fine
        "2 Pikachoo BS 999",         # 3 unknown card
        "hello world",               # 4 not a card line
        "0 Vulpix BS 68",            # 5 zero count
        "3 Mewthree",                # 6 unknown name
        "4 Charmander BS 47",        # 7 number is another card
        "Charmander BS 46",          # 8 no count
        "500 Fire Energy",           # 9 absurd count
    ])
    result = parse_decklist(text)
    assert not result.ok
    assert result.deck is None
    by_line = {e.line_no: e for e in result.errors}
    assert sorted(by_line) == [3, 4, 5, 6, 7, 8, 9]
    assert "unknown card" in by_line[3].reason and "999" in by_line[3].reason
    assert by_line[3].line == "2 Pikachoo BS 999"
    assert "not a card line" in by_line[4].reason
    assert "at least 1" in by_line[5].reason
    assert "no card named Mewthree" in by_line[6].reason
    assert "BS 47 is Diglett, not Charmander" in by_line[7].reason
    assert "count" in by_line[8].reason
    assert "more than a deck can hold" in by_line[9].reason
    assert str(by_line[4]).startswith("Line 4 ('hello world'): ")
    assert result.partial is not None and result.partial.counts == {"base1-46": 4}


def test_suggestion_for_a_typo():
    result = parse_decklist("4 Charmandr")
    assert "did you mean Charmander?" in result.errors[0].reason


def test_empty_text_is_an_error():
    result = parse_decklist("\n\n  \n")
    assert not result.ok
    assert result.errors[0].line_no == 0 and "No cards found" in result.errors[0].reason


def test_unknown_set_code_with_unknown_name_is_an_error():
    result = parse_decklist("4 Nonexistmon ZZZ 40")
    assert not result.ok
    assert "no set ZZZ" in result.errors[0].reason


# ---------------------------------------------------------------------- lenient parsing
def test_lenient_headers_counts_and_energy_spellings():
    text = (
        "pokemon:\r\n"
        "\r\n"
        "4x Charmander BS 46\r\n"
        "x2 Charmeleon BS 24\r\n"
        "  * 1 Nidoran ♂ BS 55  \r\n"
        "1 Nidoran M\r\n"
        "TRAINERS (3)\r\n"
        "2 Pokemon Breeder\r\n"
        "1 gust of wind bs 93\r\n"
        "Énergies: 10\r\n"
        "3 Fire Energy\r\n"
        "2 Basic {R} Energy\r\n"
        "1 Energy BS 98\r\n"
        "2 Grass Energy BS 99\r\n"
        "1 Basic Water Energy\r\n"
        "1 {L} Energy\r\n"
    )
    result = parse_decklist(text)
    assert result.ok, result.errors
    counts = result.deck.counts
    assert counts["base1-46"] == 4
    assert counts["base1-24"] == 2
    assert counts["base1-55"] == 2
    assert counts["base1-76"] == 2
    assert counts["base1-93"] == 1
    assert counts["base1-98"] == 6
    assert counts["base1-99"] == 2
    assert counts["base1-102"] == 1
    assert counts["base1-100"] == 1
    reasons = [w.reason for w in result.warnings]
    # the same card on two lines is merged, and said so
    assert any("also on line" in r for r in reasons)


def test_ptcgo_export_format():
    text = (
        "****** Pokémon Trading Card Game Deck List ******\n\n"
        "##Pokémon - 5\n\n"
        "* 4 Charmander BS 46\n"
        "* 1 Charizard BS 4\n\n"
        "##Trainer Cards - 1\n\n"
        "* 1 Bill BS 91\n\n"
        "##Energy - 2\n\n"
        "* 2 Fire Energy Energy 2\n\n"
        "Total Cards - 8\n\n"
        "****** Deck List Generated by the Pokémon Trading Card Game Online www.pokemon.com/TCGO ******\n"
    )
    result = parse_decklist(text)
    assert result.ok, result.errors
    assert result.warnings == []
    assert result.deck.counts == {"base1-46": 4, "base1-4": 1, "base1-91": 1, "base1-98": 2}


def test_list_without_headers_and_with_comments():
    result = parse_decklist("// my deck\n# notes\n4 Pikachu\n56 Lightning Energy\n")
    assert result.ok
    assert result.deck.total == 60


def test_accents_apostrophes_and_case_do_not_matter():
    assert name_key("Farfetch’d") == name_key("farfetch'd") == name_key("FARFETCHD")
    assert name_key("Pokémon Flute") == name_key("pokemon flute")
    assert name_key("Basic {R} Energy") == name_key("Fire Energy")
    assert name_key("Giratina ◇") != name_key("Giratina")  # symbols are part of a name


def test_leading_zeros_in_numbers():
    result = parse_decklist("4 Charmander BS 046")
    assert result.ok and result.deck.counts == {"base1-46": 4}


def test_name_and_set_without_number():
    result = parse_decklist("4 Charmander BS")
    assert result.ok and result.deck.counts == {"base1-46": 4}


# ---------------------------------------------------------------------- warnings
def test_header_count_that_disagrees_is_a_warning():
    result = parse_decklist("Pokémon: 5\n4 Charmander BS 46\nTotal Cards: 60\n")
    assert result.ok  # imported, but not silently
    assert result.deck.counts == {"base1-46": 4}
    reasons = {w.line_no: w.reason for w in result.warnings}
    assert "header says 5 but its lines add up to 4" in reasons[1]
    assert "total says 60 cards but the lines add up to 4" in reasons[3]


def test_card_under_the_wrong_header_is_a_warning():
    result = parse_decklist("Trainer: 1\n1 Charmander BS 46\n")
    assert result.ok
    assert "is a Pokémon card but is listed under Trainer" in result.warnings[0].reason


def test_wrong_number_in_a_known_set_falls_back_to_the_name_with_a_warning():
    result = parse_decklist("4 Charmander BS 146")
    assert result.ok
    assert result.deck.counts == {"base1-46": 4}
    assert "no card number 146" in result.warnings[0].reason


# ---------------------------------------------------------------------- several printings
def _card(set_id: str, code: str, number: str, name: str, **kw) -> CardDef:
    kw.setdefault("kind", "pokemon")
    if kw["kind"] == "pokemon":
        kw.setdefault("stage", "Basic")
    return CardDef(id=f"{set_id}-{number}", set_id=set_id, number=number, name=name, set_code=code, **kw)


@pytest.fixture
def two_set_db() -> CardDB:
    a = CardSet("aaa", "Alpha", "AA", "modern", (
        _card("aaa", "AA", "7", "Charmander"),
        _card("aaa", "AA", "9", "Fire Energy", kind="energy", subtype="Basic", provides=("Fire",)),
    ))
    b = CardSet("bbb", "Beta", "BB", "modern", (
        _card("bbb", "BB", "3", "Charmander"),
        _card("bbb", "BB", "12", "Charmander"),
        _card("bbb", "BB", "20", "Fire Energy", kind="energy", subtype="Basic", provides=("Fire",)),
    ))
    return CardDB([a, b])


def test_name_only_with_several_printings_picks_deterministically_and_warns(two_set_db):
    first = parse_decklist("4 Charmander", two_set_db)
    again = parse_decklist("4 Charmander", two_set_db)
    assert first.ok
    assert first.deck.counts == again.deck.counts == {"aaa-7": 4}
    [warning] = first.warnings
    assert warning.line_no == 1
    assert "3 printings" in warning.reason and "used AA 7" in warning.reason


def test_set_code_and_number_pick_the_exact_printing(two_set_db):
    result = parse_decklist("2 Charmander BB 12\n2 Charmander BB 3", two_set_db)
    assert result.ok and result.warnings == []
    assert result.deck.counts == {"bbb-12": 2, "bbb-3": 2}


def test_name_within_a_set(two_set_db):
    result = parse_decklist("4 Charmander BB", two_set_db)
    assert result.deck.counts == {"bbb-3": 4}


def test_basic_energy_printings_do_not_warn(two_set_db):
    result = parse_decklist("10 Fire Energy", two_set_db)
    assert result.ok and result.warnings == []


def test_unknown_set_falls_back_to_name_with_a_warning(two_set_db):
    result = parse_decklist("4 Charmander ZZ 99", two_set_db)
    assert result.ok
    assert any("doesn't have set ZZ" in w.reason for w in result.warnings)
