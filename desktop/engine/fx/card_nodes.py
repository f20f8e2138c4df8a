"""Nodes that move cards between zones: draw, discard or shuffle from the hand, search the
deck, take from the discard pile, rearrange the deck, and show hands. ``MoveCards`` is the general
"choose N cards from a zone and put them somewhere" node that most Trainers are built from; its
fields say where from, where to, how many, and whether choosing fewer is allowed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import COST, Atomic, Node, node
from desktop.engine.fx.words import plural, shuffle_afterward
from desktop.engine.fx.zone_choice import ZoneChoice
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

# Stages that are not Evolution cards (seed 001 appendices 7 and 26: V-UNION and Restored Pokémon
# are neither Basic nor Evolution; a LEGEND is played onto the Bench from the hand).
NOT_EVOLUTION = ("Basic", "Restored", "V-UNION", "LEGEND")

# Classes with a Rule Box (seed 001 glossary): "Pokémon ex, Pokémon V, etc. have Rule Boxes."
RULE_BOX_NOTE = "(Pokémon ex, Pokémon V, etc. have Rule Boxes.)"
RULE_BOX_CLASSES = frozenset({"ex", "EX", "EX-era ex", "GX", "V", "VMAX", "VSTAR", "V-UNION", "BREAK", "Prism Star",
                              "Radiant",
                              "TAG TEAM", "LEGEND", "MEGA"})
FILTERS = {
    "any": ("card", lambda c: True),
    "pokemon": ("Basic Pokémon or Evolution card", lambda c: c.kind == "pokemon"),
    "pokemon_baby": ("Baby Pokémon, Basic Pokémon, or Evolution card", lambda c: c.kind == "pokemon"),  # Neo
    "basic": ("Basic Pokémon card", lambda c: c.kind == "pokemon" and c.stage == "Basic"),
    "trainer": ("Trainer card", lambda c: c.kind == "trainer"),
    "basic_energy": ("basic Energy card", lambda c: c.is_basic_energy),
    "energy": ("Energy card", lambda c: c.kind == "energy"),
    "evolution": ("Evolution Pokémon", lambda c: c.kind == "pokemon" and c.stage not in NOT_EVOLUTION),
    "evolution_card": ("Evolution card", lambda c: c.kind == "pokemon" and c.stage not in NOT_EVOLUTION),
    "supporter": ("Supporter card", lambda c: c.kind == "trainer" and c.subtype == "Supporter"),
    "basic_or_basic_energy": ("Basic Energy card or Basic Pokémon",
                              lambda c: c.is_basic_energy or (c.kind == "pokemon" and c.stage == "Basic")),
    "pokemon_or_basic_energy": ("Pokémon or Basic Energy card", lambda c: c.kind == "pokemon" or c.is_basic_energy),
    "mega_ex": ("Mega Evolution Pokémon ex", lambda c: c.kind == "pokemon" and {"MEGA", "ex"} <= c.subtypes),
    "ancient": ("Ancient Pokémon", lambda c: c.kind == "pokemon" and "Ancient" in c.subtypes),  # seed 001 app. 1
    "future": ("Future Pokémon", lambda c: c.kind == "pokemon" and "Future" in c.subtypes),
    "item": ("Item card", lambda c: c.kind == "trainer" and c.subtype == "Item"),  # card_filter asks the era
    "tool": ("Pokémon Tool card", lambda c: c.kind == "trainer" and c.subtype == "Pokémon Tool"),
    "stadium": ("Stadium card", lambda c: c.kind == "trainer" and c.subtype == "Stadium"),
    "pokemon_ex": ("Pokémon ex", lambda c: c.kind == "pokemon" and "ex" in c.subtypes),
    "stage1": ("Stage 1 Pokémon", lambda c: c.kind == "pokemon" and c.stage == "Stage 1"),
    "no_rule_box": ("Pokémon that doesn't have a Rule Box", lambda c: c.kind == "pokemon"
                    and not c.subtypes & RULE_BOX_CLASSES),
    "not_gx_ex": ("Pokémon that isn't a Pokémon-GX or Pokémon-EX", lambda c: c.kind == "pokemon"  # Sun & Moon
                  and not c.subtypes & {"GX", "EX"}),
}
# Today's wording of a filter, where it differs ("Search your deck for a Pokémon")
MODERN_LABELS = {"pokemon": "{t}Pokémon", "basic_energy": "Basic {t}Energy card", "basic": "Basic {t}Pokémon",
                 "pokemon_or_basic_energy": "Pokémon or a Basic Energy card",
                 "basic_or_basic_energy": "Basic {t}Energy card or a Basic {t}Pokémon",
                 "evolution": "Evolution {t}Pokémon"}


def article(label: str) -> str:
    """"a" or "an" before a label ("an Item card", "a Basic Energy card")."""
    return "an" if label[:1] in "AEIOU" else "a"


def discard_locked(card: Any) -> bool:
    """Whether the card can't be put into its owner's hand or deck from the discard pile (its flag on
    an Item, its rule on a Stadium: Poké Vital A, Neutralization Zone)."""
    return "discard_locked" in card.flags or any(mod.op == "discard_locked_rule" for _kind, mod in card.statics)


def card_filter(name: str, game: Game) -> Callable[[CardDef], bool]:
    """The test of filter ``name`` in ``game``, by its era's rules: "item" takes a Pokémon Tool
    where the era makes Tools Item cards. Effects get a filter's test here, not from ``FILTERS``."""
    if name == "item":
        return game.rules.is_item
    return FILTERS[name][1]


