"""The game's own procedures as nodes: an attack (seed 000 A-01), retreating, playing a
Trainer card and using a Power. Written as nodes so that a prompt anywhere inside them is
a pause of the same machine, and its progress is data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, face_down, kernel, layer, stadium_rules
from desktop.engine.card_classes import BABY_FLAGS
from desktop.engine.card_in_play import rule_source_name
from desktop.engine.fx.control import Seq
from desktop.engine.fx.damage_choice_nodes import CHOOSE_DAMAGE, ask_damage_to_do
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.manual_step import ManualStep
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.pipeline_nodes import NO_WR
from desktop.engine.fx.power_guard_nodes import effects_guarded
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED, Effect

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.mods import Mod
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

@dataclass(frozen=True, slots=True)
class AttackSteps(Node):
    """Steps 3-6 of an attack: effects before damage, damage, effects after, then triggers."""

    attack: AttackDef

    def step(self, m: Machine, pc: int, local: Any) -> int:
        scope, game, attack = m.scope, m.game, self.attack
        if pc == 3:  # the Defending Pokémon's "when damaged" effects have run
            return m.done()
        if pc == 0:
            attacker = m.attacker
            scope.attack = attack
            damage = attack.damage
            if attacker is not None and (attacker.effects or layer.BASE_DAMAGE in game.static_points):
                damage = damage_rules.base_damage(game, attacker, attack.name, damage)
            if attacker is not None and "xxxxx" in game.static_points:  # Unown [X]: coins until tails
                from desktop.engine.fx.aura_mods import hidden_power_more

                damage += hidden_power_more(game, scope.player, attacker, attack.name)
            scope.damage = damage
            scope.does_damage = damage > 0
            defender = m.defender
            scope.protected = bool(defender is not None and (
                ((defender.effects or layer.PROTECTED in game.static_points) and damage_rules.protected(game, defender))
                or damage_rules.effect_shielded(game, defender)))
            if not scope.protected and defender is not None and effects_guarded(game, defender):  # Crystal Body
                scope.protected = True
            if not scope.protected and defender is not None and layer.transparent(game, scope.opp, defender):
                scope.protected = True
                scope.put("transparent", True)
            # Powers like Strikes Back look at the Defending Pokémon as it was when the attack was made.
            scope.defender_ready = defender is not None and defender.rot not in (ASLEEP, CONFUSED, PARALYZED)
            scope.deferred = ()
            scope.put("defender", -1 if defender is None else defender.top)
            if attack.before is not None:
                scope.phase = "before"
                return m.call(attack.before, 1)
            if not attack.implemented and game.rules.table:  # Table mode: done by hand, then its damage
                scope.phase = "before"
                return m.call(ManualStep("attack"), 1)
            pc = 1
        if pc == 1:
            scope.phase = "after"
            if scope.nothing:
                game.emit("attack_failed", scope.player, detail="the attack does nothing")
                return m.done()
            defender = m.defender
            if scope.does_damage and defender is not None and scope.get("transparent"):
                game.emit("prevented", scope.opp, pos=0, amount=scope.damage)
            elif scope.does_damage and defender is not None:
                attacker = m.attacker
                if attacker is not None and scope.damage > 0 and (
                        game.lasting or attacker.effects or layer.ATTACK_BONUS in game.static_points
                        or layer.FOE_ATTACK_BONUS in game.static_points):  # before W/R
                    scope.damage = max(0, scope.damage + damage_rules.attack_bonus(game, scope.player, attacker))
                amount = combat.damage_after_effects(m, scope.opp, 0, defender, scope.damage,
                                                     apply_wr=not scope.get(NO_WR, False))
                if CHOOSE_DAMAGE in game.static_points and ask_damage_to_do(m, amount, 5):  # Charity
                    return WAIT
                if self._deal(m, defender, amount):
                    return WAIT
            pc = 4
        if pc == 5:  # the damage its player chose to do (Charity)
            defender = m.defender
            if defender is not None and self._deal(m, defender, m.answer):
                return WAIT
            pc = 4
        if pc == 4:
            if local and m.answer is not None:  # Flee: the switch prevents the attack's other effects on it
                game.switch_active(scope.opp, m.answer, "Flee")
                scope.protected = True
            after = scope.deferred + (attack.after.nodes if attack.after is not None else ())
            scope.deferred = ()
            if after:
                return m.call(Seq(after), 2)
        effects = self._triggers(m)
        if effects:
            return m.call(Seq(effects), 3)
        return m.done()

    @staticmethod
    def _deal(m: Machine, defender: Slot, amount: int) -> bool:
        """Put the attack's damage on the Defending Pokémon, then what follows at once (Koga's Poison, Flee's
        offer). True if a prompt is open (resuming at pc 4)."""
        scope, game = m.scope, m.game
        scope.dealt = combat.place_attack_damage(m, scope.opp, 0, defender, amount)
        attacker = m.attacker
        if scope.dealt > 0 and game.lasting and attacker is not None:
            _turn_after_damage(m, attacker, defender)
        fled = scope.dealt > 0 and layer.FLEE in game.static_points and _flee_offer(m, defender)
        return bool(fled) and m.choose(4, True, scope.opp, POKEMON, range(1, len(game.players[scope.opp].bench) + 1),
                                       "Flee: switch your damaged Active Pokémon with a Benched Pokémon?",
                                       "switch_self", optional=True, auto_single=False)

    @staticmethod
    def _triggers(m: Machine) -> tuple[Node, ...]:
        """Step 6: Strikes Back, and the record Mirror Move reads (once per attack). Returns the
        effects the Defending Pokémon's "when damaged" Powers run next (Pollen Defense)."""
        scope, game = m.scope, m.game
        defender = game.players[scope.opp].active
        if defender is None or scope.triggered or defender.top != scope.get("defender"):
            return ()
        scope.triggered = True
        effects: tuple[Node, ...] = ()
        if scope.dealt > 0:
            for mod in layer.mods_on(game, defender, layer.ON_DAMAGED, as_of_now=False):
                attacker = m.attacker
                amount = mod.retaliation(game, defender, scope.defender_ready, scope.dealt)
                if attacker is not None and amount:
                    name = _source_name(game, defender, mod)
                    game.emit("power", scope.opp, card=defender.top, pos=0, detail=name)
                    combat.put_damage(game, scope.player, 0, attacker, amount, name)
                then = mod.after_damaged()
                if then is not None:
                    game.emit("power", scope.opp, card=defender.top, pos=0, detail=_source_name(game, defender, mod))
                    effects += (then,)
        attacker = m.attacker
        if scope.dealt > 0 and attacker is not None and layer.ALLY_DAMAGED in game.static_points:  # Spiteful Swirl
            for slot in game.players[scope.opp].slots():
                for mod in layer.mods_on(game, slot, layer.ALLY_DAMAGED):
                    amount = mod.retaliation(game, defender, True, scope.dealt)
                    if amount:
                        name = _source_name(game, slot, mod)
                        game.emit("power", scope.opp, card=slot.top, detail=name)
                        combat.put_damage(game, scope.player, 0, attacker, amount, name)
        if scope.dealt > 0 or scope.applied:
            defender.add_effect(Effect("attacked", game.turn + 1, (scope.dealt, scope.applied)))
        return effects

    def words(self, w: Words) -> str:
        return ""


