"""The deck list: cards grouped Pokémon / Trainer / Energy with counts and −/+ buttons."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.engine.cards import CardDB, CardDef
from desktop.ui.deck_editor import search
from desktop.ui.deck_editor.document import DeckDocument
from desktop.ui.deck_editor.thumbnails import card_colour

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
COUNT_ROLE = Qt.ItemDataRole.UserRole + 2
HEADER_ROLE = Qt.ItemDataRole.UserRole + 3
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 4
GROUPS = ("Pokémon", "Trainer", "Energy")
ROW_HEIGHT = 30
HEADER_HEIGHT = 30
BUTTON = 22

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class Row:
    """A line of the list: a group header (``card`` is None) or one card with its count."""

    group: str
    card: CardDef | None = None
    count: int = 0


def _family_root(card: CardDef, db: CardDB) -> str:
    """The Basic Pokémon a card's evolution line starts from (so lines sit together)."""
    name, seen = card.name, set()
    current = card
    while current.evolves_from and current.evolves_from.lower() not in seen:
        seen.add(current.evolves_from.lower())
        found = db.by_name.get(current.evolves_from.lower())
        name = current.evolves_from
        if not found:
            break
        current = found[0]
    return name


def group_rows(doc: DeckDocument) -> list[Row]:
    """Header rows followed by their cards, in a reading order that keeps evolution lines together."""
    by_group: dict[str, list[tuple[CardDef, int]]] = {g: [] for g in GROUPS}
    for card, count in doc.rows():
        by_group.setdefault(search.supertype(card), []).append((card, count))
    stage_rank = {"Basic": 0, "Stage 1": 1, "Stage 2": 2}
    by_group["Pokémon"].sort(key=lambda cc: (_family_root(cc[0], doc.db), stage_rank.get(cc[0].stage, 3),
                                             cc[0].name, cc[0].id))
    by_group["Trainer"].sort(key=lambda cc: (cc[0].name, cc[0].id))
    by_group["Energy"].sort(key=lambda cc: (not cc[0].is_basic_energy, cc[0].name, cc[0].id))
    rows: list[Row] = []
    for group, cards in by_group.items():
        rows.append(Row(group, None, sum(n for _, n in cards)))
        rows += [Row(group, card, count) for card, count in cards]
    return rows


class DeckListModel(QAbstractListModel):
    """Rows of :func:`group_rows`, rebuilt whenever the document changes."""

    def __init__(self, doc: DeckDocument) -> None:
        super().__init__()
        self.doc = doc
        self.rows: list[Row] = group_rows(doc)
        self.flagged: dict[str, list[str]] = {}  # card name -> problems that name it
        doc.changed.connect(self.rebuild)

    def rebuild(self) -> None:
        self.beginResetModel()
        self.rows = group_rows(self.doc)
        self.endResetModel()

    def set_flagged(self, flagged: dict[str, list[str]]) -> None:
        """Mark cards (by name) that a validation problem names."""
        self.flagged = flagged
        if self.rows:
            self.dataChanged.emit(self.index(0), self.index(len(self.rows) - 1), [PROBLEM_ROLE])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid() and self.rows[index.row()].card is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == CARD_ROLE:
            return row.card
        if role == COUNT_ROLE:
            return row.count
        if role == HEADER_ROLE:
            return row.card is None
        if role == PROBLEM_ROLE:
            return self.flagged.get(row.card.name, []) if row.card else []
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{row.group}: {row.count}" if row.card is None else f"{row.count} × {row.card.name}"
        if role == Qt.ItemDataRole.ToolTipRole and row.card is not None:
            problems = self.flagged.get(row.card.name, [])
            tip = f"{row.count} × {row.card.name} ({row.card.set_code} {row.card.number})"
            tip += "\n− / Delete removes one, + adds one; drag out of the list to remove."
            return tip + "".join(f"\n⚠ {p}" for p in problems)
        return None

    def row_of(self, card_id: str) -> int:
        """The row showing ``card_id``, or -1."""
        for i, row in enumerate(self.rows):
            if row.card is not None and row.card.id == card_id:
                return i
        return -1


