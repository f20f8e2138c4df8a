"""Sun & Moon cards of the Guardians Rising theme decks (issue #15: Steel Sun, Hidden Moon),
hand-written in the Sun & Moon words and played by the Sun & Moon rules: each test plays the card
and checks what it did."""

from __future__ import annotations

from desktop.engine import damage_rules
from desktop.engine.actions import END_TURN, Attack, Choose, Evolve, PlayBasic, PlayTrainer
from tests.engine_helpers import attack, mon, new_game, side

METAL, PSYCHIC, FIRE, WATER = "sm1-163", "Psychic Energy", "Fire Energy", "Water Energy"  # sm1-163: Basic Metal


def _sm(me: dict, them: dict, **options):
    return new_game(me, them, rules="sm", **options)


def _dealt(game) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]


def _to_my_next_turn(game) -> None:
    while game.current == 1 or game.pending is not None:
        game.apply(END_TURN if game.pending is None else Choose(game.pending.options[0]))


def test_swallow_dive_does_80_more_after_agility_last_turn():
    for first, dealt in (("Agility", 120), ("Swallow Dive", 40)):
        game = _sm(side(mon("sm2-104", "sm2-103", energy=[WATER]), deck=[WATER] * 5),
                   side(mon("sm2-113", "sm2-112"), deck=[WATER] * 5))  # Bewear: 130 HP
        attack(game, first)
        _to_my_next_turn(game)
        attack(game, "Swallow Dive")
        assert _dealt(game) == [dealt], first


def test_dangerous_blow_does_60_more_to_a_basic_pokemon():
    for defender, dealt in ((mon("sm2-112"), 120), (mon("sm2-113", "sm2-112"), 60)):
        game = _sm(side(mon("sm2-113", "sm2-112", energy=[WATER] * 3)), side(defender))
        attack(game, "Dangerous Blow")
        assert _dealt(game) == [dealt]


def test_rake_it_in_may_draw_3_on_evolving():
    game = _sm(side(mon("sm2-112"), hand=["sm2-113"], deck=[WATER] * 5), side("Squirtle"))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 2


def test_vital_dance_may_take_2_basic_energy_from_the_deck_when_benched():
    game = _sm(side("Pikachu", hand=["sm2-55"], deck=[WATER, "Pikachu", FIRE, METAL]), side("Squirtle"))
    game.apply(PlayBasic(game.players[0].hand[0]))
    game.apply(Choose("yes"))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    names = sorted(game.cards[u].name for u in game.players[0].hand)
    assert len(names) == 2 and all(n.endswith("Energy") for n in names)


def test_amnesia_stops_the_chosen_attack_during_their_next_turn():
    game = _sm(side(mon("sm2-49", "sm2-48", energy=[PSYCHIC])),
               side(mon("sm2-48", energy=[PSYCHIC] * 3), deck=[WATER] * 5))
    attack(game, "Amnesia")
    game.apply(Choose("Headbutt"))
    assert game.current == 1
    usable = {game.card_of(game.players[1].active).attacks[a[1]].name for a in game.legal_actions()
              if isinstance(a, Attack)}
    assert usable == {"Whimsy Tackle"}


def test_facade_does_80_more_while_this_pokemon_is_burned_or_poisoned():
    for poison, dealt in ((0, 50), (10, 130)):
        game = _sm(side(mon("sm2-49", "sm2-48", energy=[PSYCHIC] * 3, poison=poison)), side(mon("sm2-59")))
        attack(game, "Facade")  # Dhelmise: 120 HP, Weakness Darkness
        assert _dealt(game)[:1] == [dealt]


def test_steelworker_adds_10_to_the_attacks_of_your_metal_pokemon_only():
    for attacker, energy, name, dealt in (("sm2-86", [METAL], "Energy Link", 40),  # Probopass (Metal)
                                          ("sm2-55", [PSYCHIC] * 2, "Casual Slap", 30)):  # Oricorio (Psychic)
        game = _sm(side(mon(attacker, energy=energy), bench=["sm2-59"]), side(mon("sm2-113", "sm2-112")))
        attack(game, name)
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert _dealt(game) == [dealt], attacker


def test_fangs_of_the_sunne_cant_be_used_during_your_next_turn():
    game = _sm(side(mon("sm2-87", energy=[METAL] * 3), deck=[WATER] * 5),
               side(mon("sm2-113", "sm2-112"), bench=["Squirtle"], deck=[WATER] * 5))
    attack(game, "Fangs of the Sunne")
    _to_my_next_turn(game)
    names = {game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
             if isinstance(a, Attack)}
    assert "Fangs of the Sunne" not in names and "Shining Arrow" in names


def test_altar_of_the_sunne_takes_the_weakness_of_fire_and_metal_pokemon():
    them = side(mon("sm2-87"), bench=["sm2-55"])  # Solgaleo (Metal, Weakness Fire) and Oricorio (Psychic)
    them["stadium"] = "sm2-118"
    game = _sm(side("Pikachu"), them)
    solgaleo, oricorio = game.players[1].active, game.players[1].bench[0]
    assert damage_rules.weakness(game, solgaleo, game.card_of(solgaleo)) == ()
    assert damage_rules.weakness(game, oricorio, game.card_of(oricorio)) == (("Psychic", "x2"),)


