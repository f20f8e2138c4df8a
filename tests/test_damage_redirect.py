"""Damage taken over by another Pokémon, played in real games: Brock's Rhydon's Bench Guard (you may
do 10 of the damage to each of your other Benched Pokémon to Brock's Rhydon instead)."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import attack, choose, coins, mon, new_game, seed_for, side, slot

RHYDON = "gym1-2"  # Brock's Rhydon
SELFDESTRUCT = ("base1-53", "Selfdestruct")  # Magnemite: 10 to each Benched Pokémon of both players


def _spread(me_bench=(), them_bench=(), seed: int = 0, **kw):
    g = new_game(side(ready(*SELFDESTRUCT), bench=list(me_bench)),
                 side(mon("Zapdos"), bench=list(them_bench)), seed=seed, **kw)
    return g, attack(g, "Selfdestruct")


def test_bench_guard_asks_for_each_other_benched_pokemon_and_moves_10_on_yes():
    g, _events = _spread(them_bench=[RHYDON, "Squirtle", "Pidgey"])
    prompt = g.pending
    assert prompt is not None and prompt.player == 1 and prompt.purpose == "may"
    assert prompt.source_uid == slot(g, 1, 1).top  # asked by Brock's Rhydon, for Squirtle first
    choose(g, "yes")  # Squirtle's 10 goes to Brock's Rhydon
    assert g.pending is not None and g.pending.player == 1
    choose(g, "no")  # Pidgey keeps its 10
    assert g.pending is None
    assert [slot(g, 1, p).damage for p in (1, 2, 3)] == [20, 0, 10]
    assert slot(g, 1).damage == 40  # Zapdos: Selfdestruct's 40


def test_bench_guard_declined_leaves_the_damage_where_it_was_done():
    g, _events = _spread(them_bench=[RHYDON, "Squirtle"])
    choose(g, "no")
    assert g.pending is None
    assert [slot(g, 1, p).damage for p in (1, 2)] == [10, 10]


def test_bench_guard_works_for_its_owner_when_their_own_attack_damages_their_bench():
    g, _events = _spread(me_bench=["Squirtle", RHYDON])
    assert g.pending is not None and g.pending.player == 0
    choose(g, "yes")
    assert [slot(g, 0, p).damage for p in (1, 2)] == [0, 20]


def test_bench_guard_does_not_work_from_the_active_spot_nor_for_itself():
    g, _events = _spread(them_bench=["Squirtle"])  # no Brock's Rhydon at all
    assert g.pending is None
    g = new_game(side(ready(*SELFDESTRUCT)), side(mon(RHYDON, "gym1-70"), bench=["Squirtle"]))
    attack(g, "Selfdestruct")
    assert g.pending is None and slot(g, 1, 1).damage == 10  # Active Brock's Rhydon: no Bench Guard
    g, _events = _spread(them_bench=[RHYDON])  # only Brock's Rhydon is damaged on that Bench
    assert g.pending is None and slot(g, 1, 1).damage == 10


def test_bench_guard_stops_under_toxic_gas():
    g = new_game(side(ready(*SELFDESTRUCT), bench=["Muk"]), side(mon("Zapdos"), bench=[RHYDON, "Squirtle"]))
    attack(g, "Selfdestruct")
    assert g.pending is None and [slot(g, 1, p).damage for p in (1, 2)] == [10, 10]


def test_two_bench_guards_each_guard_the_other_and_share_the_rest():
    g, _events = _spread(them_bench=[RHYDON, RHYDON, "Squirtle"])
    first, second = slot(g, 1, 1).top, slot(g, 1, 2).top
    assert g.pending.source_uid == second  # the first Brock's Rhydon was damaged: the second may take it
    choose(g, "no")
    assert g.pending.source_uid == first  # and the other way round
    choose(g, "no")
    assert g.pending.source_uid == first  # Squirtle's 10: the first Brock's Rhydon takes it ...
    choose(g, "yes")
    assert g.pending is None  # ... and none is left for the second
    assert [slot(g, 1, p).damage for p in (1, 2, 3)] == [20, 10, 0]


def test_brocks_rhydon_lariat_does_70_on_heads_and_nothing_on_tails():
    for heads in (True, False):
        g = new_game(side(ready(RHYDON, "Lariat")), side(mon("Onix")), seed=seed_for(heads))
        events = attack(g, "Lariat")
        assert coins(events) == [heads]
        assert slot(g, 1).damage == (70 if heads else 0)
