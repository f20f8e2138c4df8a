"""Helpers for the Jungle (base2) and Fossil (base3) attack tests: a card database holding Base Set,
Jungle and Fossil (the shipped one holds only Base Set), positions built on it, and one checker per
common attack shape.

Cards of these sets share names with Base Set cards, so tests name them by id ("base2-60" is
Jungle's Pikachu); Energy and opposing Pokémon are named (their Base Set printing).
"""

from __future__ import annotations

from functools import lru_cache

from engine_helpers import H, T, attack, choose, coins, mon, seed_for, side, slot, take_found, total, zone_names

from desktop.engine.cards import CardDB, CardDef, load_set
from desktop.engine.game import Game
from desktop.engine.scenario import build_game, find_card
from desktop.engine.state import ROTATION_NAMES, Slot

SETS = ("base1", "base2", "base3")
# Opponents big enough to survive most attacks, without Weakness or Resistance to the attacker's type.
DEFENDERS = {"Fighting": "Blastoise", "Psychic": "Blastoise"}
DEFAULT_DEFENDER = "Chansey"


@lru_cache(maxsize=1)
def classic_db() -> CardDB:
    """Base Set, Jungle and Fossil together (loaded once)."""
    return CardDB([load_set(s) for s in SETS])


def card(ref: str) -> CardDef:
    return find_card(classic_db(), ref)


def new_game(me: dict, them: dict, seed: int = 0, **options) -> Game:
    """Player 0 (``me``) is to move in their main phase, turn 3 unless told otherwise."""
    return build_game({"seed": seed, "players": [me, them], **options}, classic_db())


def energy_for(ref: str, attack_name: str) -> list[str]:
    """Basic Energy cards paying exactly the attack's cost (Colorless paid with the card's own type,
    or Water Energy for Colorless Pokémon)."""
    cdef = card(ref)
    cost = next(a.cost for a in cdef.attacks if a.name == attack_name)
    own = cdef.type if cdef.type != "Colorless" else "Water"
    return [f"{own if t == 'Colorless' else t} Energy" for t in cost]


def attacker(ref: str, attack_name: str, *under: str, extra=(), **kw) -> dict:
    return mon(ref, *under, energy=energy_for(ref, attack_name) + list(extra), **kw)


def defender_for(ref: str) -> str:
    return DEFENDERS.get(card(ref).type, DEFAULT_DEFENDER)


def printed(ref: str, attack_name: str) -> int:
    return next(a.damage for a in card(ref).attacks if a.name == attack_name)


def lasting(s: Slot) -> list:
    """The effects on a Pokémon, without the record of the last attack on it (Mirror Move's)."""
    return [e for e in s.effects if e[0] != "attacked"]


# ---------------------------------------------------------------- shared shapes
def check_condition(ref: str, attack_name: str, condition: str, *under: str) -> None:
    """The Defending Pokémon is now ``condition`` (an Asleep one stays asleep at the Checkup: tails)."""
    flips = (T,) if condition == "Asleep" else ()
    g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref)), seed=seed_for(*flips))
    n = total(g)
    ev = attack(g, attack_name)
    assert coins(ev) == list(flips)
    d = slot(g, 1)
    poisoned = condition == "Poisoned"
    assert d.damage == printed(ref, attack_name) + (10 if poisoned else 0)  # Poison counts at the Checkup
    assert ROTATION_NAMES[d.rot] == ("" if poisoned else condition)
    assert d.poison == (10 if poisoned else 0)
    assert g.current == 1 and total(g) == n


def check_flip_condition(ref: str, attack_name: str, condition: str, *under: str, also: str = "") -> None:
    """Flip a coin; heads: the Defending Pokémon is now ``condition`` (and ``also``); tails: only the damage."""
    damage = printed(ref, attack_name)
    for heads in (H, T):
        flips = (H, T) if heads and condition == "Asleep" else (heads,)
        g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref)), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == list(flips)
        d = slot(g, 1)
        states = ({condition, also} - {""}) if heads else set()
        poisoned = "Poisoned" in states
        assert d.damage == damage + (10 if poisoned else 0)
        assert ROTATION_NAMES[d.rot] == next((s for s in states if s != "Poisoned"), "")
        assert d.poison == (10 if poisoned else 0)
        assert slot(g, 0).rot == 0  # nothing happens to the attacker
        assert g.current == 1 and total(g) == n


def check_times(ref: str, attack_name: str, n_coins: int, *under: str) -> None:
    """Flip ``n_coins`` coins; the printed damage times the number of heads."""
    per = printed(ref, attack_name)
    patterns = [(H,) * n_coins, (T,) * n_coins, tuple(H if i % 2 else T for i in range(n_coins))]
    for flips in patterns:
        if per * sum(flips) >= 120:  # keep the Defending Pokémon in play
            flips = (T,) + flips[1:]
        g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref)), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == list(flips)
        assert slot(g, 1).damage == per * sum(flips)
        assert total(g) == n


