"""Normal uses what today's decks are built around, from seeded positions: a search Ability
(Pidgeot ex's Quick Search), an Energy-accelerating Ability (Gardevoir ex's Psychic Embrace),
a Rare Candy line (Ultra Ball for the Stage 2, Rare Candy kept), a VSTAR Power (Arceus
VSTAR's Starbirth, kept when it would find nothing useful), a Tera ex attack (Dragapult ex's
Phantom Dive, its counters spread for Knock Outs), a Mega ex (Mega Starmie ex) and a Tool
that adds HP (Hero's Cape)."""

from __future__ import annotations

import pytest
from engine_helpers import mon, names, new_game, side

from desktop.ai.base import make_agent

FIRE, PSYCHIC, WATER = "sve-2", "sve-5", "sve-3"
CHARMANDER, CHARIZARD_EX = "sv3-26", "sv4pt5-54"
PIDGEY, PIDGEOT_EX = "sv3pt5-16", "sv3-164"
RALTS, KIRLIA, GARDEVOIR_EX = "swsh10-60", "swsh12-68", "sv4pt5-29"
ARCEUS_V, ARCEUS_VSTAR = "swsh9-122", "swsh9-123"
DREEPY, DRAKLOAK, DRAGAPULT_EX = "me2pt5-158", "me2pt5-159", "me2pt5-160"
STARYU, MEGA_STARMIE_EX = "me3-20", "me3-21"
RARE_CANDY, ULTRA_BALL, POFFIN = "sv4pt5-89", "sv4pt5-91", "sv5-144"
MIRAIDON = "sv1-80"  # 120 HP
SEEDS = (1, 2, 3)


def normal_turn(game, seed: int) -> list:
    """Normal plays player 0's whole turn (its prompts too); returns the moves it made."""
    agent = make_agent("normal", seed=seed)
    turn, moves = game.turn, []
    while game.outcome is None and len(moves) < 80:
        prompted = game.prompt.player if game.prompt is not None else game.current
        if prompted != 0 or (game.turn != turn and game.prompt is None):
            break
        move = agent.choose(game.view(0))
        moves.append(move)
        game.apply(move)
    return moves


def trainers(game, moves) -> list[str]:
    """Names of the Trainer cards played, in order."""
    return [game.name_of(m[1]) for m in moves if m[0] == "play"]


def powers(moves) -> list:
    return [m for m in moves if m[0] == "power"]


def attacks(moves) -> list:
    return [m for m in moves if m[0] == "attack"]


def in_play(game, player: int = 0) -> list[str]:
    return [game.name_of(s.top) for s in game.players[player].slots()]


@pytest.mark.parametrize("seed", SEEDS)
def test_quick_search_takes_the_rare_candy_that_puts_the_stage_2_in_hand_into_play(seed):
    me = side(mon(CHARMANDER), bench=[mon(PIDGEOT_EX, PIDGEY)], hand=[CHARIZARD_EX],
              deck=[RARE_CANDY] + ["sve-6"] * 11)
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    moves = normal_turn(g, seed)
    assert powers(moves)  # Quick Search
    assert "Charizard ex" in in_play(g) and "Rare Candy" in names(g, g.players[0].discard)


def test_quick_search_is_not_used_when_it_would_only_empty_the_deck():
    g = new_game(side(mon(CHARMANDER), bench=[mon(PIDGEOT_EX, PIDGEY)], deck=["sve-6"] * 3), side(mon(MIRAIDON)),
                 rules="modern")
    assert not powers(normal_turn(g, 1))


@pytest.mark.parametrize("seed", SEEDS)
def test_psychic_embrace_powers_up_miracle_force_for_the_knock_out(seed):
    me = side(mon(GARDEVOIR_EX, RALTS, KIRLIA, energy=[PSYCHIC]), bench=[mon(KIRLIA, RALTS, damage=60)],
              discard=[PSYCHIC] * 3, deck=[PSYCHIC] * 12)
    g = new_game(me, side(mon(MIRAIDON), bench=[mon(MIRAIDON)]), rules="modern")
    moves = normal_turn(g, seed)
    assert len(powers(moves)) >= 2 and attacks(moves)
    assert len(g.players[0].prizes) == 5  # Miraidon Knocked Out by Miracle Force
    assert in_play(g) == ["Gardevoir ex", "Kirlia"]  # Psychic Embrace never Knocked Out its own Kirlia