def test_rescue_stretcher_takes_a_pokemon_back_or_shuffles_3_into_the_deck():
    discard = ["Pikachu", "Squirtle", "Charmander", WATER]
    game = _sm(side("Pikachu", hand=["sm2-130"], discard=discard, deck=[WATER]), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    options = game.pending.options
    game.apply(Choose(options[0]))
    if game.pending is not None:
        game.apply(Choose(next(u for u in game.pending.options if game.cards[u].name == "Squirtle")))
    assert [game.cards[u].name for u in game.players[0].hand] == ["Squirtle"]
    game = _sm(side("Pikachu", hand=["sm2-130"], discard=discard, deck=[WATER]), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    game.apply(Choose(game.pending.options[1]))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert len(me.deck) == 4 and sorted(game.cards[u].name for u in me.discard) == ["Rescue Stretcher", WATER]


DARK = "sm1-170"


def test_hot_poison_may_leave_their_active_pokemon_burned_and_poisoned_on_evolving():
    game = _sm(side(mon("sm2-15"), hand=["sm2-16"]), side("Squirtle"))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    them = game.players[1].active
    assert them.burned and them.poison > 0


def test_blown_kiss_puts_1_damage_counter_on_1_of_their_pokemon():
    game = _sm(side(mon("sm2-52", energy=[PSYCHIC])), side("Squirtle", bench=["Charmander"]))
    attack(game, "Blown Kiss")
    assert set(game.pending.options) == {10, 11}
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 10 and game.players[1].active.damage == 0


def test_supernatural_dance_puts_a_counter_for_each_pokemon_in_their_discard_pile():
    game = _sm(side(mon("sm2-56", energy=[PSYCHIC])),
               side(mon("sm2-113", "sm2-112"), discard=["Pikachu", "Squirtle", WATER, "Eevee"]))
    attack(game, "Supernatural Dance")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.players[1].active.damage == 30


def test_revelation_dance_does_nothing_without_a_stadium_in_play():
    for stadium, dealt in ((None, []), ("sm2-117", [30])):
        me = side(mon("sm2-56", energy=[PSYCHIC]))
        if stadium:
            me["stadium"] = stadium
        game = _sm(me, side(mon("sm2-113", "sm2-112")))
        attack(game, "Revelation Dance")
        assert _dealt(game) == dealt


def test_copycat_uses_the_attack_their_pokemon_used_last_turn():
    game = _sm(side(mon("sm2-58", energy=[PSYCHIC, PSYCHIC]), deck=[WATER] * 5),
               side(mon("sm2-112", energy=[WATER] * 3), deck=[WATER] * 5))
    game.apply(END_TURN)
    attack(game, "Tackle")  # Stufful's Tackle: 10
    _to_my_next_turn(game)
    attack(game, "Copycat")
    assert _dealt(game) == [10]
    game = _sm(side(mon("sm2-58", energy=[PSYCHIC, PSYCHIC])), side(mon("sm2-112")))
    attack(game, "Copycat")  # nothing used last turn: nothing to copy
    assert _dealt(game) == []


def test_shatter_shot_does_40_times_the_psychic_energy_attached():
    game = _sm(side(mon("sm2-61", energy=[PSYCHIC, PSYCHIC, WATER])), side(mon("sm2-113", "sm2-112")))
    attack(game, "Shatter Shot")
    assert _dealt(game) == [80]


def test_wings_of_the_moone_moves_all_energy_to_the_bench():
    game = _sm(side(mon("sm2-61", energy=[PSYCHIC] * 3), bench=["Pikachu", "Eevee"]), side(mon("sm2-113", "sm2-112")))
    attack(game, "Wings of the Moone")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[-1]))
    me = game.players[0]
    assert me.active.energy == [] and sum(len(s.energy) for s in me.bench) == 3


def test_altar_of_the_moone_lowers_the_retreat_cost_of_pokemon_with_psychic_or_darkness_energy():
    for energy, cost in (([PSYCHIC], 1), ([DARK], 1), ([WATER], 3)):
        me = side(mon("sm2-49", "sm2-48", energy=energy), bench=["Pikachu"])  # Slowbro: Retreat Cost 3
        me["stadium"] = "sm2-117"
        game = _sm(me, side("Squirtle"))
        assert game.retreat_cost(game.players[0].active) == cost, energy


def test_energy_loto_may_take_an_energy_card_from_the_top_7():
    game = _sm(side("Pikachu", hand=["sm2-122"], deck=["Eevee"] * 3 + [FIRE] + ["Eevee"] * 3), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        options = game.pending.options
        game.apply(Choose(next((u for u in options if isinstance(u, int) and game.cards[u].kind == "energy"),
                               options[0])))
    assert [game.cards[u].name for u in game.players[0].hand] == [FIRE]
