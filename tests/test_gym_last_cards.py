"""The last Gym cards, played in real games: Brock's Ninetales's Shapeshift (treated as the Evolution
card attached to it, through the rules layer's TRANSFORM point that Ditto's Transform answers too),
Blaine's Quiz #1 (the opponent guesses the length of a Pokémon; lengths from the Pokédex facts) and
Lt. Surge's Secret Plan (a face-down card on the Bench)."""

from __future__ import annotations

import pytest
from classic_card_helpers import ready
from engine_helpers import (
    attach,
    attack,
    choose,
    do,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack, Evolve, FaceUp, Retreat, UsePower
from desktop.engine.rng import GameRandom
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED

NINETALES, VULPIX = "gym2-3", "gym2-37"  # Brock's Ninetales, Brock's Vulpix
CHARIZARD, CHARMELEON = "base1-4", "base1-24"
FIRE = "Fire Energy"


def ninetales(**kw) -> dict:
    return mon(NINETALES, VULPIX, **kw)


def _shapeshift(g, into: str, pos: int = 0) -> None:
    """Use Shapeshift to attach ``into`` (a card name) from the hand."""
    power(g, pos)
    if g.pending is not None and g.pending.purpose == "choose_effect":
        choose(g, "attach")
    if g.pending is not None and g.pending.purpose == "shapeshift_card":
        choose(g, hand_card(g, into))


def _powers(g, pos: int = 0) -> list:
    return [a for a in g.legal_actions() if isinstance(a, UsePower) and a.pos == pos]


# ------------------------------------------------------------------ Brock's Ninetales: Shapeshift
def test_shapeshift_treats_ninetales_as_the_evolution_card_attached_damage_stays():
    g = new_game(side(ninetales(damage=50, energy=[FIRE] * 4), hand=[CHARIZARD]), side("Chansey"))
    assert g.card_of(slot(g, 0)).name == "Brock's Ninetales" and g.hp_of(slot(g, 0)) == 70
    _shapeshift(g, "Charizard")
    me = slot(g, 0)
    card = g.card_of(me)
    assert card.name == "Charizard" and g.hp_of(me) == 120 and me.damage == 50
    assert card.types == ("Fire",) and card.weaknesses == (("Water", "x2"),) and g.retreat_cost(me) == 3
    assert [a.name for a in card.attacks] == ["Fire Spin"]
    assert [p.name for p in card.powers] == ["Shapeshift"]  # Charizard's Energy Burn can't be used
    assert g.name_of(me.top) == "Brock's Ninetales" and len(me.cards) == 2  # not evolved: held as attached
    assert "Charizard" not in zone_names(g, 0, "hand")
    attack(g, "Fire Spin")  # Charizard's attack with Charizard's cost: 4 Fire Energy
    assert slot(g, 1).damage == 100 and len(me.energy) == 2


def test_shapeshift_attaches_once_a_turn_but_may_discard_the_same_turn():
    g = new_game(side(ninetales(), hand=[CHARIZARD, CHARMELEON]), side("Chansey"))
    _shapeshift(g, "Charmeleon")
    assert g.card_of(slot(g, 0)).name == "Charmeleon"
    power(g, 0)  # only the discard is left this turn: no question asked
    assert g.pending is None and g.card_of(slot(g, 0)).name == "Brock's Ninetales"
    assert "Charmeleon" in zone_names(g, 0, "discard")
    assert not _powers(g)  # attached once this turn already, nothing attached to discard
    end_turn(g)
    end_turn(g)
    _shapeshift(g, "Charizard")
    assert g.card_of(slot(g, 0)).name == "Charizard"


def test_discarding_the_evolution_card_knocks_out_ninetales_with_too_much_damage():
    g = new_game(side(ninetales(damage=80), bench=["Chansey"], hand=[CHARIZARD]), side("Chansey"))
    _shapeshift(g, "Charizard")
    assert slot(g, 0).damage == 80 and g.name_of(g.players[0].active.top) == "Brock's Ninetales"
    end_turn(g)
    end_turn(g)
    power(g, 0)  # discard Charizard: 80 damage on a 70 HP Pokémon
    assert "Brock's Ninetales" in zone_names(g, 0, "discard") and len(g.players[1].prizes) == 5


def test_becoming_asleep_discards_the_evolution_cards_and_stops_the_power():
    lullaby = ready("base2-54", "Lullaby")
    g = new_game(side(ninetales(damage=60), bench=["Chansey"], hand=[CHARMELEON]), side(lullaby),
                 seed=seed_for(False))  # it stays Asleep at the Checkup
    _shapeshift(g, "Charmeleon")
    end_turn(g)
    attack(g, "Lullaby")  # Brock's Ninetales is now Asleep: Charmeleon is discarded, 60 < 70 HP
    me = g.players[0].active
    assert me.rot == ASLEEP and not me.held and "Charmeleon" in zone_names(g, 0, "discard")
    assert g.card_of(me).name == "Brock's Ninetales" and me.damage == 60


def test_the_power_cant_be_used_while_asleep_confused_or_paralyzed():
    for rot in (ASLEEP, CONFUSED, PARALYZED):
        g = new_game(side(ninetales(), hand=[CHARIZARD]), side("Chansey"))
        g.set_rotation(0, 0, slot(g, 0), rot)
        assert not _powers(g)


def test_shapeshifted_ninetales_can_neither_evolve_nor_devolve():
    g = new_game(side(ninetales(), hand=[CHARMELEON, CHARIZARD, "Devolution Spray"]), side("Chansey"))
    _shapeshift(g, "Charmeleon")
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())  # Charizard evolves from Charmeleon
    assert not any(a[0] == "play" and g.name_of(a[1]) == "Devolution Spray" for a in g.legal_actions())
    power(g, 0)  # the Evolution card discarded: it is an evolved Brock's Ninetales again
    assert any(a[0] == "play" and g.name_of(a[1]) == "Devolution Spray" for a in g.legal_actions())


