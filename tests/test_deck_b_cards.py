"""Cards of the XY theme decks Wave Slasher and Electric Eye (BREAKpoint), Sky Guardian and Battle
Ruler (Fates Collide), issue #15: each test plays the card by the XY rules and checks what it did,
and what it must not do."""

from __future__ import annotations

from desktop.engine import layer
from desktop.engine.actions import Attack, PlayTrainer, UsePower
from desktop.engine.fx.mods import ReduceDamage
from desktop.engine.state import ASLEEP, PARALYZED, Effect
from tests.engine_helpers import (
    H,
    T,
    attach,
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

WATER, GRASS, FIRE, PSYCHIC = "Water Energy", "Grass Energy", "Fire Energy", "Psychic Energy"
LIGHTNING, FAIRY, FIGHTING = "Lightning Energy", "Fairy Energy", "Fighting Energy"
DARK = "xy1-138"  # a basic Darkness Energy
DCE = "sm1-136"  # Double Colorless Energy: a Special Energy
GRENINJA, FROGADIER, FROAKIE, GOLDUCK, PSYDUCK = "xy9-40", "xy9-39", "xy9-38", "xy9-17", "xy9-16"
SLOWKING, SLOWPOKE, KRICKETUNE, KRICKETOT, LILLIGANT, PETILIL = "xy9-21", "xy9-19", "xy9-6", "xy9-5", "xy9-8", "xy9-7"
LUXRAY, LUXIO, SHINX, ZEBSTRIKA, BLITZLE = "xy9-46", "xy9-45", "xy9-44", "xy9-49", "xy9-48"
HYPNO, DROWZEE, MEOWSTIC, ESPURR, GLAMEOW = "xy9-51", "xy9-50", "xy9-59", "xy9-58", "xy9-93"
LUGIA, SNORLAX, WHISMUR, DELPHOX, BRAIXEN, FENNEKIN = "xy10-78", "xy10-77", "xy10-80", "xy10-13", "xy10-12", "xy10-11"
CARBINK, SERPERIOR, SERVINE, SNIVY, SHUCKLE = "xy10-49", "xy10-7", "xy10-6", "xy10-5", "xy10-1"
MINCCINO, CINCCINO = "xy10-86", "xy10-88"
BELT, ELIXIR, MISTY, POUCH, FAIRY_DROP = "xy9-99", "xy9-102", "xy9-104", "xy10-97", "xy10-99"
MUSCLE_BAND = "xy1-121"
KROOKODILE = "sm10-116"  # Crunch: "Discard an Energy from your opponent's Active Pokémon."
BIG = "sm1-105"  # Stoutland: 150 HP, Colorless, Fighting Weakness
EX = "xy1-1"  # Venusaur-EX


def _xy(me: dict, them: dict, **kw):
    return new_game(me, them, rules="xy", **kw)


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage"]


def _yes_until_done(game) -> None:
    while game.pending is not None:
        options = game.pending.options
        choose(game, "yes" if "yes" in options else next(o for o in options if o is not None))


# ---------------------------------------------------------------- Wave Slasher
def test_water_duplicates_puts_up_to_3_frogadier_onto_the_bench():
    game = _xy(side(mon(FROGADIER, FROAKIE, energy=[WATER]), deck=[FROGADIER] * 4 + [WATER] * 3), side(mon(BIG)))
    attack(game, "Water Duplicates")  # (the first of the same cards is taken without asking)
    while game.pending is not None:
        choose(game, next(o for o in game.pending.options if o is not None))
    bench = game.players[0].bench
    assert [game.card_of(s).name for s in bench] == ["Frogadier"] * 3
    assert zone_names(game, 0, "deck").count("Frogadier") == 1


def test_derail_discards_only_a_special_energy():
    game = _xy(side(mon(GOLDUCK, PSYDUCK, energy=[WATER])), side(mon(BIG, energy=[FIRE, DCE])))
    attack(game, "Derail")
    assert zone_names(game, 1, "discard") == ["Double Colorless Energy"]
    game = _xy(side(mon(GOLDUCK, PSYDUCK, energy=[WATER])), side(mon(BIG, energy=[FIRE])))
    attack(game, "Derail")
    assert zone_names(game, 1, "discard") == [] and len(game.players[1].active.energy) == 1


def test_screech_makes_the_defending_pokemon_take_60_more_during_your_next_turn():
    game = _xy(side(mon(KRICKETUNE, KRICKETOT, energy=[GRASS])), side(mon(BIG)))
    attack(game, "Screech")  # (the attack ends the turn)
    end_turn(game)
    assert _dealt(attack(game, "Slash")) == [40 + 60]


def test_boo_hoo_makes_the_defending_pokemon_asleep_when_an_energy_is_attached_to_it():
    them = side(mon(BIG), bench=[BIG], hand=[FIRE, FIRE])
    game = _xy(side(mon(LILLIGANT, PETILIL, energy=[GRASS])), them)
    attack(game, "Boo-Hoo")
    attach(game, FIRE, 1)  # to a Benched Pokémon: nothing
    assert game.players[1].bench[0].rot == 0 and game.players[1].active.rot == 0
    game = _xy(side(mon(LILLIGANT, PETILIL, energy=[GRASS])), them)
    attack(game, "Boo-Hoo")
    attach(game, FIRE, 0)
    assert game.players[1].active.rot == ASLEEP


def test_moonlight_slash_may_return_a_water_energy_for_20_more():
    game = _xy(side(mon(GRENINJA, FROGADIER, energy=[WATER, WATER])), side(mon(BIG)))
    attack(game, "Moonlight Slash")
    choose(game, "yes")
    assert _dealt(game.last_events) == [80] and zone_names(game, 0, "hand") == [WATER]
    assert len(game.players[0].active.energy) == 1
    game = _xy(side(mon(GRENINJA, FROGADIER, energy=[WATER, WATER])), side(mon(BIG)))
    attack(game, "Moonlight Slash")
    choose(game, "no")
    assert _dealt(game.last_events) == [60] and zone_names(game, 0, "hand") == []


def test_shadow_stitching_takes_the_opponents_abilities_away_for_their_next_turn():
    them = side(mon(SLOWKING, SLOWPOKE, energy=[WATER]), bench=[mon(SNIVY)], hand=[SERVINE])
    game = _xy(side(mon(GRENINJA, FROGADIER, energy=[WATER]), bench=[mon(BIG, energy=[FIRE])]), them)
    attack(game, "Shadow Stitching")  # the opponent's turn now
    assert UsePower(0, 0) not in game.legal_actions()  # Royal Flash is gone
    evolve(game, "Servine", 1)
    assert game.pending is None  # Serpentine Strangle doesn't go off either
    end_turn(game)
    end_turn(game)  # their next turn after that: it works again
    assert UsePower(0, 0) in game.legal_actions()


def test_royal_flash_moves_an_energy_of_the_opponents_active_to_their_bench_on_heads():
    them = side(mon(BIG, energy=[FIRE, WATER]), bench=[BIG])
    game = _xy(side(mon(SLOWKING, SLOWPOKE)), them, seed=seed_for(H))
    power(game, 0)
    choose(game, game.players[1].active.energy[0])
    assert len(game.players[1].active.energy) == 1 and len(game.players[1].bench[0].energy) == 1
    assert UsePower(0, 0) not in game.legal_actions()  # once during your turn
    game = _xy(side(mon(SLOWKING, SLOWPOKE)), them, seed=seed_for(T))
    power(game, 0)
    assert game.pending is None and len(game.players[1].active.energy) == 2


def test_psych_up_does_40_more_next_turn():
    game = _xy(side(mon(SLOWKING, SLOWPOKE, energy=[WATER, WATER])), side(mon(BIG)))
    assert _dealt(attack(game, "Psych Up")) == [40]
    end_turn(game)
    assert _dealt(attack(game, "Psych Up")) == [80]


def test_fighting_fury_belt_gives_a_basic_pokemon_40_hp_and_10_more_damage():
    game = _xy(side(mon(SLOWPOKE, energy=[WATER]), hand=[BELT]), side(mon(BIG)))
    play(game, "Fighting Fury Belt", 0)
    assert game.hp_of(game.players[0].active) == 70 + 40
    assert _dealt(attack(game, "Headbutt")) == [20]
    game = _xy(side(mon(GOLDUCK, PSYDUCK, energy=[WATER]), hand=[BELT]), side(mon(BIG)))  # a Stage 1: nothing
    play(game, "Fighting Fury Belt", 0)
    assert game.hp_of(game.players[0].active) == 100
    assert _dealt(attack(game, "Derail")) == [20]


def test_max_elixir_attaches_a_basic_energy_from_the_top_6_to_a_basic_benched_pokemon():
    deck = [PSYCHIC] * 6 + [WATER] + [GRASS] * 5  # the top 6 cards are the last 6
    game = _xy(side(mon(BIG), bench=[mon(GOLDUCK, PSYDUCK), SLOWPOKE], hand=[ELIXIR], deck=deck), side(mon(BIG)))
    assert PlayTrainer(hand_card(game, "Max Elixir"), None) in game.legal_actions()
    play(game, "Max Elixir")
    assert {game.name_of(u) for u in game.pending.options} == {WATER, GRASS}  # not the Psychic below the top 6
    choose(game, next(u for u in game.pending.options if game.name_of(u) == GRASS))  # (to the one Basic: Slowpoke)
    assert [game.name_of(u) for u in game.players[0].bench[1].energy] == [GRASS]
    assert not game.players[0].bench[0].energy  # Golduck is a Stage 1
    game = _xy(side(mon(BIG), bench=[mon(GOLDUCK, PSYDUCK)], hand=[ELIXIR], deck=deck), side(mon(BIG)))
    assert not any(isinstance(a, PlayTrainer) for a in game.legal_actions())  # no Basic Pokémon on the Bench


def test_mistys_determination_discards_a_card_then_takes_1_of_the_top_8():
    deck = [FIRE] * 4 + [WATER] * 7 + [SLOWPOKE]  # Slowpoke on top
    game = _xy(side(mon(BIG), hand=[MISTY, GRASS], deck=deck), side(mon(BIG)))
    play(game, "Misty's Determination")
    choose(game, hand_card(game, GRASS))
    top8 = game.players[0].deck[-8:]
    assert set(game.pending.options) <= set(top8) and None not in game.pending.options  # 1 of them, not "none"
    choose(game, game.players[0].deck[-1])
    assert zone_names(game, 0, "hand") == ["Slowpoke"]
    assert sorted(zone_names(game, 0, "discard")) == [GRASS, "Misty's Determination"]
    game = _xy(side(mon(BIG), hand=[MISTY], deck=deck), side(mon(BIG)))
    assert not any(isinstance(a, PlayTrainer) for a in game.legal_actions())  # nothing to discard


# ---------------------------------------------------------------- Electric Eye
def test_snarl_reduces_the_defending_pokemons_damage_by_20_after_weakness():
    game = _xy(side(mon(LUXRAY, LUXIO, SHINX, energy=[LIGHTNING] * 3)), side(mon(BIG, energy=[FIRE] * 3)))
    attack(game, "Snarl")
    assert _dealt(attack(game, "Ferocious Bellow")) == [50 - 20]


def test_zap_zone_lets_lightning_attacks_ignore_effects_on_the_defending_pokemon():
    game = _xy(side(mon(BLITZLE, energy=[LIGHTNING]), bench=[ZEBSTRIKA]), side(mon(BIG)))
    game.players[1].active.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, 99, ReduceDamage(20)))
    attack(game, "Reckless Charge")
    assert game.players[1].active.damage == 20  # not reduced
    game = _xy(side(mon(SLOWPOKE, energy=[WATER]), bench=[ZEBSTRIKA]), side(mon(BIG)))  # a Water Pokémon
    game.players[1].active.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, 99, ReduceDamage(20)))
    attack(game, "Headbutt")
    assert game.players[1].active.damage == 0
    game = _xy(side(mon(BLITZLE, energy=[LIGHTNING])), side(mon(BIG)))  # no Zebstrika
    game.players[1].active.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, 99, ReduceDamage(20)))
    attack(game, "Reckless Charge")
    assert game.players[1].active.damage == 0


