"""Roaring Skies cards of the Aurora Blast deck, one mechanism each: Water Energy searched by an attack
(Articuno's Find Ice), damage times the cards in the opponent's hand (Salamence's Power Howl), damage
reduced by an Ability (Shelgon's Exoskeleton), a look at the top card then a shuffle if you like
(Pidove's Homing Pidove), a Supporter and a basic Energy card searched (Steven), up to 3 Colorless
Pokémon searched (Winona), and Double Dragon Energy (only on a Dragon Pokémon, 2 Energy of every type
there, discarded from anything else)."""

from engine_helpers import attach, attack, choose, hand_card, new_game, play, side, slot, zone_names

from desktop.engine.actions import AttachEnergy, Attack

ARTICUNO, SALAMENCE, SHELGON, PIDOVE, STEVEN, WINONA = "xy6-16", "xy6-57", "xy6-56", "xy6-78", "xy6-90", "xy6-96"


def test_find_ice_takes_up_to_3_water_energy_cards_from_the_deck():
    g = new_game(side({"card": ARTICUNO, "energy": ["Water Energy"]}, deck=["Water Energy"] * 4 + ["Fire Energy"] * 4),
                 side(PIDOVE), rules="xy")
    attack(g, "Find Ice")
    for _ in range(3):
        choose(g, next(u for u in g.pending.options if g.name_of(u) == "Water Energy"))
    assert zone_names(g, 0, "hand") == ["Water Energy"] * 3 and zone_names(g, 0, "deck").count("Water Energy") == 1


def test_power_howl_does_20_for_each_card_in_the_opponents_hand():
    for hand, damage in ((["Fire Energy"] * 3, 60), ([], 0)):
        g = new_game(side({"card": SALAMENCE, "energy": ["Water Energy"] * 3}),
                     side({"card": SALAMENCE}, hand=hand), rules="xy")
        attack(g, "Power Howl")
        assert slot(g, 1).damage == damage


def test_exoskeleton_takes_10_less_damage_from_attacks():
    g = new_game(side({"card": SALAMENCE, "energy": ["Water Energy"] * 3}),
                 side({"card": SHELGON}, hand=["Fire Energy"] * 2), rules="xy")
    attack(g, "Power Howl")
    assert slot(g, 1).damage == 40 - 10


def test_homing_pidove_looks_at_the_top_card_and_may_shuffle():
    deck = ["Grass Energy", "Fire Energy", "Water Energy", "Psychic Energy"]
    for answer in ("yes", "no"):
        g = new_game(side({"card": PIDOVE, "energy": ["Water Energy"]}, deck=deck), side(PIDOVE), rules="xy",
                     seed=3)
        events = attack(g, "Homing Pidove")
        assert any(e.kind == "peek" for e in events)
        choose(g, answer)
        names = [g.name_of(u) for u in g.players[0].deck]
        assert sorted(names) == sorted(deck)
        if answer == "no":
            assert names == deck  # left as it was


def test_steven_searches_a_supporter_and_a_basic_energy_card():
    g = new_game(side(PIDOVE, hand=[STEVEN], deck=[WINONA, "Fire Energy", PIDOVE]), side(PIDOVE), rules="xy")
    play(g, "Steven")
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Winona"))
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Fire Energy"))
    assert zone_names(g, 0, "hand") == ["Fire Energy", "Winona"]


def test_winona_searches_up_to_3_colorless_pokemon():
    g = new_game(side(PIDOVE, hand=[WINONA], deck=[PIDOVE] * 4 + [ARTICUNO]), side(PIDOVE), rules="xy")
    play(g, "Winona")
    assert all(g.name_of(u) == "Pidove" for u in g.pending.options)  # not the Water Articuno
    while g.pending is not None:
        choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Pidove"] * 3


DDE = "xy6-97"


def test_double_dragon_energy_attaches_only_to_a_dragon_pokemon():
    g = new_game(side(SALAMENCE, bench=[PIDOVE], hand=[DDE]), side(PIDOVE), rules="xy")
    uid = hand_card(g, "Double Dragon Energy")
    assert AttachEnergy(uid, 0) in g.legal_actions() and AttachEnergy(uid, 1) not in g.legal_actions()


def test_double_dragon_energy_provides_2_energy_of_every_type_on_a_dragon():
    g = new_game(side({"card": SALAMENCE, "energy": [DDE, "Water Energy", "Fire Energy"]}), side(PIDOVE), rules="xy")
    assert sorted(g.energy_units(slot(g, 0))) == ["*", "*", "Fire", "Water"]
    assert Attack(2) in g.legal_actions()  # Steam Blast: Fire Fire Water Colorless
    g = new_game(side({"card": SALAMENCE, "energy": [DDE]}), side(PIDOVE), rules="xy")
    assert Attack(2) not in g.legal_actions() and Attack(0) in g.legal_actions()  # 2 Energy: Shatter's Fire


def test_double_dragon_energy_on_a_pokemon_not_dragon_is_discarded():
    g = new_game(side({"card": PIDOVE, "energy": [DDE]}, hand=["Water Energy"]), side(PIDOVE), rules="xy")
    attach(g, "Water Energy", 0)
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]
    assert "Double Dragon Energy" in zone_names(g, 0, "discard")
