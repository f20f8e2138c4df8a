"""The turn machine after setup: next turn and its draw, end of turn, Pokémon Checkup, Special
Conditions shown by rotation, Knock Outs and Prizes, new Active Pokémon, winning, Sudden Death.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from desktop.engine import (
    card_in_play,
    combat,
    condition_rules,
    damage_rules,
    face_down,
    kernel,
    layer,
    play_rules,
    rule_points,
    trigger_rules,
    type_rules,
)
from desktop.engine.game_fields import GameFields
from desktop.engine.prompts import CARD, OPTION, POKEMON, Prompt
from desktop.engine.state import (
    ASLEEP,
    CONFUSED,
    MOVED_TO_ACTIVE,
    NONE,
    PARALYZED,
    ROTATION_NAMES,
    Effect,
    Slot,
    affected,
)

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game


_TURN_END_STEPS = (("checkup",), ("knockouts",), ("next_turn",))  # queued at the end of every turn


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

    def next_turn_of(self, player: int) -> int:
        """The number of ``player``'s next turn, counted from now: a card can be used in the other
        player's turn (Chaos Gym), where "your next turn" is the very next one."""
        return self.turn + (2 if player == self.current else 1)

    def _step_end_turn(self) -> None:
        """End of turn: discard expiring attachments, end effects, then Checkup."""
        turn = self.turn
        emptied: list[tuple[str, int]] = []
        if self.lasting:
            before = [p.active for p in self.players]
            for owner, until, mod in self.lasting:  # "At the end of this turn, ..." (Amarys, Corrosive Sludge)
                if until == turn and hasattr(mod, "at_turn_end"):
                    mod.at_turn_end(self, owner)
            emptied = [("new_active", pl) for pl in (0, 1)
                       if before[pl] is not None and self.players[pl].active is None]
        points = self.static_points
        discard_at_end = layer.DISCARD_AT_END in points  # Ignition Energy in the game
        back_to_hand = rule_points.TOOL_TIME_UP in points  # Charity in the game
        for player in (0, 1):
            p = self.players[player]
            if not discard_at_end and not (p.active is not None and (p.active.tools or p.active.effects)):
                for slot in p.bench:
                    if slot.tools or slot.effects:
                        break
                else:
                    continue  # nothing of this player's ends now (the hot path)
            for pos, slot in p.in_play():
                if not (slot.tools or slot.effects or discard_at_end):
                    continue
                if slot.tools:
                    for tool in [t for t in slot.tools if t[1] and t[1] <= turn]:
                        slot.tools.remove(tool)
                        if back_to_hand and any(  # Charity
                                back(self, tool[0]) for back in rule_points.answerers(rule_points.TOOL_TIME_UP)):
                            self.players[self.owner(tool[0])].hand.append(tool[0])
                            self.emit("move", self.owner(tool[0]), card=tool[0], src="attached", dst="hand", pos=pos)
                            continue
                        self.discard_card(tool[0], "attached", pos)
                if slot.effects:
                    if affected(slot):
                        rule_points.ask(rule_points.TURN_END_MARKS, self, player, pos, slot, turn)  # Slow Crunch
                    slot.effects = tuple(e for e in slot.effects if e[1] > turn)
                if discard_at_end and player == self.current:  # Ignition Energy
                    for uid in [u for u in slot.energy
                                if any(mod.point == layer.DISCARD_AT_END for _k, mod in self.cards[u].statics)]:
                        combat.discard_attached(cast("Game", self), slot, uid, pos)
        if rule_points.TURN_ENDED in points:  # Miracle Energy: discarded at the end of its owner's turn
            rule_points.ask(rule_points.TURN_ENDED, self, self.current)
        if self.lasting:  # effects on a player (Headache)
            self.lasting = tuple(e for e in self.lasting if e[1] > turn)
        self.queue[0:0] = [*emptied, ("checkup",), ("knockouts",), ("next_turn",)] if emptied else _TURN_END_STEPS
        active = self.players[self.current].active
        if layer.TURN_END_TOOL in points and active is not None and active.tools \
                and not layer.tools_off(cast("Game", self)):  # Powerglass: before the Checkup
            self.queue[0:0] = [("trigger", self.current, uid, 0, layer.TURN_END_TOOL, i) for uid, _until in active.tools
                               for i in range(len(trigger_rules.own_triggers(cast("Game", self), uid,
                                                                             layer.TURN_END_TOOL)))]

    def _step_checkup(self) -> None:
        """Pokémon Checkup (seed 000 F): Poisoned, Burned, Asleep, Paralyzed."""
        actives = [(pl, slot) for pl in (self.current, 1 - self.current)
                   if (slot := self.players[pl].active) is not None]
        for _pl, slot in actives:
            if slot.rot or slot.poison or slot.burned:
                self._condition_checkup(actives)
                break
        points = self.static_points
        if rule_points.CHECKUP_COUNTERS in points:  # Char
            rule_points.ask(rule_points.CHECKUP_COUNTERS, self)
        if rule_points.CHECKUP_TOOLS in points and not layer.tools_off(cast("Game", self)):  # Berry
            rule_points.ask(rule_points.CHECKUP_TOOLS, self)
        if rule_points.CHECKUP_ENERGY in points:  # Darkness Energy's damage counter
            rule_points.ask(rule_points.CHECKUP_ENERGY, self)
        if layer.BETWEEN_TURNS in points:  # then Abilities that act during Checkup
            steps = []
            for pl in (self.current, 1 - self.current):
                for pos, uid, index in trigger_rules.between_turn_triggers(cast("Game", self), pl):
                    steps.append(("trigger", pl, uid, pos, layer.BETWEEN_TURNS, index))
            self.queue[0:0] = steps

    def _condition_checkup(self, actives: list[tuple[int, Slot]]) -> None:
        """The Special Conditions part of Pokémon Checkup (Poisoned, Burned, Asleep, Paralyzed), for
        the Active Pokémon ``actives`` (some has a Special Condition)."""
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
                more = condition_rules.burn_more(cast("Game", self), pl) if layer.BURN_MORE in self.static_points else 0
                combat.put_damage(cast("Game", self), pl, 0, slot, self.rules.burn_damage + more, "Burn")
                if self.coin("Burned: heads, it is no longer Burned", pl):
                    slot.burned = False
                    self.emit("condition", pl, pos=0, detail="Burned", amount=0)
        wake_coins = 1
        if rule_points.WAKE_COINS in self.static_points:  # Dark Gengar's Deep Sleep: 2 coins, both heads to wake up
            wake_coins = 2 if any(deep(self) for deep in rule_points.answerers(rule_points.WAKE_COINS)) else 1
        for pl, slot in actives:
            if slot.rot != ASLEEP:
                continue
            flips = condition_rules.sleep_coins(cast("Game", self), slot) \
                if layer.SLEEP_COINS in self.static_points else 1
            if all([self.coin("Asleep: heads, it wakes up", pl) for _ in range(max(flips, wake_coins))]):  # every coin
                self.set_rotation(pl, 0, slot, NONE)
        for pl, slot in actives:
            if slot.rot == PARALYZED and pl == self.current and slot.paralyzed_turn < self.turn:
                self.set_rotation(pl, 0, slot, NONE)

    def set_rotation(self, player: int, pos: int, slot: Slot, rot: int) -> None:
        old = slot.rot
        if old == rot:
            return
        slot.rot = rot
        if old == CONFUSED and slot.effects:  # the end of a Confusion ends what it had (Disorienting Flash)
            slot.effects = tuple(e for e in slot.effects if e[0] != layer.CONFUSION_COUNTERS)
        if rot == PARALYZED:
            slot.paralyzed_turn = self.turn
        if rot != NONE and slot.held and layer.TRANSFORM in self.static_points:  # Shapeshift lets go
            card_in_play.on_condition(cast("Game", self), player, pos, slot)
        if old != NONE:
            self.emit("condition", player, pos=pos, detail=ROTATION_NAMES[old], amount=0)
        if rot != NONE:
            self.emit("condition", player, pos=pos, detail=ROTATION_NAMES[rot], amount=1)

    # knock outs ------------------------------------------------------------
    def _step_knockouts(self, cause: str = "") -> None:
        """Knock Out every Pokémon with damage >= HP, take Prizes, check for a winner. ``cause``
        "attack": the check that ends an attack (its Knock Outs are "by damage from an attack")."""
        if rule_points.BEFORE_KNOCKOUTS in self.static_points:  # Scram: at exactly 10 HP left, back into the deck
            rule_points.ask(rule_points.BEFORE_KNOCKOUTS, self)
        if layer.TOOL_ROOM in self.static_points:  # Multi Adapter went away: its extra Tools go
            self._queue_tool_trims()
        if cause == "attack" and rule_points.BEFORE_ATTACK_KNOCKOUTS in self.static_points:  # Celebi: into the deck
            rule_points.ask(rule_points.BEFORE_ATTACK_KNOCKOUTS, self)
        if not self._anyone_knocked_out():
            if self.players[0].active is None or self.players[1].active is None:  # an effect took one out of play
                self._replace_actives()
            return
        knocked: list[tuple[int, int, Slot]] = []
        for player in (self.current, 1 - self.current):
            for pos, slot in self.players[player].in_play():
                if slot.damage >= self.hp_of(slot) and not self._face_down(slot):
                    knocked.append((player, pos, slot))
        if not knocked:
            return
        moves = []  # Raichu's Electrical Grounding, Exp. Share: found while the Pokémon still have their Energy
        if cause == "attack" and rule_points.KNOCKED_OUT_ENERGY in self.static_points:
            moves = [s for steps in rule_points.answerers(rule_points.KNOCKED_OUT_ENERGY) for s in steps(self, knocked)]
        if cause == "attack" and rule_points.KNOCKED_OUT_TOOLS in self.static_points \
                and not layer.tools_off(cast("Game", self)):
            moves += [s for steps in rule_points.answerers(rule_points.KNOCKED_OUT_TOOLS) for s in steps(self, knocked)]
        prizes = [0, 0]
        for player, pos, slot in knocked:
            if cause == "attack" and pos == 0 and self.lasting and player != self.current:  # Anthea & Concordia
                prizes[1 - player] += play_rules.turn_extra_prizes(cast("Game", self), self.current)
            if rule_points.KNOCKED_OUT_MARK in self.static_points:  # a card asks what was Knocked Out (Rallying Horn)
                for mark in rule_points.answerers(rule_points.KNOCKED_OUT_MARK):
                    self.lasting = self.lasting + ((player, self.turn + 1, mark(self.cards[slot.top].name,
                                                                              cause == "attack")),)
            worth = self._knock_out(player, pos, slot)
            if worth and (self.lasting or layer.EXTRA_PRIZE in self.static_points):  # Wonder Kiss, Amp You Very Much
                worth += damage_rules.extra_prizes(cast("Game", self), 1 - player, pos, cause == "attack")
            prizes[1 - player] += worth
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
        if any(s.damage >= self.hp_of(s) and not self._face_down(s) for p in self.players for s in p.slots()):
            self.queue[0:0] = [*moves, ("knockouts",)]  # e.g. Destiny Bond knocked out the attacker
            return
        self._queue_new_actives()
        self.queue[0:0] = moves  # before a new Active Pokémon is chosen

    def _face_down(self, slot: Slot) -> bool:
        """A face-down card (Lt. Surge's Secret Plan) has no HP, but it is never Knocked Out so: it is
        flipped before any damage is put on it."""
        return bool(slot.effects) and layer.FACE_DOWN in self.static_points and face_down.is_face_down(slot)

    def _queue_tool_trims(self) -> None:
        game = cast("Game", self)
        for player in (self.current, 1 - self.current):
            for pos, slot in self.players[player].in_play():
                if len(slot.tools) > 1 and not self.rules.tool_room(slot) \
                        and len(slot.tools) > play_rules.tool_limit(game, player, slot):
                    self.queue.insert(0, ("trim_tool", player, pos))

    def _step_trim_tool(self, player: int, pos: int) -> None:
        """A Pokémon with more Tools than it may have now: its owner discards 1 (asked again if needed)."""
        slot = self.players[player].slot(pos)
        if slot is None or len(slot.tools) <= play_rules.tool_limit(cast("Game", self), player, slot):
            return
        self._ask(("trim_tool", player, pos), Prompt(player, CARD, tuple(t for t, _ in slot.tools),
                                                     "Discard a Pokémon Tool from this Pokémon.", source="rules",
                                                     zone="attached", purpose="discard_tool"))

    def _answer_trim_tool(self, player: int, pos: int, uid: int) -> None:
        slot = self.players[player].slot(pos)
        if slot is not None:
            slot.tools = [t for t in slot.tools if t[0] != uid]
            self.discard_card(uid, "attached", pos)
            self.queue.insert(0, ("trim_tool", player, pos))

    def _step_ko_effect(self, player: int, name: str, effect: Any) -> None:
        """A rule of a Knocked Out Pokémon's Tool runs ``effect`` for its owner (Amulet of Hope)."""
        cast("Game", self)._begin(effect, (player, name, -1, -1), ())

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
        under it, or what Transform or Shapeshift makes it."""
        if layer.BUILT_CARDS not in self.static_points and not (self.lasting and len(slot.cards) > 1):
            return self.cards[slot.cards[-1]]  # the hot path: no card of the game builds one
        if layer.BREAK_EVOLUTION in self.static_points and len(slot.cards) > 1 \
                and self.cards[slot.cards[-1]].stage == "BREAK":
            return card_in_play.break_card(self.cards[slot.cards[-1]], self.cards[slot.cards[-2]])
        if layer.TRANSFORM in self.static_points:
            return card_in_play.transformed(cast("Game", self), slot) or self.cards[slot.cards[-1]]
        card = self.cards[slot.cards[-1]]
        if layer.MIMIC in self.static_points:  # Sudowoodo
            card = card_in_play.mimic_card(cast("Game", self), slot) or card
        if layer.PREHISTORIC in self.static_points:  # Aerodactyl
            card = card_in_play.remembered_card(cast("Game", self), slot, card)
        if slot.tools and layer.TOOL_ATTACK in self.static_points:
            card = card_in_play.with_tool_attacks(cast("Game", self), slot, card)
        if slot.tools and layer.TOOL_POWER in self.static_points:
            card = card_in_play.with_tool_powers(cast("Game", self), slot, card)
        if (self.lasting and len(slot.cards) > 1) or layer.COPY_ALLY_ATTACKS in self.static_points:
            card = card_in_play.with_borrowed_attacks(cast("Game", self), slot, card)  # Recall, Psylink
        if len(slot.cards) > 1 and layer.MEMORY_ATTACKS in self.static_points:  # Memory Dive
            return card_in_play.with_memory_attacks(cast("Game", self), slot, card)
        return card

    def hp_of(self, slot: Slot) -> int:
        card = self.cards[slot.cards[-1]] if layer.BUILT_CARDS not in self.static_points and not self.lasting \
            else self.card_of(slot)  # (card_of's hot path, without the call)
        if layer.HP in self.static_points or (slot.effects and affected(slot)):  # a Stadium, Power or effect
            game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
            return layer.hp(game, slot, card)
        return card.hp

    def types_of(self, slot: Slot) -> tuple[str, ...]:
        if layer.POKEMON_TYPE in self.static_points or (slot.effects and affected(slot)):  # or an Ability (Dual Core)
            return type_rules.pokemon_types(cast("Game", self), slot)
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
        if rule_points.KNOCKED_OUT_NAME_MARK in self.static_points and self.attacked and self.current != player:
            for mark in rule_points.answerers(rule_points.KNOCKED_OUT_NAME_MARK):  # Horrifying Revenge: by name
                named = mark(f"Knocked out: {self.cards[slot.top].name}")
                self.lasting = self.lasting + ((player, self.turn + 1, named),)
        if layer.KNOCKED_OUT_SELF in self.static_points and self.attacked and self.current != player:
            self.queue_triggers(slot.top, layer.KNOCKED_OUT_SELF, player, pos)  # Final Chain
        if slot.effects and self.attacked and self.current != player:  # an attack's lasting trigger (Little Grudge)
            waiting = tuple((player, self.turn, e[2]) for e in slot.effects if e[0] == layer.KNOCKED_OUT_SELF)
            self.lasting = self.lasting + waiting  # kept on its player until it runs: its Pokémon is gone
            self.queue[0:0] = [("lasting_trigger", player, slot.top, pos)] * len(waiting)
        combat.on_knocked_out(cast("Game", self), player, pos, slot)
        worth = self.prize_value(slot)
        if layer.PRIZE_COUNT in self.static_points:
            worth = damage_rules.prize_count(cast("Game", self), player, slot, worth)
        if layer.SELF_KNOCKED_OUT in self.static_points:  # its own Power, if it works now (Rebirth)
            kinds = [kind for kind, mod in self.cards[slot.top].statics if mod.point == layer.SELF_KNOCKED_OUT]
            if kinds and all(layer.power_working(cast("Game", self), slot, kind) for kind in kinds):
                cast("Game", self).queue_triggers(slot.top, layer.SELF_KNOCKED_OUT, player, pos)
        if slot.effects:
            worth += sum(more(self, slot) for more in rule_points.answerers(rule_points.KNOCKED_OUT_WORTH))  # Pollen
        if self.lasting and pos == 0:
            worth += sum(more(self, player, slot)  # Briar
                         for more in rule_points.answerers(rule_points.ACTIVE_KNOCKED_OUT_WORTH))
        zone = "active" if pos == 0 else "bench"
        to_hand = layer.TO_HAND_WHEN_KNOCKED_OUT in self.static_points and self.attacked \
            and self.current != player and any(mod.point == layer.TO_HAND_WHEN_KNOCKED_OUT
                                               for _k, mod in self.cards[slot.top].statics)  # Infinite Shadow
        for uid in slot.cards:
            if to_hand:
                self.players[player].hand.append(uid)
                self.emit("move", player, card=uid, src=zone, dst="hand", pos=pos)
            else:
                self.discard_card(uid, zone, pos, knocked_out=True)
        for uid in slot.attached():
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

    def _step_lasting_trigger(self, player: int, uid: int, pos: int) -> None:
        """Run the first waiting trigger of a lasting effect whose Pokémon (card ``uid``) was Knocked Out."""
        for i in reversed(range(len(self.lasting))):  # the last waiting: its step was queued in front of the others
            owner, _until, mod = self.lasting[i]
            if owner == player and mod.point == layer.KNOCKED_OUT_SELF:
                self.lasting = self.lasting[:i] + self.lasting[i + 1:]
                effect = mod.triggered()
                if effect is not None:
                    scope = (player, self.cards[uid].name, uid, pos)
                    cast("Game", self)._begin(kernel.PARTS["trigger"](effect), scope, (("knockouts",),))
                return

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

    def _step_attack_again(self, player: int, attacker_uid: int, defender_uid: int) -> None:
        """Festival Lead: if the first attack Knocked Out the opponent's Active Pokémon, its attacker may
        attack again once the opponent has a new Active Pokémon."""
        game = cast("Game", self)
        active, them = self.players[player].active, self.players[1 - player]
        if active is None or active.top != attacker_uid or them.active is None or defender_uid < 0 \
                or any(s.top == defender_uid for s in them.slots()) or them.knocked_out_turn != self.turn:
            return
        if not any(mod.attacks_twice(game, active) for mod in layer.mods_on(game, active, layer.ATTACK_TWICE)):
            return
        card = self.card_of(active)
        names = tuple(a.name for i, a in enumerate(card.attacks) if combat.can_use_attack(game, player, i))
        if names and active.rot not in (ASLEEP, PARALYZED):
            self._ask(("attack_again", player, attacker_uid, defender_uid), Prompt(
                player, OPTION, (*names, "no"), "Attack again?", source="Festival Lead", purpose="attack_again"))

    def _answer_attack_again(self, player: int, attacker_uid: int, defender_uid: int, name: str) -> None:
        active = self.players[player].active
        if name == "no" or active is None:
            return
        index = next(i for i, a in enumerate(self.card_of(active).attacks) if a.name == name)
        self.emit("phase", player, detail="attacks again")
        cast("Game", self)._begin(kernel.PARTS["attack"](index), (player, name, active.top, 0),
                                  (("knockouts", "attack"),))

    def _answer_new_active(self, player: int, pos: int) -> None:
        self.promote(player, pos)

    def promote(self, player: int, pos: int) -> None:
        p = self.players[player]
        slot = p.bench.pop(pos - 1)
        p.active = slot
        slot.add_effect(Effect(MOVED_TO_ACTIVE, self.turn))
        self.emit("switch", player, card=slot.top, pos=pos, detail="promote")
        if rule_points.AFTER_ACTION in self.static_points:  # Legendary Body: its Trainer cards go as it becomes Active
            rule_points.ask(rule_points.AFTER_ACTION, self)

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