def test_goodnight_babies_leaves_both_active_pokemon_asleep():
    game = _xy(side(mon(BIG), bench=[mon(HYPNO, DROWZEE)]), side(mon(BIG)))
    power(game, 1)
    assert game.players[0].active.rot == ASLEEP and game.players[1].active.rot == ASLEEP
    assert UsePower(1, 0) not in game.legal_actions()


def test_energy_present_attaches_up_to_2_energy_cards_to_1_benched_pokemon():
    game = _xy(side(mon(MEOWSTIC, ESPURR, energy=[PSYCHIC]), bench=[BIG, BIG], hand=[DCE, WATER]), side(mon(BIG)))
    attack(game, "Energy Present")
    assert hand_card(game, "Double Colorless Energy") in game.pending.options  # a Special Energy card too
    choose(game, hand_card(game, "Double Colorless Energy"))
    assert tuple(game.pending.options) == (1, 2)  # a Benched Pokémon only
    choose(game, 2)
    choose(game, hand_card(game, WATER))
    assert [len(s.energy) for s in game.players[0].bench] == [0, 2] and not game.players[0].hand


def test_act_cute_makes_the_opponent_put_a_card_of_their_choice_on_the_bottom_of_their_deck():
    game = _xy(side(mon(GLAMEOW, energy=[FIRE])), side(mon(BIG), hand=[WATER, SLOWPOKE]))
    attack(game, "Act Cute")
    assert game.pending.player == 1
    choose(game, hand_card(game, "Slowpoke", 1))
    them = game.players[1]
    assert game.name_of(them.deck[0]) == "Slowpoke" and "Slowpoke" not in zone_names(game, 1, "hand")


