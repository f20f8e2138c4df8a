"""Base Set Trainers, Double Colorless Energy and Clefairy Doll, one test each, and every card in
random play.

Each test builds a position with ``build_game``, plays the card through ``game.apply`` with
actions from ``legal_actions()``, answers prompts with ``Choose`` and checks the exact result and
that no card was lost. Coin flips use seeds found by ``seed_for`` and the ``coin`` events are
asserted, so a test knows which branch ran.
"""

from __future__ import annotations

from base1_helpers import (
    attacker,
    zone_names_on,
)
from engine_helpers import (
    H,
    attach,
    attack,
    choose,
    do,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    retreat,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine.actions import Attack, DiscardFromPlay, PlayBasic, PlayTrainer, Retreat
from desktop.engine.cards import default_db
from desktop.engine.state import NONE


# ---------------------------------------------------------------- Trainers
def test_clefairy_doll_is_played_as_a_basic_and_can_be_discarded():
    g = new_game(side("Pikachu", hand=["Clefairy Doll"]), side("Zapdos"))
    n = total(g)
    doll = hand_card(g, "Clefairy Doll")
    assert PlayTrainer(doll, None) not in g.legal_actions()
    do(g, PlayBasic(doll))
    me = g.players[0]
    assert me.bench[0].top == doll and g.hp_of(me.bench[0]) == 10
    assert DiscardFromPlay(1) in g.legal_actions()
    do(g, DiscardFromPlay(1))
    assert me.bench == [] and me.discard == [doll] and total(g) == n


def test_clefairy_doll_cannot_retreat_attack_or_be_affected_by_conditions():
    g = new_game(side(mon("Clefairy Doll", energy=["Water Energy"]), bench=["Pikachu"]),
                 side(attacker("Haunter", "Hypnosis", "Gastly")), current=1)
    attack(g, "Hypnosis")
    doll = slot(g, 0)
    assert doll.rot == NONE  # can't be Asleep
    legal = g.legal_actions()
    assert not any(a[0] in ("retreat", "attack") for a in legal)
    assert g.why_illegal(Retreat(1)) == "Clefairy Doll cannot retreat."


def test_clefairy_doll_knocked_out_gives_no_prize():
    g = new_game(side(attacker("Pikachu", "Gnaw")), side("Clefairy Doll", bench=["Dratini"]))
    n = total(g)
    attack(g, "Gnaw")
    assert len(g.players[0].prizes) == 6 and g.players[0].hand == []
    assert zone_names(g, 1, "discard") == ["Clefairy Doll"]
    assert g.name_of(slot(g, 1).top) == "Dratini" and g.outcome is None and total(g) == n


def test_clefairy_doll_discarded_from_the_active_spot():
    g = new_game(side("Clefairy Doll", bench=["Pikachu", "Dratini"]), side("Zapdos"))
    n = total(g)
    do(g, DiscardFromPlay(0))
    assert g.pending is not None and g.pending.options == (1, 2)
    choose(g, 2)
    assert g.name_of(slot(g, 0).top) == "Dratini" and total(g) == n


def test_computer_search():
    g = new_game(side("Pikachu", hand=["Computer Search", "Bill", "Potion", "Water Energy"],
                      deck=["Charizard", "Blastoise"] + ["Fighting Energy"] * 5), side("Zapdos"))
    n = total(g)
    play(g, "Computer Search")
    assert g.pending.zone == "hand"
    choose(g, hand_card(g, "Bill"))
    choose(g, hand_card(g, "Potion"))
    assert g.pending.zone == "deck" and len(g.pending.options) == 7
    charizard = next(u for u in g.pending.options if g.name_of(u) == "Charizard")
    choose(g, charizard)
    assert zone_names(g, 0, "hand") == ["Charizard", "Water Energy"]
    assert zone_names(g, 0, "discard") == ["Bill", "Computer Search", "Potion"]
    assert len(g.players[0].deck) == 6 and total(g) == n


def test_computer_search_needs_two_other_cards():
    g = new_game(side("Pikachu", hand=["Computer Search", "Bill"]), side("Zapdos"))
    search = PlayTrainer(hand_card(g, "Computer Search"), None)
    assert search not in g.legal_actions()
    assert "no effect" in g.why_illegal(search)
    g = new_game(side("Pikachu", hand=["Computer Search", "Computer Search", "Bill"]), side("Zapdos"))
    play(g, "Computer Search")  # the other Computer Search counts as one of the 2 other cards
    assert len(g.pending.options) == 2


def test_devolution_spray():
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon", damage=60, energy=["Fire Energy"],
                          condition="Confused", poison=10), hand=["Devolution Spray"]), side("Zapdos"))
    n = total(g)
    play(g, "Devolution Spray", 0)
    assert g.pending.options == ("Stage 1", "Stage 2")
    choose(g, "Stage 2")
    me = slot(g, 0)
    assert [g.name_of(u) for u in me.cards] == ["Charmander", "Charmeleon"]
    assert (me.damage, me.rot, me.poison) == (60, NONE, 0)
    assert zone_names(g, 0, "discard") == ["Charizard", "Devolution Spray"] and total(g) == n


