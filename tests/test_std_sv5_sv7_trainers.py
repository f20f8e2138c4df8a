"""Temporal Forces to Stellar Crown (issue #14): Items, Supporters and Stadiums, each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Choose
from tests.engine_helpers import mon, new_game, side
from tests.std_sv5_sv7_helpers import (
    DARK,
    DARKRAI,
    FIRE,
    GRASS,
    GRAVITY_MOUNTAIN,
    JET,
    LIGHTNING,
    WATER,
    _attack,
    _play,
    _playable,
    _yes,
    default_db_card,
)

# ------------------------------------------------------------------ Items and Supporters


def test_cassiopeia_only_as_the_last_card_in_hand():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6pt5-56", "Eevee"]), side(DARKRAI), rules="modern")
    assert not _playable(game, "Cassiopeia")
    game = new_game(side("Pikachu", hand=["sv6pt5-56"], deck=["Eevee", "Squirtle", GRASS]), side(DARKRAI),
                    rules="modern")
    play(game, "Cassiopeia")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2


def test_hassel_keeps_up_to_3_of_the_top_8_after_a_knock_out():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6-151"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    assert not _playable(game, "Hassel")
    game = new_game(side("Pikachu", hand=["sv6-151"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    game.players[0].knocked_out_turn = game.turn - 1
    play(game, "Hassel")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 9 and game.pending is None


def test_raifort_discards_any_number_and_puts_the_rest_back_in_the_chosen_order():
    from tests.engine_helpers import play

    deck = ["Squirtle", "Eevee", "Pikachu", GRASS, FIRE, WATER]  # the top card is last
    game = new_game(side("Pikachu", hand=["sv6-161"], deck=deck), side(DARKRAI), rules="modern")
    play(game, "Raifort")
    top = {game.name_of(u): u for u in game.players[0].deck[-5:]}
    game.apply(Choose(top["Basic Water Energy"]))
    game.apply(Choose(top["Basic Fire Energy"]))
    game.apply(Choose(None))
    game.apply(Choose(top["Eevee"]))  # on top
    game.apply(Choose(top["Basic Grass Energy"]))
    assert [game.name_of(u) for u in game.players[0].deck] == ["Squirtle", "Pikachu", "Basic Grass Energy", "Eevee"]
    assert len(game.players[0].discard) == 3  # and Raifort


def test_boxed_order_ends_the_turn():
    from tests.engine_helpers import choose, play

    game = new_game(side("Pikachu", hand=["sv5-143"], deck=["sv7-175", "sv5-141", "Eevee"]), side(DARKRAI),
                    rules="modern")
    play(game, "Boxed Order")  # "up to 2": the only Item card in the deck is offered, none may be taken
    assert game.pending is not None and game.pending.optional and len(game.pending.options) == 1
    choose(game, game.pending.options[0])
    assert game.current == 1 and [game.name_of(u) for u in game.players[0].hand] == ["Awakening Drum"]


def test_awakening_drum_and_mortys_conviction_draw_for_each():
    from tests.engine_helpers import play

    game = new_game(side("sv5-119", bench=["sv5-109", "Pikachu"], hand=["sv5-141"]), side(DARKRAI), rules="modern")
    play(game, "Awakening Drum")
    assert len(game.players[0].hand) == 2
    game = new_game(side("Pikachu", hand=["sv5-155", "Eevee"]), side(DARKRAI, bench=["Pikachu"] * 3), rules="modern")
    play(game, "Morty's Conviction")
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].discard) == 2


def test_xerosics_machinations_and_hand_trimmer_discard_down():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6pt5-64"]), side(DARKRAI, hand=["Eevee"] * 5), rules="modern")
    play(game, "Xerosic's Machinations")
    assert game.pending.player == 1
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].hand) == 3
    game = new_game(side("Pikachu", hand=["sv5-150"] + ["Eevee"] * 6), side(DARKRAI, hand=["Eevee"] * 7),
                    rules="modern")
    play(game, "Hand Trimmer")
    players = []
    while game.pending is not None:
        players.append(game.pending.player)
        game.apply(Choose(game.pending.options[0]))
    assert players == [1, 1, 0] and len(game.players[1].hand) == 5 and len(game.players[0].hand) == 5


def test_lucian_puts_hands_on_the_bottom_and_draws_6_or_3():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6-157", "Eevee"]), side(DARKRAI, hand=["Eevee"]), rules="modern")
    events = play(game, "Lucian")
    flips = [e for e in events if e.kind == "coin"]
    assert [len(game.players[p].hand) for p in (0, 1)] == [6 if f.amount else 3 for f in flips]


# ------------------------------------------------------------------ Trainers that pick


def test_scoop_up_cyclone_takes_a_pokemon_and_everything_attached():
    game = new_game(side(mon("sv5-52", "Pikachu", energy=[LIGHTNING], tools=["sv7-175"]), bench=["Eevee"],
                         hand=["sv6-162"]), side(DARKRAI), rules="modern")
    _play(game, "Scoop Up Cyclone")
    game.apply(Choose(0))
    assert sorted(game.name_of(u) for u in game.players[0].hand) == sorted(
        ["Raichu", "Pikachu", "Basic Lightning Energy", "Bravery Charm"])
    assert game.card_of(game.players[0].active).name == "Eevee"


def test_prime_catcher_switches_both_active_pokemon():
    game = new_game(side("Pikachu", bench=["Eevee"], hand=["sv5-157"]), side(DARKRAI, bench=["Squirtle", "Pikachu"]),
                    rules="modern")
    _play(game, "Prime Catcher")
    game.apply(Choose(11))
    assert game.card_of(game.players[1].active).name == "Squirtle"
    assert game.card_of(game.players[0].active).name == "Eevee"


def test_enhanced_hammer_and_reboot_pod():
    game = new_game(side("Pikachu", hand=["sv6-148"]), side(mon(DARKRAI, energy=[DARK]), bench=[mon("Eevee",
                                                                                                 energy=[JET])]),
                    rules="modern")
    _play(game, "Enhanced Hammer")
    assert not game.players[1].bench[0].energy and game.players[1].active.energy
    game = new_game(side("sv5-121", bench=["sv5-62", "Pikachu"], hand=["sv5-158"], discard=[LIGHTNING, GRASS]),
                    side(DARKRAI), rules="modern")
    _play(game, "Reboot Pod")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert [len(s.energy) for _p, s in game.players[0].in_play()] == [1, 1, 0]


def test_love_ball_finds_a_pokemon_named_like_one_of_theirs():
    game = new_game(side("Pikachu", hand=["sv6-156"], deck=["Eevee", "Squirtle", DARKRAI]),
                    side(DARKRAI, bench=["Squirtle"]), rules="modern")
    _play(game, "Love Ball")
    assert {game.name_of(u) for u in game.pending.options} == {"Squirtle", "Darkrai ex"}
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1


def test_lanas_aid_takes_pokemon_without_a_rule_box_and_basic_energy():
    game = new_game(side("Pikachu", hand=["sv6-155"], discard=[DARKRAI, "Eevee", GRASS, JET]), side(DARKRAI),
                    rules="modern")
    _play(game, "Lana's Aid")
    assert {game.name_of(u) for u in game.pending.options} == {"Eevee", "Basic Grass Energy"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2


def test_kofu_puts_2_cards_on_the_bottom_and_draws_4():
    game = new_game(side("Pikachu", hand=["sv7-138", "Eevee"]), side(DARKRAI), rules="modern")
    assert not _playable(game, "Kofu")
    game = new_game(side("Pikachu", hand=["sv7-138", "Eevee", "Squirtle"]), side(DARKRAI), rules="modern")
    _play(game, "Kofu")
    eevee = next(u for u in game.players[0].hand if game.name_of(u) == "Eevee")
    game.apply(Choose(eevee))
    assert [game.name_of(u) for u in game.players[0].deck[:2]] == ["Squirtle", "Eevee"]
    assert len(game.players[0].hand) == 4


def test_glass_trumpet_needs_a_tera_pokemon_and_feeds_benched_colorless_pokemon():
    game = new_game(side("Pikachu", bench=["Eevee"], hand=["sv7-135"], discard=[GRASS]), side(DARKRAI),
                    rules="modern")
    assert not _playable(game, "Glass Trumpet")
    game = new_game(side("sv7-128", bench=["Eevee", "Pikachu", "sv5-136"], hand=["sv7-135"], discard=[GRASS, FIRE]),
                    side(DARKRAI), rules="modern")
    _play(game, "Glass Trumpet")
    assert game.pending.options == (1, 3)  # the Benched Colorless Pokémon
    game.apply(Choose(1))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(3))
    assert [len(s.energy) for s in game.players[0].bench] == [1, 0, 1] and not game.players[0].discard[:-1]


def test_bug_catching_set_ciphermaniac_and_perrin():
    deck = ["Eevee"] * 3 + ["sv5-19", GRASS, "Pikachu", FIRE, "sv6-11", "Squirtle", GRASS]
    game = new_game(side("Pikachu", hand=["sv6-143"], deck=deck), side(DARKRAI), rules="modern")
    _play(game, "Bug Catching Set")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2 and len(game.players[0].deck) == 8
    game = new_game(side("Pikachu", hand=["sv5-145"], deck=["Eevee", "Squirtle", GRASS, FIRE]), side(DARKRAI),
                    rules="modern")
    _play(game, "Ciphermaniac's Codebreaking")
    pick = {game.name_of(u): u for u in game.pending.options}
    game.apply(Choose(pick["Squirtle"]))
    game.apply(Choose(next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")))
    assert [game.name_of(u) for u in game.players[0].deck[-2:]] == ["Squirtle", "Basic Fire Energy"]
    game = new_game(side("Pikachu", hand=["sv6-160", "Eevee", "Squirtle"], deck=["sv5-19", DARKRAI, GRASS]),
                    side(DARKRAI), rules="modern")
    _play(game, "Perrin")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))  # only 1 Pokémon given: 1 taken
    game.apply(Choose(game.pending.options[0]))
    assert game.pending is None and len(game.players[0].hand) == 2 and len(game.players[0].deck) == 3


def test_antique_fossils_play_as_60_hp_basic_pokemon_and_can_be_discarded():
    from desktop.engine.actions import DiscardFromPlay
    from tests.engine_helpers import bench

    game = new_game(side("Pikachu", hand=["sv7-130"]), side(DARKRAI), rules="modern")
    bench(game, "Antique Root Fossil")
    fossil = game.players[0].bench[0]
    assert game.hp_of(fossil) == 60 and game.types_of(fossil)[:1] in ((), ("Colorless",))
    game.apply(DiscardFromPlay(1))
    assert not game.players[0].bench and [game.name_of(u) for u in game.players[0].discard] == ["Antique Root Fossil"]
    game = new_game(side("sv7-129", bench=["Pikachu"]), side(DARKRAI), rules="modern")
    assert game.retreat_cost(game.players[0].active) == 0 and not any(
        type(a).__name__ == "Retreat" for a in game.legal_actions())


def test_academy_at_night_puts_a_card_from_the_hand_on_top_of_the_deck():
    from desktop.engine.actions import UseStadium

    me = {**side("Pikachu", hand=["Eevee", "Squirtle"]), "stadium": "sv6pt5-54"}
    game = new_game(me, side(DARKRAI), rules="modern")
    game.apply(UseStadium())
    eevee = next(u for u in game.players[0].hand if game.name_of(u) == "Eevee")
    game.apply(Choose(eevee))
    assert game.players[0].deck[-1] == eevee and UseStadium() not in game.legal_actions()


def test_caretaker_goes_back_into_the_deck_with_community_center_in_play():
    for stadium, in_deck in (("sv6-146", True), (GRAVITY_MOUNTAIN, False)):
        me = {**side("Pikachu", hand=["sv6-144"]), "stadium": stadium}
        game = new_game(me, side(DARKRAI), rules="modern")
        _play(game, "Caretaker")
        assert len(game.players[0].hand) == 2
        assert any(game.name_of(u) == "Caretaker" for u in game.players[0].deck) == in_deck
        assert any(game.name_of(u) == "Caretaker" for u in game.players[0].discard) != in_deck


def test_crispin_takes_one_energy_and_attaches_another_of_a_different_type():
    game = new_game(side("Pikachu", hand=["sv7-133"], deck=[FIRE, FIRE, WATER, "Eevee"]), side(DARKRAI),
                    rules="modern")
    _play(game, "Crispin")
    fire = next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")
    game.apply(Choose(fire))
    assert {game.name_of(u) for u in game.pending.options} == {"Basic Water Energy"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(fire))  # Fire into the hand, Water attached (to the only Pokémon)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Basic Fire Energy"]
    assert [game.name_of(u) for u in game.players[0].active.energy] == ["Basic Water Energy"]


def test_janines_secret_art_attaches_darkness_energy_and_poisons_the_active():
    game = new_game(side("sv6pt5-30", bench=["sv5-109", "Pikachu"], hand=["sv6pt5-59"], deck=[DARK] * 3),
                    side(DARKRAI), rules="modern")
    _play(game, "Janine's Secret Art")
    assert game.pending.options == (0, 1)
    game.apply(Choose(0))
    game.apply(Choose(1))
    assert [len(s.energy) for _p, s in game.players[0].in_play()] == [1, 1, 0]
    assert game.players[0].active.poison


# ------------------------------------------------------------------ evolving from the deck
def test_salvatore_evolves_even_a_pokemon_put_into_play_this_turn_into_a_card_without_abilities():
    deck = ["sv5-15", "sv5-108", "sv5-52"]
    game = new_game(side("Pikachu", bench=["Cottonee", "sv6-83"], hand=["sv5-160"], deck=deck), side(DARKRAI),
                    rules="modern")
    for slot in game.players[0].slots():
        slot.entered = game.turn  # all put into play this turn
    _play(game, "Salvatore")  # only Pikachu -> Raichu: Whimsicott and Farigiraf ex have Abilities
    assert [game.card_of(s).name for _p, s in game.players[0].in_play()] == ["Raichu", "Cottonee", "Girafarig"]


def test_grand_tree_evolves_a_basic_into_stage_1_then_stage_2():
    from desktop.engine.actions import UseStadium

    me = {**side("sv6-120", deck=["sv6-121", "sv6-122", "Eevee"]), "stadium": "sv7-136"}
    game = new_game(me, side(DARKRAI), rules="modern")
    game.apply(UseStadium())
    _yes(game)
    assert game.card_of(game.players[0].active).name == "Aggron" and UseStadium() not in game.legal_actions()


# ------------------------------------------------------------------ cards locked in the discard pile
def test_poke_vital_a_heals_150_and_stays_in_the_discard_pile():
    from desktop.engine.fx.card_nodes import MoveCards

    game = new_game(side(mon(DARKRAI, damage=180), hand=["sv6pt5-62"], discard=["sv5-141"]), side("Pikachu"),
                    rules="modern")
    _play(game, "Poké Vital A", 0)
    assert game.players[0].active.damage == 30
    take = MoveCards(source="discard", to="hand", count=1, filter="item")
    assert [game.name_of(u) for u in take._options(game, 0)] == ["Awakening Drum"]


def test_neutralization_zone_shields_pokemon_without_a_rule_box_from_ex_and_v():
    for attacker, energy, name, defender, damage in ((DARKRAI, [DARK] * 2, "Wind of Darkness", "Eevee", 0),
                                                      ("sv5-53", [LIGHTNING], "Chop", "Eevee", 20),
                                                      (DARKRAI, [DARK] * 2, "Wind of Darkness", DARKRAI, 40)):
        me = {**side(mon(attacker, energy=energy)), "stadium": "sv6pt5-60"}
        game = new_game(me, side(defender), rules="modern")
        _attack(game, name)
        assert game.players[1].active.damage == damage
    from desktop.engine.fx.card_nodes import discard_locked

    assert discard_locked(default_db_card("sv6pt5-60")) and discard_locked(default_db_card("sv6pt5-62"))


def test_emergency_rotation_benches_klinklang_from_the_hand_against_a_stage_2():
    from desktop.engine.actions import PlayBasic

    for their, can in ((mon("sv5-56", "sv5-55"), True), (DARKRAI, False)):
        game = new_game(side("Pikachu", hand=["sv7-101"]), side(their), rules="modern")
        uid = game.players[0].hand[0]
        assert (PlayBasic(uid) in game.legal_actions()) == can
        if can:
            game.apply(PlayBasic(uid))
            assert game.card_of(game.players[0].bench[0]).name == "Klinklang"


def test_heros_spirit_keeps_palafin_ex_out_of_play_by_evolving():
    from desktop.engine.actions import Evolve

    game = new_game(side("Finizen", hand=["sv6-61", "sv5-49"], deck=["sv6-61"]), side(DARKRAI), rules="modern")
    evolves = {game.name_of(a[1]) for a in game.legal_actions() if isinstance(a, Evolve)}
    assert evolves == {"Palafin"}  # not Palafin ex
    from desktop.engine.fx.machine_tool_nodes import _evolutions

    assert _evolutions(game, 0, "Finizen") == []
