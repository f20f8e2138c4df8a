"""Hand-written definitions of today's Standard cards (issue #14), each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from desktop.engine.cards import default_db
from desktop.engine.text import card_text
from tests.engine_helpers import mon, new_game, seed_for, side

OGERPON = "sv6-25"  # Teal Mask Ogerpon ex
GRASS, FIGHTING, FIRE = "sve-1", "sve-6", "sve-2"


def _power(game, pos: int, name: str) -> UsePower:
    card = game.card_of(game.players[0].slot(pos))
    return UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name))


def test_teal_dance_attaches_a_grass_energy_from_the_hand_then_draws_once_a_turn():
    game = new_game(side(mon(OGERPON), hand=[GRASS, GRASS], deck=["Fighting Energy"] * 5), side("me1-74"),
                    rules="modern")
    teal_dance = _power(game, 0, "Teal Dance")
    hand = len(game.players[0].hand)
    game.apply(teal_dance)
    me = game.players[0]
    assert [game.cards[u].id for u in me.active.energy] == [GRASS]
    assert len(me.hand) == hand - 1 + 1, "one Energy attached, one card drawn"
    assert not game.energy_played, "an Ability's attachment is not the Energy attachment for the turn"
    assert teal_dance not in game.legal_actions(), "once during your turn"


def test_teal_dance_needs_a_basic_grass_energy_in_the_hand():
    game = new_game(side(mon(OGERPON), hand=[FIRE]), side("me1-74"), rules="modern")
    assert _power(game, 0, "Teal Dance") not in game.legal_actions()


def test_myriad_leaf_shower_counts_the_energy_on_both_active_pokemon():
    # 3 on Ogerpon and 2 on Lunatone: 30 + 5 x 30 = 180, doubled by Lunatone's Grass Weakness.
    game = new_game(side(mon(OGERPON, energy=[GRASS] * 3)), side(mon("me1-74", energy=[FIGHTING] * 2)),
                    rules="modern")
    game.apply(Attack(0))
    damage = [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]
    assert damage == [360]
    assert default_db().get("sv8pt5-12").implemented, "its reprints share the definition"


TERAPAGOS = "sv7-128"  # Terapagos ex
WALKING_WAKE = "sv5-50"  # Walking Wake ex: Azure Seas, its attacks ignore effects on the Defending Pokémon


def _crown_opal_then_attacked_by(attacker: str, energy: str) -> int:
    """Terapagos ex uses Crown Opal (180 damage: the attacker has more HP); the opponent's ``attacker``
    attacks it next turn: the damage done."""
    me = side(mon(TERAPAGOS, energy=[GRASS, "sve-3", "sve-4"]), bench=["Pikachu"])
    them = side(mon(attacker, energy=[energy] * 3), bench=["Pikachu"])
    game = new_game(me, them, rules="modern")
    crown = next(i for i, a in enumerate(game.card_of(game.players[0].active).attacks) if a.name == "Crown Opal")
    game.apply(Attack(crown))
    while game.pending is not None:  # the opponent's draw and any prompt
        game.apply(game.legal_actions()[0])
    before = game.players[0].active.damage
    attack = next(a for a in game.legal_actions() if a[0] == "attack")
    game.apply(attack)
    return game.players[0].active.damage - before


def test_crown_opal_prevents_damage_from_basic_non_colorless_pokemon_only():
    assert _crown_opal_then_attacked_by("svp-110", "sve-7") == 0, "Darkrai ex: a Basic Darkness Pokémon"
    assert _crown_opal_then_attacked_by(WALKING_WAKE, "sve-3") == 120, "Azure Seas: effects on Terapagos ignored"
    assert _crown_opal_then_attacked_by(TERAPAGOS, FIGHTING) > 0, "Terapagos ex: a Basic Colorless Pokémon"
    assert _crown_opal_then_attacked_by("sv7-82", FIGHTING) > 0, "Lucario ex: a Stage 1 Pokémon"


RAGING_BOLT = "sv5-123"  # Raging Bolt ex


def test_bellowing_thunder_does_70_for_each_basic_energy_discarded_from_your_pokemon():
    me = side(mon(RAGING_BOLT, energy=["sve-4", FIGHTING]), bench=[mon("Pikachu", energy=["sve-4", "sve-4"])])
    game = new_game(me, side(mon("svp-110")), rules="modern")  # Darkrai ex, 210 HP, no Dragon Weakness
    game.apply(Attack(1))
    picks = 0
    while game.pending is not None and game.pending.purpose == "discard_energy":
        options = [u for u in game.pending.options if u is not None]
        if picks == 3:
            game.apply(Choose(None))  # Done: three of the four discarded
            break
        game.apply(Choose(options[0]))
        picks += 1
    damage = [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]
    assert damage == [210], "3 Energy discarded: 3 x 70"
    attached = sum(len(s.energy) for s in game.players[0].slots())
    assert attached == 1 and len(game.players[0].discard) == 3


def test_bellowing_thunder_with_nothing_discarded_does_nothing():
    game = new_game(side(mon(RAGING_BOLT, energy=["sve-4", FIGHTING])), side(mon("svp-110")), rules="modern")
    game.apply(Attack(1))
    game.apply(Choose(None))
    assert game.players[1].active.damage == 0


BELLIBOLT = "sv9-53"  # Iono's Bellibolt ex


def test_electric_streamer_attaches_lightning_energy_to_ionos_pokemon_as_often_as_you_like():
    game = new_game(side(mon(BELLIBOLT), bench=["sv9-54", "Pikachu"], hand=["sve-4", "sve-4", GRASS]),
                    side("me1-74"), rules="modern")
    streamer = _power(game, 0, "Electric Streamer")
    game.apply(streamer)
    targets = set(game.pending.options) if game.pending is not None else {0}
    assert 2 not in targets, "Pikachu is not one of Iono's Pokémon"
    game.apply(Choose(1))  # onto the Benched Iono's Pokémon
    assert streamer in game.legal_actions(), "as often as you like"
    game.apply(streamer)
    game.apply(Choose(0))
    me = game.players[0]
    assert len(me.active.energy) == 1 and len(me.bench[0].energy) == 1 and not game.energy_played
    assert streamer not in game.legal_actions(), "no Basic Lightning Energy left in the hand"


LACEY = "sv8pt5-175"


def test_lacey_draws_4_or_8_when_the_opponent_has_3_or_fewer_prizes_left():
    from desktop.engine.actions import PlayTrainer

    for their_prizes, drawn in ((4, 4), (3, 8)):
        me = side("Pikachu", hand=[LACEY, "Fighting Energy"], deck=["Fighting Energy"] * 20)
        them = side("me1-74", prizes=["Fighting Energy"] * their_prizes)
        game = new_game(me, them, rules="modern")
        lacey = next(u for u in game.players[0].hand if game.cards[u].id == LACEY)
        game.apply(PlayTrainer(lacey, None))
        assert len(game.players[0].hand) == drawn, their_prizes


KIERAN = "sv6-154"


def test_kieran_chooses_a_switch_or_30_more_damage_to_an_active_pokemon_ex_or_v():
    from desktop.engine.actions import PlayTrainer

    def played(bench: list, choice_words: str | None):
        me = side(mon(WALKING_WAKE, energy=["sve-3"] * 3), bench=bench, hand=[KIERAN])
        game = new_game(me, side(mon("svp-110")), rules="modern")  # Darkrai ex: a Pokémon ex
        kieran = next(u for u in game.players[0].hand if game.cards[u].id == KIERAN)
        game.apply(PlayTrainer(kieran, None))
        if game.pending is not None and game.pending.purpose == "choose_effect":
            assert len(game.pending.options) == 2
            game.apply(Choose(next(o for o in game.pending.options if choice_words in o)))
        return game

    boosted = played(["Pikachu"], "30 more damage")
    boosted.apply(Attack(0))
    assert [e.amount for e in boosted.last_events if e.kind == "damage" and e.player == 1] == [150]
    switched = played(["Pikachu"], "Switch")
    if switched.pending is not None:
        switched.apply(Choose(1))
    assert switched.name_of(switched.players[0].active.top) == "Pikachu"
    alone = played([], None)  # no Benched Pokémon: only the damage can be chosen, without asking
    assert alone.pending is None and alone.lasting


GOUGING_FIRE = "sv5-38"  # Gouging Fire ex


def _pass_draw_and_prompts(game) -> None:
    """Answer whatever is asked until the player whose turn it is can act in their main phase."""
    while game.pending is not None:
        game.apply(game.legal_actions()[0])


def _pass_opponents_turn(game) -> None:
    """The opponent answers any question (a new Active Pokémon) and ends their turn."""
    from desktop.engine.actions import END_TURN

    while game.current != 0 or game.pending is not None:
        game.apply(END_TURN if game.pending is None else game.legal_actions()[0])


def test_blaze_blitz_cant_be_used_again_until_the_pokemon_leaves_the_active_spot():
    from desktop.engine.actions import END_TURN, Retreat

    me = side(mon(GOUGING_FIRE, energy=["sve-2"] * 5), bench=[mon("Pikachu", energy=["sve-4"])],
              deck=["sve-2"] * 10)
    them = side(mon(TERAPAGOS), bench=["Pikachu", "Pikachu"], deck=["sve-2"] * 10)
    game = new_game(me, them, rules="modern")
    game.apply(Attack(1))  # Blaze Blitz: 260 Knocks Out Terapagos ex
    _pass_opponents_turn(game)
    assert Attack(1) not in game.legal_actions() and Attack(0) in game.legal_actions()
    game.apply(Retreat(1))  # it leaves the Active Spot (2 Energy for the Retreat Cost)
    game.apply(END_TURN)
    _pass_opponents_turn(game)
    game.apply(Retreat(1))  # and comes back
    assert game.name_of(game.players[0].active.top) == "Gouging Fire ex"
    assert Attack(1) in game.legal_actions(), "Blaze Blitz can be used again"


HO_OH = "me2pt5-26"  # Ethan's Ho-Oh ex


def test_golden_flame_attaches_up_to_2_fire_energy_to_a_benched_ethans_pokemon_once_a_turn():
    game = new_game(side(mon(HO_OH), bench=["sv10-32", "Pikachu"], hand=["sve-2"] * 3), side("me1-74"),
                    rules="modern")
    flame = _power(game, 0, "Golden Flame")
    game.apply(flame)  # the only Benched Ethan's Pokémon is chosen without asking
    assert game.pending is not None and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    me = game.players[0]
    assert len(me.bench[0].energy) == 2 and not me.active.energy and not me.bench[1].energy
    assert len(me.hand) == 1 and flame not in game.legal_actions(), "once during your turn"


MEGA_GARDEVOIR = "me2pt5-89"


def test_overflowing_wishes_attaches_a_psychic_energy_from_the_deck_to_each_benched_pokemon():
    psychic = "sve-5"
    me = side(mon(MEGA_GARDEVOIR, energy=[psychic]), bench=["Pikachu", "Pikachu", "Pikachu"],
              deck=[psychic, psychic, "Fighting Energy", "Fighting Energy"])
    game = new_game(me, side("me1-74"), rules="modern")
    game.apply(Attack(0))
    bench = game.players[0].bench
    assert [len(s.energy) for s in bench] == [1, 1, 0], "two Psychic Energy in the deck: two Pokémon get one"
    assert all(game.cards[u].id == psychic for s in bench for u in s.energy)
    assert len(game.players[0].deck) >= 2 and not any(game.cards[u].id == psychic for u in game.players[0].deck)


PECHARUNT = "sv6pt5-39"  # Pecharunt ex


def test_subjugating_chains_switches_in_a_benched_darkness_pokemon_and_poisons_it():
    me = side(mon("Pikachu"), bench=[mon(PECHARUNT), mon("svp-110")])  # Darkrai ex: a Darkness Pokémon
    game = new_game(me, side("me1-74"), rules="modern")
    chains = _power(game, 1, "Subjugating Chains")
    game.apply(chains)  # Darkrai ex is the only choice (Pecharunt ex itself is excepted)
    me_now = game.players[0]
    assert game.name_of(me_now.active.top) == "Darkrai ex" and me_now.active.poison
    assert not any(a[0] == "power" and game.card_of(game.players[0].slot(a[1])).name == "Pecharunt ex"
                   for a in game.legal_actions()), "once a turn"


IRON_BOULDER = "svp-147"  # Iron Boulder ex


def test_repulsor_axe_puts_8_damage_counters_on_an_attacker_that_damages_it_next_turn():
    me = side(mon(IRON_BOULDER, energy=["sve-6"] * 3), bench=["Pikachu"])
    them = side(mon("svp-110", energy=["sve-7"] * 3), bench=["Pikachu"])  # Darkrai ex, 210 HP
    game = new_game(me, them, rules="modern")
    axe = next(i for i, a in enumerate(game.card_of(game.players[0].active).attacks) if a.name == "Repulsor Axe")
    game.apply(Attack(axe))
    _pass_draw_and_prompts(game)
    darkrai = game.players[1].active
    before = darkrai.damage
    game.apply(Attack(0))  # Darkrai ex's Wind of Darkness damages Iron Boulder ex
    assert darkrai.damage - before == 80


HEARTHFLAME = "sv8pt5-148"  # Hearthflame Mask Ogerpon ex


def test_dynamic_blaze_does_140_more_to_an_evolution_pokemon_and_then_discards_all_energy():
    for defender, under, expected, discards in (("me1-73", ["me1-72"], 280, True), ("me1-74", [], 140, False)):
        me = side(mon(HEARTHFLAME, energy=["sve-2"] * 3))
        them = side(mon(defender, *under, damage=0), bench=["Pikachu"])
        game = new_game(me, them, rules="modern")
        game.apply(Attack(1))
        damage = [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]
        assert damage == [expected], defender  # Hariyama (Stage 1) is an Evolution Pokémon, Lunatone isn't
        assert (not game.players[0].active.energy) == discards


def test_sky_transport_switches_your_active_pokemon_with_a_benched_one_once_a_turn():
    dragonite = "me2pt5-295"  # Mega Dragonite ex
    game = new_game(side(mon("Pikachu"), bench=[mon(dragonite), mon("svp-110")]), side("me1-74"), rules="modern")
    transport = _power(game, 1, "Sky Transport")
    game.apply(transport)
    assert game.pending is not None and set(game.pending.options) == {1, 2}
    game.apply(Choose(2))
    assert game.name_of(game.players[0].active.top) == "Darkrai ex"
    assert not any(a[0] == "power" for a in game.legal_actions()), "once during your turn"


CORNERSTONE = "sv8pt5-160"  # Cornerstone Mask Ogerpon ex


def test_cornerstone_stance_prevents_damage_from_pokemon_that_have_an_ability():
    def damage_from(attacker: str, energy: str) -> int:
        me = side(mon(attacker, energy=[energy] * 4))
        game = new_game(me, side(mon(CORNERSTONE), bench=["Pikachu"]), rules="modern")
        game.apply(next(a for a in game.legal_actions() if a[0] == "attack"))
        return game.players[1].active.damage

    assert damage_from(BELLIBOLT, "sve-4") == 0, "Iono's Bellibolt ex has an Ability"
    assert damage_from("svp-110", "sve-7") > 0, "Darkrai ex has none"


ERI = "sv8pt5-136"


def test_eri_discards_up_to_2_item_cards_from_the_opponents_revealed_hand():
    from desktop.engine.actions import PlayTrainer

    ultra_ball, research = "sv4pt5-91", "sv4pt5-87"  # an Item and a Supporter
    game = new_game(side("Pikachu", hand=[ERI]), side("me1-74", hand=[ultra_ball] * 3 + [research]),
                    rules="modern")
    eri = game.players[0].hand[0]
    game.apply(PlayTrainer(eri, None))
    assert sum(1 for e in game.last_events if e.kind == "reveal") == 4, "the whole hand is revealed"
    for _ in range(2):
        assert game.pending.purpose == "their_hand_discard"
        assert all(game.cards[u].subtype == "Item" for u in game.pending.options if u is not None)
        game.apply(Choose(game.pending.options[0]))
    assert game.pending is None, "up to 2"
    assert sorted(game.cards[u].id for u in game.players[1].hand) == sorted([ultra_ball, research])
    assert [game.cards[u].id for u in game.players[1].discard].count(ultra_ball) == 2


DUSCLOPS = "sv8pt5-36"


def test_cursed_blast_puts_5_counters_on_an_opponents_pokemon_and_knocks_out_dusclops():
    me = side(mon("Pikachu"), bench=[mon(DUSCLOPS)], prizes=["sve-6"] * 6)
    them = side(mon("me1-74"), bench=["Pikachu"], prizes=["sve-6"] * 6)
    game = new_game(me, them, rules="modern")
    blast = _power(game, 1, "Cursed Blast")
    game.apply(blast)
    game.apply(Choose(11))  # the opponent's Benched Pikachu (40 HP): Knocked Out too
    assert not any(game.name_of(s.top) == "Dusclops" for s in game.players[0].slots()), "Dusclops is Knocked Out"
    assert len(game.players[1].prizes) == 5, "the opponent takes a Prize card for Dusclops"
    assert len(game.players[0].prizes) == 5, "and you one for their Pikachu"
    assert not game.players[1].bench


def test_shinobi_blade_may_search_the_deck_for_any_card():
    greninja = "sv6-214"  # Greninja ex
    me = side(mon(greninja, energy=["sve-3"]), deck=["sve-3"] * 5 + [LACEY])
    game = new_game(me, side("me1-74"), rules="modern")
    game.apply(Attack(0))
    game.apply(Choose("yes"))
    lacey = next(u for u in game.pending.options if u is not None and game.cards[u].id == LACEY)
    game.apply(Choose(lacey))
    assert lacey in game.players[0].hand


DRAKLOAK = "me2pt5-248"


def test_recon_directive_takes_1_of_the_top_2_cards_and_puts_the_other_on_the_bottom():
    me = side(mon("Pikachu"), bench=[mon(DRAKLOAK)],
              deck=["sve-1", "sve-2", "sve-3", "sve-4"])  # the top card is the last one
    game = new_game(me, side("me1-74"), rules="modern")
    deck = game.players[0].deck
    top, second = deck[-1], deck[-2]
    game.apply(_power(game, 1, "Recon Directive"))
    assert list(game.pending.options) == [top, second]
    game.apply(Choose(second))
    assert second in game.players[0].hand and deck[0] == top and len(deck) == 3
    assert not any(a[0] == "power" for a in game.legal_actions()), "once during your turn"


ARIANA = "me2pt5-202"  # Team Rocket's Ariana


def test_ariana_draws_until_5_or_until_8_when_all_your_pokemon_are_team_rockets():
    from desktop.engine.actions import PlayTrainer

    for bench, hand_after in ((["Pikachu"], 5), (["sv10-37"], 8)):
        me = side(mon("sv10-19"), bench=bench, hand=[ARIANA, "sve-1"], deck=["sve-1"] * 20)
        game = new_game(me, side("me1-74"), rules="modern")
        ariana = next(u for u in game.players[0].hand if game.cards[u].id == ARIANA)
        game.apply(PlayTrainer(ariana, None))
        assert len(game.players[0].hand) == hand_after, bench


def test_explorers_guidance_keeps_2_of_the_top_6_and_discards_the_rest():
    from desktop.engine.actions import PlayTrainer

    guidance = "sv8pt5-107"
    game = new_game(side("Pikachu", hand=[guidance], deck=["sve-1"] * 4 + ["sve-2"] * 6), side("me1-74"),
                    rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.hand) == 2 and len(me.deck) == 4
    assert sum(1 for u in me.discard if game.cards[u].kind == "energy") == 4 and not me.lost


def test_carmine_may_be_played_on_the_first_players_first_turn_unlike_other_supporters():
    from desktop.engine.actions import PlayTrainer

    carmine, lacey = "sv6-217", LACEY
    game = new_game(side("Pikachu", hand=[carmine, lacey, "sve-1"], deck=["sve-1"] * 10), side("me1-74"),
                    rules="modern", turn=1)
    ids = {game.cards[u].id: u for u in game.players[0].hand}
    assert PlayTrainer(ids[lacey], None) not in game.legal_actions()
    game.apply(PlayTrainer(ids[carmine], None))
    assert len(game.players[0].hand) == 5, "the hand discarded, then 5 cards drawn"


def test_biancas_devotion_heals_all_damage_from_a_pokemon_with_30_hp_or_less_left():
    from desktop.engine.actions import PlayTrainer

    devotion = "sv5-209"
    # Pikachu (40 HP) with 20 damage has 20 left: it may be healed; Darkrai ex with 100 damage has 110: no.
    me = side(mon("Pikachu", damage=20), bench=[mon("svp-110", damage=100)], hand=[devotion])
    game = new_game(me, side("me1-74"), rules="modern")
    card = game.players[0].hand[0]
    assert {a[2] for a in game.legal_actions() if a[0] == "play" and a[1] == card} == {0}
    game.apply(PlayTrainer(card, 0))
    assert game.players[0].active.damage == 0 and game.players[0].bench[0].damage == 100


def _attack_named(game, name: str) -> None:
    card = game.card_of(game.players[0].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def test_steel_anchor_does_80_more_with_a_metal_pokemon_on_the_bench():
    for bench, damage in ((["Pikachu"], 0), (["sv5-112"], 80)):  # sv5-112: a Basic Metal Pokémon
        game = new_game(side(mon("sv5-19", energy=[GRASS] * 3), bench=bench), side(mon("sv5-19")), rules="modern")
        _attack_named(game, "Steel Anchor")
        printed = default_db().get("sv5-19").attacks[1].damage
        dealt = [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]
        assert dealt == [printed + damage], bench


def test_charring_breath_does_nothing_unless_the_defending_pokemon_is_burned():
    for burned in (False, True):
        game = new_game(side(mon("sv5-37", energy=[FIRE] * 3)), side(mon("svp-110")), rules="modern")
        game.players[1].active.burned = burned
        _attack_named(game, "Charring Breath")
        assert (game.players[1].active.damage > 0) == burned


def test_superpower_may_do_30_more_and_30_to_itself():
    for answer, extra in (("yes", 30), ("no", 0)):
        game = new_game(side(mon("sv6-104", energy=[FIGHTING] * 3)), side(mon("svp-110")), rules="modern")
        _attack_named(game, "Superpower")
        game.apply(Choose(answer))
        printed = default_db().get("sv6-104").attacks[1].damage
        assert game.players[1].active.damage == printed + extra and game.players[0].active.damage == extra


def test_energy_assist_and_knock_over():
    game = new_game(side(mon("sv6pt5-51", energy=["sve-3"]), bench=["Pikachu"], discard=[GRASS]), side("me1-74"),
                    rules="modern")
    _attack_named(game, "Energy Assist")
    assert len(game.players[0].bench[0].energy) == 1 and not game.players[0].discard


def test_loom_over_does_10_less_for_each_damage_counter_on_itself():
    game = new_game(side(mon("sv6-2", energy=[GRASS] * 3, damage=30)), side(mon("sv5-19")), rules="modern")
    _attack_named(game, "Loom Over")
    printed = default_db().get("sv6-2").attacks[0].damage
    assert game.players[1].active.damage == printed - 30


def test_stick_n_draw_draws_2_only_if_a_card_was_discarded():
    for hand, drawn in ((["sve-1"], 2), ([], 0)):
        game = new_game(side(mon("sv8-128", energy=["sve-1"] * 2), hand=hand, deck=["sve-2"] * 5), side("me1-74"),
                        rules="modern")
        _attack_named(game, "Stick 'n' Draw")
        if hand:
            game.apply(Choose(game.players[0].hand[0]))
        assert len(game.players[0].hand) == drawn and len(game.players[0].deck) == 5 - drawn


def test_hunting_pack_does_90_more_with_a_mightyena_on_the_bench():
    for bench, extra in ((["Pikachu"], 0), ([mon("sv6-114", "sv6-113")], 90)):
        game = new_game(side(mon("sv6-114", "sv6-113", energy=["sve-7"]), bench=bench), side(mon("svp-110")),
                        rules="modern")
        _attack_named(game, "Hunting Pack")
        assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1] == [30 + extra]


def test_sky_wave_hits_every_benched_pokemon_and_dual_headbutt_one_of_yours():
    game = new_game(side(mon("sv6-69", energy=["sve-3"]), bench=["Pikachu"]), side(mon("svp-110"), bench=["Pikachu"]),
                    rules="modern")
    _attack_named(game, "Sky Wave")
    assert game.players[0].bench[0].damage == 10 and game.players[1].bench[0].damage == 10
    game = new_game(side(mon("sv6-83", energy=["sve-3"]), bench=["Pikachu", "Charmander"]), side(mon("svp-110")),
                    rules="modern")
    _attack_named(game, "Dual Headbutt")
    game.apply(Choose(2))
    assert [s.damage for s in game.players[0].bench] == [0, 10]


def test_harden_prevents_attack_damage_of_60_or_less_next_turn():
    for attacker, energy, hurt in (("Pikachu", ["sve-4"], False), ("svp-110", ["sve-7"] * 3, True)):
        game = new_game(side(mon("sv9-2", "sv9-1", energy=[GRASS]), deck=["sve-1"] * 5),
                        side(mon(attacker, energy=energy), deck=["sve-1"] * 5), rules="modern")
        _attack_named(game, "Harden")
        while game.current == 0 or game.pending is not None:
            game.apply(game.legal_actions()[0])
        attack = max((a for a in game.legal_actions() if a[0] == "attack"), key=lambda a: a[1])
        game.apply(attack)
        assert (game.players[0].active is None or game.players[0].active.damage > 0) == hurt, attacker


def test_itchy_pollen_stops_item_cards_but_not_supporters_next_turn():
    budew = "sv8pt5-4"
    game = new_game(side(mon(budew, energy=[GRASS]), deck=["sve-1"] * 5),
                    side(mon("svp-110"), hand=["sv1-181", LACEY], deck=["sve-1"] * 5), rules="modern")
    _attack_named(game, "Itchy Pollen")
    while game.pending is not None:
        game.apply(game.legal_actions()[0])
    played = {game.cards[a[1]].id for a in game.legal_actions() if a[0] == "play"}
    assert "sv1-181" not in played, "Nest Ball is an Item"
    assert LACEY in played, "a Supporter may still be played"


def test_astonish_shuffles_a_random_card_of_the_opponents_hand_into_their_deck():
    game = new_game(side(mon("sv6-51", energy=["sve-3", "sve-3"])),
                    side(mon("svp-110"), hand=["sve-1", "sve-2", "sve-3"]), rules="modern")
    before = list(game.players[1].hand)
    _attack_named(game, "Astonish")
    them = game.players[1]
    gone = [u for u in before if u not in them.hand]
    assert len(gone) == 1 and gone[0] in them.deck
    assert any(e.kind == "reveal" and e.card == gone[0] for e in game.last_events)


def test_dig_it_up_may_discard_the_top_card_of_your_deck():
    for answer, discarded in (("yes", 1), ("no", 0)):
        game = new_game(side(mon("sv9-84", energy=["sve-6"]), deck=["sve-1", "sve-2"]), side(mon("svp-110")),
                        rules="modern")
        top = game.players[0].deck[-1]
        _attack_named(game, "Dig It Up")
        game.apply(Choose(answer))
        assert (top in game.players[0].discard) == bool(discarded), answer


def test_ns_zoroark_ex_trades_a_card_for_2_and_uses_a_benched_ns_pokemons_attack():
    zoroark, zorua, reshiram = "sv9-98", "sv9-97", "sv9-116"
    me = side(mon(zoroark, zorua, energy=["sve-7", "sve-7"]), bench=[reshiram, "Pikachu"], hand=["sve-1"],
              deck=["sve-2"] * 5)
    game = new_game(me, side(mon("me1-74")), rules="modern")
    trade = _power(game, 0, "Trade")
    game.apply(trade)
    game.apply(Choose(game.pending.options[0]))  # the card to discard
    assert len(game.players[0].hand) == 2 and len(game.players[0].discard) == 1
    assert trade not in game.legal_actions(), "once during your turn"
    _attack_named(game, "Night Joker")
    assert set(game.pending.options) == {"Powerful Rage", "Virtuous Flame"}, "N's Reshiram's, not Pikachu's"
    game.apply(Choose("Virtuous Flame"))
    assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1] == [170]


def test_master_ball_clemonts_quick_wit_and_the_mega_evolution_coin_items():
    from desktop.engine.actions import PlayTrainer

    game = new_game(side("Pikachu", hand=["sv5-153"], deck=["sve-1", "Charmander", "sve-2"]), side("me1-74"),
                    rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    assert [game.cards[u].name for u in game.players[0].hand] == ["Charmander"]
    assert "ACE SPEC" in card_text(default_db().get("sv5-153"))
    me = side(mon("Pikachu", damage=70), bench=[mon("Charmander", damage=20)], hand=["sv8-167"])
    game = new_game(me, side("me1-74"), rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    assert game.players[0].active.damage == 10 and game.players[0].bench[0].damage == 20, "Lightning Pokémon only"
    for heads in (True, False):
        game = new_game(side("Pikachu", hand=["me3-82"]), side("me1-74", bench=["Charmander"]), rules="modern",
                        seed=seed_for(heads))
        game.apply(PlayTrainer(game.players[0].hand[0], 11))
        assert (game.cards[game.players[1].active.top].name == "Charmander") == heads


def test_judge_hops_bag_and_sacred_ash():
    from desktop.engine.actions import PlayTrainer

    game = new_game(side("Pikachu", hand=["sv10-167", "sve-1"], deck=["sve-2"] * 8),
                    side("me1-74", hand=["sve-3"] * 7, deck=["sve-2"] * 8), rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    assert len(game.players[0].hand) == 4 and len(game.players[1].hand) == 4
    game = new_game(side("Pikachu", hand=["sv9-147"], deck=["sv9-86", "sv9-111", "Charmander", "sve-1"]),
                    side("me1-74"), rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(next(u for u in game.pending.options if u is not None)))
    assert sorted(game.cards[s.top].id for s in game.players[0].bench) == ["sv9-111", "sv9-86"], "Hop's only"
    game = new_game(side("Pikachu", hand=["sv10-168"], discard=["Charmander", "sve-1"], deck=[]), side("me1-74"),
                    rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(next(u for u in game.pending.options if u is not None)))
    assert [game.cards[u].name for u in game.players[0].deck] == ["Charmander"], "Pokémon only"


def test_cook_jacinthe_and_dragon_elixir_heal_only_the_pokemon_they_name():
    from desktop.engine.actions import PlayTrainer

    me = side(mon("Pikachu", damage=80), bench=[mon("Charmander", damage=30)], hand=["sv6-147"])
    game = new_game(me, side("me1-74"), rules="modern")
    card = game.players[0].hand[0]
    assert {a[2] for a in game.legal_actions() if a[0] == "play" and a[1] == card} == {0}, "the Active only"
    game.apply(PlayTrainer(card, 0))
    assert game.players[0].active.damage == 10
    me = side(mon("Pikachu", damage=30), bench=[mon("Abra", damage=30)], hand=["me3-75"])  # Abra: Psychic
    game = new_game(me, side("me1-74"), rules="modern")
    card = game.players[0].hand[0]
    assert {a[2] for a in game.legal_actions() if a[0] == "play" and a[1] == card} == {1}
    game.apply(PlayTrainer(card, 1))
    assert game.players[0].bench[0].damage == 0 and game.players[0].active.damage == 30


def test_searches_by_kind_cyrano_hyper_aroma_tm_machine():
    from desktop.engine.actions import PlayTrainer

    deck = ["svp-110", "sv9-98", "Charmeleon", "sv4-178", "sv5-159", "sve-1"]
    for card, found in (("sv8-170", {"Darkrai ex", "N's Zoroark ex"}), ("sv6-152", {"Charmeleon", "N's Zoroark ex"}),
                        ("sv10-181", {"Technical Machine: Evolution"})):
        game = new_game(side("Pikachu", hand=[card], deck=deck), side("me1-74"), rules="modern")
        game.apply(PlayTrainer(game.players[0].hand[0], None))
        while game.pending is not None:  # take everything offered
            options = [u for u in game.pending.options if u is not None]
            assert {game.cards[u].name for u in options} <= found, card
            game.apply(Choose(options[0]) if options else Choose(None))
        assert {game.cards[u].name for u in game.players[0].hand} == found, card


def test_energy_switch_moves_a_basic_energy_between_your_pokemon():
    from desktop.engine.actions import PlayTrainer

    game = new_game(side(mon("Pikachu", energy=["sve-4"]), bench=["Charmander"], hand=["me1-115"]), side("me1-74"),
                    rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[-1]))
    me = game.players[0]
    assert not me.active.energy and [game.cards[u].id for u in me.bench[0].energy] == ["sve-4"]


def test_pokemon_center_lady_heals_60_and_cures_the_pokemon():
    from desktop.engine.actions import PlayTrainer
    from desktop.engine.state import NONE, PARALYZED

    game = new_game(side(mon("Pikachu", damage=20), hand=["me1-123"]), side("me1-74"), rules="modern")
    game.players[0].active.rot = PARALYZED
    game.players[0].active.poison = 10
    game.apply(PlayTrainer(game.players[0].hand[0], 0))
    active = game.players[0].active
    assert active.damage == 0 and active.rot == NONE and not active.poison


def test_hilda_finds_an_evolution_pokemon_and_an_energy_card():
    from desktop.engine.actions import PlayTrainer

    game = new_game(side("Pikachu", hand=["rsv10pt5-84"], deck=["Charmander", "Charmeleon", "sve-2", "Potion"]),
                    side("me1-74"), rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    offered = []
    while game.pending is not None:
        options = [u for u in game.pending.options if u is not None]
        offered.append({game.cards[u].name for u in options})
        game.apply(Choose(options[0]))
    assert offered == [{"Charmeleon"}, {"Basic Fire Energy"}]


def test_emcees_hype_draws_2_more_when_the_opponent_has_3_prizes_or_fewer_left():
    from desktop.engine.actions import PlayTrainer

    for prizes, drawn in ((6, 2), (3, 4)):
        game = new_game(side("Pikachu", hand=["sv10-163"], deck=["sve-1"] * 10),
                        side("me1-74", prizes=["sve-2"] * prizes), rules="modern")
        game.apply(PlayTrainer(game.players[0].hand[0], None))
        assert len(game.players[0].hand) == drawn, prizes


def test_billy_and_onare_draw_2_more_with_10_or_more_cards_in_hand():
    from desktop.engine.actions import PlayTrainer

    for held, drawn in ((3, 2), (8, 4)):  # 8 + 2 drawn = 10: two more
        game = new_game(side("Pikachu", hand=["sv9-142"] + ["sve-3"] * held, deck=["sve-1"] * 10), side("me1-74"),
                        rules="modern")
        game.apply(PlayTrainer(game.players[0].hand[0], None))
        assert len(game.players[0].hand) == held + drawn, held
