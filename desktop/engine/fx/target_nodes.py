"""Trainer nodes played onto a Pokémon: the play action names the target (so a table can light
up exactly the legal targets), and ``targets`` lists them. Heal, Tools, cure, return to hand,
devolve, evolve skipping a Stage, switch, gust, Energy removal, and revive."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, combat, kernel, play_rules
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.fx.words import plural
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import NONE, Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


class Targeted(Node):
    """A node whose card is played onto one of the positions ``targets`` returns. Run with nothing
    played onto (an Ability's, or one option of a "Choose 1"), it asks the player which one first."""

    __slots__ = ()
    ask_purpose = "played_onto"  # the purpose of that question

    def targets(self, game: Game, player: int) -> list[int]:
        raise NotImplementedError

    def affected(self, game: Game, player: int, target: int) -> tuple[Slot | None, ...]:
        """The Pokémon that playing this card onto ``target`` affects (Legendary Body asks): that one."""
        return (game.slot_at(player, target),)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if m.scope.target is None:
            if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, self.targets(m.game, m.scope.player),
                                    "Choose the Pokémon.", self.ask_purpose):
                return WAIT
            if m.answer is None:
                return m.done()
            m.scope.target = m.answer
        return super().step(m, 0, local)  # Atomic's: act on it


def _own(g: Game, pl: int, test) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if test(g, s)]