def test_shapeshift_stops_under_toxic_gas():
    g = new_game(side(ninetales(), hand=[CHARIZARD]), side(mon("base3-13", "Grimer")))
    assert not _powers(g)  # Muk's Toxic Gas: no Pokémon Power but Toxic Gas works


def test_ditto_facing_a_shapeshifted_ninetales_becomes_that_pokemon():
    g = new_game(side(ninetales(), hand=[CHARIZARD]), side("base3-3"))
    _shapeshift(g, "Charizard")
    ditto = g.card_of(slot(g, 1))
    assert ditto.name == "Charizard" and [p.name for p in ditto.powers] == ["Energy Burn"]


def test_becoming_confused_with_too_much_damage_knocks_out_the_shapeshifted_ninetales():
    g = new_game(side(ninetales(damage=80), bench=["Chansey"], hand=[CHARIZARD]),
                 side(ready("base1-13", "Water Gun")))
    _shapeshift(g, "Charizard")
    end_turn(g)
    g.set_rotation(0, 0, slot(g, 0), CONFUSED)  # as an attack's effect would
    assert not slot(g, 0).held and "Charizard" in zone_names(g, 0, "discard")
    attack(g, "Water Gun")  # 30 more (no Weakness now): the Knock Out check sees 70 HP
    assert "Brock's Ninetales" in zone_names(g, 0, "discard")


# ------------------------------------------------------------------ Blaine's Quiz #1
QUIZ_1 = "gym1-97"


def test_blaines_quiz_1_the_opponent_guesses_the_length_of_the_pokemon_named():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):
        g = new_game(side("Chansey", hand=[QUIZ_1, CHARIZARD, FIRE]), side("Onix", bench=["Pikachu"]))
        play(g, "Blaine's Quiz #1")  # Charizard is the only Basic Pokémon or Evolution card: put face down
        prompt = g.pending
        assert prompt.player == 1 and prompt.purpose == "quiz_length"
        assert prompt.options == ("1' 4\"", "3' 7\"", "5' 7\"", "28' 10\"")  # Pikachu, Chansey, Charizard, Onix
        assert answer_prompt(g) == "5' 7\""  # the computer knows its Pokédex
        hands = [len(p.hand) for p in g.players]
        choose(g, "5' 7\"" if right else "28' 10\"")
        drawer = 1 if right else 0
        assert len(g.players[drawer].hand) == hands[drawer] + 2
        assert len(g.players[1 - drawer].hand) == hands[1 - drawer]
        assert "Charizard" in zone_names(g, 0, "hand") and "Blaine's Quiz #1" in zone_names(g, 0, "discard")


