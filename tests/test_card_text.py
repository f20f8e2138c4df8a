"""Generated rules text against printed text, for every implemented attack, Pokémon Power and
Trainer of every shipped set.

The facts files keep only a fingerprint of each printed text (``desktop/engine/text_match.py``),
never the text, so this check runs everywhere, CI included. A difference is either a bug in
an effect's words (fix it) or a printing we deliberately don't copy (listed below, with why).
With ``../shared/card-data`` beside the checkout, ``tools/check_card_text.py`` shows both texts.
"""

from __future__ import annotations

from desktop.engine.cards import default_db
from desktop.engine.text import attack_text, card_text, power_text
from desktop.engine.text_match import fingerprint, normalise

KNOWN_DIFFERENCES = {
    ("base1-10", "Barrier"): "the print's reminder differs from Agility's; same effect",
    ("base1-20", "Thunderpunch"): "printed without 'damage' after the tails amount",
    ("base1-27", "Leek Slap"): "the print puts 'Either way' before the coin's outcome",
    ("base1-59", "Water Gun"): "the print's cap sentence differs from the other Water Guns",
    ("base2-14", "Acid"): "printed 'during your next turn'; it works during the opponent's next turn",
    ("base2-30", "Acid"): "printed 'during your next turn'; it works during the opponent's next turn",
    ("base2-42", "Pounce"): "printed 'during your next turn'; it works during the opponent's next turn",
    ("base3-29", "Gigashock"): "the non-holo print says 'that damage' where the holo says 'the damage'",
    ("base3-51", "Call for Family"): "misprinted 'if your Bench if full'",
}


# Base Set 2 reprints Base Set, Jungle and Fossil cards, some with reworded text ("You can't add
# more than 20 damage in this way."); Holofoil plays them as the cards they reprint and writes the
# original wording, so these prints differ, with the same effect (tests/test_base4_cards.py).
BASE_SET_2 = "Base Set 2 rewords (or reprints the known printing of) the original text; same effect"
KNOWN_DIFFERENCES.update({(card, text): BASE_SET_2 for card, text in (
    ("base4-2", "Hydro Pump"), ("base4-9", "Selfdestruct"), ("base4-13", "Lure"), ("base4-15", "Water Gun"),
    ("base4-32", "Acid"), ("base4-34", "Mega Drain"), ("base4-40", "Leek Slap"), ("base4-56", "Pounce"),
    ("base4-88", "Water Gun"), ("base4-93", "Withdraw"), ("base4-97", "Leech Life"))})

KNOWN_DIFFERENCES[("base6-7", "Surprise Thunder")] = "the print says 'If the second coins is heads'"
# Sets every card of which Holofoil implements (issue #14 asks this of every classic Wizards set).
COMPLETE_SETS = ("base1", "base2", "base3", "base4")
KNOWN_POWER_DIFFERENCES = {
    ("base2-34", "Retreat Aid"): "the print shows a Colorless symbol for '1 Colorless'; we write the number",
    ("base6-41", "Retreat Aid"): "Legendary Collection reprints Fossil's Retreat Aid as printed",
    ("base4-25", "Buzzap"): BASE_SET_2,
    ("base4-27", "Invisible Wall"): BASE_SET_2,
    ("base4-37", "Retreat Aid"): BASE_SET_2,
}
KNOWN_TRAINER_DIFFERENCES = {
    "base2-64": "Poké Ball's 'you may' and 'show that card' are reminders Holofoil's search does anyway",
    "base3-62": "Mysterious Fossil adds '(Discard it anyway.)' and 'from play' to Clefairy Doll's wording",
    **{card: BASE_SET_2 for card in ("base4-108", "base4-117", "base4-121", "base4-123", "base4-124")},
}


def _power_differences() -> set[tuple[str, str]]:
    return {(card.id, p.name) for card in default_db().core_cards() for p in card.powers
            if p.fingerprint and p.implemented and fingerprint(power_text(card, p), card.name) != p.fingerprint}


