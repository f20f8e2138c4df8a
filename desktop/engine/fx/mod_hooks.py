"""The query points of the rules layer that today's cards added (issue #14), as neutral answers a
modifier overrides: each ``Mod`` inherits them (see ``mods.Mod`` for the older points)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


class ModHooks:
    """Neutral answers at the layer's newer query points."""

    __slots__ = ()

    def switched_in(self, game: Game, player: int, slot: Slot) -> None:
        """An Ability's rule when the opponent's new Active Pokémon ``slot`` came in (ON_SWITCHED_IN)."""

    def blocks_card(self, game: Game, slot: Slot, card: CardDef) -> bool:
        """Whether this Ability of the opponent's Pokémon ``slot`` stops a player from playing ``card``
        from their hand (NO_TRAINERS, read from the opponent's Pokémon in play)."""
        return False

    def adjust_theirs(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        """The Retreat Cost of the opponent's Pokémon ``target`` after this Ability (RETREAT_COST)."""
        return cost

    def recovers(self) -> bool:
        """Whether this Stadium's immunity also makes Pokémon recover from Special Conditions."""
        return False

    def benches_now(self, game: Game, player: int) -> bool:
        """Whether this Ability of a card in ``player``'s hand lets it go onto the Bench now (FROM_HAND_BENCH)."""
        return False

    def their_attach(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        """An Ability's rule when the opponent ``player`` attached Energy from their hand (ON_THEIR_ATTACH)."""

    def attacks_twice(self, game: Game, slot: Slot) -> bool:
        """Whether this Pokémon may attack again after its attack Knocked Out (ATTACK_TWICE)."""
        return False

    def team_defend(self, game: Game, holder: Slot, slot: Slot, amount: int) -> int:
        """Attack damage to ``slot`` after this Ability of ``holder``, its owner's Pokémon (TEAM_DEFENCE)."""
        return amount

    def provides_on(self, game: Game, slot: Slot, uid: int, provides: tuple[str, ...]) -> tuple[str, ...]:
        """What the Energy card ``uid`` attached to ``slot`` provides (ENERGY_PROVIDES)."""
        return provides

    def blocks(self, game: Game, source: Slot, slot: Slot) -> bool:
        """Whether this Ability of the Active Pokémon ``source`` takes the Abilities of ``slot`` away
        (NO_ABILITIES)."""
        return False

    def covers(self, game: Game, attacker: Slot) -> bool:
        """A team Ability at IGNORES_DEFENDER: whether it covers the attacks of ``attacker`` (Zap Zone)."""
        return False

    def team_extra(self, game: Game, attacker: Slot) -> int:
        """Damage an Ability adds to the attack of any of its owner's Pokémon, before Weakness
        (ATTACK_BONUS, read from every Pokémon in play of the attacking player)."""
        return 0

    def one_at_a_time(self) -> str:
        """The name of the Ability of which only 1 applies at a time ("You can't apply more than 1 Strong
        Cheer Ability at a time": TEAM bonuses at ATTACK_BONUS), or "" if each copy applies."""
        return ""

    def after_survive(self, game: Game, slot: Slot) -> None:
        """What happens once this SURVIVE rule kept ``slot`` from a Knock Out (a Tool: it is discarded)."""

    def benched_retaliation(self, game: Game, slot: Slot) -> int:
        """Damage counters (as damage) put on the attacker when an attack damaged this Pokémon on the
        Bench (ON_DAMAGED; most such rules need their Pokémon Active)."""
        return 0

    def on_played(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        """A Stadium's rule when ``player`` played a Pokémon from their hand onto their Bench at ``pos``
        (ON_PLAYED, asked of the Stadium in play: Rocket's Minefield Gym)."""

    def may_start(self, game: Game, player: int, bench: bool) -> bool:
        """Whether this Ability of a card in ``player``'s hand lets it be put face down at set-up in the
        Active Spot, or (``bench``) on the Bench, whatever its Stage (SETUP_ACTIVE)."""
        return False