def _flee_offer(m: Machine, defender: Slot) -> bool:
    """Whether the Defending Pokémon's working Power lets its owner switch it away now that the
    attack has damaged it (Flee), with a Benched Pokémon to switch in."""
    game = m.game
    return bool(game.players[m.scope.opp].bench) and any(True for _ in layer.mods_on(game, defender, layer.FLEE))


def _turn_after_damage(m: Machine, attacker: Slot, defender: Slot) -> None:
    """The attacking player's effects for this turn once the attack has damaged the Defending
    Pokémon (Koga: it is then Poisoned)."""
    from desktop.engine.fx.status_nodes import apply_condition
    from desktop.engine.fx.trainer_proof_nodes import trainer_proof

    if trainer_proof(m.game, defender):  # a Trainer card's effect (Koga's): not on a Legendary Body
        return
    for mod in layer.player_mods(m.game, m.scope.player, layer.TURN_AFTER_DAMAGE):
        if mod.applies_to(m.game, attacker):
            apply_condition(m, m.scope.opp, 0, defender, "Poisoned")


def _boomerangs_back(m: Machine) -> None:
    """After attacking: each Boomerang Energy the attack's effects discarded from its Pokémon comes
    back from the discard pile to that Pokémon (if it is still in play)."""
    game, me = m.game, m.me
    top, energy = m.scope.get("boomerang")
    pos = next((p for p, s in me.in_play() if s.top == top), None)
    if pos is None:
        return
    for uid in energy:
        if uid in me.discard:
            me.discard.remove(uid)
            me.at(pos).energy.append(uid)
            game.emit("attach", m.scope.player, card=uid, src="discard", dst="energy", pos=pos)


