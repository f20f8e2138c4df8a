"""Classic cards played as printed that work on hands, decks, discard piles and Prize cards: drawing,
searching, looking at and rearranging the top cards, shuffling cards away, Pokémon put onto the Bench
from the deck or the discard pile, and new Prize cards."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    evolve,
    names,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)


def test_fidget_shuffles_your_deck():
    g = new_game(side(ready("gym1-68", "Fidget")), side("Chansey"))
    assert any(e.kind == "shuffle" and e.player == 0 for e in attack(g, "Fidget"))


def test_surprise_shuffles_a_random_card_of_their_hand_into_their_deck():
    g = new_game(side(ready("gym2-51", "Surprise")), side("Chansey", hand=["Pidgey", "Rattata"]))
    events = attack(g, "Surprise")
    assert any(e.kind == "move" and e.player == 1 and e.src == "hand" and e.dst == "deck" for e in events)
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)


def test_invigorate_benches_a_basic_from_either_discard_pile_with_half_its_hp_in_counters():
    g = new_game(side(ready("gym2-56", "Invigorate")), side("Chansey", discard=["Jigglypuff"]))  # 60 HP
    attack(g, "Invigorate")
    assert g.name_of(slot(g, 1, 1).top) == "Jigglypuff" and slot(g, 1, 1).damage == 30


def test_pranks_puts_a_card_of_their_discard_pile_on_top_of_their_deck():
    g = new_game(side(ready("gym2-63", "Pranks")), side("Chansey", discard=["Pidgey", "Bill"]), seed=seed_for(H))
    attack(g, "Pranks")
    pick = g.pending.options[1]
    choose(g, pick)
    assert g.players[1].hand[-1] == pick  # the top card: drawn at the start of their turn


def test_the_computer_answers_pranks_with_a_card_of_their_discard_pile():
    from desktop.ai.answers import answer_prompt

    g = new_game(side(ready("gym2-63", "Pranks")), side("Chansey", discard=["Pidgey", "Bill"]), seed=seed_for(H))
    attack(g, "Pranks")
    assert g.pending.purpose == "their_discard_to_deck"
    assert answer_prompt(g) in g.pending.options


def test_master_ball_takes_a_pokemon_from_the_top_seven():
    deck = ["Pidgey"] + ["Water Energy"] * 3 + ["Charmander"] + ["Water Energy"] * 6  # the top is the end
    g = new_game(side("Chansey", hand=["gym2-116"], deck=deck), side("Chansey"))
    play(g, "Master Ball")
    picked = [u for u in g.pending.options if u is not None]
    assert [g.name_of(u) for u in picked] == ["Charmander"]  # Pidgey is the 11th card, not in the top 7
    choose(g, picked[0])
    assert "Charmander" in zone_names(g, 0, "hand")


def test_mistys_tears_discards_a_card_for_two_water_energy():
    g = new_game(side("Chansey", hand=["gym2-118", "Pidgey"], deck=["Water Energy", "Fire Energy", "Water Energy"]),
                 side("Chansey"))
    play(g, "Misty's Tears")
    while g.pending is not None:
        choose(g, next(u for u in g.pending.options if u is not None))
    assert zone_names(g, 0, "hand") == ["Water Energy", "Water Energy"] and "Pidgey" in zone_names(g, 0, "discard")


def test_erikas_maids_trades_two_cards_for_erikas_pokemon():
    g = new_game(side("Chansey", hand=["gym1-109", "Pidgey", "Rattata"], deck=["gym1-47", "Oddish", "gym1-25"]),
                 side("Chansey"))
    play(g, "Erika's Maids")
    while g.pending is not None:
        options = [u for u in g.pending.options if u is not None]
        assert all("Erika" in g.name_of(u) for u in options) or g.pending.zone == "hand"
        choose(g, options[0])
    assert sorted(zone_names(g, 0, "hand")) == ["Erika's Clefairy", "Erika's Oddish"]


def test_mistys_wrath_keeps_two_of_the_top_seven_and_discards_the_rest():
    g = new_game(side("Chansey", hand=["gym1-114"], deck=["Pidgey"] * 3 + ["Water Energy"] * 7), side("Chansey"))
    play(g, "Misty's Wrath")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Water Energy"] * 2 and len(g.players[0].deck) == 3
    assert zone_names(g, 0, "discard").count("Water Energy") == 5


def test_sabrinas_gaze_redraws_as_many_cards_for_each_player():
    g = new_game(side("Chansey", hand=["gym1-125", "Pidgey", "Rattata"]), side("Chansey", hand=["Bill"]))
    play(g, "Sabrina's Gaze")
    assert len(g.players[0].hand) == 2 and len(g.players[1].hand) == 1


def test_trash_exchange_shuffles_the_discard_pile_in_and_mills_as_many():
    g = new_game(side("Chansey", hand=["gym1-126"], discard=["Pidgey", "Rattata"]), side("Chansey"))
    deck = len(g.players[0].deck)
    play(g, "Trash Exchange")
    assert len(g.players[0].deck) == deck and len(g.players[0].discard) == 3  # 2 milled and Trash Exchange


def test_blaines_last_resort_only_as_the_last_card_in_hand():
    g = new_game(side("Chansey", hand=["gym1-105", "Pidgey"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game(side("Chansey", hand=["gym1-105"]), side("Chansey"))
    play(g, "Blaine's Last Resort")
    assert len(g.players[0].hand) == 5


def test_good_manners_needs_no_basic_pokemon_in_hand():
    g = new_game(side("Chansey", hand=["gym1-111", "Pidgey"], deck=["Rattata"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game(side("Chansey", hand=["gym1-111", "Bill"], deck=["Rattata", "Water Energy"]), side("Chansey"))
    play(g, "Good Manners")
    assert "Rattata" in zone_names(g, 0, "hand")


def test_jellyfish_pod_takes_any_number_of_the_named_pokemon():
    g = new_game(side(ready("gym1-32", "Jellyfish Pod"), deck=["Tentacool", "gym1-32", "Pidgey"]), side("Chansey"))
    attack(g, "Jellyfish Pod")
    assert sorted(names(g, g.pending.options[:2])) == ["Misty's Tentacool", "Tentacool"]
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert sorted(zone_names(g, 0, "hand")) == ["Misty's Tentacool", "Tentacool"]


def test_the_rockets_trap_shuffles_up_to_three_random_cards_of_their_hand_away():
    g = new_game(side("Chansey", hand=["gym1-19"]), side("Chansey", hand=["Pidgey", "Bill", "Rattata", "Bill"]),
                 seed=seed_for(H))
    play(g, "The Rocket's Trap")
    assert g.pending.purpose == "random_count" and max(g.pending.options) == 3
    from desktop.ai.answers import answer_prompt

    assert answer_prompt(g) == 3
    choose(g, 2)
    assert len(g.players[1].hand) == 2


def test_group_attack_calls_zubats_then_counts_them():
    g = new_game(side(ready("gym2-83", "Group Attack"), deck=["gym2-83", "gym2-83", "Pidgey"]), side("Chansey"))
    attack(g, "Group Attack")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert slot(g, 1).damage == 30 and len(g.players[0].bench) == 2


def test_call_for_family_benches_a_nidoran():
    g = new_game(side(ready("base6-82", "Call for Family"), deck=["base6-83", "Pidgey", "Chansey"]), side("Chansey"))
    attack(g, "Call for Family")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Nidoran ♂"]


def test_summon_minions_benches_up_to_two_basic_pokemon_when_played_from_the_hand():
    g = new_game(side({"card": "base6-38", "under": ["Dratini"]}, hand=["base6-5"],
                      deck=["Pidgey", "Rattata", "Chansey", "Fighting Energy"]), side("Chansey"))
    evolve(g, "Dark Dragonite", 0)
    answer_all(g)
    assert len(g.players[0].bench) == 2


def test_prophecy_rearranges_the_top_3_cards_of_either_deck():
    g = new_game(side(ready("neo1-52", "Prophecy")), side("Chansey", deck=["Pidgey", "Rattata", "Chansey",
                                                                           "Fire Energy"]))
    attack(g, "Prophecy")
    answer_all(g)
    assert len(g.players[1].deck) + len(g.players[1].hand) == 4


def test_energy_charge_shuffles_up_to_2_energy_cards_back():
    g = new_game(side("Chansey", hand=["neo1-85"], discard=["Water Energy", "Fire Energy", "Grass Energy"]),
                 side("Chansey"), seed=seed_for(H))
    play(g, "Energy Charge")
    answer_all(g)
    assert len(g.players[0].discard) == 2  # 1 left, and Energy Charge itself


def test_mary_draws_2_then_shuffles_2_back():
    g = new_game(side("Chansey", hand=["neo1-87", "Pidgey"]), side("Chansey"))
    play(g, "Mary")
    answer_all(g)
    assert len(g.players[0].hand) == 1 and len(g.players[0].deck) == 10


def test_new_pokedex_shuffles_then_rearranges_the_top_5():
    g = new_game(side("Chansey", hand=["neo1-95"]), side("Chansey"))
    events = play(g, "New Pokédex")
    answer_all(g)
    assert any(e.kind == "shuffle" for e in events) and len(g.players[0].deck) == 10


def test_mail_from_bill_needs_a_small_hand():
    g = new_game(side("Chansey", hand=["neo4-105", "Pidgey"]), side("Chansey"))
    play(g, "Mail from Bill")
    assert len(g.players[0].hand) == 4
    g = new_game(side("Chansey", hand=["neo4-105"] + ["Pidgey"] * 4), side("Chansey"))
    mail = next(u for u in g.players[0].hand if g.name_of(u) == "Mail from Bill")
    assert not any(getattr(a, "card", None) == mail for a in g.legal_actions())


def test_super_energy_retrieval_trades_2_cards_for_4_basic_energy():
    g = new_game(side("Chansey", hand=["neo1-89", "Pidgey", "Rattata"],
                      discard=["Water Energy"] * 3 + ["Fire Energy"] * 2), side("Chansey"))
    play(g, "Super Energy Retrieval")
    answer_all(g)
    assert len([n for n in zone_names(g, 0, "hand") if n.endswith("Energy")]) == 4


def test_old_rod_both_heads_a_pokemon_both_tails_a_trainer():
    for flips, want in (((H, H), "Pidgey"), ((T, T), "Potion")):
        g = new_game(side("Chansey", hand=["neo3-64"], discard=["Pidgey", "Potion"]), side("Chansey"),
                     seed=seed_for(*flips))
        play(g, "Old Rod")
        answer_all(g)
        assert want in zone_names(g, 0, "hand")


def test_berserk_discards_5_from_either_deck():
    g = new_game(side({"card": "neo1-31", "under": ["neo1-80"]}, hand=["neo1-4"]), side("Chansey"), seed=seed_for(H))
    evolve(g, "Feraligatr", 0)
    answer_all(g)
    assert len(g.players[1].discard) == 5 and len(g.players[0].discard) == 0


def test_murkrow_calls_for_family_and_flock_attacks():
    g = new_game(side(ready("neo3-46", "Call for Family"), deck=["neo3-46", "Pidgey"]), side("Chansey"))
    attack(g, "Call for Family")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Murkrow"]
    g = new_game(side(ready("neo3-46", "Flock Attack"), bench=["neo3-46", "neo3-46", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    events = attack(g, "Flock Attack")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert len([e for e in events if e.kind == "coin"]) == 2 and slot(g, 1).damage == 30 + 10 * dark


def test_mountain_crush_discards_a_card_per_heads():
    g = new_game(side(ready("neo4-113", "Mountain Crush")), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Mountain Crush")
    assert len(g.players[1].discard) == 2


def test_threaten_and_glaring_gaze_shuffle_a_trainer_from_their_hand():
    g = new_game(side(ready("neo4-9", "Threaten")), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    attack(g, "Threaten")
    answer_all(g)
    assert "Mary" not in zone_names(g, 1, "hand") or len(g.players[1].hand) == 2  # they drew 1 at turn start
    assert "Mary" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]
    g = new_game(side("neo1-42"), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    power(g, 0)
    answer_all(g)
    assert zone_names(g, 1, "hand") == ["Pidgey"]


def test_call_back_benches_their_basic_with_a_counter():
    g = new_game(side(ready("neo4-36", "Call Back")), side("Chansey", discard=["Pidgey"]))
    attack(g, "Call Back")
    answer_all(g)
    assert [(g.name_of(s.top), s.damage) for s in g.players[1].bench] == [("Pidgey", 10)]


def test_dark_quilava_incinerate_and_rushing_magma():
    g = new_game(side(ready("neo4-39", "Incinerate")), side("Chansey", deck=["Pidgey"] * 3 + ["Potion"]))
    attack(g, "Incinerate")
    assert "Potion" in zone_names(g, 1, "discard")
    g = new_game(side(ready("neo4-39", "Rushing Magma"), deck=["Pidgey"] * 3 + ["Fire Energy", "Pidgey",
                                                                                 "Fire Energy"]), side("Charizard"))
    attack(g, "Rushing Magma")
    assert slot(g, 1).damage == 40 and len(g.players[0].discard) == 5


def test_pokegear_takes_a_trainer_from_the_top_7_and_stops_trainers():
    g = new_game(side("Chansey", hand=["neo1-88", "neo1-87"], deck=["Pidgey"] * 5 + ["Potion"] + ["Pidgey"]),
                 side("Chansey"))
    play(g, "PokéGear")
    answer_all(g)
    assert "Potion" in zone_names(g, 0, "hand")
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_team_rockets_evil_deeds():
    g = new_game(side("Chansey", hand=["neo4-103"]), side("Chansey", hand=["Potion", "Pidgey"]))
    play(g, "Team Rocket's Evil Deeds")
    choose(g, next(u for u in g.players[1].hand if g.name_of(u) == "Potion"))
    assert g.pending is not None and g.pending.player == 1 and g.pending.purpose == "draw_up_to"
    choose(g, 2)
    assert "Potion" not in zone_names(g, 1, "hand") or len(g.players[1].hand) == 3
    assert len(g.players[1].hand) == 3


def test_impostor_oaks_invention_replaces_their_prizes():
    g = new_game(side("Chansey", hand=["neo4-94"]), side("Chansey", prizes=["Potion"] * 6, deck=["Pidgey"] * 20))
    play(g, "Impostor Professor Oak's Invention")
    choose(g, "yes")
    assert len(g.players[1].prizes) == 6 and len(g.players[1].deck) == 20


def test_time_capsule_all_or_none_then_no_more_trainers():
    g = new_game(side("Chansey", hand=["neo1-90", "neo1-87"], discard=["Pidgey", "Water Energy", "Potion"]),
                 side("Chansey", discard=["Rattata"]))
    play(g, "Time Capsule")
    assert g.pending.player == 1 and g.pending.optional
    choose(g, None)  # they choose none
    choose(g, g.pending.options[0])
    assert g.pending is not None and not g.pending.optional  # once begun: all of them (fewer than 5)
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "discard") == ["Potion", "Time Capsule"]
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_sudowoodo_mimic_copies_the_defending_pokemons_attacks():
    g = new_game(side({"card": "neo3-26", "energy": ["Fighting Energy"]}, bench=["neo3-26"]), side("base1-52"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slam", "Low Kick"]
    assert [a.name for a in g.card_of(g.players[0].bench[0]).attacks] == ["Slam"]  # only the Active one
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 20
    g = new_game(side({"card": "neo3-26", "condition": "Asleep"}), side("base1-52"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slam"]