def test_devolution_spray_can_knock_out():
    """Back to Charmander (50 HP) with 60 damage: Knocked Out, the opponent takes a Prize."""
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon", damage=60), bench=["Dratini"],
                      hand=["Devolution Spray"]), side("Zapdos"))
    n = total(g)
    play(g, "Devolution Spray", 0)
    choose(g, "Stage 1")
    assert g.name_of(slot(g, 0).top) == "Dratini"
    assert zone_names(g, 0, "discard") == ["Charizard", "Charmander", "Charmeleon", "Devolution Spray"]
    assert len(g.players[1].prizes) == 5 and total(g) == n


def test_impostor_professor_oak():
    g = new_game(side("Pikachu", hand=["Impostor Professor Oak"]),
                 side("Zapdos", hand=["Bill", "Potion", "Switch"], deck=["Water Energy"] * 10))
    n = total(g)
    play(g, "Impostor Professor Oak")
    them = g.players[1]
    assert len(them.hand) == 7 and len(them.deck) == 6
    assert sorted(zone_names(g, 1, "hand") + zone_names(g, 1, "deck")) == sorted(
        ["Bill", "Potion", "Switch"] + ["Water Energy"] * 10)
    assert total(g) == n


def test_item_finder():
    g = new_game(side("Pikachu", hand=["Item Finder", "Water Energy", "Fire Energy"],
                      discard=["Potion", "Grass Energy"]), side("Zapdos"))
    n = total(g)
    play(g, "Item Finder")
    choose(g, hand_card(g, "Water Energy"))
    choose(g, hand_card(g, "Fire Energy"))
    assert g.pending is None  # Potion is the only Trainer card in the discard pile
    assert zone_names(g, 0, "hand") == ["Potion"]
    assert zone_names(g, 0, "discard") == ["Fire Energy", "Grass Energy", "Item Finder", "Water Energy"]
    assert total(g) == n
    g = new_game(side("Pikachu", hand=["Item Finder", "Bill", "Potion"], discard=["Grass Energy"]), side("Zapdos"))
    assert PlayTrainer(hand_card(g, "Item Finder"), None) not in g.legal_actions()


def test_lass():
    g = new_game(side("Pikachu", hand=["Lass", "Bill", "Water Energy"], deck=["Fighting Energy"] * 3),
                 side("Zapdos", hand=["Potion", "Switch", "Pikachu"], deck=["Fighting Energy"] * 3))
    n = total(g)
    play(g, "Lass")
    assert zone_names(g, 0, "hand") == ["Water Energy"]
    assert zone_names(g, 1, "hand") == ["Pikachu"]
    assert zone_names(g, 0, "deck") == ["Bill"] + ["Fighting Energy"] * 3
    assert zone_names(g, 1, "deck") == ["Fighting Energy"] * 3 + ["Potion", "Switch"]
    assert zone_names(g, 0, "discard") == ["Lass"] and total(g) == n


def test_pokemon_breeder():
    g = new_game(side(mon("Charmander", damage=20, condition="Asleep"),
                      bench=["Squirtle", mon("Charmander", entered=3)],
                      hand=["Pokémon Breeder", "Charizard", "Blastoise", "Charmeleon"]), side("Zapdos"))
    n = total(g)
    breeder = hand_card(g, "Pokémon Breeder")
    # The Charmander put onto the Bench this turn is not a target.
    assert {a[2] for a in g.legal_actions() if a[:2] == ("play", breeder)} == {0, 1}
    play(g, "Pokémon Breeder", 0)
    assert g.pending.zone == "hand" and g.pending.options == (hand_card(g, "Charizard"),)
    choose(g, hand_card(g, "Charizard"))
    me = slot(g, 0)
    assert [g.name_of(u) for u in me.cards] == ["Charmander", "Charizard"]
    assert (me.damage, me.rot) == (20, NONE)  # keeps damage, conditions end
    assert not any(a[0] == "evolve" and a[2] == 0 for a in g.legal_actions())  # evolved this turn
    assert total(g) == n


