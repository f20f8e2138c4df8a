"""Classic cards played as printed whose effects last into the next turn: the Defending Pokémon can't
attack or retreat, damage reduced or halved, attacks that can't be used again, and players who can't
play Trainers."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import card, ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    end_turn,
    evolve,
    mon,
    new_game,
    play,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack
from desktop.engine.cards import default_db


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()

def _pass_turns(g, n: int = 2) -> None:
    for _ in range(n):
        end_turn(g)


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


def test_suggestion_stops_the_defending_pokemon_attacking_on_heads():
    g = new_game(side(ready("gym1-92", "Suggestion")), side(ready("base1-52", "Low Kick")), seed=seed_for(H))
    attack(g, "Suggestion")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_focus_energy_doubles_quick_attack_next_turn():
    g = new_game(side(ready("gym2-85", "Focus Energy", extra=["Water Energy"])), side("Chansey"), seed=seed_for(T))
    attack(g, "Focus Energy")
    end_turn(g)
    printed = next(a.damage for a in g.card_of(slot(g, 0)).attacks if a.name == "Quick Attack")
    attack(g, "Quick Attack")
    assert slot(g, 1).damage == 2 * printed  # tails: the doubled base damage only


def test_lie_low_reduces_damage_and_lets_earthdrill_be_used_next_turn():
    g = new_game(side(ready("gym2-22", "Earthdrill")), side(ready("base1-52", "Low Kick")))
    assert not _can_attack(g, "Earthdrill")
    attack(g, "Lie Low")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0
    assert _can_attack(g, "Earthdrill")


def test_rockets_secret_experiment_heads_any_card_tails_no_trainers_until_next_turn():
    g = new_game(side("Chansey", hand=["gym2-120", "Bill"], deck=["Rattata", "Water Energy"]), side("Chansey"),
                 seed=seed_for(H))
    play(g, "Rocket's Secret Experiment")
    choose(g, next(u for u in g.pending.options if u is not None and g.name_of(u) == "Rattata"))
    assert "Rattata" in zone_names(g, 0, "hand")
    g = new_game(side("Chansey", hand=["gym2-120", "Bill"]), side("Chansey"), seed=seed_for(T))
    play(g, "Rocket's Secret Experiment")
    assert not any(a[0] == "play" for a in g.legal_actions())
    _pass_turns(g)
    assert not any(a[0] == "play" for a in g.legal_actions())
    _pass_turns(g)
    assert any(a[0] == "play" for a in g.legal_actions())


def test_poison_spore_and_ink_spurt():
    g = new_game(side(ready("gym2-71", "Poison Spore")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Poison Spore")
    assert slot(g, 1).poison and slot(g, 1, 1).damage == 10
    g = new_game(side(ready("gym2-87", "Ink Spurt")), side(ready("base1-52", "Low Kick")), seed=seed_for(H, T))
    attack(g, "Ink Spurt")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0  # their coin came up tails


def test_intimidate_stops_only_small_defending_pokemon():
    g = new_game(side(ready("gym2-7", "Intimidate")), side(ready("base1-52", "Low Kick")))  # Machop: 50 HP
    attack(g, "Intimidate")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("gym2-7", "Intimidate")), side(ready("base1-15", "Solarbeam")))
    attack(g, "Intimidate")
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_relaxing_scent_halves_every_attacks_damage_rounded_up():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym2-41", bench=["Pidgey"]))  # Ivysaur: no W/R to F
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 10
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-41", condition="Asleep")))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 20  # Asleep: the Power doesn't work
    own = card("gym2-41").attacks[-1]
    g = new_game(side(ready("gym2-41", own.name)), side("Chansey"))
    attack(g, own.name)
    assert slot(g, 1).damage == -(-own.damage // 20) * 10  # even its own attacks


def test_leer_on_heads_the_defending_pokemon_cannot_attack_next_turn():
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(H))
    attack(g, "Leer")
    answer_all(g)
    assert g.current == 1
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(T))
    attack(g, "Leer")
    answer_all(g)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_kabuto_armor_halves_the_damage_rounded_down():
    g = new_game(side(ready("base6-35", "Horn Attack")), side({"card": "base6-48", "under": ["base6-109"]}))
    attack(g, "Horn Attack")  # 30 -> 10 (half of 30 rounded down to the nearest 10)
    assert slot(g, 1).damage == 10


def test_steel_wing_reduces_the_damage_of_the_next_turn_by_20():
    skarmory = {"card": "neo1-13", "energy": ["Metal Energy", "Water Energy", "Water Energy"]}
    g = new_game(side(skarmory), side(ready("base6-35", "Ram")), seed=seed_for(H))
    attack(g, "Steel Wing")
    answer_all(g)
    attack(g, "Ram")  # 50 - 20, and 10 less for the Metal Energy attached to Skarmory
    answer_all(g)
    assert slot(g, 0).damage == 20


def test_freeze_on_heads_stops_the_defending_pokemon_from_attacking():
    g = new_game(side(ready("neo1-44", "Freeze")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Freeze")
    answer_all(g)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_deflector_halves_the_damage_next_turn():
    g = new_game(side(ready("neo1-53", "Deflector")), side(ready("base6-35", "Horn Attack")))
    attack(g, "Deflector")
    answer_all(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 10  # 30 halved, rounded down to the nearest 10


def test_growl_reduces_the_defending_pokemons_attack_before_weakness():
    g = new_game(side(ready("neo1-54", "Growl")), side(ready("base6-70", "Ember", extra=["Fire Energy"])))
    attack(g, "Growl")
    answer_all(g)
    damage = slot(g, 0).damage
    attack(g, "Ember")  # Charmander's 30 - 10 = 20, then Chikorita's Fire Weakness doubles it
    answer_all(g)
    assert slot(g, 0, 0) is None or slot(g, 0).damage - damage == 40


def test_expand_reduces_the_damage_next_turn():
    g = new_game(side(ready("neo4-44", "Expand")), side(ready("base6-21", "Whirlwind")))
    attack(g, "Expand")
    answer_all(g)
    attack(g, "Whirlwind")  # 20 - 10
    assert slot(g, 0).damage == 10


def test_giant_wave_stops_mantine_attacking_next_turn():
    g = new_game(side(ready("neo4-74", "Giant Wave")), side("Chansey"))
    attack(g, "Giant Wave")
    answer_all(g)
    end_turn(g)
    assert g.current == 0 and not any(isinstance(a, Attack) for a in g.legal_actions())


def test_leek_jab_cannot_be_used_next_turn():
    g = new_game(side(ready("neo3-43", "Leek Jab")), side("Chansey"))
    attack(g, "Leek Jab")
    answer_all(g)
    end_turn(g)
    idx = [a.name for a in default_db().get("neo3-43").attacks].index("Leek Jab")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_larvitars_leer_ends_when_either_pokemon_evolves():
    g = new_game(side(ready("neo4-70", "Leer")), side(ready("base6-90", "Horn Attack"), hand=["base6-35"]),
                 seed=seed_for(H))
    attack(g, "Leer")
    answer_all(g)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    evolve(g, "Rhydon", 0)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_charm_reduces_the_defending_pokemons_damage_before_weakness():
    g = new_game(side(ready("neo4-56", "Charm")), side(ready("base6-21", "Whirlwind")))
    attack(g, "Charm")
    answer_all(g)
    attack(g, "Whirlwind")
    assert slot(g, 0).damage == 10


def test_mean_look_holds_the_defending_pokemon_while_murkrow_is_active():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo1-24", "Mean Look")), side({"card": "Chansey", "energy": ["Water Energy"] * 2},
                                                            bench=["Pidgey"]))
    attack(g, "Mean Look")
    answer_all(g)
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())
    end_turn(g)
    end_turn(g)  # still held on later turns
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_hard_shell_reduces_small_damage_to_10():
    g = new_game(side(ready("base6-35", "Horn Attack")), side("neo3-51"))
    attack(g, "Horn Attack")
    assert slot(g, 1).damage == 10


def test_octazooka_makes_the_defending_pokemon_flip_to_attack():
    g = new_game(side(ready("neo3-34", "Octazooka")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H, T))
    attack(g, "Octazooka")
    answer_all(g)
    events = attack(g, "Horn Attack")
    assert any(e.kind == "coin" for e in events) and slot(g, 0).damage == 0


def test_crushing_earth_either_way_stops_steelix_next_turn():
    for heads in (H, T):
        g = new_game(side(ready("neo4-112", "Crushing Earth"), bench=["Chansey"]),
                     side("Chansey", bench=["Chansey"]), seed=seed_for(heads))
        attack(g, "Crushing Earth")
        answer_all(g)
        assert g.players[1].bench[0].damage == (10 if heads else 0)
        assert (slot(g, 1).damage > 0) == heads
        end_turn(g)
        assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_nap_and_high_speed_charge():
    g = new_game(side(ready("neo3-36", "Nap", damage=20)), side("Chansey"))
    attack(g, "Nap")
    assert slot(g, 0).damage == 0
    g = new_game(side(ready("neo3-36", "High-Speed Charge")), side("Charizard"))
    attack(g, "High-Speed Charge")
    answer_all(g)
    assert slot(g, 0).damage == 30
    end_turn(g)
    idx = [a.name for a in default_db().get("neo3-36").attacks].index("High-Speed Charge")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_terrorize_disables_an_attack_of_a_basic_pokemon_only():
    g = new_game(side(ready("neo3-38", "Terrorize")), side(ready("base6-90", "Horn Attack")))
    attack(g, "Terrorize")
    answer_all(g)
    assert g.current == 1 and len([a for a in g.legal_actions() if isinstance(a, Attack)]) == 1
    g = new_game(side(ready("neo3-38", "Terrorize")), side({"card": "base6-35", "under": ["base6-90"]}))
    events = attack(g, "Terrorize")
    assert g.pending is None and not any(e.kind == "effect" for e in events)


def test_rock_tackle_hurts_pupitar_and_rests_next_turn():
    g = new_game(side(ready("neo4-38", "Rock Tackle")), side("Charizard"))
    attack(g, "Rock Tackle")
    answer_all(g)
    assert slot(g, 0).damage == 10
    end_turn(g)
    idx = [a.name for a in default_db().get("neo4-38").attacks].index("Rock Tackle")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_high_voltage_stops_trainers_next_turn():
    g = new_game(side(ready("neo4-34", "High Voltage")), side("Chansey", hand=["neo1-87"]), seed=seed_for(H))
    attack(g, "High Voltage")
    answer_all(g)
    mary = g.players[1].hand
    assert not any(getattr(a, "card", None) in mary and a[0] == "play" for a in g.legal_actions())


def test_surround_asleep_or_no_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo4-36", "Surround")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Surround")
    answer_all(g)
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_tentacle_wrap_tails_raises_their_retreat_cost():
    from desktop.engine import layer

    g = new_game(side(ready("neo4-62", "Tentacle Wrap")), side("Chansey"), seed=seed_for(T))
    before = layer.retreat_cost(g, 1, slot(g, 1))
    attack(g, "Tentacle Wrap")
    answer_all(g)
    assert layer.retreat_cost(g, 1, slot(g, 1)) == before + 1


def test_sticky_nectar_holds_the_defending_pokemon_on_heads():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo1-36", "Sticky Nectar")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Sticky Nectar")
    answer_all(g)
    assert slot(g, 1).damage == 30 and not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_light_togetic_sweet_kiss_and_gift():
    g = new_game(side(ready("neo4-15", "Sweet Kiss")), side("Chansey"))
    attack(g, "Sweet Kiss")
    hand = len(g.players[1].hand)
    choose(g, "yes")
    assert len(g.players[1].hand) == hand + 2  # the card, then their draw for the turn
    g = new_game(side("neo4-56", hand=["neo4-15"], deck=["neo1-99", "Pidgey"]),
                 side("Chansey", deck=["neo1-93", "Pidgey"]))
    evolve(g, "Light Togetic", 0)
    choose(g, next(u for u in g.players[1].deck if g.name_of(u) == "Gold Berry"))  # they search first
    choose(g, next(u for u in g.players[0].deck if g.name_of(u) == "Berry"))
    assert "Gold Berry" in zone_names(g, 1, "hand") and "Berry" in zone_names(g, 0, "hand")
