"""Base Set holo rares (1-16), one test per non-vanilla card.

Each test builds a position with ``build_game``, plays the card through ``game.apply`` with
actions from ``legal_actions()``, answers prompts with ``Choose`` and checks the exact result and
that no card was lost. Coin flips use seeds found by ``seed_for`` and the ``coin`` events are
asserted, so a test knows which branch ran.
"""

from __future__ import annotations

import pytest
from base1_helpers import (
    attacker,
    check_bonus_or_recoil,
    check_discard_fire,
    check_flip_condition,
    check_protect,
    check_self_damage_on_tails,
    check_water_gun,
    energy_for,
    zone_names_on,
)
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    choose,
    coins,
    do,
    end_turn,
    mon,
    new_game,
    power,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine import layer
from desktop.engine.actions import Attack, UsePower
from desktop.engine.state import PARALYZED


# ---------------------------------------------------------------- 1-21: holo rares
def test_alakazam_damage_swap():
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra", damage=20),
                      bench=[mon("Abra", damage=20), "Chansey", "Dratini"]), side("Zapdos"))
    n = total(g)
    power(g, 0)
    # Abra (30 HP, 20 damage) can't receive a counter: that would Knock it Out.
    assert g.pending.options == (0, 1)
    choose(g, 1)
    assert g.pending.options == (0, 2, 3)
    choose(g, 2)
    damage = [s.damage for s in g.players[0].slots()]
    assert damage == [20, 10, 10, 0]
    power(g, 0)  # as often as you like
    choose(g, 0)
    assert g.pending.options == (1, 2, 3)  # Abra now has room for one counter
    choose(g, 3)
    assert [s.damage for s in g.players[0].slots()] == [10, 10, 10, 10]
    assert g.prompt is None and g.outcome is None and total(g) == n
    # Not usable while Alakazam is Confused; usable from the Bench.
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra", damage=20, condition="Confused"),
                      bench=["Chansey"]), side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()
    g = new_game(side(mon("Chansey", damage=20), bench=[mon("Alakazam", "Abra", "Kadabra")]), side("Zapdos"))
    power(g, 1)
    assert [s.damage for s in g.players[0].slots()] == [10, 10]
    # Nothing to move: not offered.
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra"), bench=["Chansey"]), side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_alakazam_confuse_ray():
    check_flip_condition("Alakazam", "Confuse Ray", "Confused", 30, "Abra", "Kadabra")


def test_blastoise_rain_dance():
    g = new_game(side(mon("Blastoise", "Squirtle", "Wartortle"), bench=["Squirtle", "Charmander"],
                      hand=["Water Energy", "Water Energy", "Fire Energy", "Double Colorless Energy"]),
                 side("Zapdos"))
    n = total(g)
    power(g, 0)
    assert g.pending.options == (0, 1)  # Water Pokémon only: not Charmander
    choose(g, 1)
    assert zone_names_on(g, 0, 1) == ["Water Energy"]
    power(g, 0)
    choose(g, 0)
    assert zone_names_on(g, 0, 0) == ["Water Energy"]
    assert UsePower(0, 0) not in g.legal_actions()  # no Water Energy card left in hand (DCE is not one)
    assert not g.energy_played
    attach(g, "Fire Energy", 2)  # the normal attachment is still available
    assert total(g) == n
    g = new_game(side(mon("Blastoise", "Squirtle", "Wartortle", condition="Asleep"), hand=["Water Energy"]),
                 side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_blastoise_hydro_pump():
    check_water_gun("Blastoise", "Hydro Pump", "Squirtle", "Wartortle")


def test_chansey_scrunch():
    check_protect("Chansey", "Scrunch", "damage")


def test_chansey_double_edge():
    g = new_game(side(attacker("Chansey", "Double-edge")), side("Zapdos"))
    n = total(g)
    attack(g, "Double-edge")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (80, 80)
    assert total(g) == n


def test_charizard_energy_burn_and_fire_spin():
    """Energy Burn lets Charizard pay Fire Spin's Fire cost with any Energy; Fire Spin discards 2 Energy
    cards (the player picks which)."""
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon",
                          energy=["Water Energy", "Water Energy", "Grass Energy", "Double Colorless Energy"])),
                 side("Chansey"))
    n = total(g)
    fire_spin = Attack(0)
    assert fire_spin not in g.legal_actions()
    power(g, 0)
    assert UsePower(0, 0) not in g.legal_actions()  # once is enough: all Energy is already Fire
    assert fire_spin in g.legal_actions()
    do(g, fire_spin)
    energy = slot(g, 0).energy
    by_name = {g.name_of(u): u for u in energy}
    assert g.pending is not None and g.pending.zone == "attached"
    choose(g, by_name["Grass Energy"])
    choose(g, by_name["Double Colorless Energy"])
    assert zone_names_on(g, 0, 0) == ["Water Energy", "Water Energy"]
    assert zone_names(g, 0, "discard") == ["Double Colorless Energy", "Grass Energy"]
    assert slot(g, 1).damage == 100
    assert not slot(g, 0).has_effect(layer.ENERGY_TYPE)  # only for the rest of the turn
    assert total(g) == n


