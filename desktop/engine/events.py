"""Events: what the engine reports for every change, in order.

One small class with generic fields keeps events cheap to create and easy to
log, filter and serialise. ``kind`` says what happened:

``shuffle`` (player's deck), ``draw``, ``move`` (card from zone ``src`` to
``dst``), ``bench``, ``evolve``, ``attach``, ``play`` (Trainer played),
``retreat``, ``switch``, ``attack``, ``power``, ``damage`` (amount to ``pos``),
``heal``, ``condition`` (detail: the condition; amount 0 = removed), ``coin``
(amount 1 = heads), ``prize``, ``knockout``, ``turn``, ``phase``, ``prompt``,
``effect`` (an effect with duration placed), ``mulligan``, ``game_over``,
``sudden_death``, ``reveal``, ``peek`` (a card looked at by one player).

Table mode (``table.py``): ``manual_step`` / ``manual_done`` (a step done by hand opens and
closes; ``src`` its kind, ``detail`` its card or attack) and ``manual`` (a move made by hand:
the events after it in the same action are its effects).
"""

from __future__ import annotations

HIDDEN_ZONES = frozenset({"deck", "hand", "prizes", "face_down"})  # face_down: Lt. Surge's Secret Plan


class Event:
    __slots__ = ("kind", "player", "card", "src", "dst", "pos", "amount", "detail")

    def __init__(
        self, kind: str, player: int = -1, card: int = -1, src: str = "", dst: str = "",
        pos: int = -1, amount: int = 0, detail: str = "",
    ) -> None:
        self.kind = kind
        self.player = player
        self.card = card
        self.src = src
        self.dst = dst
        self.pos = pos
        self.amount = amount
        self.detail = detail

    def as_dict(self) -> dict:
        """The fields that are set (``player`` is always included)."""
        out = {"kind": self.kind, "player": self.player}
        for key in ("card", "src", "dst", "pos", "amount", "detail"):
            value = getattr(self, key)
            if value not in (-1, ""):
                out[key] = value
        return out

    def hidden_from(self, viewer: int) -> bool:
        """True if the card identity in this event must not be shown to ``viewer``:
        cards moving between hidden zones, the opponent's draws, and Prize cards."""
        if self.card < 0:
            return False
        if self.dst == "prizes" or (self.src == "deck" and self.dst == "deck"):
            return True
        if self.player == viewer:
            return False
        return self.kind in ("draw", "peek") or (self.src in HIDDEN_ZONES and self.dst in HIDDEN_ZONES)

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items() if k != "kind")
        return f"Event({self.kind!r}, {fields})"