def test_blaines_quiz_1_needs_a_pokemon_card_in_the_hand():
    g = new_game(side("Chansey", hand=[QUIZ_1, FIRE, "Bill"]), side("Onix"))
    assert not any(a[0] == "play" and g.name_of(a[1]) == "Blaine's Quiz #1" for a in g.legal_actions())


def test_blaines_quiz_1_lengths_are_the_printed_ones():
    from desktop.engine.cards import default_db
    from desktop.engine.fx.quiz_length_nodes import length_of

    db = default_db()
    for card_id, printed in (("base1-4", "5' 7\""), ("base1-58", "1' 4\""), ("base1-56", "28' 10\""),
                             ("base1-2", "5' 3\""), ("base1-35", "2' 11\""), ("base1-3", "3' 7\"")):
        assert length_of(db.get(card_id)) == printed, db.get(card_id).name


# ------------------------------------------------------------------ Lt. Surge's Secret Plan
PLAN = "gym2-107"
LIGHTNING, WATER = "Lightning Energy", "Water Energy"


def _plan(g, name: str):
    """Play Lt. Surge's Secret Plan putting ``name`` face down; returns the new Benched Pokémon."""
    events = play(g, "Lt. Surge's Secret Plan")
    if g.pending is not None and g.pending.purpose == "secret_plan_card":
        events += choose(g, hand_card(g, name))
    return g.players[0].bench[-1], events


def _reveals(events) -> list:
    return [e for e in events if e.kind == "reveal" and e.detail == "face up"]


def test_the_card_goes_face_down_as_a_basic_pokemon_nobody_else_knows():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz", FIRE]), side("Machop"))
    hidden, events = _plan(g, "Electabuzz")
    card = g.card_of(hidden)
    assert card.name == "Face-down card" and card.stage == "Basic" and card.kind == "pokemon"
    assert not card.attacks and not card.powers and not card.types and g.hp_of(hidden) == 0
    assert g.printed[hidden.top].name == "Electabuzz" and zone_names(g, 0, "hand") == ["Fire Energy"]
    move = next(e for e in events if e.kind == "move" and e.dst == "face_down")
    assert move.hidden_from(1) and not move.hidden_from(0)
    other = new_game(side("Chansey", hand=[PLAN, "Electabuzz", FIRE]), side("Machop"))
    _plan(other, FIRE)  # the other card face down: the opponent can't tell the two games apart
    assert g.view(1).state_key() == other.view(1).state_key()
    assert g.view(0).state_key() != other.view(0).state_key()
    view = g.view(1)
    assert view.card_of(view.players[0].bench[-1]).name == "Face-down card"
    decided = g.determinize(1, GameRandom(5))
    assert decided.card_of(decided.players[0].bench[-1]).name == "Face-down card"


def test_the_plan_needs_room_on_the_bench_and_another_card():
    full = new_game(side("Chansey", bench=["Machop"] * 5, hand=[PLAN, FIRE]), side("Machop"))
    alone = new_game(side("Chansey", hand=[PLAN]), side("Machop"))
    for g in (full, alone):
        assert not any(a[0] == "play" for a in g.legal_actions())


def test_its_owner_flips_it_a_basic_pokemon_stays_with_its_energy():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz", LIGHTNING]), side("Machop"))
    hidden, _events = _plan(g, "Electabuzz")
    attach(g, LIGHTNING, 1)  # Energy may be attached to it face down
    events = do(g, FaceUp(1))
    assert _reveals(events) and g.card_of(hidden).name == "Electabuzz" and g.hp_of(hidden) == 70
    assert g.players[0].bench == [hidden] and len(hidden.energy) == 1
    assert FaceUp(1) not in g.legal_actions()


def test_flipped_and_not_a_basic_pokemon_it_is_discarded_with_its_cards_and_no_prize():
    g = new_game(side("Chansey", hand=[PLAN, "Charmeleon", WATER]), side("Machop"))
    _plan(g, "Charmeleon")  # an Evolution card isn't a Basic Pokémon either
    attach(g, WATER, 1)
    do(g, FaceUp(1))
    assert not g.players[0].bench and zone_names(g, 0, "discard") == sorted(
        ["Charmeleon", "Water Energy", "Lt. Surge's Secret Plan"])
    assert len(g.players[1].prizes) == 6 and g.pending is None


