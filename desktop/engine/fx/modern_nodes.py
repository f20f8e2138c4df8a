"""Effect nodes of today's cards: conditions on what is in play or what happened last turn,
attaching Energy from the discard pile to the Bench, searching for one card of each kind, an
Ability usable once a turn by name, and an effect on your own attacks for the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _has_in_play(game: Game, player: int, name: str, bench_only: bool) -> bool:
    return any(game.cards[s.top].name == name for pos, s in game.players[player].in_play()
               if not (bench_only and pos == 0))


@node("if_in_play")
@dataclass(frozen=True, slots=True)
class IfInPlay(Node):
    """Usable only if you have a Pokémon named ``named`` in play (on your Bench with ``bench``)."""

    named: str
    bench: bool = False
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return _has_in_play(game, player, self.named, self.bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"if you have {self.named} {'on your Bench' if self.bench else 'in play'},"


@node("nothing_unless_in_play")
@dataclass(frozen=True, slots=True)
class NothingUnlessInPlay(Atomic):
    """"If you don't have ``named`` on your Bench, this attack does nothing.\""""

    named: str
    bench: bool = True
    stage = BEFORE

    def act(self, m: Machine) -> None:
        if not _has_in_play(m.game, m.scope.player, self.named, self.bench):
            m.scope.nothing = True

    def words(self, w: Words) -> str:
        where = "on your Bench" if self.bench else "in play"
        return f"If you don't have {self.named} {where}, this attack does nothing."


@node("if_knocked_out_last_turn")
@dataclass(frozen=True, slots=True)
class IfKnockedOutLastTurn(Node):
    """Usable only if any of your Pokémon were Knocked Out during your opponent's last turn."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[player].knocked_out_turn == game.turn - 1 > 0

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "if any of your Pokémon were Knocked Out during your opponent's last turn,"


@node("once_a_turn_by_name")
@dataclass(frozen=True, slots=True)
class OnceATurnByName(Node):
    """An Ability used once during your turn, and at most 1 Ability of this name each turn: the
    player is marked (a lasting player mark until the turn ends). ``then`` is its effect, whose
    own conditions (``if_in_play``) and costs come first."""

    name: str
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not layer.used_by_name(game, player, self.name) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            game.lasting = game.lasting + ((m.scope.player, game.turn, UsedThisTurn(self.name)),)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        parts = self.then.nodes if hasattr(self.then, "nodes") else (self.then,)
        conditions = " ".join(n.words(w) for n in parts if n.stage == CHECK)
        rest = [n for n in parts if n.stage != CHECK]
        cost = rest[0].ability_cost(w) if rest else None
        effect = " ".join(n.words(w) for n in (rest[1:] if cost else rest))
        lead = f"Once during your turn, {conditions + ' ' if conditions else ''}you may "
        if cost:
            return f"{lead}{cost} in order to use this Ability. {effect} You can't use more than 1 {self.name} " \
                   "Ability each turn."
        return f"{lead}{lower_first(effect, w)} You can't use more than 1 {self.name} Ability each turn."


@node("attach_from_discard")
@dataclass(frozen=True, slots=True)
class AttachFromDiscard(Node):
    """Attach up to ``count`` Basic ``type`` Energy cards from your discard pile to your Benched
    Pokémon in any way you like (one at a time: an Energy card, then a Pokémon)."""

    type: str
    count: int
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        cards = game.cards
        return [u for u in game.players[player].discard if cards[u].is_basic_energy and self.type in cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        done, chosen = local if local is not None else (0, None)
        if pc == 1:  # an Energy card was picked (or None: stop)
            if m.answer is None:
                return m.done()
            chosen = m.answer
        elif pc == 2:  # the Pokémon for it
            assert chosen is not None
            me.discard.remove(chosen)
            me.bench[m.answer - 1].energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="discard", dst="energy", pos=m.answer)
            done, chosen = done + 1, None
        if chosen is None:
            energy = self._energy(game, pl)
            if done >= self.count or not energy or not me.bench:
                return m.done()
            if m.choose(1, (done, None), pl, CARD, energy[:1] if len(set(game.cards[u].id for u in energy)) == 1
                        else energy, f"Attach a Basic {self.type} Energy from your discard pile ({done + 1} of up to "
                        f"{self.count}).", "discard_to_bench_energy", zone="discard", optional=True,
                        auto_single=False):
                return 1
            return m.done()  # pragma: no cover - choose always asks (optional)
        positions = list(range(1, len(me.bench) + 1))
        if m.choose(2, (done, chosen), pl, POKEMON, positions, "Attach it to which Benched Pokémon?",
                    "attach_energy"):
            return 1
        return self.step(m, 2, (done, chosen))

    def words(self, w: Words) -> str:
        return (f"Attach up to {self.count} Basic {self.type} Energy cards from your discard pile to your Benched "
                "Pokémon in any way you like.")


@node("search_one_of_each")
@dataclass(frozen=True, slots=True)
class SearchOneOfEach(Node):
    """Search your deck for 1 card of each Trainer ``kinds`` (Item, Pokémon Tool, Supporter,
    Stadium), reveal them, put them into your hand, and shuffle your deck."""

    kinds: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        index = local or 0
        if pc == 1:
            if m.answer is not None:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
            index += 1
        elif pc == 0:
            game.emit("reveal", pl, detail="deck")
        while index < len(self.kinds):
            kind = self.kinds[index]
            options = sorted((u for u in me.deck if game.cards[u].kind == "trainer" and game.cards[u].subtype == kind),
                             key=lambda u: game.cards[u].name)
            if m.choose(1, index, pl, CARD, options, f"You may take a {kind} card from your deck.",
                        "deck_to_hand", zone="deck", optional=True, auto_single=False):
                return 1
            index += 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = [f"{'an' if k[0] in 'AEIOU' else 'a'} {k} card" for k in self.kinds]
        listed = ", ".join(names[:-1]) + ", and " + names[-1] if len(names) > 1 else names[0]
        return f"Search your deck for {listed}, reveal them, and put them into your hand. Then, shuffle your deck."


@node("own_lasting")
@dataclass(frozen=True, slots=True)
class OwnLasting(Atomic):
    """Put ``modifier`` on yourself (a player) for the rest of this turn ("During this turn, ...")."""

    modifier: Mod

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, self.modifier),)
        game.emit("effect", m.scope.player, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        return self.modifier.lasting_words(w, "you", "during this turn")
