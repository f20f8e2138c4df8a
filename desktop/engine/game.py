"""The game: setup, turn structure, legality, Knock Outs, Checkup and winning.

Public API (python-chess / OpenSpiel style)::

    game = Game.new([deck0, deck1], seed=7, rules="classic")
    game.to_move                 # who must act now (also for a prompt)
    game.pending                 # the open Prompt or None
    game.legal_actions()         # list of actions; ``a in game.legal_set()`` is O(1)
    events = game.apply(action)  # all-or-nothing; IllegalActionError with a reason
    game.outcome                 # None until the game is over
    game.clone(), game.view(player), game.to_json(), Game.from_json(data)

Card effects (attacks, Powers, Trainers) are trees of nodes run by the effect machine
(``fx/machine.py``), whose progress is data: a game in the middle of an effect is cloned by
copying it. ``apply`` is all-or-nothing: if anything raises, the state is put back.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.engine import combat, layer
from desktop.engine.action_check import check_action
from desktop.engine.actions import (
    END_TURN,
    OPPONENT,
    Action,
    AttachEnergy,
    Attack,
    Choose,
    DiscardFromPlay,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UsePower,
)
from desktop.engine.cards import CardDB, CardDef, CardError, default_db
from desktop.engine.errors import IllegalActionError  # defined there, imported from here too
from desktop.engine.events import Event
from desktop.engine.fx.machine import Machine, Scope
from desktop.engine.fx.playable import power_usable, trainer_targets
from desktop.engine.fx.procedures import AttackProcedure, PlayTrainerProcedure, RetreatProcedure, UsePowerProcedure
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON, Prompt
from desktop.engine.rng import GameRandom
from desktop.engine.rules import Rules, get_rules
from desktop.engine.state import ASLEEP, NONE, PARALYZED, ROTATION_NAMES, Player, Slot

SAVE_VERSION = 1


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None  # None: a draw
    reason: str


class Game:
    """A game of the Pokémon TCG between two players (0 and 1)."""

    __slots__ = (
        "cards", "split", "rules", "names", "players", "rng", "seed", "turn", "current", "first",
        "phase", "energy_played", "retreats", "supporter_played", "stadium_played", "stadium",
        "queue", "step", "prompt", "outcome", "history", "deck_ids", "sudden_death", "attacked",
        "machine", "lasting", "_checkpoint", "_since", "_legal", "_legal_set", "_events",
        "frozen", "fixed_first", "resolving", "origin",
    )

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        decks: list[list[CardDef]],
        seed: int = 0,
        rules: str | Rules = "classic",
        names: tuple[str, str] = ("Player 1", "Player 2"),
        first: int | None = None,
        allow_unimplemented: bool = False,
    ) -> Game:
        """Start a game: shuffle, decide the first player, draw and begin setup.

        ``first`` fixes who goes first; by default a coin flip decides and its
        winner chooses. Decks containing unimplemented cards are refused.
        """
        if len(decks) != 2:
            raise ValueError("a game needs exactly two decks")
        for owner, deck in enumerate(decks):
            if not any(c.kind == "pokemon" and c.stage == "Basic" for c in deck):
                raise CardError(f"{names[owner]}'s deck has no Basic Pokémon; it cannot be played")
            missing = sorted({c.name for c in deck if not c.implemented})
            if missing and not allow_unimplemented:
                raise CardError(
                    f"{names[owner]}'s deck has cards Holofoil cannot play yet: {', '.join(missing)}"
                )
        game = cls.__new__(cls)
        game.cards = tuple(decks[0]) + tuple(decks[1])
        game.split = len(decks[0])
        game.rules = get_rules(rules) if isinstance(rules, str) else rules
        game.names = tuple(names)
        game.seed = seed
        game.rng = GameRandom(seed)
        game.deck_ids = (tuple(c.id for c in decks[0]), tuple(c.id for c in decks[1]))
        game.history = []
        game.sudden_death = False
        game.frozen = False
        game.fixed_first = first
        game.origin = None  # or the scenario this game was built from (scenario.py)
        game._events = []
        game._reset_table(first)
        return game

    def _reset_table(self, first: int | None) -> None:
        self.players = [Player(), Player()]
        self.players[0].deck = list(range(self.split))
        self.players[1].deck = list(range(self.split, len(self.cards)))
        self.turn = 0
        self.current = 0
        self.first = 0
        self.phase = "setup"
        self._new_turn_flags()
        self.stadium = -1
        self.resolving = []  # Trainer cards being played (between hand and discard)
        self.queue = []
        self.step = None
        self.prompt = None
        self.outcome = None
        self.machine = None
        self.lasting = ()
        self._checkpoint = None
        self._since = []
        self._legal = None
        self._legal_set = None
        if first is None:
            heads = self.coin("decide who goes first")
            chooser = 0 if heads else 1
            if self.rules.winner_of_flip_chooses:
                self.queue.append(("choose_first", chooser))
            else:
                self.queue.append(("set_first", chooser))
        else:
            self.queue.append(("set_first", first))
        self.queue.append(("deal",))
        self._advance()

    def _new_turn_flags(self) -> None:
        self.energy_played = False
        self.retreats = 0
        self.supporter_played = False
        self.stadium_played = False
        self.attacked = False

    # ------------------------------------------------------------------ basics
    def all_cards(self, player: int) -> list[int]:
        """Every card ``player`` owns, wherever it is (for accounting checks)."""
        out = self.players[player].all_cards()
        out += [u for u in self.resolving if self.owner(u) == player]
        if self.stadium >= 0 and self.owner(self.stadium) == player:
            out.append(self.stadium)
        return out

    def owner(self, uid: int) -> int:
        return 0 if uid < self.split else 1

    def card(self, uid: int) -> CardDef:
        return self.cards[uid]

    def name_of(self, uid: int) -> str:
        return self.cards[uid].name

    @property
    def to_move(self) -> int:
        """The player who must act now: the prompted player, else the current player."""
        return self.prompt.player if self.prompt is not None else self.current

    @property
    def pending(self) -> Prompt | None:
        return self.prompt

    def opponent(self, player: int) -> int:
        return 1 - player

    def slot_at(self, player: int, pos: int) -> Slot | None:
        """A position relative to ``player`` (10+ means the opponent's side)."""
        if pos >= OPPONENT:
            return self.players[1 - player].slot(pos - OPPONENT)
        return self.players[player].slot(pos)

    def emit(self, kind: str, player: int = -1, **fields) -> None:
        self._events.append(Event(kind, player, **fields))

    def coin(self, reason: str = "", player: int = -1) -> bool:
        heads = self.rng.coin()
        self.emit("coin", player, amount=1 if heads else 0, detail=reason)
        return heads

    def shuffle_deck(self, player: int) -> None:
        self.rng.shuffle(self.players[player].deck)
        self.emit("shuffle", player)

    def draw(self, player: int, count: int = 1) -> int:
        """Draw up to ``count`` cards; returns how many were drawn."""
        p = self.players[player]
        drawn = 0
        for _ in range(count):
            if not p.deck:
                break
            uid = p.deck.pop()
            p.hand.append(uid)
            self.emit("draw", player, card=uid, src="deck", dst="hand")
            drawn += 1
        return drawn

    def move_card(self, player: int, uid: int, src: str, dst: str, pos: int = -1) -> None:
        """Record a card movement between zones (the caller updates the lists)."""
        self.emit("move", player, card=uid, src=src, dst=dst, pos=pos)

    def discard_card(self, uid: int, src: str, pos: int = -1) -> None:
        player = self.owner(uid)
        self.players[player].discard.append(uid)
        self.emit("move", player, card=uid, src=src, dst="discard", pos=pos)

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        """Run queued steps until one needs a decision or the queue is empty."""
        while self.prompt is None and self.queue and self.outcome is None:
            step = self.queue.pop(0)
            getattr(self, "_step_" + step[0])(*step[1:])
        if self.outcome is not None:
            self.queue.clear()
            self.prompt = None

    def open_prompt(self, prompt: Prompt) -> None:
        """Open a prompt for the running effect."""
        self.prompt = prompt
        self.emit("prompt", prompt.player, detail=prompt.text)

    def _ask(self, step: tuple, prompt: Prompt) -> None:
        """Open a data prompt; ``step`` is resumed with the answer."""
        self.step = step
        self.prompt = prompt
        self.emit("prompt", prompt.player, detail=prompt.text)

    # setup ---------------------------------------------------------------
    def _step_choose_first(self, chooser: int) -> None:
        self._ask(
            ("choose_first", chooser),
            Prompt(chooser, OPTION, ("first", "second"), "You won the coin flip: go first or second?",
                   source="setup", purpose="go_first"),
        )

    def _answer_choose_first(self, chooser: int, value: str) -> None:
        self._step_set_first(chooser if value == "first" else 1 - chooser)

    def _step_set_first(self, first: int) -> None:
        self.first = first
        self.current = first
        self.emit("phase", first, detail="first player")

    def _step_deal(self) -> None:
        """Shuffle, draw 7, and mulligan until each player has a Basic Pokémon."""
        size = self.rules.hand_size
        for player in (0, 1):
            self.shuffle_deck(player)
            self.draw(player, size)
        while not any(self._has_basic(p) for p in (0, 1)):
            for player in (0, 1):  # neither has one: both reshuffle, nobody counts it
                self._return_hand(player)
                self.draw(player, size)
        for player in (0, 1):
            while not self._has_basic(player):
                self.players[player].mulligans += 1
                self.emit("mulligan", player, amount=self.players[player].mulligans,
                          detail=",".join(map(str, self.players[player].hand)))
                self._return_hand(player)
                self.draw(player, size)
        for player in (self.first, 1 - self.first):
            self.queue.append(("setup_active", player))
            self.queue.append(("setup_bench", player))
        self.queue.append(("setup_prizes",))
        for player in (self.first, 1 - self.first):
            extra = self.players[1 - player].mulligans * self.rules.mulligan_extra_cards
            if extra:
                self.queue.append(("extra_draws", player, extra))
        self.queue.append(("begin",))

    def _is_starter(self, uid: int) -> bool:
        """A Basic Pokémon card (Trainers played as Pokémon cannot start the game)."""
        card = self.cards[uid]
        return card.kind == "pokemon" and card.stage == "Basic"

    def _has_basic(self, player: int) -> bool:
        return any(self._is_starter(u) for u in self.players[player].hand)

    def _return_hand(self, player: int) -> None:
        p = self.players[player]
        p.deck.extend(p.hand)
        p.hand.clear()
        self.shuffle_deck(player)

    def _basics_in_hand(self, player: int) -> tuple[int, ...]:
        return tuple(u for u in self.players[player].hand if self._is_starter(u))

    def _step_setup_active(self, player: int) -> None:
        self._ask(("setup_active", player), Prompt(
            player, CARD, self._basics_in_hand(player), "Choose your Active Pokémon.",
            source="setup", zone="hand", purpose="setup_active"))

    def _answer_setup_active(self, player: int, uid: int) -> None:
        p = self.players[player]
        p.hand.remove(uid)
        p.active = Slot(uid, 0)
        self.emit("move", player, card=uid, src="hand", dst="active", pos=0)

    def _step_setup_bench(self, player: int) -> None:
        options = self._basics_in_hand(player)
        if not options or len(self.players[player].bench) >= self.rules.bench_size:
            return
        self._ask(("setup_bench", player), Prompt(
            player, CARD, options, "Put Basic Pokémon onto your Bench (or finish).", optional=True,
            source="setup", zone="hand", purpose="setup_bench", minimum=0, maximum=self.rules.bench_size))

    def _answer_setup_bench(self, player: int, uid: int | None) -> None:
        if uid is None:
            return
        p = self.players[player]
        p.hand.remove(uid)
        p.bench.append(Slot(uid, 0))
        self.emit("move", player, card=uid, src="hand", dst="bench", pos=len(p.bench))
        self.queue.insert(0, ("setup_bench", player))

    def _step_setup_prizes(self) -> None:
        count = 1 if self.sudden_death else self.rules.prizes
        for player in (0, 1):
            p = self.players[player]
            for _ in range(min(count, len(p.deck))):
                uid = p.deck.pop()
                p.prizes.append(uid)
                self.emit("move", player, card=uid, src="deck", dst="prizes")

    def _step_extra_draws(self, player: int, extra: int) -> None:
        self._ask(("extra_draws", player, extra), Prompt(
            player, NUMBER, tuple(range(extra + 1)),
            f"Your opponent took {extra // self.rules.mulligan_extra_cards} mulligan(s): "
            f"draw up to {extra} extra card(s).", source="setup", purpose="extra_draws"))

    def _answer_extra_draws(self, player: int, extra: int, count: int) -> None:
        self.draw(player, count)

    def _step_begin(self) -> None:
        self.emit("phase", self.first, detail="reveal")
        self.turn = 0
        self.current = 1 - self.first
        self._step_next_turn()

    # turns ---------------------------------------------------------------
    def _step_next_turn(self) -> None:
        self.turn += 1
        self.current = 1 - self.current
        self._new_turn_flags()
        self.phase = "main"
        self.emit("turn", self.current, amount=self.turn)
        if not self.players[self.current].deck:
            self._finish(1 - self.current, f"{self.names[self.current]} could not draw a card")
            return
        self.draw(self.current)

    def is_first_turn(self) -> bool:
        """True during the first player's very first turn."""
        return self.turn == 1

    def _step_end_turn(self) -> None:
        """End of turn: discard expiring attachments, end effects, then Checkup."""
        turn = self.turn
        for player in (0, 1):
            for pos, slot in self.players[player].in_play():
                if slot.tools:
                    for tool in [t for t in slot.tools if t[1] and t[1] <= turn]:
                        slot.tools.remove(tool)
                        self.discard_card(tool[0], "attached", pos)
                if slot.effects:
                    slot.effects = tuple(e for e in slot.effects if e[1] > turn)
        self.queue[0:0] = [("checkup",), ("knockouts",), ("next_turn",)]

    def _step_checkup(self) -> None:
        """Pokémon Checkup (seed 000 F): Poisoned, Burned, Asleep, Paralyzed."""
        actives = [(pl, self.players[pl].active) for pl in (self.current, 1 - self.current)]
        actives = [(pl, s) for pl, s in actives if s is not None]
        for pl, slot in actives:
            if slot.poison:
                self.emit("checkup", pl, pos=0, detail="Poisoned")
                combat.put_damage(self, pl, 0, slot, slot.poison, "Poison")
        for pl, slot in actives:
            if slot.burned:
                combat.put_damage(self, pl, 0, slot, self.rules.burn_damage, "Burn")
                if self.coin("Burned: heads, it is no longer Burned", pl):
                    slot.burned = False
                    self.emit("condition", pl, pos=0, detail="Burned", amount=0)
        for pl, slot in actives:
            if slot.rot == ASLEEP and self.coin("Asleep: heads, it wakes up", pl):
                self.set_rotation(pl, 0, slot, NONE)
        for pl, slot in actives:
            if slot.rot == PARALYZED and pl == self.current and slot.paralyzed_turn < self.turn:
                self.set_rotation(pl, 0, slot, NONE)

    def set_rotation(self, player: int, pos: int, slot: Slot, rot: int) -> None:
        old = slot.rot
        if old == rot:
            return
        slot.rot = rot
        if rot == PARALYZED:
            slot.paralyzed_turn = self.turn
        if old != NONE:
            self.emit("condition", player, pos=pos, detail=ROTATION_NAMES[old], amount=0)
        if rot != NONE:
            self.emit("condition", player, pos=pos, detail=ROTATION_NAMES[rot], amount=1)

    # knock outs ------------------------------------------------------------
    def _step_knockouts(self) -> None:
        """Knock Out every Pokémon with damage >= HP, take Prizes, check for a winner."""
        cards = self.cards
        if not any(s.damage and s.damage >= cards[s.cards[-1]].hp for p in self.players for s in
                   ([p.active] if p.active is not None else []) + p.bench):
            return
        knocked: list[tuple[int, int, Slot]] = []
        for player in (self.current, 1 - self.current):
            for pos, slot in self.players[player].in_play():
                if slot.damage >= self.hp_of(slot):
                    knocked.append((player, pos, slot))
        if not knocked:
            return
        prizes = [0, 0]
        for player, pos, slot in knocked:
            prizes[1 - player] += self._knock_out(player, pos, slot)
        wins = [False, False]
        reasons = ["", ""]
        for taker in (self.current, 1 - self.current):
            for _ in range(prizes[taker]):
                self.take_prize(taker)
            if prizes[taker] and not self.players[taker].prizes:
                wins[taker] = True
                reasons[taker] = "took the last Prize card"
        for player in (0, 1):
            if not self.players[player].has_pokemon():
                wins[1 - player] = True
                reasons[1 - player] = reasons[1 - player] or "left the opponent with no Pokémon in play"
        if wins[0] or wins[1]:
            self._decide(wins, reasons[0] or reasons[1])
            return
        if any(s.damage >= self.hp_of(s) for p in self.players for s in p.slots()):
            self.queue.insert(0, ("knockouts",))  # e.g. Destiny Bond knocked out the attacker
            return
        needs = [pl for pl in (1 - self.current, self.current) if self.players[pl].active is None]
        order = needs if len(needs) < 2 else [1 - self.current, self.current]
        self.queue[0:0] = [("new_active", pl) for pl in order]

    def hp_of(self, slot: Slot) -> int:
        card = self.cards[slot.top]
        return card.hp

    def types_of(self, slot: Slot) -> tuple[str, ...]:
        return self.cards[slot.top].types

    def energy_units(self, slot: Slot) -> list[str]:
        return combat.energy_units(self, slot)

    def prize_value(self, slot: Slot) -> int:
        card = self.cards[slot.top]
        if "no_prize" in card.flags:
            return 0
        return self.rules.prize_value(card.subtypes)

    def _knock_out(self, player: int, pos: int, slot: Slot) -> int:
        """Discard a Knocked Out Pokémon and everything attached; returns Prizes owed."""
        self.emit("knockout", player, card=slot.top, pos=pos)
        combat.on_knocked_out(self, player, pos, slot)
        worth = self.prize_value(slot)
        for uid in slot.all_cards():
            self.discard_card(uid, "active" if pos == 0 else "bench", pos)
        p = self.players[player]
        if pos == 0:
            p.active = None
        else:
            p.bench.remove(slot)
        return worth

    def take_prize(self, player: int) -> None:
        p = self.players[player]
        if not p.prizes:
            return
        uid = p.prizes.pop()
        p.hand.append(uid)
        self.emit("prize", player, card=uid, src="prizes", dst="hand", amount=len(p.prizes))

    def _step_new_active(self, player: int) -> None:
        p = self.players[player]
        if p.active is not None:
            return
        if not p.bench:
            self._decide([player == 1, player == 0], "won: the opponent had no Pokémon to become Active")
            return
        if len(p.bench) == 1:
            self.promote(player, 1)
            return
        self._ask(("new_active", player), Prompt(
            player, POKEMON, tuple(range(1, len(p.bench) + 1)),
            "Choose a Benched Pokémon to become your new Active Pokémon.", source="knock out",
            purpose="new_active"))

    def _answer_new_active(self, player: int, pos: int) -> None:
        self.promote(player, pos)

    def promote(self, player: int, pos: int) -> None:
        p = self.players[player]
        slot = p.bench.pop(pos - 1)
        p.active = slot
        self.emit("switch", player, card=slot.top, pos=pos, detail="promote")

    def decide_winner(self, wins: list[bool], reason: str) -> None:
        self._decide(wins, reason)

    def _decide(self, wins: list[bool], reason: str) -> None:
        """Finish for the single winner, or start Sudden Death if both won at once."""
        if wins[0] and wins[1]:
            self._start_sudden_death()
        else:
            winner = 0 if wins[0] else 1
            self._finish(winner, f"{self.names[winner]} {reason}")

    def _finish(self, winner: int | None, reason: str) -> None:
        self.outcome = Outcome(winner, reason)
        self.phase = "over"
        self.queue.clear()
        self.prompt = None
        self.emit("game_over", -1 if winner is None else winner, detail=reason)

    def _start_sudden_death(self) -> None:
        """Both players won at once: replay from the start with 1 Prize each (seed 000 E)."""
        if self.sudden_death:  # a second simultaneous finish: call it a draw
            self._finish(None, "both players won at the same time twice: the game is a draw")
            return
        self.emit("sudden_death", -1, detail="Both players won at the same time: Sudden Death")
        self.sudden_death = True
        self._reset_table(None)

    # ------------------------------------------------------------------ legality
    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def legal_set(self) -> frozenset[Action]:
        if self._legal_set is None:
            self._legal_set = frozenset(self.legal_actions())
        return self._legal_set

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_set()

    def _compute_legal(self) -> list[Action]:
        """The hot path of every search and simulation: plain loops, no helper lists."""
        if self.outcome is not None or self.frozen:
            return []
        if self.prompt is not None:
            return [Choose(v) for v in self.prompt.answers()]
        if self.phase != "main":
            return []
        player = self.current
        p = self.players[player]
        cards = self.cards
        make = tuple.__new__
        out: list[Action] = []
        active = p.active
        bench = p.bench
        bench_room = len(bench) < self.rules.bench_size
        slots = ([active] if active is not None else []) + bench
        first_pos = 0 if active is not None else 1
        positions = range(first_pos, first_pos + len(slots))
        may_evolve = self.evolution_allowed_now(player)
        turn = self.turn
        for uid in p.hand:
            card = cards[uid]
            kind = card.kind
            if kind == "energy":
                if not self.energy_played:
                    for pos in positions:
                        out.append(make(AttachEnergy, ("attach", uid, pos)))
            elif kind == "pokemon":
                if card.stage == "Basic":
                    if bench_room:
                        out.append(make(PlayBasic, ("bench", uid)))
                elif may_evolve:
                    wanted = card.evolves_from
                    for pos, slot in zip(positions, slots, strict=True):
                        top = cards[slot.cards[-1]]
                        if top.name == wanted and slot.entered < turn and top.kind == "pokemon":
                            out.append(make(Evolve, ("evolve", uid, pos)))
            elif kind == "trainer":
                if "play_as_basic" in card.flags:
                    if bench_room:
                        out.append(make(PlayBasic, ("bench", uid)))
                    continue
                for target in trainer_targets(self, player, uid):
                    out.append(make(PlayTrainer, ("play", uid, target)))
        if active is not None:
            if self.retreats < self.rules.retreats_per_turn and bench and self._can_retreat(active):
                out.extend(make(Retreat, ("retreat", i)) for i in range(1, len(bench) + 1))
            if self._can_attack_now(active):
                units = combat.energy_units(self, active)
                for index in range(len(cards[active.cards[-1]].attacks)):
                    if combat.can_use_attack(self, player, index, units):
                        out.append(make(Attack, ("attack", index)))
        for pos, slot in zip(positions, slots, strict=True):
            card = cards[slot.cards[-1]]
            if card.powers:
                for index, power in enumerate(card.powers):
                    if power.effect is not None and power_usable(self, player, pos, slot, power):
                        out.append(UsePower(pos, index))
            if card.flags and "discard_any_time" in card.flags and not self.attacked:
                out.append(DiscardFromPlay(pos))
        out.append(END_TURN)
        return out

    def _can_evolve(self, slot: Slot, card: CardDef) -> bool:
        top = self.cards[slot.top]
        if top.name != card.evolves_from or top.kind != "pokemon":
            return False
        if slot.entered >= self.turn:  # put into play or evolved this turn
            return False
        return self.evolution_allowed_now(self.current)

    def evolution_allowed_now(self, player: int) -> bool:
        """Neither player may evolve during their own first turn; the rules layer may forbid it."""
        if not (self.rules.evolve_on_first_turn or self.turn > 2):
            return False
        return layer.may_evolve(self, player)

    def _can_retreat(self, slot: Slot) -> bool:
        if slot.rot in (ASLEEP, PARALYZED):
            return False
        if not layer.may_retreat(self, self.current, slot):
            return False
        return combat.energy_count(self, slot) >= self.retreat_cost(slot)

    def retreat_cost(self, slot: Slot) -> int:
        return layer.retreat_cost(self, self.owner(slot.top), slot)

    def _can_attack_now(self, slot: Slot) -> bool:
        if self.attacked or slot.rot in (ASLEEP, PARALYZED):
            return False
        return not (self.is_first_turn() and not self.rules.first_turn_attack)

    def why_illegal(self, action: Action) -> str:
        """A readable reason why ``action`` is not legal now (for the UI and tutorial)."""
        from desktop.engine.explain import explain_illegal

        return explain_illegal(self, action)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events of the most recent ``apply()``; before any action, those of the set-up
        (the coin flip for the first player). A scenario-built game starts with none."""
        return tuple(self._events)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; returns the events. Raises IllegalActionError, changing nothing;
        if the engine itself fails part-way, the state is put back and the error re-raised."""
        check_action(action, self.prompt)  # exact classes and field types, before any lookup
        if action not in self.legal_set():
            raise IllegalActionError(self.why_illegal(action))
        if self._checkpoint is None or len(self._since) >= 32:
            self._checkpoint = self.clone()
            self._checkpoint.history = []
            self._since = []
        self._events = events = []
        self._legal = None
        self._legal_set = None
        try:
            if self.prompt is not None:
                self._answer(action[1])
            else:
                self._do(action)
            self._advance()
        except Exception:
            self._restore()
            raise
        self.history.append(action)
        self._since.append(action)
        return events

    def _restore(self) -> None:
        """Put the state back as it was before the failed action: the last checkpoint plus the
        actions applied since."""
        checkpoint = self._checkpoint
        assert checkpoint is not None
        good = checkpoint.clone()
        for done in self._since:
            good.apply(done)
        history = self.history
        for name in Game.__slots__:
            setattr(self, name, getattr(good, name))
        if self.machine is not None:
            self.machine.game = self
        self.history = history
        self._checkpoint = checkpoint
        self._events = []

    def _answer(self, value) -> None:
        self.prompt = None
        if self.machine is not None:
            self._run_machine(value, resuming=True)
            return
        step, self.step = self.step, None
        getattr(self, "_answer_" + step[0])(*step[1:], value)

    def _do(self, action: Action) -> None:
        verb = action[0]
        player = self.current
        p = self.players[player]
        if verb == "attach":
            uid, pos = action[1], action[2]
            slot = p.slot(pos)
            p.hand.remove(uid)
            slot.energy.append(uid)
            self.energy_played = True
            self.emit("attach", player, card=uid, src="hand", dst="energy", pos=pos)
        elif verb == "bench":
            uid = action[1]
            p.hand.remove(uid)
            p.bench.append(Slot(uid, self.turn))
            self.emit("bench", player, card=uid, src="hand", dst="bench", pos=len(p.bench))
        elif verb == "evolve":
            uid, pos = action[1], action[2]
            slot = p.slot(pos)
            p.hand.remove(uid)
            self.evolve(player, pos, slot, uid)
        elif verb == "end":
            self.emit("phase", player, detail="end turn")
            self.queue.insert(0, ("end_turn",))
        elif verb == "retreat":
            self._start(RetreatProcedure(action[1]), Scope(player, "Retreat", p.active.top, 0), ())
        elif verb == "attack":
            self.attacked = True
            attack = self.cards[p.active.top].attacks[action[1]]
            self._start(AttackProcedure(action[1]), Scope(player, attack.name, p.active.top, 0),
                        (("knockouts",), ("end_turn",)))
        elif verb == "power":
            slot = p.slot(action[1])
            power = self.cards[slot.top].powers[action[2]]
            self._start(UsePowerProcedure(action[1], action[2]), Scope(player, power.name, slot.top, action[1]),
                        (("knockouts",),))
        elif verb == "play":
            uid = action[1]
            self._start(PlayTrainerProcedure(uid), Scope(player, self.cards[uid].name, uid, target=action[2]),
                        (("knockouts",),))
        elif verb == "discard":
            pos = action[1]
            slot = p.slot(pos)
            self.remove_from_play(player, pos, slot)
            for uid in slot.all_cards():
                self.discard_card(uid, "active" if pos == 0 else "bench", pos)
            if p.active is None:
                self.queue.insert(0, ("new_active", player))
        else:  # pragma: no cover - legal_actions never offers anything else
            raise IllegalActionError(f"unknown action {action}")

    def _start(self, procedure, scope: Scope, after: tuple) -> None:
        self.machine = Machine(self, procedure, scope, after)
        self._run_machine(None, resuming=False)

    def _run_machine(self, answer, resuming: bool) -> None:
        machine = self.machine
        assert machine is not None
        if machine.run(answer, resuming):
            return
        self.machine = None
        self.queue[0:0] = list(machine.after)

    def evolve(self, player: int, pos: int, slot: Slot, uid: int) -> None:
        """Put Evolution card ``uid`` on ``slot``: conditions and attack effects end."""
        slot.cards.append(uid)
        slot.entered = self.turn
        if slot.rot != NONE:
            self.set_rotation(player, pos, slot, NONE)
        if slot.poison or slot.burned:
            slot.poison = 0
            slot.burned = False
            self.emit("condition", player, pos=pos, detail="Poisoned", amount=0)
        slot.effects = tuple(e for e in slot.effects if e[3])
        self.emit("evolve", player, card=uid, src="hand", dst="stack", pos=pos)

    def remove_from_play(self, player: int, pos: int, slot: Slot) -> None:
        p = self.players[player]
        if pos == 0:
            p.active = None
        else:
            p.bench.remove(slot)

    def switch_active(self, player: int, bench_pos: int, reason: str = "switch") -> None:
        """Swap the Active Pokémon with Bench spot ``bench_pos``; the old Active
        loses its Special Conditions and attack effects."""
        p = self.players[player]
        old = p.active
        new = p.bench[bench_pos - 1]
        p.bench[bench_pos - 1] = old
        p.active = new
        if old.rot != NONE:
            self.set_rotation(player, bench_pos, old, NONE)
        if old.poison or old.burned:
            old.poison = 0
            old.burned = False
            self.emit("condition", player, pos=bench_pos, detail="Poisoned", amount=0)
        old.effects = tuple(e for e in old.effects if e[3])
        self.emit("switch", player, card=new.top, pos=bench_pos, detail=reason)

    # ------------------------------------------------------------------ copies
    def clone(self) -> Game:
        """An independent copy. Cheap: zones are lists of ints; cards and nodes are shared; a
        running effect is copied with its progress."""
        new = Game.__new__(Game)
        new.cards = self.cards
        new.split = self.split
        new.rules = self.rules
        new.names = self.names
        new.players = [self.players[0].copy(), self.players[1].copy()]
        new.rng = GameRandom(self.rng.state)
        new.seed = self.seed
        new.turn = self.turn
        new.current = self.current
        new.first = self.first
        new.phase = self.phase
        new.energy_played = self.energy_played
        new.retreats = self.retreats
        new.supporter_played = self.supporter_played
        new.stadium_played = self.stadium_played
        new.stadium = self.stadium
        new.resolving = self.resolving[:]
        new.attacked = self.attacked
        new.queue = self.queue[:]
        new.step = self.step
        new.prompt = self.prompt
        new.outcome = self.outcome
        new.history = self.history[:]
        new.deck_ids = self.deck_ids
        new.sudden_death = self.sudden_death
        new.frozen = self.frozen
        new.fixed_first = self.fixed_first
        new.origin = self.origin
        new.machine = self.machine.copy_for(new) if self.machine is not None else None
        new.lasting = self.lasting
        new._checkpoint = None
        new._since = []
        new._legal = self._legal
        new._legal_set = self._legal_set
        new._events = []
        return new

    def view(self, player: int) -> Game:
        """What ``player`` may know: the opponent's hand, both decks and all Prizes
        are replaced by a canonical arrangement of the hidden cards, so a view
        does not depend on hidden information. The view is for reading and for
        ``determinize``; it records no history."""
        new = self.clone()
        new.history = []
        for owner in (0, 1):
            p = new.players[owner]
            hidden_zones = ["deck", "prizes"] + (["hand"] if owner != player else [])
            pool = sorted(u for z in hidden_zones for u in getattr(p, z))
            for zone in hidden_zones:
                n = len(getattr(p, zone))
                setattr(p, zone, pool[:n])
                pool = pool[n:]
        new.rng = GameRandom(0)
        new._legal = None
        new._legal_set = None
        if new.prompt is not None and new.prompt.player != player:
            new.frozen = True
        return new

    def determinize(self, player: int, rng: GameRandom) -> Game:
        """A playable state consistent with ``player``'s view: hidden cards are
        shuffled among the hidden places (OpenSpiel ``resample_from_infostate``)."""
        new = self.view(player)
        for owner in (0, 1):
            p = new.players[owner]
            hidden_zones = ["deck", "prizes"] + (["hand"] if owner != player else [])
            pool = [u for z in hidden_zones for u in getattr(p, z)]
            rng.shuffle(pool)
            for zone in hidden_zones:
                n = len(getattr(p, zone))
                setattr(p, zone, pool[:n])
                pool = pool[n:]
        new.rng = GameRandom(rng.next64())
        return new

    # ------------------------------------------------------------------ records
    def state_key(self) -> tuple:
        """A hashable summary of the whole state (for replay/consistency checks)."""
        parts: list = [self.turn, self.current, self.phase, self.rng.state, self.energy_played,
                       self.retreats, self.attacked, tuple(self.queue), self.step, self.prompt,
                       self.outcome, self.stadium, tuple(self.resolving)]
        for p in self.players:
            parts.append((tuple(p.deck), tuple(p.hand), tuple(p.discard), tuple(p.prizes),
                          tuple(p.lost), p.mulligans))
            for s in p.slots():
                parts.append((tuple(s.cards), tuple(s.energy), tuple(s.tools), s.damage, s.rot,
                              s.poison, s.burned, s.entered, s.paralyzed_turn, s.effects))
        return tuple(parts)

    def to_json(self) -> dict:
        """A save: decks, seed, rules and actions (replayed on load), plus a state key check."""
        return {
            "format": "holofoil-game",
            "version": SAVE_VERSION,
            "rules": self.rules.name,
            "seed": self.seed,
            "names": list(self.names),
            "decks": [list(d) for d in self.deck_ids],
            "first": self.fixed_first,
            "actions": [str(a) for a in self.history],
            "scenario": self.origin,
            "turn": self.turn,
        }

    @classmethod
    def from_json(cls, data: dict, db: CardDB | None = None) -> Game:
        """Rebuild a saved game by replaying it; raises ValueError naming what is wrong."""
        from desktop.engine.save_check import load_game

        return load_game(data, db)


def replay(
    deck_ids, seed: int, rules, actions, names=("Player 1", "Player 2"), first=None, db: CardDB | None = None,
    origin: dict | None = None,
) -> Game:
    """Rebuild a game from decks + seed + actions (the game record), or from the
    scenario it started from + actions."""
    db = db or default_db()
    if origin is not None:
        from desktop.engine.scenario import build_game

        game = build_game(origin, db)
    else:
        decks = [[db.get(cid) for cid in deck] for deck in deck_ids]
        game = Game.new(decks, seed=seed, rules=rules, names=tuple(names), first=first)
    for action in actions:
        game.apply(action)
    return game