@node("heal")
@dataclass(frozen=True, slots=True)
class Heal(Targeted, Atomic):
    """Remove up to ``amount`` damage from 1 of your Pokémon (``amount`` 0: all of it, from one with
    at most ``hp_left`` HP remaining: Bianca's Devotion)."""

    amount: int
    coins: int = 0  # Moo-Moo Milk: ``amount`` for each heads of this many coins
    hp_left: int = 0
    active_only: bool = False  # Cook: "your Active Pokémon"
    type: str = ""  # Jacinthe: "1 of your Psychic Pokémon"; Dragon Elixir: "your Active Dragon Pokémon"
    cure: bool = False  # Pokémon Center Lady: "..., and it recovers from all Special Conditions"
    with_energy: str = ""  # only one with any Energy of this type attached (Fairy Drop: "that has any Fairy Energy")
    ask_purpose = "heal_target"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play()
                if (s.damage > 0 or (self.cure and _has_condition(game, s)))
                and (not self.hp_left or game.hp_of(s) - s.damage <= self.hp_left) and not (self.active_only and pos)
                and (not self.type or self.type in game.types_of(s))
                and (not self.with_energy or self.with_energy in game.energy_units(s))]

    def act(self, m: Machine) -> None:
        slot = m.me.at(m.target)
        amount = self.amount or slot.damage
        if self.coins:
            amount *= sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        combat.heal(m.game, m.scope.player, m.target, slot, amount, m.scope.source)
        if self.cure:
            m.game.clear_conditions(m.scope.player, m.target, slot)

    def words(self, w: Words) -> str:
        if self.cure and (text := w.phrase_or_none("heal_and_cure", amount=self.amount)):
            return text
        if self.coins:
            return (f"Choose 1 of your Pokémon. Flip {self.coins} coins. Remove {self.amount // 10} damage counters "
                    "times the number of heads from that Pokémon. If the Pokémon has fewer damage counters than that, "
                    "remove all of them.")
        if self.hp_left:
            return f"Heal all damage from 1 of your Pokémon that has {self.hp_left} HP or less remaining."
        kind = f"{self.type} " if self.type else ""
        fields = {"amount": self.amount, "kind": kind, "energy": self.with_energy,
                  "counters": plural(self.amount // 10, "damage counter")}
        which = "heal_active" if self.active_only else "heal_with_energy" if self.with_energy else "heal"
        return w.phrase_or_none(which, **fields) or w.phrase("heal", **fields)


@node("discard_energy_then_heal")
@dataclass(frozen=True, slots=True)
class DiscardEnergyThenHeal(Targeted):
    """Discard an Energy card from 1 of your damaged Pokémon to heal it (Super Potion of Base Set);
    ``heal_first``: heal 1 of your Pokémon, and if you do, discard an Energy from it (XY's)."""

    amount: int
    heal_first: bool = False
    prompts = True

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play() if s.damage > 0 and (s.energy or self.heal_first)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.me.at(m.target)
        if pc == 0 and self.heal_first:
            combat.heal(m.game, m.scope.player, m.target, slot, self.amount, m.scope.source)
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(slot.energy), "Choose an Energy card to discard.",
                                "discard_energy_cost", zone="attached"):
            return 1
        if m.answer is not None:
            combat.discard_attached(m.game, slot, m.answer, m.target)
        if not self.heal_first:
            combat.heal(m.game, m.scope.player, m.target, slot, self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        if self.heal_first:
            return (f"Heal {self.amount} damage from 1 of your Pokémon. If you do, discard an Energy attached to that "
                    "Pokémon.")
        return (f"Discard 1 Energy card attached to your own Pokémon in order to remove up to "
                f"{plural(self.amount // 10, 'damage counter')} from that Pokémon.")


@node("attach_tool")
@dataclass(frozen=True, slots=True)
class AttachTool(Targeted, Atomic):
    """Attach this card to your Active Pokémon (``active_only``) or to 1 of your Pokémon; it is
    discarded at the end of your turn or of your opponent's next turn. Its modifier lives in the
    card's ``statics``."""

    modifier: Mod
    active_only: bool = False
    until: str = "opponent_next_turn"  # or "this_turn", or "in_play" (a Pokémon Tool that stays)
    also: tuple[Mod, ...] = ()  # the card's other rules while attached, worded after the first (Escape Board)

    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[player]
        if self.active_only:
            return [0] if p.active is not None and play_rules.tool_room(game, player, p.active) else []
        return [pos for pos, slot in p.in_play() if play_rules.tool_room(game, player, slot)]

    def tool_mods(self) -> tuple[Mod, ...]:
        """The rules the card has while attached (its ``statics``)."""
        return (self.modifier, *self.also)

    def rules_words(self, w: Words) -> str:
        """The words of its rules while attached: a rule worded ", and ..." ends the sentence before."""
        text = self.modifier.words(w)
        for mod in self.also:
            more = mod.words(w)
            text = text.rstrip(".") + more if more.startswith(",") else f"{text} {more}"
        return text

    def act(self, m: Machine) -> None:
        game = m.game
        slot = m.me.at(m.target)
        until = {"this_turn": game.turn, "opponent_next_turn": game.turn + 1, "in_play": 0}[self.until]
        slot.tools.append((m.scope.source_uid, until))
        m.scope.kept = True
        game.emit("attach", m.scope.player, card=m.scope.source_uid, src="play", dst="tool", pos=m.target)

    def words(self, w: Words) -> str:
        where = "your Active Pokémon" if self.active_only else "1 of your Pokémon"
        when = "At the end of your turn" if self.until == "this_turn" else "At the end of your opponent's next turn"
        if self.until == "in_play" and (text := w.phrase_or_none(
                "tool_in_play", name=w.card.name if w.card else "this card", rule=self.rules_words(w))):
            return text
        if self.until == "in_play" or self.modifier.states_duration:  # today's Tools: the modifier's rule
            return self.rules_words(w)
        name = w.card.name if w.card else "this card"
        return f"Attach {name} to {where}. {when}, discard {name}. " \
               f"{self.rules_words(w)}"


def _has_condition(g: Game, s: Slot) -> bool:
    return s.rot != NONE or s.poison > 0 or s.burned


@node("cure_active")
@dataclass(frozen=True, slots=True)
class CureActive(Targeted, Atomic):
    def targets(self, game: Game, player: int) -> list[int]:
        a = game.players[player].active
        return [0] if a is not None and _has_condition(game, a) else []

    def act(self, m: Machine) -> None:
        m.game.clear_conditions(m.scope.player, 0, m.me.at(0))

    def words(self, w: Words) -> str:
        return "Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."


def pick_up(m: Machine, target: int, whole: bool) -> None:
    """Put your Pokémon at ``target`` into your hand: its Basic Pokémon card, or (``whole``) every
    Pokémon card of it; everything else attached is discarded. An empty Active Spot is filled."""
    game, me, pl = m.game, m.me, m.scope.player
    slot = me.at(target)
    game.remove_from_play(pl, target, slot)
    kept = slot.cards if whole else slot.cards[:1]
    for uid in kept:
        me.hand.append(uid)
        game.move_card(pl, uid, "active" if target == 0 else "bench", "hand", target)
    for uid in slot.cards[len(kept):] + slot.attached():
        game.discard_card(uid, "attached", target)
    if me.active is None:
        game.queue.insert(0, ("new_active", pl))


@node("return_basic_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnBasicToHand(Targeted, Atomic):
    """Return a Pokémon's Basic Pokémon card to your hand; discard everything attached."""

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, _ in game.players[player].in_play()]

    def act(self, m: Machine) -> None:
        pick_up(m, m.target, whole=False)

    def words(self, w: Words) -> str:
        return ("Choose 1 of your Pokémon in play and return its Basic Pokémon card to your hand. (Discard all cards "
                "attached to that card.)")


@node("devolve")
@dataclass(frozen=True, slots=True)
class Devolve(Targeted):
    prompts = True

    def targets(self, game: Game, player: int) -> list[int]:
        return _own(game, player, lambda g, s: card_in_play.devolvable(g, s))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, target = m.game, m.scope.player, m.target
        slot = m.me.at(target)
        stages = [game.cards[u].stage for u in slot.cards[1:]]
        if pc == 0 and m.choose(1, None, pl, OPTION, stages, "Discard Evolution cards from which Stage up?",
                                "devolve_stage"):
            return 1
        keep = 1 + stages.index(m.answer)
        for uid in slot.cards[keep:]:
            game.discard_card(uid, "stack", target)
        del slot.cards[keep:]
        game.set_rotation(pl, target, slot, NONE)
        slot.poison = 0
        slot.burned = False
        slot.end_attack_effects()
        game.emit("devolve", pl, card=slot.top, pos=target)  # a Knock Out is checked afterwards
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your own Pokémon in play and a Stage of Evolution. Discard all Evolution cards of that "
                "Stage or higher attached to that Pokémon. That Pokémon is no longer Asleep, Confused, Paralyzed, "
                "Poisoned, or anything else that might be the result of an attack (just as if you had evolved it).")


def _stage1_to_basic(g: Game, stage1_name: str) -> str:
    """The Basic that a Stage 1 evolves from (looked up among all known cards)."""
    from desktop.engine.cards import default_db

    for card in (*g.cards, *default_db().by_name.get(stage1_name.lower(), ())):
        if card.name == stage1_name and card.stage == "Stage 1":
            return card.evolves_from
    return ""


def _skip_pairs(g: Game, pl: int) -> list[tuple[int, int]]:
    """(Stage 2 card in hand, position of a Basic it may evolve, skipping Stage 1)."""
    if pl != g.current or not g.evolution_allowed_now(pl):  # evolving: in your own turn (Chaos Gym: not theirs)
        return []
    out = []
    for stage2 in g.players[pl].hand:
        card = g.cards[stage2]
        if card.kind != "pokemon" or card.stage != "Stage 2":
            continue
        basic_name = _stage1_to_basic(g, card.evolves_from)
        for pos, slot in g.players[pl].in_play():
            top = g.cards[slot.top]
            if top.kind == "pokemon" and top.stage == "Basic" and top.name == basic_name and slot.entered < g.turn \
                    and not (slot.effects and slot.has_effect("evolve_held")):  # Dark Tentacle
                out.append((stage2, pos))
    return out


@node("evolve_skipping_stage1")
@dataclass(frozen=True, slots=True)
class EvolveSkippingStage1(Targeted):
    play_only: bool = False  # Legendary Collection words: "You can play this card only when ..."
    prompts = True

    def targets(self, game: Game, player: int) -> list[int]:
        return sorted({pos for _u, pos in _skip_pairs(game, player)})

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, target = m.game, m.scope.player, m.target
        if pc == 0:
            options = [u for u, pos in _skip_pairs(game, pl) if pos == target]
            if m.choose(1, None, pl, CARD, options, "Choose the Stage 2 card to put on it.", "evolve_with",
                        zone="hand", auto_single=False):
                return 1
        m.me.hand.remove(m.answer)
        game.evolve(pl, target, m.me.at(target), m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("stage_2_from_hand", only="play this card only" if self.play_only else "only play this card")


@node("switch_own")
@dataclass(frozen=True, slots=True)
class SwitchOwn(Targeted, Atomic):
    """Switch your Active Pokémon with 1 of your Benched Pokémon: the one a Trainer is played onto,
    or, used as an Ability (Sky Transport), the one the player chooses then (``Targeted``)."""

    ask_purpose = "switch_self"

    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[player]
        return [i + 1 for i in range(len(p.bench))] if p.active else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self.targets(game, player))

    def affected(self, game: Game, player: int, target: int) -> tuple[Slot | None, ...]:
        return game.players[player].active, game.slot_at(player, target)

    def act(self, m: Machine) -> None:
        m.game.switch_active(m.scope.player, m.target, m.scope.source)

    def words(self, w: Words) -> str:
        return w.phrase("switch_own")


@node("shuffle_into_deck")
@dataclass(frozen=True, slots=True)
class ShuffleIntoDeck(Targeted, Atomic):
    """Choose a Pokémon on your Bench; shuffle it and every card attached to it into your deck."""

    def targets(self, game: Game, player: int) -> list[int]:
        return [i + 1 for i in range(len(game.players[player].bench))]

    def act(self, m: Machine) -> None:
        game, me, pl, target = m.game, m.me, m.scope.player, m.target
        slot = me.at(target)
        game.remove_from_play(pl, target, slot)
        for uid in slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "bench", "deck", target)
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return "Choose a Pokémon on your Bench. Shuffle it and any cards attached to it into your deck."


