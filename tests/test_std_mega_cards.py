"""Cards of today's Standard sets (Black Bolt, White Flare, Mega Evolution, Phantasmal Flames,
Ascended Heroes, Perfect Order), each played as printed (issue #14)."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, Evolve, Retreat
from desktop.engine.cards import default_db
from tests.engine_helpers import bench, hand_card, mon, new_game, side

FIGHTING, GRASS, FIRE, WATER, LIGHTNING, PSYCHIC = "sve-6", "sve-1", "sve-2", "sve-3", "sve-4", "sve-5"
PLUME, JAW, ARCHEN = "rsv10pt5-79", "me3-68", "rsv10pt5-50"


def _attack_named(game, name: str, player: int = 0) -> None:
    card = game.card_of(game.players[player].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _dealt(game, player: int = 1) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == player]


def test_antique_plume_fossil_is_played_as_a_basic_pokemon_and_is_safe_on_the_bench():
    fossil = default_db().get(PLUME)
    assert fossil.hp == 60 and fossil.is_basic_pokemon and fossil.implemented
    game = new_game(side(mon("svp-110"), hand=[PLUME, ARCHEN]), side(mon("sv3-62", energy=[WATER] * 3)),
                    rules="modern")
    bench(game, "Antique Plume Fossil")
    assert game.name_of(game.players[0].bench[0].top) == "Antique Plume Fossil"
    game.apply(game.legal_actions()[-1])  # end the turn: the opponent's Jet Punch aims at the Bench
    _attack_named(game, "Jet Punch", player=1)
    if game.pending is not None:
        game.apply(Choose(1))
    assert game.players[0].bench[0].damage == 0
    assert any(e.kind == "prevented" and e.player == 0 for e in game.last_events)


def test_antique_plume_fossil_cannot_retreat_and_archen_evolves_from_it():
    game = new_game(side(mon(PLUME), bench=["svp-110"], hand=[ARCHEN]), side(mon("svp-110")), rules="modern")
    assert not any(isinstance(a, Retreat) for a in game.legal_actions())
    game.players[0].active.entered = 0
    assert Evolve(hand_card(game, "Archen"), 0) in game.legal_actions()


def test_antique_jaw_fossil_in_the_active_spot_makes_the_opponents_attacks_do_30_less():
    for active, less in ((JAW, 30), ("svp-110", 0)):
        game = new_game(side(mon(active), bench=[JAW] if active != JAW else []),
                        side(mon("sv3-62", energy=[WATER] * 3)), rules="modern")
        game.apply(game.legal_actions()[-1])
        _attack_named(game, "Jet Punch", player=1)
        printed = default_db().get("sv3-62").attacks[0].damage
        assert game.players[0].active.damage == printed - less, active
