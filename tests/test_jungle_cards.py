"""Every non-vanilla Jungle card (base2), one test each: simple shapes in tables, the rest one
by one. Holo (1-16) and non-holo (17-32) printings share one definition, checked first.
Each test plays the card through ``game.apply``, checks the exact result, and (through the
helpers) that no card was lost."""

from __future__ import annotations

import pytest
from classic_card_helpers import (
    card,
    check_agility,
    check_condition,
    check_flip_condition,
    check_more_on_heads,
    check_times_heads,
    check_water_gun,
    hit,
    ready,
    same_effects,
)
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    do,
    end_turn,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    take_found,
    total,
)

from desktop.engine.actions import Attack, Retreat
from desktop.engine.state import ROTATION_NAMES


@pytest.mark.parametrize("number", range(1, 17))
def test_holo_and_plain_printings_share_one_definition(number):
    if card(f"base2-{number}").implemented:
        same_effects(f"base2-{number}", f"base2-{number + 16}")


@pytest.mark.parametrize("card_id, attack_name, conditions", [
    ("base2-9", "Irongrip", ("Paralyzed",)), ("base2-11", "Body Slam", ("Paralyzed",)),
    ("base2-13", "Venom Powder", ("Confused", "Poisoned")), ("base2-38", "Tongue Wrap", ("Paralyzed",)),
    ("base2-38", "Supersonic", ("Confused",)), ("base2-40", "Supersonic", ("Confused",)),
    ("base2-48", "Poisonpowder", ("Poisoned",)), ("base2-58", "Stun Spore", ("Paralyzed",)),
    ("base2-63", "Stun Spore", ("Paralyzed",)),
])
def test_a_coin_for_a_special_condition(card_id, attack_name, conditions):
    check_flip_condition(card_id, attack_name, *conditions)


@pytest.mark.parametrize("card_id, attack_name, condition", [
    ("base2-16", "Lullaby", "Asleep"), ("base2-37", "Poisonpowder", "Poisoned"), ("base2-41", "Spore", "Asleep"),
    ("base2-52", "Hypnosis", "Asleep"), ("base2-54", "Lullaby", "Asleep"), ("base2-59", "Spore", "Asleep"),
])
def test_a_special_condition_without_a_coin(card_id, attack_name, condition):
    check_condition(card_id, attack_name, condition)


@pytest.mark.parametrize("card_id, attack_name, n", [
    ("base2-4", "Pin Missile", 4), ("base2-5", "Comet Punch", 4), ("base2-39", "Bonemerang", 2),
    ("base2-40", "Double Kick", 2), ("base2-43", "Fury Swipes", 3), ("base2-57", "Fury Swipes", 3),
])
def test_coins_times_damage(card_id, attack_name, n):
    check_times_heads(card_id, attack_name, n)


@pytest.mark.parametrize("card_id, attack_name, more", [
    ("base2-3", "Quick Attack", 20), ("base2-4", "Quick Attack", 20), ("base2-12", "Quick Attack", 20),
    ("base2-51", "Quick Attack", 20), ("base2-44", "Stomp", 10), ("base2-47", "Stomp", 10),
])
def test_heads_for_more_damage(card_id, attack_name, more):
    check_more_on_heads(card_id, attack_name, more)


@pytest.mark.parametrize("card_id", ["base2-36", "base2-44"])
def test_agility(card_id):
    check_agility(card_id, "Agility")


def test_clefable_metronome_and_minimize():
    g = new_game(side(ready("base2-1", "Metronome")), side({"card": "Chansey", "energy": ["Water Energy"] * 4}))
    attack(g, "Metronome")
    choose(g, "Double-edge")  # 80 damage, and 80 to Clefable itself: copied, costs and all effects
    assert slot(g, 1).damage == 80
    g = new_game(side(ready("base2-1", "Minimize")), side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}),
                 seed=seed_for(H))
    attack(g, "Minimize")
    attack(g, "Thunder Jolt")  # 30, reduced by 20
    assert slot(g, 0).damage == 10


def test_flareon_flamethrower_discards_a_fire_energy():
    g, _ = hit("base2-3", "Flamethrower", defender="Chansey")
    assert slot(g, 1).damage == 60
    assert [g.name_of(u) for u in g.players[0].discard] == ["Fire Energy"]