@node("gust")
@dataclass(frozen=True, slots=True)
class Gust(Targeted, Atomic):
    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[1 - player]
        return [11 + i for i in range(len(p.bench))] if p.active else []

    def affected(self, game: Game, player: int, target: int) -> tuple[Slot | None, ...]:
        return game.players[1 - player].active, game.slot_at(player, target)

    def act(self, m: Machine) -> None:
        m.game.switch_active(m.scope.opp, m.target - 10, m.scope.source)

    def words(self, w: Words) -> str:
        return w.phrase("gust")


@node("discard_their_energy")
@dataclass(frozen=True, slots=True)
class DiscardTheirEnergy(Targeted):
    prompts = True

    def targets(self, game: Game, player: int) -> list[int]:
        return [10 + pos for pos, s in game.players[1 - player].in_play() if s.energy]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.them.at(m.target - 10)
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(slot.energy), "Choose an Energy card to discard.",
                                "discard_their_energy", zone="attached"):
            return 1
        combat.discard_attached(m.game, slot, m.answer, m.target - 10)
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("discard_their_energy")


@node("discard_own_for_two_of_theirs")
@dataclass(frozen=True, slots=True)
class DiscardOwnForTwoOfTheirs(Targeted):
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.energy and may_affect(game, s) for s in game.players[1 - player].slots())

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play() if s.energy]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            mine = m.me.at(m.target)
            if m.choose(1, None, pl, CARD, list(mine.energy), "Choose your Energy card to discard.",
                        "discard_energy_cost", zone="attached"):
                return 1
            pc = 1
        if pc == 1:
            mine = m.me.at(m.target)
            combat.discard_attached(game, mine, m.answer, m.target)
            targets = [10 + pos for pos, s in m.them.in_play() if s.energy]
            if m.choose(2, None, pl, POKEMON, targets, "Choose an opponent's Pokémon.", "their_pokemon"):
                return 1
            pc = 2
        if pc == 2:
            local = (m.answer, 0)
        else:  # pc 3: an Energy card was chosen (or None: stop)
            pos, n = local
            if m.answer is None:
                return m.done()
            slot = m.them.at(pos - 10)
            combat.discard_attached(game, slot, m.answer, pos - 10)
            local = (pos, n + 1)
        pos, n = local
        slot = m.them.at(pos - 10)
        if n >= 2 or not slot.energy:
            return m.done()
        if m.choose(3, local, pl, CARD, list(slot.energy), f"Choose an Energy card to discard ({n + 1} of up to 2).",
                    "discard_their_energy", zone="attached", optional=n > 0, picks=(1, 2)):
            return 1
        m.stack[-1] = (self, 3, local)
        return 0

    def words(self, w: Words) -> str:
        return ("Discard 1 Energy card attached to 1 of your Pokémon in order to choose 1 of your opponent's "
                "Pokémon and up to 2 Energy cards attached to it. Discard those Energy cards.")


