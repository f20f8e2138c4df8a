"""Every non-vanilla Base Set card, one test each: attacks with effects, Pokémon Powers,
Trainers, Double Colorless Energy and Clefairy Doll.

Each test builds a position with ``build_game``, plays the card through
``game.apply`` with actions from ``legal_actions()``, answers prompts with ``Choose``
and checks the exact result and that no card was lost. Coin flips use seeds found
by ``seed_for`` and the ``coin`` events are asserted, so a test knows which branch ran.
"""

from __future__ import annotations

import pytest
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    attack_index,
    choose,
    coins,
    do,
    end_turn,
    hand_card,
    mon,
    new_game,
    play,
    power,
    retreat,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine import layer
from desktop.engine.actions import Attack, DiscardFromPlay, PlayBasic, PlayTrainer, Retreat, UsePower
from desktop.engine.cards import default_db
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED, ROTATION_NAMES


def energy_for(card: str, attack_name: str) -> list[str]:
    """Basic Energy cards paying exactly the attack's cost (Colorless paid with the card's own type,
    or Water Energy for Colorless Pokémon)."""
    cdef = default_db().by_name[card.lower()][0]
    cost = next(a.cost for a in cdef.attacks if a.name == attack_name)
    own = cdef.type if cdef.type != "Colorless" else "Water"
    return [f"{own if t == 'Colorless' else t} Energy" for t in cost]


def attacker(card: str, attack_name: str, *under: str, extra=(), **kw) -> dict:
    return mon(card, *under, energy=energy_for(card, attack_name) + list(extra), **kw)


