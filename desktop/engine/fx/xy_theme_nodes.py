"""Attacks and Abilities of the XY theme decks that earlier vocabulary did not reach (their Stadiums'
and Abilities' rules are in ``xy_rule_nodes``, their Trainers in ``xy_trainer_nodes``): Mine, Dig Out,
Rock Shower, Ear Influence and Sneaky Placement (damage counters), Revival, Clobber, Curly
Ribbon; Energy Evolution, Energy Grace and Wafting Scent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.spread_nodes import DamageChosen
from desktop.engine.fx.values import Selector
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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


@node("heads_damage_each_opponent")
@dataclass(frozen=True, slots=True)
class HeadsDamageEachOpponent(Node):
    """Flip ``coins`` coins: the attack does ``per`` damage times the number of heads to each of the
    opponent's Pokémon (the Active Pokémon by the attack's damage, with Weakness and Resistance; the
    Benched ones without) (Rhyperior's Rock Shower)."""

    coins: int
    per: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.spread_nodes import _hit

        game, pl = m.game, m.scope.player
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        m.scope.damage += self.per * heads
        m.scope.does_damage = m.scope.damage > 0  # the attack prints no damage of its own
        if heads:
            for pos, _slot in list(m.them.in_play()):
                if pos:
                    _hit(m, m.scope.opp, pos, self.per * heads)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. This attack does {self.per} damage times the number of heads to each of "
                f"your opponent's Pokémon. {BENCH_NOTE}")