def test_face_down_it_cant_attack_retreat_evolve_or_use_a_power_until_flipped():
    g = new_game(side("Chansey", hand=[PLAN, "Charmander", "Switch", "Charmeleon"] + [FIRE] * 2), side("Machop"))
    _plan(g, "Charmander")
    play(g, "Switch", 1)  # a Trainer that doesn't need to know what it is: it stays face down
    assert g.card_of(g.players[0].active).name == "Face-down card"
    attach(g, FIRE, 0)
    end_turn(g)
    end_turn(g)
    attach(g, FIRE, 0)
    legal = g.legal_actions()
    assert not any(isinstance(a, (Attack, Retreat, Evolve)) for a in legal) and FaceUp(0) in legal
    do(g, FaceUp(0))
    legal = g.legal_actions()
    assert any(isinstance(a, Attack) for a in legal) and any(isinstance(a, Retreat) for a in legal)
    assert any(isinstance(a, Evolve) for a in legal)  # a Charmander that came into play last turn


def _face_down_active(card: str, them: dict, bench=("Chansey",), seed: int = 0):
    """My face-down ``card`` as the Active Pokémon (moved up by Switch), the opponent to move."""
    g = new_game(side("Chansey", bench=list(bench)[1:], hand=[PLAN, card, "Switch"]), side(them), seed=seed)
    _plan(g, card)
    play(g, "Switch", len(g.players[0].bench))
    end_turn(g)
    return g


def test_an_attack_on_a_face_down_defending_pokemon_flips_it_first():
    g = _face_down_active("Electabuzz", ready("base1-52", "Low Kick"))
    events = attack(g, "Low Kick")
    assert _reveals(events) and g.card_of(slot(g, 0)).name == "Electabuzz"
    assert slot(g, 0).damage == 40  # Electabuzz's Weakness to Fighting counts: it was flipped first


def test_an_attack_on_a_face_down_energy_card_discards_it_and_does_nothing_to_it():
    g = _face_down_active(FIRE, ready("base1-52", "Low Kick"))
    events = attack(g, "Low Kick")
    assert _reveals(events) and "Fire Energy" in zone_names(g, 0, "discard")
    assert len(g.players[1].prizes) == 6  # not Knocked Out: no Prize card
    assert g.name_of(g.players[0].active.top) == "Chansey" and slot(g, 0).damage == 0  # promoted afterwards


def test_damage_to_a_face_down_benched_card_flips_it_first():
    for card, left in (("Electabuzz", 10), (FIRE, None)):
        g = new_game(side("Chansey", hand=[PLAN, card]), side(ready("base1-53", "Selfdestruct")))
        hidden, _events = _plan(g, card)
        end_turn(g)
        events = attack(g, "Selfdestruct")
        assert _reveals(events)
        if left is None:
            assert not g.players[0].bench and "Fire Energy" in zone_names(g, 0, "discard")
        else:
            assert g.players[0].bench == [hidden] and hidden.damage == left


def test_an_attack_that_moves_it_flips_it_once_the_attack_is_over():
    g = new_game(side("Chansey", hand=[PLAN, FIRE]), side(ready("base1-22", "Whirlwind")))
    _plan(g, FIRE)
    end_turn(g)
    attack(g, "Whirlwind")  # 20 to Chansey, then I switch in a Benched Pokémon: only the face-down card
    assert "Fire Energy" in zone_names(g, 0, "discard") and g.name_of(g.players[0].active.top) == "Chansey"
    assert slot(g, 0).damage == 20 and len(g.players[1].prizes) == 6


def test_an_attack_that_leaves_it_alone_and_a_trainer_that_moves_it_dont_flip_it():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz"]), side(ready("base1-52", "Low Kick"),
                                                                   hand=["Gust of Wind"]))
    hidden, _events = _plan(g, "Electabuzz")
    end_turn(g)
    events = play(g, "Gust of Wind", 11)  # the opponent doesn't need to know what it is to switch it in
    assert not _reveals(events) and g.players[0].active is hidden
    assert g.card_of(hidden).name == "Face-down card"


