"""More Gym Heroes and Gym Challenge cards (gym1, gym2), each played as printed: the attack,
Power and Trainer steps these sets word in their own way."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    coins,
    end_turn,
    mon,
    new_game,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack
from desktop.engine.state import ASLEEP, CONFUSED, NONE


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def _pass_turns(g, n: int = 2) -> None:
    for _ in range(n):
        end_turn(g)


def test_screaming_headbutt_cant_be_used_next_turn_but_naptime_can():
    g = new_game(side(ready("gym1-60", "Screaming Headbutt", extra=["Psychic Energy"] * 2)), side("Chansey"))
    attack(g, "Screaming Headbutt")
    _pass_turns(g, 1)
    assert not _can_attack(g, "Screaming Headbutt") and _can_attack(g, "Naptime")
    _pass_turns(g)
    assert _can_attack(g, "Screaming Headbutt")


def test_naptime_heals_up_to_three_counters_and_sleeps_on_heads():
    for heads, damage, rot in ((H, 0, ASLEEP), (T, 20, NONE)):
        g = new_game(side(ready("gym1-60", "Naptime", damage=20)), side("Chansey"), seed=seed_for(heads))
        attack(g, "Naptime")
        assert slot(g, 0).damage == damage and slot(g, 0).rot == rot


def test_knockout_needle_adds_60_only_on_two_heads():
    for flips, damage in (((H, H), 90), ((H, T), 30), ((T, T), 30)):
        g = new_game(side(ready("gym1-9", "Knockout Needle")), side("Chansey"), seed=seed_for(*flips))
        assert coins(attack(g, "Knockout Needle")) == list(flips)
        assert slot(g, 1).damage == damage


def test_sonic_distortion_confuses_on_one_or_two_heads_and_healing_pollen_heals_per_heads():
    for flips, rot in (((H, T), CONFUSED), ((T, H), CONFUSED), ((T, T), NONE)):
        g = new_game(side(ready("gym1-34", "Sonic Distortion")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Sonic Distortion")
        assert slot(g, 1).rot == rot
    g = new_game(side(ready("gym1-34", "Healing Pollen", damage=30), bench=[mon("Pidgey", damage=10)]),
                 side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "Healing Pollen")
    assert slot(g, 0).damage == 10 and slot(g, 0, 1).damage == 0


def test_spiral_dive_hits_every_opposing_pokemon_without_weakness():
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Scyther", bench=["Pidgey"]))  # Scyther resists F
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10 and slot(g, 1, 1).damage == 10
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Bulbasaur"))  # weak to Psychic? no: to Fire
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10


def test_lucky_shot_needs_a_bench_and_hits_the_chosen_one_on_heads():
    g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey"))
    assert not _can_attack(g, "Lucky Shot")
    for heads, damage in ((H, 30), (T, 0)):
        g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey", bench=["Pidgey", "Jigglypuff"]),
                     seed=seed_for(heads))
        attack(g, "Lucky Shot")
        choose(g, 12)
        assert slot(g, 1, 2).damage == damage and slot(g, 1, 1).damage == 0 and slot(g, 1).damage == 0


def test_rock_slide_damages_up_to_three_chosen_benched_pokemon():
    g = new_game(side(ready("gym1-20", "Rock Slide")), side("Chansey", bench=["Pidgey", "Rattata", "Spearow",
                                                                              "Jigglypuff"]))
    attack(g, "Rock Slide")
    choose(g, 11)
    choose(g, 13)
    choose(g, None)
    assert [slot(g, 1, i).damage for i in range(1, 5)] == [10, 0, 10, 0]


def test_tunneling_damages_two_and_onix_cant_attack_next_turn():
    g = new_game(side(ready("gym1-21", "Tunneling")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Tunneling")
    choose(g, 11)
    choose(g, 12)
    assert slot(g, 1, 1).damage == 20 and slot(g, 1, 2).damage == 20
    _pass_turns(g, 1)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    _pass_turns(g)
    assert _can_attack(g, "Tunneling")


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


def test_full_speed_charge_splits_heads_and_tails_damage():
    g = new_game(side(ready("gym1-64", "Full Speed Charge")), side("Chansey"), seed=seed_for(H, T, H, H))
    attack(g, "Full Speed Charge")
    assert slot(g, 1).damage == 60 and slot(g, 0).damage == 20


def test_discharge_flips_once_per_discarded_lightning_energy():
    g = new_game(side(ready("gym1-6", "Discharge", extra=["Lightning Energy", "Water Energy"])), side("Chansey"),
                 seed=seed_for(H, T))
    events = attack(g, "Discharge")
    assert coins(events) == [H, T] and slot(g, 1).damage == 30
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]


def test_collapse_and_restless_sleep():
    g = new_game(side(ready("gym1-33", "Collapse")), side("Chansey"), seed=seed_for(T))  # stays Asleep
    attack(g, "Collapse")
    assert slot(g, 0).rot == ASLEEP
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym1-33", condition="Asleep")))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 20
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym1-33"))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0


def test_photosynthesis_makes_every_energy_grass():
    g = new_game(side(mon("gym1-47", energy=["Water Energy"])), side("Chansey"))
    assert g.energy_units(slot(g, 0)) == ["Grass"]


def test_shell_armor_reduces_damage_by_10():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym1-29"))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 10


def test_deflector_halves_damage_next_turn_and_egg_bomb_tails_hurts_itself():
    g = new_game(side(ready("gym1-43", "Deflector")), side(ready("base1-52", "Low Kick")))
    attack(g, "Deflector")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 10
    g = new_game(side(ready("gym1-43", "Egg Bomb")), side("Chansey"), seed=seed_for(T))
    attack(g, "Egg Bomb")
    assert slot(g, 1).damage == 0 and slot(g, 0).damage == 20


def test_fragrance_trap_and_natural_healing():
    g = new_game(side("gym1-26"), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    power(g, 0)  # one Benched Pokémon: no choice to make
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(mon("gym1-65", damage=20)), side("Chansey"))
    power(g, 0)
    assert slot(g, 0).damage == 10


def test_kindle_discards_an_energy_from_each_side():
    g = new_game(side(ready("gym1-61", "Kindle")), side(mon("Chansey", energy=["Water Energy"])))
    attack(g, "Kindle")
    assert not slot(g, 0).energy and not slot(g, 1).energy


def test_good_morning_wakes_the_defending_pokemon():
    g = new_game(side(ready("gym1-59", "Good Morning")), side(mon("Chansey", condition="Asleep")))
    attack(g, "Good Morning")
    assert slot(g, 1).rot == NONE


def test_fidget_shuffles_your_deck():
    g = new_game(side(ready("gym1-68", "Fidget")), side("Chansey"))
    assert any(e.kind == "shuffle" and e.player == 0 for e in attack(g, "Fidget"))


def test_energy_loop_returns_a_psychic_energy_to_the_hand():
    g = new_game(side(ready("gym1-91", "Energy Loop")), side("Chansey"))
    attack(g, "Energy Loop")
    assert not slot(g, 0).energy and "Psychic Energy" in zone_names(g, 0, "hand")
    g = new_game(side(mon("gym1-91", energy=["Water Energy", "Water Energy"])), side("Chansey"))
    assert not _can_attack(g, "Energy Loop")


def test_suggestion_stops_the_defending_pokemon_attacking_on_heads():
    g = new_game(side(ready("gym1-92", "Suggestion")), side(ready("base1-52", "Low Kick")), seed=seed_for(H))
    attack(g, "Suggestion")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_lava_burst_counts_fire_energy_among_the_top_five():
    deck = ["Fire Energy", "Water Energy", "Fire Energy", "Pidgey", "Fire Energy", "Fire Energy"]
    g = new_game(side(ready("gym1-37", "Lava Burst"), deck=deck), side("Chansey"))
    attack(g, "Lava Burst")  # the top is the end of the list: 5 cards, 3 of them Fire Energy
    assert slot(g, 1).damage == 60 and len(g.players[0].deck) == 1


def test_water_ring_hits_benched_pokemon_that_arent_water():
    g = new_game(side(ready("gym1-31", "Water Ring"), bench=["Pidgey", "Squirtle"]),
                 side("Chansey", bench=["Rattata", "Psyduck"]))
    attack(g, "Water Ring")
    assert [slot(g, 0, 1).damage, slot(g, 0, 2).damage, slot(g, 1, 1).damage, slot(g, 1, 2).damage] == [10, 0, 10, 0]


def test_phoenix_flame_shuffles_moltres_away_on_tails():
    g = new_game(side(ready("gym1-1", "Phoenix Flame"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Phoenix Flame")
    assert slot(g, 1).damage == 90 and "Blaine's Moltres" not in [g.name_of(s.top) for _p, s in
                                                                   g.players[0].in_play()]
