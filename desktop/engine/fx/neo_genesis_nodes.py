"""Neo Genesis Pokémon worded their own way: Riptide (damage for the Water Energy in the discard pile,
then shuffled back), Downpour (discard a Water Energy card from the hand, as often as you like),
Baton Pass (move all Grass Energy to a Benched Grass Pokémon, then switch with it) and Static
Electricity (a Lightning Energy from the deck for each Mareep in play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import ENERGY_DOUBLED, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _typed(game: Game, uids: list[int], energy_type: str, basic: bool = False) -> list[int]:
    return [u for u in uids if game.cards[u].kind == "energy" and energy_type in game.cards[u].provides
            and (not basic or game.cards[u].is_basic_energy)]


@node("riptide")
@dataclass(frozen=True, slots=True)
class Riptide(Node):
    """``per`` more damage for each ``type`` Energy card in your discard pile; then shuffle them all
    into your deck."""

    type: str
    per: int = 10
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        found = _typed(game, me.discard, self.type)
        m.scope.damage += self.per * len(found)  # counted even under Allergic Pollen, which stops the shuffle
        moved = [uid for uid in found if uid in reachable(game, pl)]
        for uid in moved:
            me.discard.remove(uid)
            me.deck.append(uid)
            game.move_card(pl, uid, "discard", "deck")
        if moved:
            game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage plus {self.per} damage times the number of {self.type} Energy cards in your "
                f"discard pile. Then, shuffle all {self.type} Energy cards from your discard pile into your deck.")


@node("discard_energy_from_hand")
@dataclass(frozen=True, slots=True)
class DiscardEnergyFromHand(Node):
    """A Power used as often as you like: discard a ``type`` Energy card from your hand (Downpour)."""

    type: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_typed(game, game.players[player].hand, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, CARD, _typed(game, me.hand, self.type)[:1],
                                f"Discard a {self.type} Energy card.", "hand_to_discard", zone="hand"):
            return 1
        if m.answer is not None and m.answer in me.hand:
            game.discard_from_hand(m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn (before your attack), you may discard a {self.type} Energy "
                "card from your hand.")


@node("baton_pass")
@dataclass(frozen=True, slots=True)
class BatonPass(Node):
    """If you have ``type`` Pokémon on your Bench, move all ``type`` Energy cards from this Pokémon to
    1 of them, then switch this Pokémon with it."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, attacker = m.game, m.scope.player, m.me, m.attacker
        targets = [pos for pos, slot in me.in_play() if pos and self.type in game.types_of(slot)]
        if attacker is None or not targets:
            return m.done()
        if pc == 0 and m.choose(1, None, pl, POKEMON, targets, "Pass the Energy to which Pokémon?", "switch_self"):
            return 1
        target = me.slot(m.answer)
        if target is not None:
            for uid in _typed(game, attacker.energy, self.type):
                attacker.energy.remove(uid)
                target.energy.append(uid)
                game.emit("attach", pl, card=uid, src="energy", dst="energy", pos=m.answer)
            game.switch_active(pl, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any {self.type} Pokémon on your Bench, remove all {self.type} Energy cards from {w.name} "
                "and attach them to 1 of those Pokémon, then switch "
                f"{w.name} with that Pokémon.")


