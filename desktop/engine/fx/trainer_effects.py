"""Items and Supporters of today's sets: discard up to 2 Tools from any Pokémon (Tool Scrapper;
and Stadiums: Field Blower), shuffle both hands in and draw by a coin (Harlequin), heal an Active
Pokémon with enough Energy (Jumbo Ice Cream), heal a Mega Evolution Pokémon ex fully and take back
its Energy (Wally's Compassion), move Energy from the Bench to the Active Pokémon (N's Plan), attach
Energy from the discard pile to 1 Stage 2 Pokémon (Rosa's Encouragement), and put an Energy card of
the revealed hand on the bottom of the deck (Energy Swatter)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, combat
from desktop.engine.card_classes import class_words
from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _tools_in_play(game: Game) -> list[int]:
    return [uid for player in game.players for slot in player.slots() for uid, _until in slot.tools]


@node("discard_any_tools")
@dataclass(frozen=True, slots=True)
class DiscardAnyTools(Node):
    """Choose up to ``count`` Pokémon Tools attached to Pokémon (yours or your opponent's) and
    discard them, one at a time (you may stop after the first); ``stadium``: the Stadium in play may be
    one of them (Field Blower)."""

    count: int = 2
    stadium: bool = False
    prompts = True

    def _options(self, game: Game) -> list[int]:
        return _tools_in_play(game) + ([game.stadium] if self.stadium and game.stadium >= 0 else [])

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        done = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            if m.answer == game.stadium:
                game.stadium = -1
                game.discard_card(m.answer, "stadium")
            for player in game.players:
                for pos, slot in player.in_play():
                    for uid, until in list(slot.tools):
                        if uid == m.answer:
                            slot.tools.remove((uid, until))
                            game.discard_card(uid, "attached", pos)
            done += 1
        options = self._options(game)
        what = "Pokémon Tool or Stadium" if self.stadium else "Pokémon Tool"
        if done < self.count and options and m.choose(
                1, done, m.scope.player, CARD, options, f"Discard a {what} ({done + 1} of up to {self.count}).",
                "discard_any_tool", zone="attached", optional=done > 0):
            return 1
        if done < self.count and options:
            return self.step(m, 1, done)
        return m.done()

    def words(self, w: Words) -> str:
        if self.stadium:
            return (f"Choose up to {self.count} in any combination of Pokémon Tool cards and Stadium cards in play "
                    "(yours or your opponent's) and discard them.")
        return (f"Choose up to {self.count} Pokémon Tools attached to Pokémon (yours or your opponent's) and discard "
                "them.")


@node("harlequin")
@dataclass(frozen=True, slots=True)
class Harlequin(Atomic):
    """Each player shuffles their hand into their deck; flip a coin: heads, you draw ``more`` cards and
    your opponent ``fewer``; tails, the other way round."""

    more: int = 5
    fewer: int = 3

    def act(self, m: Machine) -> None:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        for pl in (me, opp):
            shuffle_hand_into_deck(game, pl)
        heads = game.coin(m.scope.source, me)
        game.draw(me, self.more if heads else self.fewer)
        game.draw(opp, self.fewer if heads else self.more)

    def words(self, w: Words) -> str:
        return (f"Each player shuffles their hand into their deck. Then, flip a coin. If heads, you draw {self.more} "
                f"cards, and your opponent draws {self.fewer} cards. If tails, you draw {self.fewer} cards, and your "
                f"opponent draws {self.more} cards.")


@node("heal_active_with_energy")
@dataclass(frozen=True, slots=True)
class HealActiveWithEnergy(Atomic):
    """Heal ``amount`` damage from your Active Pokémon if it has ``at_least`` Energy attached."""

    amount: int
    at_least: int = 3

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return active is not None and active.damage > 0 and combat.energy_count(game, active) >= self.at_least

    def act(self, m: Machine) -> None:
        active = m.me.active
        if active is not None and combat.energy_count(m.game, active) >= self.at_least:
            combat.heal(m.game, m.scope.player, 0, active, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        return f"Heal {self.amount} damage from your Active Pokémon that has {self.at_least} or more Energy attached."


def _damaged_mega(game: Game, player: int) -> list[int]:
    return [pos for pos, slot in game.players[player].in_play()
            if slot.damage and {"MEGA", "ex"} <= game.card_of(slot).subtypes]


@node("heal_mega_take_energy")
@dataclass(frozen=True, slots=True)
class HealMegaTakeEnergy(Node):
    """Heal all damage from 1 of your Mega Evolution Pokémon ex; if any was healed, put all Energy
    attached to it into your hand."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_damaged_mega(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, _damaged_mega(game, pl), "Heal which Mega Evolution Pokémon ex?",
                                "heal_target"):
            return 1
        slot = m.me.slot(m.answer) if m.answer is not None else None
        if slot is not None and combat.heal(game, pl, m.answer, slot, slot.damage, m.scope.source):
            for uid in list(slot.energy):
                slot.energy.remove(uid)
                m.me.hand.append(uid)
                game.move_card(pl, uid, "energy", "hand", m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Heal all damage from 1 of your Mega Evolution Pokémon ex. If you healed any damage in this way, put "
                "all Energy attached to that Pokémon into your hand.")


