"""Bad input (issue "Bad input"): garbage actions and damaged saves are refused cleanly.

``Game.apply`` refuses anything that is not exactly a well-formed action of the right
shape and types with IllegalActionError, changing nothing (never TypeError, IndexError,
AttributeError..., and never applying ``Attack(1.0)`` because it equals ``Attack(1)``).
``Game.from_json`` refuses any malformed save with a ValueError naming what is wrong.
Property-based: hypothesis throws random nested values, mutated legal actions and
mutated or random saves at games taken at set-up prompts, in the main phase, in the
middle of card effects and after the end. Derandomized, so every run is the same.
"""

from __future__ import annotations

import copy
import json
from functools import cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from desktop.engine.action_check import check_action
from desktop.engine.actions import (
    ACTION_TYPES,
    END_TURN,
    Action,
    AttachEnergy,
    Attack,
    Choose,
    EndTurn,
    PlayTrainer,
    Retreat,
    parse_action,
)
from desktop.engine.cards import default_db
from desktop.engine.errors import IllegalActionError as ErrorsIllegalActionError
from desktop.engine.errors import MalformedActionError
from desktop.engine.game import Game, IllegalActionError
from desktop.engine.rng import GameRandom
from desktop.engine.scenario import build_game
from tests.engine_helpers import mon, side

CLASSES = list(ACTION_TYPES.values())
VERBS = list(ACTION_TYPES)
make = tuple.__new__


def fuzz(examples: int) -> settings:
    """Few examples (the suite stays fast), the same ones every run."""
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


class _Int(int):
    """Equal to an int, hashed like it, but not exactly an int."""


# ---------------------------------------------------------------- positions to throw garbage at
@cache
def positions() -> tuple[Game, ...]:
    """Games by seeded random legal play: set-up prompts, main phases, prompts in the middle
    of a card effect, and finished games (a few of each)."""
    decks = default_db().theme_decks()
    names = sorted(decks)
    found: dict[str, list[Game]] = {"setup": [], "main": [], "effect": [], "over": []}
    for seed in range(12):
        game = Game.new([decks[names[seed % len(names)]], decks[names[(seed * 3 + 1) % len(names)]]], seed=seed)
        rng = GameRandom(seed)
        step = 0
        while game.outcome is None:
            kind = ("effect" if game.machine is not None else "setup") if game.pending else game.phase
            if kind in found and len(found[kind]) < 3 * (seed + 1) and rng.below(6) == 0:
                found[kind].append(game.clone())
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
            step += 1
        if len(found["over"]) < 3:
            found["over"].append(game)
    assert all(len(v) >= 3 for v in found.values()), {k: len(v) for k, v in found.items()}
    return tuple(g for v in found.values() for g in v)