def test_pokemon_breeder_not_on_the_first_turns():
    for turn in (1, 2):
        g = new_game(side("Charmander", hand=["Pokémon Breeder", "Charizard"]), side("Zapdos"), turn=turn)
        assert PlayTrainer(hand_card(g, "Pokémon Breeder"), 0) not in g.legal_actions()
    g = new_game(side("Charmander", hand=["Pokémon Breeder", "Charizard"]), side("Zapdos"), turn=3)
    assert PlayTrainer(hand_card(g, "Pokémon Breeder"), 0) in g.legal_actions()


def test_pokemon_trader():
    g = new_game(side("Pikachu", hand=["Pokémon Trader", "Squirtle", "Water Energy"],
                      deck=["Charizard", "Blastoise", "Bill"]), side("Zapdos"))
    n = total(g)
    play(g, "Pokémon Trader")
    assert g.pending.options == (hand_card(g, "Squirtle"),)
    choose(g, hand_card(g, "Squirtle"))
    assert {g.name_of(u) for u in g.pending.options} == {"Blastoise", "Charizard"}  # Pokémon only
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Blastoise"))
    assert zone_names(g, 0, "hand") == ["Blastoise", "Water Energy"]
    assert zone_names(g, 0, "deck") == ["Bill", "Charizard", "Squirtle"]
    assert total(g) == n


def test_scoop_up_bench():
    g = new_game(side("Pikachu", bench=[mon("Charmeleon", "Charmander", energy=["Fire Energy"], damage=30)],
                      hand=["Scoop Up"]), side("Zapdos"))
    n = total(g)
    play(g, "Scoop Up", 1)
    assert g.players[0].bench == []
    assert zone_names(g, 0, "hand") == ["Charmander"]
    assert zone_names(g, 0, "discard") == ["Charmeleon", "Fire Energy", "Scoop Up"] and total(g) == n


def test_scoop_up_active_asks_for_a_new_active():
    g = new_game(side("Pikachu", bench=["Dratini", "Abra"], hand=["Scoop Up"]), side("Zapdos"))
    n = total(g)
    play(g, "Scoop Up", 0)
    assert g.pending is not None and g.to_move == 0 and g.pending.options == (1, 2)
    choose(g, 2)
    assert g.name_of(slot(g, 0).top) == "Abra" and zone_names(g, 0, "hand") == ["Pikachu"]
    assert g.outcome is None and total(g) == n


def test_super_energy_removal():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy", "Double Colorless Energy"]),
                      hand=["Super Energy Removal"]),
                 side(mon("Zapdos", energy=["Lightning Energy", "Lightning Energy", "Double Colorless Energy"]),
                      bench=[mon("Pikachu", energy=["Lightning Energy"])]))
    n = total(g)
    play(g, "Super Energy Removal", 0)
    mine = {g.name_of(u): u for u in slot(g, 0).energy}
    choose(g, mine["Double Colorless Energy"])
    assert g.pending.options == (10, 11)
    choose(g, 10)
    theirs = {g.name_of(u): u for u in slot(g, 1).energy}
    choose(g, theirs["Double Colorless Energy"])
    assert g.pending.optional  # "up to 2"
    choose(g, theirs["Lightning Energy"])
    assert zone_names_on(g, 1, 0) == ["Lightning Energy"]
    assert zone_names(g, 1, "discard") == ["Double Colorless Energy", "Lightning Energy"]
    assert zone_names(g, 0, "discard") == ["Double Colorless Energy", "Super Energy Removal"]
    assert total(g) == n
    # Stopping after one.
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"]), hand=["Super Energy Removal"]),
                 side(mon("Zapdos", energy=["Lightning Energy", "Lightning Energy"])))
    play(g, "Super Energy Removal", 0)
    assert not g.pending.optional  # the first pick is required
    choose(g, g.pending.options[0])
    assert g.pending.optional
    choose(g, None)
    assert len(slot(g, 1).energy) == 1


