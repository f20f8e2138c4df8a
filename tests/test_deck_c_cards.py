"""Cards of the Sun & Moon theme decks Tropical Takedown and Twilight Rogue (Forbidden Light), Leaf
Charge and Hydro Fury (Celestial Storm) and Storm Caller (Lost Thunder), issue #15: each test plays
the card by the Sun & Moon rules and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import OPPONENT, PlayTrainer, UsePower
from tests.engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    end_turn,
    evolve,
    mon,
    names,
    new_game,
    play,
    power,
    seed_for,
    side,
    take_found,
    zone_names,
)

GRASS, WATER, LIGHTNING, PSYCHIC = "Grass Energy", "Water Energy", "Lightning Energy", "Psychic Energy"
LADY, COPYCAT, TATE_LIZA, GUZMA, KAHILI = "sm6-109", "sm7-127", "sm7-148", "sm3-115", "sm8-179"
BIG = "sm1-105"  # Stoutland: 140 HP
PIKIPEK, DIGLETT, ROWLET = "sm1-106", "sm1-86", "sm1-9"


def _sm(me: dict, them: dict, **kw):
    return new_game(me, them, rules="sm", **kw)


def _legal_trainer(game, card_id: str) -> bool:
    uid = next(u for u in game.players[game.current].hand if game.cards[u].id == card_id)
    return any(isinstance(a, PlayTrainer) and a.card == uid for a in game.legal_actions())


# --- the shared Supporters ---------------------------------------------------------------------

def test_lady_puts_up_to_4_chosen_basic_energy_cards_from_the_deck_into_the_hand():
    game = _sm(side(mon(BIG), hand=[LADY], deck=[GRASS, "sm2-125", WATER, GRASS, LIGHTNING, PSYCHIC, BIG]),
               side(mon(BIG)))
    play(game, "Lady")
    picked = 0
    while game.pending is not None and picked < 4:
        options = [u for u in game.pending.options if u is not None]
        assert all(game.cards[u].is_basic_energy for u in options)  # not Field Blower nor Stoutland
        choose(game, options[0])
        picked += 1
    assert game.pending is None and len(zone_names(game, 0, "hand")) == 4
    left = zone_names(game, 0, "deck")
    assert len(left) == 3 and "Field Blower" in left and "Stoutland" in left
    assert "Lady" in zone_names(game, 0, "discard")


def test_copycat_shuffles_the_hand_away_and_draws_as_many_as_the_opponent_holds():
    game = _sm(side(mon(BIG), hand=[COPYCAT, GRASS, GRASS]), side(mon(BIG), hand=[WATER] * 5))
    play(game, "Copycat")
    me = game.players[0]
    assert len(me.hand) == 5 and len(me.deck) == 10 + 2 - 5
    game = _sm(side(mon(BIG), hand=[COPYCAT, GRASS, GRASS]), side(mon(BIG), hand=[]))
    play(game, "Copycat")
    assert game.players[0].hand == [] and len(game.players[0].deck) == 12  # an empty hand: nothing drawn


def test_tate_and_liza_draws_5_after_shuffling_or_switches_and_the_switch_needs_a_bench():
    game = _sm(side(mon(BIG), bench=[PIKIPEK, ROWLET], hand=[TATE_LIZA, GRASS]), side(mon(BIG)))
    play(game, "Tate & Liza")
    assert len(game.pending.options) == 2
    choose(game, next(o for o in game.pending.options if o.startswith("Switch")))
    choose(game, 2)
    assert game.cards[game.players[0].active.top].id == ROWLET
    assert zone_names(game, 0, "hand") == [GRASS]
    game = _sm(side(mon(BIG), hand=[TATE_LIZA, GRASS]), side(mon(BIG)))  # no Bench: only the draw is offered
    play(game, "Tate & Liza")
    assert len(game.players[0].hand) == 5 and len(game.players[0].deck) == 10 + 1 - 5


def test_guzma_switches_in_the_chosen_opponents_pokemon_then_your_own():
    game = _sm(side(mon(BIG), bench=[PIKIPEK, ROWLET], hand=[GUZMA]), side(mon(BIG), bench=[DIGLETT, PIKIPEK]))
    play(game, "Guzma")
    choose(game, OPPONENT + 1)
    choose(game, 2)
    assert game.cards[game.players[1].active.top].id == DIGLETT
    assert game.cards[game.players[0].active.top].id == ROWLET
    assert not _legal_trainer(_sm(side(mon(BIG), bench=[PIKIPEK], hand=[GUZMA]), side(mon(BIG))), GUZMA)
    # with no Bench of your own, only the opponent's Pokémon is switched
    game = _sm(side(mon(BIG), hand=[GUZMA]), side(mon(BIG), bench=[DIGLETT]))
    play(game, "Guzma")  # (a single Benched Pokémon is chosen by itself)
    assert game.pending is None and game.cards[game.players[1].active.top].id == DIGLETT


def test_kahili_draws_2_and_on_heads_goes_back_into_the_hand():
    game = _sm(side(mon(BIG), hand=[KAHILI]), side(mon(BIG)), seed=seed_for(H))
    events = play(game, "Kahili")
    assert coins(events) == [True]
    assert sorted(zone_names(game, 0, "hand")) == ["Fighting Energy", "Fighting Energy", "Kahili"]
    assert "Kahili" not in zone_names(game, 0, "discard")
    assert not _legal_trainer(game, KAHILI)  # still one Supporter a turn
    game = _sm(side(mon(BIG), hand=[KAHILI]), side(mon(BIG)), seed=seed_for(T))
    events = play(game, "Kahili")
    assert coins(events) == [False]
    assert zone_names(game, 0, "hand") == ["Fighting Energy"] * 2 and zone_names(game, 0, "discard") == ["Kahili"]


def test_kahili_cannot_be_played_with_an_empty_deck():
    game = _sm(side(mon(BIG), hand=[KAHILI], deck=[]), side(mon(BIG)))
    assert not _legal_trainer(game, KAHILI)


# --- Tropical Takedown and Twilight Rogue (Forbidden Light) -------------------------------------

EXEGGCUTE, A_EXEGGUTOR, A_MAROWAK, A_RATTATA, A_RATICATE = "sm6-1", "sm6-2", "sm6-12", "sm1-76", "sm1-77"
DUSKULL, DUSCLOPS, DUSKNOIR, INKAY, MALAMAR = "sm3-51", "sm3-52", "sm3-53", "sm6-50", "sm6-51"
FIRE, METAL, DARK = "Fire Energy", "Metal Energy", "Darkness Energy"
SLUGMA = "sm7-23"  # Fire, Flare (Fire, Colorless) 20


def test_multiply_puts_an_exeggcute_from_the_deck_onto_the_bench_and_nothing_else():
    game = _sm(side(mon(EXEGGCUTE, energy=[GRASS]), deck=[ROWLET, EXEGGCUTE, GRASS]), side(mon(BIG)))
    attack(game, "Multiply")  # (Rowlet is a Basic Pokémon too, but not an Exeggcute: not offered)
    take_found(game)
    assert [game.cards[s.top].id for s in game.players[0].bench] == [EXEGGCUTE]
    assert sorted(zone_names(game, 0, "deck")) == [GRASS, "Rowlet"]


def test_tropical_shake_adds_20_for_each_type_of_basic_energy_in_the_discard_pile_at_most_100():
    discard = [GRASS, GRASS, FIRE, WATER, "sm2-125"]  # 3 types (Field Blower is no Energy)
    game = _sm(side(mon(A_EXEGGUTOR, EXEGGCUTE, energy=[GRASS]), discard=discard), side(mon(BIG)))
    attack(game, "Tropical Shake")
    assert game.players[1].active.damage == 20 + 60
    discard = [GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, METAL, DARK]  # 7 types: 140, only 100 of it
    game = _sm(side(mon(A_EXEGGUTOR, EXEGGCUTE, energy=[GRASS]), discard=discard), side(mon(BIG)))
    attack(game, "Tropical Shake")
    assert game.players[1].active.damage == 20 + 100


def test_alolan_club_counts_your_pokemon_with_alolan_in_their_names():
    game = _sm(side(mon(A_MAROWAK, energy=[FIRE, FIRE]), bench=[A_RATTATA, A_EXEGGUTOR, ROWLET]),
               side(mon(BIG), bench=[A_RATTATA]))  # (the opponent's Alolan Rattata doesn't count)
    attack(game, "Alolan Club")
    assert game.players[1].active.damage == 60


def test_evil_orders_takes_up_to_as_many_cards_as_benched_pokemon():
    game = _sm(side(mon(A_RATICATE, A_RATTATA, energy=[DARK, DARK]), bench=[ROWLET, PIKIPEK],
                    deck=[GRASS, WATER, FIRE, "sm2-125"]), side(mon(BIG)))
    attack(game, "Evil Orders")
    for _ in range(2):
        choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) != GRASS))
    assert game.pending is None and len(game.players[0].hand) == 2 and len(game.players[0].deck) == 2
    game = _sm(side(mon(A_RATICATE, A_RATTATA, energy=[DARK, DARK]), deck=[GRASS, WATER]), side(mon(BIG)))
    attack(game, "Evil Orders")  # no Benched Pokémon: nothing is taken
    assert game.pending is None and game.players[0].hand == []


def test_night_roam_puts_a_counter_on_every_pokemon_of_both_players():
    game = _sm(side(mon(DUSCLOPS, DUSKULL, energy=[PSYCHIC]), bench=[ROWLET]), side(mon(BIG), bench=[PIKIPEK]))
    attack(game, "Night Roam")
    assert [s.damage for p in game.players for _pos, s in p.in_play()] == [10, 10, 10, 10]


def test_dark_guidance_must_put_a_basic_pokemon_from_the_discard_pile_onto_the_bench():
    game = _sm(side(mon(DUSKULL, energy=[PSYCHIC]), discard=[DUSCLOPS, ROWLET, PIKIPEK]), side(mon(BIG)))
    attack(game, "Dark Guidance")
    assert None not in game.pending.options and len(game.pending.options) == 2  # Basic Pokémon only, not optional
    choose(game, next(u for u in game.pending.options if game.name_of(u) == "Pikipek"))
    assert [game.cards[s.top].id for s in game.players[0].bench] == [PIKIPEK]
    game = _sm(side(mon(DUSKULL, energy=[PSYCHIC]), discard=[ROWLET]), side(mon(BIG)))
    attack(game, "Dark Guidance")  # a single one is taken by itself
    assert [game.cards[s.top].id for s in game.players[0].bench] == [ROWLET]


def test_dark_invitation_benches_a_basic_from_the_opponents_hand_with_3_counters():
    game = _sm(side(mon(DUSKNOIR, DUSKULL, DUSCLOPS)), side(mon(BIG), hand=[ROWLET, PIKIPEK, GRASS, BIG]))
    power(game, 0)
    assert sorted(game.name_of(u) for u in game.pending.options) == ["Pikipek", "Rowlet"]  # Basic Pokémon only
    choose(game, next(u for u in game.pending.options if game.name_of(u) == "Rowlet"))
    benched = game.players[1].bench
    assert [game.cards[s.top].id for s in benched] == [ROWLET] and benched[0].damage == 30
    assert sorted(zone_names(game, 1, "hand")) == [GRASS, "Pikipek", "Stoutland"]
    game = _sm(side(mon(DUSKNOIR, DUSKULL, DUSCLOPS)), side(mon(BIG), hand=["sm1-92"]))  # Cutiefly: 30 HP
    power(game, 0)
    assert game.players[1].bench == [] and zone_names(game, 1, "discard") == ["Cutiefly"]
    assert len(game.players[0].prizes) == 5  # Knocked Out: a Prize card
    game = _sm(side(mon(DUSKNOIR, DUSKULL, DUSCLOPS)), side(mon(BIG), hand=[]))
    assert UsePower(0, 0) not in game.legal_actions()  # nothing to reveal


def test_psychic_recharge_attaches_a_psychic_energy_from_the_discard_pile_to_a_benched_pokemon():
    game = _sm(side(mon(MALAMAR, INKAY), bench=[ROWLET], discard=[PSYCHIC, GRASS]), side(mon(BIG)))
    power(game, 0)
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == [PSYCHIC]
    assert zone_names(game, 0, "discard") == [GRASS]
    assert UsePower(0, 0) not in game.legal_actions()  # once a turn


def test_weakness_policy_takes_away_the_weakness_of_its_pokemon():
    game = _sm(side(mon(ROWLET), hand=["sm3-126"]), side(mon(SLUGMA, energy=[FIRE, FIRE])))
    play(game, "Weakness Policy", 0)
    end_turn(game)
    attack(game, "Flare")
    assert game.players[0].active.damage == 20  # not 40
    game = _sm(side(mon(ROWLET)), side(mon(SLUGMA, energy=[FIRE, FIRE])))
    end_turn(game)
    attack(game, "Flare")
    assert game.players[0].active.damage == 40


def test_field_blower_discards_tools_and_the_stadium_in_play():
    me = side(mon(ROWLET, tools=["sm3-126"]), hand=["sm2-125"])
    them = side(mon(BIG, tools=["sm1-118"]))
    them["stadium"] = "sm2-117"
    game = _sm(me, them)
    play(game, "Field Blower")
    assert len(game.pending.options) == 3
    choose(game, game.stadium)
    choose(game, game.players[1].active.tools[0][0])
    assert game.stadium == -1 and not game.players[1].active.tools and game.players[0].active.tools
    assert sorted(zone_names(game, 1, "discard")) == ["Altar of the Moone", "Exp. Share"]
    game = _sm(side(mon(ROWLET), hand=["sm2-125"]), side(mon(BIG)))
    assert not _legal_trainer(game, "sm2-125")  # nothing to discard


# --- Leaf Charge and Hydro Fury (Celestial Storm) ------------------------------------------------

TREECKO, GROVYLE, SCEPTILE, SNOVER, ABOMASNOW = "sm7-8", "sm7-9", "sm7-10", "sm6-3", "sm6-4"
ELECTRIKE, MANECTRIC, CHINCHOU, LANTURN, DUNSPARCE = "sm7-51", "sm7-52", "sm7-49", "sm7-50", "sm7-110"
MUDKIP, MARSHTOMP, SWAMPERT, SLUGMA_, MAGCARGO, SKITTY, DELCATTY = (
    "sm7-33", "sm7-34", "sm7-35", "sm7-23", "sm7-24", "sm7-120", "sm7-121")
POIPOLE, NAGANADEL = "sm8-107", "sm8-108"
FIGHTING = "Fighting Energy"


def test_power_of_nature_prevents_damage_from_ultra_beasts_to_pokemon_with_grass_energy_only():
    def hit(me_energy: list[str], attacker: dict) -> int:
        game = _sm(side(mon(ROWLET, energy=me_energy), bench=[mon(SCEPTILE, TREECKO, GROVYLE)]), side(attacker))
        end_turn(game)
        attack(game, next(a.name for a in game.card_of(game.players[1].active).attacks if a.damage))
        return game.players[0].active.damage
    assert hit([GRASS], mon(POIPOLE, energy=[PSYCHIC, PSYCHIC])) == 0  # an Ultra Beast: prevented
    assert hit([WATER], mon(POIPOLE, energy=[PSYCHIC, PSYCHIC])) == 20  # no Grass Energy
    assert hit([GRASS], mon(SLUGMA, energy=[FIRE])) == 20  # not an Ultra Beast (Magma Ring)


def test_powerful_storm_counts_the_energy_on_all_of_your_pokemon():
    game = _sm(side(mon(SCEPTILE, TREECKO, GROVYLE, energy=[GRASS, GRASS]), bench=[mon(ROWLET, energy=[WATER])]),
               side(mon(BIG), bench=[mon(PIKIPEK, energy=[GRASS])]))
    attack(game, "Powerful Storm")
    assert game.players[1].active.damage == 60


def test_blessings_of_the_frost_may_attach_a_grass_energy_from_the_discard_pile_on_evolving():
    game = _sm(side(mon(SNOVER), bench=[ROWLET], hand=[ABOMASNOW], discard=[FIRE, GRASS]), side(mon(BIG)))
    evolve(game, "Abomasnow", 0)
    choose(game, "yes")
    if game.pending is not None and game.pending.kind == "card":  # (the one Grass Energy: chosen by itself)
        choose(game, game.pending.options[0])
    choose(game, 1)
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == [GRASS]
    assert zone_names(game, 0, "discard") == [FIRE]


def test_double_charge_attaches_up_to_2_basic_energy_from_the_hand_to_one_benched_pokemon():
    game = _sm(side(mon(MANECTRIC, ELECTRIKE, energy=[LIGHTNING]), bench=[ROWLET, PIKIPEK], hand=[GRASS, WATER, FIRE]),
               side(mon(BIG)))
    attack(game, "Double Charge")
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == GRASS))
    choose(game, 2)
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == WATER))
    assert game.pending is None  # (the same Pokémon gets the second one)
    assert sorted(game.name_of(u) for u in game.players[0].bench[1].energy) == [GRASS, WATER]
    assert zone_names(game, 0, "hand") == [FIRE] and game.players[1].active.damage == 40


def test_energy_grounding_moves_a_basic_energy_from_the_knocked_out_pokemon_to_lanturn():
    game = _sm(side(mon(ROWLET, energy=[GRASS, FIRE], damage=50), bench=[mon(LANTURN, CHINCHOU)]),
               side(mon(PIKIPEK, energy=[FIGHTING])))
    end_turn(game)
    attack(game, "Rock Smash")
    assert game.pending.purpose == "knocked_out_energy" and game.pending.player == 0
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == FIRE))
    lanturn = game.players[0].active
    assert game.cards[lanturn.top].id == LANTURN and [game.name_of(u) for u in lanturn.energy] == [FIRE]


def test_lightning_strike_may_discard_only_the_lightning_energy_for_70_more():
    game = _sm(side(mon(LANTURN, CHINCHOU, energy=[LIGHTNING, LIGHTNING, WATER])), side(mon(BIG)))
    attack(game, "Lightning Strike")
    choose(game, "yes")
    assert game.players[1].active.damage == 140
    assert [game.name_of(u) for u in game.players[0].active.energy] == [WATER]
    game = _sm(side(mon(LANTURN, CHINCHOU, energy=[LIGHTNING, LIGHTNING, WATER])), side(mon(BIG)))
    attack(game, "Lightning Strike")
    choose(game, "no")
    assert game.players[1].active.damage == 70 and len(game.players[0].active.energy) == 3


def test_strike_and_run_benches_up_to_3_basics_then_may_switch_only_if_it_benched_any():
    game = _sm(side(mon(DUNSPARCE, energy=[GRASS]), deck=[ROWLET, PIKIPEK, SKITTY, MANECTRIC]), side(mon(BIG)))
    attack(game, "Strike and Run")
    for name in ("Rowlet", "Pikipek"):
        choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == name))
    choose(game, None)  # stop after 2
    choose(game, "yes")
    choose(game, 2)
    assert game.cards[game.players[0].active.top].id == PIKIPEK
    assert sorted(game.name_of(s.top) for s in game.players[0].bench) == ["Dunsparce", "Rowlet"]
    game = _sm(side(mon(DUNSPARCE, energy=[GRASS]), bench=[ROWLET], deck=[MANECTRIC]), side(mon(BIG)))
    attack(game, "Strike and Run")  # nothing found: no switch is offered
    assert game.pending is None and game.cards[game.players[0].active.top].id == DUNSPARCE


def test_power_draw_discards_a_chosen_card_then_draws_3():
    game = _sm(side(mon(SWAMPERT, MUDKIP, MARSHTOMP), hand=[GRASS, FIRE], deck=[WATER] * 4), side(mon(BIG)))
    power(game, 0)
    choose(game, next(u for u in game.pending.options if game.name_of(u) == FIRE))
    assert zone_names(game, 0, "discard") == [FIRE] and sorted(zone_names(game, 0, "hand")) == [GRASS] + [WATER] * 3
    game = _sm(side(mon(SWAMPERT, MUDKIP, MARSHTOMP), hand=[], deck=[WATER] * 4), side(mon(BIG)))
    assert UsePower(0, 0) not in game.legal_actions()  # nothing to discard


def test_smooth_over_puts_the_chosen_card_on_top_of_the_shuffled_deck():
    game = _sm(side(mon(MAGCARGO, SLUGMA_), deck=[GRASS, FIRE, WATER, LIGHTNING, PSYCHIC]), side(mon(BIG)))
    power(game, 0)
    choose(game, next(u for u in game.pending.options if game.name_of(u) == FIRE))
    assert game.name_of(game.players[0].deck[-1]) == FIRE and len(game.players[0].deck) == 5


def test_search_for_friends_may_take_2_supporters_from_the_discard_pile_on_evolving():
    game = _sm(side(mon(SKITTY), hand=[DELCATTY], discard=[LADY, GUZMA, COPYCAT, "sm2-125"]), side(mon(BIG)))
    evolve(game, "Delcatty", 0)
    choose(game, "yes")
    for name in ("Lady", "Guzma"):
        assert all(game.cards[u].subtype == "Supporter" for u in game.pending.options if u is not None)
        choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == name))
    assert sorted(zone_names(game, 0, "hand")) == ["Guzma", "Lady"]


def test_apricorn_maker_finds_only_items_with_ball_in_their_names():
    deck = ["sm1-123", "sm1-135", "sm7-138", "sm1-132", "sm2-125", GRASS]  # Nest Ball, Ultra Ball, Lure Ball...
    game = _sm(side(mon(BIG), hand=["sm7-124"], deck=deck), side(mon(BIG)))
    play(game, "Apricorn Maker")
    offered = sorted(game.name_of(u) for u in game.pending.options if u is not None)
    assert offered == ["Lure Ball", "Nest Ball", "Ultra Ball"]
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == "Nest Ball"))
    choose(game, next(u for u in game.pending.options if u is not None and game.name_of(u) == "Lure Ball"))
    assert sorted(zone_names(game, 0, "hand")) == ["Lure Ball", "Nest Ball"]


def test_lure_ball_takes_an_evolution_pokemon_for_each_heads():
    discard = [GROVYLE, SCEPTILE, MANECTRIC, ROWLET]
    game = _sm(side(mon(BIG), hand=["sm7-138"], discard=discard), side(mon(BIG)), seed=seed_for(H, T, H))
    events = play(game, "Lure Ball")
    assert coins(events) == [True, False, True]
    for _ in range(2):
        assert None not in game.pending.options and "Rowlet" not in names(game, game.pending.options)
        choose(game, game.pending.options[0])
    assert game.pending is None and len(game.players[0].hand) == 2
    assert len(game.players[0].discard) == 3 and "Rowlet" in zone_names(game, 0, "discard")  # (Lure Ball too)
    game = _sm(side(mon(BIG), hand=["sm7-138"], discard=[ROWLET]), side(mon(BIG)))
    assert not _legal_trainer(game, "sm7-138")  # no Evolution Pokémon in the discard pile


def test_the_masked_royal_attaches_only_to_a_stage_2_grass_fire_or_water_pokemon():
    game = _sm(side(mon(BIG), bench=[mon(SWAMPERT, MUDKIP, MARSHTOMP), mon(GROVYLE, TREECKO)], hand=["sm7-139", FIRE]),
               side(mon(BIG)))
    play(game, "The Masked Royal")  # (Stoutland is a Stage 2 Colorless Pokémon, Grovyle a Stage 1)
    assert game.pending is None  # Swampert is the only one: chosen by itself
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == [FIRE]
    game = _sm(side(mon(BIG), bench=[mon(GROVYLE, TREECKO)], hand=["sm7-139", FIRE]), side(mon(BIG)))
    assert not _legal_trainer(game, "sm7-139")


# --- Storm Caller (Lost Thunder) ------------------------------------------------------------------

RAIKOU, FLAAFFY, MAREEP, AMPHAROS, BLITZLE, ZEBSTRIKA = "sm8-79", "sm8-77", "sm8-76", "sm8-78", "sm8-81", "sm8-82"


def test_lost_voltage_does_90_more_with_a_lightning_energy_card_in_the_lost_zone():
    game = _sm(side(mon(RAIKOU, energy=[LIGHTNING, LIGHTNING]), lost=[LIGHTNING]), side(mon(BIG)))
    attack(game, "Lost Voltage")
    assert game.players[1].active.damage == 120
    game = _sm(side(mon(RAIKOU, energy=[LIGHTNING, LIGHTNING]), lost=[WATER], discard=[LIGHTNING]), side(mon(BIG)))
    attack(game, "Lost Voltage")
    assert game.players[1].active.damage == 30


def test_unseen_flash_puts_2_lightning_energy_from_the_hand_in_the_lost_zone_and_paralyzes():
    from desktop.engine.state import PARALYZED

    game = _sm(side(mon(AMPHAROS, MAREEP, FLAAFFY), hand=[LIGHTNING, LIGHTNING, LIGHTNING, WATER]), side(mon(BIG)))
    power(game, 0)
    while game.pending is not None:
        assert all(game.name_of(u) == LIGHTNING for u in game.pending.options)
        choose(game, game.pending.options[0])
    assert zone_names(game, 0, "lost") == [LIGHTNING, LIGHTNING] and sorted(zone_names(game, 0, "hand")) == \
        [LIGHTNING, WATER]
    assert game.players[1].active.rot == PARALYZED
    game = _sm(side(mon(AMPHAROS, MAREEP, FLAAFFY), hand=[LIGHTNING, WATER]), side(mon(BIG)))
    assert UsePower(0, 0) not in game.legal_actions()  # only 1 Lightning Energy card


def test_sprint_discards_the_hand_and_draws_4():
    game = _sm(side(mon(ZEBSTRIKA, BLITZLE), hand=[GRASS, FIRE], deck=[WATER] * 6), side(mon(BIG)))
    power(game, 0)
    assert zone_names(game, 0, "discard") == [FIRE, GRASS] and zone_names(game, 0, "hand") == [WATER] * 4


def test_charging_up_attaches_a_basic_energy_from_the_discard_pile_to_naganadel():
    game = _sm(side(mon(NAGANADEL, POIPOLE), discard=[PSYCHIC, "sm2-125"]), side(mon(BIG)))
    power(game, 0)
    assert [game.name_of(u) for u in game.players[0].active.energy] == [PSYCHIC]


def test_eye_opener_shows_the_player_every_prize_card():
    game = _sm(side(mon(POIPOLE, energy=[PSYCHIC])), side(mon(BIG)))
    events = attack(game, "Eye Opener")
    peeked = [e.card for e in events if e.kind == "peek"]
    assert sorted(peeked) == sorted(game.players[0].prizes) and len(peeked) == 6


def test_electric_start_lets_manectric_start_active_or_benched_only_for_the_player_going_second():
    from desktop.engine.actions import Choose
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    db = default_db()
    deck = [db.get(MANECTRIC)] * 20 + [db.get(ELECTRIKE)] * 10 + [db.get("sm1-167")] * 30
    offered: dict[tuple[bool, str], bool] = {}
    started = False
    for seed in range(8):
        g = Game.new([deck, deck], seed=seed, rules="sm")
        while g.phase == "setup" and g.prompt is not None:
            prompt = g.prompt
            if prompt.purpose in ("setup_active", "setup_bench"):
                manectric = [u for u in prompt.options if u is not None and g.cards[u].name == "Manectric"]
                second = prompt.player != g.first
                offered[(second, prompt.purpose)] = offered.get((second, prompt.purpose), False) or bool(manectric)
                if manectric and second and prompt.purpose == "setup_active":
                    g.apply(Choose(manectric[0]))
                    started = True
                    continue
            g.apply(g.legal_actions()[0])
        if started and len(offered) == 4:
            break
    assert offered == {(True, "setup_active"): True, (True, "setup_bench"): True,
                       (False, "setup_active"): False, (False, "setup_bench"): False}
    assert started


FROST_ROTOM = "pl2-RT2"  # Hydro Fury's Frost Rotom (Ultra Prism, missing from the card data) plays as this one


def test_frost_shift_makes_frost_rotom_water_type_until_the_end_of_the_turn():
    game = _sm(side(mon(FROST_ROTOM)), side(mon(BIG)))
    power(game, 0)
    assert game.types_of(game.players[0].active) == ("Water",)
    assert UsePower(0, 0) not in game.legal_actions()
    end_turn(game)
    assert game.types_of(game.players[0].active) == ("Lightning",)
    game = _sm(side(mon(FROST_ROTOM, condition="Asleep")), side(mon(BIG)))
    assert UsePower(0, 0) not in game.legal_actions()  # a Poké-Power: off while Asleep


def test_crushing_ice_adds_10_for_each_colorless_in_the_defending_pokemons_retreat_cost():
    game = _sm(side(mon(FROST_ROTOM, energy=[WATER, WATER, WATER])), side(mon(BIG)))  # Retreat Cost 3
    attack(game, "Crushing Ice")
    assert game.players[1].active.damage == 70
    game = _sm(side(mon(FROST_ROTOM, energy=[WATER, WATER, WATER])), side(mon(ROWLET)))  # Retreat Cost 1
    attack(game, "Crushing Ice")
    assert game.players[1].active.damage == 50
