"""XY cards of the Furious Fists theme decks (issue #15: Dark Hammer), hand-written in the XY words
and played by the XY rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer
from tests.engine_helpers import attack, mon, new_game, side

FIGHTING, DARK, WATER, FIRE = "sm1-169", "sm1-170", "sm1-166", "sm1-165"


def _xy(me: dict, them: dict, **options):
    return new_game(me, them, rules="xy", **options)


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage" and e.player == 1]


def test_fighting_fury_adds_20_to_your_fighting_pokemons_attacks():
    for attacker, name, energy, dealt in (("xy3-56", "Flop", [FIGHTING], 30), ("xy3-66", "Corkscrew Punch",
                                                                                [DARK, DARK], 30)):
        game = _xy(side(mon(attacker, energy=energy), bench=[mon("xy3-46", "xy3-44", "xy3-45")]),
                   side(mon("xy3-52", "xy3-51")))  # Hariyama: no Weakness to either
        assert _dealt(attack(game, name)) == [dealt], attacker


def test_thick_fat_reduces_damage_from_fire_and_water_pokemon_by_30():
    for attacker, name, energy, dealt in (("xy2-19", "Fire Mane", [FIRE] * 2, 0), ("xy3-56", "Lunge",
                                                                                      [FIGHTING] * 2, 30)):
        game = _xy(side(mon(attacker, energy=energy)), side(mon("xy3-52", "xy3-51")))
        attack(game, name)
        assert game.players[1].active.damage == dealt, attacker


def test_aero_turn_returns_mienshao_and_its_cards_to_the_hand():
    game = _xy(side(mon("xy3-57", "xy3-56", energy=[FIGHTING]), bench=["xy3-59"]), side(mon("xy3-52", "xy3-51")))
    attack(game, "Aero Turn")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert sorted(game.cards[u].name for u in me.hand) == ["Fighting Energy", "Mienfoo", "Mienshao"]
    assert game.players[1].active.damage == 40


def test_bad_influence_evolution_needs_a_darkness_pokemon_on_the_bench():
    for bench, evolved in ((["xy3-66"], True), (["xy3-56"], False)):
        game = _xy(side(mon("xy3-59", energy=[WATER]), bench=bench, deck=["xy3-68", WATER]), side("Squirtle"))
        attack(game, "Bad-Influence Evolution")
        assert (game.cards[game.players[0].active.top].name == "Pangoro") == evolved, bench


def test_machine_gun_headbutt_and_clobber():
    game = _xy(side(mon("xy3-67", "xy3-66", energy=[DARK, DARK])), side(mon("xy3-52", "xy3-51")))
    events = attack(game, "Machine Gun Headbutt")
    heads = sum(e.amount == 1 for e in events if e.kind == "coin")
    assert game.players[1].active.damage == 50 * heads and game.players[0].active.rot != 0
    game = _xy(side(mon("xy3-68", "xy3-60", energy=[DARK, WATER]), hand=["xy1-120", WATER]),
               side(mon("xy3-52", "xy3-51")))
    attack(game, "Clobber")
    assert game.pending.options == (game.players[0].hand[0],)  # the Item card only
    game.apply(Choose(game.players[0].hand[0]))
    assert game.players[1].active.damage == 70


def test_korrina_takes_a_fighting_pokemon_and_an_item_card():
    game = _xy(side("Pikachu", hand=["xy3-95"], deck=["Squirtle", "xy3-56", "xy1-120", "xy3-95", WATER]),
               side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert sorted(game.cards[u].name for u in game.players[0].hand) == ["Max Revive", "Mienfoo"]


def test_xy_energy_switch_moves_a_basic_energy():
    game = _xy(side(mon("xy3-56", energy=[FIGHTING]), bench=["xy3-59"], hand=["xy3-89"]), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[-1]))
    assert not game.players[0].active.energy and len(game.players[0].bench[0].energy) == 1
