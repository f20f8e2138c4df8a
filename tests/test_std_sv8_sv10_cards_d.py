"""Cards of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals (issue #14),
each played in a game (4 of 4): the nodes this branch added, by module."""

from __future__ import annotations

from desktop.engine.actions import Choose
from tests.engine_helpers import mon, side
from tests.std_sv8_sv10_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    LIGHTNING,
    MAMOSWINE,
    METAL,
    PSYCHIC,
    WATER,
    _answer_all,
    _attack,
    _can_attack,
    _play,
    _power,
    _take_all,
    dealt,
    default_hp,
    modern,
)


# ---------------------------------------------------------------- ko_counters_back, damage_back_next_turn
def test_exploding_needles_when_knocked_out_in_the_active_spot():
    game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 3)), side(mon("sv9-8"), bench=["sv5-51"]))
    _attack(game, "Punishing Fang")  # 100 x2 (Weakness Fire) knocks Maractus out
    assert game.players[0].active.damage == 60


def test_strong_bash_returns_the_damage_next_turn():
    game = modern(side(mon("sv10-146", energy=[METAL] * 3), deck=[FIRE] * 5),
                  side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5))
    _attack(game, "Strong Bash")
    _answer_all(game)
    assert game.current == 1
    dealt(game, "Night Impact", player=0)
    assert game.players[1].active.damage == 70 + 110


# ---------------------------------------------------------------- Lillie's Pearl, Return Charge, Haughty Order,
# Flustered Leap
def test_lillies_pearl_one_fewer_prize():
    for tools, prizes_left in ((["sv9-151"], 6), ([], 5)):
        them = side(mon("sv9-66"), bench=["sv5-51"])
        them["active"]["tools"] = tools
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), them)
        _attack(game, "Night Impact")
        _answer_all(game)
        assert len(game.players[0].prizes) == prizes_left


def test_return_charge_switches_and_attaches_to_the_benched_attacker():
    game = modern(side(mon("sv8-68", "sv8-67", energy=[LIGHTNING]), bench=["sv5-51"], hand=[LIGHTNING] * 3),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Return Charge")
    _take_all(game)
    me = game.players[0]
    assert game.cards[me.active.top].id == "sv5-51" and len(me.bench[0].energy) == 3 and len(me.hand) == 1


def test_haughty_order_uses_an_attack_from_their_deck_top():
    game = modern(side(mon("sv10-150", "sv10-149", energy=[DARK] * 2)),
                  side(mon(*MAMOSWINE), deck=[DARKRAI] + [FIRE] * 3))
    _attack(game, "Haughty Order")
    assert set(game.pending.options) - {None} == {"Wind of Darkness", "Night Impact"}
    game.apply(Choose("Night Impact"))
    _answer_all(game)
    assert game.players[1].active.damage == 110


def test_flustered_leap_from_the_bench_to_the_top_of_the_deck():
    game = modern(side(mon("sv5-51"), bench=[mon("sv10-45", energy=[WATER])], deck=[FIRE, DARK]), side(mon(DARKRAI)))
    _power(game, 1, "Flustered Leap")
    me = game.players[0]
    assert not me.bench and game.cards[me.deck[-1]].id == "sv10-45" and len(me.deck) == 2
    assert sorted(game.cards[u].id for u in me.discard) == sorted([FIRE, WATER])


# ---------------------------------------------------------------- other_cost, bench_named_any_stage,
# damage_attacker (Spiky Energy)
def test_raging_tentacles_costs_fighting_when_damaged():
    for damage, usable in ((0, False), (10, True)):
        game = modern(side(mon("sv8-113", "sv8-112", energy=[FIGHTING], damage=damage)), side(mon(*MAMOSWINE)))
        names = [game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
                 if a[0] == "attack"]
        assert ("Raging Tentacles" in names) == usable


def test_familial_march_benches_maushold():
    game = modern(side(mon("sv8-158", "sv1-159", energy=[DARK]), deck=["sv8-158", "sv1-159", FIRE]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Familial March")
    assert {game.cards[u].id for u in game.pending.options if u is not None} == {"sv8-158"}
    _take_all(game)
    assert [game.cards[s.top].id for s in game.players[0].bench] == ["sv8-158"]


def test_spiky_energy_puts_2_counters_on_the_attacker():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(mon(*MAMOSWINE, energy=["sv9-159"])))
    _attack(game, "Wind of Darkness")
    assert game.players[0].active.damage == 20


# ---------------------------------------------------------------- turn_end_nodes
def test_amarys_discards_a_big_hand_at_the_end_of_the_turn():
    from desktop.engine.actions import EndTurn

    for hand, discarded in (([DARK], True), ([], False)):
        game = modern(side(mon("sv5-51"), hand=["sv8pt5-93", *hand], deck=[FIRE] * 8), side(mon(DARKRAI)))
        _play(game, "sv8pt5-93")
        assert len(game.players[0].hand) == 4 + len(hand)
        game.apply(EndTurn())
        _answer_all(game)
        assert (len(game.players[0].hand) == 0) == discarded


def test_corrosive_sludge_discards_the_defending_pokemon_after_their_turn():
    from desktop.engine.actions import EndTurn

    game = modern(side(mon("sv10-123", energy=[DARK] * 2), deck=[FIRE] * 5),
                  side(mon(*MAMOSWINE), bench=["sv5-51"], deck=[FIRE] * 5))
    _attack(game, "Corrosive Sludge")
    _answer_all(game)
    assert game.current == 1 and game.cards[game.players[1].active.top].id == "sv9-79"
    game.apply(EndTurn())
    _answer_all(game)
    assert game.cards[game.players[1].active.top].id == "sv5-51" and len(game.players[1].discard) == 3


# ---------------------------------------------------------------- extra prizes
def test_amp_you_very_much_takes_1_more_prize():
    game = modern(side(mon("sv8pt5-31", energy=[LIGHTNING] * 4)), side(mon("sv5-51"), bench=["sv5-51"]))
    _attack(game, "Amp You Very Much")
    assert len(game.players[0].prizes) == 6 - 2


def test_wonder_kiss_flips_for_1_more_prize():
    from tests.engine_helpers import seed_for

    for heads, taken in ((True, 2), (False, 1)):
        game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 3), bench=["sv8-72", "sv8-72"]),
                      side(mon("sv5-51"), bench=["sv5-51"]), seed=seed_for(heads))
        _attack(game, "Punishing Fang")
        assert len(game.players[0].prizes) == 6 - taken
        assert sum(1 for e in game.last_events if e.kind == "coin") == 1, "two Wonder Kisses flip once"


