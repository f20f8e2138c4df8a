"""Cards of today's preconstructed decks (``../shared/decklists/modern``), hand-written and played
as printed (issues #13 and #14): each test plays the card through the engine and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, PlayTrainer, UsePower
from desktop.engine.cards import default_db
from desktop.engine.text import card_text
from tests.engine_helpers import mon, new_game, seed_for, side, take_found

GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK = (f"sve-{n}" for n in range(1, 8))
TARGET = "me1-74"  # Lunatone: a Basic opponent with 110 HP and no Weakness to the attacks below


def _id(game, uid: int) -> str:
    return game.cards[uid].id


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if _id(game, u) == card_id)
    game.apply(PlayTrainer(uid, target))


def _attack(game, name: str) -> None:
    card = game.card_of(game.players[0].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _power(game, pos: int, name: str) -> UsePower:
    card = game.card_of(game.players[0].slot(pos))
    return UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name))


def _damage_to(game, player: int) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == player]


GREAT_BALL = "swsh12pt5-132"


def test_great_ball_takes_a_pokemon_from_the_top_7_and_shuffles_the_rest_back():
    deck = ["Pikachu"] + [WATER] * 6 + ["Charmander"] + [WATER] * 6  # Pikachu is 8th from the top: out of reach
    game = new_game(side("Pikachu", hand=[GREAT_BALL], deck=deck), side(TARGET), rules="modern")
    _play(game, GREAT_BALL)
    options = [u for u in game.pending.options if u is not None]
    assert [game.cards[u].name for u in options] == ["Charmander"]
    game.apply(Choose(options[0]))
    me = game.players[0]
    assert [game.cards[u].name for u in me.hand] == ["Charmander"] and len(me.deck) == 13


def test_picnicker_draws_4_on_heads_and_2_on_tails():
    for heads, drawn in ((True, 4), (False, 2)):
        game = new_game(side("Pikachu", hand=["svp-114"], deck=[WATER] * 10), side(TARGET), rules="modern",
                        seed=seed_for(heads))
        _play(game, "svp-114")
        assert len(game.players[0].hand) == drawn


def test_rika_keeps_2_of_the_top_4_and_puts_the_others_on_the_bottom():
    game = new_game(side("Pikachu", hand=["sv4-172"], deck=[GRASS] * 6 + [FIRE, WATER, PSYCHIC, DARK]),
                    side(TARGET), rules="modern")
    _play(game, "sv4-172")
    top4 = set(game.players[0].deck[-4:])
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.hand) == 2 and set(me.hand) <= top4
    assert set(me.deck[:2]) == top4 - set(me.hand), "the other 2 went to the bottom"
    assert all(_id(game, u) == GRASS for u in me.deck[2:])


def test_electric_generator_attaches_up_to_2_lightning_from_the_top_5_to_benched_lightning_pokemon():
    deck = [WATER] * 5 + [LIGHTNING, WATER, LIGHTNING, LIGHTNING, WATER]  # 3 Lightning in the top 5
    me = side("Pikachu", bench=["Pikachu", "Charmander"], hand=["sv1-170"], deck=deck)
    game = new_game(me, side(TARGET), rules="modern")
    _play(game, "sv1-170")
    for _ in range(2):  # the only Benched Lightning Pokémon takes each one: no question asked
        energy = game.pending.options[0]
        assert _id(game, energy) == LIGHTNING and game.pending.purpose == "deck_to_attach"
        game.apply(Choose(energy))
    me = game.players[0]
    assert [_id(game, u) for u in me.bench[0].energy] == [LIGHTNING, LIGHTNING]
    assert not me.bench[1].energy and not me.active.energy, "not Charmander, not the Active Pokémon"
    assert game.pending is None and len(me.deck) == 8


def test_mela_needs_a_knock_out_last_turn_then_attaches_fire_from_the_discard_and_draws_to_6():
    me = side("Charmander", hand=["sv4-167", GRASS], discard=[FIRE], deck=[WATER] * 10)
    game = new_game(me, side(TARGET), rules="modern")
    mela = next(u for u in game.players[0].hand if _id(game, u) == "sv4-167")
    assert PlayTrainer(mela, None) not in game.legal_actions(), "nothing was Knocked Out last turn"
    game = new_game(me, side(TARGET), rules="modern")
    game.players[0].knocked_out_turn = game.turn - 1
    game.apply(PlayTrainer(mela, None))  # 1 Fire Energy, 1 Pokémon: nothing to ask
    me = game.players[0]
    assert [_id(game, u) for u in me.active.energy] == [FIRE] and len(me.hand) == 6


def test_super_rod_and_energy_recycler_shuffle_cards_from_the_discard_pile_into_the_deck():
    rod = "xy8-149"
    discard = ["Pikachu", FIRE, "Potion", WATER, GRASS]
    game = new_game(side("Pikachu", hand=[rod], discard=discard, deck=[FIGHTING] * 5), side(TARGET), rules="modern")
    _play(game, rod)
    assert {_id(game, u) for u in game.pending.options} == {"base1-58", FIRE, WATER, GRASS}, "no Trainer"
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.deck) == 8 and len(me.discard) == 3, "3 shuffled in; Potion, one Energy and Super Rod left"
    recycler = "sv10-164"
    game = new_game(side("Pikachu", hand=[recycler], discard=[FIRE, WATER], deck=[FIGHTING] * 5), side(TARGET),
                    rules="modern")
    _play(game, recycler)
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))  # up to 5: stop after one
    assert len(game.players[0].deck) == 6


def test_skeledirge_attaches_energy_from_the_discard_pile_and_blazing_shout_hurts_itself():
    skeledirge = "sv1-38"
    me = side(mon(skeledirge, "Fuecoco", "Crocalor", energy=[FIRE, FIRE, FIRE]), bench=["Pikachu"],
              discard=[GRASS, WATER, FIRE])
    game = new_game(me, side(TARGET), rules="modern")
    _attack(game, "Passionate Singing")
    for target in (1, 0):
        game.apply(Choose(game.pending.options[0]))
        game.apply(Choose(target))
    me = game.players[0]
    assert len(me.bench[0].energy) == 1 and len(me.active.energy) == 4 and len(me.discard) == 1
    game = new_game(side(mon(skeledirge, "Fuecoco", "Crocalor", energy=[FIRE] * 3)), side(mon("svp-110")),
                    rules="modern")
    _attack(game, "Blazing Shout")
    assert game.players[0].active.damage == 30 and game.players[1].active.damage == 190


def test_torkoal_flips_a_coin_for_each_fire_energy_attached():
    seed = seed_for(True, True, False)
    game = new_game(side(mon("sv1-35", energy=[FIRE, FIRE, FIRE, GRASS])), side(mon("svp-110")), rules="modern",
                    seed=seed)
    _attack(game, "Concentrated Fire")
    assert len([e for e in game.last_events if e.kind == "coin"]) == 3
    assert game.players[1].active.damage == 160


def test_flame_cloak_techno_turbo_and_energy_sticker_attach_from_the_discard_pile():
    game = new_game(side(mon("sv3-41", "Larvesta", energy=[FIRE]), discard=[WATER, FIRE]), side(TARGET),
                    rules="modern")
    _attack(game, "Flame Cloak")
    assert [_id(game, u) for u in game.players[0].active.energy] == [FIRE, FIRE], "a Basic Fire Energy only"
    game = new_game(side(mon("svp-143", energy=[LIGHTNING] * 3), bench=["Pikachu", "Charmander"],
                         discard=[LIGHTNING]), side(TARGET), rules="modern")
    _attack(game, "Techno Turbo")
    assert sorted(game.pending.options) == [1, 2], "to 1 of the Benched Pokémon"
    game.apply(Choose(2))
    assert [_id(game, u) for u in game.players[0].bench[1].energy] == [LIGHTNING]
    sticker = "sv3pt5-159"
    for heads in (True, False):
        game = new_game(side("Pikachu", bench=["Charmander"], hand=[sticker], discard=[GRASS]), side(TARGET),
                        rules="modern", seed=seed_for(heads))
        _play(game, sticker)
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert len(game.players[0].bench[0].energy) == int(heads)


def test_pikachus_charge_searches_a_basic_lightning_energy_for_itself():
    game = new_game(side(mon("sv3pt5-25", energy=[LIGHTNING]), deck=[WATER, LIGHTNING, WATER]), side(TARGET),
                    rules="modern")
    _attack(game, "Charge")
    while game.pending is not None and game.current == 0:
        game.apply(Choose(game.pending.options[0]))
    assert [_id(game, u) for u in game.players[0].active.energy] == [LIGHTNING, LIGHTNING]


def test_counter_catcher_needs_more_prizes_left_than_the_opponent():
    catcher = "sv4-160"
    game = new_game(side("Pikachu", hand=[catcher]), side(TARGET, bench=["Charmander"]), rules="modern")
    uid = game.players[0].hand[0]
    assert not any(a[0] == "play" and a[1] == uid for a in game.legal_actions()), "6 Prizes each"
    game = new_game(side("Pikachu", hand=[catcher]), side(TARGET, bench=["Charmander"], prizes=["Potion"] * 5),
                    rules="modern")
    play = next(a for a in game.legal_actions() if a[0] == "play" and a[1] == uid)
    game.apply(play)
    assert game.card_of(game.players[1].active).name == "Charmander"


def test_unfair_stamp_reshuffles_both_hands_then_5_cards_for_you_and_2_for_them():
    stamp = "sv6-165"
    game = new_game(side("Pikachu", hand=[stamp, GRASS], deck=[WATER] * 10),
                    side(TARGET, hand=[FIRE] * 6, deck=[WATER] * 10), rules="modern")
    game.players[0].knocked_out_turn = game.turn - 1
    _play(game, stamp)
    assert len(game.players[0].hand) == 5 and len(game.players[1].hand) == 2
    assert len(game.players[1].deck) == 14 and "ACE SPEC" in card_text(default_db().get(stamp))


def test_professor_turos_scenario_puts_a_pokemon_into_the_hand_and_discards_what_was_attached():
    turo = "sv4-171"
    me = side(mon("Charmeleon", "Charmander", energy=[FIRE, FIRE]), bench=["Pikachu"], hand=[turo])
    game = new_game(me, side(TARGET), rules="modern")
    _play(game, turo, 0)
    me = game.players[0]
    assert sorted(game.cards[u].name for u in me.hand) == ["Charmander", "Charmeleon"]
    assert sorted(_id(game, u) for u in me.discard) == sorted([FIRE, FIRE, turo])
    assert game.card_of(me.active).name == "Pikachu", "the only Benched Pokémon became Active"


def test_drayton_may_take_a_pokemon_and_a_trainer_from_the_top_7():
    deck = [WATER] * 3 + ["Potion", "Charmander", WATER, WATER, "Pikachu", WATER, WATER]
    game = new_game(side("Pikachu", hand=["sv8-174"], deck=deck), side(TARGET), rules="modern")
    _play(game, "sv8-174")
    assert {game.cards[u].name for u in game.pending.options if u is not None} == {"Charmander", "Pikachu"}
    game.apply(Choose(next(u for u in game.pending.options if u is not None and game.cards[u].name == "Pikachu")))
    assert [game.cards[u].name for u in game.pending.options if u is not None] == ["Potion"]
    game.apply(Choose(None))
    assert [game.cards[u].name for u in game.players[0].hand] == ["Pikachu"] and len(game.players[0].deck) == 9


def test_xatu_attaches_a_psychic_energy_from_the_hand_to_the_bench_then_draws_2():
    xatu = "sv4-72"
    me = side(mon(xatu, "Natu"), bench=["Pikachu", "Charmander"], hand=[PSYCHIC], deck=[WATER] * 5)
    game = new_game(me, side(TARGET), rules="modern")
    sense = _power(game, 0, "Clairvoyant Sense")
    game.apply(sense)
    assert list(game.pending.options) == [1, 2], "a Benched Pokémon"
    game.apply(Choose(2))
    me = game.players[0]
    assert [_id(game, u) for u in me.bench[1].energy] == [PSYCHIC] and len(me.hand) == 2
    assert sense not in game.legal_actions(), "once during your turn"


def test_tatsugiri_finds_a_supporter_in_the_top_6_only_from_the_active_spot():
    tatsugiri, rika = "sv6-131", "sv4-172"
    me = side(mon(tatsugiri), bench=[mon(tatsugiri)], deck=[WATER] * 4 + [rika] + [WATER] * 5)
    game = new_game(me, side(TARGET), rules="modern")
    assert _power(game, 1, "Attract Customers") not in game.legal_actions(), "not from the Bench"
    game.apply(_power(game, 0, "Attract Customers"))
    game.apply(Choose(next(u for u in game.pending.options if u is not None)))
    assert [_id(game, u) for u in game.players[0].hand] == [rika]


def test_spikemuth_gym_lets_each_player_search_for_a_marnies_pokemon_once_a_turn():
    gym, impidimp = "sv10-169", "sv10-134"
    hand = side("Pikachu", hand=[gym], deck=["Charmander", impidimp, WATER])
    game = new_game(hand, side(TARGET), rules="modern")
    _play(game, gym)
    use = next(a for a in game.legal_actions() if a[0] == "stadium")
    game.apply(use)
    take_found(game)  # the only Marnie's Pokémon (a search may find none)
    assert [_id(game, u) for u in game.players[0].hand] == [impidimp]
    assert not any(a[0] == "stadium" for a in game.legal_actions()), "once during each player's turn"


def test_rescue_board_lowers_the_retreat_cost_and_removes_it_at_30_hp_or_less():
    board = "sv5-159"
    for damage, cost in ((0, 1), (170, 1), (180, 0)):  # Darkrai ex: 210 HP, Retreat Cost 2
        me = side(mon("svp-110", damage=damage), bench=["Pikachu"], hand=[board])
        game = new_game(me, side(TARGET), rules="modern")
        _play(game, board, 0)
        assert game.retreat_cost(game.players[0].active) == cost, damage


def test_bang_boom_chain_does_40_more_for_each_tool_discarded_from_your_pokemon():
    electrode, board = "sv3pt5-101", "sv5-159"
    me = side(mon(electrode, "Voltorb", energy=[LIGHTNING]), bench=["Pikachu"], hand=[board, board])
    game = new_game(me, side(mon("svp-110")), rules="modern")
    _play(game, board, 0)
    _play(game, board, 1)
    _attack(game, "Bang Boom Chain")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert not me.active.tools and not me.bench[0].tools
    assert game.players[1].active.damage == 20 + 2 * 40


def test_punk_up_may_attach_up_to_5_darkness_energy_from_the_deck_to_marnies_pokemon_on_evolving():
    from desktop.engine.actions import Evolve

    grimmsnarl, morgrem, impidimp = "sv10-136", "sv10-135", "sv10-134"
    me = side(mon(morgrem, impidimp), bench=[mon(impidimp), "Pikachu"], hand=[grimmsnarl],
              deck=[DARK] * 6 + [WATER] * 4)
    game = new_game(me, side(TARGET), rules="modern")
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    targets = []
    while game.pending is not None and game.pending.purpose in ("deck_to_attach", "attach_energy"):
        if game.pending.purpose == "attach_energy":
            targets.append(set(game.pending.options))
            game.apply(Choose(1 if len(targets) % 2 else 0))
        else:
            game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert targets and all(t == {0, 1} for t in targets), "Marnie's Pokémon only, not Pikachu"
    assert len(me.active.energy) + len(me.bench[0].energy) == 5 and not me.bench[1].energy


def test_shadow_bullet_also_does_30_to_1_benched_pokemon():
    grimmsnarl = "sv10-136"
    game = new_game(side(mon(grimmsnarl, "sv10-134", "sv10-135", energy=[DARK, DARK])),
                    side(mon("svp-110"), bench=["Pikachu", "Charmander"]), rules="modern")
    _attack(game, "Shadow Bullet")
    game.apply(Choose(12))  # the opponent's second Benched Pokémon
    them = game.players[1]
    assert them.active.damage == 180 and them.bench[1].damage == 30 and them.bench[0].damage == 0


def _knock_out_their_active(their_bench: list) -> object:
    """Miraidon ex's Rapid Draw (20) Knocks Out the opponent's Pikachu (60 HP, 50 damage, 2
    Lightning Energy)."""
    them = side(mon("sv3pt5-25", energy=[LIGHTNING, LIGHTNING], damage=50), bench=their_bench)
    game = new_game(side(mon("svp-143", energy=[LIGHTNING]), deck=[WATER] * 5), them, rules="modern")
    _attack(game, "Rapid Draw")
    return game


def test_electrical_grounding_moves_a_lightning_energy_of_a_knocked_out_pokemon_to_raichu():
    game = _knock_out_their_active([mon("sv4pt5-19", "sv3pt5-25"), "Pikachu"])
    assert game.pending.purpose == "knocked_out_energy" and game.pending.player == 1
    game.apply(Choose(game.pending.options[0]))
    them = game.players[1]
    raichu = next(s for s in them.bench if game.cards[s.top].id == "sv4pt5-19")
    assert [_id(game, u) for u in raichu.energy] == [LIGHTNING]
    assert sum(1 for u in them.discard if _id(game, u) == LIGHTNING) == 1
    assert game.pending.purpose == "new_active", "then the new Active Pokémon is chosen"


def test_exp_share_moves_a_basic_energy_of_the_knocked_out_active_to_its_pokemon():
    game = _knock_out_their_active([mon("Charmander", tools=["sv1-174"]), "Pikachu"])
    assert game.pending.purpose == "knocked_out_energy"
    game.apply(Choose(None))  # "you may": none
    assert not game.players[1].bench[0].energy
    game = _knock_out_their_active([mon("Charmander", tools=["sv1-174"]), "Pikachu"])
    game.apply(Choose(game.pending.options[0]))
    assert [_id(game, u) for u in game.players[1].bench[0].energy] == [LIGHTNING]


TM_EVOLUTION, TM_DEVOLUTION = "sv4-178", "sv4-177"


def test_technical_machine_evolution_gives_its_attack_and_evolves_up_to_2_benched_pokemon_from_the_deck():
    me = side(mon("Pikachu", energy=[GRASS]), bench=["Charmander", "Squirtle", "Bulbasaur"],
              hand=[TM_EVOLUTION], deck=["Charmeleon", "Wartortle", "Ivysaur", WATER])
    game = new_game(me, side(TARGET), rules="modern")
    assert [a.name for a in game.card_of(game.players[0].active).attacks] == ["Gnaw", "Thunder Jolt"]
    _play(game, TM_EVOLUTION, 0)
    assert [a.name for a in game.card_of(game.players[0].active).attacks][-1] == "Evolution"
    _attack(game, "Evolution")
    assert game.pending.purpose == "evolve_target" and set(game.pending.options) == {1, 2, 3}
    game.apply(Choose(1))  # Charmander: its only Evolution card in the deck is taken without asking
    game.apply(Choose(3))
    bench = game.players[0].bench
    assert [game.cards[s.top].name for s in bench] == ["Charmeleon", "Squirtle", "Ivysaur"], "up to 2"
    tool = next(u for u in game.all_cards(0) if _id(game, u) == TM_EVOLUTION)
    assert tool in game.players[0].discard, "discarded at the end of the turn"


def test_technical_machine_devolution_returns_the_top_evolution_card_of_each_opponent_pokemon_to_their_hand():
    me = side(mon("Pikachu", energy=[GRASS], tools=[TM_DEVOLUTION]))
    them = side(mon("Charmeleon", "Charmander", damage=50), bench=[mon("Wartortle", "Squirtle"), "Bulbasaur"])
    game = new_game(me, them, rules="modern")
    _attack(game, "Devolution")
    them = game.players[1]
    assert sorted(game.cards[u].name for u in them.hand if game.cards[u].kind == "pokemon") == ["Charmeleon",
                                                                                                 "Wartortle"]
    assert [game.cards[s.top].name for s in them.bench][:1] == ["Squirtle"], "the Benched Wartortle devolved"
    assert "Charmander" in [game.cards[u].name for u in them.discard], \
        "Charmander (50 HP) keeps Charmeleon's 50 damage: Knocked Out"
