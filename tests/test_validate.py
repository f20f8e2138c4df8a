"""Deck-building rules (desktop/decks/validate.py)."""

from __future__ import annotations

import pytest

from desktop.decks.model import Deck
from desktop.decks.validate import CardLimit, copies_allowed, is_valid, rule_name, validate
from desktop.engine.cards import CardDB, CardDef, CardSet, default_db
from desktop.engine.rules import ModernRules


def theme(name: str) -> Deck:
    return Deck.from_cards(name, default_db().theme_decks()[name]).copy()


def codes(deck: Deck) -> list[str]:
    return [p.code for p in validate(deck)]


@pytest.mark.parametrize("name", ["Overgrowth", "Zap!", "Brushfire", "Blackout"])
def test_theme_decks_are_legal(name):
    assert validate(theme(name)) == []
    assert is_valid(theme(name))


def test_too_few_cards():
    deck = theme("Overgrowth")
    deck.remove("base1-99")  # a Grass Energy
    [problem] = validate(deck)
    assert problem.code == "too_few_cards"
    assert problem.message == "This deck has 59 cards. A deck needs exactly 60 cards: add 1 more."


def test_too_many_cards():
    deck = theme("Overgrowth")
    deck.add("base1-99", 2)
    [problem] = validate(deck)
    assert problem.code == "too_many_cards"
    assert problem.message == "This deck has 62 cards. A deck needs exactly 60 cards: take out 2."


def test_five_copies_of_a_card():
    deck = theme("Overgrowth")
    assert deck.count("base1-44") == 4  # Bulbasaur
    deck.add("base1-44")
    deck.remove("base1-99")
    [problem] = validate(deck)
    assert problem.code == "too_many_copies"
    assert problem.card_names == ("Bulbasaur",)
    assert problem.message.startswith("5 cards named Bulbasaur. A deck can have at most 4 cards with the same name")
    assert "take out 1" in problem.message


def test_basic_energy_is_exempt_but_special_energy_is_not():
    deck = Deck("Energy heavy", {"base1-46": 4, "base1-98": 51, "base1-96": 5})
    problems = validate(deck)
    assert [p.code for p in problems] == ["too_many_copies"]
    assert problems[0].card_names == ("Double Colorless Energy",)


def test_no_basic_pokemon():
    deck = Deck("No Basics", {"base1-24": 4, "base1-91": 4, "base1-98": 52})  # Charmeleon, Bill, Fire Energy
    [problem] = validate(deck)
    assert problem.code == "no_basic_pokemon"
    assert problem.message == "This deck has no Basic Pokémon. It needs at least one to start the game."


def test_empty_deck_reports_size_and_basic():
    assert codes(Deck("Empty")) == ["too_few_cards", "no_basic_pokemon"]
    assert validate(Deck("Empty"))[0].message.startswith("This deck has 0 cards.")


def test_copies_allowed_helper():
    deck = theme("Overgrowth")
    db = default_db()
    assert copies_allowed(deck, db.by_id["base1-44"]) == 0
    assert copies_allowed(deck, db.by_id["base1-46"]) == 4
    assert copies_allowed(deck, db.by_id["base1-99"]) is None


# ---------------------------------------------------------------------- names and special cards
def _card(n: int, name: str, *, code: str = "TS", **kw) -> CardDef:
    kw.setdefault("kind", "pokemon")
    if kw["kind"] == "pokemon":
        kw.setdefault("stage", "Basic")
    return CardDef(id=f"{code.lower()}-{n}", set_id=code.lower(), number=str(n), name=name, set_code=code, **kw)


TEST_CARDS = (
    _card(1, "Gengar", stage="Stage 2"),
    _card(2, "Gengar LV.X", stage="Stage 2"),
    _card(3, "Gengar LV. 43", stage="Stage 2"),
    _card(4, "Meowth"),
    _card(5, "Alolan Meowth"),
    _card(6, "Aerodactyl"),
    _card(7, "Aerodactyl δ"),
    _card(10, "Computer Search", kind="trainer", subtype="Item", subtypes=frozenset({"ACE SPEC"})),
    _card(11, "Master Ball", kind="trainer", subtype="Item", flags=frozenset({"ace_spec"})),
    _card(12, "Giratina ◇", subtypes=frozenset({"Prism Star"})),
    _card(13, "Lunala ◇", subtypes=frozenset({"Prism Star"})),
    _card(14, "Radiant Greninja", subtypes=frozenset({"Radiant"})),
    _card(15, "Radiant Charizard", subtypes=frozenset({"Radiant"})),
    _card(16, "Greninja"),
    _card(17, "Mystery Card", kind="trainer", subtype="Item", missing=("Mystery Card",)),
    _card(18, "Water Energy", kind="energy", subtype="Basic", provides=("Water",)),
)
OTHER_SET = (_card(1, "Meowth", code="OS"),)