def exactly(a, b) -> bool:
    """Equal, with the same classes all the way down (``1 == 1.0 == True`` does not count)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple | list):
        return len(a) == len(b) and all(exactly(x, y) for x, y in zip(a, b, strict=True))
    return a == b


# ---------------------------------------------------------------- garbage
SPECIAL = [0, 1, 5, 10, 15, -1, 2**31, 2**63, 2**64 + 1, 10**30, -(10**30), 10**400, 1.0, 0.0, -0.0, 1.5,
           float("nan"), float("inf"), True, False, None, "", "1", "-", "a", "b1", "first", "end", "choose",
           b"1", 1j, _Int(1)]
scalars = st.one_of(st.integers(), st.floats(), st.booleans(), st.none(), st.text(max_size=6),
                    st.sampled_from(SPECIAL))
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.lists(inner, max_size=4).map(tuple),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=8,
)
fake_actions = st.builds(lambda cls, items: make(cls, (cls.verb, *items)), st.sampled_from(CLASSES),
                         st.lists(junk, max_size=3))
verb_tuples = st.builds(lambda verb, items, as_list: [verb, *items] if as_list else (verb, *items),
                        st.sampled_from(VERBS), st.lists(junk, max_size=3), st.booleans())


def wrong_like(value):
    """Values of another type, many of them equal to ``value``."""
    if type(value) is int:
        return st.one_of(st.sampled_from([float(value), bool(value % 2), str(value), None, [value], (value,),
                                          _Int(value), value + 0.5, complex(value)]),
                         st.booleans(), st.floats(), st.integers(min_value=2**63, max_value=2**300))
    if type(value) is str:
        return st.sampled_from([value.encode(), [value], (value,), None, 1, 0.0, True])
    if value is None:
        return st.sampled_from([0, False, "", "-", [], (), 0.0, "None"])
    return junk


def mutations(action: Action):
    cls, items = type(action), tuple(action)
    return st.one_of(
        st.integers(0, len(items) - 1).flatmap(
            lambda i: wrong_like(items[i]).map(lambda v: make(cls, items[:i] + (v,) + items[i + 1:]))),
        st.just(make(cls, items[:-1])),
        junk.map(lambda v: make(cls, items + (v,))),
        st.just(list(items)),
        st.just(items),
        st.sampled_from(CLASSES).map(lambda other: make(other, items)),
        st.sampled_from(VERBS + ["", "x"]).map(lambda verb: make(cls, (verb,) + items[1:])),
        st.just(make(cls, items[:1] + tuple((v,) for v in items[1:]))),
    )


def garbage_for(game: Game):
    legal = game.legal_actions()
    choices = [junk, fake_actions, verb_tuples]
    if legal:
        choices.append(st.sampled_from(legal).flatmap(mutations))
    return st.one_of(choices)


def assert_refused(game: Game, action) -> None:
    """``apply`` raises IllegalActionError (nothing else) and the game is exactly as it was."""
    key, history, legal = game.state_key(), list(game.history), list(game.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert str(info.value)
    assert game.state_key() == key and game.history == history and game.legal_actions() == legal


# ---------------------------------------------------------------- actions: properties
@fuzz(200)
@given(data=st.data())
def test_garbage_actions_are_refused_and_change_nothing(data):
    games = positions()
    game = games[data.draw(st.integers(0, len(games) - 1), label="position")]
    action = data.draw(garbage_for(game), label="action")
    assume(not any(exactly(action, legal) for legal in game.legal_actions()))
    assert_refused(game, action)


@fuzz(150)
@given(data=st.data())
def test_mutated_legal_actions_are_refused(data):
    """Mutations of what is legal right now: many compare equal to a legal action."""
    games = [g for g in positions() if g.legal_actions()]
    game = games[data.draw(st.integers(0, len(games) - 1), label="position")]
    action = data.draw(st.sampled_from(game.legal_actions()).flatmap(mutations), label="action")
    assume(not any(exactly(action, legal) for legal in game.legal_actions()))
    assert_refused(game, action)


POSITIONS = frozenset(range(6)) | frozenset(range(10, 16))


@fuzz(100)
@given(cls=st.sampled_from(CLASSES),
       args=st.one_of(st.lists(junk, max_size=3), st.lists(st.integers(-3, 20) | st.none(), max_size=3)))
def test_action_constructors_build_well_formed_actions_or_raise_value_error(cls, args):
    try:
        action = cls(*args)
    except ValueError as exc:
        assert isinstance(exc, MalformedActionError) and str(exc)
        return
    check_action(action)  # whatever a constructor accepts has the exact shape apply wants
    on_the_table = all(v is None or v in POSITIONS for f, v in zip(cls.fields, args, strict=True)
                       if f in ("target", "pos", "to"))
    if cls is not Choose and on_the_table:  # the text form reads back (Choose("1") reads as 1)
        assert exactly(parse_action(str(action)), action)


@fuzz(150)
@given(text=st.one_of(
    st.text(max_size=30),
    st.builds(lambda verb, words: " ".join([verb, *words]), st.sampled_from(VERBS),
              st.lists(st.one_of(st.text(max_size=6), st.sampled_from(["a", "b1", "ob5", "-", "12", "1.0",
                                                                       "9" * 40, "b0", "b6", "²"])),
                       max_size=3)),
))
def test_parse_action_gives_a_well_formed_action_or_value_error(text):
    try:
        action = parse_action(text)
    except ValueError as exc:
        assert str(exc)
        return
    check_action(action)
    assert exactly(parse_action(str(action)), action)


# ---------------------------------------------------------------- actions: examples
def _main_and_prompt_games() -> tuple[Game, Game]:
    main = next(g for g in positions() if g.pending is None and g.phase == "main")
    prompt = next(g for g in positions() if g.pending is not None and any(type(o) is int for o in g.pending.options))
    return main, prompt


def test_values_equal_to_legal_ones_are_not_accepted():
    """``1.0 == True == 1`` and tuples compare by items: all of these equal a legal action."""
    main, prompt = _main_and_prompt_games()
    for legal in main.legal_actions():
        items = tuple(legal)
        assert_refused(main, list(items))
        assert_refused(main, items)
        for other in CLASSES:
            if other is not type(legal):
                assert_refused(main, make(other, items))
        for i, value in enumerate(items[1:], 1):
            for twin in (float(value), _Int(value)) + ((bool(value),) if value in (0, 1) else ()):
                assert_refused(main, make(type(legal), items[:i] + (twin,) + items[i + 1:]))
    option = next(o for o in prompt.pending.options if type(o) is int)
    for twin in (float(option), _Int(option), str(option), [option]):
        assert_refused(prompt, make(Choose, ("choose", twin)))
    if option in (0, 1):
        assert_refused(prompt, make(Choose, ("choose", bool(option))))


def test_shapes_and_types_that_used_to_crash():
    main, prompt = _main_and_prompt_games()
    for game in (main, prompt):
        for action in [None, 1, "end", ("end",), ["end"], (), [], {}, EndTurn, make(EndTurn, ()),
                       make(EndTurn, ("end", None)), make(Attack, ("attack",)), make(Attack, ("end",)),
                       make(Attack, ("attack", 0, 0)), make(Attack, ("attack", [0])), make(Attack, ("attack", {})),
                       make(Attack, ("attack", 10**400)), make(Retreat, ("retreat", -(10**30))),
                       make(AttachEnergy, ("attach", None, None)), make(PlayTrainer, ("play", "1", None)),
                       make(Choose, ("choose", ["first"])), make(Choose, ("choose", ((1,),))),
                       make(Action, ("",)), Attack(10**30), Retreat(2**63), Choose(10**400), Choose("\x00")]:
            assert_refused(game, action)
    with pytest.raises(IllegalActionError, match="not an action"):
        main.apply(("end",))


def test_choose_answers_need_the_type_of_the_prompts_options():
    _, prompt = _main_and_prompt_games()
    with pytest.raises(IllegalActionError, match="not one of the choices.*the answer is an int"):
        prompt.apply(Choose("first"))
    game = Game.new(list(default_db().theme_decks().values())[:2], seed=0)
    while game.pending is None or game.pending.options != ("first", "second"):
        game = Game.new(list(default_db().theme_decks().values())[:2], seed=game.seed + 1)
    assert_refused(game, Choose(0))
    assert_refused(game, Choose(None))
    game.apply(Choose("first"))


def test_illegal_action_error_is_defined_once():
    assert IllegalActionError is ErrorsIllegalActionError
    assert issubclass(IllegalActionError, ValueError)


def test_constructors_say_what_is_wrong():
    with pytest.raises(ValueError, match=r"Attack takes 1 argument \(index\), not 2"):
        Attack(1, 2)
    with pytest.raises(TypeError, match="EndTurn takes no arguments, not 1"):  # still a TypeError too
        EndTurn(0)
    with pytest.raises(ValueError, match="Attack index must be an int, not 1.0"):
        Attack(1.0)
    with pytest.raises(ValueError, match="Retreat to must be an int, not True"):
        Retreat(True)
    with pytest.raises(ValueError, match="AttachEnergy target must be an int, not None"):
        AttachEnergy(3, None)
    with pytest.raises(ValueError, match="Choose value must be an int or a str or None, not 1.5"):
        Choose(1.5)
    assert PlayTrainer(3, None) == ("play", 3, None) and Choose(None) == ("choose", None)
    assert EndTurn() == END_TURN


@pytest.mark.parametrize("text", ["", "  ", "fly 1", "attack", "attack 1 2", "attack x", "attack 1.0",
                                  "attach 3 b6", "attach 3 -", "retreat a2", "evolve 1 b²", "attack ²",
                                  "attack " + "9" * 40, "choose " + "9" * 40, "power b1", "play x a"])
def test_parse_action_rejects_malformed_text(text):
    with pytest.raises(ValueError):
        parse_action(text)


@pytest.mark.parametrize("value", [None, 1, ["attack", 1], b"end", ("end",)])
def test_parse_action_rejects_what_is_not_text(value):
    with pytest.raises(ValueError, match="read from text"):
        parse_action(value)


# ---------------------------------------------------------------- saves
@cache
def saves() -> tuple[dict, ...]:
    """Real saves: set-up prompt, mid-game, mid-effect, and a game built from a scenario."""
    out = []
    decks = default_db().theme_decks()
    for seed, moves in ((11, 0), (5, 80), (9, 140)):
        game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed, names=("Ash", "Misty"))
        rng = GameRandom(seed)
        for _ in range(moves):
            if game.outcome is not None:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
        out.append(game.to_json())
    scenario = build_game({"seed": 3, "players": [
        side(mon("Pikachu", energy=["Lightning Energy"], damage=10), bench=["Charmander"],
             hand=["Potion", "Bill", "Water Energy"]),
        side(mon("Zapdos", energy=["Lightning Energy"]), bench=[mon("Abra", condition="Asleep")])]})
    scenario.apply(PlayTrainer(next(u for u in scenario.players[0].hand if scenario.name_of(u) == "Bill"), None))
    out.append(scenario.to_json())
    for data in out:
        assert Game.from_json(json.loads(json.dumps(data))).state_key()  # they load
    return tuple(out)


json_junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
              st.sampled_from([10**30, -(2**64), 10**400, 2**63, "holofoil-game", "base1-58", "attack 0", "end",
                               "choose 1", "classic"])),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(["format", "version", "seed", "decks", "actions",
                                                             "players", "card", "x"]) | st.text(max_size=4),
                                            inner, max_size=4)),
    max_leaves=12,
)


def paths(value, prefix=()):
    """Every place in a JSON value, as a path of keys and indexes."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, prefix + (i,))


