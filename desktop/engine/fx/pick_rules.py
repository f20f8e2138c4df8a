"""Rules that take options away from a running effect's prompt, asked by ``Machine.choose`` only in a
game whose cards have them (``Game.static_points``), so that an effect never offers what it may not
touch:

* ``TRAINER_PROOF`` (Legendary Body, ``trainer_proof_nodes``): a Trainer card's effect (not a
  Stadium's) can't choose a Pokémon it can't affect, nor a card attached to one;
* ``DISCARD_UNTOUCHED`` (Allergic Pollen, ``discard_pile_guard_nodes``): an attack or a Pokémon Power
  can't take a card from a discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.engine.game import Game

TRAINER_PROOF = "trainer_proof"  # a Power: Trainer cards other than Stadiums don't affect this Active Pokémon
DISCARD_UNTOUCHED = "discard_untouched"  # a Power: attacks and Pokémon Powers don't affect discard piles
PICK_POINTS = frozenset({TRAINER_PROOF, DISCARD_UNTOUCHED})


def allowed_picks(game: Game, player: int, kind: str, zone: str, options: tuple) -> tuple:
    """``options`` of a prompt to ``player`` (of ``kind``, from ``zone``) without those a rule keeps
    the running effect from."""
    points = game.static_points
    if TRAINER_PROOF in points:
        from desktop.engine.fx.trainer_proof_nodes import trainer_picks

        options = trainer_picks(game, player, kind, zone, options)
    if DISCARD_UNTOUCHED in points and zone == "discard" and options:
        from desktop.engine.fx.discard_pile_guard_nodes import discard_untouched

        if discard_untouched(game):
            return ()
    return options
