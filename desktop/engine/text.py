"""The rules text a player reads, generated from a card's effect nodes.

The one place the UI asks for card text; the words of each node live with the node
(``fx/*_nodes.py``), so text and behaviour can never disagree. The era's wording is chosen by
``era`` ("classic": "the Defending Pokémon"; "modern": "your opponent's Active Pokémon").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop.engine import kernel
from desktop.engine.card_classes import POKEMON_RULE_FLAGS, pokemon_rules_text
from desktop.engine.cards import WORDINGS, AttackDef, CardDef, PowerDef
from desktop.engine.power_notes import POWER_NOTES

# The rule printed on every Item and Supporter card today (seed 001).
MODERN_REMINDERS = {
    "Item": "You may play any number of Item cards during your turn.",
    "Supporter": "You may play only 1 Supporter card during your turn.",
    "Stadium": "You may play only 1 Stadium card during your turn. Put it into the Active Spot, and discard it if "
               "another Stadium comes into play. A Stadium with the same name can't be played.",
    "Pokémon Tool": "You may attach any number of Pokémon Tools to your Pokémon during your turn. You may attach "
                    "only 1 Pokémon Tool to each Pokémon, and it stays attached. Attach a Pokémon Tool to 1 of your "
                    "Pokémon that doesn't already have a Pokémon Tool attached.",
}
# The Mega Evolution series (2025-) words two reminders differently.
MEGA_SERIES_REMINDERS = {
    "Stadium": MODERN_REMINDERS["Stadium"].replace("into the Active Spot", "next to the Active Spot"),
    "Pokémon Tool": MODERN_REMINDERS["Pokémon Tool"].split(" Attach a Pokémon Tool")[0],
}
# Black & White to Sun & Moon (2011-2019) say "(before your attack)", and print a Tool's rule first.
BEFORE_ATTACK_SERIES = ("bw", "dv1", "xy", "g1", "dc1", "sm", "det1", "mcd11", "mcd12", "mcd14", "mcd15", "mcd16",
                        "mcd17", "mcd18", "mcd19")
# XY and Sun & Moon (2014-2019): today's words, with the "xy" dialect (``WORDINGS``).
XY_SM_SERIES = ("xy", "g1", "dc1", "sm", "det1", "mcd14", "mcd15", "mcd16", "mcd17", "mcd18", "mcd19")
BEFORE_ATTACK_REMINDERS = {
    "Item": "You may play as many Item cards as you like during your turn (before your attack).",
    "Supporter": "You may play only 1 Supporter card during your turn (before your attack).",
    "Stadium": "This card stays in play when you play it. Discard this card if another Stadium card comes into play. "
               "If another card with the same name is in play, you can't play this card.",
}
TOOL_RULE_BEFORE_ATTACK = ("Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool "
                           "attached to it.")
# Sword & Shield (2020-2022): today's Item and Supporter reminders; a Tool's rule first, an Item's last.
SWORD_SHIELD_SERIES = ("swsh", "cel25", "pgo", "fut20", "mcd21", "mcd22")
TOOL_RULE_SWORD_SHIELD = "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached."
# From Chilling Reign on, Sword & Shield Tools print that rule last, after the Item reminder.
TOOL_RULE_LAST = ("swsh7", "swsh8", "swsh9", "swsh10", "swsh11", "swsh12")
# Scarlet & Violet sets whose Stadiums (most of them) say "Put it into the Active Spot"; the
# others put it "next to" it, as the Mega Evolution series does.
INTO_THE_ACTIVE_SPOT = ("sv5", "sv6", "sv8")
# Scarlet & Violet sets whose Tools print both Tool rules; Scarlet & Violet itself prints only the
# second, every other set only the first.
SWORD_SHIELD_TOOL_RULE = ("sv1", "sv2")  # the first Scarlet & Violet sets print Sword & Shield's Tool rule
BOTH_TOOL_RULES = ("sv6", "sv8", "zsv10pt5", "rsv10pt5")
ACE_SPEC = "You can't have more than 1 ACE SPEC card in your deck."
ACE_SPEC_RULE_LAST = ("sv8",)  # sets whose ACE SPEC cards print only the class rule, after the text
ACE_SPEC_RULE_FIRST = ("sv6pt5", "sv7", "sv8pt5")  # ... only the rule box, before the text


def _words(card: CardDef, *args: Any, **kwargs: Any) -> Any:
    """The effect package's ``Words`` (how a card's nodes word their text) for ``card``."""
    return kernel.PARTS["words"](card, *args, **kwargs)


def _text_of(effect: Any, words: Any) -> str:
    return kernel.PARTS["text_of"](effect, words)


def modern_reminder(card: CardDef) -> str:
    """The class reminder a Trainer of Scarlet & Violet or Mega Evolution prints after its text."""
    subtype, set_id = card.subtype, card.set_id
    if subtype == "Stadium" and set_id not in INTO_THE_ACTIVE_SPOT:
        return MEGA_SERIES_REMINDERS["Stadium"]
    if subtype == "Pokémon Tool" and set_id not in BOTH_TOOL_RULES:
        return TOOL_RULE_SWORD_SHIELD if set_id in SWORD_SHIELD_TOOL_RULE else MEGA_SERIES_REMINDERS["Pokémon Tool"]
    return MODERN_REMINDERS[subtype]


def series_reminders(card: CardDef) -> tuple[list[str], list[str]] | None:
    """The class reminders a Trainer of Black & White to Sword & Shield prints before and after its
    text, or None for the other sets (today's and the classic ones have their own)."""
    subtype = "Pokémon Tool" if "Pokémon Tool" in card.subtypes else card.subtype
    if card.set_id.startswith(BEFORE_ATTACK_SERIES):
        if subtype == "Pokémon Tool":
            return [TOOL_RULE_BEFORE_ATTACK], [BEFORE_ATTACK_REMINDERS["Item"]]
        return [], [BEFORE_ATTACK_REMINDERS[subtype]] if subtype in BEFORE_ATTACK_REMINDERS else []
    if card.set_id.startswith(SWORD_SHIELD_SERIES):
        if subtype == "Pokémon Tool" and card.set_id.startswith(TOOL_RULE_LAST):
            return [], [MODERN_REMINDERS["Item"], TOOL_RULE_SWORD_SHIELD]
        if subtype == "Pokémon Tool":
            return [TOOL_RULE_SWORD_SHIELD], [MODERN_REMINDERS["Item"]]
        return [], [MODERN_REMINDERS[subtype]] if subtype in ("Item", "Supporter") else []
    return None


# Rule boxes of today's special Pokémon (seed 001 appendices), as (class, heading, rule), first match wins.
RULE_BOXES = (
    ({"MEGA", "ex"}, "Mega Evolution ex rule",
     "When your Mega Evolution Pokémon ex is Knocked Out, your opponent takes 3 Prize cards."),
    ({"MEGA", "EX"}, "Mega Evolution rule",
     "When 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn ends."),
    ({"ex"}, "Pokémon ex rule", "When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards."),
    ({"EX"}, "Pokémon-EX rule", "When a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards."),
    ({"EX-era ex"}, "Pokémon-ex rule", "When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards."),
    ({"GX"}, "Pokémon-GX rule", "When your Pokémon-GX is Knocked Out, your opponent takes 2 Prize cards."),
    ({"VMAX"}, "VMAX rule", "When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize cards."),
    ({"VSTAR"}, "VSTAR rule", "When your Pokémon VSTAR is Knocked Out, your opponent takes 2 Prize cards."),
    ({"V"}, "V rule", "When your Pokémon V is Knocked Out, your opponent takes 2 Prize cards."),
    ({"Radiant"}, "Radiant Pokémon rule", "You can't have more than 1 Radiant Pokémon in your deck."),
)
TERA_RULE = ("Tera", "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks "
                     "(both yours and your opponent's).")


def rule_boxes(card: CardDef) -> list[tuple[str, str]]:
    """(heading, rule) of each rule box a Pokémon card shows (a Tera ex shows two)."""
    out = []
    if card.flags and card.kind == "pokemon" and card.flags & POKEMON_RULE_FLAGS.keys():
        out.append(("Rule", pokemon_rules_text(card.name, card.flags)))
    if "Tera" in card.subtypes:
        out.append(TERA_RULE)
    for kinds, heading, rule in RULE_BOXES:
        if kinds <= card.subtypes:
            out.append((heading, rule))
            break
    return out


FIRST_TURN_OK = "If you go first, you may use this card during your first turn."


def flag_text(card: CardDef, era: str = "classic") -> str:
    """The rules a card's flags give it (Clefairy Doll, Mysterious Fossil, today's Antique Fossils), as printed."""
    flags, name = card.flags, card.name
    if era == "modern" and "play_as_basic" in flags and "no_prize" not in flags:  # today's Antique Fossils
        return modern_fossil_text(card)
    parts = []
    if "play_as_basic" in flags:
        parts.append(f"Play {name} as if it were a Basic Pokémon. While in play, {name} counts as a Pokémon "
                     "(instead of a Trainer card).")
    lc = "lc_words" in flags  # Legendary Collection's Mysterious Fossil words some rules apart
    immune = "can't be affected by Special Conditions" if lc else "can't be Asleep, Confused, Paralyzed, or Poisoned"
    limits = (["has no attacks", "can't retreat"] if "cannot_retreat" in flags else []) + (
        [immune] if "immune_conditions" in flags else [])
    if limits:
        listed = limits[0] if len(limits) == 1 else ", ".join(limits[:-1]) + ", and " + limits[-1]
        parts.append(f"{name} {listed}.")
    if "shining" in flags and card.kind != "pokemon":  # Miracle Energy
        parts.append(f"You can't have more than 1 {name} in your deck.")
    if "no_prize" in flags:
        parts.append(f"If {name} is Knocked Out, it doesn't count as a Knocked Out Pokémon."
                     f"{' (Discard it anyway.)' if lc else ''}")
    if "discard_any_time" in flags:
        parts.append(f"At any time during your turn before your attack, you may discard {name}"
                     f"{' from play' if lc else ''}.")
    if "discard_locked" in flags:  # Poké Vital A, Neutralization Zone
        parts.append("This card can't be put into your hand or deck from the discard pile.")
    if lc and "play_as_basic" in flags:
        parts.append(f"You can put Pokémon that evolve from {name} on this card.")
    return " ".join(parts)


def modern_fossil_text(card: CardDef) -> str:
    """The rule of a Trainer played as a Pokémon today (an Antique Fossil), from its flags."""
    flags = card.flags
    parts = [f"Play this card as if it were a {card.hp}-HP Basic {card.type} Pokémon."]
    limits = (["can't be affected by any Special Conditions"] if "immune_conditions" in flags else []) + (
        ["can't retreat"] if "cannot_retreat" in flags else [])
    if limits:
        parts.append(f"This card {' and '.join(limits)}.")
    if "discard_any_time" in flags:
        parts.append("At any time during your turn, you may discard this card from play.")
    return " ".join(parts)


# Sets that print "the Defending Pokémon": the Wizards of the Coast sets (1999-2003) and every later
# set up to Black & White (set ids by prefix); from XY on, cards say "your opponent's Active Pokémon".
CLASSIC_WORDING = ("base", "gym", "neo", "ecard", "ex", "tk", "dp", "pl", "hgss", "hsp", "col", "bw", "dv1", "pop",
                   "np", "ru1", "si1", "bp")
FIRST_YEAR = ("base1", "base2", "base3", "base4")  # Base Set to Base Set 2: some rules are worded apart


def _era(card: CardDef, era: str | None) -> str:
    return era or ("classic" if card.set_id.startswith(CLASSIC_WORDING) else "modern")


def attack_text(card: CardDef, attack: AttackDef, era: str | None = None) -> str:
    """The generated rules text of an attack (empty for a vanilla attack)."""
    if not attack.implemented:
        return "(This attack is not implemented yet.)"
    if attack.wording and era is None:
        printed_era, dialect = WORDINGS[attack.wording]
        return _text_of(attack.effect, _words(card, printed_era, attack.damage, dialect=dialect))
    return _text_of(attack.effect, _words(card, _era(card, era), attack.damage))


def power_text(card: CardDef, power: PowerDef, era: str | None = None) -> str:
    if not power.implemented:
        return "(This power is not implemented yet.)"
    w = _words(card, _era(card, era), power=power.name,
              dialect="xy" if era is None and card.set_id.startswith(XY_SM_SERIES) else "")
    body = _text_of(power.effect, w) if power.effect is not None else " ".join(m.words(w) for m in power.static)
    if power.kind == "Pokémon Power" and not any(rule in body for rule in ("Asleep, Confused, or Paralyzed",
                                                                            "Special Condition")):
        note = POWER_NOTES[power.note or "cant_be_used"].format(name=card.name)
        first_turn = f"This power can't be used the turn you put {card.name} into play."
        if body.endswith(first_turn) and power.note in ("", "cant_be_used"):  # one sentence, as printed
            body = body[:-1] + f" or if {card.name} is Asleep, Confused, or Paralyzed."
        elif body.endswith(first_turn) and power.note == "sc_cant_be_used":
            body = body[:-1] + f" or if {card.name} is affected by a Special Condition."
        elif note:
            body += " " + note
    return body.strip()


def card_text(card: CardDef, era: str | None = None) -> str:
    """Body text of a Trainer or Special Energy card."""
    if not card.implemented and card.kind != "pokemon":
        return "(This card is not implemented yet.)"
    w = _words(card, _era(card, era), dialect="xy" if era is None and card.set_id.startswith(XY_SM_SERIES) else "")
    parts = [FIRST_TURN_OK] if "first_turn_ok" in card.flags else []  # Carmine: the exception comes first
    parts.append(_text_of(card.effect, w))
    if card.flags - {"first_turn_ok"}:
        parts.append(flag_text(card, w.era))
    late: list[str] = []  # a Special Energy's rule printed after what it provides (Recycle Energy)
    if card.effect is None:  # rules that apply while it is in play or attached (Stadium, Special Energy)
        own = {id(m) for p in card.powers for m in p.static}  # an Antique Fossil's Ability is worded apart
        parts += [mod.words(w) for _kind, mod in card.statics
                  if id(mod) not in own and not getattr(mod, "after_provides", False)]
        late = [mod.words(w) for _kind, mod in card.statics if getattr(mod, "after_provides", False)]
    by_series = series_reminders(card) if card.kind == "trainer" else None
    if by_series is not None:
        parts = [*by_series[0], *parts, *by_series[1]]
    elif w.era == "classic" and card.kind == "trainer" and card.subtype == "Stadium":
        when = "after being played" if card.set_id == "gym2" else "when you play it"  # as each set prints it
        parts.insert(0, f"This card stays in play {when}. Discard this card if another Stadium card comes into play.")
    elif w.era == "modern" and card.kind == "trainer" and card.subtype in MODERN_REMINDERS:
        parts.append(modern_reminder(card))
    if "ACE SPEC" in card.subtypes:  # the rule box before the text (most sets) and the class rule after
        if card.set_id.startswith(("bw", "dv1")):  # Black & White: only the rule, last
            parts = [*parts, ACE_SPEC]
        elif card.set_id in ACE_SPEC_RULE_LAST or (card.set_id == "sv5" and card.kind == "trainer"):
            parts = [*parts, f"ACE SPEC: {ACE_SPEC}"]
        elif card.set_id in ACE_SPEC_RULE_FIRST:
            parts = [ACE_SPEC, *parts]
        else:
            parts = [ACE_SPEC, *parts, f"ACE SPEC: {ACE_SPEC}"]
    if card.kind == "energy" and card.subtype == "Special" and card.provides and w.era == "modern" \
            and card.set_id.startswith(("sv", "me", "zsv", "rsv", "swsh")):  # Sword & Shield on: what it provides first
        first = [mod.words(w) for _kind, mod in card.statics if mod.words_first()]  # Ignition Energy
        ace = parts[:1] if parts[:1] == [ACE_SPEC] else []  # an ACE SPEC's rule box comes before it all
        return " ".join([*ace, *first, f"As long as this card is attached to a Pokémon, it provides "
                         f"{provides_text(card.provides)}.", *(p for p in parts[len(ace):] if p and p not in first)]
                        ).strip()
    if card.kind == "energy" and card.subtype == "Special" and card.provides and \
            not any(getattr(mod, "states_provides", False) for _kind, mod in card.statics):  # (Double Dragon Energy)
        if all(t == "*" for t in card.provides):  # Miracle Energy: every type, 2 at a time
            parts.append(f"While in play, {card.name} counts as every type of Energy but provides only "
                         f"{len(card.provides)} Energy at a time.")
        elif w.era == "classic" and not card.set_id.startswith(FIRST_YEAR):  # Neo, Legendary Collection
            parts.append(f"{card.name} provides {provides_text(card.provides)}. (Doesn't count as a basic Energy "
                         "card.)")
            parts += late
        else:
            parts.append(f"Provides {provides_text(card.provides)}. Doesn't count as a basic Energy card.")
    return " ".join(p for p in parts if p).strip()

_NUMBER_WORDS = {1: "", 2: "2 ", 3: "3 ", 4: "4 "}


def provides_text(types: Iterable[str]) -> str:
    """"2 Colorless Energy", "Fire Energy", "Water and Fighting Energy"."""
    if tuple(types) == ("*",):  # Luminous Energy
        return "every type of Energy but provides only 1 Energy at a time"
    counts: dict[str, int] = {}
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    words = [f"{_NUMBER_WORDS.get(n, f'{n} ')}{t}" for t, n in counts.items()]
    return (" and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + ", and " + words[-1]) + " Energy"


__all__ = ["attack_text", "card_text", "power_text", "provides_text"]