def shuffle_hand_into_deck(game: Game, player: int) -> None:
    """``player`` shuffles their hand into their deck."""
    p = game.players[player]
    for uid in p.hand:
        game.move_card(player, uid, "hand", "deck")
    p.deck.extend(p.hand)
    p.hand.clear()
    game.shuffle_deck(player)


@node("draw")
@dataclass(frozen=True, slots=True)
class Draw(Atomic):
    """Draw ``count`` cards (``then``: written as the second half of a sentence); ``until``: draw
    until you have that many cards in your hand; ``full_prizes``: draw that many instead while you
    have all your Prize cards left (Lillie's Determination)."""

    count: int = 0
    then: bool = False
    needs_deck: bool = True
    until: int = 0
    full_prizes: int = 0
    if_done: bool = False  # words: "If you do, draw ..." (after a switch)
    joined: bool = False  # words: "... and draw 7 cards." (after "Discard your hand")
    late_game: tuple[int, int] = (0, 0)  # (prizes, cards): draw ``cards`` instead if the opponent has at most
    # ``prizes`` Prize cards remaining (Lacey)
    all_named: str = ""  # draw until ``all_named_until`` instead if all of your Pokémon in play have this in their
    all_named_until: int = 0  # name ("Team Rocket's": Team Rocket's Ariana)
    if_moved: bool = False  # "Discard a card from your hand. If you do, draw 2 cards.": only if one moved
    first_turn_until: int = 0  # Lillie: until you have this many instead during your first turn
    more: bool = False  # words: "draw 2 more cards" (after a condition: Emcee's Hype)
    max_hand: int = 0  # can't be played with this many cards in hand, this one included (Mail from Bill)
    opp_hand: bool = False  # as many cards as the opponent has in hand (Noivern's Tuning)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if self.max_hand and len(game.players[player].hand) >= self.max_hand:
            return False
        return not self.needs_deck or bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        if self.if_moved and not m.scope.get(MOVED, 0):
            return
        named = self.all_named
        if named and all(named in game.cards[s.top].name for s in game.players[pl].slots()):
            game.draw(pl, max(0, self.all_named_until - len(game.players[pl].hand)))
        elif self.until:
            until = self.first_turn_until if self.first_turn_until and game.turn <= 2 else self.until
            game.draw(pl, max(0, until - len(game.players[pl].hand)))
        elif self.full_prizes and len(game.players[pl].prizes) == game.rules.prizes:
            game.draw(pl, self.full_prizes)
        elif self.opp_hand:
            game.draw(pl, len(game.players[1 - pl].hand))
        elif self.late_game[0] and len(game.players[1 - pl].prizes) <= self.late_game[0]:
            game.draw(pl, self.late_game[1])
        else:
            game.draw(pl, self.count)

    def words(self, w: Words) -> str:
        if self.max_hand and self.until:
            return (f"You can't play this card if you have {self.max_hand} or more cards in your hand (including this "
                    f"one). Draw cards until you have exactly {self.until} cards in your hand.")
        if self.until:
            lead = "If you do, draw" if self.if_done else "Then, draw" if self.then else "Draw"
            text = f"{lead} cards until you have {self.until} cards in your hand."
            if self.first_turn_until:
                text += (f" If it's your first turn, draw cards until you have {self.first_turn_until} cards in your "
                         "hand.")
            if self.all_named:
                text += (f" If all of your Pokémon in play are {self.all_named} Pokémon, draw cards until you have "
                         f"{self.all_named_until} cards in your hand instead.")
            return text
        if self.full_prizes:
            return (f"{'Then, draw' if self.then else 'Draw'} {self.count} cards. If you have exactly "
                    f"{w.rules_prizes} Prize cards remaining, draw {self.full_prizes} cards instead.")
        cards = "a card" if self.count == 1 else plural(self.count, "card")
        if self.opp_hand:
            lead = "Then, draw" if self.then else "Draw"
            return f"{lead} a number of cards equal to the number of cards in your opponent's hand."
        if self.more:
            return f"Draw {self.count} more {'card' if self.count == 1 else 'cards'}."
        if self.if_moved:
            return f"If you do, draw {cards}."
        if self.late_game[0]:
            prizes, instead = self.late_game
            return (f"{'Then, draw' if self.then else 'Draw'} {cards}. If your opponent has {prizes} or fewer Prize "
                    f"cards remaining, draw {instead} cards instead.")
        if self.joined:
            return f"and draw {cards}."
        if self.then and (then_draw := w.phrase_or_none("then_draw", cards=plural(self.count, "card"))):
            return then_draw
        return f"{'then draw' if self.then else 'Draw'} {cards}."


