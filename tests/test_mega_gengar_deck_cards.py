"""Every non-vanilla card of the Mega Gengar ex Mega Battle Deck not tested elsewhere, one test
each, under today's rules: Rare Candy, a Prize-reducing Ability, a Tool that strikes back, a Stadium
that damages newly Benched Pokémon, Iono, and searches of every shape.

Same method as ``test_sv1_cards.py``."""

from __future__ import annotations

from engine_helpers import attack, choose, do, end_turn, play, power, slot, total
from test_sv1_cards import BIG, FILLER, F, defender, mon, new

from desktop.engine.actions import PlayBasic, PlayTrainer, UsePower

D = "sve-7"  # Basic Darkness Energy
GASTLY, HAUNTER, GENGAR, TOXEL, TOXTRICITY, SABLEYE, SEVIPER, ETERNATUS = (
    f"me2-{n}" for n in (54, 55, 56, 67, 68, 59, 62, 69))


def hand_names(g, player: int = 0) -> list[str]:
    return sorted(g.name_of(u) for u in g.players[player].hand)


def test_rare_candy_evolves_a_basic_into_its_stage_2_skipping_stage_1():
    g = new({"active": mon(GASTLY), "hand": ["me1-125", GENGAR]})
    play(g, "Rare Candy", 0)
    choose(g, g.pending.options[0])
    assert g.name_of(slot(g, 0).top) == "Mega Gengar ex" and len(slot(g, 0).cards) == 2
    fresh = new({"active": mon(GASTLY, entered=3), "hand": ["me1-125", GENGAR]})  # put into play this turn
    assert not any(isinstance(a, PlayTrainer) for a in fresh.legal_actions())


def test_mega_gengar_ex_void_gale_moves_an_energy_to_the_bench_after_its_damage():
    g = new({"active": mon(GENGAR, GASTLY, HAUNTER, energy=[D, D, D]), "bench": [mon(SABLEYE)]})
    attack(g, "Void Gale")
    assert defender(g).damage == 230
    assert len(slot(g, 0).energy) == 2 and len(g.players[0].bench[0].energy) == 1


def test_shadowy_concealment_an_ex_knocking_out_a_darkness_pokemon_takes_1_fewer_prize():
    mine = {"active": mon(BIG, "sv1-112", energy=[F, F, F]), "prizes": [FILLER] * 6}
    with_gengar = new(mine, {"active": mon(GENGAR, GASTLY, HAUNTER, damage=200), "bench": [mon(SEVIPER)]})
    attack(with_gengar, "Aura Sphere")  # Lucario ex (an ex) Knocks Out Mega Gengar ex: 3 Prizes, 1 fewer
    assert "Mega Gengar ex" in [with_gengar.name_of(u) for u in with_gengar.players[1].discard]
    assert len(with_gengar.players[0].prizes) == 6 - 2
    plain = new(mine, {"active": mon(SEVIPER, damage=100), "bench": [mon("sv1-112")]})
    attack(plain, "Aura Sphere")
    assert len(plain.players[0].prizes) == 6 - 1  # no Mega Gengar ex in play: the usual 1


def test_toxtricity_sinister_surge_attaches_a_darkness_energy_from_the_deck_and_2_counters():
    g = new({"active": mon(TOXTRICITY, TOXEL), "bench": [mon(SABLEYE), mon("sv1-112")], "deck": [FILLER, D]})
    n = total(g)
    power(g, 0)
    assert g.pending is None  # one Darkness Pokémon on the Bench: no choice to make
    sableye = g.players[0].bench[0]
    assert len(sableye.energy) == 1 and sableye.damage == 20 and total(g) == n
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # once during your turn


def test_sableye_cocky_claw_does_70_more_with_a_stage_2_darkness_pokemon_on_the_bench():
    g = new({"active": mon(SABLEYE, energy=[D]), "bench": [mon(GENGAR, GASTLY, HAUNTER)]})
    attack(g, "Cocky Claw")
    assert defender(g).damage == 90
    g = new({"active": mon(SABLEYE, energy=[D]), "bench": [mon(HAUNTER, GASTLY)]})
    attack(g, "Cocky Claw")
    assert defender(g).damage == 20


def test_seviper_excited_power_adds_120_while_a_darkness_mega_ex_is_in_play():
    g = new({"active": mon(SEVIPER, energy=[D, D, D]), "bench": [mon(GENGAR, GASTLY, HAUNTER)]})
    attack(g, "Pitch-Black Fangs")
    assert defender(g).damage == 240
    g = new({"active": mon(SEVIPER, energy=[D, D, D])})
    attack(g, "Pitch-Black Fangs")
    assert defender(g).damage == 120