def test_defender():
    """Attached Defender reduces attack damage by 20 after Weakness; it is discarded at the end of the
    opponent's next turn."""
    g = new_game(side("Onix", hand=["Defender"]), side(attacker("Bulbasaur", "Leech Seed")))
    n = total(g)
    play(g, "Defender", 0)
    assert [g.name_of(u) for u, _ in slot(g, 0).tools] == ["Defender"]
    end_turn(g)
    attack(g, "Leech Seed")  # 20 x2 Weakness = 40 - 20 = 20
    assert slot(g, 0).damage == 20
    assert slot(g, 0).tools == [] and zone_names(g, 0, "discard") == ["Defender"]
    assert total(g) == n


def test_defender_on_the_bench():
    g = new_game(side(attacker("Magnemite", "Selfdestruct"), bench=["Onix"]),
                 side(mon("Zapdos"), bench=["Abra"], hand=["Defender"]), current=1)
    play(g, "Defender", 1)
    end_turn(g)
    attack(g, "Selfdestruct")  # 10 to each Benched Pokémon
    assert g.players[1].bench[0].damage == 0 and g.players[0].active.damage == 10


def test_energy_retrieval():
    g = new_game(side("Pikachu", hand=["Energy Retrieval", "Bill"],
                      discard=["Fire Energy", "Water Energy", "Double Colorless Energy", "Potion"]),
                 side("Zapdos"))
    n = total(g)
    play(g, "Energy Retrieval")
    choose(g, hand_card(g, "Bill"))
    assert {g.name_of(u) for u in g.pending.options} == {"Fire Energy", "Water Energy"}  # basic only
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Fire Energy"))
    assert g.pending.optional
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Fire Energy", "Water Energy"]
    assert zone_names(g, 0, "discard") == ["Bill", "Double Colorless Energy", "Energy Retrieval", "Potion"]
    assert total(g) == n


def test_full_heal():
    g = new_game(side(mon("Pikachu", condition="Paralyzed", poison=10), hand=["Full Heal"]), side("Zapdos"))
    n = total(g)
    play(g, "Full Heal", 0)
    assert (slot(g, 0).rot, slot(g, 0).poison) == (NONE, 0) and total(g) == n
    g = new_game(side("Pikachu", hand=["Full Heal"]), side("Zapdos"))
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_maintenance():
    g = new_game(side("Pikachu", hand=["Maintenance", "Bill", "Potion", "Water Energy"],
                      deck=["Fighting Energy"] * 4), side("Zapdos"))
    n = total(g)
    play(g, "Maintenance")
    choose(g, hand_card(g, "Bill"))
    choose(g, hand_card(g, "Potion"))
    me = g.players[0]
    assert len(me.hand) == 2 and "Water Energy" in zone_names(g, 0, "hand")
    assert len(me.deck) == 5
    assert sorted(zone_names(g, 0, "hand") + zone_names(g, 0, "deck")) == sorted(
        ["Bill", "Potion", "Water Energy"] + ["Fighting Energy"] * 4)
    assert zone_names(g, 0, "discard") == ["Maintenance"] and total(g) == n


def test_pluspower():
    """+10 after Weakness and Resistance, only if the attack does damage; discarded at the end of the turn."""
    # Pidgey is weak to Lightning: 10 x2 + 10 = 30 (40 if PlusPower came before Weakness).
    g = new_game(side(attacker("Pikachu", "Gnaw"), hand=["PlusPower"]), side("Pidgey"))
    n = total(g)
    play(g, "PlusPower", 0)
    attack(g, "Gnaw")
    assert slot(g, 1).damage == 30
    assert slot(g, 0).tools == [] and zone_names(g, 0, "discard") == ["PlusPower"] and total(g) == n
    # Sandshrew resists Lightning: 30 - 30 = 0, so PlusPower adds nothing (10 if it came first).
    g = new_game(side(attacker("Pikachu", "Thunder Jolt"), hand=["PlusPower", "PlusPower"]), side("Sandshrew"),
                 seed=seed_for(H))
    play(g, "PlusPower", 0)
    play(g, "PlusPower", 0)
    attack(g, "Thunder Jolt")
    assert slot(g, 1).damage == 0
    # Two PlusPowers add up.
    g = new_game(side(attacker("Pikachu", "Gnaw"), hand=["PlusPower", "PlusPower"]), side("Zapdos"))
    play(g, "PlusPower", 0)
    play(g, "PlusPower", 0)
    attack(g, "Gnaw")
    assert slot(g, 1).damage == 30


