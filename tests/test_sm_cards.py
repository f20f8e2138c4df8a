"""Sun & Moon cards of the Forest Shadow theme deck (issue #15), hand-written in the Sun & Moon
words and played by the Sun & Moon rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import END_TURN, Attack, Choose, PlayTrainer, UsePower
from desktop.engine.cards import default_db
from desktop.engine.text import card_text
from tests.engine_helpers import mon, new_game, seed_for, side, take_found

GRASS, FIRE, WATER = "sm1-164", "Fire Energy", "Water Energy"


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def _attack(game, name: str) -> None:
    card = game.card_of(game.players[0].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _sm(me: dict, them: dict, seed: int = 0):
    return new_game(me, them, rules="sm", seed=seed)


def test_nest_ball_and_ultra_ball_in_the_sun_and_moon_words():
    assert card_text(default_db().get("sm1-123")).endswith("Then, shuffle your deck. You may play as many Item "
                                                          "cards as you like during your turn (before your attack).")
    game = _sm(side("Pikachu", hand=["sm1-123"], deck=["Charmander", "Charmeleon", WATER]), side("Squirtle"))
    _play(game, "sm1-123")
    take_found(game)
    assert [game.cards[s.top].name for s in game.players[0].bench] == ["Charmander"]
    game = _sm(side("Pikachu", hand=["sm1-135", WATER, FIRE], deck=["Charmeleon", WATER]), side("Squirtle"))
    _play(game, "sm1-135")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert [game.cards[u].name for u in me.hand] == ["Charmeleon"] and len(me.discard) == 3


def test_lillie_draws_to_8_on_your_first_turn_and_to_6_later():
    for turn, size in ((2, 8), (4, 6)):
        game = new_game(side("Pikachu", hand=["sm1-122"], deck=[WATER] * 20), side("Squirtle"), rules="sm", turn=turn)
        _play(game, "sm1-122")
        assert len(game.players[0].hand) == size, turn


def test_big_malasada_heals_20_and_removes_the_special_condition_you_choose():
    game = _sm(side(mon("Pikachu", damage=30), hand=["sm1-114"]), side("Squirtle"))
    active = game.players[0].active
    active.poison, active.burned = 10, True
    _play(game, "sm1-114")
    assert game.pending.purpose == "remove_condition" and set(game.pending.options) == {"Poisoned", "Burned"}
    game.apply(Choose("Burned"))
    assert active.damage == 10 and active.poison and not active.burned


def test_professor_kukui_draws_2_and_adds_20_to_attacks_this_turn():
    game = _sm(side(mon("Pikachu", energy=["Lightning Energy"]), hand=["sm1-128"], deck=[WATER] * 5),
               side(mon("Charmander")))
    _play(game, "sm1-128")
    assert len(game.players[0].hand) == 2
    _attack(game, "Gnaw")
    assert game.players[1].active.damage == 30, "Gnaw's 10 + 20 (Charmander: no Lightning Weakness)"


def test_timer_ball_searches_an_evolution_pokemon_for_each_heads():
    for heads, found in (((True, True), 2), ((True, False), 1), ((False, False), 0)):
        game = _sm(side("Pikachu", hand=["sm1-134"], deck=["Charmeleon", "Wartortle", "Squirtle", WATER]),
                   side("Squirtle"), seed=seed_for(*heads))
        _play(game, "sm1-134")
        while game.pending is not None:
            game.apply(Choose(next(u for u in game.pending.options if u is not None)))
        assert sorted(game.cards[u].stage for u in game.players[0].hand) == ["Stage 1"] * found, heads


def test_shiinotic_finds_a_grass_pokemon_once_a_turn():
    game = _sm(side(mon("sm1-17", "sm1-16"), deck=["Charmander", "Bulbasaur", WATER]), side("Squirtle"))
    illuminate = UsePower(0, 0)
    game.apply(illuminate)
    take_found(game)
    assert [game.cards[u].name for u in game.players[0].hand] == ["Bulbasaur"], "the only Grass Pokémon"
    assert illuminate not in game.legal_actions()


def test_fury_cutter_adds_by_the_number_of_heads_and_does_120_with_all_heads():
    for heads, damage in (((True, False, False), 30), ((True, True, False), 70), ((True, True, True), 120),
                          ((False, False, False), 10)):
        game = _sm(side(mon("sm1-5", "sm1-4", energy=[GRASS, GRASS])), side(mon("sm1-113")), seed=seed_for(*heads))
        _attack(game, "Fury Cutter")
        assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1] == [damage], heads


def test_roof_fling_puts_the_defending_pokemon_and_its_cards_into_their_hand_on_heads():
    game = _sm(side(mon("sm1-6", energy=[GRASS, GRASS])), side(mon("Squirtle", energy=[WATER]), bench=["Psyduck"]),
               seed=seed_for(True))
    _attack(game, "Roof Fling")
    them = game.players[1]
    assert {"Squirtle", "Water Energy"} <= {game.cards[u].name for u in them.hand}
    assert game.cards[them.active.top].name == "Psyduck"


def test_synthesis_and_shore_up_attach_energy():
    game = _sm(side(mon("sm1-14", energy=[GRASS]), bench=["Bulbasaur"], deck=[WATER, GRASS]), side("Squirtle"))
    _attack(game, "Synthesis")
    while game.pending is not None and game.current == 0:
        game.apply(Choose(1 if game.pending.purpose == "attach_energy" else game.pending.options[0]))
    assert len(game.players[0].bench[0].energy) + len(game.players[0].active.energy) == 2
    game = _sm(side(mon("sm1-74", energy=["Fighting Energy"]), discard=["Fighting Energy", WATER]),
               side("Squirtle"))
    _attack(game, "Shore Up")
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].discard) == 1


def test_oranguru_draws_until_3_cards_once_a_turn():
    game = _sm(side(mon("sm1-113"), hand=[WATER], deck=[WATER] * 5), side("Squirtle"))
    game.apply(UsePower(0, 0))
    assert len(game.players[0].hand) == 3
    assert UsePower(0, 0) not in game.legal_actions()


def _dealt(game) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]


def test_oranguru_psychic_adds_20_times_the_energy_on_the_defending_pokemon():
    game = _sm(side(mon("sm1-113", energy=[WATER] * 3)), side(mon("sm1-113", energy=[WATER, WATER])))
    _attack(game, "Psychic")
    assert _dealt(game) == [60 + 2 * 20]


def test_team_play_does_30_for_each_benched_passimian():
    passimian = "sm1-73"
    game = _sm(side(mon(passimian, energy=[WATER] * 2), bench=[passimian, passimian, "Pikachu"]),
               side(mon("Charmander")))
    _attack(game, "Team Play")
    assert _dealt(game) == [10 + 2 * 30]


def test_smack_down_does_50_more_against_fighting_resistance():
    roggenrola = "sm1-69"
    for target, extra in (("Charmander", 0), ("Pidgey", 50)):  # Base Set Pidgey resists Fighting (-30)
        game = _sm(side(mon(roggenrola, energy=["Fighting Energy"] * 2)), side(mon(target)))
        _attack(game, "Smack Down")
        resisted = -30 if extra else 0
        assert _dealt(game) == [max(0, 20 + extra + resisted)], target


def test_double_jet_does_60_for_each_water_energy_discarded_from_the_hand():
    golduck = "sm1-29"
    game = _sm(side(mon(golduck, "sm1-28", energy=[WATER]), hand=[WATER, WATER, WATER, FIRE]), side(mon("Charmander")))
    _attack(game, "Double Jet")
    for _ in range(2):
        game.apply(Choose(next(u for u in game.pending.options if u is not None)))
    assert _dealt(game) == [2 * 60 * 2], "Charmander is weak to Water"
    names = [game.cards[u].name for u in game.players[0].hand]
    assert "Fire Energy" in names and names.count("Water Energy") == 1, "2 of the 3 Water Energy discarded"


def test_confusion_wave_confuses_both_active_pokemon():
    from desktop.engine.state import CONFUSED

    game = _sm(side(mon("sm1-28", energy=[WATER])), side(mon("Charmander")))
    _attack(game, "Confusion Wave")
    assert game.players[0].active.rot == CONFUSED and game.players[1].active.rot == CONFUSED


def test_roost_heals_30_then_the_pokemon_cant_retreat_next_turn():
    game = _sm(side(mon("sm1-37", energy=[WATER], damage=40), bench=["Pikachu"]), side(mon("Charmander")))
    _attack(game, "Roost")
    assert game.players[0].active.damage == 10
    assert game.players[0].active.effects, "a lasting no-retreat effect"


def test_aqua_spark_and_peck_bugs_add_damage_only_when_their_test_holds():
    for energy, extra in ((["Lightning Energy", WATER, WATER], 60), (["Lightning Energy"] * 3, 0)):
        game = _sm(side(mon("sm1-50", "sm1-49", energy=energy)), side(mon("sm1-113")))
        _attack(game, "Aqua Spark")
        assert _dealt(game) == [60 + extra], energy
    for target, extra in (("Bulbasaur", 30), ("Charmander", 0)):
        game = _sm(side(mon("sm1-97", energy=["Lightning Energy"])), side(mon(target)))
        _attack(game, "Peck Bugs")
        assert _dealt(game) == [10 + extra], target


def test_discharge_discards_only_lightning_energy_and_does_30_for_each():
    game = _sm(side(mon("sm1-53", energy=["Lightning Energy"] * 3 + [WATER])), side(mon("sm1-113")))
    _attack(game, "Discharge")
    assert _dealt(game) == [90]
    assert [game.cards[u].name for u in game.players[0].active.energy] == ["Water Energy"]


def test_work_up_adds_20_to_this_pokemons_attacks_next_turn():
    lillipup = "sm1-103"
    game = _sm(side(mon(lillipup, energy=["Lightning Energy", "Lightning Energy"]), deck=[WATER] * 5),
               side(mon("sm1-113"), deck=[WATER] * 5))
    _attack(game, "Work Up")
    while game.current == 1 or game.pending is not None:
        game.apply(END_TURN if game.pending is None else Choose(game.pending.options[0]))
    bite = next(a for a in game.legal_actions() if a[0] == "attack" and a[1] == 1)
    game.apply(bite)
    printed = game.card_of(game.players[0].active).attacks[1].damage
    assert _dealt(game) == [printed + 20]


def test_searching_light_shows_one_of_your_prize_cards_to_you_only():
    game = _sm(side(mon("sm1-49", energy=[WATER])), side(mon("Charmander")))
    _attack(game, "Searching Light")
    peeks = [e for e in game.last_events if e.kind == "peek"]
    assert len(peeks) == 1 and peeks[0].player == 0 and peeks[0].card in game.players[0].prizes


def test_treasure_hunt_may_take_an_item_from_the_discard_pile_on_evolving():
    from desktop.engine.actions import Evolve

    game = _sm(side(mon("sm1-103"), hand=["sm1-104"], discard=["sm1-123", "sm1-122"]), side("Squirtle"))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    assert [game.cards[u].id for u in game.players[0].hand] == ["sm1-123"], "Nest Ball, an Item (Lillie is not)"


def test_ferocious_bellow_the_defending_pokemons_attacks_do_50_less_next_turn():
    # Stoutland's Ferocious Bellow (50), worded "the Defending Pokémon's attacks do 50 less damage": one
    # definition that compiles the same words on 30 attacks of Sun & Moon to Scarlet & Violet.
    game = _sm(side(mon("sm1-105", "sm1-104", "sm1-103", energy=[FIRE] * 3)),
               side(mon("Charizard", "Charmander", "Charmeleon", energy=[FIRE] * 4)))
    _attack(game, "Ferocious Bellow")
    stoutland = game.players[0].active
    assert game.players[1].active.damage == 50 and game.current == 1
    game.apply(Attack(0))  # Charizard's Fire Spin: 100, discarding 2 Energy
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert stoutland.damage == 50
