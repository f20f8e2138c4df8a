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

from typing import TYPE_CHECKING, Any

from desktop.engine import (
    combat,
    condition_rules,
    face_down,
    kernel,
    layer,
    play_rules,
    rule_points,
    stadium_rules,
    trigger_rules,
)
from desktop.engine.action_check import check_action
from desktop.engine.actions import (
    MANUAL_VERBS,
    OPPONENT,
    Action,
)
from desktop.engine.card_classes import legend_partner, v_union_marker, v_union_pieces
from desktop.engine.cards import CardDef, CardError
from desktop.engine.copies import SAVE_VERSION, Copies
from desktop.engine.errors import IllegalActionError  # defined there, imported from here too
from desktop.engine.events import Event
from desktop.engine.game_fields import GameFields
from desktop.engine.game_points import static_points
from desktop.engine.legality import Legality
from desktop.engine.pokemon_moves import PokemonMoves
from desktop.engine.prompts import Prompt
from desktop.engine.rng import GameRandom
from desktop.engine.rules import Rules, get_rules
from desktop.engine.setup_steps import SetupSteps
from desktop.engine.state import Player, Slot, affected
from desktop.engine.table import apply_manual, manual_problem, stand_in
from desktop.engine.turn_steps import Outcome, TurnSteps

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Scope


