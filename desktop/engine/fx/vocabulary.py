"""Every node kind of the effect language, registered by importing its module."""

from desktop.engine.fx import (  # noqa: F401
    attach_nodes,
    card_nodes,
    classic_power_nodes,
    control,
    damage_nodes,
    discard_nodes,
    in_play_nodes,
    lasting_nodes,
    modern_mods,
    modern_nodes,
    mods,
    opponent_card_nodes,
    pipeline_nodes,
    power_nodes,
    procedures,
    spread_nodes,
    status_nodes,
    target_nodes,
    trigger_nodes,
    wizards_nodes,
)
