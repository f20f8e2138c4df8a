"""Attack shapes the card compiler reaches through new effect nodes (issue #14), each compiled from
its printed shape onto a made-up Pokémon and played in a real game: a random card discarded from
the opponent's hand (from the game's seeded generator), Pokémon Tools discarded before damage,
the Defending Pokémon's attacks weakened for a turn, the opponent choosing their new Active
Pokémon, and two Special Conditions at once."""

from __future__ import annotations

from engine_helpers import attack

from desktop.compiler.compile import compile_card
from desktop.engine.actions import END_TURN
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.scenario import build_game
from desktop.engine.text_match import fingerprint

BASE = {"deck": ["sve-1"] * 10, "prizes": ["sve-1"] * 6, "hand": []}


def _attacker(text: str, damage: int = 30) -> CardDB:
    """A card database with a made-up Pokémon (``tst-1``) whose one attack is ``text``, compiled."""
    raw = {"id": "tst-1", "name": "Testmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "120",
           "number": "1", "types": ["Colorless"],
           "attacks": [{"name": "Test Move", "cost": ["Colorless"], "damage": str(damage), "text": text}]}
    facts = {"id": "tst-1", "number": "1", "name": "Testmon", "kind": "pokemon", "stage": "Basic", "hp": 120,
             "types": ["Colorless"], "attacks": [{"name": "Test Move", "cost": ["Colorless"], "damage": damage,
                                                  "has_text": True, "fp": fingerprint(text, "Testmon")}]}
    entry = compile_card(raw, facts, "tst", "TST")
    assert entry, f"compiles and round-trips: {text}"
    card = build_card(facts, "tst", "TST", entry)
    return CardDB([*default_db().sets.values(), CardSet("tst", "Test", "TST", "modern", (card,))])


def _game(db: CardDB, defender: dict | str = "svp-17", **opponent):
    return build_game({"seed": 3, "rules": "modern", "players": [
        {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}},
        {**BASE, "active": defender, **opponent}]}, db)


def test_a_random_card_is_discarded_from_the_opponents_hand_by_the_seeded_generator():
    db = _attacker("Discard a random card from your opponent's hand.")
    discarded = []
    for _ in range(2):
        g = _game(db, hand=["sve-1", "sve-2", "sve-3", "sve-4"])
        hand = list(g.players[1].hand)
        attack(g, "Test Move")
        assert len(g.players[1].hand) == 4, "one card discarded, one drawn at the start of their turn"
        (gone,) = set(hand) - set(g.players[1].hand)
        assert gone in g.players[1].discard
        discarded.append(gone)
    assert discarded[0] == discarded[1], "the same seed discards the same card"


def test_tools_are_discarded_before_damage():
    db = _attacker("Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon.")
    g = _game(db, {"card": "svp-17", "tools": ["zsv10pt5-79"]})
    tool = g.players[1].active.tools[0][0]
    attack(g, "Test Move")
    assert g.players[1].active.tools == [] and tool in g.players[1].discard
    assert g.players[1].active.damage == 30


def test_the_defending_pokemons_attacks_do_less_damage_next_turn_only():
    text = ("During your opponent's next turn, attacks used by the Defending Pokémon do 20 less damage (before "
            "applying Weakness and Resistance).")
    db = _attacker(text, damage=10)
    g = build_game({"seed": 3, "rules": "modern", "players": [
        {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}},
        {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}}]}, db)
    attack(g, "Test Move")
    while g.prompt is not None or g.current != 1:
        g.apply(g.legal_actions()[0])
    attack(g, "Test Move")  # 10 damage, 20 less: nothing
    assert g.players[0].active.damage == 0
    while g.prompt is not None or g.current != 0:
        g.apply(g.legal_actions()[0])
    g.apply(END_TURN)
    while g.prompt is not None or g.current != 1:
        g.apply(g.legal_actions()[0])
    attack(g, "Test Move")  # the effect has ended
    assert g.players[0].active.damage == 10


def test_the_opponent_chooses_their_new_active_pokemon():
    db = _attacker("Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active "
                   "Pokémon.)")
    g = _game(db, bench=["svp-17", "svp-17"])
    defender = g.players[1].active.top
    attack(g, "Test Move")
    assert g.prompt is not None and g.prompt.player == 1, "the opponent chooses"
    g.apply(g.legal_actions()[-1])
    moved = [s for s in g.players[1].bench if s.top == defender]
    assert moved and moved[0].damage == 30 and g.players[1].active.top != defender


def test_two_special_conditions_at_once():
    db = _attacker("Your opponent's Active Pokémon is now Asleep and Poisoned.")
    g = _game(db)
    attack(g, "Test Move")
    defender = g.players[1].active
    assert defender.poison and defender.rot != 0