@node("discard_hand")
@dataclass(frozen=True, slots=True)
class DiscardHand(Atomic):
    def act(self, m: Machine) -> None:
        hand = m.me.hand
        for uid in list(hand):
            m.game.discard_from_hand(uid)

    def words(self, w: Words) -> str:
        return w.phrase("discard_hand")


@node("opponent_shuffles_hand_draws")
@dataclass(frozen=True, slots=True)
class OpponentShufflesHandDraws(Atomic):
    """Your opponent shuffles their hand into their deck and draws ``count`` cards (``have``: worded
    "Have your opponent shuffle ...", as Distorted Future prints it after "you may")."""

    count: int
    have: bool = False

    def act(self, m: Machine) -> None:
        shuffle_hand_into_deck(m.game, m.scope.opp)
        m.game.draw(m.scope.opp, self.count)

    def words(self, w: Words) -> str:
        if self.have:
            return f"Have your opponent shuffle their hand into their deck and draw {self.count} cards."
        return f"Your opponent shuffles their hand into their deck, then draws {self.count} cards."


@node("shuffle_hand_into_deck")
@dataclass(frozen=True, slots=True)
class ShuffleHandIntoDeck(Atomic):
    """Shuffle your hand into your deck."""

    def act(self, m: Machine) -> None:
        shuffle_hand_into_deck(m.game, m.scope.player)

    def words(self, w: Words) -> str:
        return "Shuffle your hand into your deck."


