"""Arceus V and Arceus VSTAR (Brilliant Stars), shipped as the card compiler reads them (issue #13's
VSTAR Power and issue #14): Trinity Charge / Trinity Nova attach basic Energy from the deck to
Pokémon V only, and Starbirth is a VSTAR Power (seed 001 appendix 6: one VSTAR Power a game)."""

from __future__ import annotations

from engine_helpers import attack

from desktop.engine.actions import UsePower
from desktop.engine.cards import default_db
from desktop.engine.scenario import build_game

F = "sve-6"  # Basic Fighting Energy


def _game(me: dict, opponent: dict | None = None):
    base = {"deck": [F] * 10, "prizes": [F] * 6, "hand": []}
    return build_game({"seed": 2, "rules": "modern", "turn": 3, "players": [
        {**base, **me}, {**base, "active": "svp-17", **(opponent or {})}]})


def test_arceus_cards_are_implemented_by_the_compiler():
    db = default_db()
    for card_id in ("swsh9-122", "swsh9-123"):
        card = db.get(card_id)
        assert card.implemented
        assert all((card_id, a.name) in db.sets["swsh9"].compiled for a in card.attacks if a.has_text)


def test_trinity_nova_attaches_basic_energy_to_pokemon_v_only():
    g = _game({"active": {"card": "swsh9-123", "under": ["swsh9-122"], "energy": [F] * 3},
               "bench": ["swsh9-122", "me1-74"]})
    attack(g, "Trinity Nova")
    targets = []
    while g.prompt is not None:
        if g.prompt.purpose == "attach_energy":
            targets.append(set(g.prompt.options))
        g.apply(next(a for a in g.legal_actions() if a[1] is not None) if g.prompt.optional else g.legal_actions()[0])
    assert targets and all(t == {0, 1} for t in targets), "Arceus VSTAR (Active) and Arceus V, not Lunatone"
    attached = len(g.players[0].active.energy) + len(g.players[0].bench[0].energy) - 3
    assert attached == 3 and len(g.players[0].bench[1].energy) == 0
    assert g.players[1].active.damage == 200


def test_starbirth_is_a_vstar_power_used_once_a_game():
    g = _game({"active": "swsh9-123", "bench": ["swsh9-123"], "deck": ["me1-114", "me1-119"] + [F] * 8})
    powers = [a for a in g.legal_actions() if isinstance(a, UsePower)]
    assert len(powers) == 2  # each Arceus VSTAR could use it
    g.apply(powers[0])
    while g.prompt is not None:
        g.apply(next(a for a in g.legal_actions() if a[1] is not None))
    assert len(g.players[0].hand) == 2 and (0, "VSTAR") in g.markers
    assert not any(isinstance(a, UsePower) for a in g.legal_actions()), "the other Arceus VSTAR can't use it now"


def test_a_knocked_out_arceus_vstar_gives_two_prize_cards():
    """Its stage is its class (appendix 6): the VSTAR rule's 2 Prize cards, and a "Pokémon V" effect
    reaches it."""
    assert {"VSTAR"} <= default_db().get("swsh9-123").subtypes
    g = _game({"active": {"card": "svp-17", "energy": [F] * 3}},
              {"active": {"card": "swsh9-123", "under": ["swsh9-122"], "damage": 270}, "bench": ["svp-17"]})
    lucario = default_db().get("svp-17")
    attack(g, next(a.name for a in lucario.attacks if a.damage >= 10 and len(a.cost) <= 3))
    assert len(g.players[0].prizes) == 4