def test_electrode_chain_lightning_hits_benched_pokemon_of_the_defenders_type():
    g = new_game(side(ready("base2-2", "Chain Lightning"), bench=["Pikachu", "Squirtle"]),
                 side("Voltorb", bench=["Electabuzz", "Onix"]))
    n = total(g)
    attack(g, "Chain Lightning")
    assert slot(g, 1).damage == 20
    assert [s.damage for s in g.players[1].bench] == [10, 0]
    assert [s.damage for s in g.players[0].bench] == [10, 0]  # including your own
    assert total(g) == n
    g = new_game(side(ready("base2-2", "Chain Lightning"), bench=["Pikachu"]), side("Chansey", bench=["Pidgey"]))
    attack(g, "Chain Lightning")  # a Colorless Defending Pokémon: no Bench damage
    assert g.players[0].bench[0].damage == 0 and g.players[1].bench[0].damage == 0


def test_kangaskhan_fetch_draws_a_card():
    g, _ = hit("base2-5", "Fetch")
    assert len(g.players[0].hand) == 1


def test_mr_mime_invisible_wall_prevents_30_or_more():
    for attack_name, damage in (("Thunder Jolt", 0), ("Gnaw", 10)):
        g = new_game(side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}), side("base2-6"), seed=seed_for(H))
        attack(g, attack_name)
        assert slot(g, 1).damage == damage
    g = new_game(side(ready("base2-6", "Meditate")), side({"card": "Charizard", "damage": 30}))
    attack(g, "Meditate")
    assert slot(g, 1).damage == 30 + 10 + 30


def test_nidoqueen_boyfriends_counts_nidoking_in_play():
    g = new_game(side(ready("base2-7", "Boyfriends"), bench=["Nidoking", "Nidoking"]), side("Chansey"))
    attack(g, "Boyfriends")
    assert slot(g, 1).damage == 20 + 2 * 20


def test_pidgeot_hurricane_returns_the_defending_pokemon_unless_knocked_out():
    g = new_game(side(ready("base2-8", "Hurricane")),
                 side({"card": "Charmeleon", "under": ["Charmander"], "energy": ["Fire Energy"]}, bench=["Onix"]))
    n = total(g)
    attack(g, "Hurricane")
    them = g.players[1]
    assert {"Charmander", "Charmeleon", "Fire Energy"} <= {g.name_of(u) for u in them.hand}
    assert g.name_of(them.active.top) == "Onix"
    assert total(g) == n
    g = new_game(side(ready("base2-8", "Hurricane")), side({"card": "Abra"}, bench=["Onix"]))
    attack(g, "Hurricane")  # Knocked Out: it goes to the discard pile, not the hand
    assert "Abra" in [g.name_of(u) for u in g.players[1].discard]


def test_scyther_swords_dance_makes_slash_60_next_turn():
    g = new_game(side(ready("base2-10", "Swords Dance", extra=["Grass Energy", "Grass Energy"])), side("Chansey"))
    attack(g, "Swords Dance")
    end_turn(g)  # the opponent's turn
    attack(g, "Slash")
    assert slot(g, 1).damage == 60
    end_turn(g)
    attack(g, "Slash")
    assert slot(g, 1).damage == 60 + 30  # only during the next turn


def test_snorlax_thick_skinned_cannot_be_conditioned():
    g = new_game(side({"card": "Ivysaur", "energy": ["Grass Energy"] * 3}), side("base2-11"))
    attack(g, "Poisonpowder")
    assert slot(g, 1).poison == 0 and slot(g, 1).damage == 20


def test_vaporeon_water_gun():
    check_water_gun("base2-12", "Water Gun")


def test_victreebel_lure_and_acid():
    g = new_game(side(ready("base2-14", "Lure")), side("Chansey", bench=["Onix", "Abra"]))
    attack(g, "Lure")
    choose(g, 12)
    assert g.name_of(g.players[1].active.top) == "Abra"
    g = new_game(side(ready("base2-14", "Acid")), side("Chansey", bench=["Onix"]), seed=seed_for(H))
    attack(g, "Acid")
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())  # the opponent can't retreat


def test_vileplume_heal_and_petal_dance():
    g = new_game(side("base2-15", bench=[{"card": "Oddish", "damage": 20}]), side("Chansey"), seed=seed_for(H))
    ev = power(g, 0)  # heads: the only damaged Pokémon is chosen without a question
    assert coins(ev) == [H]
    assert g.players[0].bench[0].damage == 10
    assert not any(a[0] == "power" for a in g.legal_actions())  # once during your turn
    g, ev = hit("base2-15", "Petal Dance", seed=seed_for(H, H, T))
    assert slot(g, 1).damage == 80 and ROTATION_NAMES[slot(g, 0).rot] == "Confused"


