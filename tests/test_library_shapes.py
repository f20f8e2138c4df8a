"""Card-library shapes written once and compiled wherever the same words recur (issue #14): each
test plays one printing in a game and checks what it did."""

from __future__ import annotations

from desktop.engine.cards import default_db
from tests.engine_helpers import attack, mon, new_game, side

RESHIRAM = "bw1-26"  # Outrage: "Does 10 more damage for each damage counter on this Pokémon."


def test_outrage_does_10_more_for_each_damage_counter_on_itself():
    for counters in (0, 3):
        game = new_game(side(mon(RESHIRAM, energy=["Fire Energy"] * 2, damage=10 * counters)),
                        side(mon("Snorlax")), rules="xy")
        attack(game, "Outrage")
        assert game.players[1].active.damage == 20 + 10 * counters


def test_the_outrage_words_compile_on_their_reprints():
    db = default_db()
    db.load_library()
    same = [c for c in db.all_cards() for a in c.attacks
            if a.name == "Outrage" and a.fingerprint == db.get(RESHIRAM).attacks[0].fingerprint]
    assert len(same) >= 3 and all(a.implemented for c in same for a in c.attacks if a.name == "Outrage")


def test_giant_bloom_removes_2_damage_counters_from_the_attacker():
    # "Remove 2 damage counters from Meganium.": written once, compiled on 20 attacks.
    game = new_game(side(mon("col1-27", energy=["Grass Energy"] * 4, damage=30)), side(mon("Snorlax")),
                    rules="xy")
    attack(game, "Giant Bloom")
    assert game.players[1].active.damage == 60 and game.players[0].active.damage == 10


def test_swift_ignores_weakness_in_the_diamond_and_pearl_words():
    # "...isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, or any other effects on the
    # Defending Pokémon.": written once (Electrode), compiled on 23 attacks.
    game = new_game(side(mon("dp7-36", "dp7-80", energy=["Lightning Energy"] * 3)), side(mon("Blastoise", "Squirtle",
                                                                                            "Wartortle")), rules="xy")
    assert any(t == "Lightning" for t, _v in game.card_of(game.players[1].active).weaknesses)
    attack(game, "Swift")
    assert game.players[1].active.damage == 60


def test_feint_attack_damages_the_chosen_benched_pokemon():
    from desktop.engine.actions import OPPONENT, Choose

    game = new_game(side(mon("dp1-100", energy=["Darkness Energy"] * 2)), side(mon("Snorlax"), bench=["Onix"]),
                    rules="xy")
    attack(game, "Feint Attack")
    game.apply(Choose(OPPONENT + 1))
    assert game.players[1].bench[0].damage == 20 and game.players[1].active.damage == 0


def test_triple_poison_puts_3_damage_counters_between_turns():
    # "... Put 3 damage counters instead of 1 on that Pokémon between turns." in the Sun & Moon words.
    from desktop.engine.actions import END_TURN

    game = new_game(side(mon("sm1-56", "sm1-54", "sm1-55", energy=["Psychic Energy"])), side(mon("sm1-105")),
                    rules="sm")
    attack(game, "Triple Poison")
    assert game.players[1].active.poison == 30 and game.players[1].active.damage == 30  # the Checkup after it
    game.apply(END_TURN)
    assert game.players[1].active.damage == 60


def test_flitter_ignores_weakness_on_the_chosen_pokemon():
    from desktop.engine.actions import OPPONENT, Choose

    game = new_game(side(mon("dp5-59", energy=["Grass Energy"] * 2)), side(mon("Onix"), bench=["Snorlax"]),
                    rules="xy")
    assert any(t == "Grass" for t, _v in game.card_of(game.players[1].active).weaknesses)
    attack(game, "Flitter")
    game.apply(Choose(OPPONENT))
    assert game.players[1].active.damage == 20


def test_buddy_bolt_does_30_more_only_after_a_supporter_from_the_hand():
    from desktop.engine.actions import PlayTrainer

    for play_hau in (False, True):
        game = new_game(side(mon("pgo-27", energy=["Lightning Energy"] * 3), hand=["sm1-120"],
                             deck=["Lightning Energy"] * 5), side(mon("Snorlax")), rules="sm")
        if play_hau:
            game.apply(PlayTrainer(game.players[0].hand[0], None))
        attack(game, "Buddy Bolt")
        assert game.players[1].active.damage == (60 if play_hau else 30)


def test_hydro_pump_does_10_more_for_each_water_energy_on_lapras():
    game = new_game(side(mon("mcd19-5", energy=["Water Energy"] * 3 + ["Fire Energy"])), side(mon("sm1-105")),
                    rules="sm")
    attack(game, "Hydro Pump")
    assert game.players[1].active.damage == 100