def confusion_damage(game: Game, slot: Slot) -> int:
    """What a Confused Pokémon does to itself when its coin is tails (Disorienting Flash: 8 counters)."""
    from desktop.engine.fx.turn_effect_nodes import CONFUSION_COUNTERS

    counters = next((e[2] for e in slot.effects if e[0] == CONFUSION_COUNTERS), 0)
    return 10 * counters if counters else game.rules.confusion_self_damage


def _source_name(game: Game, slot: Slot, mod: Mod) -> str:
    """The Power, Ability or Tool a modifier on this Pokémon comes from, for the log."""
    return rule_source_name(game, slot, mod) or next((p.name for p in game.cards[slot.top].powers if p.static), "")


@node("attack")
@dataclass(frozen=True, slots=True)
class AttackProcedure(Node):
    """An attack from announcement (step 1) to triggers (step 6); Knock Outs follow as game steps."""

    index: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc != 0:  # the attack is over (its Pokémon may have left play: Obscuring Gas)
            if m.scope.get("boomerang"):
                _boomerangs_back(m)
            if m.scope.get(face_down.SEEN):  # face-down cards the attack changed are flipped now
                face_down.after_attack(m)
            return m.done()
        game, scope = m.game, m.scope
        slot = m.attacker
        assert slot is not None
        card = game.card_of(slot)
        attack = card.attacks[self.index]
        if pc == 0:
            game.emit("attack", scope.player, card=slot.top, pos=0, amount=self.index, detail=attack.name)
            if layer.FACE_DOWN in game.static_points:  # a face-down Defending Pokémon is flipped first
                face_down.before_attack(m)
            if layer.RECORDS_ATTACKS in game.static_points and not scope.copying:  # Swallow Dive, Copycat
                from desktop.engine.fx.copy_attack_nodes import record_attack

                record_attack(game, scope.player, slot, attack)
            defender = m.defender
            if defender is not None and game.cards[defender.top].flags & BABY_FLAGS and not game.coin(
                    "Baby Pokémon: if tails, your turn ends without an attack", scope.player):
                game.emit("attack_failed", scope.player, detail="the Baby Pokémon's rule")
                return m.done()
            coin_rule = layer.first(game, slot, layer.ATTACK_COIN) if slot.effects else None
            if coin_rule is not None and coin_rule.holds(game, slot) and not game.coin(
                    "Sand-attack: if tails, the attack does nothing", scope.opp):
                game.emit("attack_failed", scope.player, detail="the attack does nothing")
                return m.done()
            if slot.rot == CONFUSED and not game.coin("Confused: if tails, the attack fails", scope.player):
                game.emit("attack_failed", scope.player, detail="Confused")
                combat.put_damage(game, scope.player, 0, slot, confusion_damage(game, slot), "Confusion")
                return m.done()
            types = game.types_of(slot) if slot.effects or layer.POKEMON_TYPE in game.static_points else card.types
            scope.attack_type = types[0] if types else "Colorless"
            if len(types) > 1:  # a Pokémon of two types (Dual Core): Weakness and Resistance to either
                scope.put("attack_types", tuple(types))
            if layer.BOOMERANG in game.static_points:  # Boomerang Energy: noted before the attack's effects
                scope.put("boomerang", (slot.top, tuple(u for u in slot.energy if any(
                    mod.point == layer.BOOMERANG for _kind, mod in game.cards[u].statics))))
            first = stadium_rules.stadium_on_attack(game, slot) if layer.ON_ATTACK in game.static_points \
                or layer.DEFENDER_ATTACKED in game.static_points else None
            return m.call(AttackSteps(attack) if first is None else Seq((first, AttackSteps(attack))), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("copy_attack")
@dataclass(frozen=True, slots=True)
class CopyAttack(Node):
    """Choose 1 of the Defending Pokémon's attacks (``from_bench``: of your Benched Pokémon with
    ``name_has`` in their name: N's Zoroark ex's Night Joker) and copy it, except its costs."""

    from_bench: bool = False
    name_has: str = ""
    use_as: bool = False  # today's words: "... and use it as this attack." (Clefable's Metronome)
    source: str = ""  # "theirs": any of the opponent's Pokémon (Super Metronome); "under": this Pokémon's lower
    # Stage cards (Genetic Memory). Both still pay what the attack needs but its Energy cost.
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if pc == 0:
            if defender is None and not (self.from_bench or self.source):
                return m.done()
            if self.source == "theirs":  # Super Metronome must know the attacks of face-down cards
                face_down.flip_all(m.game, (m.scope.opp,))
            attacks = self._copyable(m)
            if not attacks:
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, [a.name for a in attacks], "Choose the attack to copy.",
                        "copy_attack"):
                return 1
        if pc <= 1:
            attacks = self._copyable(m)
            copied = next(a for a in attacks if a.name == m.answer)
            m.game.emit("effect", m.scope.player, pos=0, detail=f"copies {copied.name}")
            m.scope.copying = not self.source  # Metronome: not even the attack's discards
            return m.call(AttackSteps(copied), 2)
        return m.done()

    def _copyable(self, m: Machine) -> list[AttackDef]:
        if self.source == "theirs":
            cards = [m.game.card_of(s) for _p, s in m.them.in_play()]
        elif self.source == "under":
            attacker = m.attacker
            cards = [m.game.cards[u] for u in attacker.cards[:-1]] if attacker is not None else []
        elif self.from_bench:
            cards = [m.game.card_of(s) for s in m.me.bench if self.name_has in m.game.card_of(s).name]
        else:
            cards = [m.game.cards[m.defender.top]] if m.defender is not None else []
        return [a for card in cards for a in card.attacks
                if a.effect is None or not any(isinstance(n, CopyAttack) for n in a.effect.walk())]

    def words(self, w: Words) -> str:
        if self.source == "under":
            return (f"Use any attack from {w.name}'s Basic Pokémon card or Evolution card. ({w.name} doesn't have to "
                    "pay for that attack's Energy cost.)")
        if self.source == "theirs":
            return (f"Choose an attack on 1 of your opponent's Pokémon. Super Metronome copies that attack except for "
                    "its Energy cost. (You must still do anything else in order to use that attack.) (No matter what "
                    f"type {w.defending} is, {w.name}'s type is still {_own_type(w)}.) {w.name} performs that attack. "
                    f"({w.name} can make that attack even if it does not have the appropriate number or type of "
                    "Energy attached to it necessary to make the attack.)")
        if self.from_bench:
            return f"Choose 1 of your Benched {self.name_has} Pokémon's attacks and use it as this attack."
        if self.use_as:
            return "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack."
        return (f"Choose 1 of {w.defending}'s attacks. Metronome copies that attack except for its Energy costs "
                "and anything else required in order to use that attack, such as discarding Energy cards. (No "
                f"matter what type {w.defending} is, {w.name}'s type is still {_own_type(w)}.)")


