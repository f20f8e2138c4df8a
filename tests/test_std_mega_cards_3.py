"""Cards of today's Standard sets (Black Bolt, White Flare, Mega Evolution, Phantasmal Flames,
Ascended Heroes, Perfect Order), each played as printed (issue #14), part 3."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, Retreat
from desktop.engine.cards import default_db
from tests.engine_helpers import bench, mon, new_game, side
from tests.std_mega_helpers import (
    DARK,
    DARKRAI_EX,
    FIGHTING,
    FIRE,
    GRASS,
    LIGHTNING,
    LUNATONE,
    METAL,
    PALAFIN,
    PSYCHIC,
    WATER,
    answer_all,
    attack_named,
    retreat_opponent,
    run_attack,
    with_stadium,
)


def test_antique_cover_fossil_is_shielded_from_effects_even_on_the_bench():
    game = new_game(side(mon(LUNATONE), bench=["zsv10pt5-80"]), side(mon("me2pt5-98", energy=[PSYCHIC] * 3)),
                    rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Phantasmal Barrage")))
    game.apply(Choose(11))  # 12 damage counters on the Benched fossil: prevented
    assert game.players[0].bench[0].damage == 0


def test_energized_steps_attaches_basic_energy_from_the_top_4_when_grumpig_evolves():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me1-62"), hand=["me1-63"], deck=[WATER, FIRE, GRASS, PSYCHIC, FIGHTING]),
                    side(mon(PALAFIN)), rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Grumpig", 0)
    game.apply(Choose("yes"))
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))  # an Energy card
        if game.pending is not None and game.pending.purpose == "attach_energy":
            game.apply(Choose(0))
    game.apply(Choose(None))
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].deck) == 3


def test_spiky_rolling_does_80_more_after_using_it_last_turn():
    game = new_game(side(mon("me2pt5-149", energy=[METAL] * 2)), side(mon("sv5-120")), rules="modern")
    assert run_attack(game, "Spiky Rolling") == 80
    game.apply(game.legal_actions()[-1])  # the opponent's turn
    assert run_attack(game, "Spiky Rolling") == 160


def test_shadowy_side_kick_protects_marshadow_after_a_knock_out():
    for damage, protected in ((60, True), (0, False)):
        game = new_game(side(mon("me1-80", energy=[FIGHTING] * 2)),
                        side(mon(LUNATONE, damage=damage), bench=[mon(PALAFIN, energy=[WATER])]), rules="modern")
        attack_named(game, "Shadowy Side Kick")
        while game.pending is not None:
            game.apply(Choose(game.pending.options[-1]))
        from desktop.engine import layer
        assert game.players[0].active.has_effect(layer.PROTECTED) == protected
        if not protected:
            continue
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
        assert not any(e.kind == "damage" and e.player == 0 for e in events)


def test_surfing_beach_switches_water_pokemon_and_lumiose_city_ends_the_turn():
    from desktop.engine.actions import UseStadium

    game = with_stadium(new_game(side(mon(PALAFIN), bench=[LUNATONE, "me1-34"], hand=["me1-129"]),
                                  side(mon(PALAFIN)), rules="modern"), "me1-129")
    game.apply(UseStadium())
    assert game.name_of(game.players[0].active.top) == "Kyogre"
    assert UseStadium() not in game.legal_actions()
    game = with_stadium(new_game(side(mon(PALAFIN), hand=["me3-77"], deck=[LUNATONE, WATER]), side(mon(PALAFIN)),
                                  rules="modern"), "me3-77")
    game.apply(UseStadium())
    game.apply(Choose(game.pending.options[0]))  # the only Basic Pokémon (a search may find none)
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Lunatone"] and game.current == 1


def test_mystery_garden_discards_an_energy_to_draw_up_to_the_psychic_pokemon_count():
    from desktop.engine.actions import UseStadium

    me = side(mon("me2-40"), bench=["me2-40", "me2-40", "me2-40"], hand=["me1-122", WATER, FIRE])
    game = with_stadium(new_game(me, side(mon(PALAFIN)), rules="modern"), "me1-122")
    game.apply(UseStadium())
    answer_all(game)
    assert len(game.players[0].hand) == 4


def test_quick_gift_and_debut_performance_attack_in_the_first_players_first_turn():
    game = new_game(side(mon("me1-105", energy=[FIRE, FIRE]), deck=[WATER, FIRE]), side(mon(PALAFIN)),
                    rules="modern", turn=1)
    attacks = {a[1] for a in game.legal_actions() if a[0] == "attack"}
    assert attacks == {0}  # Quick Gift only, not Gentle Slap
    game = new_game(side(mon("zsv10pt5-44", energy=[PSYCHIC])), side(mon(PALAFIN)), rules="modern", turn=1)
    assert any(a[0] == "attack" for a in game.legal_actions())
    game = new_game(side(mon(PALAFIN, energy=[WATER])), side(mon(PALAFIN)), rules="modern", turn=1)
    assert not any(a[0] == "attack" for a in game.legal_actions())


def test_echoed_voice_and_mochi_rush_do_more_during_your_next_turn():
    for attacker, energy, name, base, more in (("zsv10pt5-44", [PSYCHIC], "Echoed Voice", 30, 80),
                                               ("me2pt5-143", [DARK], "Mochi Rush", 20, 50)):
        game = new_game(side(mon(attacker, energy=energy)), side(mon("sv5-120")), rules="modern")
        assert run_attack(game, name) == base
        game.apply(game.legal_actions()[-1])
        assert run_attack(game, name) == base + more


def test_final_chain_searches_a_card_when_pecharunt_is_knocked_out_by_an_attack():
    game = new_game(side(mon("me2pt5-143"), bench=[LUNATONE], deck=[FIRE, WATER]),
                    side(mon(PALAFIN, energy=[WATER, WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
    purposes = []
    while game.pending is not None:
        purposes.append(game.pending.purpose)
        game.apply(Choose(game.pending.options[0]))
    assert "deck_to_hand" in purposes
    assert len(game.players[0].hand) == 2 and not game.players[0].deck  # the searched card and the turn's draw


def test_spiteful_swirl_puts_a_counter_on_whoever_damages_your_active_darkness_pokemon():
    for active, counters in ((DARKRAI_EX, 10), (LUNATONE, 0)):
        game = new_game(side(mon(active), bench=["me1-87"]), side(mon(PALAFIN, energy=[WATER])), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
        assert game.players[1].active.damage == counters


def test_blowtorch_discards_a_fire_energy_to_discard_their_tool():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me2-86", FIRE]), side(mon(PALAFIN, tools=["me2-93"])),
                    rules="modern")
    play(game, "Blowtorch")
    answer_all(game)
    assert not game.players[1].active.tools and len(game.players[0].discard) == 2
    game = new_game(side(mon(LUNATONE), hand=["me2-86", WATER]), side(mon(PALAFIN, tools=["me2-93"])),
                    rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())


def test_strange_timepiece_devolves_a_psychic_pokemon_into_the_hand():
    from tests.engine_helpers import play

    game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42", damage=50), hand=["me1-128"]),
                    side(mon(PALAFIN)), rules="modern")
    play(game, "Strange Timepiece")
    game.apply(Choose("Stage 1"))
    assert game.name_of(game.players[0].active.top) == "Gothita" and game.players[0].active.damage == 50
    assert sorted(game.name_of(u) for u in game.players[0].hand) == ["Gothitelle", "Gothorita"]


def test_prism_energy_provides_every_type_on_a_basic_pokemon_only():
    from desktop.engine import combat

    game = new_game(side(mon("me1-48", energy=["zsv10pt5-86", LIGHTNING]),
                         bench=[mon("me1-93", "sv6-121", energy=["zsv10pt5-86"])]), side(mon(PALAFIN)), rules="modern")
    assert combat.can_use_attack(game, 0, 0)  # Electro Fall: Lightning Lightning
    assert game.energy_units(game.players[0].bench[0]) == ["Colorless"]


def test_acerolas_mischief_protects_a_pokemon_from_pokemon_ex_only():
    from tests.engine_helpers import play

    for attacker, energy, attack, protected in ((DARKRAI_EX, [DARK] * 2, "Wind of Darkness", True),
                                                (PALAFIN, [WATER], "Jet Punch", False)):
        game = new_game(side(mon(LUNATONE), hand=["me1-113"]),
                        side(mon(attacker, energy=energy), prizes=[FIGHTING] * 2), rules="modern")
        play(game, "Acerola's Mischief")  # onto Lunatone, the only Pokémon
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
        assert any(e.kind == "damage" and e.player == 0 for e in events) != protected


def test_holes_damages_and_swirling_prose_confuses_when_the_opponent_retreats():
    game = new_game(side(mon(LUNATONE), bench=["me2pt5-101"]),
                    side(mon(PALAFIN, energy=[WATER, WATER]), bench=[DARKRAI_EX]), rules="modern")
    retreat_opponent(game)
    assert game.players[1].bench[0].damage == 20
    game = new_game(side(mon("me2-36")), side(mon(PALAFIN, energy=[WATER, WATER]), bench=[DARKRAI_EX]),
                    rules="modern")
    retreat_opponent(game)
    assert game.players[1].active.rot != 0  # Confused


def test_fall_back_to_reload_attaches_water_energy_when_clawitzer_retreats():
    game = new_game(side(mon("me1-38", "me1-37", energy=[FIRE, FIRE]), bench=[LUNATONE], hand=[WATER, WATER, FIRE]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(Retreat(1))
    while game.pending is not None:
        game.apply(Choose("yes") if game.pending.purpose == "may" else Choose(game.pending.options[0]))
    assert len(game.players[0].bench[0].energy) == 2 and [game.name_of(u) for u in game.players[0].hand] == \
        ["Basic Fire Energy"]


def test_electrified_incisors_punishes_attaching_energy_to_the_defending_pokemon():
    game = new_game(side(mon("me1-51", energy=[LIGHTNING])), side(mon(DARKRAI_EX), hand=[DARK]), rules="modern")
    attack_named(game, "Electrified Incisors")
    from tests.engine_helpers import attach
    attach(game, "Basic Darkness Energy", 0)
    assert game.players[1].active.damage == 10 + 80


def test_wild_growth_doubles_basic_grass_energy_once():
    me = side(mon("me1-34", energy=[GRASS]), bench=[mon("me1-10", "me1-8", "me1-9"), mon("me1-10", "me1-8", "me1-9")])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Grass", "Grass"]


def test_dizzying_valley_keeps_confusion_and_forest_of_vitality_evolves_grass_pokemon_at_once():
    from tests.engine_helpers import evolve

    game = with_stadium(new_game(side(mon("me2pt5-11"), hand=["me2-88", "me2pt5-12"]), side(mon(PALAFIN)),
                                  rules="modern"), "me2-88")
    game.players[0].active.entered = 0
    from desktop.engine.state import CONFUSED
    game.players[0].active.rot = CONFUSED
    evolve(game, "Silcoon", 0)
    while game.pending is not None:
        game.apply(Choose("no"))
    assert game.players[0].active.rot == CONFUSED
    game = with_stadium(new_game(side(mon(PALAFIN), hand=["me1-117", "me2pt5-11", "me2pt5-12"]),
                                  side(mon(PALAFIN)), rules="modern"), "me1-117")
    bench(game, "Wurmple")
    evolve(game, "Silcoon", 1)
    assert game.name_of(game.players[0].bench[0].top) == "Silcoon"


def test_lively_flower_does_120_more_after_vileplume_was_healed_this_turn():
    from tests.engine_helpers import play

    for hand, dealt in ((["sv1-188"], 180), ([], 60)):
        game = new_game(side(mon("me2-3", energy=[GRASS], damage=30), hand=hand), side(mon("sv5-120")),
                        rules="modern")
        if hand:
            play(game, "Potion", 0)
        assert run_attack(game, "Lively Flower") == dealt


def test_wicked_impact_does_100_more_after_a_team_rocket_supporter():
    from tests.engine_helpers import play

    game = new_game(side(mon("me2pt5-162", energy=[FIRE] * 3), hand=["sv10-171"]), side(mon("sv5-120")),
                    rules="modern")
    assert run_attack(game, "Wicked Impact") == 120
    game = new_game(side(mon("me2pt5-162", energy=[FIRE] * 3), hand=["sv10-171"], deck=[WATER] * 10),
                    side(mon("sv5-120")), rules="modern")
    play(game, "Team Rocket's Ariana")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert run_attack(game, "Wicked Impact") == 220


def test_horrifying_revenge_after_a_hops_pokemon_was_knocked_out():
    for benched_victim, dealt in (("sv9-86", 130), (LUNATONE, 30)):
        game = new_game(side(mon(benched_victim), bench=[mon("me2pt5-96", "me2pt5-95", energy=[PSYCHIC])]),
                        side(mon(PALAFIN, energy=[WATER] * 2)), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert game.name_of(game.players[0].active.top) == "Hop's Trevenant"
        assert run_attack(game, "Horrifying Revenge") == dealt


def test_double_type_makes_carbink_fighting_and_psychic_for_weakness_and_type_checks():
    game = new_game(side(mon("me2pt5-117", energy=[FIGHTING] * 3)), side(mon("sv1-123")), rules="modern")
    assert set(game.types_of(game.players[0].active)) == {"Fighting", "Psychic"}
    dealt = run_attack(game, "Counter Jewel")
    assert dealt == 70 * 2  # Great Tusk ex is weak to Psychic


def test_lt_surges_bargain_takes_prizes_or_draws_4():
    from tests.engine_helpers import play

    for answer in ("yes", "no"):
        game = new_game(side(mon(LUNATONE), hand=["me1-120"]), side(mon(PALAFIN)), rules="modern")
        play(game, "Lt. Surge's Bargain")
        assert game.pending.player == 1 and game.pending.purpose == "accept_bargain"
        game.apply(Choose(answer))
        prizes = [len(p.prizes) for p in game.players]
        assert prizes == ([5, 5] if answer == "yes" else [6, 6])
        assert len(game.players[0].hand) == (1 if answer == "yes" else 4)
    game = new_game(side(mon(LUNATONE), hand=["me1-120"], prizes=[FIGHTING]), side(mon(PALAFIN)), rules="modern")
    play(game, "Lt. Surge's Bargain")
    game.apply(Choose("yes"))
    assert game.outcome is not None


def test_sandy_flapping_mills_2_when_evolving_or_when_knocked_out_in_the_active_spot():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me2-52"), hand=["me2-53"]), side(mon(PALAFIN)), rules="modern")
    game.players[0].active.entered = 0
    evolve(game, game.cards[game.players[0].hand[0]].name, 0)
    game.apply(Choose("yes"))
    assert len(game.players[1].discard) == 2
    for where, milled in (("active", 2), ("bench", 0)):
        mine = mon("me2-53", "me2-52", damage=140)
        me = side(mine, bench=[LUNATONE]) if where == "active" else side(mon(LUNATONE), bench=[mine])
        game = new_game(me, side(mon("me2-58", energy=[DARK] * 3)), rules="modern")
        game.apply(game.legal_actions()[-1])
        deck = len(game.players[1].deck)
        card = game.card_of(game.players[1].active)
        name = "Sniping Feathers" if where == "bench" else "Wind of Darkness"
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))
        while game.pending is not None:
            game.apply(Choose("yes") if game.pending.purpose == "may" else Choose(game.pending.options[-1]))
        assert deck - len(game.players[1].deck) == milled, where


def test_ignition_energy_gives_an_evolution_pokemon_3_and_goes_at_the_end_of_the_turn():
    game = new_game(side(mon("rsv10pt5-45", "rsv10pt5-44", energy=["rsv10pt5-86"]),
                         bench=[mon(LUNATONE, energy=["rsv10pt5-86"])]), side(mon(PALAFIN)), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless"] * 3
    assert game.energy_units(game.players[0].bench[0]) == ["Colorless"]
    game.apply(game.legal_actions()[-1])
    assert not game.players[0].active.energy and not game.players[0].bench[0].energy
    assert len(game.players[0].discard) == 2


def test_infinite_shadow_puts_gengar_into_the_hand_when_knocked_out_by_an_attack():
    game = new_game(side(mon("me3-50", "me3-48", "me3-49", energy=[DARK], damage=120), bench=[LUNATONE]),
                    side(mon(PALAFIN, energy=[WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    names = [game.name_of(u) for u in game.players[0].hand]
    assert {"Gengar", "Haunter", "Gastly"} <= set(names)
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Darkness Energy"]
    assert len(game.players[1].prizes) == 5


def test_anthea_and_concordia_takes_3_more_prizes_with_all_six_ns_pokemon():
    from tests.engine_helpers import play

    ns = ["sv9-27", "sv9-98", "me2pt5-51", "sv9-105", "sv9-116"]
    game = new_game(side(mon("me2pt5-155", energy=[LIGHTNING] * 3), bench=ns, hand=["me2pt5-182"]),
                    side(mon(LUNATONE, damage=50), bench=[PALAFIN]), rules="modern")
    play(game, "Anthea & Concordia")
    attack_named(game, "Shred")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].prizes) == 6 - 1 - 3
    game = new_game(side(mon("me2pt5-155"), bench=ns[:4], hand=["me2pt5-182"]), side(mon(LUNATONE)),
                    rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())


def test_explosiveness_lets_cinderace_start_in_the_active_spot_and_turbo_flare_feeds_the_bench():
    from desktop.engine.game import Game

    db = default_db()
    deck = [db.get("me1-28")] * 20 + [db.get(LUNATONE)] * 4 + [db.get(FIRE)] * 36
    started = False
    for seed in range(6):
        g = Game.new([deck, deck], seed=seed, rules="modern")
        while g.phase == "setup" and g.prompt is not None:
            if g.prompt.purpose == "setup_active":
                cinderace = [u for u in g.prompt.options if g.cards[u].name == "Cinderace"]
                if cinderace:
                    g.apply(Choose(cinderace[0]))
                    started = True
                    continue
            g.apply(g.legal_actions()[0])
        if started:
            break
    assert started
    game = new_game(side(mon("me1-28", "me1-26", "me1-27", energy=[FIRE]), bench=[LUNATONE],
                         deck=[FIRE, GRASS, WATER, FIGHTING]), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Turbo Flare")
    assert game.pending is not None
    answer_all(game)
    assert len(game.players[0].bench[0].energy) == 3 and len(game.players[0].active.energy) == 1


def test_battle_cage_stops_counters_on_benched_pokemon_but_not_attack_damage():
    for stadium, placed in ((True, 0), (False, 60)):
        hand = ["me2-85"] if stadium else []
        game = new_game(side(mon("me2pt5-86", "me2pt5-85", energy=[PSYCHIC] * 2), hand=hand),
                        side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
        if stadium:
            with_stadium(game, "me2-85")
        game.players[1].active.poison = 10
        attack_named(game, "Assassin's Magic")
        assert game.players[1].bench[0].damage == placed
    game = with_stadium(new_game(side(mon(LUNATONE), bench=[PALAFIN], hand=["me2-85"]),
                                  side(mon("me2-58", energy=[DARK] * 3)), rules="modern"), "me2-85")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Sniping Feathers")))
    game.apply(Choose(11))  # the Benched Palafin
    assert game.players[0].bench[0].damage == 120  # damage from attacks is still taken



def test_multi_adapter_lets_rotom_pokemon_hold_2_tools_until_it_goes_away():
    from tests.engine_helpers import play

    game = new_game(side(mon("me2-29", tools=["me2-93"]), bench=[mon("sv1-69", tools=["rsv10pt5-80"]),
                                                                mon(LUNATONE, tools=["rsv10pt5-80"])],
                         hand=["me2pt5-211"]), side(mon(PALAFIN)), rules="modern")
    targets = {a[2] for a in game.legal_actions() if a[0] == "play"}
    assert targets == {0, 1}  # both Rotom, not Lunatone
    play(game, "Thick Scale", 1)
    assert len(game.players[0].bench[0].tools) == 2
    game = new_game(side(mon("me2-29", damage=180), bench=[mon("sv1-69", tools=["rsv10pt5-80", "me2-93"])]),
                    side(mon(PALAFIN, energy=[WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
    purposes = []
    while game.pending is not None:
        purposes.append(game.pending.purpose)
        game.apply(Choose(game.pending.options[0]))
    assert "discard_tool" in purposes and len(game.players[0].active.tools) == 1


def test_the_computer_reads_a_coin_amount_without_flipping_the_games_coins():
    from desktop.ai.evaluation import evaluate
    from desktop.ai.normal import NormalAgent

    game = new_game(side(mon(LUNATONE)), side(mon("me1-104", energy=[FIRE] * 3)), rules="modern")
    state = game.rng.state
    evaluate(game, 0, NormalAgent().planner.weights)  # Rapid-Fire Combo: flip until tails
    assert game.rng.state == state
