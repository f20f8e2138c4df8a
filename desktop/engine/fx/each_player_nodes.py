"""Attacks that let each player do the same thing, the opponent first ("Your opponent may ... Either
way, you may do the same."): take a Pokémon card back from the discard pile (Mysterious Wing),
shuffle up to 3 Pokémon cards from it into the deck (Fish Out), or take basic Energy cards from the
top 3 cards of the deck (Flipper Stroke).

Also each player shuffling their deck ([Laugh]).

And the winner of a coin (in place of Rock-Paper-Scissors) shuffling their hand in for a new one
(Misty's Duel).

And "You may draw up to N cards, then your opponent may draw up to N" (Erika).

And each player, the opponent first, may take a card back from their discard pile (Searchlight).

And both players benching Basic Pokémon from their decks: each may bench one (Pokémon March), or,
accepted, any number face down (Challenge!).

And each player drawing or discarding to N cards in hand, the opponent first (Mirror Mirror)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, NUMBER, OPTION, Prompt

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

KINDS = ("discard_to_hand", "discard_to_deck", "top_energy_to_hand", "tool_to_hand", "time_capsule")
FROM_DECK = ("top_energy_to_hand", "tool_to_hand")


def _options(game: Game, player: int, kind: str, taken: tuple[int, ...]) -> list[int]:
    p = game.players[player]
    if kind == "top_energy_to_hand":
        return [u for u in reversed(p.deck[-3:]) if game.cards[u].is_basic_energy and u not in taken]
    if kind == "time_capsule":  # Pokémon and basic Energy cards from the discard pile
        return [u for u in p.discard if (game.cards[u].kind == "pokemon" or game.cards[u].is_basic_energy)
                and u not in taken]
    if kind == "tool_to_hand":  # a Pokémon Tool card from the deck (Gift)
        return [u for u in p.deck if game.cards[u].subtype == "Pokémon Tool" and u not in taken]
    return [u for u in p.discard if game.cards[u].kind == "pokemon" and u not in taken]


@node("each_may")
@dataclass(frozen=True, slots=True)
class EachMay(Node):
    """Your opponent, then you, may move up to ``count`` cards: Pokémon cards from the discard pile to
    the hand (``kind`` "discard_to_hand") or into the deck ("discard_to_deck", then shuffled), or basic
    Energy cards from the top 3 cards of the deck to the hand ("top_energy_to_hand", then each player
    shuffles)."""

    kind: str
    count: int = 1
    prompts = True

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kind {self.kind!r} is not one of {', '.join(KINDS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        turn, taken = local if local is not None else (0, ())
        if pc == 1:  # a card was picked, or None: that player is done
            who = order[turn]
            if m.answer is None:
                self._finish(m, who, taken)
                turn, taken = turn + 1, ()
            else:
                taken += (m.answer,)
        while turn < 2:
            who = order[turn]
            if pc == 0 and turn == 0 and self.kind == "top_energy_to_hand":
                for p in order:
                    for uid in game.players[p].deck[-3:]:
                        game.emit("peek", p, card=uid, src="deck", detail="top 3")
            limit = 3 if self.kind == "top_energy_to_hand" else self.count
            options = _options(game, who, self.kind, taken) if len(taken) < limit else []
            optional = not (self.kind == "time_capsule" and taken)  # 5 (or all), once they begin: or none
            if options and m.choose(1, (turn, taken), who, CARD, options, "You may choose a card (or stop).",
                                    "deck_to_hand" if self.kind in FROM_DECK else "discard_to_deck"
                                    if self.kind == "time_capsule" else self.kind,
                                    zone="deck" if self.kind in FROM_DECK else "discard", optional=optional,
                                    auto_single=False):
                return 1
            self._finish(m, who, taken)
            turn, taken, pc = turn + 1, (), 2
        if self.kind == "time_capsule":  # "... and you can't play any more Trainer cards this turn."
            from desktop.engine.fx.mods import NoTrainers

            game.lasting = game.lasting + ((m.scope.player, game.turn, NoTrainers(any_more=True)),)
        return m.done()

    def _finish(self, m: Machine, who: int, taken: tuple[int, ...]) -> None:
        game = m.game
        p = game.players[who]
        for uid in taken:
            source = p.deck if self.kind in FROM_DECK else p.discard
            source.remove(uid)
            to_deck = self.kind in ("discard_to_deck", "time_capsule")
            (p.deck if to_deck else p.hand).append(uid)
            game.move_card(who, uid, "deck" if self.kind in FROM_DECK else "discard", "deck" if to_deck else "hand")
            if self.kind == "tool_to_hand":
                game.emit("reveal", who, card=uid, detail="shown")
        if self.kind != "discard_to_hand" and (taken or self.kind == "top_energy_to_hand"):
            game.shuffle_deck(who)

    def words(self, w: Words) -> str:
        if self.kind == "discard_to_hand":
            return ("Your opponent may choose a Baby Pokémon, Basic Pokémon, or Evolution card from their discard "
                    "pile and put it into their hand. Either way, you may do the same.")
        if self.kind == "time_capsule":
            return (f"Your opponent may choose {self.count} Basic Pokémon, Evolution, and/or basic Energy cards in "
                    "their discard pile. (If your opponent doesn't have that many, they choose all or none of them.) "
                    "If your opponent chooses any cards, they shuffle them into their deck. Either way, you may do "
                    "the same, and you can't play any more Trainer cards this turn.")
        if self.kind == "tool_to_hand":
            return ("Your opponent may search their deck for a Pokémon Tool card, show that card to you, and put it "
                    "into their hand. Either way, you may do the same, and then each player who searched shuffles "
                    "their deck.")
        if self.kind == "discard_to_deck":
            return (f"Your opponent may choose up to {self.count} Baby Pokémon, Basic Pokémon, and/or Evolution cards "
                    "from their discard pile and shuffle them into their deck. Either way, you may do the same.")
        return ("Your opponent looks at the top 3 cards of their deck. If any of them are basic Energy cards, they "
                "may show any number of them to you and put them into their hand. You do the same. Either way, each "
                "player shuffles their deck.")


@node("each_may_draw")
@dataclass(frozen=True, slots=True)
class EachMayDraw(Node):
    """Your opponent may draw ``count`` cards; either way, you may draw ``count`` cards (Gold Scale);
    ``new_hand``: each shuffles their hand into their deck first ([Engage])."""

    count: int
    only_them: bool = False  # "Your opponent may draw a card." (Sweet Kiss)
    new_hand: bool = False  # each first shuffles their hand into their deck ([Engage])
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        order = (m.scope.opp, m.scope.player)
        ask = f"{'Shuffle your hand into your deck and draw' if self.new_hand else 'Draw'} {self.count} cards?"
        while pc < (2 if self.only_them else 4):
            who = order[pc // 2]
            if pc % 2 == 0:
                if m.choose(pc + 1, None, who, OPTION, ("yes", "no"), ask, "may",
                            auto_single=False):
                    return 1
                pc += 1
            if m.answer == "yes":
                if self.new_hand:
                    shuffle_hand_into_deck(m.game, who)
                m.game.draw(who, self.count)
            pc += 1
        return m.done()

    def words(self, w: Words) -> str:
        cards = "a card" if self.count == 1 else f"{self.count} cards"
        if self.new_hand:
            return (f"Your opponent may shuffle their hand into their deck and then draw {cards}. Either way, you "
                    f"may shuffle your hand into your deck and draw {cards}.")
        if self.only_them:
            return f"Your opponent may draw {cards}."
        return f"Your opponent may draw {cards}. Either way, you may draw {cards}."


@node("search_named_to_hand")
@dataclass(frozen=True, slots=True)
class SearchNamedToHand(Node):
    """Search your deck for a card with one of the names ``names``, show it to your opponent and put it
    into your hand; shuffle your deck afterward (Dragon Bond)."""

    names: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            found: dict[str, int] = {}
            for uid in me.deck:
                if game.cards[uid].name in self.names:
                    found.setdefault(game.cards[uid].id, uid)
            if m.choose(1, None, pl, CARD, list(found.values()), "Choose a card to put into your hand.", "deck_to_hand",
                        zone="deck"):
                return 1
        if m.answer is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.move_card(pl, m.answer, "deck", "hand")
            game.emit("reveal", pl, card=m.answer, detail="shown")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = ", ".join(self.names[:-1]) + f", or {self.names[-1]}" if len(self.names) > 2 else \
            " or ".join(self.names)
        return (f"Search your deck for a card named {names}. Show it to your opponent and put it into your hand. "
                "Shuffle your deck afterward.")


@node("each_benches_the_others_basics")
@dataclass(frozen=True, slots=True)
class EachBenchesTheOthersBasics(Node):
    """You look at your opponent's hand and may put any number of its Baby and Basic Pokémon onto their
    Bench (while there's room); then they do the same with your hand (Provoke)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        turn: int = local or 0
        order = ((m.scope.player, m.scope.opp), (m.scope.opp, m.scope.player))  # (who chooses, whose hand)
        while turn < 2:
            chooser, owner = order[turn]
            p = game.players[owner]
            if pc == 0:
                for uid in p.hand:
                    game.emit("peek", chooser, card=uid, src="hand", detail="their hand")
            elif m.answer is None:
                turn, pc = turn + 1, 0
                continue
            else:
                p.hand.remove(m.answer)
                game.put_on_bench(owner, m.answer, "hand")
            basics = [u for u in p.hand if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            if basics and len(p.bench) < game.rules.bench_size:
                m.choose(1, turn, chooser, CARD, basics, "Put a Basic Pokémon from their hand onto their Bench?",
                         "their_hand_to_bench", optional=True, zone="hand", auto_single=False)
                return 1
            turn, pc = turn + 1, 0
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at your opponent's hand. If they have any Baby Pokémon and/or Basic Pokémon there, you may put "
                "any number of them onto your opponent's Bench (as long as there's room). Then, your opponent looks "
                "at your hand. If you have any Baby Pokémon and/or Basic Pokémon there, your opponent may put any "
                "number of them onto your Bench (as long as there's room).")


@node("each_shuffles_deck")
@dataclass(frozen=True, slots=True)
class EachShufflesDeck(Atomic):
    """Each player shuffles their deck ([Laugh])."""

    def act(self, m: Machine) -> None:
        for pl in (m.scope.player, m.scope.opp):
            m.game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return "Each player shuffles their deck."


@node("coin_winner_redraws")
@dataclass(frozen=True, slots=True)
class CoinWinnerRedraws(Atomic):
    """The players decide a winner (by the coin the card allows instead of Rock-Paper-Scissors:
    heads, you win); the winner shuffles their hand into their deck and draws ``count`` cards
    (Misty's Duel)."""

    count: int

    def act(self, m: Machine) -> None:
        game = m.game
        winner = m.scope.player if game.coin(m.scope.source, m.scope.player) else m.scope.opp
        shuffle_hand_into_deck(game, winner)
        game.draw(winner, self.count)

    def words(self, w: Words) -> str:
        return ("You and your opponent play a game of Rock-Paper-Scissors. The winner shuffles their hand into their "
                f"deck and draws a new hand of {self.count} cards. (If you don't know how to play Rock-Paper-"
                "Scissors, flip a coin to decide who's the winner.)")


@node("both_draw_up_to")
@dataclass(frozen=True, slots=True)
class BothDrawUpTo(Node):
    """You may draw up to ``count`` cards, then your opponent may draw up to ``count`` (Erika)."""

    count: int = 3
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.player, m.scope.opp)
        if pc > 0:
            game.draw(order[pc - 1], int(m.answer or 0))
        while pc < 2:
            player = order[pc]
            most = min(self.count, len(game.players[player].deck))
            pc += 1
            if most and m.choose(pc, None, player, NUMBER, range(most + 1), f"Draw how many cards (up to {most})?",
                                 "draw_up_to", auto_single=False):
                return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may draw up to {self.count} cards, then your opponent may draw up to {self.count} cards."


