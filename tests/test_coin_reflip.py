"""Flipping an attack's coins again (``fx/reflip_nodes.py``): Sabrina's ESP (Gym Heroes) and Trick Coin
(XY Phantom Forces), played in real games. After the coins of an attack's step are flipped, the player
whose Pokémon has the card may ignore them and flip those coins again, once during their turn; the new
results come from the game's seeded generator, and declining keeps the results shown."""

from __future__ import annotations

from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.ai.answers import answer_prompt
from desktop.engine.actions import PlayTrainer
from desktop.engine.fx.reflip_nodes import reflip_source

ESP = "gym1-117"  # Sabrina's ESP
TRICK_COIN = "xy4-108"
ABRA = "gym2-94"  # Sabrina's Abra: Quick Attack, 10 plus 20 more on heads
KADABRA = "gym2-58"  # Sabrina's Kadabra: Life Drain (a coin), Psyshot (30, no coins)
MR_MIME = "gym2-59"  # Sabrina's Mr. Mime: Magic Darts (choose a Pokémon, 3 coins, 10 each heads)
GENGAR = "gym1-14"  # Sabrina's Gengar: Call of the Night (40, then 2 coins unless it Knocked Out)
PSYCHIC = "Psychic Energy"


def _abra(seed: int, hand=(ESP,), **kw):
    """Sabrina's Abra with Sabrina's ESP in hand, against Zapdos (no Weakness to it)."""
    return new_game(side(mon(ABRA, energy=[PSYCHIC], **kw), hand=list(hand)), side(mon("Zapdos")), seed=seed)


def _heads_shown(game) -> tuple[int, ...]:
    prompt = game.pending
    assert prompt is not None and prompt.purpose == "reflip_coins" and prompt.player == 0
    assert prompt.options == ("yes", "no")
    return prompt.info


# ------------------------------------------------------------------ Sabrina's ESP
def test_esp_offers_the_coins_again_and_the_new_results_come_from_the_seed():
    for second, damage in ((H, 30), (T, 10)):
        g = _abra(seed_for(T, second))
        esp = hand_card(g, "Sabrina's ESP")
        play(g, "Sabrina's ESP", 0)
        events = attack(g, "Quick Attack")
        assert coins(events) == []  # nothing flipped for real yet: the question comes first
        assert _heads_shown(g) == (0,) and g.pending.source_uid == esp
        assert slot(g, 1).damage == 0
        events = choose(g, "yes")
        assert coins(events) == [T, second]  # the ignored tails, then the generator's next coin
        assert [e.detail for e in events if e.kind == "coin"][0].endswith("(ignored: flipped again)")
        assert g.pending is None and slot(g, 1).damage == damage


def test_esp_declined_keeps_the_coins_shown_and_flips_nothing_more():
    for first, damage in ((T, 10), (H, 30)):
        g = _abra(seed_for(first, not first))
        play(g, "Sabrina's ESP", 0)
        attack(g, "Quick Attack")
        assert _heads_shown(g) == (int(first),)
        events = choose(g, "no")
        assert coins(events) == [first]
        assert g.pending is None and slot(g, 1).damage == damage


def test_esp_is_discarded_at_the_end_of_the_turn():
    g = _abra(seed_for(H))
    play(g, "Sabrina's ESP", 0)
    attack(g, "Quick Attack")
    choose(g, "no")  # the attack ends the turn
    assert g.current == 1 and slot(g, 0).tools == []
    assert "Sabrina's ESP" in zone_names(g, 0, "discard")
    g = _abra(seed_for(H))
    play(g, "Sabrina's ESP", 0)
    end_turn(g)  # no attack: it goes all the same
    assert slot(g, 0).tools == [] and "Sabrina's ESP" in zone_names(g, 0, "discard")


