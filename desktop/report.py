"""``holofoil cards report``: what is implemented, per set (Fireplace ``implemented.py``).

    holofoil cards report [--json]            per shipped set
    holofoil cards report --decks [--json]    per built-in deck: is every card implemented
    holofoil cards report --marks [--json]    per regulation mark (today's game: F to J), every printing
    holofoil cards report --scripts [--json]  the card scripts: node kinds used by one card name only

An attack or power counts as implemented when it is vanilla or has behaviour in
``cards/<set>.effects.json``; a Trainer or Special Energy when it has ops or flags.
"""

from __future__ import annotations

import argparse
import json

from desktop.engine.cards import CardDB, CardSet, default_db
from desktop.engine.text import attack_text, card_text, power_text
from desktop.engine.text_match import fingerprint


def set_report(card_set: CardSet) -> dict:
    """Counts for one set plus the names of anything not implemented."""
    cards = card_set.cards
    attacks = [(c, a) for c in cards for a in c.attacks]
    powers = [(c, p) for c in cards for p in c.powers]
    trainers = [c for c in cards if c.kind == "trainer"]
    missing = [f"{c.name} ({c.set_code} {c.number}): {', '.join(c.missing)}" for c in cards if c.missing]
    printed = [(c, a) for c, a in attacks if a.fingerprint and a.implemented]
    matching = sum(1 for c, a in printed if fingerprint(attack_text(c, a), c.name) == a.fingerprint)
    printed_powers = [(c, p) for c, p in powers if p.fingerprint and p.implemented]
    powers_matching = sum(1 for c, p in printed_powers if fingerprint(power_text(c, p), c.name) == p.fingerprint)
    printed_cards = [c for c in cards if c.kind != "pokemon" and c.fingerprint and c.implemented]
    cards_matching = sum(1 for c in printed_cards if fingerprint(card_text(c), c.name) == c.fingerprint)
    texts = ([(c.id, a.name) for c, a in attacks if a.has_text and a.implemented]
             + [(c.id, p.name) for c, p in powers if p.has_text and p.implemented]
             + [(c.id, c.name) for c in cards if c.kind != "pokemon" and c.implemented and c.fingerprint])
    compiled = sum(1 for key in texts if key in card_set.compiled)
    hand_written = len(texts) - compiled
    return {
        "name": card_set.name,
        "cards": len(cards),
        "implemented": sum(1 for c in cards if c.implemented),
        "compiled": compiled,  # texts implemented by the card compiler (attacks, Abilities, Trainer text)
        "hand_written": hand_written,  # texts implemented by hand (effects files, reprints included)
        "text_match": [matching + powers_matching + cards_matching,
                       len(printed) + len(printed_powers) + len(printed_cards)],
        "attacks": len(attacks),
        "attacks_implemented": sum(1 for _c, a in attacks if a.implemented),
        "attacks_with_effects": sum(1 for _c, a in attacks if a.effect is not None),
        "powers": len(powers),
        "powers_implemented": sum(1 for _c, p in powers if p.implemented),
        "trainers": len(trainers),
        "trainers_implemented": sum(1 for c in trainers if c.implemented),
        "attack_text_match": [matching, len(printed)],  # generated text equal to the printed text
        "power_text_match": [powers_matching, len(printed_powers)],
        "trainer_text_match": [cards_matching, len(printed_cards)],  # Trainers and Special Energy
        "not_implemented": missing,
    }


def deck_report(db: CardDB) -> dict[str, dict]:
    """Per built-in deck: its rules era, its size and the cards of it not implemented (none for a
    playable deck)."""
    from desktop.decks.resolve import ruleset_for

    out = {}
    for name, cards in db.all_theme_decks().items():
        missing = sorted({f"{c.name} ({c.set_code} {c.number})" for c in cards if not c.implemented})
        out[name] = {"era": ruleset_for([cards], db), "cards": len(cards), "not_implemented": missing}
    return out


TODAYS_MARKS = tuple("FGHIJ")  # the regulation marks of the last three Standard formats