# ---------------------------------------------------------------- shared shapes
def check_flip_condition(card: str, attack_name: str, condition: str, damage: int, *under: str,
                         defender: str = "Zapdos") -> None:
    """Flip a coin; heads: the Defending Pokémon is now ``condition``; tails: only the damage."""
    for heads in (H, T):
        # An Asleep Pokémon flips at the Checkup right after the attack: keep it asleep (tails).
        flips = (H, T) if heads and condition == "Asleep" else (heads,)
        g = new_game(side(attacker(card, attack_name, *under)), side(defender), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == list(flips)
        d = slot(g, 1)
        poisoned = heads and condition == "Poisoned"
        assert d.damage == damage + (10 if poisoned else 0)  # Poison is checked between turns
        expected_rot = condition if heads and condition != "Poisoned" else ""
        assert ROTATION_NAMES[d.rot] == expected_rot
        assert d.poison == (10 if poisoned else 0)
        assert g.current == 1 and total(g) == n


def check_protect(card: str, attack_name: str, kind: str, *under: str, own_damage: int = 0,
                  flip: bool = True) -> None:
    """The attack protects its user during the opponent's next turn; the opponent's Ivysaur then
    uses Poisonpowder (20 damage and Poisoned). ``kind``: "damage" stops only the damage,
    "all" stops damage and effects."""
    branches = (H, T) if flip else (None,)
    for heads in branches:
        seed = seed_for(heads) if flip else 0
        g = new_game(side(attacker(card, attack_name, *under)),
                     side(attacker("Ivysaur", "Poisonpowder")), seed=seed)
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == ([heads] if flip else [])
        assert slot(g, 1).damage == own_damage
        attack(g, "Poisonpowder")  # the opponent's turn
        me = slot(g, 0)
        protected = heads is not False
        if protected and kind == "all":
            assert (me.damage, me.poison) == (0, 0)
        elif protected:
            assert (me.damage, me.poison) == (10, 10)  # no damage, but still Poisoned
        else:
            assert (me.damage, me.poison) == (30, 10)
        assert g.current == 0
        assert not any(e[0] in ("prevent_all", "prevent_damage") for e in me.effects)  # expired
        assert total(g) == n


def check_flip_count(card: str, attack_name: str, per: int, *under: str, defender: str = "Chansey") -> None:
    """Flip 2 coins; the attack does ``per`` damage times the number of heads."""
    for flips in ((H, H), (H, T), (T, T)):
        g = new_game(side(attacker(card, attack_name, *under)), side(defender), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == list(flips)
        assert slot(g, 1).damage == per * sum(flips)
        assert total(g) == n


def check_discard_fire(card: str, attack_name: str, damage: int, *under: str) -> None:
    """Discard 1 Fire Energy attached to the attacker in order to use the attack."""
    g = new_game(side(attacker(card, attack_name, *under, extra=["Water Energy"])), side("Chansey"))
    n = total(g)
    attack(g, attack_name)  # Fire and Water attached: only a Fire Energy may be discarded
    me = slot(g, 0)
    assert zone_names(g, 0, "discard") == ["Fire Energy"]
    assert len(me.energy) == len(energy_for(card, attack_name))
    assert slot(g, 1).damage == damage
    assert total(g) == n


def check_self_damage_on_tails(card: str, attack_name: str, damage: int, recoil: int, *under: str) -> None:
    for heads in (H, T):
        g = new_game(side(attacker(card, attack_name, *under)), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == damage
        assert slot(g, 0).damage == (0 if heads else recoil)
        assert total(g) == n


def check_bonus_or_recoil(card: str, attack_name: str, damage: int, *under: str) -> None:
    """Heads: 10 more damage; tails: 10 damage to itself."""
    for heads in (H, T):
        g = new_game(side(attacker(card, attack_name, *under)), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == damage + (10 if heads else 0)
        assert slot(g, 0).damage == (0 if heads else 10)
        assert total(g) == n


def check_water_gun(card: str, attack_name: str, *under: str) -> None:
    """+10 damage per Water Energy not used to pay the cost, at most +20."""
    g = new_game(side(attacker(card, attack_name, *under)), side("Chansey"))
    base = g.card(slot(g, 0).top).attacks[attack_index(g, attack_name)]
    exact = ["Water Energy" if t == "Water" else "Fire Energy" for t in base.cost]  # Fire pays Colorless
    water = ["Water Energy"]
    cases = [
        (exact, base.damage),
        (["Water Energy"] * len(base.cost), base.damage),  # Water paying Colorless is not extra
        (exact + water, base.damage + 10),
        (exact + water * 2, base.damage + 20),
        (exact + water * 4, base.damage + 20),  # extra Water after the 2nd doesn't count
        (exact + ["Fire Energy"], base.damage),  # not Water: no bonus
        (exact + ["Double Colorless Energy"], base.damage),
    ]
    for energy, damage in cases:
        g = new_game(side(mon(card, *under, energy=energy)), side("Chansey"))
        n = total(g)
        attack(g, attack_name)
        assert slot(g, 1).damage == damage, energy
        assert total(g) == n


def check_recover(card: str, energy_type: str, *under: str) -> None:
    g = new_game(side(mon(card, *under, energy=[f"{energy_type} Energy"] * 3, damage=40)), side("Chansey"))
    n = total(g)
    attack(g, "Recover")
    me = slot(g, 0)
    assert me.damage == 0 and len(me.energy) == 2
    assert zone_names(g, 0, "discard") == [f"{energy_type} Energy"]
    assert slot(g, 1).damage == 0 and total(g) == n


def check_whirlwind(card: str, damage: int, *under: str) -> None:
    """Damage first, then the opponent chooses which Benched Pokémon switches in."""
    g = new_game(side(attacker(card, "Whirlwind", *under)), side("Chansey", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Whirlwind")
    assert g.pending is not None and g.to_move == 1  # the opponent chooses
    assert set(g.pending.options) == {1, 2}
    choose(g, 2)
    them = g.players[1]
    assert g.name_of(them.active.top) == "Dratini"
    assert [g.name_of(s.top) for s in them.bench] == ["Onix", "Chansey"]
    assert them.bench[1].damage == damage  # the damage went to the old Defending Pokémon
    assert total(g) == n


# ---------------------------------------------------------------- 1-21: holo rares
def test_alakazam_damage_swap():
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra", damage=20),
                      bench=[mon("Abra", damage=20), "Chansey", "Dratini"]), side("Zapdos"))
    n = total(g)
    power(g, 0)
    # Abra (30 HP, 20 damage) can't receive a counter: that would Knock it Out.
    assert g.pending.options == (0, 1)
    choose(g, 1)
    assert g.pending.options == (0, 2, 3)
    choose(g, 2)
    damage = [s.damage for s in g.players[0].slots()]
    assert damage == [20, 10, 10, 0]
    power(g, 0)  # as often as you like
    choose(g, 0)
    assert g.pending.options == (1, 2, 3)  # Abra now has room for one counter
    choose(g, 3)
    assert [s.damage for s in g.players[0].slots()] == [10, 10, 10, 10]
    assert g.prompt is None and g.outcome is None and total(g) == n
    # Not usable while Alakazam is Confused; usable from the Bench.
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra", damage=20, condition="Confused"),
                      bench=["Chansey"]), side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()
    g = new_game(side(mon("Chansey", damage=20), bench=[mon("Alakazam", "Abra", "Kadabra")]), side("Zapdos"))
    power(g, 1)
    assert [s.damage for s in g.players[0].slots()] == [10, 10]
    # Nothing to move: not offered.
    g = new_game(side(mon("Alakazam", "Abra", "Kadabra"), bench=["Chansey"]), side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_alakazam_confuse_ray():
    check_flip_condition("Alakazam", "Confuse Ray", "Confused", 30, "Abra", "Kadabra")


def test_blastoise_rain_dance():
    g = new_game(side(mon("Blastoise", "Squirtle", "Wartortle"), bench=["Squirtle", "Charmander"],
                      hand=["Water Energy", "Water Energy", "Fire Energy", "Double Colorless Energy"]),
                 side("Zapdos"))
    n = total(g)
    power(g, 0)
    assert g.pending.options == (0, 1)  # Water Pokémon only: not Charmander
    choose(g, 1)
    assert zone_names_on(g, 0, 1) == ["Water Energy"]
    power(g, 0)
    choose(g, 0)
    assert zone_names_on(g, 0, 0) == ["Water Energy"]
    assert UsePower(0, 0) not in g.legal_actions()  # no Water Energy card left in hand (DCE is not one)
    assert not g.energy_played
    attach(g, "Fire Energy", 2)  # the normal attachment is still available
    assert total(g) == n
    g = new_game(side(mon("Blastoise", "Squirtle", "Wartortle", condition="Asleep"), hand=["Water Energy"]),
                 side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def zone_names_on(g, player: int, pos: int) -> list[str]:
    return sorted(g.name_of(u) for u in slot(g, player, pos).energy)


def test_blastoise_hydro_pump():
    check_water_gun("Blastoise", "Hydro Pump", "Squirtle", "Wartortle")


def test_chansey_scrunch():
    check_protect("Chansey", "Scrunch", "damage")


def test_chansey_double_edge():
    g = new_game(side(attacker("Chansey", "Double-edge")), side("Zapdos"))
    n = total(g)
    attack(g, "Double-edge")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (80, 80)
    assert total(g) == n


def test_charizard_energy_burn_and_fire_spin():
    """Energy Burn lets Charizard pay Fire Spin's Fire cost with any Energy; Fire Spin discards 2 Energy
    cards (the player picks which)."""
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon",
                          energy=["Water Energy", "Water Energy", "Grass Energy", "Double Colorless Energy"])),
                 side("Chansey"))
    n = total(g)
    fire_spin = Attack(0)
    assert fire_spin not in g.legal_actions()
    power(g, 0)
    assert UsePower(0, 0) not in g.legal_actions()  # once is enough: all Energy is already Fire
    assert fire_spin in g.legal_actions()
    do(g, fire_spin)
    energy = slot(g, 0).energy
    by_name = {g.name_of(u): u for u in energy}
    assert g.pending is not None and g.pending.zone == "attached"
    choose(g, by_name["Grass Energy"])
    choose(g, by_name["Double Colorless Energy"])
    assert zone_names_on(g, 0, 0) == ["Water Energy", "Water Energy"]
    assert zone_names(g, 0, "discard") == ["Double Colorless Energy", "Grass Energy"]
    assert slot(g, 1).damage == 100
    assert not slot(g, 0).has_effect(layer.ENERGY_TYPE)  # only for the rest of the turn
    assert total(g) == n


def test_charizard_energy_burn_not_while_asleep():
    g = new_game(side(mon("Charizard", "Charmander", "Charmeleon", energy=["Water Energy"] * 4,
                          condition="Asleep")), side("Chansey"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_clefairy_sing():
    check_flip_condition("Clefairy", "Sing", "Asleep", 0)


def test_clefairy_metronome_copies_without_costs():
    """Metronome copies Fire Spin without its Energy cost or its discard."""
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Charizard", "Charmander", "Charmeleon", energy=["Fire Energy"] * 4)))
    n = total(g)
    attack(g, "Metronome")  # Charizard has one attack: chosen without asking
    assert slot(g, 1).damage == 100
    assert len(slot(g, 0).energy) == 3 and not g.players[0].discard
    assert total(g) == n


def test_clefairy_metronome_keeps_colorless_type():
    """Copying Mewtwo's Psychic: Clefairy is still Colorless, so Mewtwo's Psychic Weakness does not apply."""
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Mewtwo", energy=["Psychic Energy"] * 2)))
    n = total(g)
    attack(g, "Metronome")
    assert g.pending.options == ("Psychic", "Barrier")
    choose(g, "Psychic")
    assert slot(g, 1).damage == 30  # 10 + 10 per Energy card on Mewtwo, no Weakness
    assert total(g) == n


def test_clefairy_metronome_copied_attack_triggers_strikes_back_once():
    g = new_game(side(attacker("Clefairy", "Metronome")),
                 side(mon("Machamp", "Machop", "Machoke", energy=["Fighting Energy"] * 4)))
    n = total(g)
    ev = attack(g, "Metronome")
    assert slot(g, 1).damage == 60
    assert slot(g, 0).damage == 10
    assert [e.detail for e in ev if e.kind == "power"] == ["Strikes Back"]
    assert total(g) == n


def test_gyarados_bubblebeam():
    check_flip_condition("Gyarados", "Bubblebeam", "Paralyzed", 40, "Magikarp")


MACHAMP = mon("Machamp", "Machop", "Machoke")


def test_machamp_strikes_back():
    g = new_game(side(attacker("Pikachu", "Gnaw")), side(MACHAMP))
    n = total(g)
    attack(g, "Gnaw")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 10)
    assert total(g) == n


def test_machamp_strikes_back_even_when_knocked_out():
    g = new_game(side(attacker("Pikachu", "Gnaw")), side({**MACHAMP, "damage": 90}, bench=["Machop"]))
    n = total(g)
    attack(g, "Gnaw")
    assert slot(g, 0).damage == 10
    assert g.name_of(slot(g, 1).top) == "Machop"  # Machamp was Knocked Out
    assert len(g.players[0].prizes) == 5 and total(g) == n


def test_machamp_strikes_back_can_knock_out_the_attacker():
    g = new_game(side(attacker("Pikachu", "Gnaw", damage=30), bench=["Dratini"]), side(MACHAMP))
    n = total(g)
    attack(g, "Gnaw")
    assert g.name_of(slot(g, 0).top) == "Dratini"
    assert len(g.players[1].prizes) == 5 and len(g.players[0].prizes) == 6
    assert total(g) == n


@pytest.mark.parametrize("condition", ["Asleep", "Confused", "Paralyzed"])
def test_machamp_strikes_back_not_when_already_affected(condition):
    flips = (T,) if condition == "Asleep" else ()  # stays Asleep at the Checkup
    g = new_game(side(attacker("Pikachu", "Gnaw")), side({**MACHAMP, "condition": condition}),
                 seed=seed_for(*flips))
    attack(g, "Gnaw")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 0)


def test_machamp_strikes_back_when_the_attack_also_paralyzes_it():
    """Machamp was not Paralyzed when the opponent attacked, so Strikes Back still works."""
    g = new_game(side(attacker("Electabuzz", "Thundershock")), side(MACHAMP), seed=seed_for(H))
    ev = attack(g, "Thundershock")
    assert coins(ev) == [H] and slot(g, 1).rot == PARALYZED
    assert (slot(g, 1).damage, slot(g, 0).damage) == (10, 10)


def test_machamp_strikes_back_not_without_damage():
    g = new_game(side(attacker("Haunter", "Hypnosis", "Gastly")), side(MACHAMP), seed=seed_for(T))
    attack(g, "Hypnosis")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (0, 0)


def test_magneton_thunder_wave():
    check_flip_condition("Magneton", "Thunder Wave", "Paralyzed", 30, "Magnemite")


def test_magneton_selfdestruct():
    """80 to the Defending Pokémon, 20 to every Benched Pokémon on both sides (without Weakness or
    Resistance), 80 to itself; Knock Outs after the attack."""
    g = new_game(side(attacker("Magneton", "Selfdestruct", "Magnemite"), bench=["Squirtle", "Pidgey"]),
                 side("Chansey", bench=["Pidgey", mon("Diglett")]))
    n = total(g)
    attack(g, "Selfdestruct")
    me, them = g.players[0], g.players[1]
    assert them.active.damage == 80
    assert [s.damage for s in them.bench] == [20, 20]  # Pidgey is weak to Lightning, Diglett resists it
    assert zone_names(g, 0, "discard") == sorted(["Magneton", "Magnemite"] + energy_for("Magneton", "Selfdestruct"))
    assert g.pending is not None and g.to_move == 0  # choose a new Active from two Benched Pokémon
    choose(g, 2)
    assert g.name_of(me.active.top) == "Pidgey" and [s.damage for s in me.slots()] == [20, 20]
    assert len(them.prizes) == 5 and len(me.prizes) == 6
    assert total(g) == n


def test_mewtwo_psychic():
    g = new_game(side(attacker("Mewtwo", "Psychic")),
                 side(mon("Zapdos", energy=["Lightning Energy", "Lightning Energy", "Double Colorless Energy"])))
    n = total(g)
    attack(g, "Psychic")
    assert slot(g, 1).damage == 40  # 3 Energy cards (Double Colorless counts once)
    assert total(g) == n


def test_mewtwo_barrier():
    check_protect("Mewtwo", "Barrier", "all", flip=False)
    g = new_game(side(mon("Mewtwo", energy=["Psychic Energy", "Psychic Energy", "Water Energy"])), side("Zapdos"))
    attack(g, "Barrier")
    assert zone_names(g, 0, "discard") == ["Psychic Energy"]
    assert zone_names_on(g, 0, 0) == ["Psychic Energy", "Water Energy"]


def test_nidoking_thrash():
    check_bonus_or_recoil("Nidoking", "Thrash", 30, "Nidoran ♂", "Nidorino")


def test_nidoking_toxic():
    g = new_game(side(attacker("Nidoking", "Toxic", "Nidoran ♂", "Nidorino")), side("Zapdos"))
    n = total(g)
    attack(g, "Toxic")
    assert slot(g, 1).poison == 20
    assert slot(g, 1).damage == 40  # 20 damage + 20 Poison at the Checkup
    end_turn(g)
    assert slot(g, 1).damage == 60
    assert total(g) == n


def test_ninetales_lure():
    g = new_game(side(attacker("Ninetales", "Lure", "Vulpix")), side("Chansey", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Lure")
    assert g.to_move == 0 and g.pending.options == (11, 12)  # the attacker chooses
    choose(g, 12)
    assert g.name_of(slot(g, 1).top) == "Dratini"
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Onix", "Chansey"]
    assert all(s.damage == 0 for s in g.players[1].slots())
    assert total(g) == n


def test_ninetales_fire_blast():
    check_discard_fire("Ninetales", "Fire Blast", 80, "Vulpix")


def test_poliwrath_water_gun():
    check_water_gun("Poliwrath", "Water Gun", "Poliwag", "Poliwhirl")


def test_poliwrath_whirlpool():
    g = new_game(side(attacker("Poliwrath", "Whirlpool", "Poliwag", "Poliwhirl")),
                 side(mon("Chansey", energy=["Water Energy", "Double Colorless Energy"])))
    n = total(g)
    attack(g, "Whirlpool")
    dce = next(u for u in slot(g, 1).energy if g.name_of(u) == "Double Colorless Energy")
    assert g.to_move == 0 and set(g.pending.options) == set(slot(g, 1).energy)
    choose(g, dce)
    assert zone_names_on(g, 1, 0) == ["Water Energy"]
    assert zone_names(g, 1, "discard") == ["Double Colorless Energy"]
    assert slot(g, 1).damage == 40 and total(g) == n
    # No Energy on the Defending Pokémon: just the damage.
    g = new_game(side(attacker("Poliwrath", "Whirlpool", "Poliwag", "Poliwhirl")), side("Chansey"))
    attack(g, "Whirlpool")
    assert g.pending is None and slot(g, 1).damage == 40


def test_raichu_agility():
    check_protect("Raichu", "Agility", "all", "Pikachu", own_damage=20)


def test_raichu_thunder():
    check_self_damage_on_tails("Raichu", "Thunder", 60, 30, "Pikachu")


def test_venusaur_energy_trans():
    g = new_game(side(mon("Venusaur", "Bulbasaur", "Ivysaur", energy=["Grass Energy", "Grass Energy",
                                                                       "Water Energy"]),
                      bench=["Bulbasaur", "Squirtle"]), side("Zapdos"))
    n = total(g)
    power(g, 0)  # only Venusaur has Grass Energy: chosen as the source without asking
    assert g.pending.options == (1, 2)
    choose(g, 2)
    assert zone_names_on(g, 0, 2) == ["Grass Energy"]
    power(g, 0)
    assert g.pending.options == (0, 2)  # sources: Venusaur and Squirtle
    choose(g, 2)
    assert g.pending.options == (0, 1)
    choose(g, 1)
    assert [zone_names_on(g, 0, p) for p in (0, 1, 2)] == [["Grass Energy", "Water Energy"], ["Grass Energy"], []]
    assert not g.energy_played and total(g) == n
    # Water Energy is never moved; without Grass Energy in play the power is not offered.
    g = new_game(side(mon("Venusaur", "Bulbasaur", "Ivysaur", energy=["Water Energy"]), bench=["Bulbasaur"]),
                 side("Zapdos"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_zapdos_thunder():
    check_self_damage_on_tails("Zapdos", "Thunder", 60, 30)


def test_zapdos_thunderbolt():
    g = new_game(side(attacker("Zapdos", "Thunderbolt", extra=["Double Colorless Energy"])), side("Chansey"))
    n = total(g)
    attack(g, "Thunderbolt")
    assert slot(g, 0).energy == [] and len(g.players[0].discard) == 5
    assert slot(g, 1).damage == 100 and total(g) == n


# ---------------------------------------------------------------- 17-40
def test_beedrill_twineedle():
    check_flip_count("Beedrill", "Twineedle", 30, "Weedle", "Kakuna")


def test_beedrill_poison_sting():
    check_flip_condition("Beedrill", "Poison Sting", "Poisoned", 40, "Weedle", "Kakuna")


def test_dragonair_slam():
    check_flip_count("Dragonair", "Slam", 30, "Dratini")


def test_dragonair_hyper_beam():
    g = new_game(side(attacker("Dragonair", "Hyper Beam", "Dratini")),
                 side(mon("Chansey", energy=["Water Energy", "Water Energy"])))
    n = total(g)
    attack(g, "Hyper Beam")
    assert g.to_move == 0 and g.pending.options == tuple(slot(g, 1).energy)
    choose(g, slot(g, 1).energy[1])
    assert zone_names_on(g, 1, 0) == ["Water Energy"] and zone_names(g, 1, "discard") == ["Water Energy"]
    assert slot(g, 1).damage == 20 and total(g) == n


def test_dugtrio_earthquake():
    """10 damage to each of your own Benched Pokémon (none to the opponent's Bench)."""
    g = new_game(side(attacker("Dugtrio", "Earthquake", "Diglett"), bench=["Pidgey", "Onix"]),
                 side("Onix", bench=["Dratini"]))
    n = total(g)
    attack(g, "Earthquake")
    assert slot(g, 1).damage == 70
    assert [s.damage for s in g.players[0].bench] == [10, 10]  # Pidgey resists Fighting: not applied
    assert g.players[1].bench[0].damage == 0
    assert total(g) == n


def test_electabuzz_thundershock():
    check_flip_condition("Electabuzz", "Thundershock", "Paralyzed", 10)


def test_electabuzz_thunderpunch():
    check_bonus_or_recoil("Electabuzz", "Thunderpunch", 30)


def test_electrode_buzzap():
    """Electrode is Knocked Out (the opponent takes a Prize) and becomes an Energy card that provides
    2 Energy of the chosen type."""
    g = new_game(side(mon("Zapdos", energy=["Lightning Energy"] * 2),
                      bench=[mon("Electrode", "Voltorb", energy=["Water Energy"]), "Pikachu"]),
                 side("Chansey"))
    n = total(g)
    thunderbolt = Attack(1)
    assert thunderbolt not in g.legal_actions()
    power(g, 1)
    assert g.pending.options == (0, 2)
    choose(g, 0)
    choose(g, "Lightning")
    me, them = g.players[0], g.players[1]
    assert [g.name_of(s.top) for s in me.slots()] == ["Zapdos", "Pikachu"]
    assert sorted(g.name_of(u) for u in me.active.energy) == ["Electrode", "Lightning Energy", "Lightning Energy"]
    assert zone_names(g, 0, "discard") == ["Voltorb", "Water Energy"]
    assert len(them.prizes) == 5 and len(them.hand) == 1
    assert thunderbolt in g.legal_actions()  # 2 Lightning + Electrode's 2 Lightning
    do(g, thunderbolt)
    assert slot(g, 1).damage == 100
    assert sorted(zone_names(g, 0, "discard")) == ["Electrode", "Lightning Energy", "Lightning Energy",
                                                  "Voltorb", "Water Energy"]
    assert total(g) == n


def test_electrode_buzzap_last_prize_wins():
    g = new_game(side(mon("Electrode", "Voltorb"), bench=["Pikachu"]), side("Chansey", prizes=["Bill"]))
    power(g, 0)
    choose(g, "Fire")
    assert g.outcome is not None and g.outcome.winner == 1


def test_electrode_buzzap_from_the_active_spot():
    g = new_game(side(mon("Electrode", "Voltorb"), bench=["Pikachu", "Magnemite"]), side("Chansey"))
    n = total(g)
    power(g, 0)
    choose(g, 2)
    choose(g, "Psychic")
    assert g.pending is not None and g.pending.source == "knock out"  # choose a new Active
    choose(g, 2)
    assert g.name_of(slot(g, 0).top) == "Magnemite"
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Electrode"] and total(g) == n
    # Alone in play, Electrode has nobody to attach to.
    g = new_game(side(mon("Electrode", "Voltorb")), side("Chansey"))
    assert UsePower(0, 0) not in g.legal_actions()


def test_electrode_electric_shock():
    check_self_damage_on_tails("Electrode", "Electric Shock", 50, 10, "Voltorb")


def test_pidgeotto_whirlwind():
    check_whirlwind("Pidgeotto", 20, "Pidgey")


def test_pidgeotto_mirror_move():
    """Ivysaur attacked Pidgeotto last turn (20 damage, Poisoned): Mirror Move does the same back."""
    g = new_game(side(attacker("Pidgeotto", "Mirror Move", "Pidgey")), side(attacker("Ivysaur", "Poisonpowder")),
                 current=1)
    n = total(g)
    attack(g, "Poisonpowder")  # player 1's turn
    assert slot(g, 0).damage == 30  # 20 + 10 Poison
    attack(g, "Mirror Move")
    assert slot(g, 1).damage == 30 and slot(g, 1).poison == 10  # 20 + 10 Poison at the Checkup
    assert slot(g, 0).damage == 40
    assert total(g) == n


def test_pidgeotto_mirror_move_does_nothing_if_not_attacked():
    g = new_game(side(attacker("Pidgeotto", "Mirror Move", "Pidgey")), side("Chansey"))
    attack(g, "Mirror Move")
    assert slot(g, 1).damage == 0 and slot(g, 1).poison == 0 and g.current == 1


def test_arcanine_flamethrower():
    check_discard_fire("Arcanine", "Flamethrower", 50, "Growlithe")


def test_arcanine_take_down():
    g = new_game(side(attacker("Arcanine", "Take Down", "Growlithe")), side("Chansey"))
    n = total(g)
    attack(g, "Take Down")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (80, 30) and total(g) == n


def test_charmeleon_flamethrower():
    check_discard_fire("Charmeleon", "Flamethrower", 50, "Charmander")


def test_dewgong_ice_beam():
    check_flip_condition("Dewgong", "Ice Beam", "Paralyzed", 30, "Seel")


def test_farfetchd_leek_slap():
    """Tails: the attack does nothing. Either way it can't be used again while Farfetch'd stays in play,
    even after a trip to the Bench."""
    for heads in (H, T):
        g = new_game(side(attacker("Farfetch'd", "Pot Smash", extra=["Water Energy"]),
                          bench=[mon("Dratini", energy=["Water Energy"])]),
                     side("Chansey", hand=["Bill"]), seed=seed_for(heads))
        n = total(g)
        leek, pot = Attack(0), Attack(1)
        ev = do(g, leek)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == (30 if heads else 0)
        end_turn(g)  # the opponent's turn
        assert leek not in g.legal_actions() and pot in g.legal_actions()
        retreat(g, 1)
        end_turn(g)
        end_turn(g)
        retreat(g, 1)  # Farfetch'd is back in the Active Spot
        assert leek not in g.legal_actions() and pot in g.legal_actions()
        assert total(g) == n


def test_haunter_hypnosis():
    g = new_game(side(attacker("Haunter", "Hypnosis", "Gastly")), side("Zapdos"), seed=seed_for(T))
    ev = attack(g, "Hypnosis")
    assert coins(ev) == [T]  # the Checkup flip: still Asleep
    assert slot(g, 1).rot == ASLEEP and slot(g, 1).damage == 0


def test_haunter_dream_eater():
    g = new_game(side(attacker("Haunter", "Dream Eater", "Gastly")), side("Zapdos"))
    dream_eater = Attack(1)
    assert dream_eater not in g.legal_actions()
    reason = g.why_illegal(dream_eater)
    assert "Asleep" in reason
    g = new_game(side(attacker("Haunter", "Dream Eater", "Gastly")), side(mon("Zapdos", condition="Asleep")),
                 seed=seed_for(H))
    n = total(g)
    do(g, dream_eater)
    assert slot(g, 1).damage == 50 and total(g) == n


def test_ivysaur_poisonpowder():
    g = new_game(side(attacker("Ivysaur", "Poisonpowder", "Bulbasaur")), side("Zapdos"))
    attack(g, "Poisonpowder")
    assert (slot(g, 1).damage, slot(g, 1).poison) == (30, 10)


def test_jynx_doubleslap():
    check_flip_count("Jynx", "Doubleslap", 10, defender="Zapdos")


def test_jynx_meditate():
    g = new_game(side(attacker("Jynx", "Meditate")), side(mon("Zapdos", damage=30)))
    attack(g, "Meditate")
    assert slot(g, 1).damage == 30 + 50  # 20 + 10 for each of 3 damage counters


def test_kadabra_recover():
    check_recover("Kadabra", "Psychic", "Abra")


def test_kakuna_stiffen():
    check_protect("Kakuna", "Stiffen", "damage", "Weedle")


def test_kakuna_poisonpowder():
    check_flip_condition("Kakuna", "Poisonpowder", "Poisoned", 20, "Weedle")


def test_machoke_karate_chop():
    for damage, dealt in ((0, 50), (30, 20), (50, 0), (70, 0)):
        g = new_game(side(attacker("Machoke", "Karate Chop", "Machop", damage=damage)), side("Onix"))
        attack(g, "Karate Chop")
        assert slot(g, 1).damage == dealt, damage


def test_machoke_submission():
    g = new_game(side(attacker("Machoke", "Submission", "Machop")), side("Onix"))
    n = total(g)
    attack(g, "Submission")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (60, 20) and total(g) == n


def test_magikarp_flail():
    for counters in (0, 1, 2):
        g = new_game(side(attacker("Magikarp", "Flail", damage=10 * counters)), side("Zapdos"))
        attack(g, "Flail")
        assert slot(g, 1).damage == 10 * counters


def test_magmar_flamethrower():
    check_discard_fire("Magmar", "Flamethrower", 50)


def test_nidorino_double_kick():
    check_flip_count("Nidorino", "Double Kick", 30, "Nidoran ♂")


def test_poliwhirl_amnesia():
    g = new_game(side(attacker("Poliwhirl", "Amnesia", "Poliwag")),
                 side(mon("Zapdos", energy=["Lightning Energy"] * 4)))
    n = total(g)
    attack(g, "Amnesia")
    assert g.pending.options == ("Thunder", "Thunderbolt")
    choose(g, "Thunderbolt")
    assert g.current == 1
    assert Attack(1) not in g.legal_actions() and Attack(0) in g.legal_actions()
    assert "cannot use Thunderbolt" in g.why_illegal(Attack(1))
    end_turn(g)
    end_turn(g)  # two turns later Zapdos may use it again
    assert g.current == 1 and Attack(1) in g.legal_actions()
    assert total(g) == n


def test_poliwhirl_doubleslap():
    check_flip_count("Poliwhirl", "Doubleslap", 30, "Poliwag")


def test_porygon_conversion_1():
    """Chansey's Weakness (Fighting) becomes Lightning: Pikachu's Gnaw then does double damage."""
    g = new_game(side(attacker("Porygon", "Conversion 1"), bench=[attacker("Pikachu", "Gnaw")]),
                 side("Chansey"))
    n = total(g)
    attack(g, "Conversion 1")
    assert "Colorless" not in g.pending.options and "keep" in g.pending.options
    choose(g, "Lightning")
    end_turn(g)  # the opponent's turn
    retreat(g, 1)  # Porygon pays its 1 Energy; Pikachu comes in
    attack(g, "Gnaw")
    assert slot(g, 1).damage == 20
    assert total(g) == n
    # A Pokémon without Weakness: nothing to change, no question.
    g = new_game(side(attacker("Porygon", "Conversion 1")), side("Zapdos"))
    attack(g, "Conversion 1")
    assert g.pending is None and not slot(g, 1).effects


def test_porygon_conversion_2():
    """Porygon's Resistance (Psychic) becomes Lightning: Pikachu's 10 damage is resisted."""
    g = new_game(side(attacker("Porygon", "Conversion 2")), side(attacker("Pikachu", "Gnaw")))
    n = total(g)
    attack(g, "Conversion 2")
    assert set(g.pending.options) == {"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting"}
    choose(g, "Lightning")
    assert layer.resistance(g, slot(g, 0), g.card(slot(g, 0).top))[0][0] == "Lightning"
    attack(g, "Gnaw")
    assert slot(g, 0).damage == 0 and total(g) == n


def test_raticate_super_fang():
    """Half the Defending Pokémon's remaining HP, rounded up to the nearest 10."""
    for hp_left, dealt in ((120, 60), (90, 50), (70, 40), (50, 30), (10, 10)):
        g = new_game(side(attacker("Raticate", "Super Fang", "Rattata")),
                     side(mon("Chansey", damage=120 - hp_left), bench=["Dratini"]))
        attack(g, "Super Fang")
        if dealt < hp_left:
            assert slot(g, 1).damage == 120 - hp_left + dealt, hp_left
        else:
            assert g.name_of(slot(g, 1).top) == "Dratini", hp_left  # Knocked Out


# ---------------------------------------------------------------- 42-69
def test_wartortle_withdraw():
    check_protect("Wartortle", "Withdraw", "damage", "Squirtle")


def test_abra_psyshock():
    check_flip_condition("Abra", "Psyshock", "Paralyzed", 10)


def test_bulbasaur_leech_seed():
    g = new_game(side(attacker("Bulbasaur", "Leech Seed", damage=20)), side("Zapdos"))
    n = total(g)
    attack(g, "Leech Seed")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (20, 10) and total(g) == n
    # All damage prevented (Stiffen): no healing.
    g = new_game(side(attacker("Bulbasaur", "Leech Seed", damage=20)),
                 side(mon("Metapod", "Caterpie", energy=["Grass Energy"] * 2)), current=1, seed=seed_for(H))
    attack(g, "Stiffen")
    attack(g, "Leech Seed")
    assert (slot(g, 1).damage, slot(g, 0).damage) == (0, 20)


def test_caterpie_string_shot():
    check_flip_condition("Caterpie", "String Shot", "Paralyzed", 10)


def test_charmander_ember():
    check_discard_fire("Charmander", "Ember", 30)


def test_doduo_fury_attack():
    check_flip_count("Doduo", "Fury Attack", 10)


def test_drowzee_confuse_ray():
    check_flip_condition("Drowzee", "Confuse Ray", "Confused", 10)


def test_gastly_sleeping_gas():
    check_flip_condition("Gastly", "Sleeping Gas", "Asleep", 0)


def test_gastly_destiny_bond():
    """Knocked Out by the opponent's attack during their next turn: the attacker is Knocked Out too;
    both players take a Prize."""
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"]), bench=["Abra"]),
                 side(attacker("Pikachu", "Thunder Jolt"), bench=["Magnemite"]), seed=seed_for(H))
    n = total(g)
    attack(g, "Destiny Bond")
    assert zone_names(g, 0, "discard") == ["Psychic Energy"]
    ev = attack(g, "Thunder Jolt")
    assert coins(ev) == [H]
    assert sorted(e.player for e in ev if e.kind == "knockout") == [0, 1]
    assert g.name_of(slot(g, 0).top) == "Abra" and g.name_of(slot(g, 1).top) == "Magnemite"
    assert len(g.players[0].prizes) == 5 and len(g.players[1].prizes) == 5
    assert total(g) == n


def test_gastly_destiny_bond_not_by_poison():
    """Poisoned Gastly survives the attack and is Knocked Out by Poison at the Checkup: no Pokémon
    Knocked it Out, so the attacker stays."""
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"], poison=10), bench=["Abra"]),
                 side(attacker("Pikachu", "Gnaw"), bench=["Magnemite"]))
    n = total(g)
    attack(g, "Destiny Bond")
    assert slot(g, 0).damage == 10  # Poison at the Checkup
    attack(g, "Gnaw")  # 20 of 30 HP after the attack; the Checkup's Poison Knocks Gastly Out
    assert g.name_of(slot(g, 0).top) == "Abra"
    assert g.name_of(slot(g, 1).top) == "Pikachu" and slot(g, 1).damage == 0
    assert total(g) == n


def test_gastly_destiny_bond_expires():
    g = new_game(side(mon("Gastly", energy=["Psychic Energy", "Water Energy"]), bench=["Abra"]),
                 side(attacker("Pikachu", "Gnaw"), bench=["Magnemite"]))
    attack(g, "Destiny Bond")
    end_turn(g)  # the opponent does nothing; the effect ends
    assert not slot(g, 0).has_effect(layer.ON_KNOCKED_OUT)


def test_koffing_foul_gas():
    for heads in (H, T):
        g = new_game(side(attacker("Koffing", "Foul Gas")), side("Zapdos"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Foul Gas")
        assert coins(ev) == [heads]
        d = slot(g, 1)
        if heads:
            assert (d.damage, d.poison, d.rot) == (20, 10, NONE)
        else:
            assert (d.damage, d.poison, d.rot) == (10, 0, CONFUSED)
        assert total(g) == n


def test_magnemite_thunder_wave():
    check_flip_condition("Magnemite", "Thunder Wave", "Paralyzed", 10)


def test_magnemite_selfdestruct():
    g = new_game(side(attacker("Magnemite", "Selfdestruct"), bench=["Chansey"]),
                 side("Onix", bench=["Pidgey"]))
    n = total(g)
    attack(g, "Selfdestruct")
    assert slot(g, 1).damage == 40 and g.players[1].bench[0].damage == 10
    assert g.name_of(slot(g, 0).top) == "Chansey" and slot(g, 0).damage == 10
    assert len(g.players[1].prizes) == 5 and total(g) == n


def test_metapod_stiffen():
    check_protect("Metapod", "Stiffen", "damage", "Caterpie")


def test_metapod_stun_spore():
    check_flip_condition("Metapod", "Stun Spore", "Paralyzed", 20, "Caterpie")


def test_nidoran_horn_hazard():
    for heads in (H, T):
        g = new_game(side(attacker("Nidoran ♂", "Horn Hazard")), side("Zapdos"), seed=seed_for(heads))
        ev = attack(g, "Horn Hazard")
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == (30 if heads else 0)
        assert g.current == 1  # the attack was used either way: the turn is over


def test_onix_harden():
    """During the opponent's next turn, 30 or less damage (after Weakness and Resistance) is prevented;
    more than 30 is done in full."""
    cases = (
        (attacker("Ponyta", "Flame Tail"), "Flame Tail", (), 0),  # exactly 30: prevented
        (attacker("Growlithe", "Flare"), "Flare", ("PlusPower",), 0),  # 20 + PlusPower 10 = 30: prevented
        (attacker("Bulbasaur", "Leech Seed"), "Leech Seed", (), 40),  # 20 x2 Weakness (Grass) = 40
        (attacker("Machoke", "Submission", "Machop"), "Submission", (), 60),
    )
    for foe, atk, hand, dealt in cases:
        g = new_game(side(attacker("Onix", "Harden")), side(foe, hand=hand))
        n = total(g)
        attack(g, "Harden")
        for card in hand:
            play(g, card, 0)
        attack(g, atk)
        assert slot(g, 0).damage == dealt, atk
        assert total(g) == n


def test_pidgey_whirlwind():
    check_whirlwind("Pidgey", 10)


def test_pikachu_thunder_jolt():
    check_self_damage_on_tails("Pikachu", "Thunder Jolt", 30, 10)


def test_poliwag_water_gun():
    check_water_gun("Poliwag", "Water Gun")


def test_sandshrew_sand_attack():
    """The Defending Pokémon's next attack: its owner flips; tails, the attack does nothing."""
    for heads in (H, T):
        g = new_game(side(attacker("Sandshrew", "Sand-attack")), side(attacker("Machop", "Low Kick")),
                     seed=seed_for(heads))
        n = total(g)
        attack(g, "Sand-attack")
        assert slot(g, 1).damage == 10
        ev = attack(g, "Low Kick")
        assert coins(ev) == [heads]
        assert slot(g, 0).damage == (20 if heads else 0)
        assert g.current == 0 and total(g) == n


def test_squirtle_bubble():
    check_flip_condition("Squirtle", "Bubble", "Paralyzed", 10)


def test_squirtle_withdraw():
    check_protect("Squirtle", "Withdraw", "damage")


def test_starmie_recover():
    check_recover("Starmie", "Water", "Staryu")


def test_starmie_star_freeze():
    check_flip_condition("Starmie", "Star Freeze", "Paralyzed", 20, "Staryu")


def test_tangela_bind():
    check_flip_condition("Tangela", "Bind", "Paralyzed", 20)


def test_tangela_poisonpowder():
    g = new_game(side(attacker("Tangela", "Poisonpowder")), side("Zapdos"))
    attack(g, "Poisonpowder")
    assert (slot(g, 1).damage, slot(g, 1).poison) == (30, 10)


def test_vulpix_confuse_ray():
    check_flip_condition("Vulpix", "Confuse Ray", "Confused", 10)


def test_weedle_poison_sting():
    check_flip_condition("Weedle", "Poison Sting", "Poisoned", 10)


# ---------------------------------------------------------------- damage rulings
def test_weakness_before_resistance():
    """Porygon (Weakness Fighting x2) changes its Resistance to Fighting (-30): a 20-damage Fighting attack
    does 20 x2 - 30 = 10 (Resistance first would give 0)."""
    g = new_game(side(attacker("Porygon", "Conversion 2")), side(attacker("Machop", "Low Kick")))
    n = total(g)
    attack(g, "Conversion 2")
    assert "Colorless" not in g.pending.options
    choose(g, "Fighting")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 10 and total(g) == n


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