def _own_type(w: Words) -> str:
    return w.card.type if w.card is not None else "the same"


@node("mirror_move")
@dataclass(frozen=True, slots=True)
class MirrorMove(Node):
    """If this Pokémon was attacked last turn, do the final result of that attack to the Defending Pokémon."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition

        attacker, defender = m.attacker, m.defender
        record = attacker.effect_value("attacked") if attacker is not None else None
        if record is None or defender is None or m.scope.protected:
            return m.done()
        damage, conditions = record
        if damage:
            combat.put_damage(m.game, m.scope.opp, 0, defender, damage, m.scope.source)
            m.scope.dealt = damage
        for name in conditions:
            apply_condition(m, m.scope.opp, 0, defender, name)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If {w.name} was attacked last turn, do the final result of that attack on {w.name} to "
                f"{w.defending}.")


@dataclass(frozen=True, slots=True)
class RetreatProcedure(Node):
    """Discard Energy for the Retreat Cost, then switch (classic: a Confused Pokémon flips first)."""

    to: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, scope = m.game, m.scope
        slot = m.attacker
        assert slot is not None
        chosen: tuple[int, ...] = local or ()
        if pc == 0:
            game.retreats += 1
            if "chase" in game.static_points:  # Unown [C]: a coin as it tries to retreat
                from desktop.engine.fx.retreat_nodes import chase

                chase(game, scope.player, slot)
        elif pc == 1:
            chosen += (m.answer,)
        cost = game.retreat_cost(slot)
        paid = sum(combat.card_units(game, slot, u) for u in chosen)
        while paid < cost:
            left = [u for u in slot.energy if u not in chosen]
            names = {game.cards[u].name for u in left}
            if len(names) <= 1 or sum(combat.card_units(game, slot, u) for u in left) <= cost - paid:
                pick = left[0]
            else:
                if m.choose(1, chosen, scope.player, CARD, left, "Choose an Energy card to discard for the Retreat "
                            "Cost.", "discard_retreat_cost", zone="attached"):
                    return 1
                pick = m.answer
            chosen += (pick,)
            paid += combat.card_units(game, slot, pick)
        for uid in chosen:
            combat.discard_attached(game, slot, uid, 0)
        cards = game.cards
        for tool in [t for t in slot.tools if any(mod.label == "balloon_berry" for _k, mod in cards[t[0]].statics)]:
            slot.tools.remove(tool)  # Balloon Berry: discarded instead of the Energy
            game.discard_card(tool[0], "attached", 0)
        if slot.rot == CONFUSED and game.rules.confusion_coin_to_retreat and not game.coin(
                "Confused: if tails, the retreat fails", scope.player):
            game.emit("retreat_failed", scope.player, pos=0, detail="Confused")
            return m.done()
        game.emit("retreat", scope.player, card=slot.top, pos=self.to)
        game.switch_active(scope.player, self.to, "retreat")
        return m.done()

    def words(self, w: Words) -> str:
        return ""


def put_stadium_in_play(game: Game, player: int, uid: int) -> None:
    """Seed 001, Stadium cards: a Stadium stays in play in its own spot between the players; a
    new one sends the one in play to its owner's discard pile."""
    old = game.stadium
    if old >= 0:
        game.stadium = -1
        game.discard_card(old, "stadium")
    game.stadium = uid
    if "narrow_bench_gym" in game.static_points:  # Narrow Gym: the Bench size follows the Stadium
        from desktop.engine.fx.bench_size_nodes import sync_bench_size

        sync_bench_size(game)
    game.emit("move", player, card=uid, src="play", dst="stadium")