def mark_report(db: CardDB, marks: tuple[str, ...] = TODAYS_MARKS) -> dict[str, dict]:
    """Per regulation mark: printings (every set, the card library loaded), how many are implemented,
    and which are not ("Pidgeot ex (OBF 164)")."""
    db.load_library()
    out: dict[str, dict] = {}
    for mark in marks:
        cards = [c for c in dict.values(db.by_id) if c.regulation == mark]
        missing = sorted(f"{c.name} ({c.set_code} {c.number})" for c in cards if not c.implemented)
        out[mark] = {"cards": len(cards), "implemented": len(cards) - len(missing), "not_implemented": missing}
    return out


def _print_marks(db: CardDB, as_json: bool) -> None:
    marks = mark_report(db)
    if as_json:
        print(json.dumps(marks, indent=2, ensure_ascii=False))
        return
    for mark, r in marks.items():
        share = r["implemented"] / r["cards"] if r["cards"] else 1.0
        print(f"regulation mark {mark}: {r['implemented']}/{r['cards']} printings implemented ({share:.1%})")
    done, total = sum(r["implemented"] for r in marks.values()), sum(r["cards"] for r in marks.values())
    span = f"{TODAYS_MARKS[0]} to {TODAYS_MARKS[-1]}"
    print(f"{span}: {done}/{total} printings implemented ({done / total:.1%}); --json lists the rest")


def _print_scripts(db: CardDB, as_json: bool) -> None:
    from desktop.node_usage import card_scripts

    rows = card_scripts(db)
    if as_json:
        print(json.dumps([{"kind": k, "module": m, "card": c} for k, m, c in rows], indent=2, ensure_ascii=False))
        return
    print(f"{len(rows)} card scripts: node kinds used by one card name only (by module)")
    for kind, module, card in rows:
        print(f"  {module}: {kind} ({card})")


SHOWN_MISSING = 5  # not-implemented cards listed per set in the text report (all of them in --json)


def main(argv: list[str]) -> int:
    if argv[:1] == ["import"]:
        from desktop.card_import import main as import_main

        return import_main(argv[1:])
    parser = argparse.ArgumentParser(prog="holofoil cards", description=__doc__)
    parser.add_argument("command", choices=["report", "import"])
    parser.add_argument("--json", action="store_true", help="print one JSON object keyed by set id")
    parser.add_argument("--decks", action="store_true", help="per built-in deck instead: is every card implemented")
    parser.add_argument("--marks", action="store_true", help="per regulation mark F to J instead, every printing")
    parser.add_argument("--scripts", action="store_true", help="the card scripts: node kinds used by one card")
    args = parser.parse_args(argv)
    db = default_db()
    if args.marks:
        _print_marks(db, args.json)
        return 0
    if args.scripts:
        _print_scripts(db, args.json)
        return 0
    if args.decks:
        decks = deck_report(db)
        if args.json:
            print(json.dumps(decks, indent=2, ensure_ascii=False))
            return 0
        for name, r in decks.items():
            state = "every card implemented" if not r["not_implemented"] else \
                f"NOT IMPLEMENTED: {', '.join(r['not_implemented'])}"
            print(f"{name} ({r['era']}, {r['cards']} cards): {state}")
        return 0
    report = {set_id: set_report(s) for set_id, s in db.sets.items()}
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    for set_id, r in report.items():
        print(f"{set_id} ({r['name']}): {r['implemented']}/{r['cards']} cards implemented "
              f"({r['compiled']} texts compiled, {r['hand_written']} by hand)")
        print(f"  attacks  {r['attacks_implemented']}/{r['attacks']} ({r['attacks_with_effects']} with effects)")
        for what in ("attack", "power", "trainer"):
            same, total = r[f"{what}_text_match"]
            if total:
                print(f"  {what} text matches the printed text: {same}/{total} ({same / total:.0%})")
        print(f"  powers   {r['powers_implemented']}/{r['powers']}")
        print(f"  trainers {r['trainers_implemented']}/{r['trainers']}")
        for line in r["not_implemented"][:SHOWN_MISSING]:
            print(f"  NOT IMPLEMENTED: {line}")
        if len(r["not_implemented"]) > SHOWN_MISSING:
            print(f"  ... and {len(r['not_implemented']) - SHOWN_MISSING} more cards not implemented (see --json)")
    return 0
