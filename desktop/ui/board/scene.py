"""The board scene: zones and card items built from the engine state, and the gestures on them.

``sync()`` redraws the table from ``controller.game`` (on every ``stateChanged``);
card items are kept by card id so moves and turns animate. Gestures become
requests: a drop asks its zone what it means (``handle_drop``) and calls
``controller.submit(action)``; the scene never changes the game itself. A
refused drop snaps back (the controller reports the reason).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QMenu

from desktop.engine.actions import Choose
from desktop.engine.face_down import is_face_down
from desktop.engine.fx.classic_power_nodes import marker_kinds
from desktop.engine.prompts import CARD, MANUAL, POKEMON
from desktop.engine.state import ROTATION_DEGREES
from desktop.engine.table import manual_open
from desktop.ui.board import layout as L  # noqa: N812
from desktop.ui.board import manual_board, motion
from desktop.ui.board.card_item import CardItem
from desktop.ui.board.coin import SPIN_MS, STAY_MS, CoinItem
from desktop.ui.board.drops import HAND_VERBS, drop_refusal, drop_targets, obvious_action, pokemon_hint, sample_action
from desktop.ui.board.manual_drops import manual_drop_action
from desktop.ui.board.notice import TableNotice, paint_felt
from desktop.ui.board.pokemon_menu import build_pokemon_menu
from desktop.ui.board.zones import (
    ActiveSpot,
    BenchSpot,
    DeckPile,
    DiscardPile,
    HandZone,
    LostZone,
    MarkerBadges,
    OpponentHand,
    PlayArea,
    PokemonSpot,
    PrizeArea,
    StadiumSpot,
    Zone,
)
from desktop.ui.guidance import wins_text

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.events import Event
    from desktop.engine.game import Game
    from desktop.engine.state import Slot
    from desktop.ui.controller import GameController


KNOCK_OUT_MS = 900  # a Knocked Out Pokémon's trip to the discard pile


@dataclass(frozen=True)
class Preview:
    """What the side panel previews: a card, and a line about it in play (HP left, conditions)."""

    card: CardDef
    detail: str = ""


@dataclass
class Side:
    """The zones of one seat."""

    active: ActiveSpot
    bench: list[BenchSpot]
    deck: DeckPile
    discard: DiscardPile
    prizes: PrizeArea
    lost: LostZone
    markers: MarkerBadges
    hand: HandZone
    hidden_hand: OpponentHand
    name: QGraphicsSimpleTextItem

    def spots(self) -> list[PokemonSpot]:
        return [self.active, *self.bench]


class BoardScene(QGraphicsScene):
    """The table. Read-only towards the game: gestures go to ``controller.submit``."""

    hovered = Signal(object)  # Preview | None
    message = Signal(str)  # a hint or the reason a drop did nothing
    pokemonSelected = Signal(int, int)  # seat, pos (0 Active, 1..5 Bench)
    discardRequested = Signal(int)  # seat whose discard pile to browse
    pileRequested = Signal(int, str)  # seat and pile ("deck", "prizes", "lost") clicked: Table mode's manual step

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setSceneRect(L.SCENE)
        self.bottom = controller.viewer
        self.show_hand = True
        self.items_by_uid: dict[int, CardItem] = {}
        self.choices: dict[CardItem | Zone, object] = {}
        self.coins: list[CoinItem] = []
        self.menu: QMenu | None = None  # the right-click menu while it is open
        self.leaving: list[CardItem] = []  # Knocked Out Pokémon on their way to the discard pile
        self._knocked: set[int] = set()  # top card uids of Pokémon the latest events Knocked Out
        self._origins: dict[int, QPointF] = {}  # where a card new to the hand comes from (Prizes)
        self._hits: dict[int, int] = {}  # damage the latest events did, by top card uid
        self._kinds: dict[int, tuple[str, ...]] = {}  # once-a-game marker kinds by seat
        self._kinds_key: dict[int, tuple[int, int]] = {}
        self._coin_timer = QTimer(self)
        self._coin_timer.setSingleShot(True)
        self._coin_timer.timeout.connect(self.clear_coins)
        self._landing = QTimer(self, singleShot=True)  # running while a coin is in the air: the board waits
        self._landing.timeout.connect(self.land_coins)
        self._sync_waiting = False
        self.play_area = PlayArea(L.PLAY_AREA)
        self.addItem(self.play_area)
        self.stadium = StadiumSpot()
        self.stadium.setPos(L.LEFT_X, L.MIDDLE_Y)
        self.stadium.hovered.connect(self._pile_hovered)
        self.addItem(self.stadium)
        self.sides = [self._make_side(seat) for seat in (0, 1)]
        self._place_sides()
        self.notice = TableNotice()
        self.notice.setPos(L.CENTER_X, L.MIDDLE_Y)
        self.addItem(self.notice)

    # ------------------------------------------------------------------ construction
    def _make_side(self, seat: int) -> Side:
        side = Side(
            active=ActiveSpot(seat), bench=[BenchSpot(seat, k) for k in range(1, L.BENCH_SIZE + 1)],
            deck=DeckPile(seat), discard=DiscardPile(seat), prizes=PrizeArea(seat), lost=LostZone(seat),
            markers=MarkerBadges(seat),
            hand=HandZone(seat, QRectF(-L.HAND_AREA.width() / 2, -L.CARD_H / 2, L.HAND_AREA.width(), L.CARD_H)),
            hidden_hand=OpponentHand(seat), name=QGraphicsSimpleTextItem(),
        )
        for zone in (side.active, *side.bench, side.deck, side.discard, side.prizes, side.lost, side.markers,
                     side.hand, side.hidden_hand):
            self.addItem(zone)
            zone.hovered.connect(self._pile_hovered)
        side.discard.clicked.connect(lambda s=seat: self.discardRequested.emit(s))
        for name in ("deck", "prizes", "lost"):  # used in Table mode's manual step
            getattr(side, name).clicked.connect(lambda s=seat, n=name: self.pileRequested.emit(s, n))
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        side.name.setFont(font)
        side.name.setBrush(QColor("#ffffff"))
        self.addItem(side.name)
        return side

    def _place_sides(self) -> None:
        for seat, side in enumerate(self.sides):
            near = seat == self.bottom
            i = L.side_index(near)
            side.active.setPos(L.active_pos(near))
            for k, spot in enumerate(side.bench, start=1):
                spot.setPos(L.bench_pos(k, near))
            side.deck.setPos(L.RIGHT_X, L.DECK_Y[i])
            side.discard.setPos(L.RIGHT_X, L.DISCARD_Y[i])
            side.lost.setPos(L.RIGHT_X - 84, L.DISCARD_Y[i] + (40 if near else -40))
            side.prizes.setPos(L.LEFT_X, L.PRIZE_Y[i])
            side.markers.setPos(L.LEFT_X, L.PRIZE_Y[i] + (112 if near else -112))
            side.hand.setPos(L.CENTER_X, L.HAND_Y[1])
            side.hidden_hand.setPos(L.CENTER_X, L.HAND_Y[i] if not near else L.HAND_Y[1] + 10)
            for zone in (side.active, *side.bench, side.deck, side.discard, side.prizes, side.lost, side.hand,
                         side.hidden_hand):
                zone.near = near
            self._place_name(side, near)

    def _place_name(self, side: Side, near: bool) -> None:
        """The player's name sits to the left of their Active Spot (clear of it even when it is turned)."""
        rect = side.name.boundingRect()
        y = L.ACTIVE_Y[L.side_index(near)] + (L.CARD_H / 2 - rect.height() if near else -L.CARD_H / 2)
        side.name.setPos(L.CENTER_X - L.CARD_H / 2 - 14 - rect.width(), y)  # clear of a turned Active card

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        return self.controller.game

    def side(self, seat: int) -> Side:
        return self.sides[seat]

    def spot(self, seat: int, pos: int) -> PokemonSpot:
        return self.sides[seat].spots()[pos]

    def hand_items(self, seat: int | None = None) -> list[CardItem]:
        seat = self.bottom if seat is None else seat
        return list(self.sides[seat].hand.items)

    def item_for(self, uid: int) -> CardItem | None:
        return self.items_by_uid.get(uid)

    def pokemon_item(self, seat: int, pos: int) -> CardItem | None:
        return self.spot(seat, pos).item

    def actor(self) -> int | None:
        """The seat that may act through this board now (None: nobody here may act)."""
        if self.show_hand and self.controller.can_act(self.bottom):
            return self.bottom
        return None

    def face_up_cards(self) -> list[CardItem]:
        """Every face-up card item in the scene (for hidden-information checks)."""
        return [i for i in self.items() if isinstance(i, CardItem) and i.face_up]

    # ------------------------------------------------------------------ syncing
    def set_perspective(self, bottom: int, show_hand: bool) -> None:
        """Whose side is at the bottom, and whether that player's hand may be shown."""
        changed = bottom != self.bottom or show_hand != self.show_hand
        self.bottom, self.show_hand = bottom, show_hand
        if changed:
            self.hovered.emit(None)
            self._place_sides()
        if self._landing.isActive() and not changed:  # the result shows once the coin has landed
            self._sync_waiting = True
            return
        self.sync()

    def sync(self) -> None:
        """Rebuild the table from the game state."""
        game = self.game
        seen: set[int] = set()
        for seat, side in enumerate(self.sides):
            self._sync_side(game, seat, side, seen)
        for uid in [u for u in self.items_by_uid if u not in seen]:
            item = self.items_by_uid.pop(uid)
            if (item.top_uid in self._knocked and item.owner in (0, 1) and motion.enabled()
                    and item.top_uid in game.players[item.owner].discard):  # (Buzzap's card stays in play)
                self._send_to_discard(item)
            else:
                self.removeItem(item)
                item.deleteLater()
        self._knocked.clear()
        self._origins.clear()
        self._hits.clear()
        stadium = game.stadium
        self.stadium.set_content(1 if stadium >= 0 else 0, game.cards[stadium] if stadium >= 0 else None)
        self._apply_interaction()
        self.reorganize()
        outcome = game.outcome
        if outcome is None:
            self.notice.say("")
        elif outcome.winner is None:
            self.notice.say("It's a draw", outcome.reason)
        else:
            self.notice.say(wins_text(game.names[outcome.winner]), outcome.reason)

    def _sync_side(self, game: Game, seat: int, side: Side, seen: set[int]) -> None:
        p = game.players[seat]
        near = seat == self.bottom
        names = game.names
        turn_mark = "\n▶ to play" if game.outcome is None and game.to_move == seat else ""
        you = " (you)" if near and self.show_hand and self.controller.is_human(seat) else ""
        side.name.setText(f"{names[seat]}{you}{turn_mark}")
        self._place_name(side, near)
        public = game.phase != "setup" or (near and self.show_hand)
        slots: list[Slot | None] = [p.active, *p.bench]
        slots += [None] * (L.BENCH_SIZE + 1 - len(slots))
        for pos, (spot, slot) in enumerate(zip(side.spots(), slots, strict=False)):
            if slot is None:
                spot.set_items([])
                continue
            key = slot.cards[0]
            card, face = game.cards[slot.top], public
            if is_face_down(slot):  # Lt. Surge's Secret Plan: its owner sees the card, the other player its back
                card, face = game.printed[slot.top], near and self.show_hand
            item = self._item(key, card, face, origin=side.hand.scenePos() if near else side.hidden_hand.scenePos())
            item.uid = key
            item.top_uid = slot.top
            item.set_face(card, face)
            item.set_slot(game, slot if public else None)
            item.place("active" if pos == 0 else "bench", seat, pos)
            item.turn_to(ROTATION_DEGREES[slot.rot])
            item.set_lifted(False)
            spot.set_items([item])
            seen.add(key)
        show = near and self.show_hand
        side.hand.setVisible(show)
        side.hidden_hand.setVisible(not show)
        side.hidden_hand.set_content(len(p.hand))
        hand_items = []
        if show:
            for uid in p.hand:
                item = self._item(uid, game.cards[uid], True, origin=self._origins.get(uid, side.deck.scenePos()))
                item.set_face(game.cards[uid], True)
                item.set_slot(game, None)
                item.place("hand", seat)
                hand_items.append(item)
                seen.add(uid)
        side.hand.set_items(hand_items)
        side.deck.set_content(len(p.deck))
        side.discard.set_content(len(p.discard), game.cards[p.discard[-1]] if p.discard else None)
        side.prizes.label = "Prizes" if game.phase == "setup" else "No Prizes\nleft"
        side.prizes.set_content(len(p.prizes))
        side.lost.set_content(len(p.lost), game.cards[p.lost[-1]] if p.lost else None)
        side.markers.set_state(self._marker_kinds(game, seat),
                               frozenset(kind for owner, kind in game.markers if owner == seat))

    def _marker_kinds(self, game: Game, seat: int) -> tuple[str, ...]:
        """The once-a-game markers ``seat``'s cards call for (worked out once per game)."""
        key = (id(game.printed), seat)
        if self._kinds_key.get(seat) != key:
            cards = game.printed[:game.split] if seat == 0 else game.printed[game.split:]
            self._kinds[seat] = marker_kinds(cards)
            self._kinds_key[seat] = key
        return self._kinds[seat]

    def clear_cards(self) -> None:
        """Forget every card item (another game is coming); ``sync`` makes new ones."""
        for item in self.items_by_uid.values():
            self.removeItem(item)
            item.deleteLater()
        self.items_by_uid = {}
        self.choices = {}
        for side in self.sides:
            for zone in (*side.spots(), side.hand):
                zone.items = []
        self.clear_coins()
        self.finish_leaving()

    def _send_to_discard(self, item: CardItem) -> None:
        """A Knocked Out Pokémon slides (turning upright) to its owner's discard pile and fades there."""
        self.leaving.append(item)
        item.draggable = False
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        item.set_highlight(None)
        item.setZValue(900)
        if self._hits.get(item.top_uid):  # the damage that Knocked it Out shows as it goes
            item.prepareGeometryChange()
            item.damage = min(item.hp, item.damage + self._hits[item.top_uid]) if item.hp else item.damage
            item._badges.refresh()
        target = self.sides[item.owner].discard.scenePos()
        slide = motion.animate(item, b"pos", target, KNOCK_OUT_MS)
        if slide is not None:
            slide.setEasingCurve(QEasingCurve.Type.InOutCubic)  # lingers a moment where it was Knocked Out
        motion.animate(item, b"rotation", 0.0, KNOCK_OUT_MS)
        motion.animate(item, b"opacity", 0.35, KNOCK_OUT_MS)
        QTimer.singleShot(KNOCK_OUT_MS + 60, self, lambda i=item: self._forget_leaving(i))  # dies with the scene

    def _forget_leaving(self, item: CardItem) -> None:
        if item in self.leaving:
            self.leaving.remove(item)
            motion.finish(item)
            if item.scene() is self:
                self.removeItem(item)
            item.deleteLater()

    def finish_leaving(self) -> None:
        """Let every Knocked Out Pokémon reach the discard pile now."""
        for item in list(self.leaving):
            self._forget_leaving(item)

    def _item(self, uid: int, card: CardDef, face_up: bool, origin: QPointF) -> CardItem:
        item = self.items_by_uid.get(uid)
        if item is None:
            item = CardItem(uid, card, face_up, host=self)
            item.setPos(origin)
            item.home = QPointF(origin)
            self.addItem(item)
            self.items_by_uid[uid] = item
        return item

    def reorganize(self) -> None:
        """Lay every zone's cards out (also snaps a refused drop back)."""
        for side in self.sides:
            for zone in (*side.spots(), side.hand):
                zone.reorganize()

    # ------------------------------------------------------------------ interaction state
    def _apply_interaction(self) -> None:
        """Who may drag what, and which things answer the open prompt."""
        game = self.game
        actor = self.actor()
        prompt = game.pending
        self.choices = {}
        self._clear_highlights()
        for item in self.items_by_uid.values():
            item.draggable = False
            item.set_playable(False)
        if actor is None:
            return
        if prompt is None:
            playable = {a[1] for a in game.legal_actions() if a[0] in HAND_VERBS}
            for item in self.sides[actor].hand.items:
                item.draggable = True
                item.set_playable(item.uid in playable)
            active = self.sides[actor].active.item
            if active is not None and game.players[actor].bench:
                active.draggable = True
            return
        if prompt.player != actor:
            return
        if prompt.kind == MANUAL:  # Table mode: the hand and every Pokémon in play may be dragged
            manual_board.enable_drags(self, actor)
        elif prompt.kind == POKEMON:
            for value in prompt.options:
                seat = actor if value < 10 else 1 - actor
                spot = self.spot(seat, value % 10)
                target = spot.item if spot.item is not None else spot
                self.choices[target] = value
                target.set_highlight("choice")
        elif prompt.kind == CARD and prompt.zone == "hand":
            for item in self.sides[actor].hand.items:
                if item.uid in prompt.options:
                    self.choices[item] = item.uid
                    item.set_highlight("choice")

    def _clear_highlights(self) -> None:
        for _place, zone in manual_board.place_zones(self):
            zone.set_highlight(None)
        for item in self.items_by_uid.values():
            item.set_highlight(None)
        for side in self.sides:
            for spot in side.spots():
                spot.set_highlight(None)
        self.play_area.set_highlight(None)

    def _light_places(self, places: set) -> None:
        for place in places:
            if place[0] == "play":
                self.play_area.set_highlight("target")
            elif place[0] == "spot":
                spot = self.spot(place[1], place[2])
                spot.set_highlight("target")
                if spot.item is not None:
                    spot.item.set_highlight("target")

    def zone_at(self, point: QPointF, from_hand: bool = True) -> Zone | None:
        """The zone a drop at ``point`` lands in (Pokémon spots first, then the table)."""
        for side in self.sides:
            for spot in side.spots():
                if spot.contains_scene_point(point):
                    return spot
        if from_hand and L.PLAY_AREA.contains(point) and not L.HAND_AREA.contains(point):
            return self.play_area
        return None

    # ------------------------------------------------------------------ gestures (CardHost)
    def card_pressed(self, item: CardItem) -> None:
        pass

    def card_drag_started(self, item: CardItem) -> None:
        actor = self.actor()
        if actor is None:
            return
        uid = None if item.zone == "active" else item.uid
        self._clear_highlights()
        if manual_open(self.game):
            manual_board.light_targets(self, actor, item.uid)
            return
        self._light_places(drop_targets(self.game, actor, uid))

    def card_dragged(self, item: CardItem, scene_pos: QPointF) -> None:
        pass

    def card_dropped(self, item: CardItem, scene_pos: QPointF) -> None:
        actor = self.actor()
        zone = self.zone_at(scene_pos, from_hand=item.zone == "hand")
        action = None
        refusal = (drop_refusal(self.game, actor, item.uid)  # a Trainer that goes on a Pokémon
                   if actor is not None and zone is self.play_area and item.zone == "hand" else None)
        if actor is not None and manual_open(self.game):  # Table mode: a move made by hand
            place = manual_board.place_at(self, scene_pos)
            action = manual_drop_action(self.game, actor, item.uid, place) if place is not None else None
            if action is None and place is not None:
                self.message.emit("That card can't go there.")
        elif refusal is not None:
            self.message.emit(refusal)
        elif actor is not None and zone is not None and not (isinstance(zone, PokemonSpot) and zone.item is item):
            action = zone.handle_drop(self.game, actor, item)
            if action is None:
                self.message.emit("That card can't go there.")
        if action is not None:
            self.controller.submit(action)  # on success stateChanged has already re-synced the table
        if item.scene() is self:
            item.set_lifted(False)  # back in the hand, away from the pointer (no hover-leave comes)
            self._apply_interaction()
            self.reorganize()

    def card_clicked(self, item: CardItem) -> None:
        if item in self.choices:
            self.controller.submit(Choose(self.choices[item]))
            return
        if item.zone in ("active", "bench"):
            self.pokemonSelected.emit(item.owner, item.pos_index)
        elif item.zone == "hand" and self.actor() is not None and self.game.pending is None:
            self.message.emit(f"Drag {item.card.name if item.card else 'the card'} onto the table to play it "
                              "(or double-click it).")

    def card_double_clicked(self, item: CardItem) -> None:
        actor = self.actor()
        if item.zone in ("active", "bench") and item.owner == self.bottom and self.show_hand:
            self.pokemonSelected.emit(item.owner, item.pos_index)  # its attacks and Powers, on the right
            self.message.emit(pokemon_hint(item.card.name if item.card else "this Pokémon", item.zone == "active"))
            return
        if item.zone != "hand" or actor is None or self.game.pending is not None:
            return
        game = self.game
        action = obvious_action(game, item.uid)
        if action is not None:
            self.controller.submit(action)
            return
        name = item.card.name if item.card else "That card"
        if any(a[0] != "end" and len(a) > 1 and a[1] == item.uid for a in game.legal_actions()):
            self.message.emit(f"{name} can go to more than one place: drag it where you want it.")
        else:
            self.message.emit(game.why_illegal(sample_action(game, actor, item.uid)))

    def card_context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        menu = self.pokemon_menu(item)
        if menu is not None:
            self.menu = menu
            menu.exec(screen_pos)
            self.menu = None
            menu.deleteLater()

    def pokemon_menu(self, item: CardItem) -> QMenu | None:
        """The right-click menu of one of the viewer's Pokémon in play (``pokemon_menu.py``)."""
        if item.owner != self.bottom or not self.show_hand:
            return None
        return build_pokemon_menu(self.controller, item, self.actor())

    def card_hovered(self, item: CardItem | None) -> None:
        for hand_item in self.sides[self.bottom].hand.items:
            hand_item.set_lifted(hand_item is item and not hand_item.dragging)
        if item is not None and item.face_up and item.card is not None:
            self.hovered.emit(Preview(item.card, item.play_detail()))

    def _pile_hovered(self, card: CardDef | None) -> None:
        if card is not None:
            self.hovered.emit(Preview(card))

    def face_ready(self, card_id: str) -> None:
        """The exact face of ``card_id`` was drawn: repaint what showed a scaled stand-in of it."""
        for item in self.items_by_uid.values():
            if item.card is not None and item.card.id == card_id:
                item.update()
        for pile in (self.stadium, *(z for side in self.sides for z in (side.discard, side.lost))):
            if pile.top is not None and pile.top.id == card_id:
                pile.update()

    # ------------------------------------------------------------------ events
    def show_events(self, events: list[Event]) -> None:
        """Show what needs showing beyond the new state: coin flips; and note, for the coming
        ``sync``, which Pokémon were Knocked Out (they go to the discard pile) and which hand
        cards came from the Prizes (they come from the Prize pile)."""
        for e in events:
            if e.kind == "damage":
                self._hits[e.card] = self._hits.get(e.card, 0) + e.amount
            elif e.kind == "knockout":
                self._knocked.add(e.card)
            elif e.kind == "prize" and 0 <= e.player <= 1:
                self._origins[e.card] = self.sides[e.player].prizes.scenePos()
        flips = [e.amount == 1 for e in events if e.kind == "coin"]
        if flips:
            self.show_coins(flips)

    def show_coins(self, results: list[bool]) -> None:
        self.clear_coins()
        shown = results[-8:]
        x0 = L.CENTER_X + 180 - (len(shown) - 1) * 36
        for i, heads in enumerate(shown):
            coin = CoinItem(heads, delay_ms=i * 150)
            coin.setPos(x0 + i * 72, L.MIDDLE_Y)
            self.addItem(coin)
            self.coins.append(coin)
        self._coin_timer.start(STAY_MS + 150 * len(shown))
        if motion.enabled():
            self._landing.start(SPIN_MS + 150 * (len(shown) - 1))

    def coins_landing_ms(self) -> int:
        """How long until every coin in the air has landed (0: none is)."""
        return max(0, self._landing.remainingTime()) if self._landing.isActive() else 0

    def land_coins(self) -> None:
        """The coins are down: show the state they led to (damage, Knock Outs)."""
        self._landing.stop()
        if self._sync_waiting:
            self._sync_waiting = False
            self.sync()

    def clear_coins(self) -> None:
        for coin in self.coins:
            self.removeItem(coin)
            coin.deleteLater()
        self.coins = []

    # ------------------------------------------------------------------ painting
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, rect, self.sceneRect())
