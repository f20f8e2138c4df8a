"""Gym Challenge cards played between the two players: a guessing quiz, a Prize card offered in
trade, and Powers and attacks that answer an Energy attached or a double-edged attack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.damage_nodes import SELF_DAMAGE_DOUBLED
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import BaseDamage, Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.target_nodes import AttachTool
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

KINDS = {"Energy card": "energy", "Trainer card": "trainer", "Pokémon card": "pokemon"}


@node("quiz_card_kind")
@dataclass(frozen=True, slots=True)
class QuizCardKind(Node):
    """Put a card from your hand face down; the opponent guesses its kind (Energy, Trainer or
    Pokémon). Right: they draw ``count`` cards; wrong: you do. The card goes back to your hand
    (Blaine's Quiz #2)."""

    count: int
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(u != source for u in game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            hand = [u for u in m.me.hand if u != m.scope.source_uid]
            if m.choose(1, None, pl, CARD, hand, "Put which card face down?", "quiz_card", zone="hand"):
                return WAIT
            pc = 1
        if pc == 1 and m.choose(2, m.answer, opp, OPTION, tuple(KINDS), "Guess: what kind of card is it?",
                                "quiz_guess", auto_single=False):
            return WAIT
        uid = local if pc == 2 else m.scope.answer
        game.emit("reveal", pl, card=uid, detail="hand")
        right = KINDS.get(m.answer) == game.cards[uid].kind
        game.draw(opp if right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put a card from your hand face down in front of you. Your opponent guesses whether it is an Energy "
                "card, a Trainer card, or a Pokémon (Basic or Evolution) card. Flip the card over. If your opponent "
                f"guessed right, he or she draws {self.count} cards. If your opponent guessed wrong, you draw "
                f"{self.count} cards. Either way, return the card to your hand.")


ACCEPT, DECLINE = "accept", "decline"


@node("offer_prize_swap")
@dataclass(frozen=True, slots=True)
class OfferPrizeSwap(Node):
    """Look at 1 of your Prize cards (face down, so a random one); ask your opponent whether you may
    switch it with a card from your hand. Accepted (and with another card in your hand): you choose
    that card and switch them. Declined: the Prize card stays and you draw a card (Misty's Wish)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].prizes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        me = m.me
        if pc == 0:
            prize = me.prizes[game.rng.below(len(me.prizes))]
            game.emit("peek", pl, card=prize, src="prizes", detail=m.scope.source)
            if m.choose(1, prize, opp, OPTION, (ACCEPT, DECLINE), f"{m.scope.source}: may your opponent switch a "
                        "Prize card with a card from their hand?", "accept_prize_swap", auto_single=False):
                return WAIT
        prize = local
        if pc == 1:
            if m.answer != ACCEPT:
                game.draw(pl, 1)
                return m.done()
            hand = [u for u in me.hand if u != m.scope.source_uid]
            if not hand:
                return m.done()
            if m.choose(2, prize, pl, CARD, hand, "Put which card of your hand among your Prize cards?",
                        "trade_give", zone="hand"):
                return WAIT
        given = m.answer
        me.prizes[me.prizes.index(prize)] = given
        me.hand.remove(given)
        me.hand.append(prize)
        game.move_card(pl, given, "hand", "prizes")
        game.move_card(pl, prize, "prizes", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at 1 of your Prize cards. Then, ask your opponent if you may switch that card with 1 of the "
                "cards in your hand. If your opponent accepts and if you have any other cards in your hand, switch "
                "those cards. If your opponent declines, return the Prize card face down and draw a card.")


@node("double_edge_doubled")
@dataclass(frozen=True, slots=True)
class DoubleEdgeDoubled(Atomic):
    """During your next turn, this Pokémon's ``attack`` does double damage: its base damage and its
    damage to itself (Lt. Surge's Raticate's Focus Energy)."""

    attack: str

    def act(self, m: Machine) -> None:
        attacker, game = m.attacker, m.game
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.BASE_DAMAGE, game.turn + 2, BaseDamage(attack=self.attack, doubled=True)))
        attacker.add_effect(Effect(SELF_DAMAGE_DOUBLED + self.attack, game.turn + 2))
        game.emit("effect", m.scope.player, pos=0, detail="focus_energy")

    def words(self, w: Words) -> str:
        return (f"During your next turn, {w.name}'s {self.attack} attack's damage (base damage and damage to itself) "
                "is doubled.")


@node("heal_on_energy_attached")
@dataclass(frozen=True, slots=True)
class HealOnEnergyAttached(Mod):
    """A Power: whenever its owner attaches a ``type`` Energy card from their hand to this Pokémon,
    remove ``counters`` damage counters from it, if it has any (Healing Fire)."""

    type: str
    counters: int = 1
    point = layer.ENERGY_ATTACHED
    label = "healing_fire"

    def on_energy_attached(self, game: Game, player: int, pos: int, slot: Slot, uid: int) -> None:
        if slot.damage and self.type in game.cards[uid].provides:
            game.emit("power", player, card=slot.top, pos=pos, detail=self.label)
            combat.heal(game, player, pos, slot, 10 * self.counters, "Healing Fire")

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.counters == 1 else f"{self.counters} damage counters"
        return (f"Whenever you attach a {self.type} Energy card from your hand to {w.name}, remove {counters} from "
                "it, if it has any.")


@node("return_self_from_discard")
@dataclass(frozen=True, slots=True)
class ReturnSelfFromDiscard(Atomic):
    """In a "when it is Knocked Out" trigger: return the card from its owner's discard pile to their
    hand (Rebirth)."""

    def act(self, m: Machine) -> None:
        uid, me = m.scope.source_uid, m.me
        if uid in reachable(m.game, m.scope.player):  # (Allergic Pollen: not)
            me.discard.remove(uid)
            me.hand.append(uid)
            m.game.move_card(m.scope.player, uid, "discard", "hand")

    def words(self, w: Words) -> str:
        return "Return it to your hand after discarding it."


@dataclass(frozen=True, slots=True)
class _RecallAttacks(Mod):
    """A player's effect for this turn: their Active Pokémon may use the attacks of the cards under
    it (``card_in_play.with_borrowed_attacks``)."""

    point = layer.RECALL_ATTACKS
    label = "recall"


@node("recall_attacks")
@dataclass(frozen=True, slots=True)
class RecallAttacks(Atomic):
    """For your attack this turn, your Active Pokémon can use any attack of its Basic Pokémon card or
    of any Evolution card attached to it, paying its Energy cost (Recall)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return active is not None and len(active.cards) > 1

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, _RecallAttacks()),)
        game.emit("effect", m.scope.player, detail="recall")

    def words(self, w: Words) -> str:
        return ("For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any "
                "Evolution card attached to it. (You still have to pay for that attack's Energy cost.)")


