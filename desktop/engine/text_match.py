"""Printed text against generated text, without storing the printed text.

The importer stores, for each printed attack text, a short fingerprint of the text once
normalised (``fingerprint``). The text Holofoil generates from an attack's nodes is normalised
and fingerprinted the same way; equal fingerprints mean the texts match. The normalising ignores
case, spacing and punctuation, puts ``NAME`` for the card's own name, reads "a" and "1" alike,
accepts Holofoil's gender-neutral wording ("they choose" for "he or she chooses"), and reads a
run of Energy symbols as printed in the card data ("ColorlessColorless") as a count ("2 Colorless").
Case and a hyphen still tell apart the three classes spelt "ex" (``card_classes.EX_CLASSES``):
"Pokémon-EX" (and a name such as "Tyranitar-EX"), "Pokémon-ex" (the EX series) and "Pokémon ex".
"""

from __future__ import annotations

import hashlib
import re

NEUTRAL = (("he or she chooses", "they choose"), ("he or she accepts", "they accept"), ("he or she has", "they have"),
           ("he or she draws", "they draw"), ("he or she flips", "they flip"), ("he or she shuffles", "they shuffle"),
           ("he or she does", "they do"),
           ("and switches it", "and switch it"), ("his or her", "their"),
           ("he or she", "they"), ("him or her", "them"))


ENERGY_TYPES = ("grass", "fire", "water", "lightning", "psychic", "fighting", "colorless", "darkness", "metal",
                "fairy", "dragon")
SYMBOL_RUN = re.compile(r"\b((?:" + "|".join(ENERGY_TYPES) + r"){2,})\b")
SYMBOL = re.compile("|".join(ENERGY_TYPES))


def _count_symbols(match: re.Match[str]) -> str:
    """"colorlesscolorless" -> "2 colorless"; a mixed run -> its types one by one."""
    symbols = SYMBOL.findall(match.group(1))
    if len(set(symbols)) == 1:
        return f"{len(symbols)} {symbols[0]}"
    return " ".join(symbols)


# The printed forms of the "ex" classes that case and punctuation alone tell apart, and the word each
# becomes ("Pokémon ex" and a name like "Darkrai ex" stay "ex").
EX_FORMS = ((re.compile(r"(?<=\w)-EX\b"), " ex_caps"), (re.compile(r"(?<=Pokémon)-ex\b"), " ex_hyphen"))
EX_WORDS = ("ex", "ex_caps", "ex_hyphen")  # normalised, for Pokémon ex, Pokémon-EX and Pokémon-ex


def normalise(text: str, name: str) -> str:
    """``text`` reduced to lower-case words, the card's name as ``NAME``."""
    text = text.replace(name, "NAME")
    for form, word in EX_FORMS:
        text = form.sub(word, text)
    text = text.lower()
    for printed, ours in NEUTRAL:
        text = text.replace(printed, ours)
    text = SYMBOL_RUN.sub(_count_symbols, text)
    words = re.sub(r"[^\w]+", " ", text).split()
    return " ".join("a" if w == "1" else w for w in words)


def fingerprint(text: str, name: str) -> str:
    """12 hex digits of the SHA-1 of the normalised text (not the text itself)."""
    return hashlib.sha1(normalise(text, name).encode("utf-8")).hexdigest()[:12]
