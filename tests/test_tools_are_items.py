"""A Pokémon Tool is an Item card in the XY era (seed 002, "Pokémon Tool: a special kind of Trainer
card (an Item)") and the Sun & Moon era (seed 000: "Some of the Items have additional rules such as
the Pokémon Tool Rule"), and a Trainer subtype of its own today (seed 001): effects that name Item
cards reach Tools by the era's rules."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer
from desktop.engine.rules import get_rules
from tests.engine_helpers import attack, end_turn, hand_card, mon, new_game, side

BUDEW, PANGORO, PANCHAM = "sv8pt5-4", "xy3-68", "xy3-60"  # Budew's Itchy Pollen: no Items next turn
DARK, WATER = "sm1-170", "sm1-166"
BIG = "sm1-105"  # Stoutland: 150 HP
LETTER, HELMET, KORRINA = "xy1-123", "xy7-77", "xy3-95"  # an Item, a Pokémon Tool, a Supporter
HAND = [LETTER, HELMET, KORRINA]


def _playable(game, name: str) -> bool:
    uid = hand_card(game, name)
    return any(isinstance(a, PlayTrainer) and a.card == uid for a in game.legal_actions())


def test_each_era_says_whether_a_tool_is_an_item():
    for era, classes in (("classic", ("Pokémon Tool",)), ("xy", ("Pokémon Tool", "Item")),
                         ("sm", ("Pokémon Tool", "Item")), ("modern", ("Pokémon Tool",)),
                         ("xy+table", ("Pokémon Tool", "Item"))):
        rules = get_rules(era.split("+")[0], table=era.endswith("+table"))
        assert rules.trainer_classes("Pokémon Tool") == classes, era
        assert rules.trainer_classes("Supporter") == ("Supporter",)


def test_an_item_lock_stops_tools_as_items_in_the_xy_and_sun_moon_eras_but_not_today():
    for rules, tool_stopped in (("xy", True), ("sm", True), ("modern", False)):
        game = new_game(side(mon(BUDEW)), side(mon(BIG), hand=HAND, deck=[WATER, LETTER] + [WATER] * 4), rules=rules)
        attack(game, "Itchy Pollen")
        assert game.current == 1
        assert not _playable(game, "Professor's Letter"), rules
        assert _playable(game, "Lucky Helmet") is not tool_stopped, rules
        assert _playable(game, "Korrina"), rules
        end_turn(game)
        end_turn(game)  # the lock lasts only their next turn
        assert _playable(game, "Professor's Letter") and _playable(game, "Lucky Helmet"), rules


def test_clobber_may_discard_a_tool_as_its_item_card_in_the_xy_era():
    for rules, offered in (("xy", 2), ("modern", 1)):
        game = new_game(side(mon(PANGORO, PANCHAM, energy=[DARK, WATER]), hand=[LETTER, HELMET]),
                        side(mon(BIG)), rules=rules)
        attack(game, "Clobber")
        assert len(game.pending.options) == offered, rules
        game.apply(Choose(hand_card(game, "Lucky Helmet", 0) if offered == 2 else game.pending.options[0]))
        assert game.players[1].active.damage == 70, rules


def test_korrina_finds_a_tool_as_her_item_card_in_the_xy_era():
    for rules, tool_found in (("xy", True), ("modern", False)):
        game = new_game(side("Pikachu", hand=[KORRINA], deck=[HELMET, "xy3-56", WATER]), side(mon(BIG)), rules=rules)
        game.apply(PlayTrainer(hand_card(game, "Korrina"), None))
        offered = set()
        while game.pending is not None:
            offered |= {game.cards[u].name for u in game.pending.options if isinstance(u, int)}
            game.apply(Choose(game.pending.options[0]))
        assert ("Lucky Helmet" in offered) is tool_found, rules
        assert ("Lucky Helmet" in {game.cards[u].name for u in game.players[0].hand}) is tool_found, rules


def test_the_item_card_filter_takes_a_tool_by_the_eras_rules():
    from desktop.engine.fx.card_nodes import card_filter

    for rules, tool_fits in (("xy", True), ("sm", True), ("modern", False)):
        game = new_game(side(mon(BIG), hand=[LETTER, HELMET, KORRINA]), side(mon(BIG)), rules=rules)
        fits = card_filter("item", game)
        assert fits(game.cards[hand_card(game, "Professor's Letter")]), rules
        assert fits(game.cards[hand_card(game, "Lucky Helmet")]) is tool_fits, rules
        assert not fits(game.cards[hand_card(game, "Korrina")]), rules
