"""Every non-vanilla card of the Mega Lucario ex League Battle Deck, one test each, under today's
rules: Abilities (a trigger on evolving, once-a-turn-by-name draws, a cost-lowering one), a Mega
Evolution Pokémon ex, a Stadium, a Tool, an ACE SPEC and today's Supporters and Items.

Same method as ``test_sv1_cards.py``: positions by card id on the shipped database, the card
played through ``game.apply``, exact results, no card lost."""

from __future__ import annotations

from engine_helpers import attack, choose, do, end_turn, play, power, slot, total
from test_sv1_cards import BIG, FILLER, F, L, defender, mon, new

from desktop.engine.actions import Attack, Evolve, Retreat, UsePower
from desktop.engine.cards import default_db
from desktop.engine.game import Game

RIOLU, MEGA_LUCARIO, MAKUHITA, HARIYAMA, LUNATONE, SOLROCK = (f"me1-{n}" for n in (76, 77, 72, 73, 74, 75))


def attack_names(g: Game, player: int = 0) -> list[str]:
    card = g.card_of(slot(g, player))
    return [card.attacks[a[1]].name for a in g.legal_actions() if isinstance(a, Attack)]


def hand_names(g: Game, player: int = 0) -> list[str]:
    return sorted(g.name_of(u) for u in g.players[player].hand)


def test_riolu_accelerating_stab_cant_be_used_during_the_next_turn():
    g = new({"active": mon(RIOLU, energy=[F])}, {"active": mon(BIG)})
    attack(g, "Accelerating Stab")
    assert defender(g).damage == 30
    end_turn(g)  # the opponent's turn
    assert attack_names(g) == []  # our next turn: not Accelerating Stab
    end_turn(g)
    end_turn(g)
    assert attack_names(g) == ["Accelerating Stab"]  # the turn after: again


def test_mega_lucario_ex_aura_jab_attaches_up_to_3_fighting_energy_from_the_discard_pile_to_the_bench():
    g = new({"active": mon(MEGA_LUCARIO, RIOLU, energy=[F]), "bench": [mon(MAKUHITA), mon(SOLROCK)],
             "discard": [F, F, F, F, L]})
    n = total(g)
    attack(g, "Aura Jab")
    assert defender(g).damage == 130
    for target in (1, 2, 2):
        assert g.pending.purpose == "discard_to_bench_energy"
        choose(g, g.pending.options[0])
        choose(g, target)
    assert [len(s.energy) for s in g.players[0].bench] == [1, 2]
    assert sorted(g.name_of(u) for u in g.players[0].discard) == ["Basic Fighting Energy", "Basic Lightning Energy"]
    assert total(g) == n


def test_mega_lucario_ex_aura_jab_may_stop_early():
    g = new({"active": mon(MEGA_LUCARIO, RIOLU, energy=[F]), "bench": [mon(MAKUHITA)], "discard": [F, F]})
    attack(g, "Aura Jab")
    choose(g, None)
    assert g.players[0].bench[0].energy == [] and g.pending is None


def test_mega_lucario_ex_mega_brave_not_next_turn_and_3_prizes_and_no_turn_end_on_evolving():
    g = new({"active": mon(RIOLU), "hand": [MEGA_LUCARIO, F]}, {"active": mon(BIG, energy=[F, F])})
    uid = next(u for u in g.players[0].hand if g.name_of(u) == "Mega Lucario ex")
    do(g, Evolve(uid, 0))
    assert g.current == 0  # a 2025 Mega Evolution ex: the turn goes on (its rule box says only 3 Prizes)
    assert g.prize_value(slot(g, 0)) == 3
    g = new({"active": mon(MEGA_LUCARIO, RIOLU, energy=[F, F])}, {"active": mon(BIG), "bench": [mon(SOLROCK)]})
    attack(g, "Mega Brave")  # 270: Lucario ex (260 HP) is Knocked Out and Solrock comes in
    assert g.name_of(slot(g, 1).top) == "Solrock" and len(g.players[0].prizes) == 4
    end_turn(g)
    assert attack_names(g) == ["Aura Jab"]