def button_rects(rect: QRect) -> tuple[QRect, QRect]:
    """Where a card row's − and + buttons are drawn (and clicked)."""
    top = rect.y() + (rect.height() - BUTTON) // 2
    plus = QRect(rect.right() - BUTTON - 4, top, BUTTON, BUTTON)
    minus = QRect(plus.x() - BUTTON - 4, top, BUTTON, BUTTON)
    return minus, plus


class DeckRowDelegate(QStyledItemDelegate):
    """Paints headers and card rows; clicks on a row's − / + buttons emit ``step``."""

    step = Signal(object, int)  # CardDef, +1 or -1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read_only = False

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802 (Qt API)
        return QSize(200, HEADER_HEIGHT if index.data(HEADER_ROLE) else ROW_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect: QRect = option.rect
        font = QFont(option.font)
        if index.data(HEADER_ROLE):
            font.setPixelSize(12)
            font.setBold(True)
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.0)
            painter.setFont(font)
            painter.setPen(QColor("#f2c14e"))
            text_rect = rect.adjusted(6, 6, -8, 0)
            label = index.data(Qt.ItemDataRole.DisplayRole).split(":")[0].upper()
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(index.data(COUNT_ROLE)))
            painter.setPen(QColor("#34435a"))
            painter.drawLine(rect.left() + 4, rect.bottom(), rect.right() - 4, rect.bottom())
            painter.restore()
            return
        card: CardDef = index.data(CARD_ROLE)
        count: int = index.data(COUNT_ROLE)
        problems: list[str] = index.data(PROBLEM_ROLE)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        body = rect.adjusted(2, 1, -2, -1)
        if problems:
            painter.setPen(QColor("#ff8f80"))
            painter.setBrush(QColor("#4a2626") if not selected else QColor("#5e3030"))
            painter.drawRoundedRect(body, 5, 5)
        elif selected or hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3a4a60") if selected else QColor("#2a3647"))
            painter.drawRoundedRect(body, 5, 5)
        # count pill
        pill = QRect(rect.x() + 6, rect.y() + 5, 30, rect.height() - 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#111820"))
        painter.drawRoundedRect(pill, 4, 4)
        bold = QFont(font)
        bold.setPixelSize(13)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor("#f2c14e"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, f"{count}")
        # type dot, name, set number
        dot = QRect(pill.right() + 8, rect.center().y() - 5, 10, 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(card_colour(card))
        painter.drawEllipse(dot)
        minus, plus = button_rects(rect)
        right_edge = minus.left() - 6 if not self.read_only else rect.right() - 6
        normal = QFont(font)
        normal.setPixelSize(13)
        painter.setFont(normal)
        painter.setPen(QColor("#ffd2cc") if problems else QColor("#eef2f7"))
        name_rect = QRect(dot.right() + 8, rect.y(), right_edge - dot.right() - 8, rect.height())
        suffix = f"  {card.set_code} {card.number}"
        suffix_width = painter.fontMetrics().horizontalAdvance(suffix)
        name_width = max(20, name_rect.width() - suffix_width)
        name = painter.fontMetrics().elidedText(("⚠ " if problems else "") + card.name,
                                                Qt.TextElideMode.ElideRight, name_width)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        used = painter.fontMetrics().horizontalAdvance(name)
        small = QFont(font)
        small.setPixelSize(11)
        painter.setFont(small)
        painter.setPen(QColor("#7f8ba0"))
        painter.drawText(name_rect.adjusted(used, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         suffix)
        if not self.read_only:
            for button, text in ((minus, "−"), (plus, "+")):
                painter.setPen(QColor("#4a5a72"))
                painter.setBrush(QColor("#2d3b4f"))
                painter.drawRoundedRect(button, 4, 4)
                painter.setPen(QColor("#eef2f7"))
                painter.setFont(bold)
                painter.drawText(button, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def editorEvent(self, event: QEvent, model, option: QStyleOptionViewItem, index: Index) -> bool:  # noqa: N802
        if (self.read_only or event.type() != QEvent.Type.MouseButtonRelease or index.data(HEADER_ROLE)
                or not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.LeftButton):
            return super().editorEvent(event, model, option, index)
        minus, plus = button_rects(option.rect)
        pos = event.position().toPoint()
        card = index.data(CARD_ROLE)
        if minus.contains(pos):
            self.step.emit(card, -1)
            return True
        if plus.contains(pos):
            self.step.emit(card, +1)
            return True
        return super().editorEvent(event, model, option, index)


class DeckView(QListView):
    """The deck list view. Delete/Backspace/− removes one copy, +/= adds one."""

    step = Signal(object, int)  # CardDef, +1 / -1 (keys or the row buttons)
    hovered_card = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckView")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setMouseTracking(True)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAccessibleName("Deck list")
        self.delegate = DeckRowDelegate(self)
        self.setItemDelegate(self.delegate)
        self.delegate.step.connect(self.step)
        self.entered.connect(self._hover)
        self.empty_text = "Drag cards here from the browser,\nor double-click a card there."
        self._keep_card = ""
        self._keep_row = -1

    def setModel(self, model) -> None:  # noqa: N802 (Qt API)
        super().setModel(model)
        model.modelAboutToBeReset.connect(self._remember_current)
        model.modelReset.connect(self._restore_current)
        self.selectionModel().currentChanged.connect(self._current_changed)

    def list_model(self) -> DeckListModel | None:
        """The ``DeckListModel`` shown (None before ``setModel``)."""
        model = self.model()
        return model if isinstance(model, DeckListModel) else None

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._hover(current)

    def set_read_only(self, read_only: bool) -> None:
        self.delegate.read_only = read_only
        self.viewport().update()

    def current_card(self) -> CardDef | None:
        index = self.currentIndex()
        return index.data(CARD_ROLE) if index.isValid() else None

    def select_card(self, card_id: str) -> None:
        """Make the row of ``card_id`` current (used after adding and by the problem list)."""
        model = self.list_model()
        row = model.row_of(card_id) if model is not None else -1
        if model is not None and row >= 0:
            index = model.index(row)
            self.setCurrentIndex(index)
            self.scrollTo(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        card = self.current_card()
        key = event.key()
        if card is not None and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
            self.step.emit(card, -1)
            event.accept()
            return
        if card is not None and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.step.emit(card, +1)
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        super().paintEvent(event)
        model = self.list_model()
        if model is not None and model.doc.total() == 0:
            painter = QPainter(self.viewport())
            painter.setPen(QColor("#7f8ba0"))
            font = QFont(self.font())
            font.setPixelSize(14)
            painter.setFont(font)
            area = self.viewport().rect().adjusted(10, HEADER_HEIGHT * 3 + 10, -10, -10)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()

    def _hover(self, index: Index) -> None:
        card = index.data(CARD_ROLE) if index.isValid() else None
        if card is not None:
            self.hovered_card.emit(card)

    def _remember_current(self) -> None:
        card = self.current_card()
        self._keep_card = card.id if card else ""
        self._keep_row = self.currentIndex().row()

    def _restore_current(self) -> None:
        model = self.list_model()
        if model is None:
            return
        row = model.row_of(self._keep_card) if self._keep_card else -1
        if row < 0 and self._keep_row >= 0:
            # the card left the deck: stay close, on the next card row (or the one before)
            candidates = [r for r in range(self._keep_row, model.rowCount()) if model.rows[r].card is not None]
            candidates += [r for r in range(min(self._keep_row, model.rowCount()) - 1, -1, -1)
                           if model.rows[r].card is not None]
            row = candidates[0] if candidates else -1
        if row >= 0:
            self.setCurrentIndex(model.index(row))