def test_pluspower_only_on_the_active_pokemon():
    g = new_game(side("Pikachu", bench=["Dratini"], hand=["PlusPower"]), side("Zapdos"))
    uid = hand_card(g, "PlusPower")
    assert [a[2] for a in g.legal_actions() if a[:2] == ("play", uid)] == [0]


def test_pokemon_center():
    g = new_game(side(mon("Pikachu", damage=20, energy=["Lightning Energy"]),
                      bench=[mon("Dratini", energy=["Water Energy"]), mon("Abra", damage=10)],
                      hand=["Pokémon Center"]), side("Zapdos"))
    n = total(g)
    play(g, "Pokémon Center")
    assert [s.damage for s in g.players[0].slots()] == [0, 0, 0]
    assert slot(g, 0).energy == [] and zone_names_on(g, 0, 1) == ["Water Energy"]  # undamaged keeps it
    assert zone_names(g, 0, "discard") == ["Lightning Energy", "Pokémon Center"] and total(g) == n


def test_pokemon_flute():
    g = new_game(side("Pikachu", hand=["Pokémon Flute"]), side("Zapdos", discard=["Raichu", "Pikachu", "Bill"]))
    n = total(g)
    play(g, "Pokémon Flute")  # only one Basic Pokémon card in their discard pile
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Pikachu"]
    assert g.players[1].bench[0].damage == 0
    assert zone_names(g, 1, "discard") == ["Bill", "Raichu"] and total(g) == n
    g = new_game(side("Pikachu", hand=["Pokémon Flute"]),
                 side("Zapdos", bench=["Abra"] * 5, discard=["Pikachu"]))
    assert not any(a[0] == "play" for a in g.legal_actions())  # their Bench is full


def test_pokedex():
    deck = ["Bill", "Potion", "Switch", "Lass", "Revive", "Pokémon Center", "Gust of Wind"]  # last is the top
    g = new_game(side("Pikachu", hand=["Pokédex"], deck=deck), side("Zapdos"))
    n = total(g)
    play(g, "Pokédex")
    top_five = [g.name_of(u) for u in g.pending.options]
    assert len(g.players[0].deck) == 7  # the cards being looked at stay in the deck meanwhile
    assert top_five == ["Gust of Wind", "Pokémon Center", "Revive", "Lass", "Switch"]  # top card first
    order = ["Lass", "Gust of Wind", "Switch", "Revive", "Pokémon Center"]
    for name in order[:-1]:
        choose(g, next(u for u in g.pending.options if g.name_of(u) == name))
    assert g.pending is None  # the last card needs no choice
    deck_now = [g.name_of(u) for u in g.players[0].deck]
    assert deck_now == ["Bill", "Potion"] + list(reversed(order))  # "Lass" is now the top card
    assert total(g) == n


def test_professor_oak():
    g = new_game(side("Pikachu", hand=["Professor Oak", "Bill", "Water Energy"], deck=["Potion"] * 9),
                 side("Zapdos"))
    n = total(g)
    play(g, "Professor Oak")
    assert zone_names(g, 0, "hand") == ["Potion"] * 7 and len(g.players[0].deck) == 2
    assert zone_names(g, 0, "discard") == ["Bill", "Professor Oak", "Water Energy"] and total(g) == n


def test_revive():
    """Half its HP, rounded down to the nearest 10, as damage counters."""
    for card, damage in (("Chansey", 60), ("Magikarp", 10), ("Zapdos", 40)):
        g = new_game(side("Pikachu", hand=["Revive"], discard=[card, "Raichu"]), side("Zapdos"))
        n = total(g)
        play(g, "Revive")
        bench_slot = g.players[0].bench[0]
        assert g.name_of(bench_slot.top) == card and bench_slot.damage == damage
        assert zone_names(g, 0, "discard") == ["Raichu", "Revive"] and total(g) == n


