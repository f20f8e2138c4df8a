"""Every node kind of the effect language, registered by importing its module."""

from desktop.engine.fx import (  # noqa: F401
    card_nodes,
    control,
    damage_nodes,
    mods,
    power_nodes,
    procedures,
    status_nodes,
    target_nodes,
)