def mutate(save: dict, path: tuple, how: str, junk_value):
    data = copy.deepcopy(save)
    if not path:
        return junk_value
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    if how == "replace":
        parent[key] = junk_value
    elif how == "delete":
        del parent[key]
    elif how == "insert" and isinstance(parent, list):
        parent.insert(key, junk_value)
    elif how == "insert":
        parent["x" + str(key)] = junk_value
    elif how == "wrap":
        parent[key] = [parent[key]]
    return data


def assert_loads_or_value_error(data) -> None:
    try:
        game = Game.from_json(data)
    except ValueError as exc:
        assert str(exc)
        return
    game.legal_actions()  # it is a playable game
    json.dumps(game.to_json())


@fuzz(200)
@given(data=st.data())
def test_mutated_saves_load_or_raise_value_error(data):
    save = data.draw(st.sampled_from(saves()), label="save")
    path = data.draw(st.sampled_from(list(paths(save))), label="path")
    how = data.draw(st.sampled_from(["replace", "replace", "replace", "delete", "insert", "wrap"]), label="how")
    value = data.draw(json_junk, label="junk")
    assert_loads_or_value_error(mutate(save, path, how, value))


@fuzz(100)
@given(data=json_junk, partial=st.dictionaries(
    st.sampled_from(["seed", "decks", "actions", "names", "rules", "first", "scenario"]), json_junk))
