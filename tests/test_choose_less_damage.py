"""Charity (Gym Heroes), played in real games: attached to your Active Pokémon, it lets that Pokémon's
attack do less damage to the Defending Pokémon (asked after Weakness, Resistance and the other effects,
before the damage is put on it, in steps of 10), and returns to your hand at the end of your turn unless
that Pokémon was Knocked Out."""

from __future__ import annotations

from engine_helpers import attack, choose, end_turn, hand_card, mon, new_game, play, side, slot, zone_names

from desktop.ai.answers import answer_prompt
from desktop.engine.actions import PlayTrainer

CHARITY = "gym1-99"
MACHOP = "base1-52"  # Low Kick: 20 (Fighting)
MACHAMP = "base1-8"  # Strikes Back: 10 damage to a Pokémon that damages it
FIGHTING = "Fighting Energy"


def _machop(defender: str, hand=(CHARITY,), **kw):
    return new_game(side(mon(MACHOP, energy=[FIGHTING], **kw), bench=["Squirtle"], hand=list(hand)),
                    side(mon(defender), bench=["Squirtle"]))


def test_charity_attaches_only_to_the_active_pokemon():
    g = _machop("Pikachu")
    charity = hand_card(g, "Charity")
    offered = [a for a in g.legal_actions() if isinstance(a, PlayTrainer) and a.card == charity]
    assert offered == [PlayTrainer(charity, 0)]


def test_the_damage_to_do_is_asked_after_weakness_in_steps_of_10():
    g = _machop("Pikachu")  # Weakness to Fighting: Low Kick does 40
    play(g, "Charity", 0)
    attack(g, "Low Kick")
    prompt = g.pending
    assert prompt is not None and prompt.purpose == "damage_to_do" and prompt.player == 0
    assert prompt.options == (0, 10, 20, 30, 40) and prompt.source_uid == slot(g, 0).tools[0][0]
    assert slot(g, 1).damage == 0  # nothing placed before the answer
    assert answer_prompt(g) == 40  # the computer does the full damage
    choose(g, 30)
    assert slot(g, 1).damage == 30  # Pikachu (40 HP) is still in play


def test_doing_no_damage_at_all_is_an_answer_too():
    g = _machop("Pikachu")
    play(g, "Charity", 0)
    attack(g, "Low Kick")
    choose(g, 0)
    assert g.pending is None and slot(g, 1).damage == 0


def test_no_question_without_damage_or_without_charity_on_the_attacker():
    g = _machop("Zapdos")  # Resistance to Fighting: 20 - 30 leaves nothing to reduce
    play(g, "Charity", 0)
    attack(g, "Low Kick")
    assert g.pending is None and slot(g, 1).damage == 0
    g = _machop("Pikachu", hand=())
    attack(g, "Low Kick")
    assert g.pending is None and zone_names(g, 1, "discard") == ["Pikachu"]  # the full 40: Knocked Out


def test_charity_returns_to_the_hand_at_the_end_of_the_turn():
    g = _machop("Pikachu")
    play(g, "Charity", 0)
    attack(g, "Low Kick")
    choose(g, 10)  # the attack ends the turn
    assert g.current == 1 and slot(g, 0).tools == []
    assert "Charity" in zone_names(g, 0, "hand") and "Charity" not in zone_names(g, 0, "discard")
    g = _machop("Pikachu")
    play(g, "Charity", 0)
    end_turn(g)  # no attack: back to the hand all the same
    assert "Charity" in zone_names(g, 0, "hand")


def test_charity_is_discarded_with_its_knocked_out_pokemon():
    g = _machop(MACHAMP, damage=40)  # Machop (50 HP) with 40 damage: Strikes Back Knocks it Out
    play(g, "Charity", 0)
    attack(g, "Low Kick")
    choose(g, 20)
    if g.pending is not None:  # the new Active Pokémon: the only Benched one
        choose(g, 1)
    assert slot(g, 1).damage == 20
    assert "Charity" in zone_names(g, 0, "discard") and "Charity" not in zone_names(g, 0, "hand")
    assert sorted(zone_names(g, 0, "discard")) == ["Charity", FIGHTING, "Machop"]