def _bench_energy(game: Game, player: int) -> list[int]:
    return [uid for pos, slot in game.players[player].in_play() if pos for uid in slot.energy]


@node("bench_energy_to_active")
@dataclass(frozen=True, slots=True)
class BenchEnergyToActive(Node):
    """Move up to ``count`` Energy from your Benched Pokémon to your Active Pokémon, one card at a time."""

    count: int = 2
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[player].active is not None and bool(_bench_energy(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done = local or 0
        if pc == 1:
            if m.answer is None or me.active is None:
                return m.done()
            for pos, slot in me.in_play():
                if pos and m.answer in slot.energy:
                    slot.energy.remove(m.answer)
                    me.active.energy.append(m.answer)
                    game.emit("move", pl, card=m.answer, src="energy", dst="energy", pos=0, amount=pos)
            done += 1
        options = _bench_energy(game, pl)
        if done < self.count and options and me.active is not None:
            if m.choose(1, done, pl, CARD, options, f"Move an Energy to your Active Pokémon ({done + 1} of up to "
                        f"{self.count}).", "move_energy_card", zone="attached", optional=done > 0):
                return 1
            return self.step(m, 1, done)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move up to {self.count} Energy from your Benched Pokémon to your Active Pokémon."


@node("attach_discard_to_one_today")
@dataclass(frozen=True, slots=True)
class AttachDiscardToOne(Node):
    """Attach up to ``count`` Basic Energy cards from your discard pile to 1 of your ``of_stage`` Pokémon."""

    count: int = 2
    of_stage: str = "Stage 2"
    prompts = True

    def _targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if game.card_of(slot).stage == self.of_stage]

    @staticmethod
    def _energy(game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].discard if game.cards[u].is_basic_energy]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._targets(game, player)) and bool(self._energy(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), f"Attach Energy to which {self.of_stage} "
                        "Pokémon?", "attach_energy"):
                return 1
            pc = 1
        if pc == 1:
            local = (m.answer, 0)
        pos, done = local
        if pc == 2:
            if m.answer is None:
                return m.done()
            me.discard.remove(m.answer)
            me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=pos)
            done += 1
        energy = self._energy(game, pl)
        if pos is None or me.slot(pos) is None or done >= self.count or not energy:
            return m.done()
        if m.choose(2, (pos, done), pl, CARD, energy, f"Attach a Basic Energy card ({done + 1} of up to {self.count}).",
                    "discard_to_attach", zone="discard", optional=done > 0):
            return 1
        return self.step(m, 2, (pos, done))

    def words(self, w: Words) -> str:
        return (f"Attach up to {self.count} Basic Energy cards from your discard pile to 1 of your {self.of_stage} "
                "Pokémon.")