@node("energy_for_each_named")
@dataclass(frozen=True, slots=True)
class EnergyForEachNamed(Node):
    """For each Pokémon in play (either player's) named like this one, you may search your deck for a
    ``type`` Energy card and attach it to this Pokémon; shuffle afterward (Static Electricity)."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, attacker = m.game, m.scope.player, m.me, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            name = game.card_of(attacker).name
            local = sum(game.card_of(slot).name == name for p in game.players for _pos, slot in p.in_play())
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:
            local = 0
        else:
            me.deck.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="deck", dst="energy", pos=0)
            local -= 1
        energy = _typed(game, me.deck, self.type, basic=True)
        if local > 0 and energy and m.choose(1, local, pl, CARD, energy[:1], f"Attach a {self.type} Energy card?",
                                             "deck_to_attach", zone="deck", optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"For each {w.name} in play, you may search your deck for a {self.type} Energy card and attach it to "
                f"{w.name}. Shuffle your deck afterward.")


@node("move_energy_among_named")
@dataclass(frozen=True, slots=True)
class MoveEnergyAmongNamed(Node):
    """A Power used as often as you like: take 1 Energy card attached to 1 of your Pokémon named in
    ``names`` and attach it to a different one of them (Electromagnetic Power)."""

    names: tuple[str, ...]
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if game.card_of(slot).name in self.names]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        named = self._named(game, player)
        return len(named) > 1 and any(game.players[player].at(pos).energy for pos in named)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        named = self._named(game, pl)
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, [p for p in named if me.at(p).energy], "Take an Energy card from which "
                        "Pokémon?", "move_energy_from"):
                return 1
            pc = 1
        if pc == 1:
            src = m.answer
            if m.choose(2, (src, None), pl, CARD, list(me.at(src).energy), "Move which Energy card?", "energy_to_move",
                        zone="attached"):
                return 1
            local, pc = (src, m.answer), 3
        if pc == 2:
            local, pc = (local[0], m.answer), 3
        if pc == 3 and m.choose(4, local, pl, POKEMON, [p for p in named if p != local[0]],
                                "Attach it to which Pokémon?", "move_energy_to"):
            return 1
        src, uid = local
        dst = m.answer
        me.at(src).energy.remove(uid)
        me.at(dst).energy.append(uid)
        game.emit("move", pl, card=uid, src="energy", dst="energy", pos=dst, amount=src)
        return m.done()

    def words(self, w: Words) -> str:
        some = [f"{n}s" for n in self.names]
        listed = ", ".join(some[:-1]) + f", or {some[-1]}"
        both = ", ".join(some[:-1]) + f", and {some[-1]}"
        return ("As often as you like during your turn (before your attack), you may take 1 Energy card attached to 1 "
                f"of your {listed} and attach it to a different 1 of your {both}.")


@node("discard_top_attach_type_end_turn")
@dataclass(frozen=True, slots=True)
class DiscardTopAttachTypeEndTurn(Node):
    """Discard the top ``count`` cards of your deck; attach the ``type`` Energy cards among them to your
    ``type`` Pokémon as you choose; this ends your turn (Howl)."""

    count: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            found: list[int] = []
            for _ in range(min(self.count, len(me.deck))):
                uid = me.deck.pop()
                game.discard_card(uid, "deck")
                if uid in reachable(game, pl) and game.cards[uid].is_basic_energy \
                        and self.type in game.cards[uid].provides:
                    found.append(uid)
            local = tuple(found)
            game.queue.append(("end_turn",))
        elif m.answer is not None:
            uid, rest = local[0], local[1:]
            if uid in me.discard:
                me.discard.remove(uid)
                me.at(m.answer).energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=m.answer)
            local = rest
        targets = [pos for pos, slot in me.in_play() if self.type in game.types_of(slot)]
        if local and targets and m.choose(1, local, pl, POKEMON, targets, f"Attach a {self.type} Energy card to "
                                          "which Pokémon?", "attach_energy"):
            return 1
        if local and targets:
            return self.step(m, 1, local)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard the top {self.count} cards of your deck. (If you have fewer cards in your deck than that, "
                f"discard all of them.) If any of those are {self.type} Energy cards, attach them to any of your "
                f"{self.type} Pokémon of your choice. Using this power ends your turn.")


@node("more_per_energy_type")
@dataclass(frozen=True, slots=True)
class MorePerEnergyType(Node):
    """``per`` more damage for each type of basic Energy card attached to this Pokémon (Rainbow Burn;
    ``spelled``: its name as the attack prints it)."""

    per: int
    spelled: str = ""
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, slot = m.game, m.attacker
        if slot is not None:
            kinds = {t for u in slot.energy if game.cards[u].is_basic_energy for t in game.cards[u].provides}
            m.scope.damage += self.per * len(kinds)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {w.damage} damage plus {self.per} more damage for each type of Basic Energy card, "
                f"if any, attached to {self.spelled or w.name}.")


@node("evolve_named_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveNamedFromDeck(Node):
    """Choose any number of your Pokémon named in ``names``; for each, you may search your deck for a
    card that evolves from it and put it on it (evolving it); shuffle afterward (Evolutionary Spore)."""

    names: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif m.answer is not None and m.answer in me.deck:
            pos = done[-1]
            slot = me.slot(pos)
            if slot is not None:
                me.deck.remove(m.answer)
                game.evolve(pl, pos, slot, m.answer, src="deck")
        for pos, slot in me.in_play():
            name = game.card_of(slot).name
            if pos in done or name not in self.names:
                continue
            done += (pos,)
            options = [u for u in me.deck if game.cards[u].evolves_from == name]
            if options and m.choose(1, done, pl, CARD, options, f"You may evolve your {name}.", "deck_to_evolve",
                                    zone="deck", optional=True, auto_single=False):
                return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        listed = " and ".join(f"{n}s" for n in self.names)
        return (f"Choose any number of your {listed}. Then, for each Pokémon you chose in this way, you may search "
                "your deck for a card that evolves from that Pokémon and attach it to that Pokémon. (This counts as "
                "evolving those Pokémon.) Shuffle your deck afterward.")


@node("sweet_scent")
@dataclass(frozen=True, slots=True)
class SweetScent(Node):
    """Flip a coin: heads, remove ``amount`` damage from 1 of your damaged Pokémon; tails, from 1 of
    your opponent's damaged Pokémon (you choose either way)."""

    amount: int = 20
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine import combat
        from desktop.engine.actions import OPPONENT

        game, pl = m.game, m.scope.player
        if pc == 0:
            heads = game.coin(m.scope.source, pl)
            side = m.me if heads else m.them
            base = 0 if heads else OPPONENT
            hurt = [base + pos for pos, slot in side.in_play() if slot.damage]
            if m.choose(1, heads, pl, POKEMON, hurt, "Remove damage counters from which Pokémon?", "heal_target"):
                return 1
            local = heads
        if m.answer is None:
            return m.done()
        owner = pl if local else m.scope.opp
        pos = m.answer % 10
        slot = game.players[owner].slot(pos)
        if slot is not None:
            combat.heal(game, owner, pos, slot, self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        n = self.amount // 10
        return (f"Flip a coin. If heads and if any of your Pokémon have any damage counters on them, then remove {n} "
                f"damage counters from 1 of them (or 1 if it only has 1). If tails and if any of your opponent's "
                f"Pokémon have any damage counters on them, choose 1 of them and remove {n} damage counters from it "
                "(or 1 if it only has 1).")


@node("double_grass")
@dataclass(frozen=True, slots=True)
class DoubleGrass(Mod):
    """A Power: as long as this Pokémon is in play, each Grass Energy card attached to its owner's Grass
    Pokémon provides GrassGrass (Wild Growth; ``combat.energy_units`` asks ``wild_growth``)."""

    point = "double_grass"
    label = "wild_growth"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is in play each Grass Energy card attached to your Grass Pokémon instead "
                "provides GrassGrass.")


@answers(ENERGY_DOUBLED, "double_grass")
def wild_growth(game: Game, slot: Slot) -> bool:
    """Whether a working Wild Growth of ``slot``'s owner doubles its Grass Energy cards."""
    if "Grass" not in layer.pokemon_types(game, slot):
        return False
    owner = game.owner(slot.top)
    return any(isinstance(mod, DoubleGrass) for _s, mod in layer.bench_statics(game, owner, "double_grass"))
