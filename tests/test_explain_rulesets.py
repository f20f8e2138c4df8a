"""Refusing an illegal action under every ruleset (issue #35): each era, and each in Table mode,
answers with IllegalActionError and a reason in the era's words, never a KeyError from the wording."""

from __future__ import annotations

import pytest

from desktop.engine.actions import AttachEnergy, Attack, Retreat
from desktop.engine.errors import IllegalActionError
from desktop.engine.rules import RULESETS, TABLE_SUFFIX, get_rules
from tests.engine_helpers import attack_index, hand_card, mon, new_game, side

ALL_RULESETS = [*RULESETS, *(era + TABLE_SUFFIX for era in RULESETS)]
TAUROS_GX = "sm1-100"  # Mad Bull-GX: "... (You can't use more than 1 GX attack in a game.)"
LAPRAS_GX = "sm1-35"  # Ice Beam-GX: "... your opponent's Active Pokémon is now Paralyzed ..."


def refusal(game, action) -> str:
    with pytest.raises(IllegalActionError) as caught:
        game.apply(action)
    return str(caught.value)


def test_every_ruleset_the_engine_accepts_is_covered():
    for name in ALL_RULESETS:
        assert get_rules(name).name == name


@pytest.mark.parametrize("rules", ALL_RULESETS)
@pytest.mark.parametrize(("card", "name", "energy"), [
    (TAUROS_GX, "Mad Bull-GX", ["Fire Energy"] * 2), (LAPRAS_GX, "Ice Beam-GX", ["Water Energy"] * 3)])
def test_a_second_gx_attack_is_refused_with_a_reason(rules, card, name, energy):
    me = {**side(mon(card, energy=energy), bench=["sm1-105"]), "markers": ["GX"]}  # a GX attack already used
    game = new_game(me, side(mon("xy1-1")), rules=rules)
    reason = refusal(game, Attack(attack_index(game, name)))
    assert reason.startswith(f"{name} cannot be used now: ")
    assert reason.endswith("(You can't use more than 1 GX attack in a game.)")


@pytest.mark.parametrize("rules", ALL_RULESETS)
def test_the_reason_is_in_the_rulesets_words(rules):
    me = {**side(mon(LAPRAS_GX, energy=["Water Energy"] * 3)), "markers": ["GX"]}
    game = new_game(me, side(mon("xy1-1")), rules=rules)
    reason = refusal(game, Attack(attack_index(game, "Ice Beam-GX")))
    defending = "the defending pokémon" if rules.startswith("classic") else "your opponent's active pokémon"
    assert defending in reason.lower()


@pytest.mark.parametrize("rules", ALL_RULESETS)
def test_other_illegal_actions_are_refused_with_a_reason(rules):
    me = side(mon(TAUROS_GX, energy=["Fire Energy"]), hand=["Fire Energy"])
    game = new_game(me, side(mon("xy1-1")), rules=rules, energy_played=True)
    assert refusal(game, AttachEnergy(hand_card(game, "Fire Energy"), 0)) == \
        "You have already attached an Energy card this turn (only 1 per turn)."
    assert refusal(game, Retreat(1)) == "You have no Benched Pokémon to switch in."
    assert "needs Colorless, Colorless Energy" in refusal(game, Attack(attack_index(game, "Mad Bull-GX")))
