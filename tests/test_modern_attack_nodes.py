"""Attack texts of today's sets reached this stop (one hand-written example each; the compiler
spreads them by analogy), played under the Scarlet & Violet rules."""

from __future__ import annotations

from engine_helpers import attack, choose, new_game, side, slot

from desktop.engine.cards import default_db

BIG = "me1-60"  # Mega Gardevoir ex: 360 HP, no Weakness to these attacks


def _ready(card_id: str, attack_name: str, **kw) -> dict:
    card = default_db().get(card_id)
    cost = next(a.cost for a in card.attacks if a.name == attack_name)
    own = card.type if card.type != "Colorless" else "Water"
    return {"card": card_id, "energy": [f"{own if t == 'Colorless' else t} Energy" for t in cost], **kw}


def _game(me: dict, them: dict, **kw):
    return new_game(me, them, rules="modern", **kw)


def test_silent_wing_reveals_the_opponents_hand_to_both_players():
    g = _game(side(_ready("sv5-126", "Silent Wing")), side("Chansey", hand=["Pidgey", "Rattata"]))
    events = attack(g, "Silent Wing")
    shown = [g.name_of(e.card) for e in events if e.kind == "reveal" and e.detail == "their hand"]
    assert sorted(shown) == ["Pidgey", "Rattata"]


def test_damage_counterpunch_does_more_only_when_damaged():
    for damage, expected in ((0, 60), (10, 120)):
        g = _game(side({**_ready("sv3-35", "Damage Counterpunch"), "damage": damage}), side(BIG))
        attack(g, "Damage Counterpunch")
        assert slot(g, 1).damage == expected


def test_blazing_charge_needs_the_opponent_close_to_winning():
    for prizes, expected in ((6, 100), (4, 170)):
        g = _game(side(_ready("sv8-38", "Blazing Charge")), side(BIG, prizes=["Pidgey"] * prizes))
        attack(g, "Blazing Charge")
        assert slot(g, 1).damage == expected


def test_energy_loop_puts_an_energy_back_into_the_hand():
    g = _game(side(_ready("sv5-5", "Energy Loop")), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Energy Loop")
    assert len(g.players[0].active.energy) == energy - 1 and "Grass Energy" in [g.name_of(u) for u in
                                                                              g.players[0].hand]


def test_ascension_evolves_from_the_deck():
    g = _game(side(_ready("sv4pt5-179", "Ascension"), deck=["sv3-123", "Pidgey"]), side("Chansey"))
    attack(g, "Ascension")
    if g.pending is not None:
        choose(g, g.pending.options[0])
    assert g.card_of(g.players[0].active).evolves_from == "Glimmet"


def test_giga_drain_heals_the_damage_it_did():
    g = _game(side({**_ready("sv6-13", "Giga Drain"), "damage": 80}), side("Chansey"))
    attack(g, "Giga Drain")
    assert slot(g, 1).damage == 50 and slot(g, 0).damage == 30


def test_torcherto_counts_both_benches():
    g = _game(side(_ready("sv8-31", "Torcherto"), bench=["Pidgey"]), side(BIG, bench=["Rattata", "Abra"]))
    attack(g, "Torcherto")
    assert slot(g, 1).damage == 60 + 3 * 20


def test_gadget_show_counts_tools_and_round_counts_round_users():
    g = _game(side({**_ready("sv10-9", "Gadget Show"), "tools": ["zsv10pt5-79"]},
                   bench=[{"card": "sv1-112", "tools": ["zsv10pt5-79"]}]), side(BIG))
    attack(g, "Gadget Show")
    assert slot(g, 1).damage == 2 * 30
    g = _game(side(_ready("zsv10pt5-19", "Round"), bench=["zsv10pt5-19", "sv1-112"]), side(BIG))
    attack(g, "Round")
    assert slot(g, 1).damage == 2 * 20  # the two Tympole, not Riolu


def test_singe_off_discards_only_a_special_energy():
    g = _game(side(_ready("sv5-30", "Singe Off")), side({"card": BIG, "energy": ["Psychic Energy", "sv8-252"]}))
    attack(g, "Singe Off")
    assert [g.name_of(u) for u in g.players[1].active.energy] == ["Psychic Energy"]


def test_lightning_rampage_needs_a_damaged_benched_pokemon():
    for damage, expected in ((0, 150), (10, 250)):
        g = _game(side(_ready("sv3-66", "Lightning Rampage"), bench=[{"card": "sv1-112", "damage": damage}]),
                  side(BIG))
        attack(g, "Lightning Rampage")
        assert slot(g, 1).damage == expected


def test_poison_point_poisons_the_attacker_that_damages_roselia():
    g = _game(side(_ready("sv1-112", "Jab")), side("sv5-8"))
    attack(g, "Jab")
    assert slot(g, 0).poison > 0
