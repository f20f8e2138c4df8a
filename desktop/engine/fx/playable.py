"""When a Trainer card can be played and a Power used: the core's ``desktop/engine/playable.py``,
under its old name for the effect package and the table."""

from desktop.engine.playable import first_turn_forbids, power_usable, trainer_targets, usable_by_hand

__all__ = ["first_turn_forbids", "power_usable", "trainer_targets", "usable_by_hand"]
