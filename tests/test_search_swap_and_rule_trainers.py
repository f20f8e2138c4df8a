"""More Trainers of the tournament lists: Irida (a Water Pokémon and an Item card from the deck),
Capturing Aroma (heads an Evolution Pokémon, tails a Basic one), Thorton (a Basic Pokémon of the discard
pile takes the place of one in play, all on it staying), Canceling Cologne (the opponent's Active Pokémon
has no Abilities this turn), Pokémon League Headquarters (Basic Pokémon's attacks cost 1 more) and Magma
Basin (a Fire Energy from the discard pile to a Benched Fire Pokémon, with 2 damage counters)."""

from __future__ import annotations

from engine_helpers import attack, choose, do, end_turn, mon, new_game, play, seed_for, side, zone_names

from desktop.engine import layer
from desktop.engine.actions import Attack, PlayTrainer, UseStadium

IRIDA, AROMA, THORTON, COLOGNE, HQ, BASIN = "swsh10-147", "swsh12-153", "swsh11-167", "swsh10-136", "sv3-192", \
    "swsh9-144"
MANKEY, PRIMEAPE, SQUIRTLE, CHARMANDER, STONJOURNER, ITEM = "sv1-107", "sv1-108", "sv7-148", "sv3-26", "sv1-121", \
    "sv1-181"
F = "Fighting Energy"


def test_irida_takes_a_water_pokemon_and_an_item():
    g = new_game(side(mon(MANKEY), hand=[IRIDA], deck=[SQUIRTLE, MANKEY, ITEM, F]), side(MANKEY), rules="modern")
    play(g, "Irida")
    assert [g.name_of(u) for u in g.pending.options] == ["Squirtle"]  # not Mankey
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Nest Ball", "Squirtle"]


def test_capturing_aroma_heads_evolution_tails_basic():
    deck = [MANKEY, PRIMEAPE]
    g = new_game(side(mon(MANKEY), hand=[AROMA], deck=deck), side(MANKEY), rules="modern", seed=seed_for(True))
    play(g, "Capturing Aroma")
    assert [g.name_of(u) for u in g.pending.options] == ["Primeape"]
    g = new_game(side(mon(MANKEY), hand=[AROMA], deck=deck), side(MANKEY), rules="modern", seed=seed_for(False))
    play(g, "Capturing Aroma")
    assert [g.name_of(u) for u in g.pending.options] == ["Mankey"]


def test_thorton_swaps_a_basic_keeping_its_energy_and_damage():
    g = new_game(side(mon(MANKEY, energy=[F], damage=30), hand=[THORTON], discard=[STONJOURNER]), side(MANKEY),
                 rules="modern")
    play(g, "Thorton")  # one Basic Pokémon each way: no question
    active = g.players[0].active
    assert g.name_of(active.top) == "Stonjourner" and active.damage == 30 and len(active.energy) == 1
    assert zone_names(g, 0, "discard") == ["Mankey", "Thorton"]


def test_thorton_needs_a_basic_in_the_discard_pile_and_an_unevolved_one_in_play():
    g = new_game(side(mon(PRIMEAPE, MANKEY), hand=[THORTON], discard=[STONJOURNER]), side(MANKEY), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_canceling_cologne_switches_off_the_opponents_active_ability_for_the_turn():
    def punch(cologne: bool) -> int:
        g = new_game(side(mon(PRIMEAPE, MANKEY, energy=[F]), hand=[COLOGNE]), side(STONJOURNER), rules="modern")
        if cologne:
            play(g, "Canceling Cologne")
        attack(g, "Raging Punch")  # 70; Exoskeleton takes 20 off
        return g.players[1].active.damage
    assert punch(False) == 50 and punch(True) == 70


def test_canceling_cologne_ends_with_the_turn():
    g = new_game(side(mon(MANKEY), hand=[COLOGNE]), side(STONJOURNER), rules="modern")
    play(g, "Canceling Cologne")
    assert not layer.power_working(g, g.players[1].active, "Ability")
    end_turn(g)
    assert layer.power_working(g, g.players[1].active, "Ability")


def test_league_headquarters_makes_basic_pokemons_attacks_cost_more():
    def can_punch(active: dict) -> bool:
        me = side(active)
        me["stadium"] = HQ
        g = new_game(me, side(MANKEY), rules="modern")
        return any(isinstance(a, Attack) for a in g.legal_actions())
    assert not can_punch(mon(MANKEY, energy=[F]))  # Monkey Beatdown: Fighting, and 1 more
    assert can_punch(mon(MANKEY, energy=[F, F]))
    assert can_punch(mon(PRIMEAPE, MANKEY, energy=[F]))  # a Stage 1: as printed


def test_magma_basin_attaches_fire_to_a_benched_fire_pokemon_with_2_counters():
    me = side(mon(MANKEY), bench=[CHARMANDER, MANKEY], discard=["Fire Energy", F])
    me["stadium"] = BASIN
    g = new_game(me, side(MANKEY), rules="modern")
    do(g, UseStadium())  # one Fire Energy, one Benched Fire Pokémon: no question
    charmander = g.players[0].bench[0]
    assert [g.name_of(u) for u in charmander.energy] == ["Fire Energy"] and charmander.damage == 20
    assert UseStadium() not in g.legal_actions()


def test_magma_basin_needs_a_benched_fire_pokemon():
    me = side(mon(CHARMANDER), bench=[MANKEY], discard=["Fire Energy"])
    me["stadium"] = BASIN
    assert UseStadium() not in new_game(me, side(MANKEY), rules="modern").legal_actions()