def test_eternatus_shatter_discards_the_stadium_in_play():
    g = new({"active": mon(ETERNATUS, energy=[D, D])}, {"active": mon(BIG), "stadium": "me1-127"})
    attack(g, "Shatter")
    assert g.stadium == -1 and [g.name_of(u) for u in g.players[1].discard] == ["Risky Ruins"]


def test_dawn_finds_a_basic_a_stage_1_and_a_stage_2_pokemon():
    g = new({"active": mon(GASTLY), "hand": ["me2-87"], "deck": [GENGAR, HAUNTER, TOXEL, FILLER]})
    play(g, "Dawn")
    for _ in range(3):
        choose(g, g.pending.options[0])
    assert hand_names(g) == ["Haunter", "Mega Gengar ex", "Toxel"]


def test_grimsleys_move_benches_a_darkness_pokemon_from_the_top_7_and_bottoms_the_rest():
    deck = ["sv1-112"] + [FILLER] * 5 + [GASTLY, "sv1-107"]  # top: Mankey, Gastly, 5 Energy...
    g = new({"active": mon(SABLEYE), "hand": ["me2-90"], "deck": deck})
    play(g, "Grimsley's Move")
    assert [g.name_of(u) for u in g.pending.options] == ["Gastly"]
    choose(g, g.pending.options[0])
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Gastly"]
    assert g.name_of(g.players[0].deck[-1]) == "Riolu"  # the 8th card is now on top
    first = new({"active": mon(SABLEYE), "hand": ["me2-90"], "deck": deck}, turn=1)
    assert not any(isinstance(a, PlayTrainer) for a in first.legal_actions())  # not during your first turn


def test_punk_helmet_puts_4_counters_on_an_attacker_that_damages_its_darkness_pokemon():
    g = new({"active": mon(SABLEYE), "hand": ["me2-92"]}, {"active": mon(BIG, "sv1-112", energy=[F, F])})
    play(g, "Punk Helmet", 0)
    end_turn(g)
    attack(g, "Low Sweep")
    assert slot(g, 0).damage == 60 and slot(g, 1).damage == 40


def test_arven_finds_an_item_and_a_tool():
    g = new({"active": mon(GASTLY), "hand": ["sv3-186"], "deck": ["me2-92", "me1-125", "me1-114", FILLER]})
    play(g, "Arven")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert hand_names(g) == ["Punk Helmet", "Rare Candy"]


def test_iono_each_player_bottoms_their_hand_and_draws_a_card_per_remaining_prize():
    g = new({"active": mon(GASTLY), "hand": ["sv4pt5-80", D, D], "deck": [FILLER] * 10, "prizes": [FILLER] * 4},
            {"active": mon(BIG), "hand": [F] * 7, "deck": [FILLER] * 10, "prizes": [FILLER] * 2})
    n = total(g)
    play(g, "Iono")
    assert len(g.players[0].hand) == 4 and len(g.players[1].hand) == 2 and total(g) == n
    assert [g.name_of(u) for u in g.players[1].deck[:7]] == ["Basic Fighting Energy"] * 7  # on the bottom


def test_buddy_buddy_poffin_benches_up_to_2_basic_pokemon_with_70_hp_or_less():
    g = new({"active": mon(GASTLY), "hand": ["sv5-144"], "deck": [GASTLY, TOXEL, SEVIPER, FILLER]})
    play(g, "Buddy-Buddy Poffin")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Gastly", "Toxel"]  # Seviper has 120 HP
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert sorted(g.name_of(s.top) for s in g.players[0].bench) == ["Gastly", "Toxel"]


def test_mega_signal_finds_a_mega_evolution_pokemon_ex():
    g = new({"active": mon(GASTLY), "hand": ["me1-121"], "deck": [GENGAR, HAUNTER, "svp-17"]})
    play(g, "Mega Signal")
    assert [g.name_of(u) for u in g.pending.options] == ["Mega Gengar ex"]  # Lucario ex is not a Mega


def test_risky_ruins_damages_basic_non_darkness_pokemon_put_onto_the_bench():
    g = new({"active": mon(GASTLY), "hand": ["sv1-112", TOXEL], "stadium": "me1-127"})
    for uid in list(g.players[0].hand):
        do(g, PlayBasic(uid))
    assert {g.name_of(s.top): s.damage for s in g.players[0].bench} == {"Riolu": 20, "Toxel": 0}
