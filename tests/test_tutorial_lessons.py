"""The rules tutorial, without Qt: every lesson plays through on the real engine, the
runner refuses other moves with the right explanation, progress survives a restart,
and the glossary looks terms up, searches and links them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from desktop.engine.actions import (
    END_TURN,
    Action,
    AttachEnergy,
    Attack,
    Choose,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UsePower,
)
from desktop.engine.game import Game
from desktop.tutorial import glossary as glossary_module
from desktop.tutorial.glossary import Glossary, GlossaryEntry, load_glossary
from desktop.tutorial.lessons import (
    Highlight,
    LessonError,
    lesson_from_json,
    load_lessons,
    step_matches,
)
from desktop.tutorial.progress import ProgressStore
from desktop.tutorial.runner import LESSON_OVER, READ_FIRST, TRY_IT, TutorialRunner

LESSONS = load_lessons()
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


# ---------------------------------------------------------------------------- helpers
def candidate_actions(game: Game) -> list[Action]:
    """A broad set of moves a player might try now, legal or not."""
    player = game.to_move
    p = game.players[player]
    out: list[Action] = [END_TURN]
    if game.pending is not None:
        opts = list(game.pending.options)
        out += [Choose(v) for v in opts]
        out += [Choose(u) for u in p.hand[:3]] + [Choose(None), Choose("nonsense")]
        return out
    positions = [pos for pos, _s in p.in_play()]
    for uid in p.hand:
        out.append(PlayBasic(uid))
        out.append(PlayTrainer(uid, None))
        for pos in positions + [10]:
            out += [AttachEnergy(uid, pos), Evolve(uid, pos), PlayTrainer(uid, pos)]
        out += [PlayTrainer(uid, 10 + i) for i in range(1, len(game.players[1 - player].bench) + 1)]
    out += [Retreat(i) for i in range(1, len(p.bench) + 1)]
    out += [Attack(i) for i in range(3)]
    out += [UsePower(pos, 0) for pos in positions]
    return out


def play_through(lesson, store=None, exercise=True) -> TutorialRunner:
    """Play ``lesson`` to the end, trying wrong and rule-breaking moves at every step."""
    runner = TutorialRunner(lesson, store=store)
    refused_legal = refused_illegal = 0
    guard = 0
    while not runner.finished:
        guard += 1
        assert guard < 500, "lesson does not end"
        step = runner.step
        game = runner.game
        if not step.waits_for_move:
            if exercise:
                before = game.state_key()
                assert runner.attempt(END_TURN) == (False, READ_FIRST)
                assert game.state_key() == before
            assert runner.next()
            continue
        expected = runner.expected_action()
        assert expected is not None
        if exercise:
            for action in candidate_actions(game):
                if step_matches(game, step, runner.player, action) or runner.counts_as_try(action):
                    continue
                before = game.state_key()
                ok, message = runner.attempt(action)
                assert not ok, f"{lesson.id}: {action} should be refused at step {runner.index + 1}"
                assert message, f"{lesson.id}: refusal of {action} has no explanation"
                assert game.state_key() == before, "a refused move changed the game"
                if game.is_legal(action):
                    assert message == (step.wrong_move or (TRY_IT if step.blocked else None))
                    refused_legal += 1
                else:
                    assert message == game.why_illegal(action)
                    refused_illegal += 1
        if step.blocked:
            assert not game.is_legal(expected), f"{lesson.id}: blocked step {runner.index + 1} is legal"
            reason = game.why_illegal(expected)
            index = runner.index
            tries = [a for a in candidate_actions(game) if runner.counts_as_try(a) and not game.is_legal(a)]
            attempt = tries[-1] if exercise and tries else expected  # any form of the try will do
            assert runner.attempt(attempt) == (True, reason)
            assert runner.index > index
        else:
            assert game.is_legal(expected), f"{lesson.id} step {runner.index + 1}: {game.why_illegal(expected)}"
            ok, message = runner.attempt(expected)
            assert ok, message
            assert message == step.done
    if exercise:
        assert refused_illegal > 0, f"{lesson.id}: no rule-breaking move was tried"
        assert refused_legal > 0, f"{lesson.id}: no wrong-but-legal move was tried"
    assert runner.attempt(END_TURN) == (False, LESSON_OVER)
    return runner


# ---------------------------------------------------------------------------- lessons
def test_lessons_cover_the_curriculum():
    ids = [lesson.id for lesson in LESSONS]
    assert ids == sorted(ids, key=lambda i: next(x.order for x in LESSONS if x.id == i))
    wanted = {"zones", "setup", "bench", "energy", "attacking", "knockouts", "evolution", "retreat", "trainers",
              "powers", "asleep_paralyzed", "confused", "poison_burn", "checkup", "winning"}
    assert wanted <= set(ids)
    assert len({lesson.order for lesson in LESSONS}) == len(LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_lesson_plays_through_and_filters_moves(lesson):
    runner = play_through(lesson)
    assert runner.finished and runner.step is None
    assert runner.events, "the lesson never changed the game"


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_lesson_file_is_well_formed(lesson):
    glossary = load_glossary()
    assert lesson.title and lesson.summary
    recap = lesson.recap.strip()
    assert "\n" not in recap and len(recap.split()) >= 40, "the recap is one full paragraph"
    for term in lesson.glossary:
        assert glossary.lookup(term) is not None, f"{lesson.id}: glossary link {term!r} is not in the glossary"
    kinds = {step.kind for step in lesson.steps}
    assert "expect" in kinds or "answer" in kinds, "a lesson lets the player act"
    for step in lesson.steps:
        if step.waits_for_move and not step.blocked:
            assert step.wrong_move.strip()


def test_special_condition_lessons_show_each_condition():
    seen: set[str] = set()
    for lesson in LESSONS:
        runner = TutorialRunner(lesson)
        while not runner.finished:
            for player in (0, 1):
                for slot in runner.game.players[player].slots():
                    from desktop.tutorial.lessons import conditions_of

                    seen.update(conditions_of(slot))
            runner.skip()
    assert {"Asleep", "Paralyzed", "Confused", "Poisoned", "Burned"} <= seen


def test_wrong_move_and_rule_break_messages_in_the_energy_lesson():
    lesson = next(lesson for lesson in LESSONS if lesson.id == "energy")
    runner = TutorialRunner(lesson)
    for _ in range(3):
        assert runner.next()
    game = runner.game
    fire = [u for u in game.players[0].hand if game.name_of(u) == "Fire Energy"]
    # Breaking a rule: the engine's own reason, and nothing changes.
    ok, message = runner.attempt(Attack(1))
    assert not ok and "needs Fire, Colorless Energy" in message and message == game.why_illegal(Attack(1))
    # A legal move that is not the step's: the step's own explanation.
    ok, message = runner.attempt(AttachEnergy(fire[0], 1))
    assert not ok and message == runner.step.wrong_move
    # Any copy of the named card will do.
    assert runner.attempt(AttachEnergy(fire[1], 0)) == (True, runner.lesson.steps[3].done)
    # A "try it" step: the rules refuse the move, the coach gives the engine's reason and moves on.
    ok, message = runner.attempt(AttachEnergy(fire[0], 1))
    assert ok and "only 1 per turn" in message
    assert runner.step.kind == "explain"
    runner.next()
    ok, message = runner.attempt(AttachEnergy(fire[0], 0))
    assert not ok and message == runner.game.why_illegal(AttachEnergy(fire[0], 0))


def test_restart_and_listeners():
    lesson = LESSONS[0]
    runner = TutorialRunner(lesson)
    calls = []
    runner.listeners.append(lambda r: calls.append(r.index))
    runner.next()
    runner.next()
    assert calls == [1, 2]
    key = TutorialRunner(lesson).game.state_key()
    runner.restart()
    assert runner.index == 0 and runner.game.state_key() == key


# ---------------------------------------------------------------------------- progress
def test_progress_persists_across_a_restart(tmp_path):
    home = Path(__import__("os").environ["HOLOFOIL_HOME"])
    store = ProgressStore()
    assert str(store.path).startswith(str(home))
    first, second = LESSONS[0], LESSONS[3]
    play_through(first, store=store, exercise=False)
    assert store.is_completed(first.id)
    runner = TutorialRunner(second, store=store)
    for _ in range(5):
        runner.skip()
    index, key = runner.index, runner.game.state_key()
    assert store.position(second.id) == index

    again = ProgressStore()  # a new app session reading the same HOLOFOIL_HOME
    assert again.is_completed(first.id) and not again.is_completed(second.id)
    assert again.position(second.id) == index
    resumed = TutorialRunner(second, store=again, resume=True)
    assert resumed.index == index and resumed.game.state_key() == key
    while not resumed.finished:
        resumed.skip()
    third = ProgressStore()
    assert third.completed() == [first.id, second.id]
    assert third.position(second.id) == 0
    third.reset(first.id)
    assert ProgressStore().completed() == [second.id]


def test_damaged_progress_file_is_set_aside(tmp_path):
    store = ProgressStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text("{not json", encoding="utf-8")
    fresh = ProgressStore()
    assert fresh.completed() == []
    assert any(p.name.startswith("progress.json.corrupt") for p in store.path.parent.iterdir())
    fresh.mark_completed("zones")
    assert ProgressStore().completed() == ["zones"]


# ---------------------------------------------------------------------------- format errors
def _minimal(**changes) -> dict:
    data = {"id": "x", "title": "X", "order": 99, "recap": "r",
            "scenario": json.loads(json.dumps(LESSONS[0].scenario)),
            "steps": [{"kind": "explain", "text": "hello"}]}
    data.update(changes)
    return data


@pytest.mark.parametrize("steps, fragment", [
    ([{"kind": "dance", "text": "x"}], "unknown step kind"),
    ([{"kind": "explain"}], "needs text"),
    ([{"kind": "expect", "do": "attack", "attack": "Ember", "text": "go"}], "wrong_move"),
    ([{"kind": "expect", "do": "fly", "text": "go", "wrong_move": "no"}], "'do' must be one of"),
    ([{"kind": "expect", "do": "attach", "card": "Fire Energy", "target": "z9", "text": "t", "wrong_move": "w"}],
     "not a position"),
    ([{"kind": "explain", "text": "t", "highlight": "my.kitchen"}], "bad highlight"),
    ([{"kind": "check", "checks": [{"colour": "red"}]}], "unknown check"),
])
def test_malformed_lessons_are_refused(steps, fragment):
    with pytest.raises(LessonError, match=fragment):
        lesson_from_json(_minimal(steps=steps))


def test_a_script_that_does_not_fit_its_game_is_reported():
    steps = [{"kind": "check", "checks": [{"damage": "a", "equals": 70}]}]
    lesson = lesson_from_json(_minimal(steps=steps))
    with pytest.raises(LessonError, match="check failed"):
        TutorialRunner(lesson)
    both = _minimal()
    both["setup"] = {"decks": [], "seed": 1}
    with pytest.raises(LessonError, match="exactly one"):
        lesson_from_json(both)


def test_highlights_parse():
    h = Highlight.parse("my.hand:Fire Energy")
    assert (h.side, h.area, h.detail) == ("my", "hand", "Fire Energy")
    assert Highlight.parse("opp.bench.2").position == 12
    assert Highlight.parse("my.active").position == 0
    assert Highlight.parse("button.attack:Ember").detail == "Ember"
    assert str(Highlight.parse("my.bench.3")) == "my.bench.3"
    for bad in ("hand", "my.bench.9", "button.jump", "my.active:Pikachu"):
        with pytest.raises(LessonError):
            Highlight.parse(bad)


# ---------------------------------------------------------------------------- glossary
REQUIRED_TERMS = [
    "Active Pokémon", "Bench", "Prize cards", "Basic Pokémon", "Evolution", "Energy", "Colorless", "Weakness",
    "Resistance", "Retreat Cost", "Knock Out", "Asleep", "Paralyzed", "Confused", "Poisoned", "Burned",
    "Pokémon Checkup", "Trainer card", "Pokémon Power", "Mulligan", "Sudden Death", "Deck out",
    "Defending Pokémon", "Attacking Pokémon", "Damage counter", "Stage 1", "Stage 2", "HP", "Discard pile",
]


def test_glossary_has_every_rules_term():
    glossary = load_glossary()
    for term in REQUIRED_TERMS:
        entry = glossary.lookup(term)
        assert entry is not None, term
        assert len(entry.text.split()) >= 12, f"{term}: explain it properly"
    assert glossary.lookup("knocked out").term == "Knock Out"
    assert glossary.lookup("pokemon checkup").term == "Pokémon Checkup"  # accents don't matter
    assert glossary.lookup("prizes").term == "Prize cards"
    assert glossary.lookup("Pikachu") is None
    lesson_ids = {lesson.id for lesson in LESSONS}
    for entry in glossary:
        assert not entry.lesson or entry.lesson in lesson_ids, f"{entry.term}: unknown lesson {entry.lesson}"
    assert glossary.lookup("Burned").era == "modern"


def test_glossary_search():
    glossary = load_glossary()
    results = glossary.search("retreat")
    assert [e.term for e in results[:2]] == ["Retreat", "Retreat Cost"]
    assert glossary.search("coin")[0].term == "Coin flip"
    assert "Asleep" in [e.term for e in glossary.search("wakes up")]
    assert glossary.search("")[0] is glossary.entries[0]
    assert glossary.search("zzzz") == []
    assert glossary_module.search("Sudden")[0].term == "Sudden Death"


def test_linkify_marks_terms_and_keeps_the_text():
    glossary = load_glossary()
    text = "Pikachu was Knocked Out by Poison in the Pokémon Checkup; take a Prize card. The Bench is empty."
    parts = glossary.linkify(text)
    assert "".join(seg for seg, _t in parts) == text
    linked = [(seg, term) for seg, term in parts if term]
    assert linked == [("Knocked Out", "Knock Out"), ("Poison", "Poisoned"), ("Pokémon Checkup", "Pokémon Checkup"),
                      ("Prize card", "Prize cards"), ("Bench", "Bench")]
    assert glossary.linkify("") == []
    # Words inside other words are not links; only the first mention with first_only.
    assert all(t is None for _s, t in glossary.linkify("Benchmarks and hpx"))
    once = glossary_module.linkify("Energy, Energy and more Energy", first_only=True)
    assert [t for _s, t in once if t] == ["Energy"]


def test_glossary_rejects_duplicates_and_dangling_references():
    with pytest.raises(ValueError, match="used by two entries"):
        Glossary([GlossaryEntry("A", "x", aliases=("b",)), GlossaryEntry("B", "y")])
    with pytest.raises(ValueError, match="unknown term"):
        glossary_module.glossary_from_json({"entries": [{"term": "A", "text": "t", "see": ["Nope"]}]})


# ---------------------------------------------------------------------------- own words
def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-zé']+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="rulebooks in shared/seeds are not beside the checkout")
def test_lessons_and_glossary_are_in_our_own_words():
    """No run of 9 words is copied from the rulebooks the lessons were written from."""
    rulebooks: set[tuple[str, ...]] = set()
    for path in SEEDS.glob("*.txt"):
        rulebooks |= _ngrams(path.read_text(encoding="utf-8", errors="replace"), 9)
    texts = [e.text for e in load_glossary()]
    for lesson in LESSONS:
        texts += [lesson.recap, lesson.summary] + [s.text + " " + s.wrong_move + " " + s.done for s in lesson.steps]
    for text in texts:
        copied = _ngrams(text, 9) & rulebooks
        assert not copied, f"copied wording: {' '.join(next(iter(copied)))!r}"


# ---------------------------------------------------------------------------- eras (issue #20)
def _end_turn_steps():
    """(lesson, step, an attack is legal there) for every step that expects End turn."""
    for lesson in LESSONS:
        runner = TutorialRunner(lesson)
        while not runner.finished:
            step = runner.step
            if step.waits_for_move:
                if step.kind == "expect" and step.move.get("do") == "end":
                    yield lesson, step, any(a[0] == "attack" for a in runner.game.legal_set())
                runner.attempt(runner.expected_action())
            else:
                runner.next()


def test_end_turn_steps_name_the_button_as_it_reads():
    """The table's button reads "End turn without attacking" whenever an attack is legal."""
    checked = 0
    for lesson, step, can_attack in _end_turn_steps():
        words = f"{step.text} {step.wrong_move}"
        if can_attack:
            assert "End turn" not in words.replace("End turn without attacking", ""), (lesson.id, words)
        else:
            assert "End turn without attacking" not in words, (lesson.id, words)
        checked += 1
    assert checked >= 6


