"""The game's seeded random generator (SplitMix64).

Every coin flip and shuffle in a game goes through one ``GameRandom`` held by
the state. Its whole state is one integer, so cloning a game copies 8 bytes;
``random.Random`` carries 2.5 KB of Mersenne-Twister state and costs ~30 µs to
copy, more than our whole clone budget. Never use the global ``random``.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class GameRandom:
    """SplitMix64: fast, well-distributed, state is a single 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (multiply-shift; bias < 2**-57 for n <= 128)."""
        return (self.next64() * n) >> 64

    def coin(self) -> bool:
        """True for heads."""
        return bool(self.next64() >> 63)

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]

    def copy(self) -> GameRandom:
        return GameRandom(self.state)