def test_esp_attaches_only_to_pokemon_with_sabrina_in_their_names():
    g = new_game(side(mon("Abra", energy=[PSYCHIC]), bench=[ABRA], hand=[ESP]), side(mon("Zapdos")))
    esp = hand_card(g, "Sabrina's ESP")
    offered = [a for a in g.legal_actions() if isinstance(a, PlayTrainer) and a.card == esp]
    assert offered == [PlayTrainer(esp, 1)]


def test_no_offer_without_coins_or_without_the_card_on_the_attacker():
    g = new_game(side(mon(KADABRA, ABRA, energy=[PSYCHIC] * 3), hand=[ESP]), side(mon("Zapdos")))
    play(g, "Sabrina's ESP", 0)
    events = attack(g, "Psyshot")  # no coins
    assert g.pending is None and coins(events) == [] and slot(g, 1).damage == 30
    g = new_game(side(mon(ABRA, energy=[PSYCHIC]), bench=[KADABRA], hand=[ESP]), side(mon("Zapdos")),
                 seed=seed_for(T))
    play(g, "Sabrina's ESP", 1)  # on the Benched Sabrina's Kadabra, not on the attacker
    events = attack(g, "Quick Attack")
    assert g.pending is None and coins(events) == [T] and slot(g, 1).damage == 10


def test_the_confusion_coin_is_not_the_attacks_own():
    g = _abra(seed_for(T), condition="Confused")
    play(g, "Sabrina's ESP", 0)
    events = attack(g, "Quick Attack")  # tails: the attack fails, nothing to flip again
    assert g.pending is None and coins(events) == [T] and slot(g, 0).damage == 20
    g = _abra(seed_for(H, T, H), condition="Confused")
    play(g, "Sabrina's ESP", 0)
    events = attack(g, "Quick Attack")
    assert coins(events) == [H]  # the Confusion coin, kept
    assert _heads_shown(g) == (0,)  # only Quick Attack's coin is offered
    choose(g, "yes")
    assert slot(g, 1).damage == 30


def test_a_choice_made_before_the_coins_survives_the_question():
    g = new_game(side(mon(MR_MIME, energy=[PSYCHIC, PSYCHIC]), hand=[ESP]),
                 side(mon("Zapdos"), bench=["Squirtle"]), seed=seed_for(T, T, H, H, H, H))
    play(g, "Sabrina's ESP", 0)
    attack(g, "Magic Darts")
    assert g.pending is not None and g.pending.purpose == "damage_target"
    choose(g, 11)  # Squirtle, then the 3 coins
    assert _heads_shown(g) == (0, 0, 1)
    events = choose(g, "yes")
    assert coins(events) == [T, T, H, H, H, H]
    assert slot(g, 1, 1).damage == 30 and slot(g, 1).damage == 0


def test_coins_flipped_after_damage_are_offered_after_the_damage():
    g = new_game(side(mon(GENGAR, energy=[PSYCHIC] * 3), hand=[ESP]), side(mon("Zapdos"), bench=["Squirtle", "Pidgey"]),
                 seed=seed_for(H, T, H, H))
    play(g, "Sabrina's ESP", 0)
    attack(g, "Call of the Night")
    assert slot(g, 1).damage == 40  # done before the coins
    assert _heads_shown(g) == (1, 0)
    choose(g, "yes")  # both heads: Zapdos and its cards are shuffled into the deck
    assert g.pending is not None and g.pending.purpose == "new_active" and "Zapdos" in zone_names(g, 1, "deck")


def test_each_coin_step_offers_until_a_reflip_is_used():
    """Surprise Thunder flips a coin, and on heads another: two coin steps. A position built with
    Sabrina's ESP on Dark Raichu (its attach rule is tested above) shows the rule per step."""
    def game(seed: int):
        return new_game(side(mon("base6-7", energy=["Lightning Energy"] * 3, tools=[ESP], tool_until=3)),
                        side(mon("Zapdos"), bench=["Squirtle"]), seed=seed)

    g = game(seed_for(H, H))
    attack(g, "Surprise Thunder")
    assert _heads_shown(g) == (1,)
    choose(g, "no")  # declined: the second coin is offered too
    assert _heads_shown(g) == (1,)
    choose(g, "no")
    assert g.pending is None and slot(g, 1, 1).damage == 20
    g = game(seed_for(H, H, T))
    attack(g, "Surprise Thunder")
    choose(g, "yes")  # used: the second coin is not offered this turn
    assert g.pending is None and slot(g, 1, 1).damage == 10


