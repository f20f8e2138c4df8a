"""Sun & Moon cards of the Burning Shadows theme deck Luminous Frost (issue #15), hand-written in the
Sun & Moon words and played by the Sun & Moon rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import END_TURN, Choose, PlayTrainer, UsePower
from tests.engine_helpers import attack, mon, new_game, side

WATER, FIRE, GRASS = "sm1-166", "sm1-165", "sm1-164"


def _sm(me: dict, them: dict, **options):
    return new_game(me, them, rules="sm", **options)


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage" and e.player == 1]


def test_slush_rush_draws_a_card_once_a_turn():
    game = _sm(side(mon("sm2-20", "sm2-19"), deck=[WATER] * 3), side("Squirtle"))
    game.apply(UsePower(0, 0))
    assert len(game.players[0].hand) == 1 and UsePower(0, 0) not in game.legal_actions()


def test_lana_heals_50_from_each_pokemon_with_water_energy():
    game = _sm(side(mon("sm3-31", "sm3-30", energy=[WATER], damage=80), bench=[mon("sm3-24", damage=60)],
                    hand=["sm3-117"]), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    assert game.players[0].active.damage == 30 and game.players[0].bench[0].damage == 60


def test_flare_recharge_and_aqua_reflect_put_energy_on_the_bench():
    game = _sm(side(mon("sm3-23", "sm3-22", energy=[FIRE, WATER]), bench=["sm3-22"], discard=[FIRE, WATER]),
               side(mon("sm3-24")))
    attack(game, "Flare Recharge")
    assert [game.cards[u].name for u in game.players[0].bench[0].energy] == ["Fire Energy"]
    game = _sm(side(mon("sm3-37", "sm3-36", energy=[WATER, FIRE]), bench=["sm3-36"]), side(mon("sm3-24")))
    attack(game, "Aqua Reflect")
    assert [game.cards[u].name for u in game.players[0].bench[0].energy] == ["Water Energy"]


def test_odor_sleuth_takes_a_card_back_for_each_heads():
    for seed in range(6):
        game = _sm(side(mon("sm3-24", energy=[WATER, FIRE]), discard=[GRASS, "Pikachu", WATER]), side("Squirtle"),
                   seed=seed)
        events = attack(game, "Odor Sleuth")
        while game.pending is not None and game.pending.player == 0:
            game.apply(Choose(game.pending.options[0]))
        heads = sum(e.amount == 1 for e in events if e.kind == "coin")
        assert len(game.players[0].hand) == heads, seed


def test_luminous_barrier_stops_pokemon_gx_and_ex_only():
    for attacker, name, energy, dealt in (("sm3-20", "Wing Attack", [FIRE] * 3, 0), ("sm1-40", "Wave Splash",
                                                                                      [WATER] * 2, 30)):
        game = _sm(side(mon("sm3-28", "sm3-27"), deck=[WATER] * 5),
                   side(mon(attacker, energy=energy), deck=[WATER] * 5))
        game.apply(END_TURN)
        attack(game, name)
        assert game.players[0].active.damage == dealt, attacker


def test_kingdra_brine_and_tornado_shot():
    game = _sm(side(mon("sm3-31", "sm3-30", energy=[WATER])), side(mon("sm3-22"), bench=[mon("sm3-24", damage=10)]))
    attack(game, "Brine")
    assert game.players[1].bench[0].damage == 100  # Heatmor, the only damaged Pokémon: no question
    game = _sm(side(mon("sm3-31", "sm3-30", energy=[WATER, WATER])), side(mon("sm3-31", "sm3-30"), bench=["sm3-22"]))
    attack(game, "Tornado Shot")
    assert len(game.players[0].active.energy) == 1 and game.players[1].bench[0].damage == 30


def test_synchronoise_hits_the_benched_pokemon_that_share_a_type_with_their_active():
    game = _sm(side(mon("sm3-38", energy=[WATER] * 3)), side(mon("sm3-24"), bench=["sm3-22", "sm3-36"]))
    attack(game, "Synchronoise")
    assert [s.damage for s in game.players[1].bench] == [20, 0]  # Pansear (Fire) like Heatmor; Panpour is Water
