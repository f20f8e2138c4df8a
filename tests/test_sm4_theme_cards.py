"""Sun & Moon cards of the Crimson Invasion theme decks (issue #15: Destruction Fang, Clanging
Thunder) and the Trainers they share with Burning Shadows, hand-written in the Sun & Moon words and
played by the Sun & Moon rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import END_TURN, Choose, PlayTrainer, UsePower
from tests.engine_helpers import attack, mon, new_game, side

DARK, METAL, PSYCHIC, WATER = "sm1-170", "sm1-163", "sm1-162", "sm1-166"
LIGHTNING, FIGHTING = "sm1-167", "sm1-169"


def _sm(me: dict, them: dict, **options):
    return new_game(me, them, rules="sm", **options)


def _dealt(game) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def test_severe_poison_puts_4_counters_between_turns():
    game = _sm(side(mon("sm4-47", "sm4-46", energy=[PSYCHIC])), side(mon("sm4-62", "sm4-61")))
    attack(game, "Severe Poison")
    assert game.players[1].active.damage == 40  # the Checkup after this turn


def test_dark_destruction_may_trade_an_energy_for_one_of_theirs():
    for answer, mine, theirs in (("yes", 2, 0), ("no", 3, 1)):
        game = _sm(side(mon("sm4-62", "sm4-61", energy=[DARK, DARK, WATER])),
                   side(mon("sm4-62", "sm4-61", energy=[DARK])))
        attack(game, "Dark Destruction")
        game.apply(Choose(answer))
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert (len(game.players[0].active.energy), len(game.players[1].active.energy)) == (mine, theirs), answer


def test_weed_out_keeps_3_benched_pokemon_and_discards_the_others():
    bench = ["Pikachu", "Squirtle", "Charmander", mon("Eevee", energy=[WATER])]
    game = _sm(side(mon("sm4-62", "sm4-61"), bench=bench), side("Squirtle"))
    game.apply(UsePower(0, 0))
    for keep in (4, 1, 2):
        game.apply(Choose(keep))
    me = game.players[0]
    assert sorted(game.cards[s.top].name for s in me.bench) == ["Eevee", "Pikachu", "Squirtle"]
    assert sorted(game.cards[u].name for u in me.discard) == ["Charmander"]
    game = _sm(side(mon("sm4-62", "sm4-61"), bench=bench[:3]), side("Squirtle"))
    assert UsePower(0, 0) not in game.legal_actions()  # 3 or fewer on the Bench: nothing to discard


def test_solar_heat_and_surge_surfer_read_the_stadium_in_play():
    for stadium, dealt, retreat in ((None, 20, 2), ("sm4-93", 40, 0)):
        me = side(mon("sm3-69", energy=[FIGHTING]), bench=[mon("sm4-31", "Pikachu")])
        if stadium:
            me["stadium"] = stadium
        game = _sm(me, side(mon("sm4-77", "sm4-75", "sm4-76")))  # Kommo-o: no Fighting Weakness
        assert game.retreat_cost(game.players[0].bench[0]) == retreat
        attack(game, "Solar Heat")
        assert _dealt(game) == [dealt]


def test_alolan_raichus_psychic_does_20_more_for_each_energy_on_their_active():
    game = _sm(side(mon("sm4-31", "Pikachu", energy=[WATER] * 3)), side(mon("sm4-62", "sm4-61", energy=[DARK] * 2)))
    attack(game, "Psychic")
    assert _dealt(game) == [70 + 40]


def test_emolga_takes_3_basic_energy_back_and_switches_with_a_lightning_pokemon():
    game = _sm(side(mon("sm4-35", energy=[LIGHTNING]), discard=[WATER, DARK, "sm1-136", PSYCHIC, WATER]),
               side("Squirtle"))
    attack(game, "Energy Catch")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    hand = game.players[0].hand
    assert len(hand) == 3 and all(game.cards[u].is_basic_energy for u in hand)  # not the Double Colorless Energy
    game = _sm(side(mon("sm4-35", energy=[LIGHTNING]), bench=["Squirtle", mon("sm4-31", "Pikachu")]),
               side(mon("sm4-62", "sm4-61")))
    attack(game, "Volt Switch")
    assert game.cards[game.players[0].active.top].name == "Alolan Raichu"


def test_noble_roar_makes_the_opponent_switch():
    game = _sm(side(mon("sm4-76", "sm4-75", energy=[WATER])), side("Squirtle", bench=["Charmander"]))
    attack(game, "Noble Roar")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.cards[game.players[1].active.top].name == "Charmander"


def test_kommo_o_war_cry_and_clanging_scales():
    game = _sm(side(mon("sm4-77", "sm4-75", "sm4-76", energy=[WATER] * 2)),
               side(mon("sm4-62", "sm4-61"), bench=["Squirtle"]))
    attack(game, "War Cry")
    assert _dealt(game) == [120]  # 1 Pokémon against 2
    game = _sm(side(mon("sm4-77", "sm4-75", "sm4-76", energy=[LIGHTNING, FIGHTING, WATER]), deck=[WATER] * 5),
               side(mon("sm4-62", "sm4-61", energy=[DARK, DARK, WATER]), deck=[WATER] * 5))  # Hydreigon: 160 HP
    attack(game, "Clanging Scales")
    attack(game, "Dark Destruction")  # their turn: 120, and 30 more to Kommo-o
    game.apply(Choose("no"))
    assert game.players[0].active.damage == 120 + 30


def test_devoured_field_adds_10_to_darkness_and_dragon_attacks():
    for attacker, name, energy, dealt in (("sm4-62", "Dark Destruction", [DARK, DARK, WATER], 130),
                                          ("sm4-35", "Volt Switch", [LIGHTNING], 30)):
        me = side(mon(attacker, *(["sm4-61"] if attacker == "sm4-62" else []), energy=energy))
        me["stadium"] = "sm4-93"
        game = _sm(me, side(mon("sm4-77", "sm4-75", "sm4-76")))
        events = attack(game, name)
        if game.pending is not None:
            game.apply(Choose("no"))
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == [dealt], name


def test_escape_rope_makes_both_players_switch_the_opponent_first():
    game = _sm(side("Pikachu", bench=["Eevee"], hand=["sm3-114"]), side("Squirtle", bench=["Charmander"]))
    _play(game, "sm3-114")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.cards[game.players[0].active.top].name == "Eevee"
    assert game.cards[game.players[1].active.top].name == "Charmander"


def test_sophocles_discards_2_and_draws_4():
    game = _sm(side("Pikachu", hand=["sm3-123", WATER, DARK, PSYCHIC], deck=[WATER] * 6), side("Squirtle"))
    _play(game, "sm3-123")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1 + 4 and len(game.players[0].deck) == 2


def _knock_out_my_active(game) -> None:
    """Pass the turn; the opponent's Houndoom Knocks Out my Active Emolga (60 HP) with Puncturing Fangs."""
    game.apply(END_TURN)
    attack(game, "Puncturing Fangs")


