"""The last Gym cards, played in real games: Brock's Ninetales's Shapeshift (treated as the Evolution
card attached to it, through the rules layer's TRANSFORM point that Ditto's Transform answers too),
Blaine's Quiz #1 (the opponent guesses the length of a Pokémon; lengths from the Pokédex facts) and
Lt. Surge's Secret Plan (a face-down card on the Bench)."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    UsePower,
    attack,
    choose,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Evolve
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED

NINETALES, VULPIX = "gym2-3", "gym2-37"  # Brock's Ninetales, Brock's Vulpix
CHARIZARD, CHARMELEON = "base1-4", "base1-24"
FIRE = "Fire Energy"


def ninetales(**kw) -> dict:
    return mon(NINETALES, VULPIX, **kw)


def _shapeshift(g, into: str, pos: int = 0) -> None:
    """Use Shapeshift to attach ``into`` (a card name) from the hand."""
    power(g, pos)
    if g.pending is not None and g.pending.purpose == "choose_effect":
        choose(g, "attach")
    if g.pending is not None and g.pending.purpose == "shapeshift_card":
        choose(g, hand_card(g, into))


def _powers(g, pos: int = 0) -> list:
    return [a for a in g.legal_actions() if isinstance(a, UsePower) and a.pos == pos]


# ------------------------------------------------------------------ Brock's Ninetales: Shapeshift
def test_shapeshift_treats_ninetales_as_the_evolution_card_attached_damage_stays():
    g = new_game(side(ninetales(damage=50, energy=[FIRE] * 4), hand=[CHARIZARD]), side("Chansey"))
    assert g.card_of(slot(g, 0)).name == "Brock's Ninetales" and g.hp_of(slot(g, 0)) == 70
    _shapeshift(g, "Charizard")
    me = slot(g, 0)
    card = g.card_of(me)
    assert card.name == "Charizard" and g.hp_of(me) == 120 and me.damage == 50
    assert card.types == ("Fire",) and card.weaknesses == (("Water", "x2"),) and g.retreat_cost(me) == 3
    assert [a.name for a in card.attacks] == ["Fire Spin"]
    assert [p.name for p in card.powers] == ["Shapeshift"]  # Charizard's Energy Burn can't be used
    assert g.name_of(me.top) == "Brock's Ninetales" and len(me.cards) == 2  # not evolved: held as attached
    assert "Charizard" not in zone_names(g, 0, "hand")
    attack(g, "Fire Spin")  # Charizard's attack with Charizard's cost: 4 Fire Energy
    assert slot(g, 1).damage == 100 and len(me.energy) == 2


def test_shapeshift_attaches_once_a_turn_but_may_discard_the_same_turn():
    g = new_game(side(ninetales(), hand=[CHARIZARD, CHARMELEON]), side("Chansey"))
    _shapeshift(g, "Charmeleon")
    assert g.card_of(slot(g, 0)).name == "Charmeleon"
    power(g, 0)  # only the discard is left this turn: no question asked
    assert g.pending is None and g.card_of(slot(g, 0)).name == "Brock's Ninetales"
    assert "Charmeleon" in zone_names(g, 0, "discard")
    assert not _powers(g)  # attached once this turn already, nothing attached to discard
    end_turn(g)
    end_turn(g)
    _shapeshift(g, "Charizard")
    assert g.card_of(slot(g, 0)).name == "Charizard"


def test_discarding_the_evolution_card_knocks_out_ninetales_with_too_much_damage():
    g = new_game(side(ninetales(damage=80), bench=["Chansey"], hand=[CHARIZARD]), side("Chansey"))
    _shapeshift(g, "Charizard")
    assert slot(g, 0).damage == 80 and g.name_of(g.players[0].active.top) == "Brock's Ninetales"
    end_turn(g)
    end_turn(g)
    power(g, 0)  # discard Charizard: 80 damage on a 70 HP Pokémon
    assert "Brock's Ninetales" in zone_names(g, 0, "discard") and len(g.players[1].prizes) == 5


def test_becoming_asleep_discards_the_evolution_cards_and_stops_the_power():
    lullaby = ready("base2-54", "Lullaby")
    g = new_game(side(ninetales(damage=60), bench=["Chansey"], hand=[CHARMELEON]), side(lullaby),
                 seed=seed_for(False))  # it stays Asleep at the Checkup
    _shapeshift(g, "Charmeleon")
    end_turn(g)
    attack(g, "Lullaby")  # Brock's Ninetales is now Asleep: Charmeleon is discarded, 60 < 70 HP
    me = g.players[0].active
    assert me.rot == ASLEEP and not me.tools and "Charmeleon" in zone_names(g, 0, "discard")
    assert g.card_of(me).name == "Brock's Ninetales" and me.damage == 60


def test_the_power_cant_be_used_while_asleep_confused_or_paralyzed():
    for rot in (ASLEEP, CONFUSED, PARALYZED):
        g = new_game(side(ninetales(), hand=[CHARIZARD]), side("Chansey"))
        g.set_rotation(0, 0, slot(g, 0), rot)
        assert not _powers(g)


def test_shapeshifted_ninetales_can_neither_evolve_nor_devolve():
    g = new_game(side(ninetales(), hand=[CHARMELEON, CHARIZARD, "Devolution Spray"]), side("Chansey"))
    _shapeshift(g, "Charmeleon")
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())  # Charizard evolves from Charmeleon
    assert not any(a[0] == "play" and g.name_of(a[1]) == "Devolution Spray" for a in g.legal_actions())
    power(g, 0)  # the Evolution card discarded: it is an evolved Brock's Ninetales again
    assert any(a[0] == "play" and g.name_of(a[1]) == "Devolution Spray" for a in g.legal_actions())


def test_shapeshift_stops_under_toxic_gas():
    g = new_game(side(ninetales(), hand=[CHARIZARD]), side(mon("base3-13", "Grimer")))
    assert not _powers(g)  # Muk's Toxic Gas: no Pokémon Power but Toxic Gas works


def test_ditto_facing_a_shapeshifted_ninetales_becomes_that_pokemon():
    g = new_game(side(ninetales(), hand=[CHARIZARD]), side("base3-3"))
    _shapeshift(g, "Charizard")
    ditto = g.card_of(slot(g, 1))
    assert ditto.name == "Charizard" and [p.name for p in ditto.powers] == ["Energy Burn"]


def test_becoming_confused_with_too_much_damage_knocks_out_the_shapeshifted_ninetales():
    g = new_game(side(ninetales(damage=80), bench=["Chansey"], hand=[CHARIZARD]),
                 side(ready("base1-13", "Water Gun")))
    _shapeshift(g, "Charizard")
    end_turn(g)
    g.set_rotation(0, 0, slot(g, 0), CONFUSED)  # as an attack's effect would
    assert not slot(g, 0).tools and "Charizard" in zone_names(g, 0, "discard")
    attack(g, "Water Gun")  # 30 more (no Weakness now): the Knock Out check sees 70 HP
    assert "Brock's Ninetales" in zone_names(g, 0, "discard")


# ------------------------------------------------------------------ Blaine's Quiz #1
QUIZ_1 = "gym1-97"


def test_blaines_quiz_1_the_opponent_guesses_the_length_of_the_pokemon_named():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):
        g = new_game(side("Chansey", hand=[QUIZ_1, CHARIZARD, FIRE]), side("Onix", bench=["Pikachu"]))
        play(g, "Blaine's Quiz #1")  # Charizard is the only Basic Pokémon or Evolution card: put face down
        prompt = g.pending
        assert prompt.player == 1 and prompt.purpose == "quiz_length"
        assert prompt.options == ("1' 4\"", "3' 7\"", "5' 7\"", "28' 10\"")  # Pikachu, Chansey, Charizard, Onix
        assert answer_prompt(g) == "5' 7\""  # the computer knows its Pokédex
        hands = [len(p.hand) for p in g.players]
        choose(g, "5' 7\"" if right else "28' 10\"")
        drawer = 1 if right else 0
        assert len(g.players[drawer].hand) == hands[drawer] + 2
        assert len(g.players[1 - drawer].hand) == hands[1 - drawer]
        assert "Charizard" in zone_names(g, 0, "hand") and "Blaine's Quiz #1" in zone_names(g, 0, "discard")


def test_blaines_quiz_1_needs_a_pokemon_card_in_the_hand():
    g = new_game(side("Chansey", hand=[QUIZ_1, FIRE, "Bill"]), side("Onix"))
    assert not any(a[0] == "play" and g.name_of(a[1]) == "Blaine's Quiz #1" for a in g.legal_actions())


def test_blaines_quiz_1_lengths_are_the_printed_ones():
    from desktop.engine.cards import default_db
    from desktop.engine.fx.quiz_length_nodes import length_of

    db = default_db()
    for card_id, printed in (("base1-4", "5' 7\""), ("base1-58", "1' 4\""), ("base1-56", "28' 10\""),
                             ("base1-2", "5' 3\""), ("base1-35", "2' 11\""), ("base1-3", "3' 7\"")):
        assert length_of(db.get(card_id)) == printed, db.get(card_id).name
