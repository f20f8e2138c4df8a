"""Abilities that guard their owner's Pokémon from the opponent's attacks (``fx/team_guard_mods.py``):
Manaphy's Wave Veil and Shaymin's Flower Curtain (the Bench), Radiant Gardevoir's Loving Veil (less
from Pokémon V), and Mimikyu's Safeguard (this Pokémon, from Pokémon ex and Pokémon V)."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, new_game, power, side

MANAPHY, SHAYMIN, GARDEVOIR, MIMIKYU = "swsh9-41", "sv10-10", "swsh11-69", "sv4pt5-37"
ROTOM = "sv1-69"  # Linear Attack: 20 damage to 1 of the opponent's Pokémon
ARCEUS_V, ZEKROM_EX = "swsh9-122", "zsv10pt5-34"  # Power Edge 130; Slash 50


def _linear_attack(defender: dict, target: int) -> object:
    g = new_game(side(mon(ROTOM, energy=["Lightning Energy"])), defender, rules="modern")
    attack(g, "Linear Attack")
    choose(g, target)
    return g


def test_wave_veil_prevents_damage_to_the_bench_only():
    g = _linear_attack(side(mon(ROTOM), bench=[mon(MANAPHY), mon(ROTOM)]), 12)
    assert g.players[1].bench[1].damage == 0
    g = _linear_attack(side(mon(ROTOM), bench=[mon(MANAPHY)]), 11)  # Manaphy itself on the Bench
    assert g.players[1].bench[0].damage == 0
    g = _linear_attack(side(mon(ROTOM), bench=[mon(MANAPHY)]), 10)  # the Active Pokémon still takes it
    assert g.players[1].active.damage == 20


def test_wave_veil_guards_only_its_owners_bench():
    g = _linear_attack(side(mon(ROTOM), bench=[mon(ROTOM)]), 11)  # no Manaphy on the defending side
    assert g.players[1].bench[0].damage == 20


def test_wave_veil_is_off_while_manaphy_is_active_too():
    g = _linear_attack(side(mon(MANAPHY), bench=[mon(ROTOM)]), 11)  # an Ability of the Active Pokémon works too
    assert g.players[1].bench[0].damage == 0


def test_flower_curtain_spares_only_pokemon_without_a_rule_box():
    g = _linear_attack(side(mon(ROTOM), bench=[mon(SHAYMIN), mon(ARCEUS_V)]), 12)
    assert g.players[1].bench[1].damage == 20  # Arceus V has a Rule Box
    g = _linear_attack(side(mon(ROTOM), bench=[mon(SHAYMIN), mon(ROTOM)]), 12)
    assert g.players[1].bench[1].damage == 0


def test_loving_veil_takes_20_less_from_pokemon_v_only():
    colorless = ["Lightning Energy"] * 3
    g = new_game(side(mon(ARCEUS_V, energy=colorless)), side(mon(ARCEUS_V), bench=[mon(GARDEVOIR)]), rules="modern")
    attack(g, "Power Edge")
    assert g.players[1].active.damage == 110
    g = new_game(side(mon(ZEKROM_EX, energy=colorless)), side(mon(ARCEUS_V), bench=[mon(GARDEVOIR)]), rules="modern")
    attack(g, "Slash")
    assert g.players[1].active.damage == 50  # not a Pokémon V


def test_safeguard_prevents_damage_from_ex_and_v_but_not_others():
    energy = ["Psychic Energy"] * 3
    for attacker, name in ((ARCEUS_V, "Power Edge"), (ZEKROM_EX, "Slash")):
        g = new_game(side(mon(attacker, energy=energy)), side(mon(MIMIKYU)), rules="modern")
        attack(g, name)
        assert g.players[1].active.damage == 0
    g = new_game(side(mon(ROTOM, energy=energy)), side(mon(MIMIKYU)), rules="modern")
    attack(g, "Linear Attack")  # its only target: no prompt
    assert g.players[1].active.damage == 20


JIRACHI = "sv4-126"
SWIRLIX, DRIFBLIM, DRIFLOON = "sv6-89", "sv4pt5-156", "sv1-89"  # Basic: 2 counters; Stage 1: 8 in any way
DUSCLOPS, DUSKULL = "sv8pt5-36", "sv8pt5-35"  # Cursed Blast: an Ability, not an attack


def test_stellar_veil_stops_counters_from_a_basic_pokemons_attack_on_the_bench():
    g = new_game(side(mon(SWIRLIX, energy=["Psychic Energy"])), side(mon(ROTOM), bench=[mon(JIRACHI), mon(ROTOM)]),
                 rules="modern")
    attack(g, "Sneaky Placement")
    choose(g, 12)
    assert g.players[1].bench[1].damage == 0
    g = new_game(side(mon(SWIRLIX, energy=["Psychic Energy"])), side(mon(ROTOM), bench=[mon(JIRACHI)]), rules="modern")
    attack(g, "Sneaky Placement")
    choose(g, 10)  # the Active Pokémon is not guarded
    assert g.players[1].active.damage == 20


def test_stellar_veil_leaves_attack_damage_and_evolution_attackers_alone():
    g = _linear_attack(side(mon(ROTOM), bench=[mon(JIRACHI), mon(ROTOM)]), 12)  # damage, not counters
    assert g.players[1].bench[1].damage == 20
    g = new_game(side(mon(DRIFBLIM, DRIFLOON, energy=["Psychic Energy"] * 3)),
                 side(mon(ARCEUS_V), bench=[mon(JIRACHI), mon(ARCEUS_V)]), rules="modern")
    attack(g, "Curse Spreading")  # a Stage 1 Pokémon's attack
    while g.pending is not None:
        choose(g, 12)
    assert g.players[1].bench[1].damage == 80


def test_stellar_veil_leaves_abilities_alone():
    g = new_game(side(mon(DUSCLOPS, DUSKULL), bench=[mon(ROTOM)]),
                 side(mon(ROTOM), bench=[mon(JIRACHI), mon(ARCEUS_V)]), rules="modern")
    power(g, 0)
    choose(g, 12)
    assert g.players[1].bench[1].damage == 50