def test_wigglytuff_do_the_wave():
    g = new_game(side(ready("base2-16", "Do the Wave"), bench=["Pidgey", "Rattata"]), side("Chansey"))
    attack(g, "Do the Wave")
    assert slot(g, 1).damage == 10 + 2 * 10


def test_butterfree_mega_drain_heals_half_rounded_up():
    g = new_game(side(ready("base2-33", "Mega Drain", damage=40)), side("Chansey"))
    attack(g, "Mega Drain")  # 40 damage: heal 20
    assert slot(g, 0).damage == 20 and slot(g, 1).damage == 40
    g = new_game(side(ready("base2-33", "Mega Drain", damage=60)), side({"card": "Onix", "energy": []}))
    attack(g, "Mega Drain")  # 80 to Onix (Weakness): heal 40
    assert slot(g, 0).damage == 20
    g = new_game(side(ready("base2-33", "Whirlwind")), side("Chansey", bench=["Onix"]))
    attack(g, "Whirlwind")
    assert g.name_of(g.players[1].active.top) == "Onix"


def test_dodrio_retreat_aid_and_rage():
    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"]}, bench=["base2-34"]), side("Zapdos"))
    assert Retreat(1) in g.legal_actions()  # Chansey's cost 1 is paid by Dodrio's power
    do(g, Retreat(1))
    assert len(g.players[0].bench[0].energy) == 1
    g = new_game(side(ready("base2-34", "Rage", damage=30)), side("Chansey"))
    attack(g, "Rage")
    assert slot(g, 1).damage == 10 + 30


def test_exeggutor_teleport_and_big_eggsplosion():
    g = new_game(side(ready("base2-35", "Teleport"), bench=["Exeggcute"]), side("Chansey"))
    attack(g, "Teleport")
    assert g.name_of(g.players[0].active.top) == "Exeggcute"
    g = new_game(side({"card": "base2-35", "energy": ["Grass Energy"] * 3}), side("Chansey"), seed=seed_for(H, T, H))
    ev = attack(g, "Big Eggsplosion")
    assert coins(ev) == [H, T, H] and slot(g, 1).damage == 40


def test_gloom_foul_odor_confuses_both():
    g, _ = hit("base2-37", "Foul Odor")
    assert ROTATION_NAMES[slot(g, 1).rot] == "Confused" and ROTATION_NAMES[slot(g, 0).rot] == "Confused"


