"""XY cards of the Primal Clash theme decks (issue #15: Ocean's Core, Earth's Pulse) and the Flashfire
Trainers they play, hand-written in the XY words and played by the XY rules: each test plays the card
and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, Evolve, PlayTrainer
from tests.engine_helpers import attack, mon, new_game, seed_for, side

WATER, FIRE, FIGHTING, LIGHTNING, GRASS = "sm1-166", "sm1-165", "sm1-169", "sm1-167", "sm1-164"


def _xy(me: dict, them: dict, **options):
    return new_game(me, them, rules="xy", **options)


def _play(game, card_id: str, target=None) -> None:
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def _answer_first(game) -> None:
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))


def test_acro_bike_keeps_one_of_the_top_2_and_discards_the_other():
    game = _xy(side("Pikachu", hand=["xy5-122"], deck=[WATER, "Eevee", "Squirtle"]), side("Squirtle"))
    _play(game, "xy5-122")
    top_two = set(game.pending.options)
    game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    kept = [u for u in me.hand]
    assert len(kept) == 1 and set(kept) | {u for u in me.discard if game.cards[u].id != "xy5-122"} == top_two
    assert len(me.deck) == 1


def test_professor_birchs_observations_draws_7_on_heads_and_4_on_tails():
    seen = set()
    for seed in range(8):
        game = _xy(side("Pikachu", hand=["xy5-134", WATER], deck=[WATER] * 10), side("Squirtle"), seed=seed)
        uid = game.players[0].hand[0]
        events = game.apply(PlayTrainer(uid, None))
        heads = [e.amount == 1 for e in events if e.kind == "coin"]
        assert len(heads) == 1 and len(game.players[0].hand) == (7 if heads[0] else 4), seed
        seen.add(heads[0])
    assert seen == {True, False}


def test_teammates_only_after_a_knock_out_last_turn():
    game = _xy(side("Pikachu", hand=["xy5-141"], deck=["Eevee", WATER, FIRE]), side("Squirtle"))
    assert not game.is_legal(PlayTrainer(game.players[0].hand[0], None))
    game = _xy(side("Pikachu", hand=["xy5-141"], deck=["Eevee", WATER, FIRE]), side("Squirtle"))
    game.players[0].knocked_out_turn = game.turn - 1
    _play(game, "xy5-141")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2


def test_ember_discards_a_fire_energy_on_tails():
    for heads, left in ((True, 1), (False, 0)):
        game = _xy(side(mon("xy5-25", energy=[FIRE])), side(mon("xy5-48")), seed=seed_for(heads))
        attack(game, "Ember")
        assert len(game.players[0].active.energy) == left, heads


def test_knockout_needle_does_40_more_on_two_heads():
    for coins, dealt in (((True, True), 50), ((True, False), 10)):
        game = _xy(side(mon("xy5-31", "xy5-30", energy=[WATER])), side(mon("xy5-48")), seed=seed_for(*coins))
        events = attack(game, "Knockout Needle")
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == [dealt], coins


def test_milotic_may_take_a_card_back_on_evolving_and_may_make_them_switch():
    game = _xy(side(mon("xy5-43"), hand=["xy5-44"], discard=[GRASS, "Eevee"]), side("Squirtle"))
    game.apply(Evolve(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    game.apply(Choose(next(u for u in game.pending.options if game.cards[u].name == "Eevee")))
    assert [game.cards[u].name for u in game.players[0].hand] == ["Eevee"]
    game = _xy(side(mon("xy5-44", "xy5-43", energy=[WATER] * 3)), side(mon("xy5-48"), bench=["Squirtle"]))
    attack(game, "Aqua Swirl")
    game.apply(Choose("yes"))
    _answer_first(game)
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.cards[game.players[1].active.top].name == "Squirtle"


def test_walrein_frozen_splash_and_knock_over():
    for defender, dealt in (("xy5-61", 70), ("xy5-75", 140)):  # Manectric (Lightning), Rhydon (Fighting)
        game = _xy(side(mon("xy5-48", energy=[WATER] * 4)), side(mon(defender, "xy5-59" if defender == "xy5-61"
                                                                      else "Rhyhorn")))
        events = attack(game, "Frozen Splash")
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == [dealt], defender
    me = side(mon("xy5-48", energy=[WATER] * 2))
    me["stadium"] = "xy5-137"
    game = _xy(me, side(mon("xy5-76")))
    attack(game, "Knock Over")
    game.apply(Choose("yes"))
    assert game.stadium < 0


def test_rough_seas_heals_30_from_each_water_and_lightning_pokemon_of_the_player_who_uses_it():
    from desktop.engine.actions import UseStadium

    me = side(mon("xy5-44", "xy5-43", damage=50), bench=[mon("xy5-59", damage=20), mon("xy5-25", damage=20)])
    me["stadium"] = "xy5-137"
    game = _xy(me, side("Squirtle"))
    game.apply(UseStadium())
    p = game.players[0]
    assert (p.active.damage, p.bench[0].damage, p.bench[1].damage) == (20, 0, 20)
    assert UseStadium() not in game.legal_actions()  # once during each player's turn


def test_scorched_earth_discards_a_fire_or_fighting_energy_from_the_hand_to_draw_2():
    from desktop.engine.actions import UseStadium

    me = side("Pikachu", hand=[WATER, FIGHTING], deck=[WATER] * 5)
    me["stadium"] = "xy5-138"
    game = _xy(me, side("Squirtle"))
    game.apply(UseStadium())
    p = game.players[0]
    assert [game.cards[u].name for u in p.discard] == ["Fighting Energy"] and len(p.hand) == 3
    me = side("Pikachu", hand=[WATER], deck=[WATER] * 5)
    me["stadium"] = "xy5-138"
    assert UseStadium() not in _xy(me, side("Squirtle")).legal_actions()


def test_scrunch_prevents_damage_on_heads():
    game = _xy(side(mon("xy5-116", energy=[WATER, WATER]), deck=[WATER] * 5),
               side(mon("xy5-61", "xy5-59", energy=[LIGHTNING, LIGHTNING, WATER]), deck=[WATER] * 5),
               seed=seed_for(True))
    attack(game, "Scrunch")
    attack(game, "Electric Shock")
    assert game.players[0].active.damage == 0


def test_charge_electric_shock_and_rock_shower():
    game = _xy(side(mon("xy5-59", energy=[WATER]), deck=[LIGHTNING, WATER]), side("Squirtle"))
    attack(game, "Charge")
    _answer_first(game)
    assert [game.cards[u].name for u in game.players[0].active.energy] == ["Water Energy", "Lightning Energy"]
    game = _xy(side(mon("xy5-61", "xy5-59", energy=[LIGHTNING, LIGHTNING, WATER])), side(mon("xy5-48")))
    attack(game, "Electric Shock")
    assert [game.cards[u].name for u in game.players[0].active.energy] == ["Water Energy"]
    assert game.players[1].active.rot != 0
    game = _xy(side(mon("xy5-76", energy=[FIGHTING, FIGHTING, WATER])),
               side(mon("xy5-48"), bench=[mon("xy5-44", "xy5-43")]), seed=seed_for(True, True, False))
    attack(game, "Rock Shower")
    assert game.players[1].active.damage == 40 and game.players[1].bench[0].damage == 40


def test_xy_pokemon_center_lady_and_pokemon_fan_club():
    game = _xy(side(mon("xy5-44", "xy5-43", damage=70, poison=10), hand=["xy2-93"]), side("Squirtle"))
    _play(game, "xy2-93", 0)
    assert game.players[0].active.damage == 10 and game.players[0].active.poison == 0
    game = _xy(side("Pikachu", hand=["xy2-94"], deck=["xy5-43", "xy5-44", "xy5-59", WATER]), side("Squirtle"))
    _play(game, "xy2-94")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert sorted(game.cards[u].name for u in game.players[0].hand) == ["Electrike", "Feebas"]
