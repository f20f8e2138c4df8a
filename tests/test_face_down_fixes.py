"""Lt. Surge's Secret Plan (a face-down card in play), Brock's Ninetales's Shapeshift and Blaine's Quiz #1:
what a review found, in real games: hidden information kept hidden, the rules that read a face-down card's
stand-in, Shapeshift's Evolution card kept apart from Pokémon Tools, and the costs of a game with the card."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    attach,
    attack,
    choose,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    power,
    side,
    slot,
    zone_names,
)

from desktop.engine import game_points, layer
from desktop.engine.state import FOREVER, Effect

PLAN = "gym2-107"  # Lt. Surge's Secret Plan
NINETALES, VULPIX = "gym2-3", "gym2-37"  # Brock's Ninetales, Brock's Vulpix
CHARIZARD = "base1-4"
QUIZ_1 = "gym1-97"
FIRE = "Fire Energy"


def _plan(g, name: str):
    """Play Lt. Surge's Secret Plan putting ``name`` face down; returns the new Benched Pokémon."""
    play(g, "Lt. Surge's Secret Plan")
    if g.pending is not None and g.pending.purpose == "secret_plan_card":
        choose(g, hand_card(g, name))
    return g.players[0].bench[-1]


def _reveals(events) -> list:
    return [e for e in events if e.kind == "reveal" and e.detail == "face up"]


# ------------------------------------------------------------------ hidden information
def test_a_face_down_card_taken_back_unflipped_is_not_named_to_the_opponent():
    from desktop.ui.log_text import describe

    for trainer, where in (("Scoop Up", "hand"), ("Mr. Fuji", "deck")):
        g = new_game(side("Chansey", hand=[PLAN, FIRE, trainer]), side("Machop"))
        hidden = _plan(g, FIRE)
        uid = hidden.top
        events = play(g, trainer, 1)
        assert not _reveals(events) and uid in getattr(g.players[0], where)
        assert not [e for e in events if e.card == uid and not e.hidden_from(1)]
        assert "Fire Energy" not in " ".join(describe(events, g, 1))
        assert "Fire Energy" in " ".join(describe(events, g, 0))  # its owner knows it


def test_a_view_in_the_middle_of_an_attack_does_not_hold_the_face_down_card():
    from desktop.engine.face_down import SEEN

    seen = []
    for card in ("Electabuzz", FIRE):
        g = new_game(side("Chansey", bench=["Machop"], hand=[PLAN, "Electabuzz", FIRE]),
                     side(ready("base1-22", "Whirlwind")))
        _plan(g, card)
        end_turn(g)
        attack(g, "Whirlwind")  # I choose which Benched Pokémon comes up: the attack waits for me
        assert g.pending is not None and g.pending.player == 0
        view = g.view(1)
        seen.append(view.machine.scope.get(SEEN))
    assert seen[0] == seen[1]  # the attacking player can't tell the two games apart


def test_blaines_quiz_1_offers_the_length_of_a_face_down_pokemon_too():
    from desktop.engine.fx.quiz_length_nodes import length_named

    g = new_game(side("Chansey", hand=[PLAN, "Pikachu", QUIZ_1, CHARIZARD]), side("Onix"))
    _plan(g, "Pikachu")
    assert length_named(g, "Pikachu") == "1' 4\""  # the Pokémon of this game: its printed card
    play(g, "Blaine's Quiz #1")
    assert g.pending.purpose == "quiz_length"
    assert g.pending.options == ("1' 4\"", "3' 7\"", "5' 7\"", "28' 10\"")  # Pikachu, Chansey, Charizard, Onix


# ------------------------------------------------------------------ rules that read the stand-in
def test_ditto_facing_a_face_down_active_is_not_knocked_out_by_its_stand_in():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz", "Switch"]), side(mon("base3-3", damage=10)))
    hidden = _plan(g, "Electabuzz")
    events = play(g, "Switch", 1)  # the face-down card faces Ditto: flipped once the Trainer is done
    assert _reveals(events) and g.players[0].active is hidden
    assert g.name_of(g.players[1].active.top) == "Ditto" and len(g.players[0].prizes) == 6
    assert g.card_of(g.players[1].active).name == "Electabuzz" and g.players[1].active.damage == 10


def test_shift_reads_its_own_place_after_the_face_down_cards_are_flipped():
    g = new_game(side("Chansey", bench=[mon("base2-13", "Venonat")], hand=[PLAN, FIRE]), side("Electabuzz"))
    _plan(g, FIRE)
    g.players[0].bench.reverse()  # the face-down card first, Venomoth second
    events = power(g, 2)  # the Fire Energy is flipped and discarded: Venomoth moves up to 1
    assert _reveals(events) and len(g.players[0].bench) == 1
    assert g.pending is None  # Lightning is the only other type in play (not Venomoth's own Grass)
    assert g.types_of(g.players[0].bench[0]) == ("Lightning",)


def _hp_zero(g, player: int, pos: int) -> None:
    """An effect made this Pokémon's HP 0 (as a lasting "maximum HP is ..." effect can)."""
    from desktop.engine.fx.lasting_mod_nodes import _HpIs

    g.players[player].at(pos).add_effect(Effect(layer.HP, FOREVER, _HpIs(0), True))


def test_a_pokemon_with_no_hp_left_and_no_damage_is_knocked_out_in_a_game_with_the_plan():
    for hand in ([], [PLAN]):  # a Secret Plan in the game changes nothing for the other Pokémon
        g = new_game(side(ready("base1-52", "Low Kick"), hand=hand), side(mon("Machop", damage=40), bench=["Chansey"]))
        _hp_zero(g, 1, 1)
        attack(g, "Low Kick")  # Machop is Knocked Out; so is Chansey, whose HP is 0
        assert g.outcome is not None and g.outcome.winner == 0, hand