ZONES = ("hand", "deck", "discard")
MOVED = "moved"  # a scope value: how many cards the last move_cards moved


@node("move_cards")
@dataclass(frozen=True, slots=True)
class MoveCards(ZoneChoice):
    """Choose ``count`` of your cards in ``source`` (matching ``filter``) one at a time (``zone_choice``) and
    put them into ``to``: ``up_to`` from 1 to ``count``, ``optional`` ("you may") from none, a search of the
    deck for cards of a kind from none. ``cost``: the card needs the others in your hand to be played."""

    source: str
    to: str
    count: int = 1
    filter: str = "any"
    up_to: bool = False
    optional: bool = False
    cost: bool = False
    shuffle: bool = False  # shuffle the deck afterward
    reveal: bool = False  # search: the deck is looked at
    sort: bool = False  # offer the cards in name order (a searched deck)
    trade: bool = False  # words: a cost read as "Trade 1 of the other cards in your hand for <what follows>"
    type: str = ""  # only Pokémon of this type and Energy that provides it ("a Basic Fighting Energy card")
    name_has: str = ""  # only cards with this in their name ("an Evolution card with Dark in its name")
    named: str = ""  # only cards with this name ("the Trainer card named Giovanni")
    if_any: bool = False  # classic words: "Put an Evolution card from your discard pile, if any, into your hand."
    in_hand: bool = False  # classic words of a cost: "Discard 2 of the other cards in your hand in order to play ..."
    a_card: bool = False  # classic words of a 1-card cost: "Discard a card from your hand" (no "other" card)
    own_sentence: bool = False  # classic: the cost a sentence of its own ("... in order to play this card.")
    show: str = ""  # classic words: "it" ("Show it to your opponent and put it into your hand.") or "that"
    if_done: bool = False  # words: "If you do, search your deck..." (after a cost in Sun & Moon's words)
    before: bool = False  # an attack's discard that sets its damage: before damage (Double Jet)
    choose: bool = False  # classic words: "choose up to 3 Basic Pokémon and/or Evolution cards from ..." (Reel In)
    the_word: bool = False  # words: 'Item cards that have the word "Ball" in their name' (Apricorn Maker)
    take_all: bool = False  # words: "4 basic Energy cards ... If you have fewer than 4 ... there, take all of them."
    max_hp: int = 0  # only Pokémon with this much HP or less (Level Ball)
    # ("Show that card to your opponent, then put it into your hand.")
    prompts = True

    def __post_init__(self) -> None:
        if self.source not in ZONES or self.to not in ZONES:
            raise ValueError(f"cards move between {', '.join(ZONES)}")
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not one of {', '.join(FILTERS)}")

    @property
    def stage(self) -> int:  # type: ignore[override]
        return COST if self.cost else 1 if self.before else 2  # BEFORE, AFTER

    def _options(self, game: Game, player: int, exclude: int = -1) -> list[int]:
        test = card_filter(self.filter, game)
        cards, kind = game.cards, self.type
        locked = self.source == "discard" and self.to in ("hand", "deck")  # Poké Vital A stays in the discard pile
        return [u for u in getattr(game.players[player], self.source) if u != exclude and test(cards[u])
                and not (locked and discard_locked(cards[u]))
                and (not kind or kind in (cards[u].types if cards[u].kind == "pokemon" else cards[u].provides))
                and self.name_has in cards[u].name and (not self.named or cards[u].name == self.named)
                and (not self.max_hp or cards[u].kind == "pokemon" and cards[u].hp <= self.max_hp)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if not self.cost and hasattr(source, "cost"):
            return True  # an attack may be used even if this part of it finds nothing
        exclude = source if isinstance(source, int) and self.source == "hand" else -1
        if self.cost:
            return len(self._options(game, player, exclude)) >= self.count
        if self.source == "deck":
            return bool(game.players[player].deck)
        return bool(self._options(game, player, exclude))

    def text(self, done: int, least: int, most: int) -> str:
        if self.source == "hand" and self.to == "discard":
            return f"Choose a card to discard ({done + 1} of {self.count})."
        if self.source == "hand":
            return f"Choose a card to shuffle into your deck ({done + 1} of {self.count})."
        if self.source == "deck":
            return f"Choose a {FILTERS[self.filter][0]} from your deck."
        return f"Choose a card from your discard pile ({done + 1} of up to {self.count})."

    # the zone-choice machine: ``count`` cards ("up to": none or more) from ``source`` into ``to``
    def where(self) -> str:
        return self.source

    def destination(self) -> str:
        return self.to

    def single_taken(self) -> bool:
        return self.source != "hand"

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return (0 if self.optional else 1 if self.up_to else self.count), self.count  # "up to": 1 at least

    def any_card(self) -> bool:  # "Search your deck for a card": the number it says
        return self.filter == "any"

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        options = self._options(m.game, m.scope.player)
        if self.sort:
            options.sort(key=lambda u: m.game.cards[u].name)
        return options

    def open(self, m: Machine) -> Any:
        if self.reveal:
            m.game.emit("reveal", m.scope.player, detail=self.source)
        return None

    def close(self, m: Machine, done: int, memo: Any) -> int:
        m.scope.put(MOVED, done)
        if self.to == "discard" and not self.cost:  # "... for each card you discarded in this way"
            m.scope.put("discarded", done)
        if self.shuffle:
            m.game.shuffle_deck(m.scope.player)
        return m.done()

    def cost_phrase(self, w: Words) -> str | None:
        if not (self.cost and self.source == "hand") or w.era == "modern" or self.in_hand or self.own_sentence:
            return None
        if self.trade:
            return f"Trade {self.count} of the other cards in your hand for"
        if self.to == "discard" and self.filter != "any":
            return f"Discard {self.count} {FILTERS[self.filter][0]}s from your hand"
        if self.to == "discard":  # "Discard a card from your hand in order to draw a card." (Matter Exchange)
            return f"Discard {'a card' if self.a_card else f'{self.count} of the other cards'} from your hand"
        return f"Shuffle {self.count} of the other cards from your hand into your deck"

    def ability_cost(self, w: Words) -> str | None:
        if not (self.cost and self.source == "hand" and self.to == "discard"):
            return None
        label = MODERN_LABELS.get(self.filter, FILTERS[self.filter][0]).format(t=f"{self.type} " if self.type else "")
        what = f"{article(label)} {label}" if self.count == 1 else f"{self.count} {label}s"
        return f"discard {what} from your hand"

    def object_phrase(self, w: Words) -> str | None:
        if self.source != "discard" or self.to != "hand":
            return None
        label = FILTERS[self.filter][0]
        if self.take_all:  # Super Energy Retrieval
            return (f"{self.count} {label}s from your discard pile. If you have fewer than {self.count} {label}s "
                    "there, take all of them")
        return f"up to {self.count} {label}s from your discard pile" if self.count > 1 else \
            f"a {label} from your discard pile"

    def _modern_words(self, w: Words) -> str:
        label = MODERN_LABELS.get(self.filter, FILTERS[self.filter][0]).format(t=f"{self.type} " if self.type else "")
        many = self.count > 1
        if self.filter == "basic_energy" and self.type and w.dialect == "xy" and "deck" in (self.source, self.to):
            label = f"{self.type} Energy card"  # XY and Sun & Moon: "3 Lightning Energy cards" are basic ones
        if self.cost and self.source == "hand" and w.dialect == "xy" and self.to == "deck":  # XY's Maintenance
            return (f"Shuffle {self.count} cards from your hand into your deck. (If you can't shuffle {self.count} "
                    f"cards into your deck, you can't play this card.)")
        if self.cost and self.source == "hand" and w.dialect == "xy" and self.to == "discard":  # Sun & Moon
            what = 'a card' if self.count == 1 else plural(self.count, 'card')
            if self.filter == "basic_energy" and self.type:  # "discard a Fire Energy card from your hand"
                label = f"{self.type} Energy card"
                what = f"a {label}" if self.count == 1 else plural(self.count, label)
            if self.count > 1 and shuffle_afterward(w):  # XY's Ultra Ball spells the cost out
                return f"Discard {what} from your hand. (If you can't discard {what}, you can't play this card.)"
            return f"Discard {what} from your hand."
        if self.cost and self.source == "hand":
            other = "another card" if self.count == 1 else f"{self.count} other cards"
            return f"You can use this card only if you discard {other} from your hand."
        if self.source == "hand" and self.to == "discard" and self.filter == "any":  # an effect, not a cost
            return f"Discard {'a card' if self.count == 1 else plural(self.count, 'card')} from your hand."
        if self.source == "hand" and self.to == "discard" and self.filter == "basic_energy" and self.type \
                and w.dialect == "xy":  # Sun & Moon: "Discard up to 2 Water Energy cards from your hand."
            what = f"{'up to ' if self.up_to else ''}{plural(self.count, f'{self.type} Energy card')}"
            return f"Discard {what} from your hand."
        if self.source == "deck":
            plural_label = label + "s" if label.endswith("card") else label
            what = f"up to {self.count} {plural_label}" if many else f"{article(label)} {label}"
            it = "them" if many else "it"
            shown = f", reveal {it}," if self.reveal else ""
            if self.name_has.endswith("'s") and self.filter == "pokemon":  # "an Erika's Pokémon" (a Trainer's)
                label = f"{self.name_has} Pokémon"
                what = f"up to {self.count} {label}" if many else f"{article(label)} {label}"
            elif self.name_has and many:  # TM Machine: '... Pokémon Tool cards that have "Technical Machine" in ...'
                what += f' that have {"the word " if self.the_word else ""}"{self.name_has}" in their name'
            elif self.name_has:
                what += f' that has "{self.name_has}" in its name'
            if self.max_hp:
                what += f" with {self.max_hp} HP or less"
            then = "Shuffle your deck afterward." if w.dialect == "xy" and shuffle_afterward(w) else \
                "Then, shuffle your deck."
            lead = "If you do, search" if self.if_done else "Search"
            return f"{lead} your deck for {what}{shown} and put {it} into your hand. {then}"
        if self.source == "discard" and self.to == "deck" and self.shuffle:
            if self.filter == "pokemon_or_basic_energy":  # Super Rod: Black & White to XY, and "up to" today
                up_to_n, basic = ("up to ", "Basic") if self.up_to else ("", "basic")
                return (f"Shuffle {up_to_n}{self.count} in any combination of Pokémon and {basic} Energy cards from "
                        "your discard pile into your deck.")
            plural_label = label + "s" if label.endswith("card") else label
            what = f"up to {self.count} {plural_label}" if self.up_to else \
                f"{self.count} {plural_label}" if self.count > 1 else f"{article(label)} {label}"
            return f"Shuffle {what} from your discard pile into your deck."
        if self.source == "discard" and self.to == "deck" and self.count == 1:  # Max Revive
            return f"Put {article(label)} {label} from your discard pile on top of your deck."
        if self.source == "discard" and self.to == "hand":
            if self.filter == "basic_energy" and self.type and w.dialect == "xy" and shuffle_afterward(w):
                label = f"{self.type} Energy card"  # XY: "2 Fire Energy cards" (a typed Energy card is basic)
            plural_label = label + "s" if label.endswith("card") else label
            what = f"up to {self.count} {plural_label}" if many else f"{article(label)} {label}"
            if many and not self.up_to and w.dialect == "xy":  # XY and Sun & Moon: "Put 2 basic Energy cards..."
                what = f"{self.count} {plural_label}"
            if many and self.filter == "pokemon_or_basic_energy":  # Max Rod, Tarragon
                t = f"{self.type} " if self.type else ""
                what = f"up to {self.count} in any combination of {t}Pokémon and Basic {t}Energy cards"
            return f"Put {what} from your discard pile into your hand."
        return self._classic_words(w)

    def words(self, w: Words) -> str:
        text = self._modern_words(w) if w.era == "modern" else self._classic_words(w)
        return f"{text} {RULE_BOX_NOTE}" if self.filter == "no_rule_box" else text  # the filter's printed reminder

    def _classic_words(self, w: Words) -> str:
        label = FILTERS[self.filter][0]
        if self.source == "hand" and self.to == "deck" and not self.cost:  # Mary: "Then, shuffle 2 cards from ..."
            return f"Then, shuffle {plural(self.count, 'card')} from your hand into your deck."
        if self.source == "hand" and self.to == "discard" and self.in_hand:
            return f"Discard {self.count} of the other cards in your hand in order to play this card."
        if self.source == "hand" and self.to == "discard" and not self.cost:  # an effect (TV Reporter)
            return f"Discard {'a card' if self.count == 1 else plural(self.count, 'card')} from your hand."
        if self.source == "hand" and self.to == "discard":
            what = "a card" if self.a_card else plural(self.count, "other card")
            return f"Discard {what} from your hand in order to play this card."
        if self.source == "hand":
            return (f"Shuffle {plural(self.count, 'other card')} from your hand into your deck in order to play this "
                    "card.")
        if self.source == "deck" and self.named:
            return (f"Search your deck for the {label} named {self.named}, show it to your opponent, and put it into "
                    "your hand. Shuffle your deck afterward.")
        if self.source == "deck" and self.show:
            named = f" with {self.name_has} in its name" if self.name_has else ""
            shown = "Show that card to your opponent, then put it" if self.show == "that" else \
                "Show it to your opponent and put it"
            return (f"Search your deck for {article(label)} {label}{named}. {shown} into your hand. Shuffle your deck "
                    "afterward.")
        if self.source == "deck":
            article_word = "a" if self.filter == "basic_energy" else "any"
            return (f"Search your deck for {article_word} {label} and put it into your hand. Shuffle your deck "
                    "afterward.")
        if self.to == "deck" and self.shuffle and self.count == 1:
            return f"Shuffle {article(label)} {label} from your discard pile into your deck."
        if self.to == "deck" and self.shuffle and self.up_to:
            return f"Shuffle up to {self.count} {label}s from your discard pile into your deck."
        if self.to == "deck":
            return f"Put a {label} in your discard pile on top of your deck."
        if self.count > 1 and self.choose:
            kinds = "Basic Pokémon and/or Evolution cards" if self.filter == "pokemon" else f"{label}s"
            return f"Choose up to {self.count} {kinds} from your discard pile and put them into your hand."
        if self.count > 1:
            return f"Put up to {self.count} {label}s from your discard pile into your hand."
        if self.if_any:
            return f"Put {article(label)} {label} from your discard pile, if any, into your hand."
        return f"Put a {label} from your discard pile into your hand."


@node("rearrange_top")
@dataclass(frozen=True, slots=True)
class RearrangeTop(Node):
    """Look at up to ``count`` cards from the top of your deck (``either``: of the deck of a
    player you choose) and rearrange them as you like."""

    count: int
    either: bool = False
    the_top: bool = False  # words: "Look at the top 3 cards of ..." (Neo)
    shuffle_first: bool = False  # shuffle your deck first: "Shuffle your deck. Then, look at ..." (New Pokédex)
    opponent: bool = False  # the opponent's deck ("... and put them back in any order": Fortunate Eye)
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.either or bool(game.players[1 - player if self.opponent else player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl = m.scope.player
        if pc == 0 and self.shuffle_first:
            m.game.shuffle_deck(pl)
        if pc == 0 and not self.either:
            local = (1 - pl if self.opponent else pl, ())
        elif pc == 0:
            decks = [p for p in (pl, 1 - pl) if m.game.players[p].deck]
            if m.choose(1, None, pl, OPTION, [DECKS[p == pl] for p in decks], "Look at the top of whose deck?",
                        "choose_deck"):
                return 1
            pc = 1
        if pc == 1:  # the deck was chosen (None: both decks are empty)
            if m.answer is None:
                return m.done()
            local = (pl if m.answer == DECKS[True] else 1 - pl, ())
        owner, ordered = local
        if pc == 3:
            ordered += (m.answer,)
        deck = m.game.players[owner].deck
        n = min(self.count, len(deck))
        top = deck[len(deck) - n:]  # the last item is the top card; the cards stay in the deck meanwhile
        while len(ordered) < n:
            left = [u for u in reversed(top) if u not in ordered]
            if m.choose(3, (owner, ordered), pl, CARD, left,
                        f"Choose the card to put {'on top' if not ordered else 'next'}.", "order_deck", zone="deck"):
                return 1
            ordered += (m.answer,)
        deck[len(deck) - n:] = reversed(ordered)
        m.game.emit("rearrange", owner, amount=n)
        return m.done()

    def words(self, w: Words) -> str:
        if self.opponent:
            return f"Look at the top {self.count} cards of your opponent's deck and put them back in any order."
        whose = "either player's deck" if self.either else "your deck"
        if self.the_top:
            return f"Look at the top {self.count} cards of {whose} and rearrange them as you like."
        if self.shuffle_first:
            return (f"Shuffle your deck. Then, look at up to {self.count} cards from the top of {whose} and rearrange "
                    "them as you like.")
        return f"Look at up to {self.count} cards from the top of {whose} and rearrange them as you like."


DECKS = {True: "your deck", False: "your opponent's deck"}


@node("both_shuffle_trainers_from_hand")
@dataclass(frozen=True, slots=True)
class BothShuffleTrainers(Atomic):
    """Both players show their hands and shuffle every Trainer card in them into their decks."""

    def act(self, m: Machine) -> None:
        game = m.game
        for player in (m.scope.player, m.scope.opp):
            hand = game.players[player].hand
            game.emit("reveal", player, detail="hand")
            for uid in [u for u in hand if game.cards[u].kind == "trainer"]:
                hand.remove(uid)
                game.players[player].deck.append(uid)
                game.move_card(player, uid, "hand", "deck")
            game.shuffle_deck(player)

    def words(self, w: Words) -> str:
        return ("You and your opponent show each other your hands, then shuffle all the Trainer cards from your "
                "hands into your decks.")


@node("trade_pokemon")
@dataclass(frozen=True, slots=True)
class TradePokemon(Node):
    """Trade a Pokémon card in your hand for one in your deck."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return bool(me.deck) and any(game.cards[u].kind == "pokemon" for u in me.hand if u != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, CARD, [u for u in me.hand if game.cards[u].kind == "pokemon"],
                        "Choose a Pokémon card from your hand to trade.", "trade_give", zone="hand", auto_single=False):
                return 1
            pc = 1
        if pc == 1:
            give = m.answer
            options = sorted((u for u in me.deck if game.cards[u].kind == "pokemon"), key=lambda u: game.cards[u].name)
            game.emit("reveal", pl, card=give, detail="trade")
            if m.choose(2, give, pl, CARD, options, "Choose a Pokémon card from your deck.", "deck_to_hand",
                        zone="deck"):
                return 1
            local = give
        give, take = local, m.answer
        me.hand.remove(give)
        me.deck.append(give)
        game.move_card(pl, give, "hand", "deck")
        if take is not None:
            me.deck.remove(take)
            me.hand.append(take)
            game.move_card(pl, take, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Trade 1 of the Basic Pokémon or Evolution cards in your hand for 1 of the Basic Pokémon or Evolution "
                "cards from your deck. Show both cards to your opponent. Shuffle your deck afterward.")
