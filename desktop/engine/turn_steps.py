"""The turn machine after setup: next turn and its draw, end of turn, Pokémon Checkup, Special
Conditions shown by rotation, Knock Outs and Prizes, new Active Pokémon, winning, Sudden Death.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from desktop.engine import combat, layer
from desktop.engine.game_fields import GameFields
from desktop.engine.prompts import POKEMON, Prompt
from desktop.engine.state import ASLEEP, MOVED_TO_ACTIVE, NONE, PARALYZED, ROTATION_NAMES, Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winner (None: a draw) and why, in words."""

    winner: int | None
    reason: str


class TurnSteps(GameFields):
    """Part of ``Game``: see the module docstring."""

    __slots__ = ()

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
        if "miracle_energy" in self.static_points:  # Miracle Energy: discarded at the end of its owner's turn
            from desktop.engine.fx.special_energy_nodes import discard_miracles

            discard_miracles(cast("Game", self), self.current)
        if self.lasting:  # effects on a player (Headache)
            self.lasting = tuple(e for e in self.lasting if e[1] > turn)
        self.queue[0:0] = [("checkup",), ("knockouts",), ("next_turn",)]

    def _step_checkup(self) -> None:
        """Pokémon Checkup (seed 000 F): Poisoned, Burned, Asleep, Paralyzed."""
        actives = [(pl, slot) for pl in (self.current, 1 - self.current)
                   if (slot := self.players[pl].active) is not None]
        for pl, slot in actives:
            if slot.poison or slot.burned or slot.rot == ASLEEP or (
                    slot.rot == PARALYZED and pl == self.current and slot.paralyzed_turn < self.turn):
                self.emit("checkup", self.current, detail="start")  # the log names the step
                break
        for pl, slot in actives:
            if slot.poison:
                self.emit("checkup", pl, pos=0, detail="Poisoned")
                combat.put_damage(cast("Game", self), pl, 0, slot, slot.poison, "Poison")
        for pl, slot in actives:
            if slot.burned and self.rules.burn_flip_first:  # seed 002: tails, 2 damage counters
                if not self.coin("Burned: tails, 2 damage counters", pl):
                    combat.put_damage(cast("Game", self), pl, 0, slot, self.rules.burn_damage, "Burn")
            elif slot.burned:
                combat.put_damage(cast("Game", self), pl, 0, slot, self.rules.burn_damage, "Burn")
                if self.coin("Burned: heads, it is no longer Burned", pl):
                    slot.burned = False
                    self.emit("condition", pl, pos=0, detail="Burned", amount=0)
        wake_coins = 1
        if "deep_sleep" in self.static_points:  # Dark Gengar's Deep Sleep: 2 coins, both heads to wake up
            from desktop.engine.fx.neo_misprint_nodes import deep_sleep

            wake_coins = 2 if deep_sleep(cast("Game", self)) else 1
        for pl, slot in actives:
            if slot.rot == ASLEEP and all([self.coin("Asleep: heads, it wakes up", pl) for _ in range(wake_coins)]):
                self.set_rotation(pl, 0, slot, NONE)
        for pl, slot in actives:
            if slot.rot == PARALYZED and pl == self.current and slot.paralyzed_turn < self.turn:
                self.set_rotation(pl, 0, slot, NONE)
        if layer.CHAR_COUNTERS in self.static_points:
            from desktop.engine.fx.neo_nodes import char_checkup

            char_checkup(cast("Game", self))
        if "tool_between_turns" in self.static_points:  # Berry
            from desktop.engine.fx.neo_destiny_nodes import tools_between_turns

            tools_between_turns(cast("Game", self))
        if "energy_end_of_turn" in self.static_points:  # Darkness Energy's damage counter
            from desktop.engine.fx.special_energy_nodes import energy_end_of_turn

            energy_end_of_turn(cast("Game", self))
        if layer.BETWEEN_TURNS in self.static_points:  # then Abilities that act during Checkup
            steps = []
            for pl in (self.current, 1 - self.current):
                for pos, uid, index in layer.between_turn_triggers(cast("Game", self), pl):
                    steps.append(("trigger", pl, uid, pos, layer.BETWEEN_TURNS, index))
            self.queue[0:0] = steps

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
    def _step_knockouts(self, cause: str = "") -> None:
        """Knock Out every Pokémon with damage >= HP, take Prizes, check for a winner. ``cause``
        "attack": the check that ends an attack (its Knock Outs are "by damage from an attack")."""
        if cause == "attack" and "time_travel" in self.static_points:  # Celebi: into the deck instead
            from desktop.engine.fx.neo_revelation_nodes import time_travel

            time_travel(cast("Game", self))
        if not self._anyone_knocked_out():
            if any(p.active is None for p in self.players):  # an effect took an Active Pokémon out of play
                self._replace_actives()
            return
        knocked: list[tuple[int, int, Slot]] = []
        for player in (self.current, 1 - self.current):
            for pos, slot in self.players[player].in_play():
                if slot.damage >= self.hp_of(slot):
                    knocked.append((player, pos, slot))
        if not knocked:
            return
        moves = []  # Raichu's Electrical Grounding, Exp. Share: found while the Pokémon still have their Energy
        if cause == "attack" and layer.ALLY_KNOCKED_OUT in self.static_points:
            from desktop.engine.fx.knockout_nodes import knockout_energy_steps

            moves = knockout_energy_steps(cast("Game", self), knocked)
        prizes = [0, 0]
        for player, pos, slot in knocked:
            prizes[1 - player] += self._knock_out(player, pos, slot)
            if cause == "attack":
                self.players[player].attack_ko_turn = self.turn
        wins = [0, 0]  # the number of ways each player won in (seed 001: two ways beat one)
        reasons = ["", ""]
        for taker in (self.current, 1 - self.current):
            for _ in range(prizes[taker]):
                self.take_prize(taker)
            if prizes[taker] and not self.players[taker].prizes:
                wins[taker] += 1
                reasons[taker] = "took the last Prize card"
        if self._someone_won(wins, reasons):
            return
        if any(s.damage >= self.hp_of(s) for p in self.players for s in p.slots()):
            self.queue[0:0] = [*moves, ("knockouts",)]  # e.g. Destiny Bond knocked out the attacker
            return
        self._queue_new_actives()
        self.queue[0:0] = moves  # before a new Active Pokémon is chosen

    def _step_ko_energy(self, player: int, holder: int, energy: tuple[int, ...], name: str, tool: int = -1) -> None:
        """A rule set off by a Knock Out moves an Energy of the Knocked Out Pokémon (now in the
        discard pile) to the Pokémon holding card ``holder``, if it is still in play."""
        from desktop.engine.fx.knockout_nodes import TakeKnockedOutEnergy
        from desktop.engine.fx.machine import Scope

        pos = next((pos for pos, slot in self.players[player].in_play() if holder in slot.cards), None)
        if pos is not None:
            game = cast("Game", self)
            game._start(TakeKnockedOutEnergy(energy, tool), Scope(player, name, holder, pos), ())

    def _replace_actives(self) -> None:
        """An effect took an Active Pokémon out of play (Obscuring Gas): its player chooses a new
        one (and loses if there is none: the ``new_active`` step), unless that is already queued."""
        queued = {step[1] for step in self.queue if step[0] == "new_active"}
        needs = [pl for pl in (1 - self.current, self.current) if self.players[pl].active is None and pl not in queued]
        self.queue[0:0] = [("new_active", pl) for pl in needs]

    def _someone_won(self, wins: list[int], reasons: list[str]) -> bool:
        """Decide the game if a player won (``wins`` counts Prize wins so far): a player left with
        no Pokémon in play loses."""
        for player in (0, 1):
            if not self.players[player].has_pokemon():
                wins[1 - player] += 1
                reasons[1 - player] = reasons[1 - player] or "left the opponent with no Pokémon in play"
        if wins[0] or wins[1]:
            winner = 0 if wins[0] > wins[1] else 1
            self._decide(wins, reasons[winner] if wins[0] != wins[1] else reasons[0])
            return True
        return False

    def _queue_new_actives(self) -> None:
        """Each player without an Active Pokémon chooses a new one (the player whose turn it is
        not chooses first)."""
        needs = [pl for pl in (1 - self.current, self.current) if self.players[pl].active is None]
        order = needs if len(needs) < 2 else [1 - self.current, self.current]
        self.queue[0:0] = [("new_active", pl) for pl in order]

    def _anyone_knocked_out(self) -> bool:
        """Whether some Pokémon in play has damage >= its HP (the hot path: plain loops)."""
        points = self.static_points
        transform = layer.TRANSFORM in points or layer.HP in points or layer.BREAK_EVOLUTION in points
        cards = self.cards
        for p in self.players:
            active = p.active
            if active is not None and active.damage and active.damage >= (
                    self.hp_of(active) if transform else cards[active.cards[-1]].hp):
                return True
            for s in p.bench:
                if s.damage and s.damage >= (self.hp_of(s) if transform else cards[s.cards[-1]].hp):
                    return True
        return False

    def card_of(self, slot: Slot) -> CardDef:
        """The card a Pokémon in play is treated as: its top card, a Pokémon BREAK with the card
        under it, or what Transform makes it."""
        if layer.BREAK_EVOLUTION in self.static_points and len(slot.cards) > 1 \
                and self.cards[slot.cards[-1]].stage == "BREAK":
            return layer.break_card(self.cards[slot.cards[-1]], self.cards[slot.cards[-2]])
        if layer.TRANSFORM in self.static_points:
            return layer.transformed_into(cast("Game", self), slot) or self.cards[slot.cards[-1]]
        if layer.MIMIC in self.static_points or layer.PREHISTORIC in self.static_points:
            card = layer.mimic_card(cast("Game", self), slot) if layer.MIMIC in self.static_points else None
            card = card or self.cards[slot.cards[-1]]
            if layer.PREHISTORIC in self.static_points:
                card = layer.remembered_card(cast("Game", self), slot, card)
            if slot.tools and layer.TOOL_ATTACK in self.static_points:
                card = layer.with_tool_attacks(cast("Game", self), slot, card)
            return card
        if slot.tools and layer.TOOL_ATTACK in self.static_points:
            return layer.with_tool_attacks(cast("Game", self), slot, self.cards[slot.cards[-1]])
        return self.cards[slot.cards[-1]]

    def hp_of(self, slot: Slot) -> int:
        card = self.card_of(slot)
        if layer.HP in self.static_points:  # a Stadium or Ability changes HP
            game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
            return layer.hp(game, slot, card)
        return card.hp

    def types_of(self, slot: Slot) -> tuple[str, ...]:
        if slot.effects:
            return layer.pokemon_types(cast("Game", self), slot)
        return self.card_of(slot).types

    def energy_units(self, slot: Slot) -> list[str]:
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game; no cast() call on the hot path
        return combat.energy_units(game, slot)

    def prize_value(self, slot: Slot) -> int:
        card = self.cards[slot.top]
        if "no_prize" in card.flags:
            return 0
        return self.rules.prize_value(card.subtypes)

    def _knock_out(self, player: int, pos: int, slot: Slot) -> int:
        """Discard a Knocked Out Pokémon and everything attached; returns Prizes owed."""
        self.emit("knockout", player, card=slot.top, pos=pos)
        self.players[player].knocked_out_turn = self.turn
        combat.on_knocked_out(cast("Game", self), player, pos, slot)
        worth = self.prize_value(slot)
        if layer.PRIZE_COUNT in self.static_points:
            worth = layer.prize_count(cast("Game", self), player, slot, worth)
        zone = "active" if pos == 0 else "bench"
        for uid in slot.cards:
            self.discard_card(uid, zone, pos, knocked_out=True)
        for uid in slot.energy + [t for t, _ in slot.tools]:
            self.discard_card(uid, zone, pos)
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
        slot.add_effect(Effect(MOVED_TO_ACTIVE, self.turn))
        self.emit("switch", player, card=slot.top, pos=pos, detail="promote")

    def decide_winner(self, wins: list[bool], reason: str) -> None:
        self._decide([int(w) for w in wins], reason)

    def _decide(self, wins: list[int], reason: str) -> None:
        """Finish for the single winner, or start Sudden Death if both won at once in as many
        ways (seed 001: "if you win in both ways and your opponent wins in only one way, you are
        the victor")."""
        if wins[0] and wins[1] and wins[0] != wins[1]:
            winner = 0 if wins[0] > wins[1] else 1
            self._finish(winner, f"{self.names[winner]} {reason}")
        elif wins[0] and wins[1]:
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
        self.emit("sudden_death", -1, detail="Both players won at the same time: Sudden Death")
        self.sudden_death = True
        self._reset_table(None)