def test_an_attack_that_discards_its_energy_flips_it_afterwards():
    g = new_game(side(mon("Chansey", energy=[WATER]), hand=[PLAN, "Electabuzz", LIGHTNING]),
                 side(ready("gym2-12", "Super Removal")), seed=seed_for(True))
    hidden, _events = _plan(g, "Electabuzz")
    attach(g, LIGHTNING, 1)
    end_turn(g)
    events = attack(g, "Super Removal")  # heads: 1 Energy card from each of my Pokémon
    assert _reveals(events) and g.card_of(hidden).name == "Electabuzz" and not hidden.energy


def test_left_with_only_a_face_down_card_that_isnt_a_pokemon_its_owner_loses():
    g = new_game(side(mon("Chansey", damage=110), hand=[PLAN, FIRE]), side(ready("base1-52", "Low Kick")))
    _plan(g, FIRE)
    end_turn(g)
    attack(g, "Low Kick")  # Chansey is Knocked Out; the face-down card is the only one left to come up
    assert g.card_of(g.players[0].active).name == "Face-down card"
    end_turn(g)  # my turn: I leave it face down
    attack(g, "Low Kick")
    assert g.outcome is not None and g.outcome.winner == 1 and "Fire Energy" in zone_names(g, 0, "discard")


def test_scoop_up_returns_it_to_the_hand_unseen_and_its_own_card_again():
    g = new_game(side("Chansey", hand=[PLAN, FIRE, "Scoop Up"]), side("Machop"))
    hidden, _events = _plan(g, FIRE)
    events = play(g, "Scoop Up", 1)
    assert not _reveals(events) and not g.players[0].bench
    uid = hand_card(g, FIRE)
    assert g.cards[uid].name == "Fire Energy" and g.cards is g.printed


def test_damage_at_pokemon_checkup_flips_it_first():
    g = _face_down_active(FIRE, "Machop")
    g.players[0].active.poison = 10  # as a Power could have done
    events = end_turn(g)  # the opponent's turn ends: Pokémon Checkup
    assert _reveals(events) and "Fire Energy" in zone_names(g, 0, "discard")
    assert g.name_of(g.players[0].active.top) == "Chansey" and slot(g, 0).damage == 0


def test_zzzap_and_a_facing_ditto_must_know_what_it_is():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz"]), side(ready("neo1-12", "Zzzap")))
    hidden, _events = _plan(g, "Electabuzz")
    end_turn(g)
    events = attack(g, "Zzzap")  # 20 to each Pokémon with a Pokémon Power: Electabuzz has none
    assert _reveals(events) and g.card_of(hidden).name == "Electabuzz" and hidden.damage == 0
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz", "Switch"]), side("base3-3"))
    hidden, _events = _plan(g, "Electabuzz")
    events = play(g, "Switch", 1)  # face down, it faces Ditto, whose Transform must know what it is
    assert _reveals(events) and g.card_of(slot(g, 1)).name == "Electabuzz"


