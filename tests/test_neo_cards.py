"""Neo Genesis to Neo Destiny (neo1, neo3, neo4): rules the Pokémon print (Baby, Shining, Unown) and
the texts the Hotfoot and Cold Fusion theme decks need, played as printed."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import H, T, attack, choose, do, end_turn, new_game, play, power, seed_for, side, slot, total

from desktop.decks.model import Deck
from desktop.decks.validate import validate
from desktop.engine.actions import Retreat
from desktop.engine.cards import default_db
from desktop.engine.text import rule_boxes


def test_hotfoot_and_cold_fusion_are_playable():
    decks = default_db().theme_decks()
    assert "Hotfoot" in decks and "Cold Fusion" in decks


def test_the_baby_rule_stops_an_attack_on_tails_before_its_cost():
    for heads in (H, T):
        g = new_game(side(ready("base1-4", "Fire Spin")), side("neo1-22", bench=["Pidgey"]), seed=seed_for(heads))
        energy = len(g.players[0].active.energy)
        events = attack(g, "Fire Spin")
        if heads:
            assert "Elekid" in [g.name_of(u) for u in g.players[1].discard]  # Knocked Out
        else:
            assert slot(g, 1).damage == 0 and len(g.players[0].active.energy) == energy  # nothing paid
            assert any(e.kind == "attack_failed" for e in events)
    assert rule_boxes(default_db().get("neo1-22"))[0][0] == "Rule"


def _deck(*rows: tuple[str, int]) -> Deck:
    filler = 60 - sum(n for _cid, n in rows)
    return Deck("t", [*rows, ("base1-98", filler)])  # Fire Energy


def test_one_shining_pokemon_of_a_name_and_four_unown_in_all():
    problems = validate(_deck(("neo4-106", 2), ("base1-4", 1)))
    assert any(p.code == "shining" for p in problems)
    assert not any(p.code == "shining" for p in validate(_deck(("neo4-106", 1), ("base1-4", 1))))
    problems = validate(_deck(("neo4-27", 3), ("neo4-28", 2)))
    assert any(p.code == "too_many_copies" and "Unown" in p.message for p in problems)  # 5 Unown in all
    assert not any(p.code == "too_many_copies" for p in validate(_deck(("neo4-27", 2), ("neo4-28", 2))))


def test_sputter_stops_every_pokemon_power_until_the_end_of_its_next_turn():
    g = new_game(side(ready("neo1-23", "Sputter")), side("Blastoise", bench=["Squirtle"], hand=["Water Energy"]))
    attack(g, "Sputter")
    assert g.current == 1 and not any(a[0] == "power" for a in g.legal_actions())
    end_turn(g)
    end_turn(g)
    assert any(a[0] == "power" for a in g.legal_actions())  # over after the attacker's next turn


def test_char_counters_burn_at_every_checkup_on_tails():
    g = new_game(side(ready("neo1-47", "Char")), side("Chansey"), seed=seed_for(H, T))
    attack(g, "Char")
    assert g.players[1].active.has_effect("char")
    assert slot(g, 1).damage == 30 + 20  # the attack, then the Checkup's tails


def test_leer_stops_an_attack_on_cyndaquil_only():
    g = new_game(side(ready("neo1-56", "Leer"), bench=["Pidgey"]), side(ready("base1-4", "Fire Spin")),
                 seed=seed_for(H))
    attack(g, "Leer")
    assert not any(a[0] == "attack" for a in g.legal_actions())


def test_scary_face_stops_attacking_and_retreating():
    g = new_game(side(ready("neo1-75", "Scary Face")), side(ready("base1-63", "Bubble"), bench=["Pidgey"]),
                 seed=seed_for(H))
    attack(g, "Scary Face")
    assert not any(a[0] in ("attack", "retreat") for a in g.legal_actions())


def test_screech_adds_20_to_the_next_attack_that_damages_it():
    g = new_game(side(ready("neo1-31", "Jaw Clamp")), side("Chansey"))
    attack(g, "Screech")
    assert slot(g, 1).damage == 0  # Screech itself does no damage
    end_turn(g)
    attack(g, "Jaw Clamp")
    assert slot(g, 1).damage == 30 + 20


def test_jaw_clamp_stops_retreat_and_switching_while_croconaw_is_active():
    g = new_game(side(ready("neo1-31", "Jaw Clamp")), side(ready("base1-63", "Bubble"), bench=["Pidgey"],
                                                          hand=["base1-95"]))
    attack(g, "Jaw Clamp")
    assert Retreat(1) not in g.legal_actions()
    play(g, "Switch", 1)
    assert g.name_of(g.players[1].active.top) == "Squirtle"  # that part does nothing


def test_fin_slap_does_more_after_horsea_was_damaged():
    g = new_game(side(ready("neo1-62", "Fin Slap")), side("base1-2"))
    attack(g, "Fin Slap")
    assert slot(g, 1).damage == 20  # not damaged last turn
    g = new_game(side(ready("base1-63", "Bubble")), side(ready("neo1-62", "Fin Slap")), seed=seed_for(T))
    attack(g, "Bubble")
    attack(g, "Fin Slap")
    assert slot(g, 0).damage == 30  # Horsea was damaged during the opponent's last turn


def test_hydroelectric_power_adds_10_per_spare_water_energy():
    g = new_game(side({"card": "neo1-38", "energy": ["Lightning Energy", "Lightning Energy", "Water Energy",
                                                       "Water Energy"]}), side("Chansey"), seed=seed_for(T))
    attack(g, "Floodlight")
    assert slot(g, 1).damage == 40


def test_playful_punch_does_20_on_heads_and_ends_the_turn():
    g = new_game(side("neo1-22"), side("Chansey"), seed=seed_for(H))
    power(g, 0)
    assert slot(g, 1).damage == 20 and g.current == 1


def test_professor_elm_shuffles_draws_seven_and_stops_trainers():
    g = new_game(side("Chansey", hand=["neo1-96", "base1-95", "Pidgey"]), side("Chansey"))
    n = total(g)
    play(g, "Professor Elm")
    assert len(g.players[0].hand) == 7 and total(g) == n
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_pokemon_march_lets_both_players_bench_a_basic():
    g = new_game(side("Chansey", hand=["neo1-102"], deck=["Pidgey", "Water Energy"]),
                 side("Chansey", deck=["Rattata", "Fire Energy"]))
    play(g, "Pokémon March")
    assert g.pending.player == 1
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pidgey"]
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Rattata"]


def test_moo_moo_milk_heals_two_counters_per_heads():
    g = new_game(side({"card": "Chansey", "damage": 60}, hand=["neo1-101"]), side("Chansey"), seed=seed_for(H, H))
    play(g, "Moo-Moo Milk", 0)
    assert slot(g, 0).damage == 20


def test_spider_web_lasts_until_the_pokemon_leaves_the_active_spot():
    g = new_game(side(ready("neo1-27", "Spider Web")), side(ready("base1-63", "Bubble"), bench=["Pidgey"]),
                 seed=seed_for(H))
    attack(g, "Spider Web")
    assert Retreat(1) not in g.legal_actions()
    end_turn(g)
    end_turn(g)
    assert Retreat(1) not in g.legal_actions()  # still: no end but Benching or evolving


def test_the_light_theme_deck_is_playable():
    assert "Light" in default_db().theme_decks()


def test_berry_heals_two_counters_at_the_checkup_and_is_discarded():
    g = new_game(side({"card": "Chansey", "damage": 30}, hand=["neo1-99"]), side("Chansey"))
    play(g, "Berry", 0)
    assert g.players[0].active.tools
    end_turn(g)
    assert slot(g, 0).damage == 10 and not g.players[0].active.tools
    assert "Berry" in [g.name_of(u) for u in g.players[0].discard]


def test_heal_powder_cures_and_heals_on_heads():
    g = new_game(side({"card": "Chansey", "damage": 30, "condition": "Confused"}, hand=["neo4-104"]),
                 side("Chansey"), seed=seed_for(H))
    play(g, "Heal Powder")
    assert slot(g, 0).damage == 10 and slot(g, 0).rot == 0


def test_tag_team_heals_the_active_and_switches_in():
    g = new_game(side({"card": "Chansey", "damage": 40}, bench=[{"card": "neo4-49", "under": ["Machop"]}],
                      hand=["neo4-25"]), side("Chansey"))
    from desktop.engine.actions import Evolve

    do(g, Evolve(g.players[0].hand[0], 1))
    assert g.name_of(g.players[0].active.top) == "Light Machamp"
    assert g.players[0].bench[0].damage == 10


def test_ice_pillar_protects_the_bench_while_dewgong_stays_active():
    g = new_game(side(ready("neo4-45", "Ice Pillar"), bench=["Pidgey"]),
                 side(ready("neo1-48", "Mud Splash")), seed=seed_for(T, H))
    attack(g, "Ice Pillar")
    attack(g, "Mud Splash")  # 10 to the Active, then heads: 10 to the Benched Pidgey, prevented
    assert g.players[0].bench[0].damage == 0


def test_beatdown_and_gentle_kick_and_return_home():
    g = new_game(side(ready("neo4-25", "Beatdown")), side("base1-2"), seed=seed_for(H))
    attack(g, "Beatdown")
    assert slot(g, 1).damage == 50  # not Dark, not Darkness: no coin
    g = new_game(side(ready("neo4-49", "Gentle Kick")), side({"card": "base1-2", "damage": 10}))
    attack(g, "Gentle Kick")
    assert slot(g, 1).damage == 10 + 20
    g = new_game(side(ready("neo4-49", "Return Home"), bench=["Pidgey", "Rattata"]), side("Chansey"))
    n = total(g)
    attack(g, "Return Home")
    choose(g, 1)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Rattata"] and total(g) == n


def test_bubble_jump_moves_two_energy_and_returns_azumarill_to_the_hand():
    g = new_game(side({"card": "neo4-13", "under": ["Marill"], "energy": ["Water Energy"] * 3}, bench=["Pidgey"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Bubble Jump")
    assert g.name_of(g.players[0].active.top) == "Pidgey" and len(g.players[0].active.energy) == 2
    assert sorted(g.name_of(u) for u in g.players[0].hand) == ["Light Azumarill", "Marill", "Water Energy"]


def test_pokemon_breeder_fields_finds_an_evolution_per_heads():
    g = new_game(side("Machop", bench=["Charmander"], hand=["neo3-62"], deck=["Machoke", "Charmeleon", "Pidgey"]),
                 side("Chansey"), seed=seed_for(H, T))
    play(g, "Pokémon Breeder Fields")
    choose(g, 0)
    choose(g, 1)
    assert [g.name_of(u) for u in g.players[0].hand] == ["Machoke"]