# ---------------------------------------------------------------- their_weakness_now, burn_more
def test_fairy_zone_gives_their_dragon_pokemon_psychic_weakness():
    for bench, damage in ((["sv9-56"], 20), ([], 10)):
        game = modern(side(mon("sv8-80", energy=[PSYCHIC] * 2), bench=bench), side(mon("sv8-136")))
        assert dealt(game, "Neurokinesis") == damage


def test_magma_surge_burns_3_more_counters():
    from desktop.engine.actions import EndTurn

    for bench, damage in ((["sv9-21"], 50), ([], 20)):
        game = modern(side(mon("sv5-51"), bench=bench, deck=[FIRE] * 5),
                      side(mon(*MAMOSWINE, burned=True), deck=[FIRE] * 5))
        game.apply(EndTurn())
        assert game.players[1].active.damage == damage


def test_darkest_impulse_damages_the_opponents_evolving_pokemon():
    from tests.engine_helpers import evolve

    for their_bench, damage in ((["sv10-74"], 40), ([], 0)):
        game = modern(side(mon("sv5-51"), bench=["sv10-27"], hand=["sv10-28"]), side(mon(DARKRAI), bench=their_bench))
        game.players[0].bench[0].entered = game.turn - 1
        evolve(game, "Arcanine", 1)
        assert game.players[0].bench[0].damage == damage


def test_frigid_fangs_stops_pokemon_with_2_or_less_energy_next_turn():
    for energy, can in ((2, False), (3, True)):
        game = modern(side(mon("sv8-45", energy=[WATER] * 3), deck=[FIRE] * 5),
                      side(mon(DARKRAI, energy=[DARK] * energy), deck=[FIRE] * 5))
        _attack(game, "Frigid Fangs")
        _answer_all(game)
        assert game.current == 1 and _can_attack(game) == can


# ---------------------------------------------------------------- Potent Glare, Rainbow DNA
def test_potent_glare_stops_pokemon_with_abilities_from_the_hand():
    arbok = mon("sv10-113", "sv10-112")
    for active, blocked in ((arbok, True), (mon(DARKRAI), False)):
        game = modern(side(mon("sv5-51"), hand=["me1-74", "sv10-155", "sv5-51"]), side(active))
        benched = {game.cards[a[1]].id for a in game.legal_actions() if a[0] == "bench"}
        assert ("me1-74" not in benched) == blocked and "sv5-51" in benched


def test_rainbow_dna_evolves_eevee_ex_into_a_pokemon_ex_from_eevee():
    from tests.engine_helpers import evolve

    game = modern(side(mon("sv8pt5-75"), hand=["sv8pt5-23", "sv8-7"]), side(mon(DARKRAI)))
    game.players[0].active.entered = game.turn - 1
    evolve(game, "Vaporeon ex", 0)
    assert game.cards[game.players[0].active.top].id == "sv8pt5-23"


# ---------------------------------------------------------------- Hop's Choice Band, Sparkling Scales
def test_hops_choice_band_costs_less_and_does_30_more():
    for tools, usable in ((["sv9-148"], True), ([], False)):
        me = side(mon("sv9-117", energy=[DARK] * 2))  # Hop's Snorlax: Dynamic Press costs 3
        me["active"]["tools"] = tools
        game = modern(me, side(mon(*MAMOSWINE)))
        assert _can_attack(game) == usable
        if usable:
            assert dealt(game, "Dynamic Press") == 140 + 30 + 30  # and its own Extra Helpings