def test_charizard_energy_burn_not_while_asleep():
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon", energy=["Water Energy"] * 4,
                          condition="Asleep")), side("Chansey"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_clefairy_sing():
    check_flip_condition("Clefairy", "Sing", "Asleep", 0)


def test_clefairy_metronome_copies_without_costs():
    """Metronome copies Fire Spin without its Energy cost or its discard."""
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Charizard", "Charmander", "Charmeleon", energy=["Fire Energy"] * 4)))
    n = total(g)
    attack(g, "Metronome")  # Charizard has one attack: chosen without asking
    assert slot(g, 1).damage == 100
    assert len(slot(g, 0).energy) == 3 and not g.players[0].discard
    assert total(g) == n


def test_clefairy_metronome_keeps_colorless_type():
    """Copying Mewtwo's Psychic: Clefairy is still Colorless, so Mewtwo's Psychic Weakness does not apply."""
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Mewtwo", energy=["Psychic Energy"] * 2)))
    n = total(g)
    attack(g, "Metronome")
    assert g.pending.options == ("Psychic", "Barrier")
    choose(g, "Psychic")
    assert slot(g, 1).damage == 30  # 10 + 10 per Energy card on Mewtwo, no Weakness
    assert total(g) == n


def test_clefairy_metronome_copied_attack_triggers_strikes_back_once():
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Machamp", "Machop", "Machoke", energy=["Fighting Energy"] * 4)))
    n = total(g)
    ev = attack(g, "Metronome")
    assert slot(g, 1).damage == 60
    assert slot(g, 0).damage == 10
    assert [e.detail for e in ev if e.kind == "power"] == ["Strikes Back"]
    assert total(g) == n


def test_gyarados_bubblebeam():
    check_flip_condition("Gyarados", "Bubblebeam", "Paralyzed", 40, "Magikarp")


MACHAMP = mon("Machamp", "Machop", "Machoke")


def test_machamp_strikes_back():
    g = new_game(side(attacker("Pikachu", "Gnaw")), side(MACHAMP))
    n = total(g)
    attack(g, "Gnaw")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 10)
    assert total(g) == n


def test_machamp_strikes_back_even_when_knocked_out():
    g = new_game(side(attacker("Pikachu", "Gnaw")), side({**MACHAMP, "damage": 90}, bench=["Machop"]))
    n = total(g)
    attack(g, "Gnaw")
    assert slot(g, 0).damage == 10
    assert g.name_of(slot(g, 1).top) == "Machop"  # Machamp was Knocked Out
    assert len(g.players[0].prizes) == 5 and total(g) == n