BIG = "sm1-105"  # Stoutland, 150 HP, weak to Fighting: a target that survives these attacks


def test_gaia_hammer_and_earthquake_hit_the_benches_in_the_black_and_white_words():
    game = new_game(side(mon("bw3-74", energy=["Fighting Energy"] * 3), bench=["Onix"]),
                    side(mon("Scyther"), bench=["Onix"]), rules="xy")  # Scyther resists Fighting
    attack(game, "Gaia Hammer")  # 80, and 10 to each Benched Pokémon (both yours and your opponent's)
    assert game.players[0].bench[0].damage == 10 and game.players[1].bench[0].damage == 10
    game = new_game(side(mon("bw2-57", energy=["Fighting Energy"] * 3), bench=["Onix"]),
                    side(mon("Scyther"), bench=["Onix"]), rules="xy")
    attack(game, "Earthquake")  # 70, and 10 to each of your Benched Pokémon
    assert game.players[0].bench[0].damage == 10 and game.players[1].bench[0].damage == 0


def test_aqua_liner_damages_the_chosen_benched_pokemon():
    from desktop.engine.actions import OPPONENT, Choose

    game = new_game(side(mon("dp2-57", energy=["Water Energy"] * 2)), side(mon(BIG), bench=[BIG, "Snorlax"]),
                    rules="xy")
    attack(game, "Aqua Liner")
    assert set(game.pending.options) == {OPPONENT + 1, OPPONENT + 2}
    game.apply(Choose(OPPONENT + 1))
    assert game.players[1].bench[0].damage == 40 and game.players[1].active.damage == 0


def test_toxic_dust_poisons_for_2_counters_and_clutch_stops_retreat():
    game = new_game(side(mon("dp1-25", energy=["Grass Energy"] * 4)), side(mon(BIG)), rules="xy")
    attack(game, "Toxic Dust")
    assert game.players[1].active.poison == 20
    game = new_game(side(mon("ex1-15", energy=["Fire Energy"] * 2)), side(mon(BIG, energy=["Fire Energy"] * 3),
                                                                          bench=["Onix"]), rules="xy")
    attack(game, "Clutch")
    from desktop.engine.actions import Retreat

    assert game.current == 1 and not any(isinstance(a, Retreat) for a in game.legal_actions())


def test_thunderbolt_discards_every_energy_and_hydro_pump_counts_water():
    game = new_game(side(mon("bw1-115", energy=["Lightning Energy"] * 3)), side(mon(BIG)), rules="xy")
    attack(game, "Thunderbolt")
    assert not game.players[0].active.energy and game.players[1].active.damage == 80
    game = new_game(side(mon("bw1-32", energy=["Water Energy"] * 2 + ["Fire Energy"])), side(mon(BIG)), rules="xy")
    attack(game, "Hydro Pump")
    assert game.players[1].active.damage == 90


def test_extra_flame_does_30_more_only_to_a_pokemon_ex():
    # "If the Defending Pokémon is Pokémon-ex, this attack does 40 damage plus 30 more damage."
    for defender, damage in (("ex10-101", 70), (BIG, 40)):
        game = new_game(side(mon("ex10-41", energy=["Fire Energy"] * 3)), side(mon(defender)), rules="xy")
        attack(game, "Extra Flame")
        assert game.players[1].active.damage == damage, defender


def test_reinforced_lariat_does_40_more_with_a_tool_attached():
    for tools, damage in (([], 80), (["neo1-99"], 120)):  # a Berry as the Tool
        game = new_game(side(mon("bw10-50", energy=["Fighting Energy"] * 4, tools=tools)),
                        side(mon("ex10-102"), bench=["Onix"]), rules="xy")  # Espeon ex: 110 HP, weak to Psychic
        events = attack(game, "Reinforced Lariat")
        assert any(e.kind == "damage" and e.amount == damage for e in events), tools


def test_psywave_counts_the_energy_on_the_defending_pokemon_in_both_eras_words():
    for card, per in (("dp1-10", 20), ("bw1-57", 10)):
        game = new_game(side(mon(card, energy=["Psychic Energy"] * 3)),
                        side(mon(BIG, energy=["Fire Energy"] * 2)), rules="xy")
        attack(game, "Psywave")
        assert game.players[1].active.damage == 30 + 2 * per, card


def test_gaia_crush_discards_the_stadium_in_play():
    them = {**side(mon(BIG)), "stadium": "gym1-124"}  # the opponent's Narrow Gym
    game = new_game(side(mon("bw10-64", energy=["Fire Energy", "Water Energy", "Fire Energy", "Fire Energy"])),
                    them, rules="xy")
    assert game.stadium >= 0
    attack(game, "Gaia Crush")
    assert game.stadium < 0 and game.players[1].active.damage == 100