@pytest.fixture
def db() -> CardDB:
    sets = [CardSet("ts", "Test", "TS", "modern", TEST_CARDS), CardSet("os", "Other", "OS", "modern", OTHER_SET)]
    return CardDB(sets)


def make(db: CardDB, counts: dict[str, int]) -> Deck:
    """A 60-card deck: the cards under test, a Basic if none is there, Water Energy to fill up."""
    counts = dict(counts)
    if not any(db.by_id[cid].is_basic_pokemon for cid in counts):
        counts["ts-16"] = 1
    counts["ts-18"] = 60 - sum(counts.values())
    return Deck("Test", counts, db=db)


def test_level_is_not_part_of_the_name(db):
    assert rule_name(db.by_id["ts-2"]) == "Gengar"
    assert rule_name(db.by_id["ts-3"]) == "Gengar"
    deck = make(db, {"ts-1": 2, "ts-2": 2, "ts-3": 1})
    [problem] = validate(deck)
    assert problem.code == "too_many_copies"
    assert problem.message.startswith("5 cards named Gengar (Gengar, Gengar LV.X and Gengar LV. 43).")
    assert problem.card_names == ("Gengar", "Gengar LV.X", "Gengar LV. 43")


def test_owner_and_form_names_count_separately(db):
    assert validate(make(db, {"ts-4": 4, "ts-5": 4})) == []


def test_same_name_in_different_sets_counts_together(db):
    [problem] = validate(make(db, {"ts-4": 3, "os-1": 2}))
    assert problem.code == "too_many_copies" and problem.card_names == ("Meowth",)


def test_delta_species_is_not_part_of_the_name(db):
    assert [p.code for p in validate(make(db, {"ts-6": 3, "ts-7": 2}))] == ["too_many_copies"]


def test_ace_spec_one_per_deck(db):
    assert validate(make(db, {"ts-10": 1})) == []
    [problem] = validate(make(db, {"ts-10": 1, "ts-11": 1}))  # tag found in subtypes and in flags
    assert problem.code == "ace_spec"
    assert "2 ACE SPEC cards (Computer Search and Master Ball)" in problem.message
    assert "only 1 ACE SPEC card in total" in problem.message


def test_prism_star_one_per_name(db):
    assert validate(make(db, {"ts-12": 1, "ts-13": 1})) == []
    [problem] = validate(make(db, {"ts-12": 2}))
    assert problem.code == "prism_star"
    assert problem.message.startswith("2 copies of Giratina ◇. A deck can have only 1 of each Prism Star card")


def test_radiant_one_per_deck_and_part_of_the_name(db):
    assert validate(make(db, {"ts-14": 1, "ts-16": 4})) == []  # 4 Greninja + 1 Radiant Greninja
    [problem] = validate(make(db, {"ts-14": 1, "ts-15": 1}))
    assert problem.code == "radiant"
    assert problem.card_names == ("Radiant Greninja", "Radiant Charizard")


def test_unimplemented_card_is_not_playable_yet(db):
    [problem] = validate(make(db, {"ts-17": 1}))
    assert problem.code == "not_playable"
    assert "not playable yet" in problem.message.lower()
    assert "Mystery Card" in problem.message
    assert problem.card_names == ("Mystery Card",)


def test_limits_come_from_data_and_rules(db):
    class HouseRules(ModernRules):
        max_copies = 2
        card_limits = (CardLimit("Radiant", "deck", 2, "radiant", "Radiant Pokémon", "Radiant Pokémon"),)

    deck = make(db, {"ts-14": 1, "ts-15": 1, "ts-4": 3})
    assert [p.code for p in validate(deck, HouseRules())] == ["too_many_copies"]
    assert "at most 2 cards" in validate(deck, HouseRules())[0].message
