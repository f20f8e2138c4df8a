"""Helpers for the Jungle and Fossil card tests: Pokémon by card id ("base2-60"), paid exactly
for one attack, and the checks many cards share (a coin for a Special Condition, N coins times
damage, "if heads, more damage")."""

from __future__ import annotations

from engine_helpers import H, T, attack, attack_index, coins, new_game, seed_for, side, slot, total

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.state import ROTATION_NAMES


def card(card_id: str):
    return default_db().get(card_id)


def pay(card_id: str, attack_name: str) -> list[str]:
    """Basic Energy paying exactly the attack's cost (Colorless paid with the card's own type,
    or with Water Energy for Colorless Pokémon)."""
    cdef = card(card_id)
    cost = next(a.cost for a in cdef.attacks if a.name == attack_name)
    own = cdef.type if cdef.type != "Colorless" else "Water"
    return [f"{own if t == 'Colorless' else t} Energy" for t in cost]


def ready(card_id: str, attack_name: str, extra=(), **kw) -> dict:
    """``card_id`` in play with the Energy for ``attack_name`` (plus ``extra``)."""
    return {"card": card_id, "energy": pay(card_id, attack_name) + list(extra), **kw}


def same_effects(holo: str, plain: str) -> None:
    """Two printings of one card share one definition."""
    a, b = card(holo), card(plain)
    assert a.name == b.name and a.implemented and b.implemented
    assert [(x.name, x.effect) for x in a.attacks] == [(x.name, x.effect) for x in b.attacks]
    assert [(x.name, x.effect, x.static) for x in a.powers] == [(x.name, x.effect, x.static) for x in b.powers]


def defender_for(card_id: str) -> str:
    """A Defending Pokémon with plenty of HP and no Weakness or Resistance to ``card_id``'s type."""
    return {"Fighting": "Nidoking", "Psychic": "Charizard"}.get(card(card_id).type, "Chansey")


def hit(card_id: str, attack_name: str, defender: str = "", seed: int = 0, **kw) -> tuple[Game, list]:
    """Attack a Defending Pokémon (see ``defender_for``) once; returns the game and the events,
    after checking that no card was lost."""
    g = new_game(side(ready(card_id, attack_name), **kw), side(defender or defender_for(card_id)), seed=seed)
    n = total(g)
    ev = attack(g, attack_name)
    assert total(g) == n
    return g, ev


def check_flip_condition(card_id: str, attack_name: str, *conditions: str, damage: int | None = None) -> None:
    """Flip a coin; heads: the Defending Pokémon is now each of ``conditions``."""
    printed = damage if damage is not None else next(a.damage for a in card(card_id).attacks
                                                     if a.name == attack_name)
    for heads in (H, T):
        flips = (H, T) if heads and "Asleep" in conditions else (heads,)  # stay Asleep at the Checkup
        g, ev = hit(card_id, attack_name, seed=seed_for(*flips))
        assert coins(ev) == list(flips)
        d = slot(g, 1)
        poisoned = heads and "Poisoned" in conditions
        assert d.damage == printed + (10 if poisoned else 0)  # Poison hits at the Checkup
        rotation = next((c for c in conditions if c != "Poisoned"), "") if heads else ""
        assert ROTATION_NAMES[d.rot] == rotation
        assert d.poison == (10 if poisoned else 0)


def check_condition(card_id: str, attack_name: str, condition: str) -> None:
    """No coin: the Defending Pokémon is now ``condition``."""
    g, ev = hit(card_id, attack_name, seed=seed_for(T))  # an Asleep Pokémon stays asleep on tails
    d = slot(g, 1)
    if condition == "Poisoned":
        assert d.poison == 10
    else:
        assert ROTATION_NAMES[d.rot] == condition


def check_times_heads(card_id: str, attack_name: str, n_coins: int) -> None:
    per = next(a.damage for a in card(card_id).attacks if a.name == attack_name)
    for flips in ((H,) * n_coins, (T,) * n_coins, (H,) + (T,) * (n_coins - 1)):
        g, ev = hit(card_id, attack_name, seed=seed_for(*flips))
        assert coins(ev) == list(flips)
        assert slot(g, 1).damage == per * sum(flips)


def check_more_on_heads(card_id: str, attack_name: str, more: int) -> None:
    base = next(a.damage for a in card(card_id).attacks if a.name == attack_name)
    for heads in (H, T):
        g, ev = hit(card_id, attack_name, seed=seed_for(heads))
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == base + (more if heads else 0)


def check_water_gun(card_id: str, attack_name: str, cap: int = 20) -> None:
    """+10 per Water Energy beyond the cost, at most ``cap`` more."""
    cdef = card(card_id)
    atk = cdef.attacks[next(i for i, a in enumerate(cdef.attacks) if a.name == attack_name)]
    exact = ["Water Energy" if t == "Water" else "Fire Energy" for t in atk.cost]
    for extra, more in ((0, 0), (1, 10), (2, 20), (4, cap)):
        g = new_game(side({"card": card_id, "energy": exact + ["Water Energy"] * extra}), side("Chansey"))
        attack(g, attack_name)
        assert slot(g, 1).damage == atk.damage + more, extra


def check_agility(card_id: str, attack_name: str) -> None:
    """Heads: during the opponent's next turn, prevent all effects of attacks, including damage."""
    for heads in (H, T):
        g = new_game(side(ready(card_id, attack_name)), side({"card": "Pikachu", "energy": ["Lightning Energy"]}),
                     seed=seed_for(heads))
        attack(g, attack_name)
        damage = slot(g, 0).damage
        attack(g, "Gnaw")  # the opponent: 10 damage (20 against a Pokémon weak to Lightning)
        assert (slot(g, 0).damage == damage) is heads


def attack_named(g: Game, name: str) -> int:
    return attack_index(g, name)