@dataclass(frozen=True, slots=True)
class PlayTrainerProcedure(Node):
    """Play a Trainer card: it resolves (between hand and discard pile), then goes to the
    discard pile unless it stays in play (a Tool). ``src`` "discard" or "play": a card the player
    uses as if it were in their hand (``trainer_use_nodes.UseTrainer``), which stays where it is."""

    uid: int
    src: str = "hand"

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, scope = m.game, m.scope
        card = game.cards[self.uid]
        if pc == 7:  # Chaos Gym's tails: the card was not played (and has gone to its owner's discard pile)
            return m.done()
        if pc == 0 and self.src != "hand":
            game.emit("play", scope.player, card=self.uid, src=self.src, dst="play",
                      pos=-1 if scope.target is None else scope.target)
        elif pc == 0:
            game.players[scope.player].hand.remove(self.uid)
            game.resolving.append(self.uid)
            if card.subtype == "Supporter":
                game.supporter_played = True
                if layer.SUPPORTER_WATCH in game.static_points:  # a card asks which (Team Rocket's Factory)
                    from desktop.engine.fx.ko_watch_nodes import SupporterPlayedMark
                    from desktop.engine.fx.modern_mods import UsedThisTurn

                    game.lasting = game.lasting + ((scope.player, game.turn, SupporterPlayedMark(card.name)),
                                                   (scope.player, game.turn, UsedThisTurn(f"Supporter: {card.name}")))
            elif card.subtype == "Stadium":
                game.stadium_played = True
            target = scope.target
            game.emit("play", scope.player, card=self.uid, src="hand", dst="play",
                      pos=-1 if target is None else target)
            if layer.TRAINER_COIN in game.static_points and card.subtype != "Stadium" and game.stadium >= 0:
                from desktop.engine.fx.stadium_play_nodes import chaos_tails

                tails = chaos_tails(game, scope.player, self.uid)  # Chaos Gym: a coin before anything else
                if tails is not None:
                    return m.call(tails, 7)
            if game.lasting and any(layer.player_mods(game, scope.player, layer.TRAINER_FIZZLE)) \
                    and not game.coin("Dizzying Wind: if tails, that card has no effect", scope.player):
                game.resolving.remove(self.uid)  # no effect (nothing it asks for is done); still discarded
                game.discard_card(self.uid, "play")
                return m.done()
        if pc == 0:
            tax = stadium_rules.trainer_tax(game, card.name) if game.stadium >= 0 else 0
            if tax:  # No Removal Gym: discard cards from the hand first
                from desktop.engine.fx.card_nodes import MoveCards

                return m.call(MoveCards("hand", "discard", count=tax), 4)
            pc = 4
        if pc == 4:
            if "mind_games" in game.static_points and self.src == "hand":  # Slowking: the opponent may flip a coin
                from desktop.engine.fx.trainer_cancel_nodes import mind_games

                if mind_games(game, scope.player) and m.choose(5, None, scope.opp, OPTION, ("yes", "no"),
                                                               "Mind Games: flip a coin?", "may", auto_single=False):
                    return WAIT
            pc = 6
        if pc == 5:
            if m.answer == "yes" and game.coin("Mind Games", scope.opp):
                game.resolving.remove(self.uid)  # that card does nothing: onto the top of its player's deck
                game.players[scope.player].deck.append(self.uid)
                game.move_card(scope.player, self.uid, "play", "deck")
                return m.done()
            pc = 6
        if pc == 6:
            if card.effect is not None:
                return m.call(card.effect, 1)
            if not card.implemented and game.rules.table:  # Table mode: done by hand
                return m.call(ManualStep("trainer"), 1)
        if self.src != "hand":  # used, not played: it stays in its owner's discard pile (or with Chaos Gym)
            return m.done()
        game.resolving.remove(self.uid)
        if not card.implemented and card.subtype == "Pokémon Tool" and scope.target is not None:
            _attach_tool_by_hand(game, scope.player, scope.target, self.uid)
            return m.done()
        if card.subtype == "Stadium":
            put_stadium_in_play(game, scope.player, self.uid)
        elif not scope.kept:
            game.discard_card(self.uid, "play")
        return m.done()

    def words(self, w: Words) -> str:
        return ""


