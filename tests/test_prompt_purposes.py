"""Every prompt purpose the engine defines (issue #16): each one is registered with its meaning, no
engine code asks with an unregistered one, and the computer players answer each of them with a
legal answer on a seeded position."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from desktop.ai.answers import answer_prompt
from desktop.engine.prompts import CARD, MANUAL, NUMBER, OPTION, POKEMON, PURPOSES, Prompt
from desktop.engine.scenario import build_game

ENGINE = Path(__file__).resolve().parents[1] / "desktop" / "engine"
KINDS = {"POKEMON": POKEMON, "CARD": CARD, "OPTION": OPTION, "NUMBER": NUMBER, "MANUAL": MANUAL}


def _values(expr: ast.expr) -> list[str]:
    """The strings an expression can be: a constant, or either branch of ``a if test else b``."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if isinstance(expr, ast.IfExp):
        return _values(expr.body) + _values(expr.orelse)
    return []  # built at run time (MoveCards: "<zone>_to_<zone>"), checked when the prompt is made


def _asked() -> dict[str, set[str]]:
    """Purpose -> the prompt kinds the engine's code asks it with (read from the source)."""
    found: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "choose" and len(node.args) >= 7:
                kind = KINDS.get(ast.unparse(node.args[3]), "?")
                for value in _values(node.args[6]):
                    found.setdefault(value, set()).add(kind)
            if name == "Prompt":
                kind = KINDS.get(ast.unparse(node.args[1]), "?") if len(node.args) > 1 else "?"
                for kw in node.keywords:
                    if kw.arg == "purpose":
                        for value in _values(kw.value):
                            found.setdefault(value, set()).add(kind)
    return found


def test_every_purpose_the_engine_asks_with_is_registered():
    asked = _asked()
    assert len(asked) > 30
    assert sorted(set(asked) - set(PURPOSES)) == []


def test_a_prompt_with_an_unknown_purpose_is_refused():
    with pytest.raises(ValueError, match="purpose"):
        Prompt(0, OPTION, ("a",), "Choose.", purpose="guess")


def _position():
    return build_game({"seed": 11, "rules": "modern", "turn": 4, "players": [
        {"active": {"card": "me1-73", "under": ["me1-72"], "energy": ["sve-6", "sve-6"], "damage": 30},
         "bench": [{"card": "me1-74", "damage": 10}, {"card": "me1-75", "energy": ["sve-6"]}],
         "hand": ["me1-119", "me1-114", "sve-6", "me1-72"], "deck": ["sve-6", "me1-76", "me1-114"] * 5,
         "discard": ["sve-6", "me1-76", "me1-116"], "prizes": ["sve-6"] * 6},
        {"active": {"card": "me2-56", "under": ["me2-54", "me2-55"], "energy": ["sve-7"]},
         "bench": [{"card": "me2-62", "energy": ["sve-7"]}, {"card": "me2-59"}],
         "hand": ["sve-7"], "deck": ["sve-7"] * 10, "discard": ["sve-7"], "prizes": ["sve-7"] * 6}]})


def _options(game, kind: str, purpose: str) -> tuple:
    me, them = game.players[0], game.players[1]
    if kind == POKEMON:
        theirs = purpose in ("switch_in", "their_pokemon", "damage_target") or purpose.startswith("move_their_")
        return tuple(10 + pos if theirs else pos for pos, _s in (them if theirs else me).in_play())
    if kind == CARD:
        zone = purpose.split("_to_")[0] if "_to_" in purpose else "hand"
        if purpose in ("discard_their_energy",):
            return tuple(them.active.energy)
        if "energy" in purpose and zone == "hand":
            return tuple(me.active.energy)
        return tuple(getattr(me, zone if zone in ("hand", "deck", "discard") else "hand"))
    if kind == NUMBER:
        return (0, 1, 2)
    if kind == MANUAL:  # Table mode's manual step: done, or an attack's damage (never the computer's, but legal)
        return (0, 10, 20) if purpose == "manual_attack" else ("done",)
    return ("Fire", "Water", "Fighting") if "type" in purpose or "weak" in purpose or "resist" in purpose \
        else ("first", "second") if purpose == "go_first" else ("yes", "no")


CASES = sorted((purpose, kind) for purpose, kinds in _asked().items() for kind in kinds
               if purpose in PURPOSES and kind != "?")


@pytest.mark.parametrize("purpose, kind", CASES, ids=[f"{p}-{k}" for p, k in CASES])
@pytest.mark.parametrize("optional", [False, True], ids=["required", "optional"])
def test_the_computer_players_answer_every_purpose_legally(purpose, kind, optional):
    game = _position()
    options = _options(game, kind, purpose)
    assert options, "the position offers something to choose"
    zone = "attached" if (kind == CARD and "energy" in purpose and "_to_" not in purpose) else (
        purpose.split("_to_")[0] if kind == CARD and "_to_" in purpose else "hand")
    prompt = Prompt(0, kind, options, "?", optional=optional, zone=zone if kind == CARD else "", purpose=purpose)
    assert answer_prompt(game, prompt) in prompt.answers()
