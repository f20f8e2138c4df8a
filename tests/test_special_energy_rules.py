"""Special Energy of the tournament lists, in a game: Double Turbo Energy (2 Colorless; its Pokémon's
attacks do 20 less to the opponent's Pokémon), Mist Energy (the opponent's attacks' effects prevented on
its Pokémon, not their damage), Gift Energy (its Pokémon Knocked Out by an attack: its owner draws up to 7)
and Legacy Energy (every type, 1 at a time; 1 fewer Prize card for its Pokémon, once a game)."""

from __future__ import annotations

from engine_helpers import attack, choose, end_turn, mon, new_game, side

DTE, MIST, GIFT, LEGACY = "swsh9-151", "sv5-161", "swsh11-171", "sv6-167"
LECHONK, GRIMER, SHAYMIN_V, MANKEY, PRIMEAPE, RIOLU = "sv1-155", "sv1-126", "swsh9-13", "sv1-107", "sv1-108", "sv1-112"
F, D = "Fighting Energy", "Darkness Energy"


def test_double_turbo_energy_pays_2_and_takes_20_off():
    g = new_game(side(mon(LECHONK, energy=[DTE, F])), side(SHAYMIN_V), rules="modern")
    assert sorted(g.energy_units(g.players[0].active)) == ["Colorless", "Colorless", "Fighting"]
    attack(g, "Tackle")  # 30, 20 less
    assert g.players[1].active.damage == 10


def test_mist_energy_prevents_the_poison_but_not_the_damage():
    g = new_game(side(mon(GRIMER, energy=[D, D, D])), side(mon(SHAYMIN_V, energy=[MIST])), rules="modern")
    attack(g, "Super Poison Breath")
    assert g.players[1].active.poison == 0
    g = new_game(side(mon(GRIMER, energy=[D, D, D])), side(mon(SHAYMIN_V)), rules="modern")
    attack(g, "Super Poison Breath")
    assert g.players[1].active.poison > 0


def hand_after_knock_out(energy: str) -> int:
    g = new_game(side(mon(PRIMEAPE, MANKEY, energy=[F])),
                 side(mon(MANKEY, energy=[energy]), bench=[RIOLU], hand=[F, F]), rules="modern")
    attack(g, "Raging Punch")  # 70 of 60 HP; then the opponent's turn and its draw
    return len(g.players[1].hand)


def test_gift_energy_draws_its_owner_up_to_7_when_knocked_out_by_an_attack():
    assert hand_after_knock_out(GIFT) == 7 + 1
    assert hand_after_knock_out(F) == 2 + 1


def test_legacy_energy_takes_a_prize_off_once_a_game():
    me = side(mon(PRIMEAPE, MANKEY, energy=[F]))
    g = new_game(me, side(mon(MANKEY, energy=[LEGACY]), bench=[mon(MANKEY, energy=[LEGACY]), RIOLU]), rules="modern")
    assert list(g.energy_units(g.players[1].active)) == ["*"]  # 1 unit, of any type
    attack(g, "Raging Punch")
    assert len(g.players[0].prizes) == 6  # 1 Prize card, 1 fewer
    choose(g, 1)  # the other Mankey with Legacy Energy comes in
    end_turn(g)
    attack(g, "Raging Punch")
    assert len(g.players[0].prizes) == 5  # applied once a game only


def test_legacy_energy_is_an_ace_spec_one_to_a_deck():
    from desktop.decks.model import Deck
    from desktop.decks.validate import validate

    def deck(legacy: int) -> Deck:
        return Deck("t", [(MANKEY, 4), (LEGACY, legacy), ("sve-6", 56 - legacy)])  # Fighting Energy

    assert any(p.code == "ace_spec" for p in validate(deck(2)))
    assert not any(p.code == "ace_spec" for p in validate(deck(1)))


def test_ignition_energy_pays_a_retreat_cost_of_2_on_an_evolution_pokemon():
    from engine_helpers import retreat

    ignition, staryu, mega_starmie = "rsv10pt5-86", "me3-20", "me3-21"  # Mega Starmie ex: Retreat Cost 2
    g = new_game(side(mon(mega_starmie, staryu, energy=[ignition]), bench=[mon(staryu)]), side(SHAYMIN_V),
                 rules="modern")
    retreat(g, 1)
    assert g.name_of(g.players[0].active.top) == "Staryu"
    assert [g.name_of(u) for u in g.players[0].discard] == ["Ignition Energy"]