def test_hariyama_heave_ho_catcher_switches_in_a_benched_pokemon_when_it_evolves_from_the_hand():
    them = {"active": mon(BIG), "bench": [mon(SOLROCK), mon(LUNATONE)]}
    g = new({"active": mon(MAKUHITA), "hand": [HARIYAMA]}, them)
    events = do(g, Evolve(g.players[0].hand[0], 0))
    assert any(e.kind == "power" and e.detail == "Heave-Ho Catcher" for e in events)
    choose(g, "yes")
    assert g.pending is not None and sorted(g.pending.options) == [11, 12]
    choose(g, 12)
    assert g.name_of(slot(g, 1).top) == "Lunatone"
    g = new({"active": mon(MAKUHITA)}, them)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # a trigger, not an Ability to use


def test_hariyama_wild_press_also_damages_itself():
    g = new({"active": mon(HARIYAMA, MAKUHITA, energy=[F, F, F])})
    attack(g, "Wild Press")
    assert defender(g).damage == 210 and slot(g, 0).damage == 70


def test_lunatone_lunar_cycle_needs_solrock_and_a_fighting_energy_and_is_once_a_turn_by_name():
    g = new({"active": mon(LUNATONE), "bench": [mon(LUNATONE)], "hand": [F, L, F]})
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # no Solrock in play
    g = new({"active": mon(LUNATONE), "bench": [mon(LUNATONE), mon(SOLROCK)], "hand": [L]})
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # no Basic Fighting Energy in hand
    g = new({"active": mon(LUNATONE), "bench": [mon(LUNATONE), mon(SOLROCK)], "hand": [F, L, F]})
    power(g, 0)
    choose(g, g.pending.options[0])  # which Fighting Energy to discard
    assert len(g.players[0].hand) == 2 + 3 and [g.name_of(u) for u in g.players[0].discard] == [
        "Basic Fighting Energy"]
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # not even the other Lunatone's


def test_solrock_cosmic_beam_needs_lunatone_on_the_bench_and_ignores_weakness():
    weak = {"active": mon("sv1-165")}  # Flamigo: Weakness to Lightning only; Resistance to Fighting
    g = new({"active": mon(SOLROCK, energy=[F]), "bench": [mon(LUNATONE)]}, weak)
    attack(g, "Cosmic Beam")
    assert defender(g).damage == 70  # Flamigo's Fighting Resistance is not applied
    g = new({"active": mon(SOLROCK, energy=[F]), "bench": [mon(MAKUHITA)]}, weak)
    attack(g, "Cosmic Beam")
    assert defender(g).damage == 0


def test_lillies_determination_draws_8_with_all_6_prizes_left_else_6():
    for prizes, drawn in ((6, 8), (5, 6)):
        g = new({"active": mon(RIOLU), "hand": ["me1-119", L], "deck": [FILLER] * 12, "prizes": [FILLER] * prizes})
        play(g, "Lillie's Determination")
        assert len(g.players[0].hand) == drawn, prizes


def test_boss_s_orders_switches_in_an_opponent_s_benched_pokemon():
    g = new({"active": mon(RIOLU), "hand": ["me1-114"]}, {"active": mon(BIG), "bench": [mon(SOLROCK)]})
    play(g, "Boss's Orders", 11)
    assert g.name_of(slot(g, 1).top) == "Solrock"


def test_fighting_gong_finds_a_basic_fighting_energy_or_basic_fighting_pokemon():
    g = new({"active": mon(RIOLU), "hand": ["me1-116"], "deck": [L, "sv1-66", F, MAKUHITA, MEGA_LUCARIO]})
    play(g, "Fighting Gong")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Basic Fighting Energy", "Makuhita"]
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Makuhita"))
    assert hand_names(g) == ["Makuhita"]


def test_premium_power_pro_adds_30_to_fighting_pokemon_attacks_before_weakness_this_turn():
    g = new({"active": mon(MAKUHITA, energy=[F]), "hand": ["me1-124"]}, {"active": mon("sv1-164")})
    play(g, "Premium Power Pro")
    attack(g, "Corkscrew Punch")
    assert defender(g).damage == (10 + 30) * 2  # Cyclizar is weak to Fighting: the 30 comes before Weakness
    g = new({"active": mon("sv1-155", energy=[F]), "hand": ["me1-124"]}, {"active": mon("sv1-164")})
    play(g, "Premium Power Pro")
    attack(g, "Collect")  # no damage: nothing is added
    assert defender(g).damage == 0


