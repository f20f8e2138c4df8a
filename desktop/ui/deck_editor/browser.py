"""The card browser: every card as a thumbnail grid, searchable and filterable; a card Holofoil
can't run yet is marked "Not playable yet"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.decks.formats import Format, FormatError, load_formats
from desktop.engine.cards import CardDef, default_db
from desktop.ui.deck_editor import search
from desktop.ui.deck_editor.search import CardQuery, matching_rows, narrows
from desktop.ui.deck_editor.thumbnails import CardImages

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
WARM_SLICE = 100  # cards whose search text is prepared per idle tick
THUMB_WIDTH = 104
CELL = QSize(THUMB_WIDTH + 14, round(THUMB_WIDTH * 88 / 63) + 30)

Index = QModelIndex | QPersistentModelIndex


class CardListModel(QAbstractListModel):
    """All browsable cards, in browser order. ``in_deck(card_id)`` supplies the badges."""

    def __init__(self, cards: list[CardDef], images: CardImages, in_deck: Callable[[str], int]) -> None:
        super().__init__()
        self.cards = sorted(cards, key=search.sort_key)
        self.images = images
        self.in_deck = in_deck
        self._row_of = {card.id: row for row, card in enumerate(self.cards)}
        images.ready.connect(self._image_ready)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        card = self.cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.name
        if role == CARD_ROLE:
            return card
        if role == Qt.ItemDataRole.DecorationRole:
            return self.images.pixmap(card, THUMB_WIDTH)
        if role == Qt.ItemDataRole.ToolTipRole:
            if not card.implemented:
                return (f"{card.name} ({card.set_code} {card.number})\nNot playable yet: Holofoil can't run "
                        f"{', '.join(card.missing)} yet. A deck with this card can't be played.")
            return f"{card.name} ({card.set_code} {card.number})\nDouble-click, press Enter or drag to the deck to add."
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{card.name}, {search.supertype(card)}, {card.set_code} {card.number}"
        return None

    def refresh_badges(self) -> None:
        """The deck changed: repaint the in-deck counts."""
        if self.cards:
            self.dataChanged.emit(self.index(0), self.index(len(self.cards) - 1), [CARD_ROLE])

    def _image_ready(self, card_id: str) -> None:
        row = self._row_of.get(card_id)
        if row is not None:
            index = self.index(row)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])


class CardFilterModel(QAbstractListModel):
    """The cards that match the current :class:`CardQuery`, best matches first: the cards a name
    matches before those whose rules text only mentions the words. Filtering and ranking are
    done in one pass over the cards per query (a proxy model that sorts through Qt calls back into
    Python tens of thousands of times per keystroke)."""

    def __init__(self) -> None:
        super().__init__()
        self.query = CardQuery()
        self.source: CardListModel | None = None
        self.rows: list[int] = []  # source rows shown, in order
        self._position: dict[int, int] = {}  # source row -> row here
        self._filtered_once = False  # self.rows holds the result of self.query

    def setSourceModel(self, model: CardListModel) -> None:  # noqa: N802 (the Qt proxy's name)
        self.source, self._filtered_once = model, False
        model.dataChanged.connect(self._source_changed)
        self.set_query(self.query)

    def set_query(self, query: CardQuery) -> None:
        """Filter and rank by ``query`` from now on."""
        cards = self.source.cards if self.source is not None else []
        within = self.rows if self._filtered_once and narrows(self.query, query) else None
        matching = matching_rows(cards, query, within)  # typing on narrows the last result
        self.query, self._filtered_once = query, True
        if matching == self.rows:
            return  # nothing to redraw (a space typed, or a word every match already has)
        self.beginResetModel()
        self.rows = matching
        self._position = {row: i for i, row in enumerate(matching)}
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.source is None or index.row() >= len(self.rows):
            return None
        return self.source.data(self.source.index(self.rows[index.row()]), role)

    def _source_changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int]) -> None:
        if top.row() == bottom.row():  # one card (its art arrived)
            row = self._position.get(top.row())
            if row is not None:
                self.dataChanged.emit(self.index(row), self.index(row), roles)
        elif self.rows:  # the badges: every card
            self.dataChanged.emit(self.index(0), self.index(len(self.rows) - 1), roles)


class CardTileDelegate(QStyledItemDelegate):
    """A card thumbnail with its name under it and, if in the deck, a gold count badge."""

    def __init__(self, model: CardListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802 (Qt API)
        return CELL

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        card: CardDef = index.data(CARD_ROLE)
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        rect: QRect = option.rect
        painter.save()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        if selected or hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3a4a60") if selected else QColor("#2a3647"))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        size = pixmap.deviceIndependentSize()
        pix_width, pix_height = round(size.width()), round(size.height())
        x = rect.x() + (rect.width() - pix_width) // 2
        painter.drawPixmap(x, rect.y() + 4, pixmap)
        if not card.implemented:
            _not_playable_mark(painter, QRect(x, rect.y() + 4, pix_width, pix_height), option.font)
        font = QFont(option.font)
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor("#eef2f7"))
        text_rect = QRect(rect.x() + 2, rect.y() + 6 + pix_height, rect.width() - 4, 20)
        name = painter.fontMetrics().elidedText(card.name, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
        count = self.model.in_deck(card.id)
        if count:
            badge = QRect(x + pix_width - 30, rect.y() + 8, 26, 22)
            painter.setPen(QColor("#1b1b1b"))
            painter.setBrush(QColor("#f2c14e"))
            painter.drawRoundedRect(badge, 11, 11)
            bold = QFont(font)
            bold.setBold(True)
            painter.setFont(bold)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"{count}")
        painter.restore()


NOT_PLAYABLE_TEXT = "Not playable yet"


def _formats() -> tuple[Format, ...]:
    """The formats for the filter (none if the format file cannot be read: the editor's formats line
    says why)."""
    try:
        return load_formats()
    except FormatError:
        return ()


def _not_playable_mark(painter: QPainter, card: QRect, base: QFont) -> None:
    """Dim a thumbnail and band it with "Not playable yet" (a card Holofoil can't run)."""
    painter.fillRect(card, QColor(12, 16, 22, 120))
    band = QRect(card.x(), card.y() + card.height() // 2 - 11, card.width(), 22)
    painter.fillRect(band, QColor("#b3261e"))
    font = QFont(base)
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, NOT_PLAYABLE_TEXT)


class CardGrid(QListView):
    """The thumbnail grid. Enter / Return asks to add the current card."""

    activated_card = Signal(object)  # CardDef: double-click or Enter
    hovered_card = Signal(object)  # CardDef under the mouse (or the keyboard's current card)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardGrid")
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setGridSize(CELL)
        self.setSpacing(0)
        self.setWrapping(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(False)  # drags are handled by DragController (QTest can drive it)
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.setAccessibleName("Card browser")
        self.doubleClicked.connect(self._emit_activated)
        self.entered.connect(self._emit_hovered)

    def setModel(self, model) -> None:  # noqa: N802 (Qt API)
        super().setModel(model)
        self.selectionModel().currentChanged.connect(self._current_changed)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._emit_hovered(current)

    def card_at(self, index: Index) -> CardDef | None:
        return index.data(CARD_ROLE) if index.isValid() else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus):
            card = self.card_at(self.currentIndex())
            if card is not None:
                self.activated_card.emit(card)
            event.accept()
            return
        super().keyPressEvent(event)

    def _emit_activated(self, index: Index) -> None:
        card = self.card_at(index)
        if card is not None:
            self.activated_card.emit(card)

    def _emit_hovered(self, index: Index) -> None:
        card = self.card_at(index)
        if card is not None:
            self.hovered_card.emit(card)


SEARCH_PLACEHOLDERS = (  # longest first: the search box shows the longest that fits
    "Search names and rules text, e.g. “Fire”, “Paralyzed”, “draw”",
    "Search names and rules text, e.g. “Fire”",
    "Search names and rules text",
    "Search cards",
)


class CardBrowser(QWidget):
    """Search box, facet filters, a match count and the grid."""

    def __init__(self, cards: list[CardDef], images: CardImages, in_deck: Callable[[str], int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardBrowser")
        self.model = CardListModel(cards, images, in_deck)
        self.proxy = CardFilterModel()
        self.proxy.setSourceModel(self.model)
        self.grid = CardGrid()
        self.grid.setModel(self.proxy)
        self.grid.setItemDelegate(CardTileDelegate(self.model, self.grid))

        self.search_box = QLineEdit()
        self.search_box.setObjectName("SearchBox")
        self.search_box.setPlaceholderText(SEARCH_PLACEHOLDERS[0])
        self.search_box.setToolTip(SEARCH_PLACEHOLDERS[0] + " (Ctrl+F)")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setAccessibleName("Search cards")
        values = search.facets(self.model.cards)
        self.supertype_box = self._combo("All cards", values["supertype"], "Card kind")
        self.type_box = self._combo("Any type", values["type"], "Type")
        self.stage_box = self._combo("Any stage", values["stage"], "Stage or Trainer/Energy kind")
        set_names = {s.code: s.name for s in default_db().sets.values()}
        self.set_box = self._combo("All sets", values["set"], "Set",
                                   labels={code: f"{set_names.get(code, code)} ({code})" for code in values["set"]})
        self.set_box.setVisible(len(values["set"]) > 1)
        self.playable_box = QComboBox()
        for label, value in (("Playable: all", search.ANY), ("Playable now", search.PLAYABLE),
                             (NOT_PLAYABLE_TEXT, search.NOT_PLAYABLE)):
            self.playable_box.addItem(label, value)
        self.playable_box.setAccessibleName("Playable")
        self.playable_box.setToolTip("Show the cards Holofoil can play, those it can't yet, or both")
        self.playable_box.setVisible(not all(c.implemented for c in cards))
        self.format_box = QComboBox()
        self.format_box.addItem("Any format", "")
        self._formats = {f.name: f for f in _formats()}
        for name in self._formats:
            self.format_box.addItem(name, name)
        self.format_box.setAccessibleName("Format")
        self.format_box.setToolTip("Show only the cards a format allows")
        self._allowed: dict[str, frozenset[str]] = {}  # format name -> legal card ids, worked out once
        self.match_label = QLabel()
        self.match_label.setObjectName("Hint")

        title = QLabel("Cards")
        title.setObjectName("PanelTitle")
        header = QHBoxLayout()
        header.addWidget(title)
        header.addStretch(1)
        header.addWidget(self.match_label)
        filters = QHBoxLayout()
        filters.setSpacing(6)
        for box in (self.supertype_box, self.type_box, self.stage_box, self.set_box, self.playable_box,
                    self.format_box):
            filters.addWidget(box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(header)
        layout.addWidget(self.search_box)
        layout.addLayout(filters)
        layout.addWidget(self.grid, 1)
        hint = QLabel("Drag a card to the deck, or double-click it / press Enter. Ctrl+F searches.")
        hint.setWordWrap(True)
        hint.setObjectName("Hint")
        layout.addWidget(hint)

        self._to_warm = list(self.model.cards)  # search's text for every card, worked out while idle
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_some)
        self._warm_timer.start()

        self.search_box.installEventFilter(self)
        self.search_box.textChanged.connect(self._apply)
        for box in (self.supertype_box, self.type_box, self.stage_box, self.set_box, self.playable_box,
                    self.format_box):
            box.currentIndexChanged.connect(self._apply)
        self._apply()

    def _warm_some(self) -> None:
        """Prepare search for the next slice of cards (a few ms), so typing never waits for all."""
        batch, self._to_warm = self._to_warm[:WARM_SLICE], self._to_warm[WARM_SLICE:]
        search.warm(batch)
        if not self._to_warm:
            self._warm_timer.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Down or Enter in the search box moves to the first matching card; a resized box
        gets the longest hint that fits."""
        if watched is self.search_box and event.type() == QEvent.Type.Resize:
            self._fit_placeholder()
        moves_on = (watched is self.search_box and isinstance(event, QKeyEvent)
                    and event.type() == QEvent.Type.KeyPress
                    and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter))
        if moves_on and self.proxy.rowCount():
            self.grid.setFocus(Qt.FocusReason.TabFocusReason)
            self.grid.setCurrentIndex(self.proxy.index(0, 0))
            return True
        return super().eventFilter(watched, event)

    def _fit_placeholder(self) -> None:
        box = self.search_box
        margins = box.textMargins()
        room = box.width() - margins.left() - margins.right() - 2 * box.height()  # frame, clear button
        metrics = box.fontMetrics()
        fits = [t for t in SEARCH_PLACEHOLDERS if metrics.horizontalAdvance(t) <= room]
        box.setPlaceholderText(fits[0] if fits else SEARCH_PLACEHOLDERS[-1])

    def _combo(self, everything: str, values: list[str], name: str,
               labels: dict[str, str] | None = None) -> QComboBox:
        """A filter box: ``everything`` first, then each value (shown as ``labels[value]`` if given)."""
        box = QComboBox()
        box.addItem(everything, search.ANY)
        for value in values:
            box.addItem((labels or {}).get(value, value), value)
        box.setAccessibleName(name)
        box.setToolTip(name)
        return box

    def query(self) -> CardQuery:
        """The query the controls currently describe."""
        return CardQuery(
            text=self.search_box.text(),
            supertype=self.supertype_box.currentData(),
            type=self.type_box.currentData(),
            stage=self.stage_box.currentData(),
            set_code=self.set_box.currentData(),
            playable=self.playable_box.currentData(),
            allowed=self._allowed_ids(self.format_box.currentData()),
        )

    def _allowed_ids(self, name: str) -> frozenset[str] | None:
        """The ids of the cards the format ``name`` allows (None: no format chosen)."""
        if not name or name not in self._formats:
            return None
        if name not in self._allowed:
            self._allowed[name] = self._formats[name].legal_ids(self.model.cards, default_db())
        return self._allowed[name]

    def visible_cards(self) -> list[CardDef]:
        """The cards shown right now, in order."""
        return [self.proxy.index(r, 0).data(CARD_ROLE) for r in range(self.proxy.rowCount())]

    def index_of(self, card_id: str) -> QModelIndex:
        """The grid index showing ``card_id`` (invalid if filtered out)."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(CARD_ROLE).id == card_id:
                return index
        return QModelIndex()

    def _apply(self) -> None:
        self.proxy.set_query(self.query())
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.match_label.setText(f"{shown} of {total} cards" if shown != total else f"{total} cards")