def test_poisoned_and_unable_to_retreat_next_turn():
    from desktop.engine.actions import Retreat

    db = _attacker("Your opponent's Active Pokémon is now Poisoned. During your opponent's next turn, that Pokémon "
                   "can't retreat.", damage=10)
    g = _game(db, {"card": "svp-17", "energy": ["sve-1"] * 3}, bench=["svp-17"])
    attack(g, "Test Move")
    assert g.players[1].active.poison
    while g.prompt is not None:
        g.apply(g.legal_actions()[0])
    assert g.current == 1 and not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_more_damage_against_an_evolution_pokemon_only():
    db = _attacker("If your opponent's Active Pokémon is an Evolution Pokémon, this attack does 50 more damage.")
    basic_card = next(c for c in db.sets["sv1"].cards if c.kind == "pokemon" and c.stage == "Basic" and c.hp >= 150)
    basic = _game(db, {"card": basic_card.id})
    attack(basic, "Test Move")
    assert basic.players[1].active.damage == 30
    evolved = _game(db, {"card": "svp-17"})  # Lucario ex, a Stage 1
    attack(evolved, "Test Move")
    assert evolved.players[1].active.damage == 80


def test_damage_for_each_of_your_pokemon_in_play():
    db = _attacker("This attack does 20 damage for each of your Pokémon in play.", damage=20)
    g = build_game({"seed": 3, "rules": "modern", "players": [
        {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}, "bench": ["svp-17", "svp-17"]},
        {**BASE, "active": "svp-17"}]}, db)
    attack(g, "Test Move")
    assert g.players[1].active.damage == 60  # 3 Pokémon in play


def test_a_coin_for_each_energy_attached():
    db = _attacker("Flip a coin for each Energy attached to this Pokémon. This attack does 50 damage for each heads.",
                   damage=50)
    results = set()
    for seed in range(8):
        g = build_game({"seed": seed, "rules": "modern", "players": [
            {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"] * 3}},
            {**BASE, "active": {"card": "svp-17", "damage": 0}}]}, db)
        events = attack(g, "Test Move")
        heads = sum(e.amount for e in events if e.kind == "coin")
        flips = sum(1 for e in events if e.kind == "coin")
        assert flips == 3 and g.players[1].active.damage == 50 * heads
        results.add(heads)
    assert len(results) > 1, "the coins really decide"


def test_a_stronger_poison_puts_more_counters_at_checkup():
    db = _attacker("Your opponent's Active Pokémon is now Poisoned. During Pokémon Checkup, put 3 damage counters on "
                   "that Pokémon instead of 1.", damage=0)
    g = _game(db)
    attack(g, "Test Move")
    assert g.players[1].active.damage == 30, "Pokémon Checkup right after the attack"


def test_switch_in_then_damage_the_new_active_pokemon():
    db = _attacker("Switch in 1 of your opponent's Benched Pokémon to the Active Spot. This attack does 30 damage to "
                   "the new Active Pokémon.", damage=0)  # printed with no damage of its own, as such attacks are
    g = _game(db, bench=["svp-17", "svp-17"])
    old = g.players[1].active.top
    attack(g, "Test Move")
    if g.prompt is not None:  # the attacker chooses which Benched Pokémon comes in
        assert g.prompt.player == 0
        g.apply(g.legal_actions()[0])
    new = g.players[1].active
    assert new.top != old and new.damage == 30
    assert [s.damage for s in g.players[1].bench if s.top == old] == [0], "the old Active took no damage"


def test_an_item_that_adds_damage_against_pokemon_ex_this_turn():
    from test_compiler_trainers_abilities import _trainer

    from desktop.engine.actions import PlayTrainer

    raw, facts = _trainer("During this turn, attacks used by your Pokémon do 30 more damage to your opponent's Active "
                          "Pokémon ex (before applying Weakness and Resistance).")
    item = build_card(facts, "tst", "TST", compile_card(raw, facts, "tst", "TST"))
    base_db = _attacker("This Pokémon is now Asleep.")  # any compiled attacker: 30 damage
    db = CardDB([*base_db.sets.values(), CardSet("tsi", "Item", "TSI", "modern", (item,))])
    for defender, expected in (("svp-17", 60), ("sve-1", None)):  # Lucario ex: +30; no ex: no bonus
        if expected is None:
            basic = next(c for c in db.sets["sv1"].cards if c.stage == "Basic" and "ex" not in c.subtypes
                         and c.hp >= 100)
            defender, expected = basic.id, 30
        g = build_game({"seed": 3, "rules": "modern", "players": [
            {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}, "hand": ["tst-9"]},
            {**BASE, "active": defender}]}, db)
        g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayTrainer)))
        attack(g, "Test Move")
        assert g.players[1].active.damage == expected


