"""Evolving from the deck by a Trainer's effect: Salvatore (a card without Abilities, even onto a
Pokémon put into play this turn) and Grand Tree (a Stage 1, then maybe a Stage 2 onto it).

Also by an Ability or attack: each Benched Pokémon, or up to N of your Pokémon of a type, evolved from
the deck.

And an attack's search for a card that evolves from 1 of your Benched Pokémon (Lunar Power).

And a coin, then an Evolution card of a name searched and put on this Pokémon (Emerge).

And any number of your Pokémon of some names evolved from the deck (Evolutionary Spore).

And each player, the opponent first, may evolve 1 of their Pokémon from their deck (Evolution Song).

And an Item's search for a card that evolves from 1 of your Pokémon (Evosoda).

And an evolution of the type of the Energy just attached (Eevee's Energy Evolution)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.machine_tool_nodes import EvolveBenchedFromDeck
from desktop.engine.fx.node import Node, node
from desktop.engine.legality import evolvable
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _from_deck(game: Game, player: int, name: str, stage: str = "", no_abilities: bool = False) -> list[int]:
    """One deck card of each kind that evolves from a Pokémon named ``name`` (of ``stage``)."""
    seen: dict[str, int] = {}
    for uid in game.players[player].deck:
        card = game.cards[uid]
        if card.kind == "pokemon" and card.evolves_from == name and (not stage or card.stage == stage) \
                and not layer.enters_only_by_effect(card) \
                and not (no_abilities and any(p.kind == "Ability" for p in card.powers)):
            seen.setdefault(card.id, uid)
    return list(seen.values())


@node("salvatore")
@dataclass(frozen=True, slots=True)
class Salvatore(Node):
    """Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and put
    it onto that Pokémon to evolve it (even one put into play this turn); then shuffle."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if evolvable(game.cards[slot.top])
                and _from_deck(game, player, game.cards[slot.top].name, no_abilities=True)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.evolution_allowed_now(player) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Evolve which Pokémon?", "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            slot = me.slot(local) if local is not None else None
            if slot is None:
                game.shuffle_deck(pl)
                return m.done()
            options = _from_deck(game, pl, game.cards[slot.top].name, no_abilities=True)
            if m.choose(2, local, pl, CARD, options, "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
        slot = me.slot(local)
        if slot is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and put it onto "
                "that Pokémon to evolve it. Then, shuffle your deck. You can use this card on a Pokémon you put down "
                "when you were setting up to play or on a Pokémon that was put into play this turn.")