def test_super_potion():
    g = new_game(side(mon("Pikachu", damage=30, energy=["Lightning Energy", "Double Colorless Energy"]),
                      bench=[mon("Dratini", damage=10)], hand=["Super Potion"]), side("Zapdos"))
    n = total(g)
    uid = hand_card(g, "Super Potion")
    assert [a[2] for a in g.legal_actions() if a[:2] == ("play", uid)] == [0]  # Dratini has no Energy
    play(g, "Super Potion", 0)
    choose(g, next(u for u in slot(g, 0).energy if g.name_of(u) == "Double Colorless Energy"))
    assert slot(g, 0).damage == 0 and zone_names_on(g, 0, 0) == ["Lightning Energy"]
    assert zone_names(g, 0, "discard") == ["Double Colorless Energy", "Super Potion"] and total(g) == n


def test_bill():
    g = new_game(side("Pikachu", hand=["Bill"], deck=["Potion", "Switch", "Lass"]), side("Zapdos"))
    n = total(g)
    play(g, "Bill")
    assert zone_names(g, 0, "hand") == ["Lass", "Switch"] and total(g) == n


def test_energy_removal():
    g = new_game(side("Pikachu", hand=["Energy Removal"]),
                 side(mon("Zapdos", energy=["Lightning Energy", "Double Colorless Energy"]),
                      bench=["Abra", mon("Pikachu", energy=["Lightning Energy"])]))
    n = total(g)
    uid = hand_card(g, "Energy Removal")
    assert [a[2] for a in g.legal_actions() if a[:2] == ("play", uid)] == [10, 12]
    play(g, "Energy Removal", 10)
    choose(g, next(u for u in slot(g, 1).energy if g.name_of(u) == "Double Colorless Energy"))
    assert zone_names_on(g, 1, 0) == ["Lightning Energy"]
    assert zone_names(g, 1, "discard") == ["Double Colorless Energy"] and total(g) == n


def test_gust_of_wind():
    g = new_game(side("Pikachu", hand=["Gust of Wind"]),
                 side(mon("Zapdos", condition="Confused"), bench=["Abra", "Dratini"]))
    n = total(g)
    play(g, "Gust of Wind", 12)
    them = g.players[1]
    assert g.name_of(them.active.top) == "Dratini"
    assert [g.name_of(s.top) for s in them.bench] == ["Abra", "Zapdos"]
    assert them.bench[1].rot == NONE  # moving to the Bench ends Special Conditions
    assert total(g) == n


def test_potion():
    g = new_game(side(mon("Pikachu", damage=10), bench=[mon("Dratini", damage=30)], hand=["Potion"]),
                 side("Zapdos"))
    n = total(g)
    play(g, "Potion", 1)
    assert [s.damage for s in g.players[0].slots()] == [10, 10]
    assert total(g) == n


def test_switch():
    g = new_game(side(mon("Pikachu", condition="Asleep", poison=10), bench=["Dratini"], hand=["Switch"]),
                 side("Zapdos"))
    n = total(g)
    play(g, "Switch", 1)
    assert g.name_of(slot(g, 0).top) == "Dratini"
    old = slot(g, 0, 1)
    assert (old.rot, old.poison) == (NONE, 0) and total(g) == n


def test_double_colorless_energy():
    """Provides 2 Colorless Energy but is 1 Energy card."""
    # Farfetch'd: Pot Smash needs 3 Colorless; Double Colorless pays 2 of them.
    g = new_game(side(mon("Farfetch'd", energy=["Water Energy"]), hand=["Double Colorless Energy"]),
                 side("Zapdos"))
    n = total(g)
    assert Attack(1) not in g.legal_actions()
    attach(g, "Double Colorless Energy", 0)
    attack(g, "Pot Smash")
    assert slot(g, 1).damage == 30 and total(g) == n
    g = new_game(side(mon("Farfetch'd", energy=["Double Colorless Energy"])), side("Zapdos"))
    assert Attack(1) not in g.legal_actions()
    # Retreat Cost 2 (Electabuzz) is paid by discarding the single Double Colorless Energy card.
    g = new_game(side(mon("Electabuzz", energy=["Double Colorless Energy", "Lightning Energy"]),
                      bench=["Pikachu"]), side("Zapdos"))
    retreat(g, 1)
    dce = next(u for u in g.pending.options if g.name_of(u) == "Double Colorless Energy")
    choose(g, dce)
    assert g.pending is None and zone_names(g, 0, "discard") == ["Double Colorless Energy"]
    assert zone_names_on(g, 0, 1) == ["Lightning Energy"]
    # Mewtwo's Psychic counts it as 1 Energy card.
    g = new_game(side(attacker("Mewtwo", "Psychic")), side(mon("Zapdos", energy=["Double Colorless Energy"])))
    attack(g, "Psychic")
    assert slot(g, 1).damage == 20


