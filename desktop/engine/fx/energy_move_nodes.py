"""Energy moved as today's attacks and Items say it: all Energy from this Pokémon to 1 of your
Benched Pokémon, Energy from the discard pile to one Pokémon (up to 2 to 1 of your Benched
Pokémon, an Energy card to this Pokémon), and an opponent's Energy put back into their hand.

Also a basic Energy on the Active Pokémon traded for one of another type from the discard pile (Second
Coat).

And an Energy of the opponent's Active Pokémon moved to 1 of their Benched Pokémon (Rushing Water).

Also an Energy of the attacker moved to a Benched Pokémon, or discarded with none (Electric Current).

And any number of Energy cards returned from your Pokémon to your hand (Energy Flow)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.fx.words import plural
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("move_all_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveAllEnergyToBench(Node):
    """Move all Energy from this Pokémon to 1 of your Benched Pokémon."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pos = max(m.scope.source_pos, 0)
        slot = m.me.at(pos)
        if slot is None or not slot.energy:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, [p for p, _s in m.me.in_play() if p],
                                "Move all Energy to which Pokémon?", "move_energy_to"):
            return 1
        target = m.me.at(m.answer) if m.answer is not None else None
        if target is not None:
            for uid in list(slot.energy):
                slot.energy.remove(uid)
                target.energy.append(uid)
                m.game.emit("attach", m.scope.player, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return "Move all Energy from this Pokémon to 1 of your Benched Pokémon."


@node("attach_discard_to_one")
@dataclass(frozen=True, slots=True)
class AttachDiscardToOne(Node):
    """Attach ``count`` (``up_to``: up to ``count``) Basic Energy cards (``any_energy``: Energy
    cards of any kind) from your discard pile to one Pokémon: this Pokémon (``to`` "self") or 1 of
    your Benched Pokémon (whose name has ``name_has``)."""

    count: int = 1
    up_to: bool = False
    to: str = "bench"
    name_has: str = ""
    any_energy: bool = False
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in ("bench", "self"):
            raise ValueError("to must be \"bench\" or \"self\"")

    def _energy(self, m: Machine, taken: tuple[int, ...]) -> list[int]:
        cards = m.game.cards
        seen: dict[str, int] = {}
        for u in m.me.discard:
            if u not in taken and (cards[u].is_basic_energy or (self.any_energy and cards[u].kind == "energy")):
                seen.setdefault(cards[u].id, u)
        return sorted(seen.values(), key=lambda u: cards[u].name)

    def _targets(self, game: Game, player: int, source_pos: int) -> list[int]:
        if self.to == "self":
            return [max(source_pos, 0)]
        return [p for p, s in game.players[player].in_play() if p and self.name_has in game.card_of(s).name]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if hasattr(source, "cost"):
            return True  # an attack may be used even if it finds nothing
        cards = game.cards
        return bool(self._targets(game, player, 0)) and any(
            cards[u].is_basic_energy or (self.any_energy and cards[u].kind == "energy")
            for u in game.players[player].discard)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl = m.scope.player
        taken: tuple[int, ...] = local or ()
        if pc == 1:
            if m.answer is not None:
                taken += (m.answer,)
                pc = 0 if len(taken) < self.count else 2
            else:
                pc = 2
        targets = self._targets(m.game, pl, m.scope.source_pos)
        if pc == 0:
            energy = self._energy(m, taken)
            if energy and targets:
                label = "an Energy card" if self.any_energy else "a Basic Energy card"
                if m.choose(1, taken, pl, CARD, energy, f"Choose {label} from your discard pile.",
                            "discard_to_attach", zone="discard", optional=bool(taken) or self.up_to,
                            auto_single=False):
                    return 1
            pc = 2
        if pc == 2:
            if not taken:
                return m.done()
            if m.choose(3, taken, pl, POKEMON, targets, "Attach them to which Pokémon?", "attach_energy"):
                return 1
        if m.answer is not None:
            for uid in taken:
                m.me.discard.remove(uid)
                m.me.at(m.answer).energy.append(uid)
                m.game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        kind = "Energy card" if self.any_energy else "Basic Energy card"
        many = self.count > 1 or self.up_to
        article = "an" if self.any_energy else "a"
        what = f"{'up to ' if self.up_to else ''}{self.count} {kind}s" if many else f"{article} {kind}"
        whom = "this Pokémon" if self.to == "self" else \
            f"1 of your Benched {self.name_has + ' ' if self.name_has else ''}Pokémon"
        return f"Attach {what} from your discard pile to {whom}."


@node("their_energy_into_hand")
@dataclass(frozen=True, slots=True)
class TheirEnergyToHand(Node):
    """Put an Energy attached to your opponent's Active Pokémon (``any_pokemon``: to 1 of their
    Pokémon) into their hand; ``may``: if you choose to."""

    may: bool = False
    any_pokemon: bool = False
    prompts = True

    def _energy(self, m: Machine) -> list[int]:
        slots = [s for _p, s in m.them.in_play()] if self.any_pokemon else [m.them.active]
        return [u for s in slots if s is not None for u in s.energy]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return hasattr(source, "cost") or any(s.energy for _p, s in game.players[1 - player].in_play())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            if not self._energy(m) or (not self.any_pokemon and m.scope.protected):
                return m.done()
            if self.may and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"),
                                     "Put an Energy into their hand?", "may"):
                return 1
            pc = 1
        if pc == 1:
            if self.may and m.answer != "yes":
                return m.done()
            if m.choose(2, None, m.scope.player, CARD, self._energy(m), "Choose an Energy card to return.",
                        "their_energy_to_hand", zone="attached"):
                return 1
        uid = m.answer
        for pos, slot in m.them.in_play():
            if uid in slot.energy:
                slot.energy.remove(uid)
                m.them.hand.append(uid)
                m.game.emit("move", m.scope.opp, card=uid, src="attached", dst="hand", pos=pos)
        return m.done()

    def words(self, w: Words) -> str:
        where = "1 of your opponent's Pokémon" if self.any_pokemon else w.defending
        return f"{'You may put' if self.may else 'Put'} an Energy attached to {where} into their hand."