@node("copy_ally_attacks")
@dataclass(frozen=True, slots=True)
class CopyAllyAttacks(Mod):
    """A Power: this Pokémon has a copy of every attack of its player's other ``type`` Pokémon in
    play, with their Energy costs (Psylink)."""

    type: str
    point = layer.COPY_ALLY_ATTACKS
    label = "psylink"

    def copies_from(self, card: CardDef) -> bool:
        return card.kind == "pokemon" and self.type in card.types

    def words(self, w: Words) -> str:
        return (f"{w.name} always has a copy of every attack your {self.type} Pokémon in play have (including their "
                "Energy costs and anything else required in order to use those attacks, such as discarding Energy "
                "cards).")


def _quiz_cards(game: Game, hand: list[int], source: int) -> list[int]:
    return [u for u in hand if u != source and game.cards[u].kind == "pokemon" and game.cards[u].attacks]


@node("quiz_card_name")
@dataclass(frozen=True, slots=True)
class QuizCardName(Node):
    """Put a Basic or Evolution card from your hand face down and name one of its attacks; the
    opponent guesses the card's name among the Pokémon of this game that have an attack of that name.
    Right: they draw ``count`` cards; wrong: you do. The card goes back to your hand (Blaine's Quiz #3)."""

    count: int
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_quiz_cards(game, game.players[player].hand, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = _quiz_cards(game, m.me.hand, m.scope.source_uid)
            if m.choose(1, None, pl, CARD, options, "Put which card face down?", "quiz_card", zone="hand"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            attacks = tuple(dict.fromkeys(a.name for a in game.cards[local].attacks))
            if m.choose(2, local, pl, OPTION, attacks, "Tell your opponent which attack?", "quiz_attack"):
                return WAIT
            pc = 2
        if pc == 2:
            told = m.answer
            game.emit("effect", pl, detail=f"attack: {told}")
            names = tuple(sorted({c.name for c in game.cards if c.kind == "pokemon"
                                  and any(a.name == told for a in c.attacks)}))
            if m.choose(3, local, opp, OPTION, names, f"Guess the card: it has the attack {told}.", "quiz_guess",
                        auto_single=False):
                return WAIT
        game.emit("reveal", pl, card=local, detail="hand")
        right = m.answer == game.cards[local].name
        game.draw(opp if right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put a Basic or Evolution card from your hand face down in front of you and tell your opponent the "
                "name of an attack of that card. Your opponent guesses the name of that card. Flip the card over. If "
                f"your opponent guessed right, he or she draws {self.count} cards. If your opponent guessed wrong, "
                f"you draw {self.count} cards. Either way, return the card to your hand.")


@dataclass(frozen=True, slots=True)
class _NinjaSwitch(Node):
    """Run first in the opponent's attack: the Defending Pokémon's owner may switch it with 1 of
    their Benched Pokémon (the Tool then goes to the discard pile with the move to the Bench)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        bench = game.players[opp].bench
        if pc == 0:
            if not bench:
                return m.done()
            if m.choose(1, None, opp, OPTION, ("yes", "no"), "Koga's Ninja Trick: switch your Active Pokémon?",
                        "may", auto_single=False):
                return WAIT
        if pc == 1:
            if m.answer != "yes":
                return m.done()
            if m.choose(2, None, opp, POKEMON, range(1, len(bench) + 1), "Switch with which Benched Pokémon?",
                        "switch_self"):
                return WAIT
        game.switch_active(opp, m.answer, "Koga's Ninja Trick")
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("ninja_switch")
@dataclass(frozen=True, slots=True)
class NinjaSwitch(Mod):
    """A Tool: when the opponent attacks, you may switch this Pokémon with 1 of your Benched Pokémon
    (before damage or other effects of attacks); it is discarded when this Pokémon goes to the
    Bench (Koga's Ninja Trick)."""

    point = layer.DEFENDER_ATTACKED
    label = "ninja_trick"

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        return _NinjaSwitch()

    def leaves_with_active(self) -> bool:
        return True

    def words(self, w: Words) -> str:
        return ("When your opponent attacks, you may switch this Pokémon with 1 of your Benched Pokémon (before "
                "damage or other effects of attacks).")


@node("attach_to_named_active")
@dataclass(frozen=True, slots=True)
class AttachToNamedActive(AttachTool):
    """Attach this Tool to your Active Pokémon with ``name_has`` in its name; it stays while that
    Pokémon is Active (Koga's Ninja Trick)."""

    name_has: str = ""
    active_only: bool = True
    until: str = "in_play"

    def targets(self, game: Game, player: int) -> list[int]:
        active = game.players[player].active
        ok = active is not None and self.name_has in game.card_of(active).name and game.rules.tool_room(active)
        return [0] if ok else []

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"Attach {name} to your Active Pokémon with {self.name_has} in its name. If this Pokémon goes to your "
                f"Bench, discard this card. {self.modifier.words(w)}")


@node("energy_guard")
@dataclass(frozen=True, slots=True)
class EnergyGuard(Mod):
    """A Tool: Energy cards attached to its Pokémon can't be removed by the opponent's attacks or
    Trainer cards (the running effect is the opponent's attack or Trainer); the rest of that effect
    still works (Brock's Protection; ``combat.discard_attached`` asks it)."""

    point = layer.ENERGY_GUARD
    label = "brocks_protection"

    def guards(self, game: Game, uid: int) -> bool:
        machine = game.machine
        if machine is None:
            return False
        scope = machine.scope
        if scope.player == game.owner(uid):
            return False
        return scope.attack is not None or (scope.source_uid >= 0 and game.cards[scope.source_uid].kind == "trainer")

    def words(self, w: Words) -> str:
        return ("Energy cards attached to that Pokémon can't be removed by your opponent's attacks or Trainer cards. "
                "(This doesn't stop the rest of the attack or Trainer card from working normally.)")


@node("attach_to_named")
@dataclass(frozen=True, slots=True)
class AttachToNamed(AttachTool):
    """Attach this Tool to 1 of your Pokémon with ``name_has`` in its name; it stays there (Brock's
    Protection), or (``until`` "this_turn") is discarded at the end of your turn (Sabrina's ESP)."""

    name_has: str = ""
    until: str = "in_play"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play()
                if self.name_has in game.card_of(s).name and game.rules.tool_room(s)]

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        goes = f" At the end of your turn, discard {name}." if self.until == "this_turn" else ""  # Sabrina's ESP
        return f"Attach {name} to 1 of your Pokémon with {self.name_has} in its name.{goes} {self.modifier.words(w)}"
