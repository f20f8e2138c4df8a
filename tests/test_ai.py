"""Computer opponents: legal answers everywhere, no peeking, Hard's budget, the arena."""

from __future__ import annotations

import json
import time

import pytest
from ai_helpers import random_positions, shuffled_hidden

from desktop.ai.arena import arena_main, parse_budget, run_arena, wilson
from desktop.ai.base import Agent, legal_moves, make_agent
from desktop.ai.easy import EasyAgent
from desktop.ai.evaluation import evaluate, evaluate_terms
from desktop.ai.hard import HardAgent
from desktop.ai.normal import NormalAgent
from desktop.engine.actions import Attack, EndTurn
from desktop.engine.cards import default_db
from desktop.engine.fx.node import may_prompt
from desktop.engine.game import Game
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON
from desktop.engine.scenario import build_game

DECKS = ["Overgrowth", "Zap!", "Brushfire", "Blackout"]


def _agents(seed: int = 0) -> dict[str, Agent]:
    return {
        "easy": make_agent("easy", seed),
        "normal": make_agent("normal", seed),
        "hard": make_agent("hard", seed, iterations=3),
    }


def _ask(agent: Agent, game: Game):
    """The agent's move for the player to move (it sees only that player's view)."""
    action = agent.choose(game.view(game.to_move))
    assert action in game.legal_set(), f"{agent!r} chose illegal {action!r} ({game.prompt})"
    return action


def test_make_agent_names():
    assert isinstance(make_agent("easy", 1), EasyAgent)
    assert isinstance(make_agent("Normal", 1), NormalAgent)
    hard = make_agent("hard", 1, iterations=5)
    assert isinstance(hard, HardAgent) and hard.iterations == 5
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)


# ---------------------------------------------------------------- legal moves everywhere
def test_agents_choose_legal_actions_on_seeded_positions():
    agents = _agents(3)
    positions = random_positions(24, seed=11)
    kinds = set()
    for game in positions:
        kinds.add(game.prompt.kind if game.prompt else "main")
        for agent in agents.values():
            _ask(agent, game)
    assert "main" in kinds and len(kinds) >= 2


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_agents_finish_games_without_illegal_moves(name):
    theme = default_db().theme_decks()
    agent = make_agent(name, 5, **({"iterations": 2} if name == "hard" else {}))
    other = make_agent("normal", 6)
    game = Game.new([theme["Brushfire"], theme["Zap!"]], seed=21)
    seats = [agent, other]
    while game.outcome is None and game.turn <= (12 if name == "hard" else 80):
        game.apply(_ask(seats[game.to_move], game))


# ---------------------------------------------------------------- every prompt type
def _chain(db, name: str) -> list[str]:
    """The cards under an Evolution card, Basic first."""
    card = db.by_name[name.lower()][0]
    under: list[str] = []
    while card.evolves_from:
        card = db.by_name[card.evolves_from.lower()][0]
        under.insert(0, card.name)
    return under


TYPE_ENERGY = {"Fire": "Fire Energy", "Water": "Water Energy", "Grass": "Grass Energy",
               "Lightning": "Lightning Energy", "Psychic": "Psychic Energy", "Fighting": "Fighting Energy"}


