"""Effects of the XY theme decks that earlier vocabulary did not reach.

* Attacks: Mine (a look at the top of the opponent's deck), Dig Out (a discarded top card that powers
  up), Rock Shower (coins for damage to each of the opponent's Pokémon).
* Trainers: Evosoda (evolving from the deck), Professor Birch's Observations.
* Stadiums and Abilities about attached Energy: Shadow Circle (no Weakness), Fairy Garden (no Retreat
  Cost), Sweet Veil (no Special Conditions); Scorched Earth, a Stadium each player may use."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod, ReduceDamage
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("look_their_top_may_shuffle")
@dataclass(frozen=True, slots=True)
class LookTheirTopMayShuffle(Node):
    """Look at the top card of your opponent's deck; then you may have them shuffle their deck."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        deck = game.players[m.scope.opp].deck
        if not deck:
            return m.done()
        if pc == 0:
            game.emit("peek", pl, card=deck[-1], src="deck", detail=m.scope.source)
            if m.choose(1, None, pl, OPTION, ("yes", "no"), "Have your opponent shuffle their deck?", "may",
                        auto_single=False):
                return WAIT
        if m.answer == "yes":
            game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        return "Look at the top card of your opponent's deck. Then, you may have your opponent shuffle their deck."


@node("discard_top_attach_if_energy")
@dataclass(frozen=True, slots=True)
class DiscardTopAttachIfEnergy(Node):
    """Discard the top card of your deck; if it is a ``type`` Energy card, attach it to this Pokémon."""

    type: str

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if not me.deck:
            return m.done()
        uid = me.deck.pop()
        card = game.cards[uid]
        game.discard_card(uid, "deck")
        pos = max(m.scope.source_pos, 0)
        slot = me.at(pos)
        if card.kind == "energy" and self.type in card.provides and slot is not None and uid in me.discard:
            me.discard.remove(uid)
            slot.energy.append(uid)
            game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=pos)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard the top card of your deck. If that card is a {self.type} Energy, attach it to "
                f"{w.name}.")


