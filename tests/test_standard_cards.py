"""Hand-written definitions of today's Standard cards (issue #14), each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from desktop.engine.cards import default_db
from tests.engine_helpers import mon, new_game, side

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

