"""A player uses a Trainer card they do not own as if it were in their hand: Sabrina's Psychic
Control (a card in the opponent's discard pile) and Chaos Gym (the card the opponent could not play,
``stadium_play_nodes``).

The card's own procedure runs for its user: "you" is the user, so what the card asks for in order to
play it (discarding cards, a Stadium's tax) comes from the user's hand, and it is offered only if its
user could play it now (``use_targets``: its own "can't be played unless", the rules' "can't play
Trainer cards"). The card itself never changes hands: it stays in its owner's discard pile, or goes
there. A card that is put in play once played (``stays_in_play``: a Stadium, a Pokémon Tool, a card
attached to a Pokémon such as PlusPower, or one played as a Pokémon such as Mysterious Fossil) can't be
used this way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.playable import trainer_targets
from desktop.engine.fx.procedures import PlayTrainerProcedure
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def stays_in_play(card: CardDef) -> bool:
    """Whether a Trainer card is put in play when played: a Stadium, a Pokémon Tool, a card attached
    to a Pokémon (PlusPower, Defender: its rule is one of the card's Tool rules, ``CardDef.statics``)
    or a card played as a Pokémon (Clefairy Doll, Mysterious Fossil)."""
    return card.subtype in ("Stadium", "Pokémon Tool") or "play_as_basic" in card.flags or any(
        kind == "Tool" for kind, _mod in card.statics)


def use_targets(game: Game, user: int, uid: int, without: int = -1) -> list[int | None]:
    """What ``user`` could play Trainer card ``uid`` onto if it were in their hand now ([None]: onto
    nothing; []: they could not play it, or it is put in play). ``without``: a card of their hand
    that will have left it by then (the one that lets them use ``uid``)."""
    card = game.cards[uid]
    if card.kind != "trainer" or stays_in_play(card):
        return []
    hand = game.players[user].hand
    saved = hand[:]
    hand[:] = [u for u in saved if u != without] + [uid]  # "as if it were in your hand", for the checks only
    try:
        return trainer_targets(game, user, uid)
    finally:
        hand[:] = saved


@dataclass(frozen=True, slots=True)
class UseTrainer(Node):
    """The running effect's player (``by_opponent``: their opponent) uses Trainer card ``uid``, which
    is not in their hand, as if it were (``src``: where the card is, "discard" or "play"). Its
    procedure runs with them as "you", onto a Pokémon they choose if it is played onto one; the
    effect's registers are put back afterwards."""

    uid: int
    by_opponent: bool = False
    src: str = "discard"

    def step(self, m: Machine, pc: int, local: Any) -> int:
        scope, game = m.scope, m.game
        card = game.cards[self.uid]
        if pc == 0:
            local = (scope.player, scope.source, scope.source_uid, scope.target, scope.kept, scope.values)
            scope.player = scope.opp if self.by_opponent else scope.player
            scope.source, scope.source_uid, scope.target = card.name, self.uid, None
            scope.kept, scope.values = False, ()
            if card.aims is not None and m.choose(  # played onto a Pokémon: which one (the play action names it)
                    1, local, scope.player, POKEMON, card.aims.targets(game, scope.player),
                    f"Choose the Pokémon to use {card.name} on.", card.aims.ask_purpose):
                return WAIT
            pc = 1
        if pc == 1:
            if card.aims is not None and m.answer is None:  # nothing left to play it onto
                return self._restore(m, local)
            scope.target = m.answer if card.aims is not None else None
            return m.call(PlayTrainerProcedure(self.uid, src=self.src), 2, local)
        return self._restore(m, local)

    @staticmethod
    def _restore(m: Machine, saved: tuple) -> int:
        scope = m.scope
        scope.player, scope.source, scope.source_uid, scope.target, scope.kept, scope.values = saved
        return m.done()

    def words(self, w: Words) -> str:
        return ""


def _uses_their_discard(card: CardDef) -> bool:
    return card.effect is not None and any(isinstance(n, UseTheirDiscardedTrainer) for n in card.effect.walk())


@node("use_their_discarded_trainer")
@dataclass(frozen=True, slots=True)
class UseTheirDiscardedTrainer(Node):
    """Flip a coin. If heads, choose a Trainer card in your opponent's discard pile that isn't put in
    play and use it as if it were in your hand (paying what it asks for); it stays in their discard
    pile (Sabrina's Psychic Control). Not playable unless such a card could be used now."""

    prompts = True

    @staticmethod
    def usable_cards(game: Game, player: int, without: int = -1) -> list[int]:
        """One of each Trainer card in the opponent's discard pile that ``player`` could use now. Another
        card like this one there is usable exactly when some other card is (it would use one of them)."""
        seen: dict[str, int] = {}
        for uid in game.players[1 - player].discard:
            card = game.cards[uid]
            if card.kind == "trainer" and card.id not in seen:
                seen[card.id] = uid
        plain = [u for u in seen.values() if not _uses_their_discard(game.cards[u])
                 and use_targets(game, player, u, without)]
        return plain + [u for u in seen.values() if plain and _uses_their_discard(game.cards[u])
                        and not stays_in_play(game.cards[u])]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self.usable_cards(game, player, source if isinstance(source, int) else -1))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, CARD, self.usable_cards(game, pl), "Choose a Trainer card in your opponent's "
                        "discard pile to use as if it were in your hand (or none).", "their_discard_trainer",
                        optional=True, zone="discard", auto_single=False):
                return WAIT
            return m.done()
        if pc == 1 and m.answer is not None:
            return m.call(UseTrainer(m.answer), 2)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin. If heads, choose a Trainer card in your opponent's discard pile that isn't put in play "
                "(like PlusPower or Mysterious Fossil). You may use that card as if it were in your hand, if you do "
                "everything required in order to play that card (like discarding cards). The card stays in your "
                "opponent's discard pile.")