def check_more_on_heads(ref: str, attack_name: str, more: int, *under: str) -> None:
    """Quick Attack, Stomp: heads, the printed damage plus ``more``; tails, the printed damage."""
    base = printed(ref, attack_name)
    for heads in (H, T):
        g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref)), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == base + (more if heads else 0)
        assert slot(g, 0).damage == 0 and total(g) == n


def check_water_gun(ref: str, attack_name: str, *under: str) -> None:
    """+10 damage per Water Energy not used to pay the cost, at most +20."""
    cost = next(a.cost for a in card(ref).attacks if a.name == attack_name)
    base = printed(ref, attack_name)
    exact = ["Water Energy" if t == "Water" else "Fire Energy" for t in cost]  # Fire pays Colorless
    cases = [
        (exact, base),
        (["Water Energy"] * len(cost), base),  # Water paying Colorless is not extra
        (exact + ["Water Energy"], base + 10),
        (exact + ["Water Energy"] * 2, base + 20),
        (exact + ["Water Energy"] * 4, base + 20),  # no more than 20 extra
        (exact + ["Fire Energy"], base),
        (exact + ["Double Colorless Energy"], base),
    ]
    for energy, damage in cases:
        g = new_game(side(mon(ref, *under, energy=energy)), side("Chansey"))
        n = total(g)
        attack(g, attack_name)
        assert slot(g, 1).damage == damage, energy
        assert total(g) == n


def check_rage(ref: str, attack_name: str, *under: str) -> None:
    """The printed damage plus 10 for each damage counter on the attacker."""
    for counters in (0, 3):
        g = new_game(side(attacker(ref, attack_name, *under, damage=10 * counters)), side(defender_for(ref)))
        n = total(g)
        attack(g, attack_name)
        assert slot(g, 1).damage == printed(ref, attack_name) + 10 * counters
        assert slot(g, 0).damage == 10 * counters and total(g) == n


NIDOKING = ("Nidoking", "Toxic", "Nidoran ♂", "Nidorino")  # 20 damage and Poisoned (20 a Checkup)


def check_agility(ref: str, attack_name: str, *under: str) -> None:
    """Heads: during the opponent's next turn, all effects of attacks, damage included, are prevented."""
    for heads in (H, T):
        opponent = attacker(NIDOKING[0], NIDOKING[1], *NIDOKING[2:])
        g = new_game(side(attacker(ref, attack_name, *under)), side(opponent), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, attack_name)
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == printed(ref, attack_name)
        attack(g, "Toxic")
        me = slot(g, 0)
        assert (me.damage, me.poison) == ((0, 0) if heads else (40, 20))
        assert g.current == 0 and not lasting(me)  # ended with the opponent's turn
        assert total(g) == n


HITMONCHAN = ("Hitmonchan", "Special Punch")  # 40 damage, Fighting


def check_minimize(ref: str, attack_name: str, *under: str) -> None:
    """During the opponent's next turn, damage done to it by attacks is reduced by 20 (after Weakness)."""
    g = new_game(side(attacker(ref, attack_name, *under)), side(attacker(*HITMONCHAN)))
    n = total(g)
    attack(g, attack_name)
    assert slot(g, 1).damage == 0
    attack(g, "Special Punch")
    weak = any(t == "Fighting" for t, _v in card(ref).weaknesses)
    assert slot(g, 0).damage == (80 if weak else 40) - 20
    assert g.current == 0 and not lasting(slot(g, 0))  # over with the opponent's turn
    assert total(g) == n


def check_bench_hit(ref: str, attack_name: str, amount: int, *under: str) -> None:
    """Choose 1 of the opponent's Benched Pokémon: ``amount`` damage to it, without Weakness."""
    g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref), bench=["Pidgey", "Dratini"]))
    n = total(g)
    attack(g, attack_name)
    assert g.pending is not None and g.pending.purpose == "damage_target" and g.to_move == 0
    assert set(g.pending.options) == {11, 12}
    choose(g, 12)
    them = g.players[1]
    assert [s.damage for s in them.bench] == [0, amount]
    assert them.active.damage == printed(ref, attack_name)
    assert total(g) == n
    # One Benched Pokémon: no question. Pidgey is weak to Lightning, Dratini resists Psychic: no matter.
    for bench in (["Pidgey"], ["Dratini"]):
        g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref), bench=bench))
        attack(g, attack_name)
        assert g.pending is None and g.players[1].bench[0].damage == amount
    # No Benched Pokémon: only the damage to the Defending Pokémon.
    g = new_game(side(attacker(ref, attack_name, *under)), side(defender_for(ref)))
    attack(g, attack_name)
    assert g.pending is None and slot(g, 1).damage == printed(ref, attack_name)


