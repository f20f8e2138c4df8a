"""Sun & Moon cards of the Burning Shadows theme decks (issue #15: Rock Steady), hand-written in the
Sun & Moon words and played by the Sun & Moon rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine import damage_rules, layer
from desktop.engine.actions import END_TURN, Attack, Choose, Evolve, PlayTrainer, UseStadium
from tests.engine_helpers import attack, mon, new_game, side, take_found

FIGHTING, PSYCHIC, WATER, GRASS = "sm1-169", "sm1-162", "sm1-166", "sm1-164"


def _sm(me: dict, them: dict, **options):
    return new_game(me, them, rules="sm", **options)


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage" and e.player == 1]


def test_brooklet_hill_benches_a_basic_water_or_fighting_pokemon():
    me = side("Pikachu", deck=["sm3-70", "Bulbasaur", WATER])
    me["stadium"] = "sm2-120"
    game = _sm(me, side("Squirtle"))
    game.apply(UseStadium())
    take_found(game)
    assert [game.cards[s.top].name for s in game.players[0].bench] == ["Riolu"]  # not Bulbasaur (Grass)
    assert UseStadium() not in game.legal_actions()


def test_perplexing_eyes_makes_their_weakness_psychic_until_the_end_of_your_next_turn():
    game = _sm(side(mon("sm3-59", energy=[WATER])), side(mon("sm3-66")))
    attack(game, "Perplexing Eyes")
    rhydon = game.players[1].active
    assert damage_rules.weakness(game, rhydon, game.card_of(rhydon)) == (("Psychic", "x2"),)


def test_hand_kinesis_does_10_for_each_card_in_your_hand():
    game = _sm(side(mon("sm3-60", "sm3-59", energy=[WATER] * 2), hand=[WATER] * 4), side(mon("sm3-66")))
    assert _dealt(attack(game, "Hand Kinesis")) == [40]


def test_rhyperior_toppling_wind_and_rock_wrecker():
    game = _sm(side(mon("sm3-66"), hand=["sm3-67"]), side("Squirtle", deck=[WATER] * 5))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    assert len(game.players[1].deck) == 2 and len(game.players[1].discard) == 3
    game = _sm(side(mon("sm3-67", energy=[FIGHTING] * 4), deck=[WATER] * 5),
               side(mon("sm3-108"), bench=["Squirtle"], deck=[WATER] * 5))  # Bouffalant: Weakness Fighting
    assert _dealt(attack(game, "Rock Wrecker")) == [170]  # Weakness not applied (x2 would be 340)
    while game.pending is not None:  # their new Active Pokémon
        game.apply(Choose(game.pending.options[0]))
    game.apply(END_TURN)
    assert not any(isinstance(a, Attack) for a in game.legal_actions())


def test_stance_prevents_everything_from_their_attacks_until_the_end_of_their_next_turn():
    game = _sm(side(mon("sm3-70"), hand=["sm3-71"], deck=[WATER] * 5),
               side(mon("sm3-108", energy=[WATER] * 3), deck=[WATER] * 5))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    game.apply(END_TURN)
    attack(game, "Knock Over")
    if game.pending is not None:
        game.apply(Choose("no"))
    assert game.players[0].active.damage == 0


def test_sawk_brick_break_and_quick_guard():
    them = side(mon("sm3-60", "sm3-59"))  # Meowstic: no Resistance; the Defending Pokémon is given some below
    game = _sm(side(mon("sm3-72", energy=[FIGHTING, WATER])), them)
    game.players[1].active.add_effect(layer_reduce(30))
    assert _dealt(attack(game, "Brick Break")) == [40]  # not reduced by the effect on it
    game = _sm(side(mon("sm3-72", energy=[FIGHTING]), deck=[WATER] * 5),
               side(mon("sm3-70", energy=[FIGHTING] * 2), deck=[WATER] * 5))  # Riolu: a Basic Pokémon
    attack(game, "Quick Guard")
    attack(game, "Low Kick")
    assert game.players[0].active.damage == 0 and game.current == 0
    names = {game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
             if isinstance(a, Attack)}
    assert "Quick Guard" not in names


def layer_reduce(amount: int):
    """A lasting "damage done to this Pokémon is reduced" effect, as an attack would leave it."""
    from desktop.engine.fx.mods import ReduceDamage
    from desktop.engine.state import Effect

    return Effect(layer.DAMAGE_TO_DEFENDER, 99, ReduceDamage(amount))


def test_acerola_picks_up_a_damaged_pokemon_with_everything_attached():
    game = _sm(side(mon("sm3-66", "Rhyhorn", energy=[FIGHTING], damage=30), bench=["sm3-70"], hand=["sm3-112"]),
               side("Squirtle"))
    assert game.is_legal(PlayTrainer(game.players[0].hand[0], 0))
    assert not game.is_legal(PlayTrainer(game.players[0].hand[0], 1))  # Riolu has no damage counters
    game.apply(PlayTrainer(game.players[0].hand[0], 0))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert sorted(game.cards[u].name for u in game.players[0].hand) == ["Fighting Energy", "Rhydon", "Rhyhorn"]


def test_bouffalant_knock_over_may_discard_the_stadium():
    me = side(mon("sm3-108", energy=[WATER] * 3))
    me["stadium"] = "sm2-120"
    game = _sm(me, side(mon("sm3-66")))
    attack(game, "Knock Over")
    game.apply(Choose("yes"))
    assert game.stadium < 0