def test_trainer_that_would_do_nothing_is_not_offered():
    cases = {
        "Potion": side("Pikachu", hand=["Potion"]),
        "Super Potion": side(mon("Pikachu", damage=20), hand=["Super Potion"]),
        "Switch": side("Pikachu", hand=["Switch"]),
        "Gust of Wind": side("Pikachu", hand=["Gust of Wind"]),
        "Energy Removal": side("Pikachu", hand=["Energy Removal"]),
        "Super Energy Removal": side(mon("Pikachu", energy=["Lightning Energy"]), hand=["Super Energy Removal"]),
        "Full Heal": side("Pikachu", hand=["Full Heal"]),
        "Revive": side("Pikachu", hand=["Revive"], discard=["Raichu"]),
        "Pokémon Flute": side("Pikachu", hand=["Pokémon Flute"]),
        "Pokémon Center": side("Pikachu", hand=["Pokémon Center"]),
        "Devolution Spray": side("Pikachu", hand=["Devolution Spray"]),
        "Pokémon Breeder": side("Pikachu", hand=["Pokémon Breeder", "Charizard"]),
        "Pokémon Trader": side("Pikachu", hand=["Pokémon Trader", "Bill"]),
        "Bill": side("Pikachu", hand=["Bill"], deck=[]),
        "Computer Search": side("Pikachu", hand=["Computer Search", "Bill", "Potion"], deck=[]),
        "Item Finder": side("Pikachu", hand=["Item Finder", "Bill", "Potion"]),
        "Energy Retrieval": side("Pikachu", hand=["Energy Retrieval", "Bill"], discard=["Double Colorless Energy"]),
        "Maintenance": side("Pikachu", hand=["Maintenance", "Bill"]),
        "Pokédex": side("Pikachu", hand=["Pokédex"], deck=[]),
    }
    for name, me in cases.items():
        g = new_game(me, side("Zapdos"))
        uid = hand_card(g, name)
        assert not any(a[:2] == ("play", uid) for a in g.legal_actions()), name
        assert "would have no effect now" in g.why_illegal(PlayTrainer(uid, None)), name


# ---------------------------------------------------------------- every card in random play
def test_every_card_in_random_play_keeps_every_card():
    """Random games with decks that hold every implemented Base Set card (the theme decks used by
    the other random-play tests leave some out): after every action, prompts included, each card
    is in exactly one place and every game ends."""
    from desktop.engine.game import Game
    from desktop.engine.rng import GameRandom

    cards = [c for c in default_db().all_cards() if c.implemented]
    basics = [c for c in cards if c.kind == "pokemon" and c.stage == "Basic"]
    seen: set[str] = set()
    for i in range(20):
        rng = GameRandom(i)
        decks = []
        for _ in range(2):
            window = [cards[(i * 7 + k) % len(cards)] for k in range(24)]
            decks.append([basics[rng.below(len(basics))] for _ in range(6)] + window +
                         [cards[rng.below(len(cards))] for _ in range(30)])
        game = Game.new(decks, seed=i)
        owned = [list(range(game.split)), list(range(game.split, len(game.cards)))]
        for _ in range(3000):
            if game.outcome is not None:
                break
            legal = game.legal_actions()
            action = legal[rng.below(len(legal))]
            if action[0] == "play":
                seen.add(game.name_of(action[1]))
            game.apply(action)
            assert len(game.all_cards(0)) + len(game.all_cards(1)) == len(game.cards), action
            if game.pending is not None:
                assert [sorted(game.all_cards(p)) for p in (0, 1)] == owned, action
        assert game.outcome is not None
        assert [sorted(game.all_cards(p)) for p in (0, 1)] == owned
    trainers = {c.name for c in cards if c.kind == "trainer" and "play_as_basic" not in c.flags}
    assert len(seen & trainers) >= 20, sorted(trainers - seen)  # most Trainers really were played
