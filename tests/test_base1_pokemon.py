"""Base Set Pokémon 17-69, one test per non-vanilla card, and damage rulings.

Each test builds a position with ``build_game``, plays the card through ``game.apply`` with
actions from ``legal_actions()``, answers prompts with ``Choose`` and checks the exact result and
that no card was lost. Coin flips use seeds found by ``seed_for`` and the ``coin`` events are
asserted, so a test knows which branch ran.
"""

from __future__ import annotations

from base1_helpers import (
    attacker,
    check_bonus_or_recoil,
    check_discard_fire,
    check_flip_condition,
    check_flip_count,
    check_protect,
    check_recover,
    check_self_damage_on_tails,
    check_water_gun,
    check_whirlwind,
    zone_names_on,
)
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    do,
    end_turn,
    mon,
    new_game,
    play,
    power,
    retreat,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine import damage_rules, layer
from desktop.engine.actions import Attack, UsePower
from desktop.engine.state import ASLEEP, CONFUSED, NONE


# ---------------------------------------------------------------- 17-40
def test_beedrill_twineedle():
    check_flip_count("Beedrill", "Twineedle", 30, "Weedle", "Kakuna")


def test_beedrill_poison_sting():
    check_flip_condition("Beedrill", "Poison Sting", "Poisoned", 40, "Weedle", "Kakuna")


def test_dragonair_slam():
    check_flip_count("Dragonair", "Slam", 30, "Dratini")


def test_dragonair_hyper_beam():
    g = new_game(side(attacker("Dragonair", "Hyper Beam", "Dratini")),
                 side(mon("Chansey", energy=["Water Energy", "Water Energy"])))
    n = total(g)
    attack(g, "Hyper Beam")
    assert g.to_move == 0 and g.pending.options == tuple(slot(g, 1).energy)
    choose(g, slot(g, 1).energy[1])
    assert zone_names_on(g, 1, 0) == ["Water Energy"] and zone_names(g, 1, "discard") == ["Water Energy"]
    assert slot(g, 1).damage == 20 and total(g) == n


def test_dugtrio_earthquake():
    """10 damage to each of your own Benched Pokémon (none to the opponent's Bench)."""
    g = new_game(side(attacker("Dugtrio", "Earthquake", "Diglett"), bench=["Pidgey", "Onix"]),
                 side("Onix", bench=["Dratini"]))
    n = total(g)
    attack(g, "Earthquake")
    assert slot(g, 1).damage == 70
    assert [s.damage for s in g.players[0].bench] == [10, 10]  # Pidgey resists Fighting: not applied
    assert g.players[1].bench[0].damage == 0
    assert total(g) == n


def test_electabuzz_thundershock():
    check_flip_condition("Electabuzz", "Thundershock", "Paralyzed", 10)


def test_electabuzz_thunderpunch():
    check_bonus_or_recoil("Electabuzz", "Thunderpunch", 30)


def test_electrode_buzzap():
    """Electrode is Knocked Out (the opponent takes a Prize) and becomes an Energy card that provides
    2 Energy of the chosen type."""
    g = new_game(side(mon("Zapdos", energy=["Lightning Energy"] * 2),
                      bench=[mon("Electrode", "Voltorb", energy=["Water Energy"]), "Pikachu"]),
                 side("Chansey"))
    n = total(g)
    thunderbolt = Attack(1)
    assert thunderbolt not in g.legal_actions()
    power(g, 1)
    assert g.pending.options == (0, 2)
    choose(g, 0)
    choose(g, "Lightning")
    me, them = g.players[0], g.players[1]
    assert [g.name_of(s.top) for s in me.slots()] == ["Zapdos", "Pikachu"]
    assert sorted(g.name_of(u) for u in me.active.energy) == ["Electrode", "Lightning Energy", "Lightning Energy"]
    assert zone_names(g, 0, "discard") == ["Voltorb", "Water Energy"]
    assert len(them.prizes) == 5 and len(them.hand) == 1
    assert thunderbolt in g.legal_actions()  # 2 Lightning + Electrode's 2 Lightning
    do(g, thunderbolt)
    assert slot(g, 1).damage == 100
    assert sorted(zone_names(g, 0, "discard")) == ["Electrode", "Lightning Energy", "Lightning Energy",
                                                  "Voltorb", "Water Energy"]
    assert total(g) == n


def test_electrode_buzzap_last_prize_wins():
    g = new_game(side(mon("Electrode", "Voltorb"), bench=["Pikachu"]), side("Chansey", prizes=["Bill"]))
    power(g, 0)
    choose(g, "Fire")
    assert g.outcome is not None and g.outcome.winner == 1