def test_random_games_with_face_down_cards_keep_every_card_and_replay():
    from desktop.engine import face_down
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game
    from desktop.engine.scenario import replay

    db = default_db()
    fire = [NINETALES, VULPIX] * 3 + [CHARIZARD, CHARMELEON] * 2 + ["base1-46"] * 4 + [PLAN] * 4 + [QUIZ_1] * 3
    zap = ["base1-20", "base1-22", "neo1-12", "base3-3", "base1-53", "base1-52"] * 3 + [PLAN] * 4
    zap += ["base1-16", "Switch", "Gust of Wind", "Scoop Up"] * 2
    decks = [[db.get(c) if "-" in c else db.by_name[c.lower()][0] for c in cards] for cards in (fire, zap)]
    decks[0] += [db.by_name["fire energy"][0]] * (60 - len(decks[0]))
    decks[1] += [db.by_name["lightning energy"][0]] * (60 - len(decks[1]))
    flipped = 0
    for seed in range(12):
        game = Game.new(decks, seed=seed)
        rng = GameRandom(seed)
        steps = 0
        while game.outcome is None and steps < 3000:
            legal = game.legal_actions()
            events = game.apply(legal[rng.below(len(legal))])
            flipped += len(_reveals(events))
            assert sorted(game.all_cards(0) + game.all_cards(1)) == list(range(len(game.cards)))
            down = {s.top for p in game.players for s in p.slots() if face_down.is_face_down(s)}
            assert all(s.damage == 0 for p in game.players for s in p.slots() if s.top in down)
            assert all((card is face_down.STAND_IN) == (uid in down) for uid, card in enumerate(game.cards))
            assert all(game.cards[u] is game.printed[u] for u in range(len(game.cards)) if u not in down)
            steps += 1
            if steps % 50 == 0:
                view = game.view(0)
                assert all(view.card_of(s).name == "Face-down card" for s in view.players[1].slots()
                           if s.effects and any(e[0] == "face_down" for e in s.effects))
        again = replay(game.deck_ids, game.seed, "classic", list(game.history))
        assert again.state_key() == game.state_key()
    assert flipped  # face-down cards were played and flipped


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_table_shows_a_face_down_card_to_its_owner_only_and_offers_the_flip(make_table):
    from board_helpers import menu_entries, right_click

    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz"]), side("Machop", hand=[PLAN, FIRE]), current=1)
    play(g, "Lt. Surge's Secret Plan")  # the opponent's Fire Energy, face down
    end_turn(g)
    _plan(g, "Electabuzz")
    table = make_table(game=g, agents=(None, "ai"))
    near, far = table.scene.pokemon_item(0, 1), table.scene.pokemon_item(1, 1)
    assert near.face_up and near.card.name == "Electabuzz"  # its owner sees what it is
    assert not far.face_up and far.card is None  # the other player sees its back
    seen = []
    right_click(table, table.scene.spot(0, 1).scenePos(), lambda menu: seen.append(menu_entries(menu)))
    assert seen and "Flip face up" in seen[0] and seen[0]["Flip face up"].isEnabled()


def test_the_log_names_a_face_down_card_to_its_owner_only():
    from desktop.ui.log_text import describe

    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz"]), side("Machop"))
    _hidden, events = _plan(g, "Electabuzz")
    move = next(e for e in events if e.dst == "face_down")
    assert "Electabuzz" in " ".join(describe([move], g, 0))
    assert "Electabuzz" not in " ".join(describe([move], g, 1))
    flip = _reveals(do(g, FaceUp(1)))[0]
    assert "Electabuzz" in " ".join(describe([flip], g, 1))


def test_the_computer_puts_a_basic_pokemon_face_down_and_shapeshifts_into_the_sturdiest():
    from desktop.ai.answers import answer_prompt

    g = new_game(side("Chansey", hand=[PLAN, FIRE, "Pikachu", "Electabuzz"]), side("Machop"))
    play(g, "Lt. Surge's Secret Plan")
    assert g.pending.purpose == "secret_plan_card" and answer_prompt(g) == hand_card(g, "Electabuzz")
    g = new_game(side(ninetales(), hand=[CHARMELEON, CHARIZARD]), side("Chansey"))
    power(g, 0)
    assert g.pending.purpose == "shapeshift_card" and answer_prompt(g) == hand_card(g, "Charizard")


def test_shift_and_super_metronome_must_know_the_face_down_cards():
    g = new_game(side("Chansey", bench=[mon("base2-13", "Venonat")], hand=[PLAN, FIRE]), side("Electabuzz"))
    _plan(g, FIRE)
    g.players[0].bench.reverse()  # the face-down card first, Venomoth second
    events = power(g, 2)  # Shift looks at the types in play: the face-down Fire Energy is flipped and discarded
    assert _reveals(events) and len(g.players[0].bench) == 1
    if g.pending is not None:
        choose(g, "Lightning")
    assert g.types_of(g.players[0].bench[0]) == ("Lightning",)  # Venomoth, now first on the Bench
    g = new_game(side(ready("neo1-16", "Super Metronome")), side("Chansey", hand=[PLAN, "Electabuzz"]),
                 current=1, seed=seed_for(True))
    play(g, "Lt. Surge's Secret Plan")
    end_turn(g)
    events = attack(g, "Super Metronome")  # heads: choose an attack of 1 of the opponent's Pokémon
    assert _reveals(events) and g.pending.purpose == "copy_attack"
    assert {"Thundershock", "Thunderpunch"} <= set(g.pending.options)  # with Chansey's Scrunch and Double-edge