def test_more_damage_only_if_this_pokemon_moved_up_from_the_bench_this_turn():
    from desktop.engine.actions import Retreat

    db = _attacker("If this Pokémon moved from your Bench to the Active Spot this turn, this attack does 90 more "
                   "damage.")
    stayed = _game(db)
    attack(stayed, "Test Move")
    assert stayed.players[1].active.damage == 30
    moved = build_game({"seed": 3, "rules": "modern", "players": [
        {**BASE, "active": {"card": "svp-17", "energy": ["sve-1"] * 3},
         "bench": [{"card": "tst-1", "energy": ["sve-1"]}]},
        {**BASE, "active": "svp-17"}]}, db)
    moved.apply(next(a for a in moved.legal_actions() if isinstance(a, Retreat)))
    while moved.prompt is not None:
        moved.apply(moved.legal_actions()[0])
    attack(moved, "Test Move")
    assert moved.players[1].active.damage == 120


def test_an_ability_that_survives_a_knock_out_at_full_hp():
    from test_compiler_trainers_abilities import _pokemon

    raw, facts = _pokemon("If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not "
                          "Knocked Out, and its remaining HP becomes 10.")
    sturdy = build_card(facts, "tst", "TST", compile_card(raw, facts, "tst", "TST"))
    db = CardDB([*_attacker("This Pokémon is now Asleep.", damage=200).sets.values(),
                 CardSet("tss", "Sturdy", "TSS", "modern", (sturdy,))])
    for damage, expected in ((0, 90), (10, None)):  # full HP: survives with 10; already damaged: Knocked Out
        g = _game(db, {"card": "tst-8", "damage": damage}, bench=["svp-17"])
        attack(g, "Test Move")
        if expected is None:
            assert len(g.players[0].prizes) == 5
        else:
            assert g.players[1].active.top is not None and g.players[1].active.damage == expected


def test_damage_counters_on_the_opponents_benched_pokemon_in_any_way_you_like():
    db = _attacker("Put 3 damage counters on your opponent's Benched Pokémon in any way you like.", damage=0)
    g = _game(db, bench=["svp-17", "svp-17"])
    attack(g, "Test Move")
    picks = 0
    while g.prompt is not None and g.prompt.purpose == "damage_target":
        assert set(g.prompt.options) == {11, 12}, "Benched Pokémon only"
        g.apply(next(a for a in g.legal_actions() if a[1] == (11 if picks < 2 else 12)))
        picks += 1
    assert picks == 3
    assert [s.damage for s in g.players[1].bench] == [20, 10] and g.players[1].active.damage == 0


def test_more_damage_after_a_knock_out_by_an_attack_not_by_pokemon_checkup():
    db = _attacker("If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last "
                   "turn, this attack does 90 more damage.")

    def play_out(opponent_active: dict) -> int:
        """The opponent (to move) attacks or just ends their turn; then our Testmon attacks."""
        g = build_game({"seed": 3, "rules": "modern", "current": 1, "turn": 4, "players": [
            {**BASE, "active": opponent_active, "bench": [{"card": "tst-1", "energy": ["sve-1"]}]},
            {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}, "bench": ["svp-17"]}]}, db)
        if opponent_active.get("poison"):
            g.apply(END_TURN)  # Pokémon Checkup Knocks it Out
        else:
            attack(g, "Test Move")  # 30 damage Knocks Out a Pokémon with 30 HP left
        while g.prompt is not None:
            g.apply(g.legal_actions()[0])
        assert g.current == 0
        events = attack(g, "Test Move")
        return sum(e.amount for e in events if e.kind == "damage" and e.player == 1)

    assert play_out({"card": "tst-1", "damage": 90}) == 120, "Knocked Out by an attack: 30 + 90"
    assert play_out({"card": "tst-1", "damage": 110, "poison": 10}) == 30, "Knocked Out at Pokémon Checkup: no bonus"


def test_an_attack_the_player_going_second_cannot_use_on_their_first_turn():
    from desktop.engine.actions import Attack

    db = _attacker("If you go second, you can't use this attack during your first turn. This attack does 20 damage "
                   "for each of your Benched Pokémon.", damage=20)

    def usable(turn: int, current: int, first: int) -> bool:
        g = build_game({"seed": 3, "rules": "modern", "turn": turn, "current": current, "first": first, "players": [
            {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}, "bench": ["svp-17"]},
            {**BASE, "active": {"card": "tst-1", "energy": ["sve-1"]}, "bench": ["svp-17"]}]}, db)
        return any(isinstance(a, Attack) for a in g.legal_actions())

    assert not usable(turn=2, current=1, first=0), "the second player's first turn"
    assert not usable(turn=2, current=0, first=1), "the same, with the seats swapped"
    assert usable(turn=4, current=1, first=0), "a later turn"
    assert usable(turn=3, current=0, first=0), "the player who went first"