@node("move_their_counters")
@dataclass(frozen=True, slots=True)
class MoveTheirCounters(Node):
    """Move as many damage counters on your opponent's Pokémon as you like to any of their other Pokémon,
    one counter at a time until you stop (at most as many moves as there were counters) (Meowstic's Ear
    Influence)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        left = local[0] if local is not None else sum(s.damage for s in them.slots()) // 10
        if pc == 1:  # a Pokémon to take a counter from (None: stop)
            if m.answer is None:
                return m.done()
            local = (left, m.answer)
            if m.choose(2, local, pl, POKEMON, [10 + pos for pos, _s in them.in_play() if 10 + pos != m.answer],
                        "Move it to which Pokémon?", "move_their_damage_to"):
                return WAIT
            pc = 2
        if pc == 2:
            source, target = them.slot(local[1] - 10), them.slot(m.answer - 10)
            if source is not None and target is not None and source.damage >= 10:
                source.damage -= 10
                game.emit("heal", m.scope.opp, card=source.top, pos=local[1] - 10, amount=10, detail=m.scope.source)
                combat.put_damage(game, m.scope.opp, m.answer - 10, target, 10, m.scope.source)
            left -= 1
        sources = [10 + pos for pos, s in them.in_play() if s.damage]
        if left <= 0 or not sources or len(them.slots()) < 2:
            return m.done()
        if m.choose(1, (left, None), pl, POKEMON, sources, "Move a damage counter from which Pokémon? (Done: stop)",
                    "move_their_damage_from", optional=True, auto_single=False):
            return WAIT
        return m.done()  # pragma: no cover - an optional question is always asked

    def words(self, w: Words) -> str:
        return ("Move as many damage counters on your opponent's Pokémon as you like to any of your opponent's other "
                "Pokémon in any way you like.")


@node("counters_on_defending")
@dataclass(frozen=True, slots=True)
class CountersOnDefending(Atomic):
    """Put ``count`` damage counters on the opponent's Active Pokémon (not damage: Weakness, Resistance
    and effects on damage don't apply) (Duskull's Sneaky Placement)."""

    count: int = 1

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and not m.scope.protected:
            combat.put_damage(m.game, m.scope.opp, 0, defender, 10 * self.count, m.scope.source)

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.count == 1 else f"{self.count} damage counters"
        return f"Put {counters} on {w.defending}."


@node("their_basic_from_discard_to_bench")
@dataclass(frozen=True, slots=True)
class TheirBasicFromDiscardToBench(Node):
    """Put a Basic Pokémon from your opponent's discard pile onto their Bench (Duskull's Revival)."""

    prompts = True

    def _options(self, m: Machine) -> list[int]:
        seen: dict[str, int] = {}
        for uid in m.them.discard:
            card = m.game.cards[uid]
            if card.kind == "pokemon" and card.stage == "Basic":
                seen.setdefault(card.id, uid)
        return list(seen.values())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        if len(them.bench) >= game.rules.bench_size:
            return m.done()
        if pc == 0 and m.choose(1, None, pl, CARD, self._options(m), "Put which Basic Pokémon onto their Bench?",
                                "their_discard_to_bench", zone="discard"):
            return WAIT
        uid = m.answer
        if uid is not None and uid in them.discard:
            them.discard.remove(uid)
            game.put_on_bench(m.scope.opp, uid, "discard")
        return m.done()

    def words(self, w: Words) -> str:
        return "Put a Basic Pokémon from your opponent's discard pile onto their Bench."


@node("knock_out_self_attach")
@dataclass(frozen=True, slots=True)
class KnockOutSelfAttach(Node):
    """Knock Out this Pokémon; if you do, attach ``count`` basic Energy cards from your discard pile to 1
    of your other Pokémon that isn't a Pokémon-EX (Milotic's Energy Grace). The Knock Out is checked
    after the Ability, like any other."""

    count: int = 3
    prompts = True

    @staticmethod
    def _targets(game: Game, player: int, me_pos: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play()
                if pos != me_pos and "EX" not in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._targets(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        here = max(m.scope.source_pos, 0)
        if pc == 0:
            slot = me.slot(here)
            if slot is not None:
                slot.damage = max(slot.damage, game.hp_of(slot))  # "you may Knock Out this Pokémon"
                game.emit("effect", pl, pos=here, detail="knocked_out_by_own_ability")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl, here), "Attach the Energy to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc, local = 1, None
        if pc == 1:
            local = (m.answer, ())
        elif pc == 2:
            local = (local[0], (*local[1], m.answer))
        target, chosen = local
        options = [u for u in me.discard if game.cards[u].is_basic_energy and u not in chosen]
        if target is not None and len(chosen) < self.count and options:
            if m.choose(2, local, pl, CARD, options, f"Attach which basic Energy ({len(chosen) + 1} of {self.count})?",
                        "discard_to_attach", zone="discard"):
                return WAIT
            return self.step(m, 2, local)
        slot = me.slot(target) if target is not None else None
        for uid in chosen:
            if slot is not None and uid in me.discard:
                me.discard.remove(uid)
                slot.energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=target)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Knock Out {w.name}. If you do, attach {self.count} basic Energy from your discard pile to 1 of your "
                "Pokémon (excluding Pokémon-EX).")


@node("may_discard_item_for_more")
@dataclass(frozen=True, slots=True)
class MayDiscardItemForMore(Node):
    """Before damage: you may discard an Item card from your hand; if you do, this attack does ``amount``
    more damage (Pangoro's Clobber)."""

    amount: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            items = [u for u in me.hand if game.rules.is_item(game.cards[u])]
            if m.choose(1, None, pl, CARD, items, "You may discard an Item card (Done: none).", "hand_to_discard",
                        zone="hand", optional=True, auto_single=False):
                return WAIT
            return m.done()
        if m.answer is not None and m.answer in me.hand:
            game.discard_from_hand(m.answer)
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may discard an Item card from your hand. If you do, this attack does {self.amount} more damage."


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


@node("their_active_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveTheirEnergyToBench(Node):
    """After damage: move an Energy attached to the opponent's Active Pokémon to 1 of their Benched
    Pokémon (Sylveon's Curly Ribbon)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        defender = m.defender
        if pc == 0:
            if defender is None or not defender.energy or not them.bench or m.scope.protected:
                return m.done()
            if m.choose(1, None, pl, CARD, list(defender.energy), "Move which of their Energy cards?",
                        "discard_their_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, [10 + pos for pos in range(1, len(them.bench) + 1)],
                        "Move it to which of their Benched Pokémon?", "switch_in"):
                return WAIT
        target = them.slot(m.answer - 10) if m.answer is not None else None
        if defender is not None and target is not None and local in defender.energy:
            defender.energy.remove(local)
            target.energy.append(local)
            game.emit("attach", m.scope.opp, card=local, src="energy", dst="energy", pos=m.answer - 10)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move an Energy attached to {w.defending} to 1 of their Benched Pokémon."


@node("discard_energy_for_conditions")
@dataclass(frozen=True, slots=True)
class DiscardEnergyForConditions(Node):
    """An Ability: discard a ``type`` Energy attached to this Pokémon; if you do, the opponent's Active
    Pokémon is now affected by each of ``conditions`` (Victreebel's Wafting Scent)."""

    type: str
    conditions: tuple[str, ...]
    prompts = True

    def _energy(self, game: Game, slot: Slot | None) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._energy(game, game.players[player].slot(source)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition

        game, pl = m.game, m.scope.player
        pos = max(m.scope.source_pos, 0)
        slot = m.me.slot(pos)
        if pc == 0 and m.choose(1, None, pl, CARD, self._energy(game, slot), "Discard which Energy card?",
                                "discard_energy_cost", zone="attached"):
            return WAIT
        if slot is None or m.answer not in slot.energy:
            return m.done()
        combat.discard_attached(game, slot, m.answer, pos)
        defender = m.them.active
        if defender is not None:
            for condition in self.conditions:
                apply_condition(m, m.scope.opp, 0, defender, condition, record=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard a {self.type} Energy attached to {w.name}. If you do, {w.defending} is now "
                f"{' and '.join(self.conditions)}.")


@node("damage_chosen_times_named")
@dataclass(frozen=True, slots=True)
class DamageChosenTimesNamed(Node):
    """``per`` damage for each of the player's Pokémon in play named ``name``, to 1 of the opponent's
    Pokémon of the player's choice (Swarming Sting); a Benched one takes it without W/R."""

    per: int
    name: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            count = sum(1 for _pos, slot in game.players[m.scope.player].in_play()
                        if game.card_of(slot).name == self.name)
            return m.call(DamageChosen(Selector("opp_all"), self.per * count), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {self.per} damage times the number of {self.name} you have in play to 1 of your "
                f"opponent's Pokémon. {BENCH_NOTE}")
