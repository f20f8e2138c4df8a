"""Classic cards played as printed that switch Active Pokémon or take Pokémon out of play: the Defending
Pokémon switched by either player, both Active Pokémon switched, and Pokémon shuffled into the deck or
returned to the hand with their cards."""

from __future__ import annotations

from answer_helpers import answer_all, rot_name
from classic_card_helpers import card, ready
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    attack_index,
    choose,
    end_turn,
    mon,
    names,
    new_game,
    play,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def test_alert_draws_then_switches_and_needs_a_bench():
    g = new_game(side(ready("gym1-24", "Alert")), side("Chansey"))
    assert not _can_attack(g, "Alert")
    g = new_game(side(ready("gym1-24", "Alert"), bench=["Pidgey"]), side("Chansey"))
    hand = len(g.players[0].hand)
    attack(g, "Alert")
    assert len(g.players[0].hand) == hand + 1
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_flytrap_switches_in_a_benched_pokemon_before_damage():
    g = new_game(side(ready("gym1-48", "Flytrap")), side("Chansey"))
    assert not _can_attack(g, "Flytrap")
    g = new_game(side(ready("gym1-48", "Flytrap")), side("Chansey", bench=["Rattata"]))
    attack(g, "Flytrap")
    assert g.name_of(g.players[1].active.top) == "Rattata" and slot(g, 1).damage == 20
    assert slot(g, 1, 1).damage == 0


