"""Cards of the theme decks Iron Tide and Stone Heart (Ancient Origins), Burning Spark and Night
Striker (BREAKthrough), issue #15: each test plays the card by the XY rules and checks what it did,
and what it must not do."""

from __future__ import annotations

from desktop.engine.actions import PlayTrainer, UsePower
from desktop.engine.state import CONFUSED, NONE
from tests.engine_helpers import (
    H,
    attack,
    choose,
    end_turn,
    evolve,
    hand_card,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    zone_names,
)

METAL, WATER, GRASS, FIRE = "Metal Energy", "Water Energy", "Grass Energy", "Fire Energy"
PSYCHIC, COLORLESS_FILLER = "Psychic Energy", "Fighting Energy"
METAGROSS, METANG, BELDUM, REGISTEEL = "xy7-49", "xy7-48", "xy7-47", "xy7-51"
VAPOREON, GYARADOS, MAGIKARP, REGICE = "xy7-22", "xy7-21", "xy7-19", "xy7-24"
ODDISH, VILEPLUME, ARIADOS, PORYGON = "xy7-1", "xy7-3", "xy7-6", "xy7-64"
QUILAVA, SMEARGLE = "xy8-19", "xy8-123"
GASTLY, HAUNTER, GENGAR, NOIVERN = "xy8-58", "xy8-59", "xy8-60", "xy8-112"
WALLY = "g1-RC27"  # the printing of Wally in the card data (Roaring Skies's is missing from it)
BIG = "sm1-105"  # Stoutland: 150 HP, Colorless, weak to Fighting only
EX, MEGA_EX = "xy1-1", "xy1-2"  # Venusaur-EX (180 HP) and M Venusaur-EX


def _xy(me: dict, them: dict, **kw):
    return new_game(me, them, rules="xy", **kw)


def _trainer_playable(game, name: str) -> bool:
    uid = hand_card(game, name)
    return any(isinstance(a, PlayTrainer) and a.card == uid for a in game.legal_actions())


def test_iron_cannon_may_discard_only_the_metal_energy_for_80_more():
    game = _xy(side(mon(METAGROSS, energy=[METAL, METAL, WATER, WATER])), side(mon(EX)))
    attack(game, "Iron Cannon")
    choose(game, "yes")
    assert game.players[1].active.damage == 160
    assert zone_names(game, 0, "discard") == [METAL, METAL] and len(game.players[0].active.energy) == 2
    game = _xy(side(mon(METAGROSS, energy=[METAL, METAL, WATER, WATER])), side(mon(EX)))
    attack(game, "Iron Cannon")
    choose(game, "no")
    assert game.players[1].active.damage == 80 and len(game.players[0].active.energy) == 4


def test_forbidden_iron_hammer_discards_an_energy_only_from_a_pokemon_ex():
    game = _xy(side(mon(REGISTEEL, energy=[METAL] * 3)), side(mon(EX, energy=[GRASS])))
    attack(game, "Forbidden Iron Hammer")
    assert zone_names(game, 1, "discard") == [GRASS]
    game = _xy(side(mon(REGISTEEL, energy=[METAL] * 3)), side(mon(BIG, energy=[GRASS])))
    attack(game, "Forbidden Iron Hammer")
    assert zone_names(game, 1, "discard") == [] and len(game.players[1].active.energy) == 1


def test_aqua_effect_makes_each_of_your_stage_1_pokemon_water_as_well():
    game = _xy(side(mon(METANG), bench=[VAPOREON, BELDUM]), side(mon(METANG), bench=[BELDUM]))
    me, them = game.players
    assert set(game.types_of(me.active)) == {"Metal", "Water"}
    assert game.types_of(me.bench[0]) == ("Water",)  # Vaporeon itself: no second Water
    assert game.types_of(me.bench[1]) == ("Metal",)  # a Basic Pokémon stays as it is
    assert game.types_of(them.active) == ("Metal",)  # the opponent's Stage 1 Pokémon too


def test_full_retaliation_counts_the_damage_counters_on_each_benched_magikarp():
    game = _xy(side(mon(GYARADOS, energy=[WATER, WATER]), bench=[mon(MAGIKARP, damage=20),
                                                                 mon(MAGIKARP, damage=10), mon(BELDUM, damage=20)]),
               side(mon(EX)))
    attack(game, "Full Retaliation")
    assert game.players[1].active.damage == 30 + 30 * 3


