"""Temporal Forces to Stellar Crown (issue #14): more attacks (discarding for damage, Pokémon in play, a
Trainer played this turn, Energy attached from the hand), each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from tests.engine_helpers import mon, new_game, seed_for, side
from tests.std_sv5_sv7_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    GRAVITY_MOUNTAIN,
    JET,
    LIGHTNING,
    METAL,
    PSYCHIC,
    WATER,
    _attack,
    _attack_as,
    _attackable,
    _dealt,
    _end_turn,
    _heads,
    _play,
    _playable,
    _power,
)


# ------------------------------------------------------------------ discard for damage
def test_cross_breaker_and_spill_the_tea_count_the_energy_discarded():
    game = new_game(side(mon("sv5-111", "sv5-110", energy=[METAL] * 3)), side("me1-74"), rules="modern")
    _attack(game, "Cross Breaker")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert _dealt(game) == [120] and len(game.players[0].active.energy) == 2
    game = new_game(side(mon("sv6-22", "sv6-21", energy=[GRASS]), bench=[mon("Pikachu", energy=[GRASS, GRASS])]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Spill the Tea")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert _dealt(game) == [70 * 3 * 2] and not game.players[0].bench[0].energy


def test_twin_cannons_and_tricolor_pump_discard_from_the_hand():
    game = new_game(side(mon("sv7-30", "sv7-28", "sv7-29", energy=[WATER] * 2), hand=[WATER, WATER, WATER]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Twin Cannons")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert _dealt(game) == [280] and len(game.players[0].discard) == 2
    game = new_game(side(mon("sv5-60", "sv5-59", energy=[WATER]), hand=[FIRE, GRASS, "Eevee"]),
                    side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Tricolor Pump")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 120 and game.players[1].active.damage == 0


def test_power_shot_does_nothing_without_a_grass_energy_to_discard():
    for hand, dealt in (([GRASS], [170 * 2]), (["Eevee"], [])):
        game = new_game(side(mon("sv6pt5-5", "sv6pt5-3", "sv6pt5-4", energy=[GRASS]), hand=hand), side(DARKRAI),
                        rules="modern")
        _attack(game, "Power Shot")
        if game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert _dealt(game) == dealt


# ------------------------------------------------------------------ Pokémon in play
def test_bring_down_the_axe_knocks_out_an_active_with_special_energy():
    for energy, knocked_out in (([JET], True), ([DARK], False)):
        game = new_game(side(mon("sv6pt5-46", "sv6pt5-44", "sv6pt5-45", energy=[FIGHTING])),
                        side(mon(DARKRAI, energy=energy), bench=["Pikachu"]), rules="modern")
        _attack(game, "Bring Down the Axe")
        assert (len(game.players[0].prizes) == 4) == knocked_out


def test_supportive_singing_heals_a_benched_ancient_pokemon():
    bench = [mon("sv5-119", damage=120), mon("Pikachu", damage=30)]
    game = new_game(side(mon("sv5-77", energy=[PSYCHIC]), bench=bench), side(DARKRAI), rules="modern")
    _attack(game, "Supportive Singing")
    assert [s.damage for s in game.players[0].bench] == [20, 30]


def test_everyone_explode_now_counts_and_hurts_drifloon_and_drifblim():
    game = new_game(side(mon("sv7-61", "sv7-60", energy=[PSYCHIC]), bench=["sv7-60", DARKRAI]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Everyone Explode Now")
    assert game.players[1].active.damage == 100
    assert game.players[0].active.damage == 30 and game.players[0].bench[0].damage == 30
    assert game.players[0].bench[1].damage == 0


def test_damage_collection_moves_counters_to_the_active_pokemon():
    game = new_game(side(mon("sv5-107", energy=[DARK, DARK])), side(DARKRAI, bench=[mon("Pikachu", damage=20)]),
                    rules="modern")
    _attack(game, "Damage Collection")
    game.apply(Choose(11))
    game.apply(Choose(11))
    assert game.players[1].active.damage == 20 and game.players[1].bench[0].damage == 0


def test_energy_blender_moves_energy_between_your_pokemon():
    game = new_game(side(mon("sv5-131", "sv5-130", energy=[GRASS, FIRE, WATER]), bench=["Pikachu"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Energy Blender")
    fire = next(u for u in game.players[0].active.energy if game.name_of(u) == "Basic Fire Energy")
    game.apply(Choose(fire))
    game.apply(Choose(None))
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == ["Basic Fire Energy"]


def test_jumping_uppercut_and_breezy_gift_put_the_attacker_into_the_deck():
    game = new_game(side(mon("sv6-43", "sv6-41", "sv6-42", energy=[WATER] * 2), bench=["Pikachu"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Jumping Uppercut")
    game.apply(Choose("yes"))
    assert _dealt(game) == [240] and len(game.players[0].deck) == 10 + 5
    game = new_game(side(mon("sv7-11", "sv7-10", energy=[GRASS]), bench=["Pikachu"]), side(DARKRAI), rules="modern")
    _attack(game, "Breezy Gift")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 10 + 3 - 3


# ------------------------------------------------------------------ more attacks
def test_ground_burn_and_destructo_press_read_the_top_of_the_deck():
    game = new_game(side(mon("sv6-29", "sv6-28", energy=[FIRE] * 3), deck=["Eevee", FIRE]),
                    side(DARKRAI, deck=["Eevee", GRASS]), rules="modern")
    _attack(game, "Ground Burn")
    assert _dealt(game) == [140 + 2 * 140] and len(game.players[0].discard) == 1
    deck = ["Eevee"] * 3 + ["sv5-121", "Eevee", "Pikachu", "sv5-121"]  # two Future cards in the top 5 (last)
    game = new_game(side(mon("sv5-62", energy=[LIGHTNING] * 2), deck=deck), side(DARKRAI), rules="modern")
    _attack(game, "Destructo-Press")
    assert _dealt(game) == [140] and len(game.players[0].discard) == 2 and len(game.players[0].deck) == 5


def test_mischievous_tentacles_and_sudden_scorching():
    game = new_game(side(mon("sv6pt5-33", energy=[DARK])), side(DARKRAI), rules="modern")
    events = _attack(game, "Mischievous Tentacles")
    assert any(e.kind == "peek" for e in events)
    assert game.apply(Choose("yes")) and any(e.kind == "shuffle" and e.player == 1 for e in game.last_events)
    from tests.engine_helpers import evolve

    game = new_game(side(mon("Salandit", energy=[FIRE, FIRE]), hand=["sv7-24"]), side(DARKRAI, hand=["Eevee"] * 5),
                    rules="modern")
    evolve(game, "Salazzle", 0)
    _attack(game, "Sudden Scorching")
    while game.pending is not None and game.pending.player == 1 and game.pending.purpose == "hand_to_discard":
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 3


def test_vanguard_punch_and_slurp_slurp():
    game = new_game(side(mon("sv5-49", "sv5-48", energy=[WATER], damage=30)), side(DARKRAI), rules="modern")
    _attack(game, "Vanguard Punch")
    assert game.players[0].active.damage == 60
    seen = set()
    for seed in range(16):
        game = new_game(side(mon("sv6-90", "sv6-89", energy=[PSYCHIC] * 2)), side(DARKRAI), seed=seed,
                        rules="modern")
        heads = _heads(_attack(game, "Slurp Slurp"))
        assert game.players[1].active.damage == 90 * heads
        assert (game.players[1].active.rot != 0) == (heads == 0)
        seen.add(heads)
    assert seen == {0, 1, 2}  # both tails (Confused), one heads, both heads


def test_re_brew_and_torrential_pump():
    game = new_game(side(mon("sv6-23", "sv6-21", energy=[GRASS]), discard=[GRASS] * 3 + [FIRE]),
                    side(DARKRAI, bench=["Eevee"]), rules="modern")
    _attack(game, "Re-Brew")
    game.apply(Choose(10))
    assert game.players[1].active.damage == 60 and len(game.players[0].discard) == 1
    game = new_game(side(mon("sv6-64", energy=[WATER] * 4)), side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Torrential Pump")
    game.apply(Choose("yes"))
    for _ in range(3):
        if game.pending is not None and game.pending.purpose == "discard_energy":
            game.apply(Choose(game.pending.options[0]))
    assert game.players[1].bench[0].damage == 120 and len(game.players[0].active.energy) == 1


def test_inviting_kiss_and_interjet():
    game = new_game(side(mon("sv6-46", energy=[WATER]), deck=["Eevee", GRASS]), side(DARKRAI), rules="modern")
    _attack(game, "Inviting Kiss")
    assert game.card_of(game.players[0].bench[0]).name == "Eevee" and len(game.players[0].bench[0].energy) == 1
    game = new_game(side(mon("sv6-62", energy=[WATER] * 2), bench=["Eevee"]), side(DARKRAI, bench=["Pikachu"]),
                    rules="modern")
    _attack(game, "Interjet")
    assert game.card_of(game.players[0].active).name == "Eevee"
    assert game.card_of(game.players[1].active).name == "Pikachu"


def test_ground_crasher_and_strange_hacking():
    me = {**side(mon("sv6-110", energy=[FIGHTING])), "stadium": GRAVITY_MOUNTAIN}
    game = new_game(me, side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Ground Crasher")
    assert game.players[1].bench[0].damage == 30 and game.stadium == -1
    game = new_game(side(mon("sv6-82", "sv6-80", "sv6-81", energy=[PSYCHIC])),
                    side(mon(DARKRAI, damage=20), bench=[DARKRAI]), rules="modern")
    _attack(game, "Strange Hacking")
    game.apply(Choose(10))  # from the Active Pokémon, to the only other one
    game.apply(Choose(None))
    assert game.players[1].active.damage == 10 and game.players[1].bench[0].damage == 10
    assert game.players[1].active.rot != 0


def test_colorful_confection_and_poisonous_musculature():
    game = new_game(side(mon("sv7-65", "sv7-64", energy=[FIRE, WATER]), deck=["Squirtle", "Pikachu", "sv6-36"]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Colorful Confection")
    assert {game.name_of(u) for u in game.pending.options} == {"Squirtle", "Litwick"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2
    game = new_game(side(mon("sv6pt5-36", energy=[GRASS]), deck=[DARK, DARK, "Eevee"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Poisonous Musculature")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].active.energy) == 3 and game.players[0].active.poison


def test_metronome_uses_an_attack_of_the_defending_pokemon():
    game = new_game(side(mon("sv6-79", "Clefairy", energy=[PSYCHIC] * 2)), side(DARKRAI), rules="modern")
    _attack(game, "Metronome")
    assert game.pending.purpose == "copy_attack"
    game.apply(Choose("Night Impact"))
    assert game.players[1].active.damage == 110


# ------------------------------------------------------------------ a Trainer played this turn
def test_colluding_tentacles_needs_xerosics_machinations_played_this_turn():
    for played, damage in ((True, 120), (False, 0)):
        game = new_game(side(mon("sv6pt5-34", "sv6pt5-33", energy=[DARK, DARK]), hand=["sv6pt5-64"]),
                        side("Pikachu", bench=[DARKRAI]), rules="modern")
        if played:
            _play(game, "Xerosic's Machinations")
        _attack(game, "Colluding Tentacles")
        active = game.players[1].active
        assert game.card_of(active).name == ("Darkrai ex" if played else "Pikachu") and active.damage == damage


def test_shadowy_envoy_draws_to_8_after_janines_secret_art():

    game = new_game(side("sv6pt5-29", hand=["sv6pt5-59"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    assert UsePower(0, 0) not in game.legal_actions()
    _play(game, "Janine's Secret Art")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0] if not game.pending.optional else None))
    _power(game, 0, "Shadowy Envoy")
    assert len(game.players[0].hand) == 8


def test_briar_takes_1_more_prize_for_a_tera_pokemons_knock_out():
    for prizes, can in ((["Pikachu"] * 2, True), (["Pikachu"] * 3, False)):
        game = new_game(side("sv7-128", hand=["sv7-132"]), side(DARKRAI, prizes=prizes), rules="modern")
        assert _playable(game, "Briar") == can
    game = new_game(side(mon("sv7-128", energy=[GRASS, WATER, LIGHTNING]), hand=["sv7-132"], prizes=["Pikachu"] * 4),
                    side(mon("Pikachu", damage=0), bench=["Eevee"], prizes=["Pikachu"] * 2), rules="modern")
    _play(game, "Briar")
    _attack(game, "Crown Opal")
    assert len(game.players[0].prizes) == 4 - 2  # a Pikachu is worth 1, and Briar's 1 more


def test_seek_inspiration_uses_an_attack_of_the_discarded_pokemon():
    for top, dealt in (("sv5-53", [50]), (DARKRAI, []), (GRASS, [])):
        game = new_game(side(mon("sv7-58", "Slowpoke", energy=[PSYCHIC, PSYCHIC]), deck=["Eevee", top]),
                        side("me1-74"), rules="modern")
        events = _attack(game, "Seek Inspiration")
        if game.pending is not None and game.pending.purpose == "copy_attack":
            assert game.pending.options == ("Chop", "Electric Punch")
            events += game.apply(Choose("Electric Punch"))
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == dealt
        assert len(game.players[0].discard) == 1 and len(game.players[0].deck) == 1


def test_disorienting_flash_confuses_with_8_counters_on_tails():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("sv7-49", energy=[LIGHTNING] * 2)), side(mon(DARKRAI, energy=[DARK, DARK])),
                    rules="modern", seed=seed_for(False))
    _attack(game, "Disorienting Flash")
    assert game.players[1].active.rot != 0
    events = _attack_as(game, 1, "Wind of Darkness")  # Confused: tails, 8 damage counters on itself
    assert [e.amount for e in events if e.kind == "damage" and e.player == 1 and e.detail == "Confusion"] == [80]


def test_sparkling_crystal_makes_a_tera_pokemons_attack_cost_1_energy_less():
    for attacker, can in (("sv7-128", True), (DARKRAI, False)):
        game = new_game(side(mon(attacker, energy=[GRASS, WATER], tools=["sv7-142"])), side("me1-74"), rules="modern")
        name = "Crown Opal" if attacker == "sv7-128" else "Night Impact"
        assert _attackable(game, name) == can  # Crown Opal needs Grass, Water, Lightning


def test_gutsy_swing_ignores_its_cost_while_conkeldurr_has_a_special_condition():
    for burned, can in ((True, True), (False, False)):
        game = new_game(side(mon("sv6-105", "Timburr", "Gurdurr")), side(DARKRAI), rules="modern")
        game.players[0].active.burned = burned
        assert _attackable(game, "Gutsy Swing") == can
    game = new_game(side(mon("sv6-105", "Timburr", "Gurdurr")), side(DARKRAI), rules="modern")
    game.players[0].active.poison = 10
    _attack(game, "Gutsy Swing")
    assert _dealt(game) == [250]


def test_memory_dive_lets_evolved_pokemon_use_their_previous_evolutions_attacks():
    for bench, can in ((["sv5-84"], True), (["Eevee"], False)):
        game = new_game(side(mon("sv5-52", "base1-58", energy=[LIGHTNING, LIGHTNING]), bench=bench), side(DARKRAI),
                        rules="modern")
        names = [a.name for a in game.card_of(game.players[0].active).attacks]
        assert ("Thunder Jolt" in names) == can
    game = new_game(side(mon("sv5-52", "base1-58", energy=[LIGHTNING, LIGHTNING]), bench=["sv5-84"]),
                    side(DARKRAI), rules="modern", seed=seed_for(True))
    _attack(game, "Thunder Jolt")
    assert game.players[1].active.damage == 30


def test_luminous_energy_provides_every_type_unless_another_special_energy_is_attached():
    game = new_game(side(mon("sv6-39", energy=[FIRE, "sv6-226"])), side(DARKRAI), rules="modern")
    assert _attackable(game, "Ground Melter")  # Fire and Colorless
    game = new_game(side(mon("sv6-39", energy=["sv6-226", JET])), side(DARKRAI), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless", "Colorless"]
    assert not _attackable(game, "Ground Melter")
    game = new_game(side(mon("sv6-39", energy=["sv6-226", "sv6-226"])), side(DARKRAI), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless", "Colorless"]  # each sees the other


def test_curly_wall_protects_basic_colorless_pokemon_with_another_bouffalant_in_play():
    for bench, dealt in ((["sv7-119"], [40]), (["Pikachu"], [100]), (["sv7-119", "sv7-119"], [40])):  # no stacking
        game = new_game(side(mon("sv6-76", "sv6-75", energy=[LIGHTNING] * 2)), side("sv7-119", bench=bench),
                        rules="modern")
        _attack(game, "Strong Volt")
        assert _dealt(game) == dealt


def test_quick_sign_can_be_used_during_the_first_turn_of_the_player_going_first():
    game = new_game(side(mon("sv6-9", energy=[GRASS]), deck=["Eevee", "Pikachu", GRASS]), side(DARKRAI),
                    rules="modern", turn=1, first=0)
    legal = game.legal_actions()
    assert Attack(0) in legal and Attack(1) not in legal  # Coordinated Strike must wait
    _attack(game, "Quick Sign")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].bench) == 2


# ------------------------------------------------------------------ Energy attached from the hand
def test_gnawing_curse_puts_2_counters_on_a_pokemon_the_opponent_attaches_energy_to():
    from tests.engine_helpers import attach

    game = new_game(side("Pikachu", hand=[LIGHTNING, GRASS]), side(mon("sv5-104", "Gastly", "Haunter")),
                    rules="modern")
    attach(game, "Basic Lightning Energy", 0)
    assert game.players[0].active.damage == 20
    game = new_game(side(mon("sv7-14", "sv7-12", "sv7-13"), hand=[GRASS]), side(mon("sv5-104", "Gastly", "Haunter")),
                    rules="modern")
    _power(game, 0, "Ripening Charge")  # an Ability's attachment from the hand counts too (then heals 30)
    assert game.players[0].active.damage == 0 and len(game.players[0].active.energy) == 1


def test_tricky_steps_moves_an_energy_to_their_bench():
    game = new_game(side(mon("sv5-104", "Gastly", "Haunter", energy=[DARK, DARK])),
                    side(mon(DARKRAI, energy=[DARK]), bench=["Eevee"]), rules="modern")
    _attack(game, "Tricky Steps")
    game.apply(Choose("yes"))
    assert not game.players[1].active.energy and len(game.players[1].bench[0].energy) == 1


def test_daydream_ends_their_turn_when_they_attach_energy_to_the_defending_pokemon():
    from tests.engine_helpers import attach

    game = new_game(side(mon("sv6pt5-17", energy=[PSYCHIC] * 2)),
                    side(DARKRAI, bench=["Eevee"], hand=[DARK, DARK], deck=[DARK] * 5), rules="modern")
    _attack(game, "Daydream")
    assert game.current == 1
    attach(game, "Basic Darkness Energy", 0)
    assert game.current == 0


def test_boomerang_energy_comes_back_after_its_attack_discarded_it():
    game = new_game(side(mon("sv5-31", energy=[FIRE, FIRE, "sv6-166", "sv6-166"])), side(DARKRAI), rules="modern",
                    seed=seed_for(False, False, False))
    _attack(game, "Licking Flames")  # 3 tails: 3 Energy discarded
    while game.pending is not None and game.pending.player == 0:
        boomerang = [u for u in game.pending.options if game.name_of(u) == "Boomerang Energy"]
        game.apply(Choose(boomerang[0] if boomerang else game.pending.options[0]))
    names = sorted(game.name_of(u) for u in game.players[0].active.energy)
    assert names == ["Basic Fire Energy", "Boomerang Energy", "Boomerang Energy"]
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Fire Energy"]


def test_look_alike_show_uses_a_supporter_of_the_opponents_hand():
    game = new_game(side(mon("sv5-63", energy=[PSYCHIC])), side(DARKRAI, hand=["sv6-144", "sv6pt5-64", "Eevee"]),
                    rules="modern")
    _attack(game, "Look-Alike Show")
    assert {game.name_of(u) for u in game.pending.options} == {"Caretaker", "Xerosic's Machinations"}
    caretaker = next(u for u in game.pending.options if game.name_of(u) == "Caretaker")
    game.apply(Choose(caretaker))
    assert len(game.players[0].hand) == 2 and len(game.players[1].hand) == 3 + 1  # they keep the card, and draw
    game = new_game(side(mon("sv5-63", energy=[PSYCHIC])), side(DARKRAI, hand=["Eevee"]), rules="modern")
    _attack(game, "Look-Alike Show")
    assert game.pending is None and game.current == 1


def test_all_out_attack_does_90_more_after_form_ranks_last_turn():
    for first, dealt in (("Form Ranks", [120]), ("All-Out Attack", [30])):
        game = new_game(side(mon("sv7-88", energy=[FIGHTING, FIGHTING]), deck=["Eevee"] * 6),
                        side(mon("sv5-12", "sv5-10", "sv5-11")), rules="modern")
        _attack(game, first)
        while game.pending is not None and game.pending.player == 0:
            game.apply(Choose(None if game.pending.optional else game.pending.options[0]))
        _end_turn(game)
        _attack(game, "All-Out Attack")
        assert _dealt(game) == dealt
