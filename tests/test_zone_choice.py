"""The one machine for choosing cards from a zone (``fx/zone_choice.py``): "up to N" takes from 1 to N,
a deck searched for cards of a kind may yield none ("a Basic Pokémon": one or none), a searched deck is
shuffled however many were taken, and a full Bench refuses an attack only where the card prints that
it does (a Trainer that could only bench is not offered then)."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, new_game, play, side

from desktop.engine.actions import Attack
from desktop.engine.fx.in_play_nodes import BenchFromDeck
from desktop.engine.fx.node import Where, load_node
from desktop.engine.fx.words import Words


def shuffled(events) -> bool:
    return any(e.kind == "shuffle" for e in events)


def test_buddy_buddy_poffin_may_take_none_and_still_shuffles():
    g = new_game(side(mon("sv1-112"), hand=["sv5-144"], deck=["sv1-107", "Fighting Energy"]), side(mon("sv1-112")),
                 rules="modern")
    events = play(g, "Buddy-Buddy Poffin")
    assert g.pending is not None and g.pending.purpose == "deck_to_bench" and g.pending.optional  # 1 fits: asked
    events = choose(g, None)
    assert g.players[0].bench == [] and len(g.players[0].deck) == 2 and shuffled(events)


def test_buddy_buddy_poffin_takes_up_to_2():
    g = new_game(side(mon("sv1-112"), hand=["sv5-144"], deck=["sv1-107", "sv1-112", "sv1-108"]), side(mon("sv1-112")),
                 rules="modern")
    play(g, "Buddy-Buddy Poffin")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Mankey", "Riolu"]  # Basics of 70 HP or less
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(g.players[0].bench) == 2 and g.pending is None


def test_nest_ball_takes_one_or_finds_none():
    """ "A Basic Pokémon": one at most; a searched deck may always fail to find it (seed 000, H. Deck)."""
    g = new_game(side(mon("sv1-112"), hand=["sv1-181"], deck=["sv1-107", "sv1-112"]), side(mon("sv1-112")),
                 rules="modern")
    play(g, "Nest Ball")
    assert g.pending is not None and g.pending.optional
    choose(g, g.pending.options[0])
    assert len(g.players[0].bench) == 1 and g.pending is None
    g = new_game(side(mon("sv1-112"), hand=["sv1-181"], deck=["sv1-107", "sv1-112"]), side(mon("sv1-112")),
                 rules="modern")
    events = play(g, "Nest Ball")
    events += choose(g, None)
    assert g.players[0].bench == [] and len(g.players[0].deck) == 2 and shuffled(events)


def test_up_to_n_from_an_open_zone_takes_one_at_least():
    """ "Up to N" chooses between 1 and N (seed 001, "up to" and "any amount"): from the discard pile the
    first pick is not optional, the later ones are."""
    g = new_game(side(mon("sv1-112"), hand=["sv2-188"], discard=["sv1-107", "sv1-108"]), side(mon("sv1-112")),
                 rules="modern")
    before = len(g.players[0].deck)
    play(g, "Super Rod")
    assert g.pending is not None and not g.pending.optional
    choose(g, g.pending.options[0])
    assert g.pending is not None and g.pending.optional
    choose(g, None)
    assert len(g.players[0].deck) == before + 1 and g.pending is None


def test_call_for_family_without_the_clause_is_usable_with_a_full_bench():
    full = [mon("xy4-66")] * 5
    g = new_game(side(mon("xy4-66", energy=["Metal Energy"]), bench=full, deck=["xy4-66", "Fighting Energy"]),
                 side(mon("xy4-66")), rules="xy")
    events = attack(g, "Call for Family")  # printed without "(You can't use this attack if your Bench is full.)"
    assert g.pending is None or g.pending.purpose != "deck_to_bench"
    assert len(g.players[0].bench) == 5 and shuffled(events)


def test_call_for_family_with_the_clause_is_refused_with_a_full_bench():
    deck = ["base2-49", "Grass Energy"]
    g = new_game(side(mon("base2-49", energy=["Grass Energy"]), bench=[mon("base2-49")] * 5, deck=deck),
                 side(mon("base2-49")), rules="classic")
    assert Attack(1) not in g.legal_actions()  # "(You can't use this attack if your Bench is full.)"
    g = new_game(side(mon("base2-49", energy=["Grass Energy"]), bench=[mon("base2-49")] * 4, deck=deck),
                 side(mon("base2-49")), rules="classic")
    events = attack(g, "Call for Family")
    events += choose(g, g.pending.options[0])  # the only Basic (a search may find none)
    assert len(g.players[0].bench) == 5 and shuffled(events)


def test_the_clause_is_refused_after_a_coin_flip_too():
    """Brock's Geodude: "Flip a coin. If heads, you may search ... (You can't use this attack if your
    Bench is full.)": the clause is the attack's, whatever comes first."""
    g = new_game(side(mon("gym1-66", energy=["Fighting Energy"]), bench=[mon("gym1-66")] * 5),
                 side(mon("gym1-66")), rules="classic")
    names = [a.name for a in g.card_of(g.players[0].active).attacks]
    assert Attack(names.index("Call for Friend")) not in g.legal_actions()


def test_the_words_keep_the_printed_clause():
    where = Where("test", "test")
    with_clause = load_node({"op": "bench_from_deck", "named": ["Oddish"], "full_bench_refuses": True}, where)
    without = load_node({"op": "bench_from_deck", "named": ["Oddish"]}, where)
    assert isinstance(with_clause, BenchFromDeck) and isinstance(without, BenchFromDeck)
    printed = ("Search your deck for a Basic Pokémon named Oddish and put it onto your Bench. Shuffle your deck "
               "afterward.")
    assert with_clause.words(Words()) == printed + " (You can't use this attack if your Bench is full.)"
    assert without.words(Words()) == printed


def test_energy_retrieval_up_to_2_takes_one_at_least():
    g = new_game(side(mon("sv1-112"), hand=["sv1-171"], discard=["Fighting Energy", "Fighting Energy"]),
                 side(mon("sv1-112")), rules="modern")
    play(g, "Energy Retrieval")
    assert g.pending is not None and g.pending.purpose == "discard_to_hand" and not g.pending.optional
    choose(g, g.pending.options[0])
    assert g.pending is not None and g.pending.optional  # the second may be left
    choose(g, None)
    assert [g.name_of(u) for u in g.players[0].discard] == ["Fighting Energy", "Energy Retrieval"]


def test_a_trainer_that_can_only_bench_is_not_offered_with_a_full_bench():
    """Nest Ball and Buddy-Buddy Poffin would do nothing with a full Bench, so they are not offered (as
    every Trainer that would do nothing is not); with room they are."""
    full = [mon("sv1-112")] * 5
    for hand in (["sv1-181"], ["sv5-144"]):
        g = new_game(side(mon("sv1-112"), bench=full, hand=hand, deck=["sv1-107", "sv1-112"]), side(mon("sv1-112")),
                     rules="modern")
        assert not any(a[0] == "play" for a in g.legal_actions()), hand
        g = new_game(side(mon("sv1-112"), bench=full[:4], hand=hand, deck=["sv1-107", "sv1-112"]),
                     side(mon("sv1-112")), rules="modern")
        assert any(a[0] == "play" for a in g.legal_actions()), hand
