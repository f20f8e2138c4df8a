"""XY cards of the Flashfire theme decks (issue #15: Mystic Typhoon, Brilliant Thunder) and the XY
Trainers they play, hand-written in the XY words and played by the XY rules: each test plays the card
and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer, UsePower
from tests.engine_helpers import attack, mon, new_game, side

WATER, PSYCHIC, GRASS, FIRE, LIGHTNING = "sm1-166", "sm1-162", "sm1-164", "sm1-165", "sm1-167"


def _xy(me: dict, them: dict, **options):
    return new_game(me, them, rules="xy", **options)


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage" and e.player == 1]


def test_muscle_band_adds_20_to_the_attacks_of_its_pokemon():
    game = _xy(side(mon("xy2-83", energy=[WATER] * 3), hand=["xy1-121"]), side(mon("xy2-26")))
    _play(game, "xy1-121", 0)
    assert _dealt(attack(game, "Hammer In")) == [60 + 20]


def test_big_tusk_does_10_less_for_each_damage_counter_on_itself():
    game = _xy(side(mon("xy2-26", energy=[WATER] * 4, damage=30)), side(mon("xy2-26")))
    assert _dealt(attack(game, "Big Tusk")) == [120 - 30]


def test_duskull_revival_and_sneaky_placement():
    game = _xy(side(mon("xy2-38", energy=[PSYCHIC])), side("Squirtle", discard=["xy2-22", "xy2-23", WATER]))
    attack(game, "Revival")
    assert [game.cards[s.top].name for s in game.players[1].bench] == ["Feebas"]  # a Basic Pokémon only
    game = _xy(side(mon("xy2-38", energy=[PSYCHIC])), side(mon("xy2-26")))
    attack(game, "Sneaky Placement")
    assert game.players[1].active.damage == 10


def test_ear_influence_moves_their_damage_counters_until_you_stop():
    game = _xy(side(mon("xy2-43", "xy2-42", energy=[PSYCHIC])),
               side(mon("xy2-26", damage=30), bench=[mon("xy2-22")]))
    attack(game, "Ear Influence")
    for _ in range(2):
        game.apply(Choose(10))  # from their Active Walrein (to their Benched Feebas, the only other Pokémon)
    game.apply(Choose(None))
    assert game.players[1].active.damage == 10 and game.players[1].bench[0].damage == 20


def test_meowstic_psychic_does_10_more_for_each_energy_on_their_active():
    game = _xy(side(mon("xy2-43", "xy2-42", energy=[PSYCHIC] * 3)), side(mon("xy2-26", energy=[WATER, WATER])))
    assert _dealt(attack(game, "Psychic")) == [80]


def test_buried_treasure_hunt_keeps_2_of_the_top_4_and_discards_the_rest():
    game = _xy(side(mon("xy2-82", "xy2-81", energy=[WATER]), deck=[WATER, GRASS, "Eevee", "Pikachu", FIRE]),
               side("Squirtle"))
    attack(game, "Buried Treasure Hunt")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.deck) == 1 and len(me.discard) == 2 and len(me.hand) == 2


def test_powerful_friends_does_70_more_with_a_stage_2_on_the_bench():
    for bench, dealt in (([mon("xy2-26", "Spheal", "Sealeo")], 80), ([mon("xy2-22")], 10)):
        game = _xy(side(mon("xy2-83", energy=[WATER]), bench=bench), side(mon("xy2-26")))
        assert _dealt(attack(game, "Powerful Friends")) == [dealt]


def test_energy_grace_knocks_out_milotic_to_attach_3_basic_energy_to_a_non_ex_pokemon():
    game = _xy(side(mon("xy2-83"), bench=[mon("xy2-23", "xy2-22")], discard=[WATER, WATER, GRASS, FIRE]),
               side("Squirtle"))
    game.apply(UsePower(1, 0))
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.active.energy) == 3 and not me.bench
    assert len(game.players[1].prizes) == 5  # the opponent took a Prize card for Milotic


def test_flamethrower_discards_an_energy_on_tails():
    from tests.engine_helpers import seed_for

    for heads, left in ((True, 3), (False, 2)):
        game = _xy(side(mon("xy2-16", energy=[FIRE] * 3)), side(mon("xy2-26")), seed=seed_for(heads))
        attack(game, "Flamethrower")
        assert len(game.players[0].active.energy) == left, heads


def test_electricounter_does_40_times_the_prizes_they_have_taken():
    game = _xy(side(mon("xy2-33", "xy2-32", energy=[LIGHTNING] * 3)), side(mon("xy2-26"), prizes=[WATER] * 4))
    assert _dealt(attack(game, "Electricounter")) == [80]


def test_parabolic_charge_takes_up_to_2_energy_cards():
    game = _xy(side(mon("xy2-37", "xy2-36", energy=[LIGHTNING]), deck=[FIRE, "Eevee", WATER, GRASS]),
               side("Squirtle"))
    attack(game, "Parabolic Charge")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    hand = game.players[0].hand
    assert len(hand) == 2 and all(game.cards[u].kind == "energy" for u in hand)


def test_peck_off_and_startling_megaphone_discard_their_tools():
    them = side(mon("xy2-26"), bench=[mon("xy2-22")])
    them["active"]["tools"] = ["xy1-121"]
    them["bench"][0]["tools"] = ["xy1-121"]
    game = _xy(side(mon("xy2-75", energy=[WATER])), them)
    attack(game, "Peck Off")
    assert not game.players[1].active.tools and game.players[1].bench[0].tools
    game = _xy(side("Pikachu", hand=["xy2-97"]), them)
    _play(game, "xy2-97")
    assert not any(s.tools for s in game.players[1].slots())


def test_strong_gust_does_60_more_during_your_next_turn():
    from desktop.engine.actions import END_TURN

    game = _xy(side(mon("xy2-77", energy=[WATER] * 3), deck=[WATER] * 5),
               side(mon("xy2-80"), bench=["Squirtle"], deck=[WATER] * 5))  # Snorlax: 130 HP
    attack(game, "Strong Gust")
    game.apply(END_TURN)
    assert _dealt(attack(game, "Strong Gust")) == [120]


def test_stir_and_snooze_wakes_only_on_two_heads():
    from desktop.engine.actions import END_TURN

    woke = set()
    for seed in range(12):
        game = _xy(side(mon("xy2-80"), deck=[WATER] * 5), side("Squirtle", deck=[WATER] * 5), seed=seed)
        game.players[0].active.rot = 1  # Asleep
        events = game.apply(END_TURN)
        coins = [e.amount == 1 for e in events if e.kind == "coin"]
        assert len(coins) == 2, seed
        assert (game.players[0].active.rot == 0) == all(coins), seed
        woke.add(all(coins))
    assert woke == {True, False}


def test_sitdown_bounce_and_big_jump():
    from tests.engine_helpers import seed_for

    game = _xy(side(mon("xy2-85", "xy2-84", energy=[WATER] * 3)), side(mon("xy2-26")), seed=seed_for(False))
    attack(game, "Sitdown Bounce")
    assert any(e[0] == "no_attack" for e in game.players[0].active.effects)
    game = _xy(side(mon("xy2-85", "xy2-84", energy=[WATER]), bench=["Pikachu"]), side("Squirtle"))
    game.apply(UsePower(0, 0))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert sorted(game.cards[u].name for u in game.players[0].hand) == ["Buneary", "Lopunny", "Water Energy"]


def test_blacksmith_attaches_2_fire_energy_to_1_fire_pokemon_and_fiery_torch_needs_a_fire_energy():
    game = _xy(side(mon("xy2-16"), bench=["Pikachu"], hand=["xy2-88"], discard=[FIRE, FIRE, FIRE, WATER]),
               side("Squirtle"))
    _play(game, "xy2-88")
    assert len(game.players[0].active.energy) == 2  # Torkoal, the only Fire Pokémon: no question
    game = _xy(side("Pikachu", hand=["xy2-89", WATER], deck=[WATER] * 5), side("Squirtle"))
    assert not game.is_legal(PlayTrainer(game.players[0].hand[0], None))
    game = _xy(side("Pikachu", hand=["xy2-89", FIRE], deck=[WATER] * 5), side("Squirtle"))
    _play(game, "xy2-89")
    assert len(game.players[0].hand) == 2 and game.cards[game.players[0].discard[0]].name == "Fire Energy"
