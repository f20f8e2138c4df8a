"""XY cards of the XY theme decks (issue #15), hand-written in the XY words and played by the XY
rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer
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
