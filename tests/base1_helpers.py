"""Shapes shared by the Base Set card tests: Energy paying an attack's cost, and checks that many
 attacks share (a coin for a Special Condition, Water Gun, Recover, Whirlwind...)."""

from __future__ import annotations

from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    coins,
    mon,
    new_game,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine.cards import default_db
from desktop.engine.state import ROTATION_NAMES


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



def zone_names_on(g, player: int, pos: int) -> list[str]:
    return sorted(g.name_of(u) for u in slot(g, player, pos).energy)