def test_fezandipiti_ex_flip_the_script_only_after_a_knock_out_last_turn_and_cruel_arrow():
    g = new({"active": mon("sv6pt5-38"), "bench": [mon(RIOLU)], "deck": [FILLER] * 10})
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())
    g.players[0].knocked_out_turn = g.turn - 1
    g._legal = g._legal_set = None
    hand = len(g.players[0].hand)
    power(g, 0)
    assert len(g.players[0].hand) == hand + 3
    g = new({"active": mon("sv6pt5-38", energy=[F, F, F])}, {"active": mon(BIG), "bench": [mon(SOLROCK)]})
    attack(g, "Cruel Arrow")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 100


def test_bloodmoon_ursaluna_ex_blood_moon_costs_1_less_for_each_prize_taken_and_rests_a_turn():
    four = [F] * 4
    g = new({"active": mon("sv6-141", energy=four)})
    assert attack_names(g) == []  # 5 Energy needed
    g = new({"active": mon("sv6-141", energy=four)}, {"active": mon(BIG), "prizes": [FILLER] * 5})
    assert attack_names(g) == ["Blood Moon"]
    attack(g, "Blood Moon")
    assert defender(g).damage == 240
    end_turn(g)
    assert attack_names(g) == []


def test_iris_s_fighting_spirit_discards_a_card_then_draws_until_6():
    g = new({"active": mon(RIOLU), "hand": ["sv9-149", L, F], "deck": [FILLER] * 10})
    play(g, "Iris's Fighting Spirit")
    choose(g, g.pending.options[0])
    assert len(g.players[0].hand) == 6 and len(g.players[0].discard) == 2


def test_surfer_switches_then_draws_until_5():
    g = new({"active": mon(RIOLU), "bench": [mon(MAKUHITA)], "hand": ["sv8-187", L], "deck": [FILLER] * 10})
    play(g, "Surfer", 1)
    assert g.name_of(slot(g, 0).top) == "Makuhita" and len(g.players[0].hand) == 5


def test_night_stretcher_returns_a_pokemon_or_a_basic_energy_card():
    g = new({"active": mon(RIOLU), "hand": ["sv6pt5-61"], "discard": ["me1-114", F, MAKUHITA]})
    play(g, "Night Stretcher")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Basic Fighting Energy", "Makuhita"]
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Makuhita"))
    assert hand_names(g) == ["Makuhita"]


def test_secret_box_discards_3_and_finds_an_item_a_tool_a_supporter_and_a_stadium():
    deck = ["me1-116", "zsv10pt5-79", "me1-114", "sv8-177", FILLER]
    g = new({"active": mon(RIOLU), "hand": ["sv6-163", L, L, L], "deck": deck})
    assert "ACE SPEC" in default_db().get("sv6-163").subtypes
    play(g, "Secret Box")
    for _ in range(3):
        choose(g, g.pending.options[0])
    for _ in range(4):
        choose(g, g.pending.options[0])
    assert hand_names(g) == ["Air Balloon", "Boss's Orders", "Fighting Gong", "Gravity Mountain"]


def test_air_balloon_lowers_the_retreat_cost_of_its_pokemon_by_2():
    g = new({"active": mon("sv6-141"), "bench": [mon(RIOLU)], "hand": ["zsv10pt5-79"]})
    assert g.retreat_cost(slot(g, 0)) == 3
    play(g, "Air Balloon", 0)
    assert g.retreat_cost(slot(g, 0)) == 1 and g.players[0].discard == []
    g2 = new({"active": mon(RIOLU), "bench": [mon(MAKUHITA)], "hand": ["zsv10pt5-79"]})
    play(g2, "Air Balloon", 0)
    assert g2.retreat_cost(slot(g2, 0)) == 0 and Retreat(1) in g2.legal_actions()


def test_gravity_mountain_gives_each_stage_2_pokemon_30_less_hp():
    stage2 = mon("sv1-109", "sv1-107", "sv1-108", damage=110)
    g = new({"active": mon(RIOLU), "hand": ["sv8-177"]}, {"active": stage2, "bench": [mon(BIG)]})
    assert g.hp_of(slot(g, 1)) == 140
    play(g, "Gravity Mountain")  # 110 damage on 110 HP: Knocked Out at once
    assert "Annihilape" in [g.name_of(u) for u in g.players[1].discard]
    assert g.hp_of(slot(g, 0)) == 80 and g.hp_of(slot(g, 1)) == 260  # Riolu and Lucario ex are no Stage 2