def _their_tools_and_special(game: Game, player: int) -> list[int]:
    them = game.players[1 - player]
    return [u for slot in them.slots() for u in [t for t, _until in slot.tools] + [
        e for e in slot.energy if game.cards[e].kind == "energy" and not game.cards[e].is_basic_energy]]


@node("blowtorch")
@dataclass(frozen=True, slots=True)
class BlowtorchNode(Node):
    """Discard a Basic ``type`` Energy card from your hand (the cost) to discard a Pokémon Tool or
    Special Energy card from 1 of your opponent's Pokémon, or a Stadium in play."""

    type: str = "Fire"
    prompts = True

    def _fuel(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand if game.cards[u].is_basic_energy
                and self.type in game.cards[u].provides]

    def _targets(self, game: Game, player: int) -> list[int]:
        return _their_tools_and_special(game, player) + ([game.stadium] if game.stadium >= 0 else [])

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._fuel(game, player)) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._fuel(game, pl), f"Discard a Basic {self.type} Energy card.",
                        "hand_to_discard", zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer in me.hand:
                game.discard_from_hand(m.answer)
            if m.choose(2, None, pl, CARD, self._targets(game, pl), "Discard which card?", "discard_their_card",
                        zone="attached"):
                return 1
        uid = m.answer
        if uid is not None and uid == game.stadium:
            game.stadium = -1
            game.discard_card(uid, "stadium")
        elif uid is not None:
            for pos, slot in game.players[m.scope.opp].in_play():
                if uid in slot.energy:
                    combat.discard_attached(game, slot, uid, pos)
                for tool in [t for t in slot.tools if t[0] == uid]:
                    slot.tools.remove(tool)
                    game.discard_card(uid, "attached", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You can use this card only if you discard a Basic {self.type} Energy card from your hand. Discard a "
                "Pokémon Tool or Special Energy card from 1 of your opponent's Pokémon, or discard a Stadium in play.")


@node("devolve_own_to_hand")
@dataclass(frozen=True, slots=True)
class DevolveOwnToHand(Node):
    """Devolve 1 of your evolved ``type`` Pokémon by putting any number of Evolution cards on it into
    your hand (from the top); that Pokémon can't evolve this turn. ``highest``: only its highest Stage
    Evolution card (Hyper Devolution Spray)."""

    type: str = ""
    highest: bool = False
    prompts = True

    def _targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play()
                if card_in_play.devolvable(game, slot) and (not self.type or self.type in game.types_of(slot))]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import OPTION

        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Devolve which Pokémon?", "devolve_target"):
                return 1
            pc = 1
        if pc == 1 and self.highest:
            local, keep = m.answer, len(me.at(m.answer).cards) - 1
        elif pc == 1:
            pos = m.answer
            stages = [game.cards[u].stage for u in me.at(pos).cards[1:]]
            if m.choose(2, pos, pl, OPTION, stages, "Put the Evolution cards from which Stage up into your hand?",
                        "devolve_stage"):
                return 1
            local = pos
        slot = me.at(local)
        if not self.highest:
            keep = 1 + [game.cards[u].stage for u in slot.cards[1:]].index(m.answer)
        for uid in slot.cards[keep:]:
            me.hand.append(uid)
            game.move_card(pl, uid, "stack", "hand", local)
        del slot.cards[keep:]
        game.clear_conditions(pl, local, slot)
        slot.end_attack_effects()
        slot.entered = game.turn  # it can't evolve this turn
        game.emit("devolve", pl, card=slot.top, pos=local)
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.type} " if self.type else ""
        if self.highest:
            return ("Choose 1 of your evolved Pokémon. Take the highest Stage Evolution card from that Pokémon and put "
                    "it into your hand. (You can't evolve a Pokémon the turn you devolve it.)")
        return (f"Devolve 1 of your evolved {kind}Pokémon by putting any number of Evolution cards on it into your "
                "hand. (That Pokémon can't evolve this turn.)")