def test_machamp_strikes_back_can_knock_out_the_attacker():
    g = new_game(side(attacker("Pikachu", "Gnaw", damage=30), bench=["Dratini"]), side(MACHAMP))
    n = total(g)
    attack(g, "Gnaw")
    assert g.name_of(slot(g, 0).top) == "Dratini"
    assert len(g.players[1].prizes) == 5 and len(g.players[0].prizes) == 6
    assert total(g) == n


@pytest.mark.parametrize("condition", ["Asleep", "Confused", "Paralyzed"])
def test_machamp_strikes_back_not_when_already_affected(condition):
    flips = (T,) if condition == "Asleep" else ()  # stays Asleep at the Checkup
    g = new_game(side(attacker("Pikachu", "Gnaw")), side({**MACHAMP, "condition": condition}),
                 seed=seed_for(*flips))
    attack(g, "Gnaw")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 0)


def test_machamp_strikes_back_when_the_attack_also_paralyzes_it():
    """Machamp was not Paralyzed when the opponent attacked, so Strikes Back still works."""
    g = new_game(side(attacker("Electabuzz", "Thundershock")), side(MACHAMP), seed=seed_for(H))
    ev = attack(g, "Thundershock")
    assert coins(ev) == [H] and slot(g, 1).rot == PARALYZED
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 10)


def test_machamp_strikes_back_not_without_damage():
    g = new_game(side(attacker("Haunter", "Hypnosis", "Gastly")), side(MACHAMP), seed=seed_for(T))
    attack(g, "Hypnosis")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (0, 0)


def test_magneton_thunder_wave():
    check_flip_condition("Magneton", "Thunder Wave", "Paralyzed", 30, "Magnemite")


def test_magneton_selfdestruct():
    """80 to the Defending Pokémon, 20 to every Benched Pokémon on both sides (without Weakness or
    Resistance), 80 to itself; Knock Outs after the attack."""
    g = new_game(side(attacker("Magneton", "Selfdestruct", "Magnemite"), bench=["Squirtle", "Pidgey"]),
                 side("Chansey", bench=["Pidgey", mon("Diglett")]))
    n = total(g)
    attack(g, "Selfdestruct")
    me, them = g.players[0], g.players[1]
    assert them.active.damage == 80
    assert [s.damage for s in them.bench] == [20, 20]  # Pidgey is weak to Lightning, Diglett resists it
    assert zone_names(g, 0, "discard") == sorted(["Magneton", "Magnemite"] + energy_for("Magneton", "Selfdestruct"))
    assert g.pending is not None and g.to_move == 0  # choose a new Active from two Benched Pokémon
    choose(g, 2)
    assert g.name_of(me.active.top) == "Pidgey" and [s.damage for s in me.slots()] == [20, 20]
    assert len(them.prizes) == 5 and len(me.prizes) == 6
    assert total(g) == n


def test_mewtwo_psychic():
    g = new_game(side(attacker("Mewtwo", "Psychic")),
                 side(mon("Zapdos", energy=["Lightning Energy", "Lightning Energy", "Double Colorless Energy"])))
    n = total(g)
    attack(g, "Psychic")
    assert slot(g, 1).damage == 40  # 3 Energy cards (Double Colorless counts once)
    assert total(g) == n


def test_mewtwo_barrier():
    check_protect("Mewtwo", "Barrier", "all", flip=False)
    g = new_game(side(mon("Mewtwo", energy=["Psychic Energy", "Psychic Energy", "Water Energy"])), side("Zapdos"))
    attack(g, "Barrier")
    assert zone_names(g, 0, "discard") == ["Psychic Energy"]
    assert zone_names_on(g, 0, 0) == ["Psychic Energy", "Water Energy"]


def test_nidoking_thrash():
    check_bonus_or_recoil("Nidoking", "Thrash", 30, "Nidoran ♂", "Nidorino")