def test_a_knock_out_beside_a_face_down_card_is_checked_once(monkeypatch):
    from desktop.engine.game import Game

    calls = []
    original = Game._step_knockouts

    def counted(self, cause: str = "") -> None:
        calls.append(cause)
        original(self, cause)

    monkeypatch.setattr(Game, "_step_knockouts", counted)
    g = new_game(side(mon("Chansey", damage=110), bench=["Machop"], hand=[PLAN, FIRE]),
                 side(ready("base1-52", "Low Kick")))
    _plan(g, FIRE)
    end_turn(g)
    calls.clear()
    attack(g, "Low Kick")  # Chansey is Knocked Out; the face-down card has no HP but isn't
    assert calls == ["attack"] and g.pending is not None and g.pending.purpose == "new_active"


def test_a_card_flipped_during_an_attack_is_discarded_after_the_attack():
    g = new_game(side("Chansey", bench=["Machop"], hand=[PLAN, FIRE]), side(ready("base1-53", "Selfdestruct")))
    hidden = _plan(g, FIRE)
    g.players[0].bench.reverse()  # the face-down Fire Energy first, Machop second
    end_turn(g)
    events = attack(g, "Selfdestruct")  # 10 to each Benched Pokémon: the face-down card is flipped first
    reveal = events.index(_reveals(events)[0])
    discard = next(i for i, e in enumerate(events) if e.card == hidden.top and e.dst == "discard")
    machop = next(i for i, e in enumerate(events) if e.kind == "damage" and e.player == 0 and e.pos == 2)
    assert reveal < machop < discard  # revealed at once; the Bench stays as it was until the attack is over
    assert g.players[0].bench[0].damage == 10 and g.name_of(g.players[0].bench[0].top) == "Machop"
    assert "Fire Energy" in zone_names(g, 0, "discard") and len(g.players[1].prizes) == 6


# ------------------------------------------------------------------ Shapeshift's Evolution card
def _shapeshift(g, into: str, pos: int = 0) -> None:
    power(g, pos)
    if g.pending is not None and g.pending.purpose == "choose_effect":
        choose(g, "attach")
    if g.pending is not None and g.pending.purpose == "shapeshift_card":
        choose(g, hand_card(g, into))


def test_shapeshifts_evolution_card_is_no_pokemon_tool():
    # today's rules: 1 Pokémon Tool on each Pokémon; Shapeshift's Evolution card isn't one
    g = new_game(side(mon(NINETALES, VULPIX, energy=[FIRE] * 2), hand=[CHARIZARD, "Gold Berry"]), side("Chansey"),
                 rules="modern")
    _shapeshift(g, "Charizard")
    me = slot(g, 0)
    assert g.card_of(me).name == "Charizard" and not me.tools
    assert [g.name_of(u) for u in me.held] == ["Charizard"] and me.held[0] in me.all_cards()
    play(g, "Gold Berry", 0)  # a Pokémon Tool still fits
    assert [g.name_of(u) for u, _until in me.tools] == ["Gold Berry"] and g.card_of(me).name == "Charizard"
    copy = g.clone()
    assert copy.players[0].active.held == me.held and copy.state_key() == g.state_key()


def test_shapeshifts_evolution_card_leaves_play_with_ninetales():
    g = new_game(side(mon(NINETALES, VULPIX, damage=110), bench=["Chansey"], hand=[CHARIZARD]),
                 side(ready("base1-58", "Gnaw")))
    _shapeshift(g, "Charizard")  # Charizard's 120 HP
    end_turn(g)
    attack(g, "Gnaw")  # 10 more: Knocked Out, with the Evolution card attached to it
    assert sorted(zone_names(g, 0, "discard")) == ["Brock's Ninetales", "Brock's Vulpix", "Charizard"]
    assert len(g.players[1].prizes) == 5


# ------------------------------------------------------------------ the cost of a game with the card
def test_the_card_table_is_rebuilt_only_when_the_face_down_cards_change():
    g = new_game(side("Chansey", hand=[PLAN, "Electabuzz", FIRE, "Bill"]), side("Machop"))
    _plan(g, "Electabuzz")
    table = g.cards
    assert table is not g.printed
    attach(g, FIRE, 0)
    assert g.cards is table  # nothing turned over: the same table (the computer's caches key by it)
    assert g.view(1).cards is g.view(1).cards and g.view(0).cards is table


def test_static_points_walk_each_trainer_once(monkeypatch):
    from desktop.engine.cards import default_db
    from desktop.engine.fx.node import Node

    db = default_db()
    bill = db.by_name["bill"][0]
    walked = []
    original = Node.walk

    def counted(self):
        if self is bill.effect:
            walked.append(self)
        return original(self)

    monkeypatch.setattr(Node, "walk", counted)
    points = game_points.static_points((bill,) * 4 + (db.get(PLAN),))
    assert layer.FACE_DOWN in points and len(walked) == 1


def test_the_computers_deck_list_reads_the_printed_cards():
    from desktop.ai.evaluation import _energy_share
    from desktop.ai.knowledge import evolution_lines

    g = new_game(side("Chansey", hand=[PLAN, FIRE, "Electabuzz"]), side("Machop"))
    before = (_energy_share(g, 0), set(evolution_lines(g, 0)))
    _plan(g, FIRE)
    assert (_energy_share(g, 0), set(evolution_lines(g, 0))) == before