def test_phoenix_flame_shuffles_moltres_away_on_tails():
    g = new_game(side(ready("gym1-1", "Phoenix Flame"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Phoenix Flame")
    assert slot(g, 1).damage == 90 and "Blaine's Moltres" not in [g.name_of(s.top) for _p, s in
                                                                   g.players[0].in_play()]


def test_minion_of_team_rocket_returns_a_benched_pokemon_or_ends_the_turn():
    g = new_game(side("Chansey", hand=["gym1-113"]), side("Chansey", bench=[mon("Pidgey", energy=["Water Energy"])]),
                 seed=seed_for(H, H))
    play(g, "Minion of Team Rocket")
    assert not g.players[1].bench and sorted(zone_names(g, 1, "hand")) == ["Pidgey", "Water Energy"]
    g = new_game(side("Chansey", hand=["gym1-113"]), side("Chansey", bench=["Pidgey"]), seed=seed_for(H, T))
    play(g, "Minion of Team Rocket")
    assert g.current == 1 and len(g.players[1].bench) == 1


def test_take_away_shuffles_both_active_pokemon_into_their_decks():
    g = new_game(side(ready("gym1-4", "Take Away"), bench=["Pidgey"]), side("Chansey", bench=["Rattata"]))
    attack(g, "Take Away")
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.name_of(g.players[1].active.top) == "Rattata"
    assert "Erika's Dragonair" in names(g, g.players[0].deck) and "Chansey" in names(g, g.players[1].deck)


def test_fairy_power_returns_chosen_pokemon_to_the_hand():
    g = new_game(side(ready("gym1-3", "Fairy Power"), bench=[mon("Pidgey", energy=["Water Energy"]), "Rattata"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Fairy Power")
    choose(g, 1)
    choose(g, None)
    assert sorted(zone_names(g, 0, "hand")) == ["Pidgey", "Water Energy"] and len(g.players[0].bench) == 1


def test_pain_amplifier_and_call_of_the_night():
    g = new_game(side(ready("gym1-14", "Pain Amplifier")), side(mon("Chansey", damage=10), bench=["Pidgey"]))
    attack(g, "Pain Amplifier")
    assert slot(g, 1).damage == 20 and slot(g, 1, 1).damage == 0
    g = new_game(side(ready("gym1-14", "Call of the Night")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H, H))
    attack(g, "Call of the Night")
    gone = names(g, g.players[1].deck + g.players[1].hand)  # they draw at the start of their turn
    assert g.name_of(g.players[1].active.top) == "Pidgey" and "Chansey" in gone


def test_star_boomerang_and_fade_out_return_the_attacker_after_damage():
    g = new_game(side(ready("gym2-92", "Star Boomerang"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    attack(g, "Star Boomerang")
    assert slot(g, 1).damage == 20 and "Misty's Staryu" in zone_names(g, 0, "hand")
    g = new_game(side(ready("gym2-96", "Fade Out"), bench=["Pidgey"]), side("Charizard"))
    attack(g, "Fade Out")
    assert slot(g, 1).damage == 30 and zone_names(g, 0, "hand").count("Psychic Energy") == 2


def test_messenger_puts_pidgey_back_and_finds_another_pokemon():
    g = new_game(side(ready("gym2-49", "Messenger"), bench=["Rattata"], deck=["Charmander", "Water Energy"]),
                 side("Chansey"))
    attack(g, "Messenger")  # Charmander is the only Pokémon card not named Koga's Pidgey: taken at once
    assert "Charmander" in zone_names(g, 0, "hand") and "Koga's Pidgey" in names(g, g.players[0].deck)


def test_esp_by_the_number_of_heads():
    g = new_game(side(ready("gym2-90", "ESP")), side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "ESP")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("gym2-90", "ESP")), side("Chansey"), seed=seed_for(H, T, T))
    hand = len(g.players[0].hand)
    attack(g, "ESP")
    assert len(g.players[0].hand) == hand + 1 and slot(g, 1).damage == 0
    g = new_game(side(ready("gym2-90", "ESP")), side("base1-57"), seed=seed_for(H, H, H))
    attack(g, "ESP")  # Pidgey's only attack, Whirlwind (10), is copied
    assert slot(g, 1).damage == 10


def test_scram_shuffles_primeape_away_at_exactly_10_hp_left():
    hp = card("gym2-35").hp
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-35", damage=hp - 30), bench=["Pidgey"]))
    attack(g, "Low Kick")  # 20 damage: 10 HP left
    assert "Brock's Primeape" in names(g, g.players[1].deck + g.players[1].hand)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_kogas_ninja_trick_switches_out_before_the_attack_and_is_discarded():
    g = new_game(side("Pidgey", hand=["gym2-115"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())  # only on a Pokémon with Koga in its name
    g = new_game(side("gym2-83", hand=["gym2-115"], bench=["Jigglypuff"]), side(ready("base1-52", "Low Kick")))
    play(g, "Koga's Ninja Trick", 0)
    assert slot(g, 0).tools
    end_turn(g)
    attack(g, "Low Kick")
    assert g.pending.player == 0 and g.pending.purpose == "may"
    choose(g, "yes")
    assert g.name_of(g.players[0].active.top) == "Jigglypuff" and slot(g, 0).damage == 40  # Weakness
    assert slot(g, 0, 1).damage == 0  # Koga's Zubat was switched out before the damage
    assert not slot(g, 0, 1).tools and "Koga's Ninja Trick" in zone_names(g, 0, "discard")


def test_whirlwind_the_opponent_chooses_the_switch_after_the_damage():
    g = new_game(side(ready("base6-34", "Whirlwind")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Whirlwind")
    assert g.pending is not None and g.pending.player == 1 and g.pending.purpose == "switch_in"
    choose(g, 2)  # they pick Rattata
    assert g.name_of(g.players[1].active.top) == "Rattata"
    assert g.players[1].bench[-1].damage == 20 or any(s.damage == 20 for s in g.players[1].bench)


def test_ram_does_damage_to_rhydon_and_the_opponent_switches():
    g = new_game(side(ready("base6-35", "Ram")), side("Chansey", bench=["Pidgey"]))
    attack(g, "Ram")
    answer_all(g)
    assert slot(g, 0).damage == 20
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Chansey: Weakness


def test_fascinate_needs_an_opponents_bench_and_switches_on_heads():
    g = new_game(side(ready("base6-6", "Fascinate")), side("Chansey"))
    assert not any(isinstance(a, Attack) and a.index == 0 for a in g.legal_actions())
    g = new_game(side(ready("base6-6", "Fascinate")), side("Chansey", bench=["Pidgey", "Rattata"]), seed=seed_for(H))
    attack(g, "Fascinate")
    assert g.pending is not None and g.pending.player == 0
    choose(g, 12)  # Rattata (Bench position 2)
    assert g.name_of(g.players[1].active.top) == "Rattata"


def test_rapid_spin_switches_both_active_pokemon_and_works_without_benches():
    g = new_game(side(ready("neo1-21", "Rapid Spin"), bench=["Pidgey"]), side("Chansey", bench=["Chansey"]))
    attack(g, "Rapid Spin")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Weakness
    g = new_game(side(ready("neo1-21", "Rapid Spin")), side("Chansey"))
    attack(g, "Rapid Spin")
    assert slot(g, 1).damage == 100


def test_pilfer_shuffles_aipom_into_the_deck_and_on_heads_a_card_from_the_discard_pile():
    g = new_game(side(ready("neo1-26", "Pilfer"), bench=["Pidgey"], discard=["Rattata"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Pilfer")
    answer_all(g)
    assert g.players[0].discard == [] and g.name_of(g.players[0].active.top) == "Pidgey"
    assert any(g.name_of(u) == "Aipom" for u in g.players[0].deck + g.players[0].hand)


def test_super_scoop_up_returns_a_pokemon_and_its_cards_on_heads():
    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"], "damage": 30}, hand=["neo1-98"],
                      bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    play(g, "Super Scoop Up", 0)
    answer_all(g)
    assert sorted(zone_names(g, 0, "hand")) == ["Chansey", "Water Energy"]
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_tusk_toss_returns_or_switches_the_defending_pokemon():
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side({"card": "Chansey", "energy": ["Water Energy"]},
                                                         bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Tusk Toss")
    answer_all(g)
    assert "Chansey" in zone_names(g, 1, "hand") and g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Tusk Toss")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_flash_touch_switches_in_a_pokemon_that_cannot_be_poisoned():
    g = new_game(side(ready("neo4-24", "Flash Touch"), bench=["Chansey"]), side(ready("base1-69", "Poison Sting")),
                 seed=seed_for(H))
    attack(g, "Flash Touch")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Chansey"
    attack(g, "Poison Sting")
    assert slot(g, 0).poison == 0


def test_shining_kabutops_lightning_cut_and_water_slash():
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 40 and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 30 and slot(g, 0).damage == 10
    g = new_game(side(ready("neo4-108", "Water Slash", extra=["Water Energy"])), side("base6-35"))
    attack(g, "Water Slash")
    assert slot(g, 1).damage == 60


def test_entangle_switches_then_may_paralyze_the_new_defending_pokemon():
    g = new_game(side(ready("neo4-17", "Entangle")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Entangle")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and rot_name(slot(g, 1)) == "Paralyzed"


def test_pull_in_switches_first_then_puts_the_new_defending_pokemon_asleep():
    g = new_game(side(ready("neo4-6", "Pull In")), side("Chansey", bench=["Charizard"]), seed=seed_for(T))
    attack(g, "Pull In")
    choose(g, 11)
    assert g.name_of(g.players[1].active.top) == "Charizard" and slot(g, 1).damage > 0
    assert rot_name(slot(g, 1)) == "Asleep"


def test_crystal_wave_tails_makes_them_switch():
    g = new_game(side(ready("neo3-27", "Crystal Wave")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Crystal Wave")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_double_gust_switches_both_active_pokemon():
    g = new_game(side("Chansey", hand=["neo1-100"], bench=["Pidgey"]), side("Chansey", bench=["Rattata"]))
    play(g, "Double Gust")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.name_of(g.players[1].active.top) == "Rattata"


def test_eerie_howl_drags_out_a_basic_from_their_hand():
    g = new_game(side(ready("neo4-7", "Eerie Howl")), side("Chansey", hand=["Pidgey", "Potion"]))
    attack(g, "Eerie Howl")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_lightning_burst_makes_them_switch_when_a_lightning_energy_is_attached():
    g = new_game(side("neo3-13", hand=["Lightning Energy", "Water Energy"]), side("Chansey", bench=["Pidgey"]))
    attach(g, "Lightning Energy", 0)
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side("neo3-13", hand=["Water Energy"]), side("Chansey", bench=["Pidgey"]))
    attach(g, "Water Energy", 0)
    assert g.name_of(g.players[1].active.top) == "Chansey"
    g = new_game(side({"card": "neo3-13", "condition": "Asleep"}, hand=["Lightning Energy"]),
                 side("Chansey", bench=["Pidgey"]))
    attach(g, "Lightning Energy", 0)
    assert g.name_of(g.players[1].active.top) == "Chansey"


def test_roar_makes_them_switch_on_heads():
    g = new_game(side(ready("neo1-74", "Roar")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Roar")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