def _energy_for(card) -> list[str]:
    """Enough Energy for every attack of ``card``, plus two cards of other types."""
    need: dict[str, int] = {}
    colorless = 0
    for atk in card.attacks:
        counts: dict[str, int] = {}
        for symbol in atk.cost:
            counts[symbol] = counts.get(symbol, 0) + 1
        for symbol, n in counts.items():
            if symbol == "Colorless":
                colorless = max(colorless, n)
            else:
                need[symbol] = max(need.get(symbol, 0), n)
    out = [TYPE_ENERGY[t] for t, n in need.items() for _ in range(n)]
    out += ["Double Colorless Energy"] * ((colorless + 1) // 2)
    out += ["Fighting Energy" if "Fighting" not in need else "Grass Energy", "Water Energy"]
    return out


def _scenario(db, card) -> dict:
    """A rich position where ``card`` (attack, Power or Trainer) can be used by player 1."""
    if card.kind == "pokemon":
        active = {"card": card.name, "under": _chain(db, card.name), "energy": _energy_for(card),
                  "damage": 10}
        hand = ["Water Energy", "Water Energy", "Blastoise", "Charmander", "Bill"]
    else:
        active = {"card": "Charmeleon", "under": ["Charmander"], "energy": ["Fire Energy", "Grass Energy"],
                  "damage": 30}
        hand = [card.name, "Blastoise", "Water Energy", "Charmander", "Bill", "Potion", "Grass Energy"]
    return {
        "seed": 5, "turn": 5, "current": 0,
        "players": [
            {"active": active,
             "bench": [{"card": "Squirtle", "energy": ["Water Energy"], "damage": 20},
                       {"card": "Bulbasaur", "energy": ["Grass Energy", "Grass Energy"]},
                       {"card": "Alakazam", "under": ["Abra", "Kadabra"], "energy": ["Psychic Energy"],
                        "damage": 10}],
             "hand": hand,
             "discard": ["Pikachu", "Machop", "Fire Energy", "Water Energy", "Bill"],
             "deck": ["Bulbasaur", "Ivysaur", "Bill", "Grass Energy", "Potion", "Gust of Wind", "Fire Energy",
                      "Venusaur", "Water Energy", "Machop", "Switch", "Psychic Energy"],
             "prizes": ["Grass Energy"] * 6},
            {"active": {"card": "Machoke", "under": ["Machop"],
                        "energy": ["Fighting Energy", "Fighting Energy", "Water Energy"]},
             "bench": [{"card": "Pikachu", "energy": ["Lightning Energy"]}, "Weedle"],
             "hand": ["Bill", "Potion", "Fighting Energy", "Onix", "Switch"],
             "discard": ["Charmander", "Onix", "Fire Energy"],
             "deck": ["Bill", "Fighting Energy", "Machop", "Potion", "Onix", "Water Energy", "Switch",
                      "Fighting Energy"],
             "prizes": ["Fighting Energy"] * 6},
        ],
    }


def _uses(game: Game, card) -> list:
    """Legal actions that use ``card`` (its attacks and Powers, or playing it)."""
    def uses(action) -> bool:
        verb = action[0]
        if verb == "power":
            return game.cards[game.players[0].slot(action[1]).top].name == card.name
        if verb == "play":
            return game.cards[action[1]].name == card.name
        return verb == "attack"

    return [a for a in game.legal_actions() if uses(a)]


def _prompting_cards(db) -> list:
    cards = []
    for card in db.all_cards():
        if card.missing or card.set_id != "base1":
            continue
        if (card.kind == "trainer" and may_prompt(card.effect)) or any(
                may_prompt(a.effect) for a in card.attacks) or any(may_prompt(p.effect) for p in card.powers):
            cards.append(card)
    return cards


def test_agents_answer_every_prompt_the_base_set_raises():
    db = default_db()
    seen_sources: set[str] = set()
    seen_kinds: set[str] = set()
    cards = _prompting_cards(db)
    assert len(cards) >= 35  # every Base Set card whose effect can ask a question (coin flips alone do not)
    for index, card in enumerate(cards):
        scenario = _scenario(db, card)
        uses = _uses(build_game(scenario, db), card)
        assert uses, f"{card.name}: the test position offers no way to use it"
        for use_no, action in enumerate(uses[:3]):
            for name, agent in _agents(index * 7 + use_no).items():
                game = build_game(scenario, db)
                game.apply(action)
                steps = 0
                while game.prompt is not None and game.outcome is None:
                    seen_kinds.add(game.prompt.kind)
                    seen_sources.add(game.prompt.source)
                    game.apply(_ask(agent, game))
                    steps += 1
                    assert steps < 50, f"{name} loops on {card.name}"
    assert {POKEMON, CARD, OPTION} <= seen_kinds
    expected = {"Computer Search", "Pokémon Trader", "Super Energy Removal", "Pokémon Breeder", "Revive",
                "Pokémon Flute", "Pokédex", "Maintenance", "Energy Retrieval", "Devolution Spray", "Item Finder",
                "Damage Swap", "Rain Dance", "Energy Trans", "Buzzap", "Metronome", "Whirlwind", "Lure",
                "Conversion 1", "Conversion 2", "Amnesia", "Fire Spin", "Super Potion", "Energy Removal"}
    assert expected <= seen_sources, f"never asked: {sorted(expected - seen_sources)}"


def test_agents_answer_setup_prompts_and_mulligan_draws():
    theme = default_db().theme_decks()
    kinds: set[str] = set()
    for seed in range(200):
        game = Game.new([theme["Zap!"], theme["Blackout"]], seed=seed)
        agents = _agents(seed)
        names = list(agents)
        count = 0
        while game.phase == "setup" and game.prompt is not None:
            kinds.add(game.prompt.kind)
            game.apply(_ask(agents[names[count % 3]], game))
            count += 1
        assert game.phase == "main"
        if NUMBER in kinds and seed >= 3:
            break
    assert {OPTION, CARD, NUMBER} <= kinds


def test_new_active_after_knock_out_is_answered():
    db = default_db()
    scenario = {
        "turn": 5, "current": 0,
        "players": [
            {"active": {"card": "Hitmonchan", "energy": ["Fighting Energy"] * 3}, "hand": [],
             "deck": ["Bill"] * 5, "prizes": ["Bill"] * 6},
            {"active": {"card": "Pikachu", "damage": 30}, "bench": ["Weedle", "Onix", "Gastly"],
             "hand": ["Bill"], "deck": ["Bill"] * 5, "prizes": ["Bill"] * 6},
        ],
    }
    for name, agent in _agents(4).items():
        game = build_game(scenario, db)
        game.apply(Attack(0))
        assert game.prompt is not None and game.prompt.kind == POKEMON, name
        game.apply(_ask(agent, game))
        assert game.players[1].active is not None


# ---------------------------------------------------------------- Easy's sense
def test_easy_attacks_rather_than_ending_the_turn():
    db = default_db()
    scenario = {
        "turn": 5, "current": 0,
        "players": [
            {"active": {"card": "Machop", "energy": ["Fighting Energy"]}, "hand": [], "deck": ["Bill"] * 5,
             "prizes": ["Bill"] * 6},
            {"active": "Pikachu", "hand": ["Bill"], "deck": ["Bill"] * 5, "prizes": ["Bill"] * 6},
        ],
    }
    for seed in range(30):
        game = build_game(scenario, db)
        action = EasyAgent(seed).choose(game.view(0))
        assert action == Attack(0)


def test_easy_keeps_its_only_basic_when_discarding():
    db = default_db()
    scenario = {
        "turn": 5, "current": 0,
        "players": [
            {"active": {"card": "Machop"}, "hand": ["Computer Search", "Charmander", "Fire Energy", "Potion"],
             "deck": ["Bill"] * 5, "prizes": ["Bill"] * 6},
            {"active": "Pikachu", "hand": ["Bill"], "deck": ["Bill"] * 5, "prizes": ["Bill"] * 6},
        ],
    }
    for seed in range(30):
        game = build_game(scenario, db)
        play = next(a for a in game.legal_actions() if a[0] == "play")
        game.apply(play)
        agent = EasyAgent(seed)
        for _ in range(2):
            game.apply(_ask(agent, game))
        assert any(game.cards[u].name == "Charmander" for u in game.players[0].hand)


# ---------------------------------------------------------------- no peeking
def test_decisions_do_not_depend_on_the_opponents_hidden_cards():
    positions = [g for g in random_positions(30, seed=5) if g.prompt is None][:8]
    assert len(positions) >= 5
    changed = 0
    for i, game in enumerate(positions):
        me = game.current
        twin = shuffled_hidden(game, 1 - me, seed=i)
        if sorted(twin.players[1 - me].hand) != sorted(game.players[1 - me].hand):
            changed += 1
        assert game.view(me).state_key() == twin.view(me).state_key()
        for name in ("easy", "normal", "hard"):
            settings = {"iterations": 4} if name == "hard" else {}
            a = make_agent(name, 77, **settings).choose(game.view(me))
            b = make_agent(name, 77, **settings).choose(twin.view(me))
            assert a == b, f"{name} decided differently when only hidden cards differ"
    assert changed >= 3


# ---------------------------------------------------------------- Hard's budget
def test_hard_respects_its_time_budget():
    positions = [g for g in random_positions(20, seed=9) if g.prompt is None and g.turn > 4][:5]
    agent = HardAgent(1, budget=0.15)
    for game in positions:
        start = time.perf_counter()
        action = agent.choose(game.view(game.current))
        spent = time.perf_counter() - start
        assert action in game.legal_set()
        assert spent < 0.15 + 0.25, f"decision took {spent:.2f} s with a 0.15 s budget"
        agent.new_game()


def test_hard_iteration_budget_is_reproducible():
    game = next(g for g in random_positions(20, seed=13) if g.prompt is None and g.turn > 4)
    view = game.view(game.current)
    a = HardAgent(3, iterations=12)
    b = HardAgent(3, iterations=12)
    assert a.choose(view) == b.choose(view)
    assert a.last_playouts == b.last_playouts <= 12


# ---------------------------------------------------------------- evaluation
# Terms that read only public information; "hand" and "threats" use what the viewer privately
# knows (their own hand by its cards, the opponent's by its size; their own next Energy
# attachment read from the hand, the opponent's estimated from the deck list), so the whole
# evaluation is not antisymmetric while the game is running: ``evaluate(g, 0) + evaluate(g, 1)``
# is a few points on these positions, all of it from those two terms.
PUBLIC_TERMS = ("prizes", "board", "deck")


def test_evaluation_terms_add_up_and_prefer_prizes():
    for game in random_positions(6, seed=3):
        terms = evaluate_terms(game, 0)
        other = evaluate_terms(game, 1)
        assert sum(terms.values()) == pytest.approx(evaluate(game, 0), rel=1e-12, abs=1e-9)
        for key in PUBLIC_TERMS:  # zero-sum: what one player gains the other loses
            assert terms[key] == pytest.approx(-other[key], rel=1e-12, abs=1e-9), key
        private = sum(terms[k] + other[k] for k in terms if k not in PUBLIC_TERMS)
        assert evaluate(game, 0) + evaluate(game, 1) == pytest.approx(private, rel=1e-12, abs=1e-9)
    finished = Game.new([default_db().theme_decks()["Zap!"], default_db().theme_decks()["Blackout"]], seed=5)
    while finished.outcome is None:
        finished.apply(finished.legal_actions()[0])
    assert finished.outcome.winner is not None
    assert evaluate(finished, 0) == -evaluate(finished, 1) != 0  # a finished game: exactly antisymmetric
    game = random_positions(1, seed=4)[0]
    ahead = game.clone()
    ahead.players[0].hand.append(ahead.players[0].prizes.pop())
    assert evaluate(ahead, 0) > evaluate(game, 0)


def test_normal_takes_a_knock_out_in_reach():
    db = default_db()
    scenario = {
        "turn": 5, "current": 0,
        "players": [
            {"active": {"card": "Hitmonchan", "energy": ["Fighting Energy"] * 2},
             "bench": ["Machop"], "hand": ["Fighting Energy", "Potion"], "deck": ["Bill"] * 8,
             "prizes": ["Bill"] * 6},
            {"active": {"card": "Pikachu", "damage": 10}, "bench": ["Weedle"], "hand": ["Bill"] * 3,
             "deck": ["Bill"] * 8, "prizes": ["Bill"] * 6},
        ],
    }
    game = build_game(scenario, db)
    agent = NormalAgent(1)
    for _ in range(6):
        action = _ask(agent, game)
        game.apply(action)
        if action[0] in ("attack", "end"):
            break
    assert action != EndTurn()
    assert len(game.players[0].prizes) == 5  # Pikachu (Weak to Fighting) was Knocked Out


# ---------------------------------------------------------------- arena
def test_wilson_interval_and_budget_parsing():
    lo, hi = wilson(65, 100)
    assert 0.55 < lo < 0.65 < hi < 0.75
    assert wilson(0, 0) == (0.0, 0.0)
    assert parse_budget("0.5") == {"budget": 0.5}
    assert parse_budget("500ms") == {"budget": 0.5}
    assert parse_budget("40it") == {"iterations": 40}


def test_seeded_arena_run_is_reproducible_with_an_iteration_budget():
    settings = ({"iterations": 3}, {})
    runs = [run_arena(("hard", "normal"), ["Brushfire", "Zap!"], 4, seed=3, cap=14, settings=settings)
            for _ in range(2)]
    assert runs[0]["results"] == runs[1]["results"]
    assert runs[0]["overall"]["hard"]["games"] == 4
    assert runs[0]["overall"]["hard"]["illegal"] == 0


def test_arena_main_json(capsys):
    assert arena_main(["--agents", "easy,normal", "--decks", "Brushfire,Overgrowth", "--games", "4",
                       "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for label in ("easy", "normal"):
        entry = data["overall"][label]
        assert set(entry) >= {"win_rate", "ci95", "games", "illegal"}
        assert entry["games"] == 4 and entry["illegal"] == 0
        by_deck, by_seat = entry["by_deck"], entry["by_seat"]
        assert sum(v["games"] for v in by_deck.values()) == 4 and set(by_deck) == {"Brushfire", "Overgrowth"}
        assert by_seat["first"]["games"] + by_seat["second"]["games"] == 4
        assert sum(v["wins"] for v in by_deck.values()) == entry["wins"] == sum(v["wins"] for v in by_seat.values())
    assert len(data["pairings"]) == 4
    assert data["games_per_s"] > 0


def test_arena_counts_and_replaces_illegal_actions(monkeypatch):
    from desktop.ai import arena
    from desktop.ai.easy import EasyAgent as Easy

    class Cheater(Easy):
        def choose(self, game_view):
            if game_view.prompt is None:
                return Attack(7)  # never legal
            return super().choose(game_view)

    original = arena.make_agent
    monkeypatch.setattr(arena, "make_agent",
                        lambda name, seed=0, **kw: Cheater(seed) if name == "easy" else original(name, seed, **kw))
    summary = run_arena(("easy", "normal"), ["Brushfire"], 2, seed=1, cap=20)
    assert summary["overall"]["easy"]["illegal"] > 0
    assert summary["overall"]["normal"]["illegal"] == 0


def test_legal_moves_for_a_view_inside_an_effect():
    db = default_db()
    scenario = _scenario(db, db.by_name["energy removal"][0])
    game = build_game(scenario, db)
    play = next(a for a in game.legal_actions() if a[0] == "play" and game.cards[a[1]].name == "Energy Removal")
    game.apply(play)
    assert game.prompt is not None
    view = game.view(0)
    assert not view.frozen  # the effect's progress is data: a view inside it is a playable copy
    assert set(legal_moves(view)) == set(game.legal_actions())
    view.clone().apply(view.legal_actions()[0])  # and can be played on without touching the game
    assert game.prompt is not None and set(legal_moves(game.view(0))) == set(game.legal_actions())


def test_the_computer_players_never_read_prompt_text(monkeypatch):
    """Issue #12: prompts are data; agents read their kind, zone and purpose, never the English."""
    from desktop.engine.prompts import Prompt

    decks = ["Water Blast", "LockDown", "Brushfire", "BodyGuard"]
    baseline = run_arena(("normal", "easy"), decks, 8, seed=5, cap=40)
    original = Prompt.__init__

    def scrambled(self, *args, **kwargs):
        original(self, *args, **kwargs)
        object.__setattr__(self, "text", "□" * len(self.text))

    monkeypatch.setattr(Prompt, "__init__", scrambled)
    assert Prompt(0, "option", ("a",), "Choose.", purpose="may").text == "□□□□□□□"
    again = run_arena(("normal", "easy"), decks, 8, seed=5, cap=40)
    assert again["results"] == baseline["results"] and again["overall"]["normal"]["illegal"] == 0


def test_hard_plays_out_its_choice_of_active_pokemon_at_setup():
    """At setup Hard tries each kind of Basic Pokémon it could start with through the first turns
    (the other player's hidden hand always holds a Basic, as it must), and picks by the result."""
    theme = default_db().theme_decks()
    tried = 0
    for seed in range(30):
        game = Game.new([theme["Overgrowth"], theme["Blackout"]], seed=seed)
        while game.prompt is not None and game.prompt.purpose != "setup_active":
            game.apply(make_agent("normal", seed=seed).choose(game.view(game.prompt.player)))
        prompt = game.prompt
        assert prompt is not None and prompt.purpose == "setup_active"
        names = {game.cards[u].name for u in prompt.options}
        if len(names) < 2:
            continue
        me = prompt.player
        hard = make_agent("hard", seed=seed, iterations=24)
        first = hard.choose(game.view(me))
        assert first in game.legal_set() and hard.last_playouts >= 2 * len(names) - 1
        again = make_agent("hard", seed=seed, iterations=24).choose(game.view(me))
        assert again == first  # reproducible for a seed
        tried += 1
        if tried == 3:
            break
    assert tried == 3