def test_random_values_as_saves_raise_value_error(data, partial):
    with pytest.raises(ValueError):
        Game.from_json(data)
    with pytest.raises(ValueError):
        Game.from_json({"format": "holofoil-game", "version": 1, **partial})


def test_damaged_saves_name_what_is_wrong():
    save = saves()[1]

    def error(**changes) -> str:
        data = {**copy.deepcopy(save), **changes}
        for key, value in changes.items():
            if value is KeyError:
                del data[key]
        with pytest.raises(ValueError) as info:
            Game.from_json(data)
        return str(info.value)

    assert "not a Holofoil saved game" in error(format="holofoil-deck")
    assert "version True is not supported" in error(version=True)
    assert "version 1.0 is not supported" in error(version=1.0)
    assert "has no 'seed'" in error(seed=KeyError)
    assert "seed must be a whole number, not 5.0" in error(seed=5.0)
    assert "seed must be a whole number, not '5'" in error(seed="5")
    assert "rules must be one of classic, xy, sm, modern" in error(rules=["classic"])
    assert "names must be a list of two texts" in error(names="ab")
    assert "first must be from 0 to 1, not 7" in error(first=7)
    assert "first must be a whole number, not False" in error(first=False)
    assert "decks must be a list of two decks" in error(decks=save["decks"][:1])
    assert "deck 2 card must be a card id, not 58" in error(decks=[save["decks"][0], [58]])
    assert "deck 1 has an unknown card id 'base1-999'" in error(decks=[["base1-999"], save["decks"][1]])
    assert "deck 1 must be a list of 1 to 1000 card ids" in error(decks=[[], save["decks"][1]])
    assert "actions must be a list of texts, not a text" in error(actions="end")
    assert "move 2 is a number, not a text" in error(actions=[save["actions"][0], 7])
    assert "move 1: 'attack 1.0'" in error(actions=["attack 1.0"])
    assert "does not replay: move 1 (end)" in error(actions=["end"])
    assert "scenario must be a JSON object, not []" in error(scenario=[])
    assert "scenario has no 'players'" in error(scenario={})
    assert "no Basic Pokémon" in error(decks=[["base1-98"] * 60, save["decks"][1]])


def test_deep_and_huge_junk_in_saves():
    save = saves()[3]
    deep: list = []
    inner = deep
    for _ in range(20_000):
        inner.append([])
        inner = inner[0]
    for changes in ({"actions": deep}, {"decks": deep}, {"names": deep}, {"seed": deep},
                    {"scenario": {**save["scenario"], "extra": deep}}, {"scenario": deep},
                    {"decks": [["base1-58"] * 1001, save["decks"][1]]}):
        with pytest.raises(ValueError):
            Game.from_json({**save, **changes})
    for seed in (10**400, -(10**30), 2**64):  # any whole number is a seed
        assert_loads_or_value_error({**saves()[0], "seed": seed})