# ---------------------------------------------------------------- Sky Guardian
def test_pressure_reduces_the_opponents_attacks_while_lugia_is_active():
    game = _xy(side(mon(LUGIA)), side(mon(BIG, energy=[FIRE] * 3)), current=1)
    assert _dealt(attack(game, "Ferocious Bellow")) == [50 - 20]
    game = _xy(side(mon(BIG), bench=[LUGIA]), side(mon(BIG, energy=[FIRE] * 3)), current=1)
    assert _dealt(attack(game, "Ferocious Bellow")) == [50]


def test_intensifying_burn_does_60_more_to_a_pokemon_ex():
    game = _xy(side(mon(LUGIA, energy=[FIRE] * 3)), side(mon(EX)))
    assert _dealt(attack(game, "Intensifying Burn")) == [120]
    game = _xy(side(mon(LUGIA, energy=[FIRE] * 3)), side(mon(BIG)))
    assert _dealt(attack(game, "Intensifying Burn")) == [60]


def test_toss_and_turn_can_be_used_while_asleep_for_90_more():
    game = _xy(side(mon(SNORLAX, energy=[FIRE] * 4, condition="Asleep")), side(mon(BIG)))
    attacks = {game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
               if isinstance(a, Attack)}
    assert attacks == {"Toss and Turn"}  # not Swallow
    assert _dealt(attack(game, "Toss and Turn")) == [120]
    game = _xy(side(mon(SNORLAX, energy=[FIRE] * 4)), side(mon(BIG)))
    assert _dealt(attack(game, "Toss and Turn")) == [30]
    game = _xy(side(mon(SNORLAX, energy=[FIRE] * 4, condition="Paralyzed")), side(mon(BIG)))
    assert not any(isinstance(a, Attack) for a in game.legal_actions())


