"""XY cards of the XY theme decks (issue #15), hand-written in the XY words and played by the XY
rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer, UsePower
from tests.engine_helpers import attack, mon, new_game, side

GRASS, FIGHTING, DARKNESS = "Grass Energy", "Fighting Energy", "sve-7"  # sve-7: Basic Darkness Energy


def _xy(me: dict, them: dict, **options):
    return new_game(me, them, rules="xy", **options)


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def test_mine_looks_at_their_top_card_and_may_have_them_shuffle():
    for answer in ("yes", "no"):
        deck = ["Pikachu", "Squirtle", "Charmander", "Bulbasaur", "Eevee", "Meowth", "Psyduck", "Abra"]
        game = _xy(side(mon("xy1-58", energy=[FIGHTING])), side("Pikachu", deck=deck), seed=4)
        top = game.players[1].deck[-1]
        events = attack(game, "Mine")
        assert any(e.kind == "peek" and e.card == top for e in events)
        events = game.apply(Choose(answer))
        shuffled = any(e.kind == "shuffle" and e.player == 1 for e in events)
        assert shuffled == (answer == "yes")
        if answer == "no":
            assert top in game.players[1].hand  # still on top: drawn at the start of their turn


def test_dig_out_attaches_the_discarded_card_only_if_it_is_fighting_energy():
    for top, attached in ((FIGHTING, 1), (GRASS, 0)):
        game = _xy(side(mon("xy1-60", energy=[FIGHTING]), deck=[GRASS, top]), side("Squirtle"))
        attack(game, "Dig Out")
        me = game.players[0]
        assert len(me.active.energy) == 1 + attached, top
        assert [game.cards[u].name for u in me.discard] == ([] if attached else [GRASS])
        assert game.players[1].active.damage == 10


def test_second_bite_does_10_more_for_each_damage_counter():
    game = _xy(side(mon("xy1-101", energy=["Water Energy"] * 2)), side(mon("xy1-60", damage=20)))  # Rhyhorn: 80 HP
    attack(game, "Second Bite")
    assert game.players[1].active.damage == 20 + 10 + 20


def test_evosoda_evolves_from_the_deck_but_not_a_pokemon_put_into_play_this_turn():
    game = _xy(side(mon("xy1-60", entered=1), bench=[mon("xy1-58", entered=3)], hand=["xy1-116"],
                    deck=["xy1-61", "Dugtrio", GRASS]), side("Pikachu"))
    _play(game, "xy1-116")
    while game.pending is not None:  # only Rhyhorn may evolve: it goes straight to the Evolution card
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert game.cards[me.active.top].name == "Rhydon" and game.cards[me.bench[0].top].name == "Diglett"
    assert "Rhydon" not in [game.cards[u].name for u in me.deck]
    game = _xy(side(mon("xy1-60"), hand=["xy1-116"], deck=["xy1-61"]), side("Pikachu"), turn=2)
    uid = game.players[0].hand[0]
    assert not game.is_legal(PlayTrainer(uid, None))  # your first turn


def test_max_revive_puts_a_pokemon_from_the_discard_pile_on_top_of_the_deck():
    game = _xy(side("Pikachu", hand=["xy1-120"], discard=[GRASS, "Squirtle"]), side("Pikachu"))
    _play(game, "xy1-120")
    me = game.players[0]
    assert game.cards[me.deck[-1]].name == "Squirtle" and [game.cards[u].name for u in me.discard][:1] == [GRASS]


def test_shadow_circle_takes_weakness_from_pokemon_with_darkness_energy():
    for energy, damage in (([DARKNESS], 30), ([FIGHTING], 60)):
        them = side(mon("xy1-60", energy=energy))  # Rhyhorn: Weakness Grass x2
        them["stadium"] = "xy1-126"
        game = _xy(side(mon("xy1-6", energy=[GRASS, GRASS])), them)  # Ledyba's Spinning Attack: 30
        attack(game, "Spinning Attack")
        assert game.players[1].active.damage == damage, energy


FAIRY = "Fairy Energy"


def _answer_all(game, pick=lambda options: options[0]) -> None:
    while game.pending is not None:
        game.apply(Choose(pick(game.pending.options)))


def test_geomancy_attaches_fairy_energy_from_the_deck_to_2_chosen_benched_pokemon():
    game = _xy(side(mon("xy1-96", energy=[FAIRY]), bench=["Pikachu", "Squirtle", "Eevee"], deck=[FAIRY] * 3 + [GRASS]),
               side("Pikachu"))
    attack(game, "Geomancy")
    assert game.pending is not None and set(game.pending.options) == {1, 2, 3}
    game.apply(Choose(3))
    game.apply(Choose(1))
    bench = game.players[0].bench
    assert [len(s.energy) for s in bench] == [1, 0, 1]
    assert all(game.cards[s.energy[0]].name == FAIRY for s in (bench[0], bench[2]))


def test_fairy_transfer_moves_fairy_energy_as_often_as_you_like():
    game = _xy(side(mon("xy1-93", "xy1-92", energy=[FAIRY, FAIRY]), bench=["Pikachu"]), side("Pikachu"))
    for moved in (1, 2):
        do_power = next(a for a in game.legal_actions() if isinstance(a, UsePower))
        game.apply(do_power)
        while game.pending is not None:  # from the Active Pokémon to the Benched one
            game.apply(Choose(0 if game.pending.purpose == "move_energy_from" else 1))
        assert len(game.players[0].bench[0].energy) == moved
    assert game.players[0].active.energy == []


def test_sweet_veil_keeps_and_takes_special_conditions_off_pokemon_with_fairy_energy():
    from tests.engine_helpers import attach

    game = _xy(side(mon("Pikachu", poison=10), bench=[mon("xy1-95", "xy1-94")], hand=[FAIRY]), side("Pikachu"))
    game.players[0].active.rot = 1  # Asleep as well
    assert game.players[0].active.poison == 10
    attach(game, FAIRY, 0)
    active = game.players[0].active
    assert active.poison == 0 and active.rot == 0
    game = _xy(side(mon("xy1-53", "Venipede", "Whirlipede", energy=["Psychic Energy"] * 4)),
               side(mon("xy1-96", energy=[FAIRY]), bench=[mon("xy1-95", "xy1-94")]))
    attack(game, "Poison Ring")
    assert game.players[1].active.poison == 0 and game.players[1].active.damage > 0


def test_massage_heals_60_from_a_benched_pokemon_and_may_be_used_with_nothing_to_heal():
    game = _xy(side(mon("xy1-91", energy=[FAIRY, GRASS], damage=30), bench=[mon("Pikachu", damage=70)]),
               side("Pikachu"))
    attack(game, "Massage")
    assert game.players[0].bench[0].damage == 10 and game.players[0].active.damage == 30
    game = _xy(side(mon("xy1-91", energy=[FAIRY, GRASS], damage=30), bench=["Pikachu"]), side("Pikachu"))
    attack(game, "Massage")  # legal: the attack does nothing
    assert game.players[0].active.damage == 30


def test_poison_ring_poisons_and_stops_retreat_during_their_next_turn():
    from desktop.engine.actions import Retreat

    game = _xy(side(mon("xy1-53", "Venipede", "Whirlipede", energy=["Psychic Energy"] * 4)),
               side(mon("xy1-96", energy=[FIGHTING] * 3), bench=["Pikachu"]))  # Xerneas: 130 HP
    attack(game, "Poison Ring")
    assert game.players[1].active.poison > 0
    assert game.current == 1 and Retreat(1) not in game.legal_actions()


def test_fairy_garden_takes_the_retreat_cost_of_pokemon_with_fairy_energy():
    for energy, cost in (([FAIRY], 0), ([GRASS], 2)):
        me = side(mon("xy1-91", energy=energy), bench=["Pikachu"])
        me["stadium"] = "xy1-117"
        game = _xy(me, side("Pikachu"))
        assert game.retreat_cost(game.players[0].active) == cost, energy


def test_super_potion_heals_60_then_discards_an_energy_from_that_pokemon():
    game = _xy(side(mon("Pikachu", energy=[GRASS, FAIRY], damage=70), hand=["xy1-128"]), side("Pikachu"))
    _play(game, "xy1-128", 0)
    assert game.pending is not None and game.pending.purpose == "discard_energy_cost"
    game.apply(Choose(game.players[0].active.energy[1]))
    active = game.players[0].active
    assert active.damage == 10 and [game.cards[u].name for u in active.energy] == [GRASS]
    game = _xy(side(mon("Pikachu", damage=30), hand=["xy1-128"]), side("Pikachu"))
    _play(game, "xy1-128", 0)  # no Energy attached: it still heals
    assert game.players[0].active.damage == 0