def test_resistance_blizzard_stops_a_pokemon_ex_attack_next_turn_but_not_another_pokemons():
    game = _xy(side(mon(REGICE, energy=[WATER] * 3)), side(mon(EX, energy=[GRASS] * 3)))
    attack(game, "Resistance Blizzard")
    attack(game, "Poison Powder")
    regice = game.players[0].active
    assert regice.damage == 0 and not regice.poison
    game = _xy(side(mon(REGICE, energy=[WATER] * 3)), side(mon(BIG, energy=[GRASS] * 3)))
    attack(game, "Resistance Blizzard")
    attack(game, "Ferocious Bellow")
    assert game.players[0].active.damage == 50


def test_ace_trainer_only_behind_on_prizes_shuffles_both_hands_and_draws_6_and_3():
    hand = ["Ace Trainer", WATER, WATER]
    game = _xy(side(mon(BELDUM), hand=hand), side(mon(BIG), hand=[WATER] * 5, prizes=[COLORLESS_FILLER] * 5))
    play(game, "Ace Trainer")
    assert len(game.players[0].hand) == 6 and len(game.players[1].hand) == 3
    game = _xy(side(mon(BELDUM), hand=hand), side(mon(BIG), hand=[WATER] * 5))  # the same number left
    assert not _trainer_playable(game, "Ace Trainer")


def test_level_ball_finds_only_a_pokemon_with_90_hp_or_less():
    game = _xy(side(mon(BELDUM), hand=["Level Ball"], deck=[METAGROSS, BELDUM, METANG, WATER]), side(mon(BIG)))
    play(game, "Level Ball")
    offered = {game.name_of(u) for u in game.pending.options if u is not None}
    assert offered == {"Beldum", "Metang"}
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == "Metang"))
    assert "Metang" in zone_names(game, 0, "hand")


def test_lucky_helmet_draws_2_when_its_active_pokemon_is_damaged_by_the_opponent():
    game = _xy(side(mon(BIG, energy=[GRASS] * 3)), side(mon(BELDUM), hand=["Lucky Helmet"]), current=1)
    play(game, "Lucky Helmet", 0)
    end_turn(game)
    before = len(game.players[1].hand)
    attack(game, "Ferocious Bellow")
    assert len(game.players[1].hand) == before + 2 + 1  # (and the card of the turn that follows)


def test_wally_evolves_from_the_deck_on_the_first_turn_and_gothic_fear_is_not_asked():
    game = _xy(side(mon(GASTLY), hand=[WALLY], deck=[HAUNTER, GENGAR, WATER]), side(mon(BIG)), turn=1)
    play(game, "Wally")
    if game.pending is not None:  # (which card, if more than one kind evolves)
        choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == "Haunter"))
    me, them = game.players
    assert game.name_of(me.active.top) == "Haunter" and game.pending is None
    assert me.active.rot == NONE and them.active.rot == NONE  # "from your hand" only
    game = _xy(side(mon(EX), hand=[WALLY], deck=[MEGA_EX, WATER]), side(mon(BIG)), turn=1)
    assert not _trainer_playable(game, "Wally")  # excluding Pokémon-EX


def test_gothic_fear_may_leave_both_active_pokemon_confused_when_evolving_from_the_hand():
    game = _xy(side(mon(GASTLY), hand=[HAUNTER]), side(mon(BIG)))
    evolve(game, "Haunter", 0)
    choose(game, "yes")
    assert game.players[0].active.rot == CONFUSED and game.players[1].active.rot == CONFUSED
    game = _xy(side(mon(GASTLY), hand=[HAUNTER]), side(mon(BIG)))
    evolve(game, "Haunter", 0)
    choose(game, "no")
    assert game.players[0].active.rot == NONE and game.players[1].active.rot == NONE


def test_irritating_pollen_stops_each_players_items_and_tools_but_not_supporters():
    hand = ["Professor's Letter", "Lucky Helmet", "Skyla"]
    for vileplume_side in (0, 1):
        mine = side(mon(BELDUM), hand=hand, bench=[VILEPLUME] if vileplume_side == 0 else [])
        theirs = side(mon(BIG), bench=[VILEPLUME] if vileplume_side == 1 else [])
        game = _xy(mine, theirs)
        assert not _trainer_playable(game, "Professor's Letter")
        assert not _trainer_playable(game, "Lucky Helmet")  # a Pokémon Tool is an Item card in the XY era
        assert _trainer_playable(game, "Skyla")
    game = _xy(side(mon(BELDUM), hand=hand, bench=[ODDISH]), side(mon(BIG)))
    assert _trainer_playable(game, "Professor's Letter") and _trainer_playable(game, "Lucky Helmet")