def _basic_in(g: Game, pile: list[int]) -> bool:
    return any(g.cards[u].kind == "pokemon" and g.cards[u].stage == "Basic" for u in pile)


@node("basic_from_discard_to_bench")
@dataclass(frozen=True, slots=True)
class BasicFromDiscardToBench(Node):
    """Put a Basic Pokémon from a discard pile onto its owner's Bench (yours, or your opponent's
    with ``opponent``); ``half_hp`` puts damage equal to half its HP on it."""

    opponent: bool = False
    half_hp: bool = False
    card_word: bool = True  # words: "1 Basic Pokémon card" (Max Revive prints "1 Basic Pokémon")
    reminder: bool = True  # words: "(You can't play ... if your Bench is full.)" (XY's Revive prints none)
    attack: bool = False  # an attack's words: "Put a Baby Pokémon or a Basic Pokémon card ..." (Guiding Flame)
    counters: int = 0  # then that many damage counters on it (Call Back)
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        owner = 1 - player if self.opponent else player
        if self.attack:  # as printed: "(You can't use this attack if your Bench is full.)", even for theirs
            owner = player
        return len(game.players[owner].bench) < game.rules.bench_size and (
            self.attack or _basic_in(game, game.players[owner].discard))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        owner = m.scope.opp if self.opponent else m.scope.player
        pile = game.players[owner].discard
        if pc == 0:
            options = [u for u in pile if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            if m.choose(1, None, m.scope.player, CARD, options, "Choose a Basic Pokémon from the discard pile.",
                        "discard_to_bench", zone="discard"):
                return 1
        uid = m.answer
        if uid is None or len(game.players[owner].bench) >= game.rules.bench_size:  # none there (an attack's)
            return m.done()
        pile.remove(uid)
        slot = Slot(uid, game.turn)
        bench = game.players[owner].bench
        bench.append(slot)
        game.emit("bench", owner, card=uid, src="discard", dst="bench", pos=len(bench))
        if self.half_hp:
            combat.put_damage(game, owner, len(bench), slot, (game.cards[uid].hp // 2) // 10 * 10, m.scope.source)
        if self.counters:
            combat.put_damage(game, owner, len(bench), slot, 10 * self.counters, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        if self.opponent and self.attack:  # Call Back
            return ("Put a Baby Pokémon or Basic Pokémon card from your opponent's discard pile onto their Bench. Put "
                    f"{self.counters} damage counter on that Pokémon. (You can't use this attack if your Bench is "
                    "full.)")
        if self.opponent:
            return (f"Choose 1 Basic Pokémon card from your opponent's discard pile and put it onto their Bench. "
                    f"(You can't play {name} if your opponent's Bench is full.)")
        if self.attack:
            return ("Put a Baby Pokémon or a Basic Pokémon card from your discard pile onto your Bench. (You can't use "
                    "this attack if your Bench is full.)")
        half = (" Put damage counters on that Pokémon equal to half its HP (rounded down to the nearest 10)."
                if self.half_hp else "")
        what = "1 Basic Pokémon card" if self.card_word else "1 Basic Pokémon"
        if not self.reminder:
            return f"Put {what} from your discard pile onto your Bench.{half}"
        return (f"Put {what} from your discard pile onto your Bench.{half} (You can't play {name} if your Bench is "
                "full.)")


@node("heal_all_discard_energy")
@dataclass(frozen=True, slots=True)
class HealAllDiscardEnergy(Atomic):
    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.damage and may_affect(game, s) for s in game.players[player].slots())

    def act(self, m: Machine) -> None:
        game = m.game
        for pos, slot in m.me.in_play():
            if slot.damage:
                combat.heal(game, m.scope.player, pos, slot, slot.damage, m.scope.source)
                for uid in list(slot.energy):
                    combat.discard_attached(game, slot, uid, pos)

    def words(self, w: Words) -> str:
        return ("Remove all damage counters from all of your own Pokémon with damage counters on them, then discard "
                "all Energy cards attached to those Pokémon.")


kernel.provide("attach_tool", AttachTool)
kernel.provide("targeted", Targeted)