def test_electrode_buzzap_from_the_active_spot():
    g = new_game(side(mon("Electrode", "Voltorb"), bench=["Pikachu", "Magnemite"]), side("Chansey"))
    n = total(g)
    power(g, 0)
    choose(g, 2)
    choose(g, "Psychic")
    assert g.pending is not None and g.pending.source == "knock out"  # choose a new Active
    choose(g, 2)
    assert g.name_of(slot(g, 0).top) == "Magnemite"
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Electrode"] and total(g) == n
    # Alone in play, Electrode has nobody to attach to.
    g = new_game(side(mon("Electrode", "Voltorb")), side("Chansey"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_electrode_electric_shock():
    check_self_damage_on_tails("Electrode", "Electric Shock", 50, 10, "Voltorb")


def test_pidgeotto_whirlwind():
    check_whirlwind("Pidgeotto", 20, "Pidgey")


def test_pidgeotto_mirror_move():
    """Ivysaur attacked Pidgeotto last turn (20 damage, Poisoned): Mirror Move does the same back."""
    g = new_game(side(attacker("Pidgeotto", "Mirror Move", "Pidgey")), side(attacker("Ivysaur", "Poisonpowder")),
                 current=1)
    n = total(g)
    attack(g, "Poisonpowder")  # player 1's turn
    assert slot(g, 0).damage == 30  # 20 + 10 Poison
    attack(g, "Mirror Move")
    assert slot(g, 1).damage == 30 and slot(g, 1).poison == 10  # 20 + 10 Poison at the Checkup
    assert slot(g, 0).damage == 40
    assert total(g) == n


def test_pidgeotto_mirror_move_does_nothing_if_not_attacked():
    g = new_game(side(attacker("Pidgeotto", "Mirror Move", "Pidgey")), side("Chansey"))
    attack(g, "Mirror Move")
    assert slot(g, 1).damage == 0 and slot(g, 1).poison == 0 and g.current == 1


def test_arcanine_flamethrower():
    check_discard_fire("Arcanine", "Flamethrower", 50, "Growlithe")


def test_arcanine_take_down():
    g = new_game(side(attacker("Arcanine", "Take Down", "Growlithe")), side("Chansey"))
    n = total(g)
    attack(g, "Take Down")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (80, 30) and total(g) == n


def test_charmeleon_flamethrower():
    check_discard_fire("Charmeleon", "Flamethrower", 50, "Charmander")


def test_dewgong_ice_beam():
    check_flip_condition("Dewgong", "Ice Beam", "Paralyzed", 30, "Seel")


def test_farfetchd_leek_slap():
    """Tails: the attack does nothing. Either way it can't be used again while Farfetch'd stays in play,
    even after a trip to the Bench."""
    for heads in (H, T):
        g = new_game(side(attacker("Farfetch'd", "Pot Smash", extra=["Water Energy"]),
                          bench=[mon("Dratini", energy=["Water Energy"])]),
                     side("Chansey", hand=["Bill"]), seed=seed_for(heads))
        n = total(g)
        leek, pot = Attack(0), Attack(1)
        ev = do(g, leek)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == (30 if heads else 0)
        end_turn(g)  # the opponent's turn
        assert leek not in g.legal_actions() and pot in g.legal_actions()
        retreat(g, 1)
        end_turn(g)
        end_turn(g)
        retreat(g, 1)  # Farfetch'd is back in the Active Spot
        assert leek not in g.legal_actions() and pot in g.legal_actions()
        assert total(g) == n


def test_haunter_hypnosis():
    g = new_game(side(attacker("Haunter", "Hypnosis", "Gastly")), side("Zapdos"), seed=seed_for(T))
    ev = attack(g, "Hypnosis")
    assert coins(ev) == [T]  # the Checkup flip: still Asleep
    assert slot(g, 1).rot == ASLEEP and slot(g, 1).damage == 0


def test_haunter_dream_eater():
    g = new_game(side(attacker("Haunter", "Dream Eater", "Gastly")), side("Zapdos"))
    dream_eater = Attack(1)
    assert dream_eater not in g.legal_actions()
    reason = g.why_illegal(dream_eater)
    assert "Asleep" in reason
    g = new_game(side(attacker("Haunter", "Dream Eater", "Gastly")), side(mon("Zapdos", condition="Asleep")),
                 seed=seed_for(H))
    n = total(g)
    do(g, dream_eater)
    assert slot(g, 1).damage == 50 and total(g) == n


def test_ivysaur_poisonpowder():
    g = new_game(side(attacker("Ivysaur", "Poisonpowder", "Bulbasaur")), side("Zapdos"))
    attack(g, "Poisonpowder")
    assert (slot(g, 1).damage, slot(g, 1).poison) == (30, 10)


def test_jynx_doubleslap():
    check_flip_count("Jynx", "Doubleslap", 10, defender="Zapdos")


def test_jynx_meditate():
    g = new_game(side(attacker("Jynx", "Meditate")), side(mon("Zapdos", damage=30)))
    attack(g, "Meditate")
    assert slot(g, 1).damage == 30 + 50  # 20 + 10 for each of 3 damage counters


def test_kadabra_recover():
    check_recover("Kadabra", "Psychic", "Abra")


def test_kakuna_stiffen():
    check_protect("Kakuna", "Stiffen", "damage", "Weedle")


def test_kakuna_poisonpowder():
    check_flip_condition("Kakuna", "Poisonpowder", "Poisoned", 20, "Weedle")


def test_machoke_karate_chop():
    for damage, dealt in ((0, 50), (30, 20), (50, 0), (70, 0)):
        g = new_game(side(attacker("Machoke", "Karate Chop", "Machop", damage=damage)), side("Onix"))
        attack(g, "Karate Chop")
        assert slot(g, 1).damage == dealt, damage


def test_machoke_submission():
    g = new_game(side(attacker("Machoke", "Submission", "Machop")), side("Onix"))
    n = total(g)
    attack(g, "Submission")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (60, 20) and total(g) == n


def test_magikarp_flail():
    for counters in (0, 1, 2):
        g = new_game(side(attacker("Magikarp", "Flail", damage=10 * counters)), side("Zapdos"))
        attack(g, "Flail")
        assert slot(g, 1).damage == 10 * counters


def test_magmar_flamethrower():
    check_discard_fire("Magmar", "Flamethrower", 50)


def test_nidorino_double_kick():
    check_flip_count("Nidorino", "Double Kick", 30, "Nidoran ♂")


def test_poliwhirl_amnesia():
    g = new_game(side(attacker("Poliwhirl", "Amnesia", "Poliwag")),
                 side(mon("Zapdos", energy=["Lightning Energy"] * 4)))
    n = total(g)
    attack(g, "Amnesia")
    assert g.pending.options == ("Thunder", "Thunderbolt")
    choose(g, "Thunderbolt")
    assert g.current == 1
    assert Attack(1) not in g.legal_actions() and Attack(0) in g.legal_actions()
    assert "cannot use Thunderbolt" in g.why_illegal(Attack(1))
    end_turn(g)
    end_turn(g)  # two turns later Zapdos may use it again
    assert g.current == 1 and Attack(1) in g.legal_actions()
    assert total(g) == n


def test_poliwhirl_doubleslap():
    check_flip_count("Poliwhirl", "Doubleslap", 30, "Poliwag")


def test_porygon_conversion_1():
    """Chansey's Weakness (Fighting) becomes Lightning: Pikachu's Gnaw then does double damage."""
    g = new_game(side(attacker("Porygon", "Conversion 1"), bench=[attacker("Pikachu", "Gnaw")]),
                 side("Chansey"))
    n = total(g)
    attack(g, "Conversion 1")
    assert "Colorless" not in g.pending.options and "keep" in g.pending.options
    choose(g, "Lightning")
    end_turn(g)  # the opponent's turn
    retreat(g, 1)  # Porygon pays its 1 Energy; Pikachu comes in
    attack(g, "Gnaw")
    assert slot(g, 1).damage == 20
    assert total(g) == n
    # A Pokémon without Weakness: nothing to change, no question.
    g = new_game(side(attacker("Porygon", "Conversion 1")), side("Zapdos"))
    attack(g, "Conversion 1")
    assert g.pending is None and not slot(g, 1).effects


def test_porygon_conversion_2():
    """Porygon's Resistance (Psychic) becomes Lightning: Pikachu's 10 damage is resisted."""
    g = new_game(side(attacker("Porygon", "Conversion 2")), side(attacker("Pikachu", "Gnaw")))
    n = total(g)
    attack(g, "Conversion 2")
    assert set(g.pending.options) == {"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting"}
    choose(g, "Lightning")
    assert damage_rules.resistance(g, slot(g, 0), g.card(slot(g, 0).top))[0][0] == "Lightning"
    attack(g, "Gnaw")
    assert slot(g, 0).damage == 0 and total(g) == n


def test_raticate_super_fang():
    """Half the Defending Pokémon's remaining HP, rounded up to the nearest 10."""
    for hp_left, dealt in ((120, 60), (90, 50), (70, 40), (50, 30), (10, 10)):
        g = new_game(side(attacker("Raticate", "Super Fang", "Rattata")),
                     side(mon("Chansey", damage=120 - hp_left), bench=["Dratini"]))
        attack(g, "Super Fang")
        if dealt < hp_left:
            assert slot(g, 1).damage == 120 - hp_left + dealt, hp_left
        else:
            assert g.name_of(slot(g, 1).top) == "Dratini", hp_left  # Knocked Out


# ---------------------------------------------------------------- 42-69
def test_wartortle_withdraw():
    check_protect("Wartortle", "Withdraw", "damage", "Squirtle")


def test_abra_psyshock():
    check_flip_condition("Abra", "Psyshock", "Paralyzed", 10)


def test_bulbasaur_leech_seed():
    g = new_game(side(attacker("Bulbasaur", "Leech Seed", damage=20)), side("Zapdos"))
    n = total(g)
    attack(g, "Leech Seed")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (20, 10) and total(g) == n
    # All damage prevented (Stiffen): no healing.
    g = new_game(side(attacker("Bulbasaur", "Leech Seed", damage=20)),
                 side(mon("Metapod", "Caterpie", energy=["Grass Energy"] * 2)), current=1, seed=seed_for(H))
    attack(g, "Stiffen")
    attack(g, "Leech Seed")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (0, 20)


def test_caterpie_string_shot():
    check_flip_condition("Caterpie", "String Shot", "Paralyzed", 10)


def test_charmander_ember():
    check_discard_fire("Charmander", "Ember", 30)


def test_doduo_fury_attack():
    check_flip_count("Doduo", "Fury Attack", 10)


def test_drowzee_confuse_ray():
    check_flip_condition("Drowzee", "Confuse Ray", "Confused", 10)


def test_gastly_sleeping_gas():
    check_flip_condition("Gastly", "Sleeping Gas", "Asleep", 0)


def test_gastly_destiny_bond():
    """Knocked Out by the opponent's attack during their next turn: the attacker is Knocked Out too;
    both players take a Prize."""
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"]), bench=["Abra"]),
                 side(attacker("Pikachu", "Thunder Jolt"), bench=["Magnemite"]), seed=seed_for(H))
    n = total(g)
    attack(g, "Destiny Bond")
    assert zone_names(g, 0, "discard") == ["Psychic Energy"]
    ev = attack(g, "Thunder Jolt")
    assert coins(ev) == [H]
    assert sorted(e.player for e in ev if e.kind == "knockout") == [0, 1]
    assert g.name_of(slot(g, 0).top) == "Abra" and g.name_of(slot(g, 1).top) == "Magnemite"
    assert len(g.players[0].prizes) == 5 and len(g.players[1].prizes) == 5
    assert total(g) == n


def test_gastly_destiny_bond_not_by_poison():
    """Poisoned Gastly survives the attack and is Knocked Out by Poison at the Checkup: no Pokémon
    Knocked it Out, so the attacker stays."""
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"], poison=10), bench=["Abra"]),
                 side(attacker("Pikachu", "Gnaw"), bench=["Magnemite"]))
    n = total(g)
    attack(g, "Destiny Bond")
    assert slot(g, 0).damage == 10  # Poison at the Checkup
    attack(g, "Gnaw")  # 20 of 30 HP after the attack; the Checkup's Poison Knocks Gastly Out
    assert g.name_of(slot(g, 0).top) == "Abra"
    assert g.name_of(slot(g, 1).top) == "Pikachu" and slot(g, 1).damage == 0
    assert total(g) == n


