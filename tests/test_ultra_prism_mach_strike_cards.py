"""The cards of Ultra Prism's Mach Strike deck, one mechanism each: more damage after playing a
Supporter of a name this turn (Garchomp's Royal Blades), a search while a named Pokémon is in play
(Lucario's Precognitive Aura), more damage with few cards left in the deck (Hippopotas), more damage
if the opponent's revealed hand holds a Pokémon (Gumshoos's Identify), Supporters back from the discard
pile (Spiritomb's Lightless World, Pal Pad) and a Basic Defending Pokémon unable to attack (Terrify)."""

from engine_helpers import attack, choose, new_game, play, power, side, zone_names

from desktop.engine.actions import Attack, UsePower

GARCHOMP, LUCARIO, HIPPO, GUMSHOOS, SPIRITOMB, PAL_PAD, CYNTHIA = (
    "sm5-99", "sm5-67", "sm5-68", "sm5-113", "sm5-53", "sm5-132", "sm5-119")
ROTOM = "sm5-41"  # Frost Rotom, the Defending Pokémon: Basic, 90 HP, Metal Weakness
FIGHT = "Fighting Energy"


def dealt(events) -> int:
    """The damage put on the opponent's Active Pokémon."""
    return sum(e.amount for e in events if e.kind == "damage" and e.player == 1 and e.pos == 0)


def test_royal_blades_does_100_more_after_cynthia_was_played_this_turn():
    me = side({"card": GARCHOMP, "energy": [FIGHT] * 3}, hand=[CYNTHIA], deck=["Grass Energy"] * 10)
    g = new_game(me, side(ROTOM), rules="sm")
    assert dealt(attack(g, "Royal Blades")) == 100
    g = new_game(me, side(ROTOM), rules="sm")
    play(g, "Cynthia")
    assert dealt(attack(g, "Royal Blades")) == 200


def test_precognitive_aura_searches_any_card_only_with_garchomp_in_play():
    g = new_game(side(LUCARIO, bench=[GARCHOMP], deck=[CYNTHIA, "Grass Energy"]), side(ROTOM), rules="sm")
    power(g, 0)
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Cynthia"))
    assert zone_names(g, 0, "hand") == ["Cynthia"] and UsePower(0, 0) not in g.legal_actions()  # once a turn
    g = new_game(side(LUCARIO, bench=[ROTOM], deck=[CYNTHIA]), side(ROTOM), rules="sm")
    assert UsePower(0, 0) not in g.legal_actions()


def test_eleventh_hour_tackle_does_130_more_with_3_or_fewer_cards_in_the_deck():
    for deck, damage in ((3, 50 + 130), (4, 50)):
        g = new_game(side({"card": HIPPO, "energy": [FIGHT] * 3}, deck=["Grass Energy"] * deck),
                     side({"card": GARCHOMP}), rules="sm")
        assert dealt(attack(g, "Eleventh Hour Tackle")) == damage, deck


def test_identify_does_80_more_if_the_opponents_hand_holds_a_pokemon():
    for hand, damage in ((["Grass Energy", ROTOM], 100), (["Grass Energy", CYNTHIA], 20)):
        g = new_game(side({"card": GUMSHOOS, "energy": ["Grass Energy"] * 2}),
                     side({"card": GARCHOMP}, hand=hand), rules="sm")
        assert dealt(attack(g, "Identify")) == damage, hand


def test_lightless_world_puts_2_supporters_from_the_discard_pile_into_the_hand():
    g = new_game(side({"card": SPIRITOMB, "energy": ["Grass Energy"]}, discard=[CYNTHIA, CYNTHIA, CYNTHIA, PAL_PAD]),
                 side(ROTOM), rules="sm")
    attack(g, "Lightless World")
    while g.pending is not None and g.pending.purpose != "new_active":
        choose(g, next(u for u in g.pending.options if g.name_of(u) == "Cynthia"))
    assert zone_names(g, 0, "hand") == ["Cynthia", "Cynthia"]
    assert zone_names(g, 0, "discard") == ["Cynthia", "Pal Pad"]


def test_terrify_stops_a_basic_defending_pokemon_from_attacking_next_turn_only():
    g = new_game(side({"card": SPIRITOMB, "energy": ["Grass Energy"]}),
                 side({"card": ROTOM, "energy": ["Water Energy"] * 2}), rules="sm")
    attack(g, "Terrify")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side({"card": SPIRITOMB, "energy": ["Grass Energy"]}),
                 side({"card": GUMSHOOS, "energy": ["Water Energy"] * 3}), rules="sm")  # a Stage 1
    attack(g, "Terrify")
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_pal_pad_shuffles_2_supporters_from_the_discard_pile_into_the_deck():
    g = new_game(side(ROTOM, hand=[PAL_PAD], discard=[CYNTHIA, CYNTHIA, CYNTHIA, "Grass Energy"], deck=[]),
                 side(ROTOM), rules="sm")
    play(g, "Pal Pad")
    while g.pending is not None:
        choose(g, next(u for u in g.pending.options if g.name_of(u) == "Cynthia"))
    assert zone_names(g, 0, "deck") == ["Cynthia", "Cynthia"]
    assert zone_names(g, 0, "discard") == ["Cynthia", "Grass Energy", "Pal Pad"]
