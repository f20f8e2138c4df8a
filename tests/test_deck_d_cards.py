"""Cards of the Sun & Moon theme decks Blazing Volcano (Lost Thunder), Relentless Flame, Torrential
Cannon and the Let's Play decks (Team Up), Lightning Loop and Battle Mind (Unbroken Bonds), issue #15:
each test plays the card by the Sun & Moon rules and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import OPPONENT, PlayTrainer, UsePower
from desktop.engine.state import ASLEEP, NONE
from tests.engine_helpers import attach, attack, choose, mon, new_game, play, power, side, zone_names

FIRE, WATER, GRASS = "Fire Energy", "Water Energy", "Grass Energy"
BIG = "sm1-105"  # Stoutland: 150 HP, Colorless, weak to Fighting
EX = "xy1-1"  # Venusaur-EX
TOOL = "sm1-118"  # Exp. Share
MEOWTH, LITTEN, INCINEROAR, SALANDIT, SALAZZLE = "sm10-147", "sm10-27", "sm10-29", "sm10-30", "sm10-31"
HOUNDOUR, HOUNDOOM, COMBUSKEN = "sm8-45", "sm8-46", "sm75-5"
CHARIZARD_TU, CHARIZARD_LP, NIDOQUEEN, GOLDUCK, FARFETCHD = "sm9-14", "sm75-3", "sm9-56", "sm9-27", "sm9-127"
PIKIPEK = "sm1-106"
TV_REPORTER, WELDER = "sm7-149", "sm10-189"


def _sm(me: dict, them: dict, **kw):
    return new_game(me, them, rules="sm", **kw)


def _legal_trainer(game, card_id: str) -> bool:
    uid = next(u for u in game.players[game.current].hand if game.cards[u].id == card_id)
    return any(isinstance(a, PlayTrainer) and a.card == uid for a in game.legal_actions())


def _damage(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage"]


def _fell_asleep(events) -> bool:
    return any(e.kind == "condition" and e.detail == "Asleep" and e.player == 0 for e in events)


def test_caturday_draws_and_falls_asleep_but_only_if_a_card_was_drawn():
    game = _sm(side(mon(MEOWTH, energy=[FIRE])), side(mon(BIG)))
    events = attack(game, "Caturday")
    assert len(game.players[0].hand) == 2 and _fell_asleep(events)
    game = _sm(side(mon(LITTEN, energy=[FIRE]), deck=[]), side(mon(BIG)))
    events = attack(game, "Caturday")
    assert game.players[0].hand == [] and not _fell_asleep(events)


def test_tv_reporter_draws_3_then_discards_a_chosen_card_and_needs_a_deck():
    game = _sm(side(mon(BIG), hand=[TV_REPORTER, GRASS]), side(mon(BIG)))
    play(game, "TV Reporter")
    assert game.pending is not None and len(game.players[0].hand) == 4
    grass = next(u for u in game.players[0].hand if game.name_of(u) == GRASS)
    choose(game, grass)
    assert len(game.players[0].hand) == 3 and zone_names(game, 0, "discard") == [GRASS, "TV Reporter"]
    game = _sm(side(mon(BIG), hand=[TV_REPORTER, GRASS], deck=[]), side(mon(BIG)))
    assert not _legal_trainer(game, TV_REPORTER)


def test_swim_may_hit_a_benched_pokemon_only_while_they_have_water_energy():
    game = _sm(side(mon(GOLDUCK, energy=[WATER] * 3)), side(mon(BIG, energy=[WATER]), bench=[BIG]))
    attack(game, "Swim")
    assert set(game.pending.options) == {OPPONENT, OPPONENT + 1}
    choose(game, OPPONENT + 1)
    them = game.players[1]
    assert them.active.damage == 0 and them.bench[0].damage == 90
    game = _sm(side(mon(GOLDUCK, energy=[WATER] * 3)), side(mon(BIG, energy=[FIRE]), bench=[BIG]))
    attack(game, "Swim")  # no Water Energy on their side: the Active Pokémon, no question
    assert game.players[1].active.damage == 90 and game.players[1].bench[0].damage == 0


def test_tool_buster_discards_the_tools_and_does_70_more_only_if_it_did():
    game = _sm(side(mon(FARFETCHD, energy=[FIRE])), side(mon(BIG, tools=[TOOL])))
    events = attack(game, "Tool Buster")
    assert _damage(events) == [90] and game.players[1].active.tools == []
    assert zone_names(game, 1, "discard") == ["Exp. Share"]
    game = _sm(side(mon(FARFETCHD, energy=[FIRE])), side(mon(BIG)))
    assert _damage(attack(game, "Tool Buster")) == [20]


def test_roaring_resolve_puts_2_counters_on_it_and_attaches_up_to_2_fire_energy_from_the_deck():
    game = _sm(side(mon(BIG), bench=[CHARIZARD_TU], deck=[FIRE, GRASS, FIRE, FIRE]), side(mon(BIG)))
    power(game, 1)
    for _ in range(2):
        fire = next(u for u in game.pending.options if u is not None)
        assert game.name_of(fire) == FIRE
        choose(game, fire)
    charizard = game.players[0].bench[0]
    assert charizard.damage == 20 and [game.name_of(u) for u in charizard.energy] == [FIRE, FIRE]
    assert zone_names(game, 0, "deck") == [FIRE, GRASS]
    assert UsePower(1, 0) not in game.legal_actions()  # once during your turn


def test_resolute_flame_does_30_more_for_each_of_their_pokemon_ex_in_play():
    game = _sm(side(mon(CHARIZARD_LP, energy=[FIRE] * 3)), side(mon(BIG), bench=[EX, EX, PIKIPEK]))
    assert _damage(attack(game, "Fiery Blast")) == [190]
    game = _sm(side(mon(CHARIZARD_LP, energy=[FIRE] * 3)), side(mon(BIG), bench=[PIKIPEK]))
    assert _damage(attack(game, "Fiery Blast")) == [130]


def test_natural_cure_recovers_when_energy_from_the_hand_is_attached_to_it_by_hand_or_by_welder():
    game = _sm(side(mon(COMBUSKEN, condition="Asleep", poison=10), bench=[BIG], hand=[FIRE, FIRE]),
               side(mon(BIG)))
    attach(game, FIRE, 1)  # to another Pokémon: nothing
    assert game.players[0].active.rot == ASLEEP
    game = _sm(side(mon(COMBUSKEN, condition="Asleep", poison=10), hand=[FIRE]), side(mon(BIG)))
    attach(game, FIRE, 0)
    assert game.players[0].active.rot == NONE and game.players[0].active.poison == 0
    game = _sm(side(mon(COMBUSKEN, condition="Asleep"), hand=[WELDER, FIRE]), side(mon(BIG)))
    play(game, "Welder")
    while game.pending is not None:
        choose(game, next(o for o in game.pending.options if o is not None))
    assert game.players[0].active.rot == NONE and len(game.players[0].active.energy) == 1


def test_welder_attaches_up_to_2_fire_energy_to_one_pokemon_then_draws_3_and_needs_fire_energy():
    game = _sm(side(mon(BIG), bench=[PIKIPEK], hand=[WELDER, FIRE, FIRE, GRASS]), side(mon(BIG)))
    play(game, "Welder")
    choose(game, next(u for u in game.pending.options if u is not None))
    choose(game, 1)  # to the Benched Pikipek
    choose(game, next(u for u in game.pending.options if u is not None))  # the second: to the same Pokémon
    assert game.pending is None
    me = game.players[0]
    assert len(me.bench[0].energy) == 2 and len(me.hand) == 1 + 3
    game = _sm(side(mon(BIG), hand=[WELDER, GRASS]), side(mon(BIG)))
    assert not _legal_trainer(game, WELDER)


def test_strong_cheer_adds_30_once_however_many_incineroar_are_in_play():
    game = _sm(side(mon(MEOWTH, energy=[FIRE] * 2), bench=[INCINEROAR, INCINEROAR]), side(mon(BIG)))
    assert _damage(attack(game, "Tail Whap")) == [60]
    game = _sm(side(mon(MEOWTH, energy=[FIRE] * 2)), side(mon(BIG)))
    assert _damage(attack(game, "Tail Whap")) == [30]


def test_grass_fire_discards_only_a_grass_energy():
    game = _sm(side(mon(SALANDIT, energy=[FIRE])), side(mon(BIG, energy=[GRASS, FIRE])))
    attack(game, "Grass Fire")
    assert [game.name_of(u) for u in game.players[1].active.energy] == [FIRE]
    game = _sm(side(mon(SALANDIT, energy=[FIRE])), side(mon(BIG, energy=[FIRE])))
    attack(game, "Grass Fire")
    assert len(game.players[1].active.energy) == 1 and zone_names(game, 1, "discard") == []


def test_attack_operation_does_80_more_with_more_cards_in_hand_than_the_opponent():
    game = _sm(side(mon(HOUNDOOM, energy=[FIRE] * 2), hand=[GRASS] * 3), side(mon(BIG), hand=[GRASS] * 2))
    assert _damage(attack(game, "Attack Operation")) == [130]
    game = _sm(side(mon(HOUNDOOM, energy=[FIRE] * 2), hand=[GRASS] * 3), side(mon(BIG), hand=[GRASS] * 3))
    assert _damage(attack(game, "Attack Operation")) == [50]


def test_team_hunt_draws_a_card_for_each_houndour_in_play():
    game = _sm(side(mon(HOUNDOUR, energy=[FIRE]), bench=[HOUNDOUR, BIG, HOUNDOOM]), side(mon(BIG)))
    attack(game, "Team Hunt")
    assert len(game.players[0].hand) == 2


def test_queens_call_offers_no_pokemon_ex_or_gx():
    game = _sm(side(mon(NIDOQUEEN), deck=[EX, PIKIPEK, BIG, GRASS]), side(mon(BIG)))
    power(game, 0)
    offered = {game.cards[u].id for u in game.pending.options if u is not None}
    assert offered == {PIKIPEK, BIG}
    choose(game, next(u for u in game.pending.options if u is not None and game.cards[u].id == PIKIPEK))
    assert zone_names(game, 0, "hand") == ["Pikipek"]


def test_roast_reveal_discards_a_fire_energy_card_from_the_hand_to_draw_3():
    game = _sm(side(mon(BIG), bench=[SALAZZLE], hand=[FIRE, GRASS]), side(mon(BIG)))
    power(game, 1)
    assert {game.name_of(u) for u in game.pending.options if u is not None} == {FIRE}
    choose(game, next(u for u in game.pending.options if u is not None))
    assert zone_names(game, 0, "discard") == [FIRE] and len(game.players[0].hand) == 1 + 3
    game = _sm(side(mon(BIG), bench=[SALAZZLE], hand=[GRASS]), side(mon(BIG)))
    assert UsePower(1, 0) not in game.legal_actions()


def test_continuous_blaze_ball_discards_all_fire_energy_for_50_more_each():
    game = _sm(side(mon(CHARIZARD_TU, energy=[FIRE, FIRE, WATER])), side(mon(BIG)))
    assert _damage(attack(game, "Continuous Blaze Ball")) == [130]
    assert [game.name_of(u) for u in game.players[0].active.energy] == [WATER]


def test_power_lariat_does_50_more_for_each_evolution_pokemon_on_the_bench():
    evolved = ["sm9-55", "sm10-28"]  # Nidorina, Torracat (Stage 1)
    game = _sm(side(mon(NIDOQUEEN, energy=[GRASS] * 3), bench=[*evolved, PIKIPEK]), side(mon(BIG)))
    assert _damage(attack(game, "Power Lariat")) == [110]  # 10 + 2 x 50: not the Basic Pikipek