@node("heal_each_bench")
@dataclass(frozen=True, slots=True)
class HealEachBench(Atomic):
    """Heal ``amount`` damage from each of your Benched Pokémon (``both``: each player's, Hypnoshower)."""

    amount: int
    both: bool = False

    def act(self, m: Machine) -> None:
        from desktop.engine import combat

        for owner in (m.scope.player, m.scope.opp) if self.both else (m.scope.player,):
            for pos, slot in m.game.players[owner].in_play():
                if pos and slot.damage:
                    combat.heal(m.game, owner, pos, slot, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        if self.both:
            return (f"Remove {plural(self.amount // 10, 'damage counter')} from each Benched Pokémon (yours and your "
                    "opponent's) with any damage counters on it.")
        return f"Heal {self.amount} damage from each of your Benched Pokémon."


@node("heal_all_of_kind")
@dataclass(frozen=True, slots=True)
class HealAllOfKind(Atomic):
    """Heal all damage from each of your Pokémon of class ``of_class`` ("Tera") or of type ``type``;
    ``both``: each player's Pokémon in play (Herbal Scent, worded "Remove all damage counters")."""

    of_class: str = ""
    type: str = ""
    both: bool = False

    def act(self, m: Machine) -> None:
        from desktop.engine import combat

        game = m.game
        for pl in (m.scope.player, m.scope.opp) if self.both else (m.scope.player,):
            for pos, slot in game.players[pl].in_play():
                if slot.damage and (not self.of_class or self.of_class in game.card_of(slot).subtypes) and (
                        not self.type or self.type in game.types_of(slot)):
                    combat.heal(game, pl, pos, slot, slot.damage, m.scope.source)

    def words(self, w: Words) -> str:
        kind = " ".join(k for k in (self.of_class, self.type) if k)
        if self.both:
            return f"Remove all damage counters from all {kind} Pokémon in play."
        return f"Heal all damage from each of your {kind} Pokémon."

@node("attach_their_discard_energy")
@dataclass(frozen=True, slots=True)
class AttachTheirDiscardEnergy(Node):
    """Attach up to ``count`` Energy cards from your opponent's discard pile to their Pokémon in any
    way you like (you choose), one card then its Pokémon at a time."""

    count: int = 3
    exact: bool = False  # XY's Meddling: "Attach 3 Energy cards ..." (as many as there are, up to 3)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.actions import OPPONENT

        game, pl, them = m.game, m.scope.player, m.them
        done, chosen = local if local is not None else (0, None)
        if pc == 1:
            if m.answer is None:
                return m.done()
            chosen = m.answer
        elif pc == 2:
            assert chosen is not None
            them.discard.remove(chosen)
            them.at(m.answer - OPPONENT).energy.append(chosen)
            game.emit("attach", m.scope.opp, card=chosen, src="discard", dst="energy", pos=m.answer - OPPONENT)
            done, chosen = done + 1, None
        if chosen is None:
            energy = sorted({game.cards[u].id: u for u in them.discard if game.cards[u].kind == "energy"}.values(),
                            key=lambda u: game.cards[u].name)
            if done >= self.count or not energy:
                return m.done()
            ask = "Attach an Energy card from their discard pile." if self.exact else \
                "Attach an Energy card from their discard pile, or stop."
            if m.choose(1, (done, None), pl, CARD, energy, ask, "discard_to_attach", zone="discard",
                        optional=not self.exact, auto_single=self.exact):
                return 1
            chosen = m.answer  # the only kind of Energy card left there (Meddling), or none a rule lets it take
            if chosen is None:
                return m.done()
        if m.choose(2, (done, chosen), pl, POKEMON, [OPPONENT + p for p, _s in them.in_play()],
                    "Attach it to which of their Pokémon?", "their_pokemon"):
            return 1
        return self.step(m, 2, (done, chosen))

    def words(self, w: Words) -> str:
        return (f"Attach {'' if self.exact else 'up to '}{self.count} Energy cards from your opponent's discard pile "
                "to their Pokémon in any way "
                "you like.")


def _basic_type(game: Game, uid: int) -> str:
    card = game.cards[uid]
    return card.provides[0] if card.is_basic_energy and card.provides else ""


@node("trade_active_basic_energy")
@dataclass(frozen=True, slots=True)
class TradeActiveBasicEnergy(Node):
    """Switch a basic Energy card attached to your Active Pokémon with a basic Energy card of a
    different type from your discard pile: the first goes to the discard pile, the second is attached
    in its place (Smeargle's Second Coat)."""

    prompts = True

    @staticmethod
    def _attached(game: Game, player: int) -> list[int]:
        """The basic Energy cards on your Active Pokémon that a card in your discard pile could replace."""
        active = game.players[player].active
        if active is None:
            return []
        pile = {_basic_type(game, u) for u in game.players[player].discard} - {""}
        return [u for u in active.energy if _basic_type(game, u) and pile - {_basic_type(game, u)}]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._attached(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._attached(game, pl), "Switch which basic Energy card of your Active "
                        "Pokémon?", "discard_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            old = m.answer
            if old is None or me.active is None or old not in me.active.energy:
                return m.done()
            kind = _basic_type(game, old)
            seen: dict[str, int] = {}
            for uid in me.discard:
                if _basic_type(game, uid) not in ("", kind):
                    seen.setdefault(game.cards[uid].id, uid)
            if m.choose(2, old, pl, CARD, list(seen.values()), "Attach which basic Energy card from your discard "
                        "pile instead?", "discard_to_attach", zone="discard"):
                return WAIT
            local = old
        active, new = me.active, m.answer
        if active is None or new is None or local not in active.energy or new not in me.discard:
            return m.done()
        me.discard.remove(new)
        active.energy[active.energy.index(local)] = new
        game.emit("attach", pl, card=new, src="discard", dst="energy", pos=0)
        game.discard_card(local, "attached", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return ("switch a basic Energy card attached to your Active Pokémon with a different type of basic Energy card "
                "from your discard pile.")


@node("move_energy_count_to_bench")
@dataclass(frozen=True, slots=True)
class MoveEnergyCountToBench(Node):
    """Move ``count`` Energy from this Pokémon to 1 of your Benched Pokémon (you choose which)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD, POKEMON

        slot = m.attacker
        chosen: tuple[int, ...] = local or ()
        if slot is None or not m.me.bench:
            return m.done()
        if pc == 1:
            chosen += (m.answer,)
        if pc in (0, 1):
            left = [u for u in slot.energy if u not in chosen]
            if len(chosen) < self.count and left:
                if len(left) <= self.count - len(chosen):
                    chosen += tuple(left)
                elif m.choose(1, chosen, m.scope.player, CARD, left, "Move which Energy?", "energy_to_move",
                              zone="attached"):
                    return 1
                else:
                    return self.step(m, 1, chosen)
            if m.choose(2, chosen, m.scope.player, POKEMON, [p for p, _s in m.me.in_play() if p],
                        "Move them to which Pokémon?", "move_energy_to"):
                return 1
        target = m.me.at(m.answer) if m.answer is not None else None
        if target is not None:
            for uid in chosen:
                slot.energy.remove(uid)
                target.energy.append(uid)
                m.game.emit("attach", m.scope.player, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move {self.count} Energy from this Pokémon to 1 of your Benched Pokémon."


@node("move_their_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveTheirEnergyToBench(Node):
    """You may move an Energy from your opponent's Active Pokémon to 1 of their Benched Pokémon
    (``must``: "Move an Energy ...", without the choice: Rushing Water, Royal Flash)."""

    must: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.them.active
        if defender is None or not defender.energy or not m.them.bench or m.scope.protected:
            return m.done()
        if pc == 0 and not self.must and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Move an Energy?",
                                                  "may"):
            return 1
        if pc <= 1:
            if not self.must and m.answer != "yes":
                return m.done()
            if m.choose(2, None, m.scope.player, CARD, list(defender.energy), "Move which Energy?",
                        "discard_their_energy", zone="attached"):
                return 1
            pc = 2
        if pc == 2:
            local = m.answer
            if m.choose(3, local, m.scope.player, POKEMON, [OPPONENT + p for p, _s in m.them.in_play() if p],
                        "Move it to which Pokémon?", "their_pokemon"):
                return 1
        uid = local
        target = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
        if uid in defender.energy and target is not None:
            defender.energy.remove(uid)
            target.energy.append(uid)
            m.game.emit("attach", m.scope.opp, card=uid, src="energy", dst="energy", pos=m.answer - OPPONENT)
        return m.done()

    def words(self, w: Words) -> str:
        return f"{'Move' if self.must else 'You may move'} an Energy from {w.defending} to 1 of their Benched Pokémon."


@node("energy_to_bench_or_discard")
@dataclass(frozen=True, slots=True)
class EnergyToBenchOrDiscard(Node):
    """Take 1 ``type`` Energy card attached to the attacker and attach it to 1 of your Benched
    Pokémon; with no Benched Pokémon, discard it (Electric Current; ``misprint``: printed "1 ... Energy cards")."""

    type: str
    misprint: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        if attacker is None:
            return m.done()
        energy = [u for u in attacker.energy if self.type in game.cards[u].provides]
        if not energy:
            return m.done()
        uid = energy[0]
        bench = m.me.bench
        if not bench:
            combat.discard_attached(game, attacker, uid, 0)
            return m.done()
        if pc == 0 and m.choose(1, None, pl, POKEMON, range(1, len(bench) + 1), "Attach it to which Pokémon?",
                                "move_energy_to"):
            return WAIT
        attacker.energy.remove(uid)
        m.me.at(m.answer).energy.append(uid)
        game.emit("attach", pl, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        cards = "cards" if self.misprint else "card"
        return (f"Take 1 {self.type} Energy {cards} attached to {w.name} and attach it to 1 of your Benched Pokémon. "
                "If you have no Benched Pokémon, discard that Energy card.")


@node("return_attached_energy")
@dataclass(frozen=True, slots=True)
class ReturnAttachedEnergy(Node):
    """For each of your Pokémon, you may return any number of Energy cards attached to it to your
    hand: one card at a time until you stop (Energy Flow)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.energy and may_affect(game, s) for s in game.players[player].slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 1:
            if m.answer is None:
                return m.done()
            for pos, slot in me.in_play():
                if m.answer in slot.energy:
                    slot.energy.remove(m.answer)
                    me.hand.append(m.answer)
                    game.move_card(pl, m.answer, "energy", "hand", pos)
        options = [u for _pos, slot in me.in_play() for u in slot.energy]
        if options and m.choose(1, None, pl, CARD, options, "Return an Energy card to your hand (or stop).",
                                "discard_energy", zone="attached", optional=True, auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return "For each of your Pokémon, you may return any number of Energy cards attached to it to your hand."