@node("grand_tree")
@dataclass(frozen=True, slots=True)
class GrandTree(Node):
    """(A Stadium's rule for the player whose turn it is.) Search the deck for a Stage 1 Pokémon that
    evolves from 1 of their Basic Pokémon and evolve it; if so, they may search for a Stage 2 that
    evolves from that Pokémon and evolve it too; then they shuffle their deck. Not during their first
    turn, nor onto a Basic Pokémon put into play this turn."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if game.cards[slot.top].stage == "Basic"
                and slot.entered < game.turn and _from_deck(game, player, game.cards[slot.top].name, "Stage 1")]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.evolution_allowed_now(player) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Evolve which Basic Pokémon?",
                        "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            slot = me.at(local)
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 1")
            if m.choose(2, local, pl, CARD, options, "Evolve it into which Stage 1?", "deck_to_evolve", zone="deck"):
                return WAIT
            pc = 2
        if pc == 2:
            slot = me.at(local)
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 2")
            if not options:
                game.shuffle_deck(pl)
                return m.done()
            if m.choose(3, local, pl, OPTION, ["yes", "no"], "Evolve it again into a Stage 2?", "may"):
                return WAIT
            pc = 3
        if pc == 3:
            if m.answer != "yes":
                game.shuffle_deck(pl)
                return m.done()
            slot = me.at(local)
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 2")
            if m.choose(4, local, pl, CARD, options, "Evolve it into which Stage 2?", "deck_to_evolve", zone="deck"):
                return WAIT
        slot = me.at(local)
        if m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("search their deck for a Stage 1 Pokémon that evolves from 1 of their Basic Pokémon and put it onto "
                "that Pokémon to evolve it. If that Pokémon was evolved in this way, that player may search their deck "
                "for a Stage 2 Pokémon that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, "
                "that player shuffles their deck. (Players can't evolve a Basic Pokémon during their first turn or a "
                "Basic Pokémon that was put into play this turn.)")


@node("evolve_each_benched_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveEachBenchedFromDeck(EvolveBenchedFromDeck):
    """For each of your Benched Pokémon, search your deck for a card that evolves from it and put
    it onto it to evolve it; shuffle (the player may find none for some of them)."""

    count: int = 5

    def words(self, w: Words) -> str:
        return ("For each of your Benched Pokémon, search your deck for a card that evolves from that Pokémon and put "
                "it onto that Pokémon to evolve it. Then, shuffle your deck.")


@node("evolve_own_of_type")
@dataclass(frozen=True, slots=True)
class EvolveOwnOfType(EvolveBenchedFromDeck):
    """Choose up to ``count`` of your ``type`` Pokémon (the Active one too); for each, search your
    deck for a card that evolves from it and put it onto it to evolve it; shuffle."""

    type: str = ""

    def _benched(self, game: Game, player: int, done: tuple[int, ...]) -> list[int]:
        from desktop.engine.fx.machine_tool_nodes import _evolutions, evolvable

        return [pos for pos, slot in game.players[player].in_play() if pos not in done
                and self.type in game.types_of(slot) and evolvable(game.cards[slot.top])
                and _evolutions(game, player, game.cards[slot.top].name)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.prompts import CARD, POKEMON

        game, pl = m.game, m.scope.player
        me = game.players[pl]
        done, chosen = local if local is not None else ((), -1)  # -1: no Pokémon chosen yet (0 is the Active)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif pc == 1:
            if m.answer is None:
                return self._finish(m)
            chosen = m.answer
        elif pc == 2:
            slot = me.slot(chosen)
            if m.answer is not None and slot is not None:
                me.deck.remove(m.answer)
                game.evolve(pl, chosen, slot, m.answer, src="deck")
            done, chosen = done + (chosen,), -1
        if chosen < 0:
            options = self._benched(game, pl, done)
            if len(done) >= self.count or not options:
                return self._finish(m)
            if m.choose(1, (done, -1), pl, POKEMON, options, f"Evolve which Pokémon ({len(done) + 1} of up to "
                        f"{self.count})?", "evolve_target", optional=True, auto_single=False):
                return 1
            return self._finish(m)  # pragma: no cover - an optional question is always asked
        evolutions = _evolutions(game, pl, game.cards[me.at(chosen).top].name)
        if m.choose(2, (done, chosen), pl, CARD, evolutions, "Evolve it into which card?", "deck_to_evolve",
                    zone="deck"):
            return 1
        return self.step(m, 2, (done, chosen))

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} of your {self.type} Pokémon. For each of those Pokémon, search your deck "
                "for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle "
                "your deck.")


@node("evolve_one_benched_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveOneBenchedFromDeck(EvolveBenchedFromDeck):
    """Search your deck for a card that evolves from 1 of your Benched Pokémon and evolve it."""

    count: int = 1

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that evolves from 1 of your Benched Pokémon and put that card on that "
                "Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward.")


@node("evolve_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveFromDeck(Node):
    """Flip a coin; heads: search your deck for an Evolution card named ``named`` and put it on
    this Pokémon (it counts as evolving it); shuffle your deck afterward (Emerge). ``then``: with no
    coin of its own, a card that evolves from this Pokémon, after a sentence before ("Then, ...": Hatch)."""

    named: str = ""
    then: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.then or bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        me = game.players[pl]
        if pc == 0:
            if not self.then and not game.coin(m.scope.source, pl):
                return m.done()
            game.emit("reveal", pl, detail="deck")
            slot = me.slot(pos)
            top = game.cards[slot.top].name if slot is not None else ""
            found = [u for u in me.deck if game.cards[u].name == self.named] if self.named else \
                list({game.cards[u].id: u for u in me.deck if game.cards[u].evolves_from == top}.values())
            if m.choose(1, None, pl, CARD, found[:1] if self.named else found, "Evolve your Pokémon into which card?",
                        "deck_to_hand", zone="deck"):
                return WAIT
        slot = me.slot(pos)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, pos, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        if self.then:
            return (f"Then, search your deck for a card that evolves from {w.name} and attach that card to {w.name}. "
                    f"This counts as evolving {w.name}. Shuffle your deck afterward.")
        return (f"flip a coin. If heads, search your deck for an Evolution card named {self.named} and put it on "
                f"{w.name}. (This counts as evolving {w.name}.) Shuffle your deck afterward.")


@node("evolve_named_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveNamedFromDeck(Node):
    """Choose any number of your Pokémon named in ``names``; for each, you may search your deck for a
    card that evolves from it and put it on it (evolving it); shuffle afterward (Evolutionary Spore)."""

    names: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif m.answer is not None and m.answer in me.deck:
            pos = done[-1]
            slot = me.slot(pos)
            if slot is not None:
                me.deck.remove(m.answer)
                game.evolve(pl, pos, slot, m.answer, src="deck")
        for pos, slot in me.in_play():
            name = game.card_of(slot).name
            if pos in done or name not in self.names:
                continue
            done += (pos,)
            options = [u for u in me.deck if game.cards[u].evolves_from == name]
            if options and m.choose(1, done, pl, CARD, options, f"You may evolve your {name}.", "deck_to_evolve",
                                    zone="deck", optional=True, auto_single=False):
                return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        listed = " and ".join(f"{n}s" for n in self.names)
        return (f"Choose any number of your {listed}. Then, for each Pokémon you chose in this way, you may search "
                "your deck for a card that evolves from that Pokémon and attach it to that Pokémon. (This counts as "
                "evolving those Pokémon.) Shuffle your deck afterward.")


@node("evolution_song")
@dataclass(frozen=True, slots=True)
class EvolutionSong(Node):
    """Your opponent, then you, may choose 1 of their Pokémon and evolve it with a card from their deck
    that evolves from it; each player who searched shuffles their deck (Evolution Song)."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.legality import evolvable

        return [pos for pos, slot in game.players[player].in_play()
                if evolvable(game.cards[slot.top]) and _evolutions(game, player, game.cards[slot.top].name)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.prompts import CARD, POKEMON

        game = m.game
        order = (m.scope.opp, m.scope.player)
        turn, pos, searched = local if local is not None else (0, -1, ())
        if pc == 1:
            if m.answer is None:
                turn += 1
            else:
                pos, searched = m.answer, searched + (order[turn],)
        elif pc == 2:
            who = order[turn]
            slot = game.players[who].slot(pos)
            if m.answer is not None and slot is not None:
                game.players[who].deck.remove(m.answer)
                game.evolve(who, pos, slot, m.answer, src="deck")
            turn, pos = turn + 1, -1
        while turn < 2:
            who = order[turn]
            if pos >= 0:
                slot = game.players[who].at(pos)
                options = _evolutions(game, who, game.cards[slot.top].name)
                if m.choose(2, (turn, pos, searched), who, CARD, options, "Evolve it into which card?",
                            "deck_to_evolve", zone="deck"):
                    return WAIT
                return self.step(m, 2, (turn, pos, searched))
            targets = self._targets(game, who)
            if targets and m.choose(1, (turn, pos, searched), who, POKEMON, targets, "You may evolve 1 of your "
                                    "Pokémon with a card from your deck.", "evolve_target", optional=True,
                                    auto_single=False):
                return WAIT
            turn += 1
        for who in searched:
            game.shuffle_deck(who)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent may choose 1 of his or her Pokémon and search his or her deck for a card that evolves "
                "from that Pokémon. Your opponent attaches that card to that Pokémon. This counts as evolving that "
                "Pokémon. Either way, you may do the same, and then each player who searched shuffles his or her "
                "deck.")