def test_gastly_destiny_bond_expires():
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"]), bench=["Abra"]),
                 side(attacker("Pikachu", "Gnaw"), bench=["Magnemite"]))
    attack(g, "Destiny Bond")
    end_turn(g)  # the opponent does nothing; the effect ends
    assert not slot(g, 0).has_effect(layer.ON_KNOCKED_OUT)


def test_koffing_foul_gas():
    for heads in (H, T):
        g = new_game(side(attacker("Koffing", "Foul Gas")), side("Zapdos"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Foul Gas")
        assert coins(ev) == [heads]
        d = slot(g, 1)
        if heads:
            assert (d.damage, d.poison, d.rot) == (20, 10, NONE)
        else:
            assert (d.damage, d.poison, d.rot) == (10, 0, CONFUSED)
        assert total(g) == n


def test_magnemite_thunder_wave():
    check_flip_condition("Magnemite", "Thunder Wave", "Paralyzed", 10)


def test_magnemite_selfdestruct():
    g = new_game(side(attacker("Magnemite", "Selfdestruct"), bench=["Chansey"]),
                 side("Onix", bench=["Pidgey"]))
    n = total(g)
    attack(g, "Selfdestruct")
    assert slot(g, 1).damage == 40 and g.players[1].bench[0].damage == 10
    assert g.name_of(slot(g, 0).top) == "Chansey" and slot(g, 0).damage == 10
    assert len(g.players[1].prizes) == 5 and total(g) == n


def test_metapod_stiffen():
    check_protect("Metapod", "Stiffen", "damage", "Caterpie")


def test_metapod_stun_spore():
    check_flip_condition("Metapod", "Stun Spore", "Paralyzed", 20, "Caterpie")


def test_nidoran_horn_hazard():
    for heads in (H, T):
        g = new_game(side(attacker("Nidoran ♂", "Horn Hazard")), side("Zapdos"), seed=seed_for(heads))
        ev = attack(g, "Horn Hazard")
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == (30 if heads else 0)
        assert g.current == 1  # the attack was used either way: the turn is over


def test_onix_harden():
    """During the opponent's next turn, 30 or less damage (after Weakness and Resistance) is prevented;
    more than 30 is done in full."""
    cases = (
        (attacker("Ponyta", "Flame Tail"), "Flame Tail", (), 0),  # exactly 30: prevented
        (attacker("Growlithe", "Flare"), "Flare", ("PlusPower",), 0),  # 20 + PlusPower 10 = 30: prevented
        (attacker("Bulbasaur", "Leech Seed"), "Leech Seed", (), 40),  # 20 x2 Weakness (Grass) = 40
        (attacker("Machoke", "Submission", "Machop"), "Submission", (), 60),
    )
    for foe, atk, hand, dealt in cases:
        g = new_game(side(attacker("Onix", "Harden")), side(foe, hand=hand))
        n = total(g)
        attack(g, "Harden")
        for card in hand:
            play(g, card, 0)
        attack(g, atk)
        assert slot(g, 0).damage == dealt, atk
        assert total(g) == n


def test_pidgey_whirlwind():
    check_whirlwind("Pidgey", 10)


def test_pikachu_thunder_jolt():
    check_self_damage_on_tails("Pikachu", "Thunder Jolt", 30, 10)


def test_poliwag_water_gun():
    check_water_gun("Poliwag", "Water Gun")


def test_sandshrew_sand_attack():
    """The Defending Pokémon's next attack: its owner flips; tails, the attack does nothing."""
    for heads in (H, T):
        g = new_game(side(attacker("Sandshrew", "Sand-attack")), side(attacker("Machop", "Low Kick")),
                     seed=seed_for(heads))
        n = total(g)
        attack(g, "Sand-attack")
        assert slot(g, 1).damage == 10
        ev = attack(g, "Low Kick")
        assert coins(ev) == [heads]
        assert slot(g, 0).damage == (20 if heads else 0)
        assert g.current == 0 and total(g) == n


def test_squirtle_bubble():
    check_flip_condition("Squirtle", "Bubble", "Paralyzed", 10)


def test_squirtle_withdraw():
    check_protect("Squirtle", "Withdraw", "damage")


def test_starmie_recover():
    check_recover("Starmie", "Water", "Staryu")


def test_starmie_star_freeze():
    check_flip_condition("Starmie", "Star Freeze", "Paralyzed", 20, "Staryu")


def test_tangela_bind():
    check_flip_condition("Tangela", "Bind", "Paralyzed", 20)


def test_tangela_poisonpowder():
    g = new_game(side(attacker("Tangela", "Poisonpowder")), side("Zapdos"))
    attack(g, "Poisonpowder")
    assert (slot(g, 1).damage, slot(g, 1).poison) == (30, 10)


def test_vulpix_confuse_ray():
    check_flip_condition("Vulpix", "Confuse Ray", "Confused", 10)


def test_weedle_poison_sting():
    check_flip_condition("Weedle", "Poison Sting", "Poisoned", 10)


# ---------------------------------------------------------------- damage rulings
def test_weakness_before_resistance():
    """Porygon (Weakness Fighting x2) changes its Resistance to Fighting (-30): a 20-damage Fighting attack
    does 20 x2 - 30 = 10 (Resistance first would give 0)."""
    g = new_game(side(attacker("Porygon", "Conversion 2")), side(attacker("Machop", "Low Kick")))
    n = total(g)
    attack(g, "Conversion 2")
    assert "Colorless" not in g.pending.options
    choose(g, "Fighting")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 10 and total(g) == n