def test_sparkling_scales_stops_tera_pokemon_only():
    milotic = mon("sv8-42", "sv8-41")
    game = modern(side(mon("sv8-57", energy=[GRASS, LIGHTNING, METAL])), side(milotic))
    assert dealt(game, "Topaz Bolt") == 0
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(milotic))
    assert dealt(game, "Wind of Darkness") == 40


def test_smog_signals_benches_koffing_when_damaged():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)),
                  side(mon("sv10-125"), deck=["sv10-125", "sv10-125", "sv5-51", FIRE]))
    _attack(game, "Wind of Darkness")
    assert game.pending is not None and game.pending.player == 1
    _take_all(game)
    assert [game.cards[s.top].id for s in game.players[1].bench] == ["sv10-125", "sv10-125"]


def test_divers_catch_puts_the_water_energy_into_the_hand():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 3)),
                  side(mon("sv10-45", energy=[WATER, WATER]), bench=["sv10-55", "sv5-51"]))
    _attack(game, "Night Impact")
    assert game.pending.player == 1 and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    assert [game.cards[u].id for u in game.players[1].hand].count(WATER) == 2


def test_amulet_of_hope_searches_3_cards_when_its_pokemon_is_knocked_out():
    them = side(mon("sv5-51"), bench=["sv5-51"], deck=[FIRE, WATER, GRASS, DARK])
    them["active"]["tools"] = ["sv8-162"]
    game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), them)
    _attack(game, "Night Impact")
    assert game.pending.player == 1 and game.pending.purpose == "deck_to_hand"
    _take_all(game)
    assert len(game.players[1].hand) >= 3


def test_auto_heal_heals_90_on_each_attachment_from_the_hand():
    from tests.engine_helpers import attach

    for active, healed in ((mon("sv9-107"), True), (mon("sv5-51"), False)):
        game = modern(side(active, bench=[mon(DARKRAI, damage=100)] + (["sv9-107"] if not healed else []),
                           hand=[DARK]), side(mon(DARKRAI)))
        attach(game, game.name_of(game.players[0].hand[0]), 1)
        assert game.players[0].bench[0].damage == (10 if healed else 100)


# ---------------------------------------------------------------- ko_watch_nodes
def test_rallying_horn_after_an_ethans_pokemon_was_knocked_out():

    for knocked, damage in (("sv10-32", 170), ("sv5-51", 70)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5),
                      side(mon(knocked), bench=[mon("sv10-1", energy=[GRASS] * 3)], deck=[FIRE] * 5))
        _attack(game, "Night Impact")
        _answer_all(game)  # the new Active Pokémon: Ethan's Pinsir
        assert game.current == 1
        assert dealt(game, "Rallying Horn", player=0) == damage * 2  # Darkrai ex is weak to Grass


def test_team_rocket_archer_after_a_team_rocket_pokemon_was_knocked_out():
    for knocked, playable in (("sv10-125", True), ("sv5-51", False)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5),
                      side(mon(knocked), bench=["sv5-51"], hand=["sv10-170"], deck=[FIRE] * 8))
        _attack(game, "Night Impact")
        _answer_all(game)
        assert game.current == 1
        assert any(a[0] == "play" for a in game.legal_actions()) == playable


def test_team_rocket_factory_draws_2_after_a_team_rocket_supporter():
    from desktop.engine.actions import UseStadium

    for supporter, usable in (("sv10-177", True), ("sv8-173", False)):
        me = side(mon("sv5-51"), hand=[supporter], deck=[FIRE] * 10)
        me["stadium"] = "sv10-173"
        game = modern(me, side(mon(DARKRAI)))
        assert UseStadium() not in game.legal_actions()
        _play(game, supporter)
        _take_all(game)
        assert (UseStadium() in game.legal_actions()) == usable
        if usable:
            before = len(game.players[0].hand)
            game.apply(UseStadium())
            assert len(game.players[0].hand) == before + 2


def test_tyme_the_right_guess_lets_the_opponent_draw():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):  # another Pikachu printing in the game offers a second HP value
        game = modern(side(mon(DARKRAI), hand=["sv8-190", "sv5-51"], deck=[FIRE] * 8),
                      side(mon(DARKRAI), deck=["base1-58"] + [WATER] * 8))
        _play(game, "sv8-190")
        assert game.pending.player == 1 and game.pending.purpose == "guess_hp"
        assert answer_prompt(game) in game.pending.options and len(game.pending.options) == 2
        hp = default_hp("sv5-51")
        game.apply(Choose(hp if right else next(o for o in game.pending.options if o != hp)))
        assert (len(game.players[1].hand), len(game.players[0].hand)) == ((4, 1) if right else (0, 5))


def test_enriching_energy_draws_4_when_attached_from_the_hand():
    from desktop.engine.cards import default_db
    from tests.engine_helpers import attach

    assert "ACE SPEC" in default_db().get("sv8-191").subtypes  # facts keep an Energy's ACE SPEC class
    game = modern(side(mon("sv5-51"), hand=["sv8-191"], deck=[FIRE] * 6), side(mon(DARKRAI)))
    attach(game, "Enriching Energy", 0)
    _answer_all(game)
    assert len(game.players[0].hand) == 4 and len(game.players[0].active.energy) == 1