@node("evolve_one_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveOneFromDeck(Node):
    """Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon
    (this counts as evolving it); shuffle the deck afterward. Not during your first turn, and not on a
    Pokémon put into play this turn (Evosoda): the rules for evolving from the hand. ``wally``: not
    onto a Pokémon-EX, and also during your first turn or onto a Pokémon put into play this turn."""

    wally: bool = False
    prompts = True

    def _ready(self, game: Game, player: int) -> list[int]:
        """Your Pokémon that may evolve now, by the rules for evolving from the hand (or Wally's)."""
        if self.wally:
            from desktop.engine.legality import evolvable

            if not layer.may_evolve(game, player):
                return []
            return [pos for pos, slot in game.players[player].in_play() if evolvable(game.cards[slot.top])
                    and "EX" not in game.card_of(slot).subtypes]
        if not game.evolution_allowed_now(player):
            return []
        return [pos for pos, slot in game.players[player].in_play() if _may_evolve(game, slot)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._ready(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._ready(game, pl), "Evolve which Pokémon?", "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            pos = m.answer
            slot = me.slot(pos) if pos is not None else None
            if slot is None:
                return self._finish(m)
            top = game.cards[slot.top]
            found: dict[str, int] = {}
            for uid in me.deck:
                card = game.cards[uid]
                if card.kind == "pokemon" and card.evolves_from == top.name:
                    found.setdefault(card.id, uid)
            options = sorted(found.values(), key=lambda u: game.cards[u].name)
            if m.choose(2, pos, pl, CARD, options, "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
            local = pos
        slot = me.slot(local)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        return self._finish(m)

    @staticmethod
    def _finish(m: Machine) -> int:
        m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        if self.wally:
            return ("Search your deck for a card that evolves from 1 of your Pokémon (excluding Pokémon-EX) and put it "
                    "onto that Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward. You can "
                    "use this card during your first turn or on a Pokémon that was put into play this turn.")
        return ("Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon. (This "
                "counts as evolving that Pokémon.) Shuffle your deck afterward. You can't use this card during your "
                "first turn or on a Pokémon that was put into play this turn.")


def _may_evolve(game: Game, slot: Slot) -> bool:
    from desktop.engine.legality import evolvable

    return evolvable(game.cards[slot.top]) and slot.entered < game.turn


@node("evolve_by_energy_type")
@dataclass(frozen=True, slots=True)
class EvolveByEnergyType(Node):
    """Search your deck for a card that evolves from this Pokémon and is the type of the basic Energy
    card just attached to it, and put it onto this Pokémon (this counts as evolving it, so not during
    your first turn nor on a Pokémon put into play this turn); shuffle the deck (Eevee's Energy
    Evolution)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        pos = max(m.scope.source_pos, 0)
        slot = me.slot(pos)
        if pc == 0:
            if slot is None or not slot.energy or not game.evolution_allowed_now(pl) or slot.entered >= game.turn:
                return m.done()
            game.emit("reveal", pl, detail="deck")
            kinds = set(game.cards[slot.energy[-1]].provides)
            top = game.cards[slot.top]
            found: dict[str, int] = {}
            for uid in me.deck:
                card = game.cards[uid]
                if card.kind == "pokemon" and card.evolves_from == top.name and kinds & set(card.types):
                    found.setdefault(card.id, uid)
            if m.choose(1, None, pl, CARD, sorted(found.values(), key=lambda u: game.cards[u].name),
                        "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
        if m.answer is not None and slot is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, pos, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that evolves from this Pokémon that is the same type as that Energy card "
                "and put it onto this Pokémon. (This counts as evolving this Pokémon.) Shuffle your deck afterward.")