@pytest.mark.parametrize("card_id, attack_name, found", [
    ("base2-39", "Call for Friend", "Machop"), ("base2-49", "Call for Family", "Bellsprout"),
    ("base2-57", "Call for Family", "Nidoran ♂"), ("base2-58", "Sprout", "Oddish"),
])
def test_search_the_deck_for_a_basic_for_the_bench(card_id, attack_name, found):
    deck = ["Bulbasaur", "Charmander", found, "Potion"]
    g = new_game(side(ready(card_id, attack_name), deck=deck), side("Chansey"))
    n = total(g)
    attack(g, attack_name)
    take_found(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == [found]
    assert total(g) == n
    full = new_game(side(ready(card_id, attack_name), bench=["Pidgey"] * 5, deck=deck), side("Chansey"))
    index = next(i for i, a in enumerate(card(card_id).attacks) if a.name == attack_name)
    assert Attack(index) not in full.legal_actions()  # not with a full Bench


def test_persian_pounce_and_cubone_snivel_reduce_the_defenders_damage():
    for card_id, attack_name, cut in (("base2-42", "Pounce", 10), ("base2-50", "Snivel", 20)):
        g = new_game(side(ready(card_id, attack_name)), side({"card": "Charmander", "energy": ["Fire Energy"] * 2}))
        attack(g, attack_name)
        attack(g, "Ember")  # 30 damage
        assert slot(g, 0).damage == 30 - cut


def test_primeape_tantrum_and_tauros_rampage_confuse_on_tails():
    for heads in (H, T):
        g, ev = hit("base2-43", "Tantrum", seed=seed_for(heads))
        assert coins(ev) == [heads] and slot(g, 1).damage == 50
        assert (ROTATION_NAMES[slot(g, 0).rot] == "Confused") is (not heads)
    g = new_game(side(ready("base2-47", "Rampage", damage=20)), side("Chansey", bench=["Pidgey"]),
                 seed=seed_for(T))
    attack(g, "Rampage")
    assert slot(g, 1).damage == 20 + 20 and ROTATION_NAMES[slot(g, 0).rot] == "Confused"


def test_rhydon_ram_hurts_itself_and_the_opponent_switches():
    g = new_game(side(ready("base2-45", "Ram")), side("Nidoking", bench=["Onix", "Abra"]))
    attack(g, "Ram")
    assert slot(g, 0).damage == 20
    assert g.to_move == 1
    choose(g, 2)
    assert g.name_of(g.players[1].active.top) == "Abra" and g.players[1].bench[1].damage == 50


def test_exeggcute_leech_seed_heals_unless_prevented():
    g = new_game(side(ready("base2-52", "Leech Seed", damage=20)), side("Chansey"))
    attack(g, "Leech Seed")
    assert slot(g, 0).damage == 10 and slot(g, 1).damage == 20


def test_eevee_tail_wag_and_rhyhorn_leer_stop_attacks_on_them():
    for card_id, attack_name in (("base2-51", "Tail Wag"), ("base2-61", "Leer")):
        g = new_game(side(ready(card_id, attack_name, extra=["Water Energy"] * 3), bench=["Pidgey"]),
                     side({"card": "Pikachu", "energy": ["Lightning Energy"]}), seed=seed_for(H))
        attack(g, attack_name)
        assert not any(a[0] == "attack" for a in g.legal_actions())
        end_turn(g)
        do(g, Retreat(1))  # benching Eevee or Rhyhorn ends the effect
        while g.pending is not None:  # which Energy pays the Retreat Cost
            choose(g, g.pending.options[0])
        end_turn(g)
        assert any(a[0] == "attack" for a in g.legal_actions())


def test_meowth_pay_day_draws_on_heads():
    for heads in (H, T):
        g, ev = hit("base2-56", "Pay Day", seed=seed_for(heads))
        assert len(g.players[0].hand) == (1 if heads else 0) and slot(g, 1).damage == 10


def test_pikachu_spark_hits_a_chosen_benched_pokemon():
    g = new_game(side(ready("base2-60", "Spark")), side("Chansey", bench=["Onix", "Abra"]))
    attack(g, "Spark")
    choose(g, 12)
    assert slot(g, 1).damage == 20 and [s.damage for s in g.players[1].bench] == [0, 10]


def test_spearow_mirror_move_needs_an_attack_last_turn():
    g = new_game(side(ready("base2-62", "Mirror Move")), side({"card": "Pikachu", "energy": ["Lightning Energy"]}))
    end_turn(g)
    attack(g, "Gnaw")  # 20: Spearow is weak to Lightning
    attack(g, "Mirror Move")
    assert slot(g, 1).damage == 20


def test_venonat_leech_life_heals_the_damage_done():
    g = new_game(side(ready("base2-63", "Leech Life", damage=30)), side("Chansey"))
    attack(g, "Leech Life")
    assert slot(g, 0).damage == 20 and slot(g, 1).damage == 10


def test_poke_ball_searches_on_heads():
    for heads in (H, T):
        g = new_game(side("Chansey", hand=["base2-64"], deck=["Pidgey", "Potion"]), side("Zapdos"),
                     seed=seed_for(heads))
        n = total(g)
        ev = play(g, "Poké Ball")
        assert coins(ev) == [heads]
        if heads:
            choose(g, next(u for u in g.pending.options if g.name_of(u) == "Pidgey"))
        assert ("Pidgey" in [g.name_of(u) for u in g.players[0].hand]) is heads
        assert total(g) == n


def test_venomoth_shift_changes_its_type_for_the_turn():
    g = new_game(side({"card": "base2-13", "energy": ["Grass Energy"] * 2}), side("Charizard", bench=["Pikachu"]),
                 seed=seed_for(H))
    power(g, 0)
    choose(g, "Fire")
    assert g.types_of(slot(g, 0)) == ("Fire",)
    assert not any(a[0] == "power" for a in g.legal_actions())  # once during your turn
    attack(g, "Venom Powder")  # now a Fire attack: Charizard has no Weakness to it (Grass would be none too)
    assert slot(g, 1).damage == 10 + 10  # 10, then Poison at the Checkup
    assert g.types_of(slot(g, 0)) == ("Grass",)  # back to Grass after the turn


def test_mankey_peek_shows_a_card_only_to_its_player():
    from desktop.ui.log_text import event_text

    g = new_game(side("base2-55", deck=["Bill", "Potion"]), side("Chansey"))
    power(g, 0)
    ev = choose(g, "top of your deck")
    peek = next(e for e in ev if e.kind == "peek")
    assert g.name_of(peek.card) == "Potion"
    assert event_text(peek, g, viewer=0).endswith("looked at Potion (top of your deck).")
    assert "Potion" not in event_text(peek, g, viewer=1)
    assert not any(a[0] == "power" for a in g.legal_actions())