@pytest.mark.parametrize("seed", SEEDS)
def test_ultra_ball_finds_the_stage_2_and_keeps_the_rare_candy(seed):
    me = side(mon(CHARMANDER), bench=[mon(PIDGEY)], hand=[ULTRA_BALL, RARE_CANDY, FIRE, POFFIN],
              deck=[FIRE] * 6 + [PIDGEOT_EX, CHARIZARD_EX, CHARMANDER])
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    moves = normal_turn(g, seed)
    assert trainers(g, moves)[:2] == ["Ultra Ball", "Rare Candy"]
    assert {"Charizard ex", "Pidgeot ex"} & set(in_play(g))  # a Stage 2 in play this turn


def test_rare_candy_evolves_charmander_and_infernal_reign_attaches_fire():
    me = side(mon(CHARMANDER), bench=[mon(PIDGEY)], hand=[RARE_CANDY, CHARIZARD_EX], deck=[FIRE] * 6 + [CHARMANDER] * 4)
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    normal_turn(g, 1)
    zard = g.players[0].active
    assert g.name_of(zard.top) == "Charizard ex"
    assert sum(len(s.energy) for s in g.players[0].slots()) == 3  # Infernal Reign: 3 Basic Fire Energy


@pytest.mark.parametrize("seed", SEEDS)
def test_starbirth_fetches_a_pokemon_to_bench_not_two_energy(seed):
    me = side(mon(ARCEUS_VSTAR, ARCEUS_V, energy=[FIRE]), deck=[FIRE] * 6 + [ARCEUS_V, ULTRA_BALL])
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    moves = normal_turn(g, seed)
    assert powers(moves) and (0, "VSTAR") in g.markers
    assert in_play(g).count("Arceus V") == 1  # Starbirth found the Arceus V and it was benched


def test_starbirth_is_kept_when_it_would_only_add_energy_to_a_full_hand():
    me = side(mon(ARCEUS_VSTAR, ARCEUS_V, energy=[FIRE]), hand=[FIRE] * 8, deck=[FIRE] * 12)
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    moves = normal_turn(g, 1)
    assert not powers(moves) and (0, "VSTAR") not in g.markers


@pytest.mark.parametrize("seed", SEEDS)
def test_phantom_dive_spreads_its_counters_for_two_bench_knock_outs(seed):
    me = side(mon(DRAGAPULT_EX, DREEPY, DRAKLOAK, energy=[FIRE]), hand=[PSYCHIC], deck=[PSYCHIC] * 12)
    them = side(mon(MIRAIDON), bench=[mon(PIDGEY), mon(MIRAIDON, damage=110)])  # 50 HP and 10 HP left
    g = new_game(me, them, rules="modern")
    moves = normal_turn(g, seed)
    dragapult = g.card_of(g.players[0].active)
    assert [dragapult.attacks[m[1]].name for m in attacks(moves)] == ["Phantom Dive"]
    assert len(g.players[0].prizes) == 3  # the Active and both Benched Pokémon Knocked Out


@pytest.mark.parametrize("seed", SEEDS)
def test_mega_starmie_ex_evolves_and_knocks_out(seed):
    me = side(mon(STARYU, energy=[WATER]), bench=[mon(STARYU)], hand=[MEGA_STARMIE_EX], deck=[WATER] * 12)
    g = new_game(me, side(mon(MIRAIDON), bench=[mon(MIRAIDON)]), rules="modern")
    moves = normal_turn(g, seed)
    assert "Mega Starmie ex" in in_play(g) and attacks(moves)
    assert len(g.players[0].prizes) == 5  # Jetting Blow: 120 to the 120-HP Miraidon


def test_a_tool_that_adds_hp_is_attached_because_the_hp_counts():
    me = side(mon(CHARMANDER), hand=["sv5-152"], deck=[FIRE] * 12)  # Hero's Cape: +100 HP
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    normal_turn(g, 1)
    active = g.players[0].active
    assert names(g, [uid for uid, _turn in active.tools]) == ["Hero's Cape"]
    assert g.hp_of(active) == g.card_of(active).hp + 100


@pytest.mark.parametrize(("deck", "used"), [(40, True), (12, False)])
def test_refinement_draws_from_a_full_deck_but_not_a_thin_one(deck, used):
    me = side(mon(KIRLIA, RALTS), hand=[ULTRA_BALL, FIRE, FIRE], deck=[PSYCHIC] * deck)  # discard 1, draw 2
    g = new_game(me, side(mon(MIRAIDON)), rules="modern")
    assert bool(powers(normal_turn(g, 1))) is used
