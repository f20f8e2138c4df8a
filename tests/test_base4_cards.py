"""Base Set 2 (base4, issue #14): every card implemented, its reworded reprints playing exactly as
the Base Set, Jungle and Fossil cards they reprint, the one card new to it (Imposter Professor
Oak, the Base Set's Impostor under Base Set 2's spelling) played in a game, and its theme decks
built in (Thunderstorm too: its Team Rocket cards come from the card library)."""

from __future__ import annotations

import json

from base1_helpers import zone_names
from engine_helpers import new_game, play, side, total

from desktop.engine.cards import cards_dir, default_db


def test_every_base_set_2_card_is_implemented():
    cards = default_db().sets["base4"].cards
    assert len(cards) == 130
    assert [c.name for c in cards if not c.implemented] == []


def test_a_reworded_reprint_plays_as_the_card_it_reprints():
    db = default_db()
    written = json.loads((cards_dir() / "base4.effects.json").read_text("utf-8"))
    originals = [c for s in ("base1", "base2", "base3") for c in db.sets[s].cards]
    checked = 0
    for number in written:
        card = db.get(f"base4-{number}")
        same = [o for o in originals if o.name == card.name and [a.name for a in o.attacks] == [
            a.name for a in card.attacks] and [p.name for p in o.powers] == [p.name for p in card.powers]]
        if not same:
            continue  # new to Base Set 2
        original = same[0]
        assert [a.effect for a in card.attacks] == [a.effect for a in original.attacks], card.name
        assert [(p.effect, p.static) for p in card.powers] == [(p.effect, p.static) for p in original.powers]
        assert (card.effect, card.provides) == (original.effect, original.provides), card.name
        checked += 1
    assert checked == 16


def test_imposter_professor_oak():
    g = new_game(side("Pikachu", hand=["base4-102"]),
                 side("Zapdos", hand=["Bill", "Potion", "Switch"], deck=["Water Energy"] * 10))
    n = total(g)
    play(g, "Imposter Professor Oak")
    them = g.players[1]
    assert len(them.hand) == 7 and len(them.deck) == 6
    assert sorted(zone_names(g, 1, "hand") + zone_names(g, 1, "deck")) == sorted(
        ["Bill", "Potion", "Switch"] + ["Water Energy"] * 10)
    assert total(g) == n


def test_base_set_2_theme_decks_are_built_in_thunderstorm_too():
    decks = default_db().theme_decks()
    for name in ("Grass Chopper", "Hot Water", "Lightning Bug", "Psych Out", "Thunderstorm"):
        assert len(decks[name]) == 60 and all(c.implemented for c in decks[name]), name
    assert {c.set_id for c in decks["Thunderstorm"]} >= {"base4", "base5"}  # Team Rocket's Psyduck, Full Heal Energy
