"""Every node kind of the effect language, registered by importing its module."""

from desktop.engine.fx import (  # noqa: F401
    bench_nodes,
    card_nodes,
    classic_power_nodes,
    control,
    damage_nodes,
    drain_nodes,
    mods,
    power_nodes,
    procedures,
    status_nodes,
    target_nodes,
)
