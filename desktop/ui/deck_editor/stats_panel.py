"""The statistics panel: cards by kind and type, the attack-cost curve and opening-hand odds."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.decks.model import Deck
from desktop.decks.stats import DeckStats, deck_stats
from desktop.ui.deck_editor.chart import Bar, BarChart, SplitBar
from desktop.ui.deck_editor.thumbnails import TRAINER_COLOUR, TYPE_COLOURS

KIND_COLOURS = {"pokemon": "#f2c14e", "trainer": TRAINER_COLOUR, "energy": "#7fb7e6"}
KIND_LABELS = {"pokemon": "Pokémon", "trainer": "Trainer", "energy": "Energy"}


def percent(p: float) -> str:
    """0.8765 -> "87.6%"; certainties are shown without decimals."""
    if p >= 1.0:
        return "100%"
    if p <= 0.0:
        return "0%"
    return f"{p * 100:.1f}%"


def mulligans(expected: float) -> str:
    """Expected mulligans as a short number ("never" a playable hand if infinite)."""
    if math.isinf(expected):
        return "—"
    return f"{expected:.2f}"


class StatsPanel(QWidget):
    """Recomputed from a :class:`Deck` whenever the list changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: DeckStats | None = None
        title = QLabel("Statistics")
        title.setObjectName("PanelTitle")
        self.kinds = SplitBar()
        self.trainer_line = QLabel()
        self.trainer_line.setObjectName("Hint")
        self.types = BarChart("Types", empty_text="No Pokémon or Energy yet", legend=("Pokémon", "Energy"))
        self.curve = BarChart("Attack costs (Energy needed)", empty_text="No attacks yet")
        self.opening = QLabel()
        self.opening.setObjectName("BigNumber")
        self.opening_text = QLabel()
        self.opening_text.setWordWrap(True)
        self.mulligan = QLabel()
        self.mulligan.setObjectName("BigNumber")
        self.mulligan_text = QLabel()
        self.mulligan_text.setWordWrap(True)
        odds = QGridLayout()
        odds.setHorizontalSpacing(10)
        odds.setVerticalSpacing(2)
        odds.addWidget(self.opening, 0, 0)
        odds.addWidget(self.opening_text, 0, 1)
        odds.addWidget(self.mulligan, 1, 0)
        odds.addWidget(self.mulligan_text, 1, 1)
        odds.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(title)
        layout.addWidget(self.kinds)
        layout.addWidget(self.trainer_line)
        layout.addLayout(odds)
        layout.addWidget(self.types, 1)
        layout.addWidget(self.curve, 1)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        """The least height that shows everything at ``width`` (the charts may shrink to
        their minimum): the side panel's scroll area scrolls only below this, not below
        the comfortable height."""
        layout = self.layout()
        assert layout is not None  # set in __init__
        return layout.totalMinimumHeightForWidth(width)

    def update_from(self, deck: Deck) -> None:
        """Recompute everything for ``deck``."""
        stats = deck_stats(deck)
        self.stats = stats
        self.kinds.set_parts([(KIND_LABELS[k], stats.supertypes.get(k, 0), KIND_COLOURS[k]) for k in KIND_LABELS])
        trainers = ", ".join(f"{n} {kind}" for kind, n in stats.trainer_subtypes.items())
        self.trainer_line.setText(f"Trainers: {trainers}" if trainers else "No Trainer cards")
        types = list(dict.fromkeys([*stats.pokemon_types, *stats.energy_types]))
        self.types.set_bars([
            Bar(t, (stats.pokemon_types.get(t, 0), stats.energy_types.get(t, 0)),
                (TYPE_COLOURS.get(t, "#9aa3ad"),))
            for t in types
        ])
        costs = stats.attack_costs
        self.curve.set_bars([Bar(str(cost), (n,), ("#f2c14e",)) for cost, n in costs.items()])
        self.opening.setText(percent(stats.opening_basic) if stats.total else "—")
        self.opening_text.setText(
            f"chance your opening 7 cards hold a Basic Pokémon ({stats.basic_pokemon} in the deck)")
        self.mulligan.setText(mulligans(stats.expected_mulligans) if stats.total else "—")
        self.mulligan_text.setText("mulligans expected per game (redraws for a hand with no Basic Pokémon)")