def _trainer_differences() -> set[str]:
    return {card.id for card in default_db().core_cards()
            if card.kind != "pokemon" and card.fingerprint and card.implemented
            and fingerprint(card_text(card), card.name) != card.fingerprint}


def test_every_generated_power_text_matches_its_printed_text_or_is_a_known_printing():
    assert _power_differences() == set(KNOWN_POWER_DIFFERENCES)


def test_every_generated_trainer_and_energy_text_matches_its_printed_text_or_is_a_known_printing():
    assert _trainer_differences() == set(KNOWN_TRAINER_DIFFERENCES)


def _differences() -> set[tuple[str, str]]:
    out = set()
    for card in default_db().core_cards():
        for atk in card.attacks:
            generated = fingerprint(attack_text(card, atk), card.name)
            if atk.fingerprint and atk.implemented and generated != atk.fingerprint:
                out.add((card.id, atk.name))
    return out


def test_every_generated_attack_text_matches_its_printed_text_or_is_a_known_printing():
    assert _differences() == set(KNOWN_DIFFERENCES)


def test_every_attack_with_printed_text_has_a_fingerprint():
    for card in default_db().core_cards():
        for atk in card.attacks:
            assert atk.has_text == bool(atk.fingerprint), (card.id, atk.name)


def test_the_normalising_ignores_only_what_it_should():
    assert normalise("Flip a coin. If heads, Pikachu does 10 damage.", "Pikachu") == \
        normalise("flip 1 coin  if heads NAME does 10 damage", "Pikachu")
    assert fingerprint("He or she chooses 1 of them.", "X") == fingerprint("They choose a of them", "X")
    assert fingerprint("Does 10 damage.", "X") != fingerprint("Does 20 damage.", "X")
    assert normalise("Provides ColorlessColorless energy.", "X") == normalise("Provides 2 Colorless Energy.", "X")
    assert normalise("Provides FireWater energy.", "X") == normalise("Provides Fire Water Energy.", "X")
    assert normalise("Provides Colorless energy.", "X") != normalise("Provides 2 Colorless Energy.", "X")


def test_cards_report_gives_the_text_match_rate_per_set():
    from desktop.report import set_report

    db = default_db()
    for set_id, card_set in db.sets.items():
        if set_id in db.from_library:
            continue  # the card library: loaded by whichever tests ran before, and reported on its own
        report = set_report(card_set)
        if set_id in COMPLETE_SETS:
            assert report["implemented"] == report["cards"], set_id
        same, total = report["attack_text_match"]
        differing = {key for key in KNOWN_DIFFERENCES if key[0].startswith(set_id + "-")}
        assert total - same == len(differing), set_id
        same, total = report["power_text_match"]
        assert total - same == sum(1 for key in KNOWN_POWER_DIFFERENCES if key[0].startswith(set_id + "-")), set_id
        same, total = report["trainer_text_match"]
        assert total - same == sum(1 for key in KNOWN_TRAINER_DIFFERENCES if key.startswith(set_id + "-")), set_id


def test_cards_report_per_deck_names_every_card_not_implemented(capsys):
    from desktop.report import deck_report, main

    db = default_db()
    decks = deck_report(db)
    assert {r["era"] for r in decks.values()} == {"classic", "xy", "sm", "modern"}  # Kalos Starter Set, Forest Shadow
    assert all(r["cards"] == 60 for r in decks.values())
    for name, cards in db.all_theme_decks().items():
        missing = sorted({f"{c.name} ({c.set_code} {c.number})" for c in cards if not c.implemented})
        assert decks[name]["not_implemented"] == missing, name
        assert (name in db.theme_decks()) == (missing == [])  # only a complete deck is offered for play
    assert all(decks[name]["not_implemented"] == [] for name in ("Overgrowth", "Zap!", "Lightning Bug"))
    assert main(["report", "--decks"]) == 0
    out = capsys.readouterr().out
    assert "Mega Lucario ex League Battle Deck (modern, 60 cards): every card implemented" in out