@node("only_if_their_prizes_at_most")
@dataclass(frozen=True, slots=True)
class OnlyIfTheirPrizesAtMost(Node):
    """Usable only if your opponent has ``prizes`` or fewer Prize cards remaining (``exactly``: that
    many; ``attack``: worded for an attack, Technical Machine: Crisis Punch)."""

    prizes: int
    exactly: bool = False
    attack: bool = False
    stage = 3  # CHECK: it only limits when the card may be played

    def usable(self, game: Game, player: int, source: Any) -> bool:
        left = len(game.players[1 - player].prizes)
        return left == self.prizes if self.exactly else left <= self.prizes

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        if self.attack:
            many = f"exactly {self.prizes}" if self.exactly else f"{self.prizes} or fewer"
            card = "Prize card" if self.prizes == 1 else "Prize cards"
            return f"You can use this attack only when your opponent has {many} {card} remaining."
        return f"You can use this card only if your opponent has {self.prizes} or fewer Prize cards remaining."


@node("protect_own_vs")
@dataclass(frozen=True, slots=True)
class ProtectOwnVs(Node):
    """Choose 1 of your Pokémon in play; during your opponent's next turn, prevent all damage from and
    effects of attacks done to it by your opponent's Pokémon of class ``subtype``."""

    subtype: str = "ex"
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.aura_mods import PreventAllFrom
        from desktop.engine.state import Effect

        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, POKEMON, [pos for pos, _s in me.in_play()], "Protect which Pokémon?",
                                "protect_target"):
            return 1
        slot = me.slot(m.answer) if m.answer is not None else None
        if slot is not None:
            mod = PreventAllFrom(self.subtype)
            slot.add_effect(Effect(mod.point, game.turn + 1, mod, True))
            game.emit("effect", pl, pos=m.answer, detail=mod.label)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your Pokémon in play. During your opponent's next turn, prevent all damage from and "
                f"effects of attacks done to that Pokémon by your opponent's {class_words(self.subtype)}.")


@node("bargain_prizes_or_draw")
@dataclass(frozen=True, slots=True)
class BargainPrizesOrDraw(Node):
    """Ask your opponent if each player may take a Prize card: yes, each player takes one (taking the
    last one wins, as after a Knock Out); no, you draw ``draw`` cards."""

    draw: int = 4
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import OPTION

        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0 and m.choose(1, None, opp, OPTION, ("yes", "no"), "May each player take a Prize card?",
                                "accept_bargain", auto_single=False):
            return 1
        if m.answer != "yes":
            game.draw(pl, self.draw)
            return m.done()
        for player in (pl, opp):
            game.take_prize(player)
        wins = [int(not game.players[p].prizes) for p in (0, 1)]
        if any(wins):
            game._someone_won(wins, ["took the last Prize card" if w else "" for w in wins])
        return m.done()

    def words(self, w: Words) -> str:
        return ("Ask your opponent if each player may take a Prize card. If yes, each player takes a Prize card. If "
                f"no, you draw {self.draw} cards.")


@node("only_if_all_in_play")
@dataclass(frozen=True, slots=True)
class OnlyIfAllInPlay(Node):
    """Usable only if you have a Pokémon of each of the names ``named`` in play."""

    named: tuple[str, ...]
    stage = 3  # CHECK: it only limits when the card may be played

    def usable(self, game: Game, player: int, source: Any) -> bool:
        names = {game.card_of(slot).name for slot in game.players[player].slots()}
        return all(name in names for name in self.named)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        listed = ", ".join(self.named[:-1]) + f", and {self.named[-1]}" if len(self.named) > 1 else self.named[0]
        return f"You can use this card only if you have {listed} in play."


@node("more_prizes_this_turn")
@dataclass(frozen=True, slots=True)
class MorePrizesThisTurn(Node):
    """During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack used
    by your Pokémon with ``name_has`` in its name, take ``count`` more Prize cards."""

    count: int
    name_has: str

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.aura_mods import ExtraPrizesBy

        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, ExtraPrizesBy(self.count, self.name_has)),)
        game.emit("effect", m.scope.player, detail="extra_prizes")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack used by "
                f"your {self.name_has} Pokémon, take {self.count} more Prize cards.")