def test_a_used_reflip_is_marked_for_the_rest_of_the_turn_only():
    g = new_game(side(mon(GENGAR, energy=[PSYCHIC] * 3), hand=[ESP]), side(mon("Zapdos"), bench=["Squirtle", "Pidgey"]),
                 seed=seed_for(T, T, H, H))
    play(g, "Sabrina's ESP", 0)
    esp = slot(g, 0).tools[0][0]
    assert reflip_source(g, 0, slot(g, 0)) == esp
    attack(g, "Call of the Night")
    choose(g, "yes")  # both heads now: the opponent chooses a new Active Pokémon, still in this turn
    assert g.current == 0 and g.pending is not None and g.pending.purpose == "new_active"
    assert reflip_source(g, 0, slot(g, 0)) == -1  # used this turn
    choose(g, 1)
    assert g.current == 1 and not g.lasting  # the mark went with the turn


# ------------------------------------------------------------------ Trick Coin
def _xy(me: dict, them: dict, seed: int):
    return new_game(me, them, rules="xy", seed=seed)


def test_trick_coin_flips_all_the_coins_of_fury_strikes_again():
    g = _xy(side(mon("xy4-15", energy=["Water Energy"]), hand=[TRICK_COIN]), side(mon("Zapdos")),
            seed_for(T, T, H, H, H, T))
    play(g, "Trick Coin", 0)
    attack(g, "Fury Strikes")
    assert _heads_shown(g) == (0, 0, 1)
    assert answer_prompt(g) == "yes"  # 1 heads of 3: worse than a fair coin's average
    events = choose(g, "yes")
    assert coins(events) == [T, T, H, H, H, T]
    assert slot(g, 1).damage == 20
    assert [g.name_of(u) for u, _ in slot(g, 0).tools] == ["Trick Coin"]  # it stays attached


def test_trick_coin_once_during_each_of_your_turns():
    g = _xy(side(mon("xy4-15", energy=["Water Energy"]), hand=[TRICK_COIN]), side(mon("xy4-39")),
            seed_for(H, H, H))
    play(g, "Trick Coin", 0)
    attack(g, "Fury Strikes")
    assert _heads_shown(g) == (1, 1, 1)
    assert answer_prompt(g) == "no"
    choose(g, "no")
    assert g.current == 1 and not g.lasting  # nothing used, and nothing left over
    end_turn(g)  # the opponent's turn
    assert g.current == 0
    attack(g, "Fury Strikes")
    assert g.pending is not None and g.pending.purpose == "reflip_coins"  # offered again in a new turn
    choose(g, "yes")
    assert g.pending is None


def test_trick_coin_on_a_benched_pokemon_does_nothing_for_the_attacker():
    g = _xy(side(mon("xy4-15", energy=["Water Energy"]), bench=["xy4-46"], hand=[TRICK_COIN]),
            side(mon("Zapdos")), seed_for(T, T, T))
    play(g, "Trick Coin", 1)
    events = attack(g, "Fury Strikes")
    assert g.pending is None and coins(events) == [T, T, T]


def test_trick_coin_begins_flip_until_tails_again():
    g = _xy(side(mon("xy4-46", energy=["Water Energy"] * 2), hand=[TRICK_COIN]), side(mon("Blastoise")),
            seed_for(T, H, H, T))
    play(g, "Trick Coin", 0)
    attack(g, "Rock Cannon")
    assert _heads_shown(g) == (0,)
    events = choose(g, "yes")
    assert coins(events) == [T, H, H, T]
    assert slot(g, 1).damage == 40