def test_round_counts_your_pokemon_with_round():
    game = _xy(side(mon(WHISMUR, energy=[FIRE] * 2), bench=[WHISMUR, WHISMUR, BIG]), side(mon(BIG)))
    assert _dealt(attack(game, "Round")) == [30]


def test_psystorm_counts_the_energy_on_every_pokemon_in_play():
    me = side(mon(DELPHOX, BRAIXEN, FENNEKIN, energy=[FIRE] * 3), bench=[mon(BIG, energy=[WATER])])
    game = _xy(me, side(mon(BIG, energy=[WATER, WATER]), bench=[mon(BIG, energy=[GRASS])]))
    assert _dealt(attack(game, "Psystorm")) == [20 * (3 + 1 + 2 + 1)]


def test_fairy_drop_heals_only_a_pokemon_with_fairy_energy():
    me = side(mon(BIG, damage=60), bench=[mon(BIG, energy=[FAIRY], damage=60)], hand=[FAIRY_DROP])
    game = _xy(me, side(mon(BIG)))
    play(game, "Fairy Drop", 1)
    assert game.players[0].bench[0].damage == 10 and game.players[0].active.damage == 60
    game = _xy(side(mon(BIG, damage=60), hand=[FAIRY_DROP]), side(mon(BIG)))
    assert not any(isinstance(a, PlayTrainer) for a in game.legal_actions())