def _attach_tool_by_hand(game: Game, player: int, target: int, uid: int) -> None:
    """Table mode: a Pokémon Tool Holofoil can't run stays attached to the Pokémon it was played
    on (what it does there, the players do by hand); if that Pokémon left play, it is discarded."""
    slot = game.slot_at(player, target)
    if slot is None:
        game.discard_card(uid, "play")
        return
    slot.tools.append((uid, 0))
    game.emit("attach", player, card=uid, src="play", dst="tool", pos=target)


@dataclass(frozen=True, slots=True)
class UsePowerProcedure(Node):
    """Use a Pokémon's activated Power or Ability."""

    pos: int
    index: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game, scope = m.game, m.scope
            slot = game.players[scope.player].slot(self.pos)
            assert slot is not None
            power = game.card_of(slot).powers[self.index]
            game.emit("power", scope.player, card=slot.top, pos=self.pos, detail=power.name)
            if power.kind == "Poké-Power":
                slot.add_effect(Effect(layer.POWER_USED, game.turn, None, True))
            if power.effect is not None:
                return m.call(power.effect, 1)
            if not power.implemented and game.rules.table:  # Table mode: done by hand
                return m.call(ManualStep("power"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


kernel.provide("attack", AttackProcedure)
kernel.provide("retreat", RetreatProcedure)
kernel.provide("play_trainer", PlayTrainerProcedure)
kernel.provide("use_power", UsePowerProcedure)