def test_poisonous_nest_poisons_both_active_pokemon_except_grass_pokemon():
    game = _xy(side(mon(ARIADOS)), side(mon(BIG)))
    power(game, 0)
    assert game.players[1].active.poison and not game.players[0].active.poison
    assert UsePower(0, 0) not in game.legal_actions()  # once a turn
    game = _xy(side(mon(PORYGON), bench=[ARIADOS]), side(mon(ODDISH)))
    power(game, 1)
    assert game.players[0].active.poison and not game.players[1].active.poison


def test_data_check_looks_through_and_shuffles_the_deck():
    game = _xy(side(mon(PORYGON, energy=[WATER])), side(mon(BIG)))
    events = attack(game, "Data Check")
    assert any(e.kind == "reveal" and e.player == 0 for e in events) and len(game.players[0].deck) == 10


def test_mini_eruption_discards_your_top_card_and_does_30_more_if_it_is_an_energy():
    game = _xy(side(mon(QUILAVA, energy=[FIRE, FIRE]), deck=[FIRE] * 4), side(mon(BIG)))
    attack(game, "Mini Eruption")
    assert game.players[1].active.damage == 60 and zone_names(game, 0, "discard") == [FIRE]
    game = _xy(side(mon(QUILAVA, energy=[FIRE, FIRE]), deck=[BELDUM] * 4), side(mon(BIG)))
    attack(game, "Mini Eruption")
    assert game.players[1].active.damage == 30 and zone_names(game, 0, "discard") == ["Beldum"]


def test_second_coat_trades_an_attached_basic_energy_for_one_of_another_type_from_the_discard_pile():
    game = _xy(side(mon(SMEARGLE, energy=[FIRE]), discard=[FIRE, WATER]), side(mon(BIG)))
    power(game, 0)
    me = game.players[0]
    assert [game.name_of(u) for u in me.active.energy] == [WATER]
    assert zone_names(game, 0, "discard") == [FIRE, FIRE]
    game = _xy(side(mon(SMEARGLE, energy=[FIRE]), discard=[FIRE]), side(mon(BIG)))
    assert UsePower(0, 0) not in game.legal_actions()  # no basic Energy of another type there


def test_reserved_ticket_puts_the_chosen_card_on_top_of_the_shuffled_deck_on_heads():
    deck = [WATER, METANG, FIRE, BELDUM, GRASS]
    game = _xy(side(mon(BELDUM), hand=["Reserved Ticket"], deck=deck), side(mon(BIG)), seed=seed_for(H))
    play(game, "Reserved Ticket")
    pick = next(u for u in game.pending.options if game.name_of(u) == "Metang")
    choose(game, pick)
    assert game.players[0].deck[-1] == pick


def test_tuning_shuffles_the_hand_away_and_draws_as_many_as_the_opponent_holds():
    game = _xy(side(mon(NOIVERN, energy=[PSYCHIC]), hand=[WATER] * 5), side(mon(BIG), hand=[WATER, WATER]))
    attack(game, "Tuning")
    assert len(game.players[0].hand) == 2 and len(game.players[0].deck) == 10 + 5 - 2


def test_sinister_fog_poisons_and_puts_1_counter_on_each_benched_pokemon():
    game = _xy(side(mon(GENGAR, energy=[PSYCHIC])), side(mon(BIG), bench=[BELDUM, BELDUM]))
    attack(game, "Sinister Fog")
    them = game.players[1]
    assert them.active.poison and them.active.damage == 10  # (the Poison counter of the Checkup)
    assert [s.damage for s in them.bench] == [10, 10]


def test_creep_show_knocks_out_with_3_or_more_damage_counters_only():
    game = _xy(side(mon(GENGAR, energy=[PSYCHIC, PSYCHIC])), side(mon(BIG, damage=40), bench=[BELDUM]))
    attack(game, "Creep Show")
    assert zone_names(game, 1, "discard").count("Stoutland") == 1
    game = _xy(side(mon(GENGAR, energy=[PSYCHIC, PSYCHIC])), side(mon(BIG, damage=20), bench=[BELDUM]))
    attack(game, "Creep Show")
    assert game.players[1].active.damage == 20


def test_aqua_effect_water_type_meets_water_weakness():
    game = _xy(side(mon(METANG, energy=[METAL, METAL]), bench=[VAPOREON]), side(mon(QUILAVA)))  # weak to Water
    attack(game, "Metal Claw")
    assert game.players[1].active.damage == 60
    game = _xy(side(mon(METANG, energy=[METAL, METAL]), bench=[BELDUM]), side(mon(QUILAVA)))
    attack(game, "Metal Claw")
    assert game.players[1].active.damage == 30
