"""Once-a-turn Abilities of today's sets: a condition before "you may" ("Once during your turn, if
this Pokémon has any Darkness Energy attached, you may ..."), and what they do: gust and confuse,
a Special Condition of your choice, draw then leave, damage counters moved to the opponent, Energy
attached from the top of the deck or from the hand by type, evolving from the deck by name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.classic_power_nodes import OncePerTurn
from desktop.engine.fx.hand_attach_nodes import energy_fits, energy_phrase
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.pokemon_leave_nodes import shuffle_slot_into_deck
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.fx.words import lower_first
from desktop.engine.fx.zone_choice import DeckSearch
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON
from desktop.engine.state import MOVED_TO_ACTIVE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TESTS = ("active_has_ability", "self_has_energy", "self_hp_at_most", "played_this_turn", "bench", "opp_prizes_at_most",
         "moved_up")


@node("once_if")
@dataclass(frozen=True, slots=True)
class OnceIf(OncePerTurn):
    """Once during your turn, if ``test`` holds (your Active Pokémon has the Ability ``named``, this
    Pokémon has ``type`` Energy attached, at most ``hp`` HP left, is on your Bench, moved up to the
    Active Spot this turn, or your opponent has at most ``n`` Prize cards left), you may ``then``."""

    test: str = "self_has_energy"
    named: str = ""
    type: str = ""
    hp: int = 0
    n: int = 0

    def __post_init__(self) -> None:
        if self.test not in TESTS:
            raise ValueError(f"test {self.test!r} must be one of {', '.join(TESTS)}")

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if not OncePerTurn.usable(self, game, player, source):
            return False
        me = game.players[player]
        if self.test == "played_this_turn":
            from desktop.engine.fx.played_mark_nodes import played_this_turn

            return played_this_turn(game, player, self.named)
        if self.test == "active_has_ability":
            return me.active is not None and any(p.name == self.named for p in game.card_of(me.active).powers)
        if self.test == "bench":
            return source != 0
        if self.test == "opp_prizes_at_most":
            return len(game.players[1 - player].prizes) <= self.n
        if self.test == "moved_up":  # used after it moved, that turn
            return source == 0 and me.active is not None and any(
                e[0] == MOVED_TO_ACTIVE and e[1] == game.turn for e in me.active.effects)
        slot = me.slot(source) if isinstance(source, int) else None
        if slot is None:
            return False
        if self.test == "self_has_energy":
            return self.type in game.energy_units(slot)
        return game.hp_of(slot) - slot.damage <= self.hp

    def words(self, w: Words) -> str:
        test = {"active_has_ability": f"if your Active Pokémon has the {self.named} Ability",
                "self_has_energy": f"if this Pokémon has any {self.type} Energy attached",
                "self_hp_at_most": f"if this Pokémon's remaining HP is {self.hp} or less",
                "played_this_turn": f"if you played {self.named} from your hand this turn",
                "bench": "if this Pokémon is on your Bench",
                "opp_prizes_at_most": f"if your opponent has {self.n} or fewer Prize cards remaining",
                "moved_up": "when this Pokémon moves from your Bench to the Active Spot"}[self.test]
        return f"Once during your turn, {test}, you may {lower_first(self.then.words(w), w)}"


@node("pick_condition")
@dataclass(frozen=True, slots=True)
class PickCondition(Node):
    """Choose one of ``conditions``; the opponent's Active Pokémon is now affected by it."""

    conditions: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if m.them.active is None:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, list(self.conditions), "Choose a Special Condition.",
                                "choose_condition"):
            return WAIT
        if m.them.active is not None and m.answer in self.conditions:
            apply_condition(m, m.scope.opp, 0, m.them.active, m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        names = list(self.conditions)
        listed = f"{', '.join(names[:-1])}, or {names[-1]}" if len(names) > 2 else " or ".join(names)
        return f"Choose {listed}. Your opponent's Active Pokémon is now affected by that Special Condition."


@node("draw_then_leave")
@dataclass(frozen=True, slots=True)
class DrawThenLeave(Atomic):
    """Draw ``count`` cards; if you drew any, shuffle this Pokémon and all attached cards into your
    deck (a new Active Pokémon is chosen if it was Active)."""

    count: int

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        pos = max(m.scope.source_pos, 0)
        if game.draw(pl, self.count) and m.me.slot(pos) is not None:
            shuffle_slot_into_deck(game, pl, pos)
            if m.me.active is None:
                game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return (f"Draw {self.count} cards. If you drew any cards in this way, shuffle this Pokémon and all attached "
                "cards into your deck.")


@node("self_into_deck")
@dataclass(frozen=True, slots=True)
class SelfIntoDeck(Atomic):
    """An Ability: shuffle this Pokémon and all attached cards into your deck."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        pos = max(m.scope.source_pos, 0)
        if m.me.slot(pos) is not None:
            shuffle_slot_into_deck(game, pl, pos)
            if m.me.active is None:
                game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return "Shuffle it and all attached cards into your deck."


@node("counters_to_theirs")
@dataclass(frozen=True, slots=True)
class CountersToTheirs(Node):
    """Move up to ``count`` damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, them, pl = m.game, m.me, m.them, m.scope.player
        if pc == 0:
            options = [pos for pos, s in me.in_play() if s.damage]
            if not options:
                return m.done()
            if m.choose(1, None, pl, POKEMON, options, "Move damage counters from which of your Pokémon?",
                        "move_damage_from"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            most = min(self.count, me.at(local).damage // 10)
            if m.choose(2, local, pl, NUMBER, list(range(1, most + 1)), "Move how many damage counters?",
                        "move_damage_count"):
                return WAIT
            pc = 2
        if pc == 2:
            local = (local, m.answer)
            if m.choose(3, local, pl, POKEMON, [OPPONENT + pos for pos, _s in them.in_play()],
                        "Move them to which of your opponent's Pokémon?", "damage_target"):
                return WAIT
        (src, n), dst = local, m.answer - OPPONENT
        source, target = me.slot(src), them.slot(dst)
        if source is not None and target is not None:
            moved = min(n * 10, source.damage)
            source.damage -= moved
            game.emit("heal", pl, card=source.top, pos=src, amount=moved, detail=m.scope.source)
            combat.put_damage(game, m.scope.opp, dst, target, moved, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move up to {self.count} damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon."


@node("top_energy_attach")
@dataclass(frozen=True, slots=True)
class TopEnergyAttach(Node):
    """Look at the top ``look`` cards of your deck and attach any number of (Basic ``type``) Energy
    cards you find there to your Pokémon in any way you like; the others are shuffled back into the
    deck, or (``bottom``) shuffled and put on the bottom of it."""

    look: int
    type: str = ""
    basic: bool = True
    bottom: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            seen = tuple(me.deck[-self.look:])
            for uid in seen:
                game.emit("peek", pl, card=uid, src="deck", detail="top of deck")
            local = (seen, None)
        seen, chosen = local
        if pc == 1:
            if m.answer is None:
                return self._finish(m, seen)
            chosen = m.answer
            if m.choose(2, (seen, chosen), pl, POKEMON, [p for p, _s in me.in_play()], "Attach it to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc = 2
        if pc == 2:
            me.deck.remove(chosen)
            me.at(m.answer).energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="deck", dst="energy", pos=m.answer)
            seen = tuple(u for u in seen if u != chosen)
        options = [u for u in seen if energy_fits(game.cards[u], self.basic, self.type)]
        if not options:
            return self._finish(m, seen)
        if m.choose(1, (seen, None), pl, CARD, options, "Attach which Energy card (or stop)?", "deck_to_attach",
                    optional=True, zone="deck", auto_single=False):
            return WAIT
        return self._finish(m, seen)  # pragma: no cover - an optional prompt always asks

    def _finish(self, m: Machine, seen: tuple[int, ...]) -> int:
        game, me = m.game, m.me
        if not self.bottom:
            game.shuffle_deck(m.scope.player)
            return m.done()
        rest = [u for u in seen if u in me.deck]
        for uid in rest:
            me.deck.remove(uid)
        game.rng.shuffle(rest)
        me.deck[0:0] = rest  # index 0 is the bottom of the deck
        game.emit("rearrange", m.scope.player, amount=len(rest))
        return m.done()

    def words(self, w: Words) -> str:
        rest = ("Shuffle the other cards and put them on the bottom of your deck." if self.bottom
                else "Shuffle the other cards back into your deck.")
        energy = energy_phrase(self.basic, self.type, plural=True, w=w)
        return (f"Look at the top {self.look} cards of your deck and attach any number of {energy} you find there to "
                f"your Pokémon in any way you like. {rest}")


@node("attach_hand_one_each")
@dataclass(frozen=True, slots=True)
class AttachHandOneEach(Node):
    """Attach a Basic Energy card of each of ``types`` (any or all of them) from your hand to your
    Pokémon in any way you like, one at a time until you stop."""

    types: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        done: tuple[str, ...] = () if pc == 0 else local[0]
        if pc == 1:
            if m.answer is None:
                return m.done()
            local = (done, m.answer)
            if m.choose(2, local, pl, POKEMON, [p for p, _s in me.in_play()], "Attach it to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc = 2
        if pc == 2:
            uid = local[1]
            me.hand.remove(uid)
            me.at(m.answer).energy.append(uid)
            game.emit("attach", pl, card=uid, src="hand", dst="energy", pos=m.answer)
            layer.attached_from_hand(game, pl, m.answer, me.at(m.answer), uid)
            done += tuple(t for t in self.types if t in game.cards[uid].provides)[:1]
        options = list({game.cards[u].id: u for u in me.hand for t in self.types
                        if t not in done and energy_fits(game.cards[u], True, t)}.values())
        if not options:
            return m.done()
        if m.choose(1, (done, None), pl, CARD, options, "Attach which Energy card (or stop)?", "attach_to",
                    optional=True, zone="hand", auto_single=False):
            return WAIT
        return m.done()  # pragma: no cover - an optional prompt always asks

    def words(self, w: Words) -> str:
        each = ", ".join(energy_phrase(True, t) for t in self.types)
        return f"Attach {each}, or 1 of each from your hand to your Pokémon in any way you like."


@node("evolve_into_named")
@dataclass(frozen=True, slots=True)
class EvolveIntoNamed(Node):
    """Search your deck for a card named one of ``named`` and put it onto this Pokémon to evolve it
    (the named cards may skip a Stage); then shuffle your deck."""

    named: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        pos = max(m.scope.source_pos, 0)
        slot = me.slot(pos)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            options = list({game.cards[u].id: u for u in me.deck if game.cards[u].name in self.named}.values())
            if slot is not None and m.choose(1, None, pl, CARD, options, "Evolve into which card?", "evolve_with",
                                             zone="deck"):
                return WAIT
        if m.answer is not None and slot is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, pos, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = " or ".join(self.named)
        name = w.card.name if w.card is not None else "this Pokémon"
        return f"Search your deck for an {names} and put it onto this {name} to evolve it. Then, shuffle your deck."


@node("self_counters_for_bonus")
@dataclass(frozen=True, slots=True)
class SelfCountersForBonus(Atomic):
    """Put ``counters`` damage counters on this Pokémon; if you do, during this turn its attacks do
    ``amount`` more damage to the opponent's Active Pokémon (before Weakness and Resistance)."""

    counters: int
    amount: int

    def act(self, m: Machine) -> None:
        from desktop.engine import layer
        from desktop.engine.fx.turn_effect_nodes import MoreNextTurn
        from desktop.engine.state import Effect

        pos = max(m.scope.source_pos, 0)
        slot = m.me.slot(pos)
        if slot is None:
            return
        combat.put_damage(m.game, m.scope.player, pos, slot, 10 * self.counters, m.scope.source)
        slot.add_effect(Effect(layer.BASE_DAMAGE, m.game.turn, MoreNextTurn(self.amount), True))

    def words(self, w: Words) -> str:
        return (f"Put {self.counters} damage counters on this Pokémon. If you do, during this turn, attacks used by "
                f"this Pokémon do {self.amount} more damage to your opponent's Active Pokémon (before applying "
                "Weakness and Resistance).")


@node("first_turn_once_by_name")
@dataclass(frozen=True, slots=True)
class FirstTurnOnceByName(Node):
    """An Ability used once during your first turn, and at most 1 Ability of this name that turn."""

    name: str
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        from desktop.engine import layer

        first_turn = game.turn == (1 if player == game.first else 2)
        return first_turn and not layer.used_by_name(game, player, self.name) and self.then.usable(game, player,
                                                                                                     source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.modern_mods import UsedThisTurn

        if pc == 0:
            game = m.game
            game.lasting = game.lasting + ((m.scope.player, game.turn, UsedThisTurn(self.name)),)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"Once during your first turn, you may {lower_first(self.then.words(w), w)} You can't use more than "
                f"1 {self.name} Ability during your turn.")


@node("search_pokemon_hp_at_most")
@dataclass(frozen=True, slots=True)
class SearchPokemonHpAtMost(DeckSearch):
    """Search your deck for up to ``count`` ``type`` Pokémon with ``hp`` HP or less, reveal them, and
    put them into your hand; then shuffle."""

    count: int
    type: str
    hp: int

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def fits(self, m: Machine, uid: int) -> bool:
        card = m.game.cards[uid]
        return card.kind == "pokemon" and self.type in (card.types or ("Colorless",)) and card.hp <= self.hp

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} {self.type} Pokémon with {self.hp} HP or less, reveal them, "
                "and put them into your hand. Then, shuffle your deck.")
