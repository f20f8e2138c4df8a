"""Attaching Basic Energy cards from the discard pile or from the top of the deck, the way
today's cards word it: to this Pokémon, to 1 of your (Benched) Pokémon, or to your Pokémon "in
any way you like" (Skeledirge's Passionate Singing, Electric Generator, Mela, Energy Sticker).

And the top cards discarded, the Energy of a type among them attached to your Pokémon of that type, and
the turn ends (Howl).

And Energy of a type attached from the discard pile to the attacking Pokémon.

And Energy of a type from the discard pile attached to 1 Pokémon of that type (Blacksmith).

And the top cards discarded, each Energy among them attached to this Pokémon (Dig Out)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.control import enter
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

ONE_TARGET = "attach_one_target"  # the Pokémon the first Energy card went to (``one_target``)
SOURCES = ("discard", "deck_top", "hand")  # "hand": classic words "you may attach up to 2 Grass Energy cards"
TARGETS = ("any", "bench", "self")


@node("attach_energy")
@dataclass(frozen=True, slots=True)
class AttachEnergy(Node):
    """Attach ``count`` (``up_to``: up to ``count``) Basic ``type`` Energy cards from the discard
    pile, or from the top ``look`` cards of the deck (``source`` "deck_top": the others are
    shuffled back), to this Pokémon, to your Benched Pokémon or to any of your Pokémon (``to``),
    of ``pokemon_type`` only; one Energy card, then its Pokémon, at a time. ``if_done`` runs
    after, only if an Energy card was attached ("If you do, draw cards until...")."""

    count: int = 1
    up_to: bool = False
    type: str = ""
    source: str = "discard"
    look: int = 0
    to: str = "any"
    pokemon_type: str = ""
    if_done: Node | None = None
    one_target: bool = False  # all to the same Pokémon: "... from your hand to 1 of your Grass Pokémon" (Neo)
    any_number: bool = False  # words: "any number of Basic Energy cards" (as many as ``count`` looked at)
    special_too: bool = False  # any Energy card, Special Energy too: "Energy cards from your hand" (Energy Present)
    basic_pokemon: bool = False  # only to Basic Pokémon: "to a Basic Pokémon on your Bench" (Max Elixir)
    no_basic: bool = False  # words: "2 Lightning Energy cards" (Union Gain: a typed Energy card is a basic one)
    prompts = True

    def __post_init__(self) -> None:
        if self.source not in SOURCES or self.to not in TARGETS:
            raise ValueError(f"source must be one of {', '.join(SOURCES)}; to one of {', '.join(TARGETS)}")
        if (self.source == "deck_top") != (self.look > 0):
            raise ValueError("look (how many cards are looked at) goes with source \"deck_top\" only")
        if self.count < 1:
            raise ValueError("count must be at least 1")

    def children(self) -> tuple[Node, ...]:
        return (self.if_done,) if self.if_done is not None else ()

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if not self.basic_pokemon:
            return True
        return any(game.card_of(slot).stage == "Basic" for pos, slot in game.players[player].in_play()
                   if not (self.to == "bench" and pos == 0))  # Max Elixir: not without a Basic Pokémon to take it

    def _energy(self, game: Game, pool: list[int]) -> list[int]:
        """One card per distinct Energy card: which copy is attached makes no difference."""
        seen: dict[str, int] = {}
        for uid in pool:
            card = game.cards[uid]
            if (card.is_basic_energy or self.special_too and card.kind == "energy") \
                    and (not self.type or self.type in card.provides):
                seen.setdefault(card.id, uid)
        return sorted(seen.values(), key=lambda u: game.cards[u].name)

    def _targets(self, m: Machine) -> list[int]:
        game, me = m.game, m.game.players[m.scope.player]
        if self.to == "self":
            pos = max(m.scope.source_pos, 0)
            return [pos] if me.at(pos) is not None else []
        return [pos for pos, slot in me.in_play()
                if not (self.to == "bench" and pos == 0)
                and (not self.pokemon_type or self.pokemon_type in game.card_of(slot).types)
                and (not self.basic_pokemon or game.card_of(slot).stage == "Basic")]

    def _pool(self, m: Machine, looked: tuple[int, ...]) -> list[int]:
        me = m.game.players[m.scope.player]
        if self.source in ("discard", "hand"):
            return list(me.discard if self.source == "discard" else me.hand)
        return [u for u in looked if u in me.deck]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 3:  # back from ``if_done``
            return m.done()
        if local is None:
            looked = tuple(reversed(me.deck[-self.look:])) if self.look else ()
            if looked:
                game.emit("reveal", pl, detail="deck top", amount=len(looked))
            local = (0, None, looked)
        done, chosen, looked = local
        if pc == 1:  # an Energy card was picked (None: stop)
            if m.answer is None:
                return self._finish(m, done)
            chosen = m.answer
        elif pc == 2:  # the Pokémon for it
            assert chosen is not None
            getattr(me, {"discard": "discard", "hand": "hand"}.get(self.source, "deck")).remove(chosen)
            me.at(m.answer).energy.append(chosen)
            m.scope.put(ONE_TARGET, m.answer)
            game.emit("attach", pl, card=chosen, src={"discard": "discard", "hand": "hand"}.get(self.source, "deck"),
                      dst="energy", pos=m.answer)
            done, chosen = done + 1, None
        targets = self._targets(m)
        if self.one_target and done:
            targets = [p for p in targets if p == m.scope.get(ONE_TARGET)]
        if chosen is None:
            energy = self._energy(game, self._pool(m, looked))
            if done >= self.count or not energy or not targets:
                return self._finish(m, done)
            where = {"discard": "your discard pile", "hand": "your hand"}.get(self.source, "the top of your deck")
            if m.choose(1, (done, None, looked), pl, CARD, energy,
                        f"Attach a Basic Energy card from {where} ({done + 1} of {self.count}).",
                        "deck_to_attach" if self.source == "deck_top" else "hand_to_attach" if self.source == "hand"
                        else "discard_to_bench_energy" if self.to == "bench" else "discard_to_attach",
                        zone={"discard": "discard", "hand": "hand"}.get(self.source, "deck"),
                        optional=self.up_to, auto_single=not self.up_to):
                return 1
            return self.step(m, 1, (done, None, looked))
        if m.choose(2, (done, chosen, looked), pl, POKEMON, targets, "Attach it to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, 2, (done, chosen, looked))

    def _finish(self, m: Machine, done: int) -> int:
        if self.source == "deck_top":
            m.game.shuffle_deck(m.scope.player)
        if done and self.if_done is not None:
            return enter(m, self.if_done, 3)
        return m.done()

    def words(self, w: Words) -> str:
        t = f"{self.type} " if self.type else ""
        basic = "" if self.type and (self.no_basic or w.trait("attach_typed_energy_not_basic")) else "Basic "
        many = self.count > 1 or self.up_to
        energy = f"{'up to ' if self.up_to else ''}{self.count} {basic}{t}Energy cards" if many \
            else f"a {basic}{t}Energy card"
        if self.any_number:  # Energized Steps
            energy = f"any number of {basic}{t}Energy cards"
        kind = f"{self.pokemon_type} " if self.pokemon_type else ""
        if self.to == "self":
            whom = w.name
        elif many:
            whom = f"your {'Benched ' if self.to == 'bench' else ''}{kind}Pokémon in any way you like"
        elif self.basic_pokemon:
            whom = f"a Basic {kind}Pokémon{' on your Bench' if self.to == 'bench' else ' you have in play'}"
        else:
            whom = f"1 of your {'Benched ' if self.to == 'bench' else ''}{kind}Pokémon"
        if self.source == "hand" and self.one_target and w.trait("may_attach_to_1"):  # Double Charge
            text = f"You may attach {energy} from your hand to 1 of your {'Benched ' if self.to == 'bench' else ''}" \
                f"{kind}Pokémon."
        elif self.source == "hand" and self.one_target:  # Reflected Sunlight
            text = f"Attach {energy.replace('Basic ', '')} from your hand to 1 of your " \
                   f"{'Benched ' if self.to == 'bench' else ''}{kind}Pokémon."
        elif self.source == "hand":  # Growth: "you may attach up to 2 Grass Energy cards from your hand to Sunkern."
            text = f"You may attach {energy.replace('Basic ', '')} from your hand to {whom}."
        elif self.source == "deck_top":
            text = (f"Look at the top {self.look} cards of your deck and attach {energy} you find there to {whom}. "
                    "Shuffle the other cards back into your deck.")
        else:
            text = f"Attach {energy} from your discard pile to {whom}."
        if self.if_done is not None:
            text += " If you do, " + lower_first(self.if_done.words(w), w)
        return text


@node("discard_top_attach_type_end_turn")
@dataclass(frozen=True, slots=True)
class DiscardTopAttachTypeEndTurn(Node):
    """Discard the top ``count`` cards of your deck; attach the ``type`` Energy cards among them to your
    ``type`` Pokémon as you choose; this ends your turn (Howl)."""

    count: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            found: list[int] = []
            for _ in range(min(self.count, len(me.deck))):
                uid = me.deck.pop()
                game.discard_card(uid, "deck")
                if uid in reachable(game, pl) and game.cards[uid].is_basic_energy \
                        and self.type in game.cards[uid].provides:
                    found.append(uid)
            local = tuple(found)
            game.queue.append(("end_turn",))
        elif m.answer is not None:
            uid, rest = local[0], local[1:]
            if uid in me.discard:
                me.discard.remove(uid)
                me.at(m.answer).energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=m.answer)
            local = rest
        targets = [pos for pos, slot in me.in_play() if self.type in game.types_of(slot)]
        if local and targets and m.choose(1, local, pl, POKEMON, targets, f"Attach a {self.type} Energy card to "
                                          "which Pokémon?", "attach_energy"):
            return 1
        if local and targets:
            return self.step(m, 1, local)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard the top {self.count} cards of your deck. (If you have fewer cards in your deck than that, "
                f"discard all of them.) If any of those are {self.type} Energy cards, attach them to any of your "
                f"{self.type} Pokémon of your choice. Using this power ends your turn.")


@node("discard_energy_to_self")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToSelf(Node):
    """Attach ``count`` (``up_to``: up to that many) ``type`` Energy cards from your discard pile
    to the attacking Pokémon. ``if_any`` words it "If there are any ... attach 1 of them"."""

    type: str
    count: int = 1
    up_to: bool = False
    if_any: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me, attacker = game.players[pl], m.attacker
        done: int = local or 0
        if pc == 1:
            if m.answer is None or attacker is None:
                return m.done()
            me.discard.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=0)
            done += 1
        options = [u for u in me.discard if game.cards[u].kind == "energy" and self.type in game.cards[u].provides
                   and game.cards[u].is_basic_energy]
        if done >= self.count or not options or attacker is None:
            return m.done()
        if m.choose(1, done, pl, CARD, options, f"Choose a {self.type} Energy card to attach to {m.scope.source}.",
                    "discard_to_bench_energy", zone="discard",
                    optional=self.up_to and done > 0):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        if self.if_any:
            return (f"If there are any {self.type} Energy cards in your discard pile, attach {self.count} of them to "
                    f"{w.name}.")
        if self.count == 1 and not self.up_to:
            return f"Take 1 {self.type} Energy card from your discard pile and attach it to {w.name}."
        up = "up to " if self.up_to else ""
        return f"Take {up}{self.count} {self.type} Energy cards from your discard pile and attach them to {w.name}."


@node("attach_discard_energy_to_one")
@dataclass(frozen=True, slots=True)
class AttachDiscardEnergyToOne(Node):
    """Attach ``count`` ``type`` Energy cards from your discard pile to 1 of your ``type`` Pokémon (as
    many as there are, up to ``count``) (Blacksmith); ``bench``: to 1 of your Benched ones (Aqua Patch)."""

    type: str
    count: int = 2
    bench: bool = False
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].discard if game.cards[u].is_basic_energy
                and self.type in game.cards[u].provides]

    def _targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.type in game.types_of(slot)
                and not (self.bench and pos == 0)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._energy(game, player)) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Attach the Energy to which Pokémon?",
                                "attach_energy"):
            return WAIT
        slot = m.me.slot(m.answer) if m.answer is not None else None
        if slot is None:
            return m.done()
        for uid in self._energy(game, pl)[:self.count]:
            m.me.discard.remove(uid)
            slot.energy.append(uid)
            game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        what = f"a {self.type} Energy card" if self.count == 1 else f"{self.count} {self.type} Energy cards"
        return f"Attach {what} from your discard pile to 1 of your {'Benched ' * self.bench}{self.type} Pokémon."


@node("discard_top_attach_if_energy")
@dataclass(frozen=True, slots=True)
class DiscardTopAttachIfEnergy(Node):
    """Discard the top ``count`` cards of your deck; attach each that is a (``type``) Energy card to this
    Pokémon (Dig Out; Celestial Roar)."""

    type: str = ""
    count: int = 1

    def __post_init__(self) -> None:
        if self.count == 1 and not self.type:
            raise ValueError("one card is worded with its Energy type (Dig Out)")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        pos = max(m.scope.source_pos, 0)
        slot = me.at(pos)
        for _ in range(self.count):
            if not me.deck:
                break
            uid = me.deck.pop()
            card = game.cards[uid]
            game.discard_card(uid, "deck")
            if card.kind == "energy" and (not self.type or self.type in card.provides) and slot is not None \
                    and uid in me.discard:
                me.discard.remove(uid)
                slot.energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=pos)
        return m.done()

    def words(self, w: Words) -> str:
        if self.count > 1:
            kind = f"{self.type} Energy" if self.type else "Energy cards"
            return (f"Discard the top {self.count} cards of your deck. If any of those cards are {kind}, attach them "
                    f"to {w.name}.")
        return (f"Discard the top card of your deck. If that card is a {self.type} Energy, attach it to "
                f"{w.name}.")
