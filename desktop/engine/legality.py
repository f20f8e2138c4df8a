"""Legal actions: what the player to move may do now (the hot path of every search and
simulation), asking the rules layer and the cards' nodes.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from desktop.engine import combat, face_down, layer, play_rules, rule_points, stadium_rules
from desktop.engine.actions import (
    END_TURN,
    Action,
    Adjust,
    AssembleVUnion,
    AttachEnergy,
    Attack,
    Choose,
    DiscardFromPlay,
    Evolve,
    FaceUp,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UsePower,
    UseStadium,
)
from desktop.engine.card_classes import legend_partner, v_union_marker, v_union_pieces
from desktop.engine.cards import CardDef
from desktop.engine.events import Event
from desktop.engine.explain import explain_illegal
from desktop.engine.game_fields import GameFields
from desktop.engine.playable import power_usable, trainer_targets, usable_by_hand
from desktop.engine.prompts import MANUAL
from desktop.engine.state import ASLEEP, PARALYZED, Slot, affected
from desktop.engine.table import manual_moves

if TYPE_CHECKING:
    from desktop.engine.game import Game

ADJUST = Adjust()
RETREATS = tuple(Retreat(i) for i in range(1, 9))  # actions are immutable: the common ones are made once
ATTACKS = tuple(Attack(i) for i in range(8))


FIRST_TURN_OPS = ("first_turn_ok",)  # "If you go first, you can use this attack ..."
ASLEEP_OPS = ("asleep_ok",)  # "This attack can be used even if this Pokémon is Asleep." (Toss and Turn)


class Legality(GameFields):
    """Part of ``Game``: see the module docstring."""

    __slots__ = ()

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
            if self.prompt.kind == MANUAL:  # Table mode: done, or a move made by hand
                return choices(self.prompt.answers()) + manual_moves(self)  # type: ignore[arg-type]
            return choices(self.prompt.answers())
        if self.phase != "main":
            return []
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game; no cast() call on the hot path
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
        turn = self.turn
        points = self.static_points  # card_of differs from the top card only with these in the game
        may_evolve = (self.rules.evolve_on_first_turn or turn > 2) and (  # as evolution_allowed_now
            (not self.lasting and layer.NO_EVOLVE not in points) or layer.may_evolve(game, player))
        transform = layer.BUILT_CARDS in points or bool(self.lasting)  # BREAK, Psylink, ...; Recall (a player's)
        open_slots: list[tuple[int, Slot]] | None = None  # where Energy may be attached (found once, if asked)
        evolve_now: bool | None = None  # some Pokémon may evolve now all the same (Giovanni), found once
        for uid in p.hand:
            card = cards[uid]
            kind = card.kind
            if kind == "energy":
                if self.energy_played or (card.subtypes and layer.NO_TRAINERS in points
                                          and layer.card_blocked(game, player, card)):
                    continue
                if open_slots is None:
                    attach_rule = layer.NO_ATTACH_ENERGY in points  # else only an effect on it says so
                    open_slots = [(pos, slot) for pos, slot in zip(positions, slots, strict=True)
                                  if not slot.effects or not (attach_rule or affected(slot))
                                  or not layer.any_on(game, slot, layer.NO_ATTACH_ENERGY)]
                if card.statics and rule_points.ENERGY_FITS in points:  # Miracle Energy
                    fits_rules = rule_points.answerers(rule_points.ENERGY_FITS)
                    for pos, slot in open_slots:
                        if all(fits(game, uid, slot) for fits in fits_rules):
                            out.append(make(AttachEnergy, ("attach", uid, pos)))
                    continue
                for pos, _slot in open_slots:
                    out.append(make(AttachEnergy, ("attach", uid, pos)))
            elif kind == "pokemon":
                if layer.POKEMON_PLAY_LOCK in points and layer.pokemon_play_blocked(game, player, card):
                    continue  # the opponent's Active Pokémon's Potent Glare
                stage = card.stage
                if stage == "Basic":
                    if bench_room:
                        out.append(make(PlayBasic, ("bench", uid)))
                elif bench_room and layer.FROM_HAND_BENCH in points and layer.benches_from_hand(game, player, card):
                    out.append(make(PlayBasic, ("bench", uid)))  # Emergency Rotation
                elif stage == "LEGEND":  # both halves together, offered once (from the lower card id)
                    partner = legend_partner(cards, p.hand, uid)
                    if bench_room and partner is not None and card.id < cards[partner].id:
                        out.append(make(PlayBasic, ("bench", uid)))
                else:
                    if not may_evolve:
                        if evolve_now is None:
                            evolve_now = any(s.effects and s.has_effect(layer.EVOLVE_NOW) for s in slots)
                        if not evolve_now:
                            continue
                    if card.statics and layer.enters_only_by_effect(card):
                        continue
                    wanted = card.evolves_from
                    evolve_as = layer.EVOLVE_AS in points
                    for pos, slot in zip(positions, slots, strict=True):
                        top = cards[slot.cards[-1]]
                        if not (top.name == wanted or (evolve_as and layer.evolves_as(game, top, card))):
                            continue
                        effects = slot.effects
                        now = bool(effects) and slot.has_effect(layer.EVOLVE_NOW)  # Giovanni
                        if ((may_evolve and (slot.entered < turn or (  # Forest of Vitality
                                slot.entered == turn and layer.EVOLVE_SAME_TURN in points
                                and play_rules.may_evolve_same_turn(game, slot, card)))) or now) \
                                and evolvable(top) and not (effects and slot.has_effect("evolve_held")):  # Tentacle
                            out.append(make(Evolve, ("evolve", uid, pos)))
            elif kind == "trainer":
                if "play_as_basic" in card.flags:  # an Item played as a Pokémon: Item locks stop it too
                    if bench_room and ((not game.lasting and layer.FOE_NO_TRAINERS not in points)
                                       or layer.may_play_trainers(game, player, card.subtype)):
                        out.append(make(PlayBasic, ("bench", uid)))
                    continue
                for target in trainer_targets(game, player, uid):
                    out.append(make(PlayTrainer, ("play", uid, target)))
        if bench_room and p.discard and layer.V_UNION in points:  # a Pokémon V-UNION's pieces
            out.extend(self._v_union_assemblies(player))
        if active is not None:
            if bench and (active.rot != ASLEEP and active.rot != PARALYZED
                          or layer.retreats_despite_conditions(game, active)) \
                    and self.rules.may_retreat_again(self.retreats) and layer.may_retreat(game, player, active) \
                    and combat.energy_count(game, active) >= self.retreat_cost(active):  # as _can_retreat
                out.extend(RETREATS[:len(bench)] if len(bench) <= len(RETREATS)
                           else [Retreat(i) for i in range(1, len(bench) + 1)])
            rot = active.rot
            if not self.attacked and rot != PARALYZED:
                allowed = self.first_turn_attacks(active) if turn == 1 and not self.rules.first_turn_attack \
                    else None
                if rot == ASLEEP:  # only the attacks that say they can be used even so
                    asleep = self.asleep_attacks(active)
                    allowed = asleep if allowed is None else allowed & asleep
                if allowed is None or allowed:
                    units = combat.energy_units(game, active)
                    attacker = self.card_of(active) if transform else cards[active.cards[-1]]
                    for index in range(len(attacker.attacks)):
                        if (allowed is None or index in allowed) and combat.can_use_attack(game, player, index, units):
                            out.append(ATTACKS[index] if index < len(ATTACKS) else Attack(index))
        if self.stadium >= 0 and layer.STADIUM_USE in points and self.stadium_usable(player):
            out.append(UseStadium())
        for pos, slot in zip(positions, slots, strict=True):
            card = self.card_of(slot) if transform else cards[slot.cards[-1]]
            if card.powers:
                for index, power in enumerate(card.powers):
                    if (power_usable(game, player, pos, slot, power) if power.effect is not None
                            else not power.implemented and self.rules.table and usable_by_hand(game, slot, power)):
                        out.append(make(UsePower, ("power", pos, index)))  # (ints by construction)
            if card.flags and "discard_any_time" in card.flags and not self.attacked:
                out.append(DiscardFromPlay(pos))
            if slot.effects and layer.FACE_DOWN in points and face_down.is_face_down(slot):
                out.append(FaceUp(pos))  # Lt. Surge's Secret Plan: at any time during your turn
        if self.rules.table:
            out.append(ADJUST)
        out.append(END_TURN)
        return out

    def stadium_usable(self, player: int) -> bool:
        """Whether ``player`` may use the Stadium in play now (its rule, its limit per turn)."""
        game: Game = self  # type: ignore[assignment]
        rule = stadium_rules.stadium_use(game)
        if rule is None or self.attacked or (rule.once_a_turn() and self.stadium_used):
            return False
        effect = rule.triggered()
        return effect is not None and effect.usable(game, player, self.stadium)

    def _v_union_assemblies(self, player: int) -> list[Action]:
        """One action per Pokémon V-UNION whose 4 pieces are in the discard pile and whose name has
        not been played this game (seed 001 appendix 7); it names the first piece."""
        cards, discard = self.cards, self.players[player].discard
        out: list[Action] = []
        seen: set[str] = set()
        for uid in discard:
            card = cards[uid]
            if card.stage != "V-UNION" or card.name in seen:
                continue
            seen.add(card.name)
            pieces = v_union_pieces(cards, discard, uid)
            if pieces and (player, v_union_marker(card.name)) not in self.markers:
                out.append(AssembleVUnion(pieces[0]))
        return out

    def _can_evolve(self, slot: Slot, card: CardDef) -> bool:
        top = self.cards[slot.top]
        fits = top.name == card.evolves_from or (
            layer.EVOLVE_AS in self.static_points and layer.evolves_as(self, top, card))  # type: ignore[arg-type]
        if not fits or not evolvable(top):
            return False
        if slot.entered >= self.turn:  # put into play or evolved this turn
            return False
        return self.evolution_allowed_now(self.current)

    def evolution_allowed_now(self, player: int) -> bool:
        """Neither player may evolve during their own first turn; the rules layer may forbid it."""
        if not (self.rules.evolve_on_first_turn or self.turn > 2):
            return False
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game; no cast() call on the hot path
        return layer.may_evolve(game, player)

    def _can_retreat(self, slot: Slot) -> bool:
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game; no cast() call on the hot path
        if slot.rot in (ASLEEP, PARALYZED) and not layer.retreats_despite_conditions(game, slot):
            return False
        if not layer.may_retreat(game, self.current, slot):
            return False
        return combat.energy_count(game, slot) >= self.retreat_cost(slot)

    def retreat_cost(self, slot: Slot) -> int:
        points = self.static_points
        if not (slot.tools or (slot.effects and affected(slot))) and layer.RETREAT_COST not in points \
                and layer.OWN_RETREAT_COST not in points:
            return (self.cards[slot.cards[-1]] if layer.BUILT_CARDS not in points and not self.lasting
                    else self.card_of(slot)).retreat  # (card_of's hot path, without the call)
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game; no cast() call on the hot path
        return layer.retreat_cost(game, self.owner(slot.top), slot)

    def asleep_attacks(self, slot: Slot) -> set[int]:
        """The attacks this Pokémon may use even while Asleep ("This attack can be used even if this
        Pokémon is Asleep.")."""
        return {i for i, attack in enumerate(self.card_of(slot).attacks)
                if attack.effect is not None and not combat.effect_facts(attack.effect)[0].isdisjoint(ASLEEP_OPS)}

    def first_turn_attacks(self, slot: Slot) -> set[int]:
        """The attacks this Pokémon may use in the first player's first turn all the same: those that
        say so ("If you go first, you can use this attack during your first turn"), or all of them
        with an Ability that says so (Debut Performance)."""
        game: Game = self  # type: ignore[assignment]
        card = self.card_of(slot)
        if layer.FIRST_TURN_ATTACKS in self.static_points and layer.any_on(game, slot, layer.FIRST_TURN_ATTACKS):
            return set(range(len(card.attacks)))
        return {i for i, attack in enumerate(card.attacks)
                if attack.effect is not None and not combat.effect_facts(attack.effect)[0].isdisjoint(FIRST_TURN_OPS)}

    def why_illegal(self, action: Action) -> str:
        """A readable reason why ``action`` is not legal now (for the UI and tutorial)."""
        return explain_illegal(cast("Game", self), action)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events of the most recent ``apply()``; before any action, those of the set-up
        (the coin flip for the first player). A scenario-built game starts with none."""
        return tuple(self._events)


ANSWER_TYPES = Choose.field_types[0]


def choices(answers: tuple) -> list[Action]:
    """A ``Choose`` for each answer of a prompt: checked as ``Choose(v)`` checks it, all at once (the
    common case), else one by one, so that a bad answer raises as it always did."""
    make = tuple.__new__
    for value in answers:
        if type(value) not in ANSWER_TYPES:
            return [Choose(v) for v in answers]
    return [make(Choose, ("choose", value)) for value in answers]


def evolvable(card: CardDef) -> bool:
    """Whether an Evolution card may be played on ``card`` (a Pokémon, or a Trainer played as a
    Basic Pokémon such as Mysterious Fossil) if the names match."""
    if card.stage == "BREAK":  # a Pokémon BREAK can't evolve
        return False
    return card.kind == "pokemon" or "play_as_basic" in card.flags