def test_a_gx_attack_switches_after_its_damage_and_only_one_gx_attack_a_game():
    # "Switch this Pokémon with 1 of your Benched Pokémon. (You can't use more than 1 GX attack in a
    # game.)": Golisopod-GX's Crossing Cut-GX; the once-a-game rule of seed 000 (GX attacks).
    from desktop.engine.actions import Choose

    game = new_game(side(mon("sm3-17", energy=["Grass Energy"] * 3), bench=["sm1-105", "sm1-105"]),
                    side(mon("xy1-1"), bench=["sm1-105"]), rules="sm")
    attack(game, "Crossing Cut-GX")
    game.apply(Choose(2))  # switch with the second Benched Stoutland, after the damage
    me, them = game.players
    assert them.active.damage == 150 and game.card_of(me.bench[1]).id == "sm3-17"
    assert (0, "GX") in game.markers
    assert "Crossing Cut-GX" in [a.name for a in game.card_of(me.bench[1]).attacks]
    game.players[0].active, game.players[0].bench[1] = game.players[0].bench[1], game.players[0].active
    from desktop.engine.actions import END_TURN, Attack

    game.apply(END_TURN)  # the opponent's turn passes; Golisopod-GX is back in the Active Spot
    assert Attack(2) not in game.legal_actions() and Attack(1) in game.legal_actions()


def test_rough_skin_puts_2_counters_on_the_attacker_only_while_active():
    # "If this Pokémon is your Active Pokémon and is damaged by an opponent's attack (even if this
    # Pokémon is Knocked Out), put 2 damage counters on the Attacking Pokémon." (Black & White to XY)
    from tests.engine_helpers import end_turn

    for benched in (False, True):
        druddigon, other = mon("bw3-89"), mon("sm1-105")
        game = new_game(side(other if benched else druddigon, bench=[druddigon if benched else other]),
                        side(mon("sm1-105", energy=["Fighting Energy"] * 4)), rules="xy")
        end_turn(game)
        attack(game, "Hammer In")  # (Knocks Out an Active Druddigon: it still puts its counters)
        assert game.players[1].active.damage == (0 if benched else 20)


def test_astonish_shuffles_a_card_chosen_without_looking_into_the_opponents_deck():
    game = new_game(side(mon("dp1-42")), side(mon("sm1-105"), hand=["Potion", "Bill"], deck=["Fire Energy"] * 5),
                    rules="xy")
    attack(game, "Astonish")
    them = game.players[1]
    # the card went into their deck (and the opponent then drew 1 for their turn)
    assert len(them.deck) == 5 and len(them.hand) == 2


def test_celestial_roar_attaches_the_energy_cards_among_the_3_discarded():
    # "Discard the top 3 cards of your deck. If any of those cards are Energy cards, attach them to this
    # Pokémon." (Black & White to Sun & Moon)
    game = new_game(side(mon("bw6-85", energy=["Fire Energy"]),
                         deck=["Potion", "Fire Energy", "Bill", "Lightning Energy", "Potion"]),
                    side(mon("sm1-105")), rules="xy")
    attack(game, "Celestial Roar")
    me = game.players[0]
    # the top of the deck is the end of the list: Potion, Lightning Energy, Bill
    assert sorted(game.name_of(u) for u in me.active.energy) == ["Fire Energy", "Lightning Energy"]
    assert sorted(game.name_of(u) for u in me.discard) == ["Bill", "Potion"] and len(me.deck) == 2


def test_sweet_sleeping_face_prevents_attack_damage_only_while_asleep():
    # "As long as Cleffa is Asleep, prevent all damage done to Cleffa by attacks." (a Poké-Body)
    for asleep in (True, False):
        cleffa = mon("hgss1-17", condition="Asleep") if asleep else mon("hgss1-17")
        game = new_game(side(cleffa, bench=["sm1-105"]), side(mon("sm1-105", energy=["Fighting Energy"] * 3)),
                        rules="xy", current=1)  # the opponent attacks now
        events = attack(game, "Ferocious Bellow")
        assert any(e.kind == "damage" and e.player == 0 for e in events) is not asleep


def test_exoskeleton_reduces_attack_damage_by_20():
    # "Any damage done to Kabuto by attacks is reduced by 20 (after applying Weakness and Resistance)."
    game = new_game(side(mon("ex2-39"), bench=["sm1-105"]), side(mon("sm1-105", energy=["Fighting Energy"] * 4)),
                    rules="xy", current=1)
    events = attack(game, "Hammer In")
    assert [e.amount for e in events if e.kind == "damage" and e.player == 0][:1] == [
        game.card_of(game.players[1].active).attacks[1].damage - 20]