def test_a_classic_only_step_must_give_todays_rule():
    step = {"kind": "explain", "text": "Twenty damage.", "era": "classic"}
    with pytest.raises(LessonError, match="needs 'modern'"):
        lesson_from_json(_one_step_lesson(step), Path("x.json"))
    with pytest.raises(LessonError, match="'era' must be"):
        lesson_from_json(_one_step_lesson({**step, "era": "ancient", "modern": "Thirty."}), Path("x.json"))
    lesson = lesson_from_json(_one_step_lesson({**step, "modern": "Thirty."}), Path("x.json"))
    assert lesson.steps[0].era == "classic" and lesson.steps[0].modern == "Thirty."


def _one_step_lesson(step: dict) -> dict:
    return {"id": "x", "title": "X", "order": 99, "summary": "s", "recap": "r",
            "scenario": LESSONS[0].scenario, "steps": [step]}


def test_classic_only_glossary_entries_give_todays_rule():
    entries = {e.term: e for e in load_glossary()}
    for term in ("Retreat", "Confused", "Trainer card", "Pokémon Power", "Type", "First turn"):
        assert entries[term].era == "classic" and entries[term].modern, term
    with pytest.raises(ValueError, match="give today's rule"):
        glossary_from_json_raw({"term": "Old", "text": "An old rule.", "era": "classic"})


def glossary_from_json_raw(entry: dict) -> Glossary:
    return glossary_module.glossary_from_json({"entries": [entry]})


def test_todays_terms_are_in_the_glossary_marked_modern_and_linked_in_the_log():
    glossary = load_glossary()
    for term in ("Rule box", "Tera", "VSTAR Power", "ACE SPEC", "Radiant", "Lost Zone", "Stadium", "Pokémon Tool",
                 "Item", "Mega Evolution"):
        entry = glossary.lookup(term)
        assert entry is not None and entry.era == "modern", term
    line = "Trainer used the Stadium Gravity Mountain. Two cards went to the Lost Zone; the VSTAR Power is spent."
    linked = [term for _seg, term in glossary.linkify(line) if term]
    assert {"Stadium", "Lost Zone", "VSTAR Power"} <= set(linked)
    modern = [lesson for lesson in LESSONS if lesson.track == "modern"]
    assert len(modern) >= 13 and all(lesson.scenario and lesson.scenario.get("rules") == "modern" for lesson in modern)
