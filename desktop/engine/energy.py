"""Energy arithmetic: what attached Energy provides and whether it pays a cost."""

from __future__ import annotations

ANY = "*"  # a unit of Energy that counts as every type (e.g. Rainbow Energy)


_NEEDS: dict[tuple[str, ...], tuple[tuple[str, int], ...]] = {}  # a cost -> its typed symbols and counts


def _needs(cost: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The Energy types ``cost`` names (not Colorless) with how many of each, in the order they come."""
    need: dict[str, int] = {}
    for symbol in cost:
        if symbol != "Colorless":
            need[symbol] = need.get(symbol, 0) + 1
    return tuple(need.items())


def cost_met(units: list[str], cost: tuple[str, ...]) -> bool:
    """True if the Energy ``units`` can pay ``cost`` (Colorless is paid by anything)."""
    if len(units) < len(cost):
        return False
    if type(cost) is tuple:  # the printed costs, a few dozen in a game: each counted once
        need = _NEEDS.get(cost)
        if need is None:
            need = _NEEDS[cost] = _needs(cost)
    else:
        need = _needs(tuple(cost))
    if not need:
        return True
    if len(need) == 1 and ANY not in units:  # one type: count it
        symbol, count = need[0]
        return units.count(symbol) >= count
    wild = 0
    have: dict[str, int] = {}
    for unit in units:
        if unit == ANY:
            wild += 1
        else:
            have[unit] = have.get(unit, 0) + 1
    short = 0
    for symbol, count in need:
        missing = count - have.get(symbol, 0)
        if missing > 0:
            short += missing
    return short <= wild


def extra_units(units: list[str], cost: tuple[str, ...], energy_type: str) -> int:
    """Units of ``energy_type`` left over after paying ``cost`` as cheaply as possible
    (other types pay Colorless first). Used by 'not used to pay for this attack' texts."""
    of_type = sum(1 for u in units if u == energy_type)
    need_type = sum(1 for s in cost if s == energy_type)
    colorless = sum(1 for s in cost if s == "Colorless")
    others = len(units) - of_type - sum(1 for s in cost if s not in (energy_type, "Colorless"))
    colorless_paid_by_type = max(0, colorless - max(0, others))
    return max(0, of_type - need_type - colorless_paid_by_type)