@node("each_may_take_from_discard")
@dataclass(frozen=True, slots=True)
class EachMayTakeFromDiscard(Node):
    """Each player (the opponent first) may choose a card from their discard pile and put it into
    their hand (Searchlight)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        while pc < 4:
            who = order[pc // 2]
            pile = game.players[who].discard
            if pc % 2 == 0:
                if m.choose(pc + 1, None, who, CARD, list(pile), "You may put a card from your discard pile into "
                            "your hand.", "discard_to_hand", zone="discard", optional=True, auto_single=False):
                    return 1
                pc += 1
            uid = m.answer
            if uid is not None and uid in pile:
                pile.remove(uid)
                game.players[who].hand.append(uid)
                game.move_card(who, uid, "discard", "hand")
            pc += 1
            m.scope.answer = None
        return m.done()

    def words(self, w: Words) -> str:
        return "Each player may choose a card from their discard pile and put it into their hand."


ACCEPT = ("accept", "decline")


@node("challenge")
@dataclass(frozen=True, slots=True)
class Challenge(Node):
    """Challenge!: the opponent accepts or declines. Declined (or both Benches full): draw
    ``draw`` cards. Accepted: each player picks any number of Basic Pokémon cards from their deck
    for their Bench, face down (the picks are hidden until both have finished), then both are put
    onto the Benches and both decks are shuffled."""

    draw: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        size = game.rules.bench_size
        if pc == 0:
            if all(len(game.players[p].bench) >= size for p in (me, opp)):
                game.draw(me, self.draw)
                return m.done()
            m.ask(Prompt(opp, OPTION, ACCEPT, f"{m.scope.source}: accept the challenge?", source=m.scope.source,
                         purpose="accept_challenge", source_uid=m.scope.source_uid), 1)
            return WAIT
        if pc == 1:
            if m.answer != "accept":
                game.draw(me, self.draw)
                return m.done()
            local = (me, (), ())
        else:
            chooser, mine, theirs = local
            if m.answer is None:  # this player has finished
                if chooser == opp:
                    return self._reveal(m, mine, theirs)
                local = (opp, mine, theirs)
            else:
                local = (chooser, mine + (m.answer,), theirs) if chooser == me else \
                    (chooser, mine, theirs + (m.answer,))
        while True:
            chooser, mine, theirs = local
            picked = mine if chooser == me else theirs
            room = size - len(game.players[chooser].bench) - len(picked)
            options = [u for u in game.players[chooser].deck if u not in picked and game.cards[u].is_basic_pokemon
                       and game.cards[u].kind == "pokemon"] if room > 0 else []
            if options and m.choose(2, local, chooser, CARD, options,
                                    "Choose a Basic Pokémon card to put face down onto your Bench.", "deck_to_bench",
                                    optional=True, zone="deck", auto_single=False, picks=(0, room)):
                return WAIT
            if chooser == opp:
                return self._reveal(m, mine, theirs)
            local = (opp, mine, theirs)

    @staticmethod
    def _reveal(m: Machine, mine: tuple, theirs: tuple) -> int:
        game = m.game
        for player, picks in ((m.scope.player, mine), (m.scope.opp, theirs)):
            p = game.players[player]
            for uid in picks:
                p.deck.remove(uid)
                game.put_on_bench(player, uid, "deck")
            game.shuffle_deck(player)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Ask your opponent if they accept your challenge. If your opponent declines (or if both Benches are "
                f"full), draw {self.draw} cards. If your opponent accepts, each of you searches your decks for any "
                "number of Basic Pokémon cards and puts them face down onto your Benches. (A player can't do this if "
                "their Bench is full.) When you both have finished, shuffle your decks and turn those cards face up.")


@node("both_may_bench_basic")
@dataclass(frozen=True, slots=True)
class BothMayBenchBasic(Node):
    """Your opponent may put a Basic Pokémon card from their deck onto their Bench, then you may do
    the same; then each player shuffles their deck (Pokémon March)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        if pc > 0 and m.answer is not None:
            player = order[pc - 1]
            p = game.players[player]
            p.deck.remove(m.answer)
            game.put_on_bench(player, m.answer, "deck")
        while pc < 2:
            player = order[pc]
            p = game.players[player]
            pc += 1
            if len(p.bench) >= game.rules.bench_size:
                continue
            game.emit("reveal", player, detail="deck")
            seen: dict[str, int] = {}
            for u in p.deck:
                if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic":
                    seen.setdefault(game.cards[u].id, u)
            if seen and m.choose(pc, None, player, CARD, list(seen.values()), "Put a Basic Pokémon from your deck "
                                 "onto your Bench?", "deck_to_bench", optional=True, zone="deck", auto_single=False):
                return WAIT
        for player in order:
            game.shuffle_deck(player)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent may search their deck for 1 Basic Pokémon card and put it onto their Bench. Then, you "
                "may search your deck for 1 Basic Pokémon card and put it onto your Bench. Then, each player shuffles "
                "their deck. (A player can't do any of this if their Bench is full.)")


@node("hands_to_count")
@dataclass(frozen=True, slots=True)
class HandsToCount(Node):
    """Each player draws, or discards cards of their choice, until they have ``count`` cards in
    their hand; your opponent does it first (Lampent's Mirror Mirror)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 1 and m.answer is not None:
            game.discard_from_hand(m.answer)
        for player in (m.scope.opp, m.scope.player):
            hand = game.players[player].hand
            if len(hand) > self.count:
                if m.choose(1, None, player, CARD, list(hand), f"Discard a card ({len(hand) - self.count} to go).",
                            "hand_to_discard", zone="hand", auto_single=False):
                    return WAIT
            elif len(hand) < self.count:  # (asked again after each discard: a deck that ran out draws none)
                game.draw(player, self.count - len(hand))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Each player either draws or discards cards until that player has {self.count} cards in his or her "
                "hand. (Your opponent does this first.)")