def test_energy_pouch_puts_the_basic_energy_of_its_knocked_out_pokemon_into_the_hand():
    me = side(mon(SLOWPOKE, energy=[WATER, WATER, DCE], damage=60), bench=[BIG], hand=[POUCH])
    game = _xy(me, side(mon(BIG, energy=[FIRE] * 3)))
    play(game, "Energy Pouch", 0)
    end_turn(game)
    attack(game, "Ferocious Bellow")
    _yes_until_done(game)
    assert zone_names(game, 0, "hand").count(WATER) == 2
    assert "Double Colorless Energy" in zone_names(game, 0, "discard")


# ---------------------------------------------------------------- Battle Ruler
def test_energy_keeper_keeps_basic_energy_on_basic_pokemon_from_the_opponents_attacks():
    them = side(mon(KROOKODILE, energy=[DARK] * 4))
    game = _xy(side(mon(SNORLAX, energy=[WATER]), bench=[CARBINK]), them, current=1)
    attack(game, "Crunch")
    assert len(game.players[0].active.energy) == 1
    game = _xy(side(mon(LUXRAY, LUXIO, SHINX, energy=[WATER]), bench=[CARBINK]), them, current=1)  # a Stage 2
    attack(game, "Crunch")
    assert not game.players[0].active.energy
    game = _xy(side(mon(SNORLAX, energy=[DCE]), bench=[CARBINK]), them, current=1)  # a Special Energy
    attack(game, "Crunch")
    assert not game.players[0].active.energy


def test_slashing_strike_cant_be_used_next_turn():
    game = _xy(side(mon(SERPERIOR, SERVINE, SNIVY, energy=[GRASS] * 2)), side(mon(BIG)))
    attack(game, "Slashing Strike")
    end_turn(game)
    names = {game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
             if isinstance(a, Attack)}
    assert names == {"Coil"}


def test_serpentine_strangle_may_paralyze_on_heads_when_servine_evolves():
    game = _xy(side(mon(SNIVY), hand=[SERVINE]), side(mon(BIG)), seed=seed_for(H))
    evolve(game, "Servine", 0)
    choose(game, "yes")
    assert game.players[1].active.rot == PARALYZED
    game = _xy(side(mon(SNIVY), hand=[SERVINE]), side(mon(BIG)), seed=seed_for(H))
    evolve(game, "Servine", 0)
    choose(game, "no")
    assert game.players[1].active.rot == 0


def test_hide_a_berry_draws_2_then_puts_a_card_on_the_bottom_of_the_deck():
    game = _xy(side(mon(SHUCKLE, energy=[GRASS]), hand=[FIRE], deck=[WATER] * 5 + [SLOWPOKE, PSYCHIC]), side(mon(BIG)))
    attack(game, "Hide a Berry")
    assert sorted(zone_names(game, 0, "hand")) == sorted([FIRE, "Slowpoke", PSYCHIC])
    choose(game, hand_card(game, FIRE, 0))
    assert game.name_of(game.players[0].deck[0]) == FIRE and len(game.players[0].hand) == 2


def test_cleaning_up_discards_a_tool_from_any_of_the_opponents_pokemon():
    game = _xy(side(mon(MINCCINO, energy=[FIRE])), side(mon(BIG), bench=[mon(BIG, tools=[MUSCLE_BAND])]))
    attack(game, "Cleaning Up")
    assert zone_names(game, 1, "discard") == ["Muscle Band"] and not game.players[1].bench[0].tools


def test_covet_puts_a_card_you_choose_from_their_hand_on_the_bottom_of_their_deck():
    game = _xy(side(mon(CINCCINO, MINCCINO, energy=[FIRE])), side(mon(BIG), hand=[WATER, SLOWPOKE]))
    attack(game, "Covet")
    assert game.pending.player == 0
    choose(game, hand_card(game, "Slowpoke", 1))
    assert game.name_of(game.players[1].deck[0]) == "Slowpoke" and WATER in zone_names(game, 1, "hand")
