"""Today's Standard cards whose text shapes recur (issue #14): hand-written once, compiled wherever
the same words are printed again, and each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose
from desktop.engine.cards import default_db
from desktop.engine.text import card_text
from tests.engine_helpers import mon, new_game, seed_for, side, take_found

GRASS, FIRE, FIGHTING = "sve-1", "sve-2", "sve-6"
DARK = "sve-7"
LACEY = "sv8pt5-175"


def _power(game, pos: int, name: str):
    from desktop.engine.actions import UsePower

    card = game.card_of(game.players[0].slot(pos))
    return UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name))

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
    take_found(game)
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


def test_tarragon_takes_fighting_pokemon_and_basic_fighting_energy_from_the_discard_pile():
    from desktop.engine.actions import PlayTrainer

    discard = ["sve-6", "sve-6", "Machop", "Charmander", "sve-2", "Potion"]
    game = new_game(side("Pikachu", hand=["me3-85"], discard=discard), side("me1-74"), rules="modern")
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    taken = []
    while game.pending is not None:
        options = [u for u in game.pending.options if u is not None]
        assert {game.cards[u].name for u in options} <= {"Basic Fighting Energy", "Machop"}
        taken.append(options[0])
        game.apply(Choose(options[0]))
    assert len(taken) == 3 and set(taken) == set(game.players[0].hand)