def test_wishful_baton_moves_up_to_3_basic_energy_to_a_benched_pokemon():
    game = _sm(side(mon("sm4-35", energy=[WATER, WATER, DARK, "sm1-136"]), bench=["Squirtle"],
                    hand=["sm3-128"], deck=[WATER] * 5),
               side(mon("sm4-59", energy=[DARK, DARK, DARK]), deck=[WATER] * 5))
    _play(game, "sm3-128", 0)
    _knock_out_my_active(game)
    while game.pending is not None and game.pending.player == 0 and game.pending.purpose != "new_active":
        game.apply(Choose(game.pending.options[0]))
    squirtle = next(s for s in game.players[0].slots() if game.cards[s.top].name == "Squirtle")
    assert len(squirtle.energy) == 3 and all(game.cards[u].is_basic_energy for u in squirtle.energy)


def test_sun_and_moon_exp_share_may_take_a_basic_energy_from_the_knocked_out_active():
    game = _sm(side(mon("sm4-35", energy=[WATER, DARK]), bench=["Squirtle"], hand=["sm1-118"],
                    deck=[WATER] * 5),
               side(mon("sm4-59", energy=[DARK, DARK, DARK]), deck=[WATER] * 5))
    _play(game, "sm1-118", 1)
    _knock_out_my_active(game)
    assert game.pending is not None and game.pending.purpose == "knocked_out_energy"
    game.apply(Choose(game.pending.options[0]))
    squirtle = next(s for s in game.players[0].slots() if game.cards[s.top].name == "Squirtle")
    assert len(squirtle.energy) == 1
