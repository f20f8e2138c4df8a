"""Classic cards played as printed that evolve or devolve Pokémon by an effect, or read the cards under a
Pokémon: evolving from the deck, skipping a Stage, Pokémon put back to a lower Stage, and attacks of the
Evolution cards below."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    attack,
    choose,
    do,
    end_turn,
    mon,
    new_game,
    play,
    seed_for,
    side,
    slot,
)

from desktop.engine.actions import PlayBasic
from desktop.engine.cards import default_db


def test_lunar_power_evolves_a_benched_pokemon_from_the_deck():
    g = new_game(side(ready("gym2-40", "Lunar Power"), bench=["Charmander"], deck=["Charmeleon", "Pidgey"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Lunar Power")
    choose(g, 1)  # the only Evolution card in the deck is then taken at once
    assert g.name_of(slot(g, 0, 1).top) == "Charmeleon"


def test_recall_lets_the_active_pokemon_use_its_basic_cards_attacks_this_turn():
    g = new_game(side(mon("base1-24", "base1-46", energy=["Fire Energy"]), hand=["gym1-116"]), side("Chansey"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slash", "Flamethrower"]  # Charmeleon's own
    play(g, "Recall")
    assert "Scratch" in [a.name for a in g.card_of(slot(g, 0)).attacks]
    attack(g, "Scratch")
    assert slot(g, 1).damage == 10
    end_turn(g)
    assert "Scratch" not in [a.name for a in g.card_of(slot(g, 0)).attacks]  # for that turn only


def test_legendary_breeder_puts_a_stage_2_on_its_basic():
    g = new_game(side("base6-68", hand=["base6-102", "base6-18"]), side("Chansey"), turn=5)
    play(g, "Pokémon Breeder", 0)
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Venusaur"


def test_legendary_mysterious_fossil_is_played_as_a_basic_and_evolves():
    g = new_game(side("Chansey", hand=["base6-109"]), side("Chansey"))
    uid = next(u for u in g.players[0].hand if g.name_of(u) == "Mysterious Fossil")
    do(g, PlayBasic(uid))
    assert g.name_of(g.players[0].bench[0].top) == "Mysterious Fossil"
    fossil = default_db().get("base6-109")
    assert fossil.implemented and "immune_conditions" in fossil.flags


def test_sunbathe_heals_on_heads_and_evolves_sunkern():
    g = new_game(side(ready("neo4-83", "Sunbathe", damage=20), deck=["neo1-50", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sunbathe")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Sunflora" and slot(g, 0).damage == 0


def test_evolutionary_spore_evolves_hoppips_and_skiplooms_from_the_deck():
    g = new_game(side(ready("neo3-9", "Evolutionary Spore"), bench=["neo1-61"],
                      deck=["neo1-49", "Pidgey"]), side("Chansey"))
    attack(g, "Evolutionary Spore")
    answer_all(g)
    assert g.name_of(g.players[0].bench[0].top) == "Skiploom"


def test_dark_omastar_dark_tentacle_and_prehistoric_water():
    from desktop.engine.actions import Evolve

    g = new_game(side(ready("neo4-19", "Dark Tentacle")), side("base6-90", hand=["base6-35"]))
    attack(g, "Dark Tentacle")
    answer_all(g)
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())
    g = new_game(side(ready("neo4-19", "Prehistoric Water")), side({"card": "base6-35", "under": ["base6-90"]}),
                 seed=seed_for(H))
    attack(g, "Prehistoric Water")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Rhyhorn"
    assert "Rhydon" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]


def test_light_wigglytuff_evolution_song():
    g = new_game(side(ready("neo4-54", "Evolution Song"), bench=["base1-46"], deck=["base1-24"] + ["Chansey"] * 5),
                 side("base1-57", deck=["base1-22"] + ["Chansey"] * 5))
    attack(g, "Evolution Song")
    assert g.pending.player == 1 and g.pending.purpose == "evolve_target"
    choose(g, 0)  # their Pidgey: its only Evolution card in their deck goes onto it
    assert g.pending.player == 0 and g.pending.purpose == "evolve_target"
    choose(g, 1)
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgeotto"
    assert g.name_of(g.players[0].bench[0].top) == "Charmeleon"


def test_aerodactyl_prehistoric_memory():
    g = new_game(side({"card": "base6-35", "under": ["base6-90"], "energy": ["Fighting Energy"] * 3}),
                 side("Chansey", bench=["neo3-15"]))
    names = [a.name for a in g.card_of(slot(g, 0)).attacks]
    rhyhorn = [a.name for a in g.cards[slot(g, 0).cards[0]].attacks]
    assert names == [a.name for a in g.cards[slot(g, 0).top].attacks] + rhyhorn
    attack(g, rhyhorn[0])
    g = new_game(side({"card": "base6-35", "under": ["base6-90"]}), side("Chansey", bench=[{"card": "neo3-15"}]))
    from desktop.engine.fx.damage_nodes import ROTATIONS

    g.players[1].bench[0].rot = ROTATIONS["Asleep"]  # an Asleep Aerodactyl: it stops working
    assert len(g.card_of(slot(g, 0)).attacks) == len(g.cards[slot(g, 0).top].attacks)