def check_call_for_family(ref: str, attack_name: str, names: tuple[str, ...], others: tuple[str, ...],
                          *under: str) -> None:
    """Search the deck for a Basic Pokémon (one of ``names``; ``others`` don't qualify) and put it
    onto the Bench; shuffle. Not usable with a full Bench."""
    deck = ["Fighting Energy"] * 4 + list(others) + list(names) + list(names)
    g = new_game(side(attacker(ref, attack_name, *under), deck=deck), side("Chansey"))
    n = total(g)
    ev = attack(g, attack_name)
    if len(names) > 1:  # one option per different card
        assert g.pending is not None and g.pending.purpose == "deck_to_bench" and g.pending.zone == "deck"
        assert [g.name_of(u) for u in g.pending.options] == sorted(names)
        ev += choose(g, next(u for u in g.pending.options if g.name_of(u) == names[-1]))
    else:
        ev += take_found(g)
    me = g.players[0]
    assert [g.name_of(s.top) for s in me.bench] == [names[-1]]
    assert me.bench[0].entered == 3
    assert len(me.deck) == len(deck) - 1 and names[-1] in [g.name_of(u) for u in me.deck]
    assert any(e.kind == "shuffle" and e.player == 0 for e in ev)
    assert slot(g, 1).damage == 0 and total(g) == n
    # Nothing to find: the deck is still searched and shuffled.
    g = new_game(side(attacker(ref, attack_name, *under), deck=list(others) * 2), side("Chansey"))
    ev = attack(g, attack_name)
    assert not g.players[0].bench and any(e.kind == "shuffle" for e in ev)
    # A full Bench: the attack can't be used.
    g = new_game(side(attacker(ref, attack_name, *under), bench=["Dratini"] * 5, deck=deck), side("Chansey"))
    assert attack_name not in offered_attacks(g)


def offered_attacks(g: Game) -> list[str]:
    """Names of the attacks the player to move may use now."""
    active = g.card(g.players[g.current].active.top)
    return [active.attacks[a[1]].name for a in g.legal_actions() if a[0] == "attack"]


def check_selfdestruct(ref: str, attack_name: str, bench: int, *under: str, defender: str = "Chansey",
                       defender_damage: int | None = None) -> None:
    """Damage to the Defending Pokémon, ``bench`` to every Benched Pokémon on both sides (no Weakness or
    Resistance), as much as printed to the attacker itself, which is Knocked Out."""
    g = new_game(side(attacker(ref, attack_name, *under), bench=["Squirtle", "Pidgey"]),
                 side(defender, bench=["Onix", "Diglett"]))
    n = total(g)
    attack(g, attack_name)
    me, them = g.players[0], g.players[1]
    damage = printed(ref, attack_name)
    assert them.active.damage == (damage if defender_damage is None else defender_damage)
    assert [s.damage for s in them.bench] == [bench, bench]  # Onix: Grass-weak; Diglett: Lightning-resistant
    assert card(ref).hp <= damage and me.active is None  # it Knocked itself Out
    assert sorted(energy_for(ref, attack_name) + [card(ref).name, *under]) == zone_names(g, 0, "discard")
    assert len(them.prizes) == 5 and len(me.prizes) == 6
    assert g.pending is not None and g.pending.purpose == "new_active" and g.to_move == 0
    choose(g, 2)
    assert g.name_of(me.active.top) == "Pidgey" and [s.damage for s in me.slots()] == [bench, bench]
    assert g.current == 1 and total(g) == n


def check_smokescreen(ref: str, attack_name: str, *under: str) -> None:
    """If the Defending Pokémon attacks during the opponent's next turn, its owner flips: tails, nothing."""
    for heads in (H, T):
        g = new_game(side(attacker(ref, attack_name, *under)), side(attacker("Hitmonchan", "Jab")),
                     seed=seed_for(heads))
        n = total(g)
        attack(g, attack_name)
        assert slot(g, 1).damage == printed(ref, attack_name)
        ev = attack(g, "Jab")
        assert coins(ev) == [heads]
        weak = any(t == "Fighting" for t, _v in card(ref).weaknesses)
        assert slot(g, 0).damage == ((40 if weak else 20) if heads else 0)
        assert total(g) == n


def check_drain(ref: str, attack_name: str, half: bool, *under: str) -> None:
    """Remove damage counters from the attacker equal to (half) the damage done, never more than it has."""
    damage = printed(ref, attack_name)
    healed = (damage // 2 + 9) // 10 * 10 if half else damage
    for had in (healed + 20, healed - 10):
        g = new_game(side(attacker(ref, attack_name, *under, damage=had)), side(defender_for(ref)))
        n = total(g)
        attack(g, attack_name)
        assert slot(g, 1).damage == damage
        assert slot(g, 0).damage == max(0, had - healed)
        assert total(g) == n