class Game(SetupSteps, TurnSteps, PokemonMoves, Legality, Copies):
    """A game of the Pokémon TCG between two players (0 and 1)."""

    __slots__ = ()  # the fields are GameFields.__slots__

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
        winner chooses. Decks containing unimplemented cards are refused, except in Table mode
        (``rules.table``), where the players do what such a card says by hand (``table.py``).
        """
        if len(decks) != 2:
            raise ValueError("a game needs exactly two decks")
        rules = get_rules(rules) if isinstance(rules, str) else rules
        allow_unimplemented = allow_unimplemented or rules.table  # Table mode: such cards are played by hand
        for owner, deck in enumerate(decks):
            if not any(c.kind == "pokemon" and c.stage == "Basic" for c in deck):
                raise CardError(f"{names[owner]}'s deck has no Basic Pokémon; it cannot be played")
            missing = sorted({c.name for c in deck if not c.implemented})
            if missing and not allow_unimplemented:
                raise CardError(
                    f"{names[owner]}'s deck has cards Holofoil cannot play yet: {', '.join(missing)}"
                )
        if rules.table:
            decks = [[stand_in(c) for c in deck] for deck in decks]
        game = cls.__new__(cls)
        game.cards = tuple(decks[0]) + tuple(decks[1])
        game.printed = game.cards
        game.split = len(decks[0])
        game.static_points = static_points(game.cards)
        game.rules = rules
        game.names = tuple(names)
        game.seed = seed
        game.rng = GameRandom(seed)
        game.deck_ids = (tuple(c.id for c in decks[0]), tuple(c.id for c in decks[1]))
        game.history = []
        game.sudden_death = False
        game.frozen = False
        game.fixed_first = first
        game.scratch = False
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
        self.markers: tuple[tuple[int, str], ...] = ()  # (player, kind) of once-a-game powers used (VSTAR, GX)
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
        self.stadium_used = 0
        self.attacked = False

    # ------------------------------------------------------------------ basics
    def all_cards(self, player: int) -> list[int]:
        """Every card ``player`` owns, wherever it is (for accounting checks)."""
        out = self.players[player].all_cards()
        out += [u for u in self.resolving if self.owner(u) == player]
        if self.stadium >= 0 and self.owner(self.stadium) == player:
            out.append(self.stadium)
        if self.lasting:  # a hand set aside face down (Tickling Machine)
            for set_aside in rule_points.answerers(rule_points.CARDS_SET_ASIDE):
                out += set_aside(self, player)
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

    def slot_at(self, player: int, pos: int) -> Slot | None:
        """A position relative to ``player`` (10+ means the opponent's side)."""
        if pos >= OPPONENT:
            return self.players[1 - player].slot(pos - OPPONENT)
        return self.players[player].slot(pos)

    def emit(self, kind: str, player: int = -1, card: int = -1, src: str = "", dst: str = "", pos: Any = -1,
             amount: int = 0, detail: str = "") -> None:
        """Record an event (the fields of ``Event``, passed on by position: no dict per event; ``pos``
        is an int, typed Any for callers whose value is typed Optional where it is set)."""
        self._events.append(Event(kind, player, card, src, dst, pos, amount, detail))

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

    def put_on_bench(self, player: int, uid: int, src: str) -> Slot:
        """Put Pokémon card ``uid`` (already taken out of ``src``) onto ``player``'s Bench as a new
        Pokémon; the rules hear of it (``play_rules.on_benched``)."""
        p = self.players[player]
        slot = Slot(uid, self.turn)
        p.bench.append(slot)
        self.emit("bench", player, card=uid, src=src, dst="bench", pos=len(p.bench))
        play_rules.on_benched(self, player, len(p.bench), slot)
        return slot

    def move_card(self, player: int, uid: int, src: str, dst: str, pos: int = -1) -> None:
        """Record a card movement between zones (the caller updates the lists)."""
        self.emit("move", player, card=uid, src=src, dst=dst, pos=pos)

    def discard_from_hand(self, uid: int) -> None:
        """Discard card ``uid`` from its owner's hand."""
        self.players[self.owner(uid)].hand.remove(uid)
        self.discard_card(uid, "hand")

    def discard_card(self, uid: int, src: str, pos: int = -1, knocked_out: bool = False) -> None:
        """Put a card into its owner's discard pile, or where the rules layer sends it instead
        (a Prism Star card's class rule, or a Stadium's for a Knocked Out Pokémon: the Lost Zone).
        ``knocked_out``: the card is one of a Knocked Out Pokémon's own cards."""
        player = self.owner(uid)
        if src == "stadium" and rule_points.BENCH_SIZE in self.static_points:  # Narrow Gym left: the Bench size back
            rule_points.ask(rule_points.BENCH_SIZE, self)
        zone = trigger_rules.discard_zone(self, uid, knocked_out) if layer.WOULD_DISCARD in self.static_points else ""
        if zone == "lost":
            self.players[player].lost.append(uid)
            self.emit("move", player, card=uid, src=src, dst="lost", pos=pos)
            return
        if zone == "hand" and src in ("attached", "active", "bench"):  # from play: Recycle Energy goes back
            self.players[player].hand.append(uid)
            self.emit("move", player, card=uid, src=src, dst="hand", pos=pos)
            return
        self.players[player].discard.append(uid)
        self.emit("move", player, card=uid, src=src, dst="discard", pos=pos)

    # ------------------------------------------------------------------ flow
    def _advance(self) -> None:
        """Run queued steps until one needs a decision or the queue is empty."""
        while self.prompt is None and self.queue and self.outcome is None:
            step = self.queue.pop(0)
            name = step[0]
            attribute = _STEP_METHODS.get(name)
            if attribute is None:
                attribute = _STEP_METHODS[name] = "_step_" + name
            handler = getattr(self, attribute, None)
            if handler is None:  # a step of the effect package (a Knock Out's Energy, a Tool's rule)
                kernel.STEPS[name](self, *step[1:])
            else:
                handler(*step[1:])
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
    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; returns the events. Raises IllegalActionError, changing nothing;
        if the engine itself fails part-way, the state is put back and the error re-raised (except
        on a determinized copy made for search, which keeps no checkpoint: see ``_apply_scratch``)."""
        check_action(action, self.prompt)  # exact classes and field types, before any lookup
        if action[0] in MANUAL_VERBS:  # Table mode: any amount of damage, any look, not just those offered
            problem = manual_problem(self, action)
            if problem:
                raise IllegalActionError(problem)
        elif action not in (self._legal_set if self._legal_set is not None else self.legal_actions()):
            raise IllegalActionError(self.why_illegal(action))  # (a short list is searched without a set)
        if self.scratch:  # a search's copy: no checkpoint (half the clones of a search); see below
            return self._apply_scratch(action)
        if self._checkpoint is None or len(self._since) >= 32:
            self._checkpoint = self.clone()
            self._checkpoint.history = []
            self._since = []
        events: list[Event] = []
        self._events = events
        self._legal = None
        self._legal_set = None
        try:
            self._dispatch(action)
        except Exception:
            self._restore()
            raise
        self.history.append(action)
        self._since.append(action)
        return events

    def _apply_scratch(self, action: Action) -> list[Event]:
        """``apply`` for a determinized copy (``scratch``), which a search throws away: if the
        engine fails part-way the error propagates and the copy is left as it is."""
        events: list[Event] = []
        self._events = events
        self._legal = None
        self._legal_set = None
        self._dispatch(action)
        self.history.append(action)
        return events

    def _dispatch(self, action: Action) -> None:
        """Make a checked action: answer the open prompt, make a manual move, or do it."""
        if action[0] in MANUAL_VERBS:
            apply_manual(self, action)
        elif self.prompt is not None:
            self._answer(action[1])
        else:
            self._do(action)
        self._advance()
        points = self.static_points
        if points.isdisjoint(_AFTER_ACTION_POINTS):  # the hot path: no card of the game acts after an action
            return
        if layer.FACE_DOWN in points and face_down.settle(self, self.prompt is None):  # Secret Plan
            self.queue.append(("knockouts",))
            self._advance()
        condition_rules.recover_the_immune(self)
        if rule_points.AFTER_ACTION in points:  # Legendary Body
            rule_points.ask(rule_points.AFTER_ACTION, self)
        if self.stadium >= 0 and layer.IMMUNE_CONDITIONS in points:  # Festival Grounds
            layer.recover_sweep(self)

    def _restore(self) -> None:
        """Put the state back as it was before the failed action: the last checkpoint plus the
        actions applied since."""
        checkpoint = self._checkpoint
        assert checkpoint is not None
        good = checkpoint.clone()
        for done in self._since:
            good.apply(done)
        history = self.history
        for name in GameFields.__slots__:
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
        assert step is not None, "an answer with no prompt open"
        getattr(self, "_answer_" + step[0])(*step[1:], value)

    def _do(self, action: Action) -> None:
        verb = action[0]
        player = self.current
        p = self.players[player]
        if verb == "attach":
            uid, pos = action[1], action[2]
            slot = p.at(pos)
            p.hand.remove(uid)
            slot.energy.append(uid)
            self.energy_played = True
            self.emit("attach", player, card=uid, src="hand", dst="energy", pos=pos)
            points = self.static_points
            if layer.HAND_ATTACH in points:
                layer.after_hand_attach(self, player, pos)
            if slot.effects or not points.isdisjoint(_ATTACHED_POINTS):
                layer.attached_from_hand(self, player, pos, slot, uid)  # and the Pokémon's own Power (Healing Fire)
            if layer.ON_ATTACHED in points:
                self.queue_triggers(uid, layer.ON_ATTACHED, player, pos)
            if slot.effects and slot.has_effect(layer.ENERGY_ATTACHED):  # Electrified Incisors
                for mod in layer.mods_on(self, slot, layer.ENERGY_ATTACHED):
                    combat.put_damage(self, player, pos, slot, mod.retaliation(self, slot, True), mod.label)
                self.queue.append(("knockouts",))
            if layer.BASIC_ENERGY_FROM_HAND in points and self.cards[uid].is_basic_energy:  # Eevee's Energy Evolution
                self.queue_triggers(slot.top, layer.BASIC_ENERGY_FROM_HAND, player, pos)
            if "energy_attached_to" in points:  # the Pokémon's own trigger (Lightning Burst)
                self.queue_triggers(slot.top, "energy_attached_to", player, pos)
            if rule_points.ATTACHED_FROM_HAND in points:  # Dark Ampharos: 10 damage to it
                rule_points.ask(rule_points.ATTACHED_FROM_HAND, self, player, pos, slot)
            if affected(slot):  # Triggered Poison
                rule_points.ask(rule_points.ATTACHED_TO_AFFECTED, self, player, pos, slot)
        elif verb == "bench":
            uid = action[1]
            if rule_points.PLAYED_AS_BASIC in self.static_points and "play_as_basic" in self.cards[uid].flags and any(
                    stops(self, player, uid) for stops in rule_points.answerers(rule_points.PLAYED_AS_BASIC)):
                return  # Chaos Gym
            p.hand.remove(uid)
            p.bench.append(Slot(uid, self.turn))
            if self.cards[uid].stage == "LEGEND":  # the other half goes under it: one Pokémon, one spot
                partner = legend_partner(self.cards, p.hand, uid)
                assert partner is not None, "a LEGEND is played with its other half"
                p.hand.remove(partner)
                p.bench[-1].cards.insert(0, partner)
            self.emit("bench", player, card=uid, src="hand", dst="bench", pos=len(p.bench))
            points = self.static_points
            if layer.ON_BENCHED in points:
                play_rules.on_benched(self, player, len(p.bench), p.bench[-1])
            if rule_points.BENCHED_FROM_HAND in points:  # Dark Magcargo's Hot Plate: 10 damage to it
                rule_points.ask(rule_points.BENCHED_FROM_HAND, self, player, len(p.bench), p.bench[-1])
            if layer.ON_PLAYED in points:
                stadium_rules.stadium_on_played(self, player, len(p.bench), p.bench[-1])  # Rocket's Minefield Gym
                self.queue_triggers(uid, layer.ON_PLAYED, player, len(p.bench))
        elif verb == "assemble":  # a Pokémon V-UNION: 4 pieces from the discard pile, one Pokémon
            name = self.cards[action[1]].name
            pieces = v_union_pieces(self.cards, p.discard, action[1])
            assert pieces is not None, "the 4 pieces are in the discard pile"
            for uid in pieces:
                p.discard.remove(uid)
            slot = Slot(pieces[0], self.turn)
            slot.cards = pieces
            p.bench.append(slot)
            self.markers = self.markers + ((player, v_union_marker(name)),)
            self.emit("bench", player, card=pieces[-1], src="discard", dst="bench", pos=len(p.bench))
            play_rules.on_benched(self, player, len(p.bench), slot)
        elif verb == "evolve":
            uid, pos = action[1], action[2]
            slot = p.at(pos)
            p.hand.remove(uid)
            self.evolve(player, pos, slot, uid)
            if ends_turn_when_evolved_into(self.cards[uid]):
                self.emit("phase", player, detail="Mega Evolution: the turn ends")
                self.queue.append(("end_turn",))  # after any "when you evolve" trigger
        elif verb == "end":
            self.emit("phase", player, detail="end turn")
            self.queue.insert(0, ("end_turn",))
        elif verb == "retreat":
            self._begin(kernel.PARTS["retreat"](action[1]), (player, "Retreat", p.at(0).top, 0), ())
        elif verb == "attack":
            self.attacked = True
            active = p.at(0)
            attack = self.card_of(active).attacks[action[1]]
            again: tuple = ()
            if layer.ATTACK_TWICE in self.static_points:  # Festival Lead: maybe a second attack
                defender = self.players[1 - player].active
                again = (("attack_again", player, active.top, -1 if defender is None else defender.top),)
            self._begin(kernel.PARTS["attack"](action[1]), (player, attack.name, active.top, 0),
                        (("knockouts", "attack"), *again, ("end_turn",)))
        elif verb == "power":
            slot = p.at(action[1])
            power = self.card_of(slot).powers[action[2]]
            self._begin(kernel.PARTS["use_power"](action[1], action[2]), (player, power.name, slot.top, action[1]),
                        (("knockouts",),))
        elif verb == "adjust":
            self.emit("phase", player, detail="adjust")
            self._begin(kernel.PARTS["manual_step"]("adjust"), (player, "Adjust"), (("knockouts",),))
        elif verb == "stadium":
            rule = stadium_rules.stadium_use(self)
            assert rule is not None and rule.triggered() is not None
            self.stadium_used += 1
            name = self.cards[self.stadium].name
            self.emit("power", player, card=self.stadium, pos=-1, detail=name)
            self._begin(rule.triggered(), (player, name, self.stadium, -1), (("knockouts",),))
        elif verb == "play":
            uid = action[1]
            self._begin(kernel.PARTS["play_trainer"](uid), (player, self.cards[uid].name, uid, -1, action[2]),
                        (("knockouts",),))
        elif verb == "faceup":
            face_down.flip(self, player, p.at(action[1]))
            self.queue.insert(0, ("knockouts",))  # an Active card that wasn't a Basic Pokémon left: a new one
        elif verb == "discard":
            pos = action[1]
            slot = p.at(pos)
            self.remove_from_play(player, pos, slot)
            for uid in slot.all_cards():
                self.discard_card(uid, "active" if pos == 0 else "bench", pos)
            if p.active is None:
                self.queue.insert(0, ("new_active", player))
        else:  # pragma: no cover - legal_actions never offers anything else
            raise IllegalActionError(f"unknown action {action}")

    def queue_triggers(self, uid: int, point: str, player: int, pos: int) -> None:
        """Queue the effects of card ``uid``'s own triggers at event ``point`` (it was just played,
        attached or evolved at ``pos``); they run next, before anything else queued."""
        if point not in self.static_points:
            return
        count = len(trigger_rules.own_triggers(self, uid, point))
        self.queue[0:0] = [("trigger", player, uid, pos, point, i) for i in range(count)]

    def _step_trigger(self, player: int, uid: int, pos: int, point: str, index: int) -> None:
        mod = trigger_rules.own_triggers(self, uid, point)[index]
        effect = mod.triggered()
        if effect is not None:
            source = kernel.PARTS["trigger_source"](self, uid, mod)
            self._begin(kernel.PARTS["trigger"](effect), (player, source, uid, pos), (("knockouts",),))

    def _begin(self, procedure, scope: tuple, after: tuple) -> None:
        """Start ``procedure`` in a new ``Scope`` of the arguments ``scope`` (as ``_start``)."""
        parts = kernel.PARTS
        self.machine = parts["machine"](self, procedure, parts["scope"](*scope), after)
        self._run_machine(None, resuming=False)

    def _start(self, procedure, scope: Scope, after: tuple) -> None:
        self.machine = kernel.PARTS["machine"](self, procedure, scope, after)
        self._run_machine(None, resuming=False)

    def _run_machine(self, answer, resuming: bool) -> None:
        machine = self.machine
        assert machine is not None
        if machine.run(answer, resuming):
            return
        self.machine = None
        self.queue[0:0] = list(machine.after)


__all__ = ["SAVE_VERSION", "Game", "IllegalActionError", "Outcome"]

_STEP_METHODS: dict[str, str] = {}  # a queue step's name -> the name of its Game method ("_step_" + name)
# the points of the rules that act after every action (``Game._dispatch``): a game with none of them skips them
_AFTER_ACTION_POINTS = frozenset({layer.FACE_DOWN, layer.IMMUNE_CONDITIONS, layer.TEAM_IMMUNE_CONDITIONS,
                                  rule_points.AFTER_ACTION})
# the points at which ``layer.attached_from_hand`` acts on a Pokémon without effects on it
_ATTACHED_POINTS = frozenset({layer.ENERGY_ATTACHED, layer.ON_THEIR_ATTACH})


def ends_turn_when_evolved_into(card: CardDef) -> bool:
    """Mega Evolution Pokémon-EX (seed 001, Appendix 23: "when 1 of your Pokémon becomes a Mega
    Evolution Pokémon, your turn ends"; Primal Reversion too). The Mega Evolution Pokémon ex of
    2025-26 have no such rule: their rule box only gives 3 Prize cards."""
    return {"MEGA", "EX"} <= card.subtypes