def test_nidoking_toxic():
    g = new_game(side(attacker("Nidoking", "Toxic", "Nidoran ♂", "Nidorino")), side("Zapdos"))
    n = total(g)
    attack(g, "Toxic")
    assert slot(g, 1).poison == 20
    assert slot(g, 1).damage == 40  # 20 damage + 20 Poison at the Checkup
    end_turn(g)
    assert slot(g, 1).damage == 60
    assert total(g) == n


def test_ninetales_lure():
    g = new_game(side(attacker("Ninetales", "Lure", "Vulpix")), side("Chansey", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Lure")
    assert g.to_move == 0 and g.pending.options == (11, 12)  # the attacker chooses
    choose(g, 12)
    assert g.name_of(slot(g, 1).top) == "Dratini"
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Onix", "Chansey"]
    assert all(s.damage == 0 for s in g.players[1].slots())
    assert total(g) == n


def test_ninetales_fire_blast():
    check_discard_fire("Ninetales", "Fire Blast", 80, "Vulpix")


def test_poliwrath_water_gun():
    check_water_gun("Poliwrath", "Water Gun", "Poliwag", "Poliwhirl")


def test_poliwrath_whirlpool():
    g = new_game(side(attacker("Poliwrath", "Whirlpool", "Poliwag", "Poliwhirl")),
                 side(mon("Chansey", energy=["Water Energy", "Double Colorless Energy"])))
    n = total(g)
    attack(g, "Whirlpool")
    dce = next(u for u in slot(g, 1).energy if g.name_of(u) == "Double Colorless Energy")
    assert g.to_move == 0 and set(g.pending.options) == set(slot(g, 1).energy)
    choose(g, dce)
    assert zone_names_on(g, 1, 0) == ["Water Energy"]
    assert zone_names(g, 1, "discard") == ["Double Colorless Energy"]
    assert slot(g, 1).damage == 40 and total(g) == n
    # No Energy on the Defending Pokémon: just the damage.
    g = new_game(side(attacker("Poliwrath", "Whirlpool", "Poliwag", "Poliwhirl")), side("Chansey"))
    attack(g, "Whirlpool")
    assert g.pending is None and slot(g, 1).damage == 40


def test_raichu_agility():
    check_protect("Raichu", "Agility", "all", "Pikachu", own_damage=20)


def test_raichu_thunder():
    check_self_damage_on_tails("Raichu", "Thunder", 60, 30, "Pikachu")


def test_venusaur_energy_trans():
    g = new_game(side(mon("Venusaur", "Bulbasaur", "Ivysaur", energy=["Grass Energy", "Grass Energy",
                                                                       "Water Energy"]),
                      bench=["Bulbasaur", "Squirtle"]), side("Zapdos"))
    n = total(g)
    power(g, 0)  # only Venusaur has Grass Energy: chosen as the source without asking
    assert g.pending.options == (1, 2)
    choose(g, 2)
    assert zone_names_on(g, 0, 2) == ["Grass Energy"]
    power(g, 0)
    assert g.pending.options == (0, 2)  # sources: Venusaur and Squirtle
    choose(g, 2)
    assert g.pending.options == (0, 1)
    choose(g, 1)
    assert [zone_names_on(g, 0, p) for p in (0, 1, 2)] == [["Grass Energy", "Water Energy"], ["Grass Energy"], []]
    assert not g.energy_played and total(g) == n
    # Water Energy is never moved; without Grass Energy in play the power is not offered.
    g = new_game(side(mon("Venusaur", "Bulbasaur", "Ivysaur", energy=["Water Energy"]), bench=["Bulbasaur"]),
                 side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_zapdos_thunder():
    check_self_damage_on_tails("Zapdos", "Thunder", 60, 30)


def test_zapdos_thunderbolt():
    g = new_game(side(attacker("Zapdos", "Thunderbolt", extra=["Double Colorless Energy"])), side("Chansey"))
    n = total(g)
    attack(g, "Thunderbolt")
    assert slot(g, 0).energy == [] and len(g.players[0].discard) == 5
    assert slot(g, 1).damage == 100 and total(g) == n