@node("evolve_one_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveOneFromDeck(Node):
    """Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon
    (this counts as evolving it); shuffle the deck afterward. Not during your first turn, and not on a
    Pokémon put into play this turn (Evosoda): the rules for evolving from the hand."""

    prompts = True

    @staticmethod
    def _ready(game: Game, player: int) -> list[int]:
        """Your Pokémon that may evolve now, by the rules for evolving from the hand."""
        if not game.evolution_allowed_now(player):
            return []
        return [pos for pos, slot in game.players[player].in_play() if _may_evolve(game, slot)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._ready(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._ready(game, pl), "Evolve which Pokémon?", "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            pos = m.answer
            slot = me.slot(pos) if pos is not None else None
            if slot is None:
                return self._finish(m)
            top = game.cards[slot.top]
            found: dict[str, int] = {}
            for uid in me.deck:
                card = game.cards[uid]
                if card.kind == "pokemon" and card.evolves_from == top.name:
                    found.setdefault(card.id, uid)
            options = sorted(found.values(), key=lambda u: game.cards[u].name)
            if m.choose(2, pos, pl, CARD, options, "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
            local = pos
        slot = me.slot(local)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        return self._finish(m)

    @staticmethod
    def _finish(m: Machine) -> int:
        m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon. (This "
                "counts as evolving that Pokémon.) Shuffle your deck afterward. You can't use this card during your "
                "first turn or on a Pokémon that was put into play this turn.")


def _may_evolve(game: Game, slot: Slot) -> bool:
    from desktop.engine.legality import evolvable

    return evolvable(game.cards[slot.top]) and slot.entered < game.turn


@node("no_weakness_with_energy")
@dataclass(frozen=True, slots=True)
class NoWeaknessWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Weakness
    (Shadow Circle)."""

    type: str
    point = layer.WEAKNESS
    label = "no_weakness_with_energy"

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return () if self.type in combat.energy_units(game, slot) else pairs

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Weakness.")


@node("no_retreat_cost_with_energy")
@dataclass(frozen=True, slots=True)
class NoRetreatCostWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Retreat Cost
    (Fairy Garden)."""

    type: str
    point = layer.OWN_RETREAT_COST
    label = "no_retreat_cost_with_energy"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if self.type in combat.energy_units(game, target) else cost

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Retreat Cost.")


@node("immune_conditions_with_energy")
@dataclass(frozen=True, slots=True)
class ImmuneConditionsWithEnergy(Mod):
    """An Ability: each of your Pokémon with any ``type`` Energy attached can't be affected by Special
    Conditions, and recovers from any it has (Slurpuff's Sweet Veil; ``layer.recover_the_immune``)."""

    type: str
    point = layer.TEAM_IMMUNE_CONDITIONS
    label = "immune_conditions_with_energy"

    def holds(self, game: Game, slot: Slot) -> bool:
        return self.type in combat.energy_units(game, slot)

    def words(self, w: Words) -> str:
        return (f"Each of your Pokémon that has any {self.type} Energy attached to it can't be affected by any "
                "Special Conditions. (Remove any Special Conditions affecting those Pokémon.)")


@node("shuffle_hand_flip_draw")
@dataclass(frozen=True, slots=True)
class ShuffleHandFlipDraw(Atomic):
    """Shuffle your hand into your deck and flip a coin: draw ``heads`` cards if heads, ``tails`` if tails
    (Professor Birch's Observations)."""

    heads: int
    tails: int

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        shuffle_hand_into_deck(game, pl)
        game.draw(pl, self.heads if game.coin(m.scope.source, pl) else self.tails)

    def words(self, w: Words) -> str:
        return (f"Shuffle your hand into your deck and flip a coin. If heads, draw {self.heads} cards. If tails, draw "
                f"{self.tails} cards.")


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


@node("discard_energy_types_draw")
@dataclass(frozen=True, slots=True)
class DiscardEnergyTypesDraw(Node):
    """A Stadium's use: discard an Energy card of one of ``types`` from your hand; if you do, draw
    ``count`` cards (Scorched Earth). ``item``: an Item's words, the discard being what it costs
    (Fiery Torch)."""

    types: tuple[str, ...]
    count: int = 2
    item: bool = False
    prompts = True

    def _options(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand if game.cards[u].kind == "energy"
                and set(self.types) & set(game.cards[u].provides)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, CARD, self._options(game, pl), "Discard which Energy card?",
                                "discard_energy", zone="hand"):
            return WAIT
        uid = m.answer
        if uid is not None and uid in game.players[pl].hand:
            game.players[pl].hand.remove(uid)
            game.discard_card(uid, "hand")
            game.draw(pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        energy = f"a {' or '.join(self.types)} Energy card"
        if self.item:
            return (f"Discard {energy} from your hand. (If you can't discard {energy}, you can't play this card.) "
                    f"Draw {self.count} cards.")
        return (f"Discard a {' or '.join(self.types)} Energy card from their hand. If that player does so, they draw "
                f"{self.count} cards.")


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


@node("sleep_coins")
@dataclass(frozen=True, slots=True)
class SleepCoins(Mod):
    """An Ability: while this Pokémon is Asleep it flips ``coins`` coins instead of 1 at Pokémon
    Checkup, and stays Asleep if any is tails (Snorlax's Stir and Snooze)."""

    coins: int = 2
    point = layer.SLEEP_COINS
    label = "sleep_coins"

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Asleep, flip {self.coins} coins instead of 1 between turns. If either of them is "
                f"tails, {w.name} is still Asleep.")


@node("attach_discard_energy_to_one")
@dataclass(frozen=True, slots=True)
class AttachDiscardEnergyToOne(Node):
    """Attach ``count`` ``type`` Energy cards from your discard pile to 1 of your ``type`` Pokémon (as
    many as there are, up to ``count``) (Blacksmith)."""

    type: str
    count: int = 2
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].discard if game.cards[u].is_basic_energy
                and self.type in game.cards[u].provides]

    def _targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.type in game.types_of(slot)]

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
        return (f"Attach {self.count} {self.type} Energy cards from your discard pile to 1 of your {self.type} "
                "Pokémon.")


@node("discard_all_their_tools")
@dataclass(frozen=True, slots=True)
class DiscardAllTheirTools(Atomic):
    """Discard all Pokémon Tool cards attached to each of your opponent's Pokémon (Startling Megaphone)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(slot.tools for slot in game.players[1 - player].slots())

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            for uid, _until in list(slot.tools):
                slot.tools.remove((uid, _until))
                m.game.discard_card(uid, "attached", pos)

    def words(self, w: Words) -> str:
        return "Discard all Pokémon Tool cards attached to each of your opponent's Pokémon."


@node("reduce_damage_from_types")
@dataclass(frozen=True, slots=True)
class ReduceDamageFromTypes(ReduceDamage):
    """An Ability: damage done to this Pokémon by attacks from the opponent's Pokémon of ``types`` is
    reduced by ``amount`` after Weakness and Resistance (Hariyama's Thick Fat)."""

    types: tuple[str, ...] = ()

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or not set(self.types) & set(game.types_of(attacker)):
            return amount, False
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"Any damage done to {w.name} by attacks from your opponent's {' or '.join(self.types)} Pokémon is "
                f"reduced by {self.amount} (after applying Weakness and Resistance).")


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
            items = [u for u in me.hand if game.cards[u].kind == "trainer" and game.cards[u].subtype == "Item"]
            if m.choose(1, None, pl, CARD, items, "You may discard an Item card (Done: none).", "hand_to_discard",
                        zone="hand", optional=True, auto_single=False):
                return WAIT
            return m.done()
        if m.answer is not None and m.answer in me.hand:
            me.hand.remove(m.answer)
            game.discard_card(m.answer, "hand")
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may discard an Item card from your hand. If you do, this attack does {self.amount} more damage."
