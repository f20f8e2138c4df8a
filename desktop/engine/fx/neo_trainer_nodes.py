"""Neo Destiny Trainers and Stadiums: Team Rocket's Evil Deeds (a card of their hand back into their
deck, then they may draw up to 2), Thought Wave Machine (Energy back to their hand for each heads,
then the turn ends), Impostor Professor Oak's Invention (new Prize cards), Radio Tower (look at your
top 2 cards) and Energy Amplifier (an Energy card in for up to 3 basic Energy cards out)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import trainer_proof, untouchable
from desktop.engine.prompts import CARD, NUMBER, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("their_card_to_deck_then_draw")
@dataclass(frozen=True, slots=True)
class TheirCardToDeckThenDraw(Node):
    """Look at your opponent's hand and choose a card there; they shuffle it into their deck, then may
    draw up to ``draw`` cards."""

    draw: int = 2
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            for uid in them.hand:
                game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")
            if m.choose(1, None, m.scope.player, CARD, list(them.hand), "Choose a card your opponent shuffles into "
                        "their deck.", "their_hand_to_deck", zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            uid = m.answer
            if uid is not None and uid in them.hand:
                them.hand.remove(uid)
                them.deck.append(uid)
                game.move_card(opp, uid, "hand", "deck")
                game.shuffle_deck(opp)
            most = min(self.draw, len(them.deck))
            if most and m.choose(2, None, opp, NUMBER, range(most + 1), f"Draw how many cards (up to {most})?",
                                 "draw_up_to", auto_single=False):
                return 1
            return m.done()
        game.draw(opp, int(m.answer or 0))
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at your opponent's hand and choose a card there. Your opponent shuffles that card into their "
                f"deck. Then, your opponent may draw up to {self.draw} cards.")


@node("energy_back_until_tails")
@dataclass(frozen=True, slots=True)
class EnergyBackUntilTails(Atomic):
    """Flip a coin until you get tails; for each heads, an Energy card attached to the opponent's Active
    Pokémon goes back to their hand. Then your turn ends (Thought Wave Machine)."""

    def act(self, m: Machine) -> None:
        game, opp, active = m.game, m.scope.opp, m.them.active
        heads = 0
        while game.coin(m.scope.source, m.scope.player):
            heads += 1
        if active is not None and not untouchable(game, active):  # (Legendary Body)
            for uid in list(active.energy)[:heads]:
                active.energy.remove(uid)
                m.them.hand.append(uid)
                game.move_card(opp, uid, "energy", "hand", 0)
        if m.scope.player == game.current:  # used in the other player's turn (Chaos Gym): no turn of theirs to end
            game.queue.append(("end_turn",))

    def words(self, w: Words) -> str:
        return ("Flip a coin until you get tails. For each heads, return an Energy card attached to your opponent's "
                "Active Pokémon to your opponent's hand. If the Pokémon has fewer attached Energy cards than that, "
                "return all of them to your opponent's hand. Your turn is over now (you don't get to attack).")


@node("new_prizes_for_them")
@dataclass(frozen=True, slots=True)
class NewPrizesForThem(Node):
    """Look at your opponent's Prize cards; you may have them shuffled into their deck and replaced by
    as many cards from the top of it, unseen (Impostor Professor Oak's Invention)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            for uid in them.prizes:
                game.emit("peek", m.scope.player, card=uid, src="prizes", detail="their Prizes")
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Have your opponent shuffle their Prize "
                        "cards into their deck?", "may", auto_single=False):
                return 1
        if m.answer == "yes":
            count = len(them.prizes)
            for uid in list(them.prizes):
                them.prizes.remove(uid)
                them.deck.append(uid)
                game.move_card(opp, uid, "prizes", "deck")
            game.shuffle_deck(opp)
            for _ in range(min(count, len(them.deck))):
                uid = them.deck.pop()
                them.prizes.append(uid)
                game.move_card(opp, uid, "deck", "prizes")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at your opponent's Prize cards. You may have your opponent shuffle them into their deck. If you "
                "do, your opponent takes that many cards from the top of their deck and sets them aside as their "
                "new Prize cards (without looking at them).")


@node("look_top_same_order")
@dataclass(frozen=True, slots=True)
class LookTopSameOrder(Atomic):
    """Look at the top ``count`` cards of your deck and put them back in the same order (Radio Tower)."""

    count: int = 2

    def act(self, m: Machine) -> None:
        for uid in reversed(m.me.deck[-self.count:]):
            m.game.emit("peek", m.scope.player, card=uid, src="deck", detail="deck top")

    def words(self, w: Words) -> str:
        return f"Look at the top {self.count} cards of their deck and put them back in the same order."


@node("energy_amplifier")
@dataclass(frozen=True, slots=True)
class EnergyAmplifier(Node):
    """Choose an Energy card in your hand, show it and shuffle it into your deck; then flip a coin:
    heads, search your deck for up to ``count`` basic Energy cards, show them and put them into your
    hand; shuffle afterward."""

    count: int = 3
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.cards[u].kind == "energy" for u in game.players[player].hand if u != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            energy = [u for u in me.hand if game.cards[u].kind == "energy"]
            if m.choose(1, None, pl, CARD, energy, "Choose an Energy card to shuffle into your deck.", "hand_to_deck",
                        zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is not None and m.answer in me.hand:
                me.hand.remove(m.answer)
                me.deck.append(m.answer)
                game.move_card(pl, m.answer, "hand", "deck")
                game.emit("reveal", pl, card=m.answer, detail="shown")
            game.shuffle_deck(pl)
            if not game.coin(m.scope.source, pl):
                return m.done()
            local, pc = 0, 3
        if pc == 2:
            if m.answer is None:
                local = self.count
            else:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
                game.emit("reveal", pl, card=m.answer, detail="shown")
                local += 1
        basics = [u for u in me.deck if game.cards[u].is_basic_energy]
        if local < self.count and basics and m.choose(2, local, pl, CARD, basics, "Take a basic Energy card (or stop).",
                                                      "deck_to_hand", zone="deck", optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose an Energy card in your hand, show it to your opponent, and shuffle it into your deck. Then "
                f"flip a coin. If heads, search your deck for up to {self.count} basic Energy cards. Show them to your "
                "opponent, and put them into your hand. Shuffle your deck afterward.")


@node("counters_on_attacker")
@dataclass(frozen=True, slots=True)
class CountersOnAttacker(Atomic):
    """Put ``amount`` damage (as counters) on the attacking Pokémon (run from the Defending Pokémon's
    "when damaged" rule, in the attack's turn)."""

    amount: int

    def act(self, m: Machine) -> None:
        from desktop.engine import combat

        attacker = m.attacker
        if attacker is not None and not trainer_proof(m.game, attacker):  # a Tool's effect: not on Legendary Body
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, "Counterattack Claws")

    def words(self, w: Words) -> str:
        return f"Put {self.amount // 10} damage counters on the Defending Pokémon."


@node("discard_defender_tool")
@dataclass(frozen=True, slots=True)
class DiscardDefenderTool(Atomic):
    """Discard the Pokémon Tool named ``named`` attached to the Defending Pokémon (the Tool discards
    itself after it acted)."""

    named: str

    def act(self, m: Machine) -> None:
        defender, game = m.defender, m.game
        for tool in list(defender.tools) if defender is not None else []:
            if game.cards[tool[0]].name == self.named and defender is not None:
                defender.tools.remove(tool)
                game.discard_card(tool[0], "attached", 0)

    def words(self, w: Words) -> str:
        return f"Then, discard {self.named}."


@node("counterattack_claws")
@dataclass(frozen=True, slots=True)
class CounterattackClaws(Mod):
    """A Tool: when the opponent's attack damages its Pokémon while Active (even if Knocked Out), flip a
    coin; heads, 2 damage counters on the attacking Pokémon. Then the Tool is discarded."""

    point = layer.ON_DAMAGED
    label = "counterattack_claws"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.control import Flip, Seq

        return Seq((Flip(heads=CountersOnAttacker(20)), DiscardDefenderTool("Counterattack Claws")))

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"During your opponent's turn, if the Pokémon {name} is attached to is your Active Pokémon and an "
                "opponent's attack damages it (even if it is Knocked Out), flip a coin. If heads, put 2 damage "
                f"counters on the Defending Pokémon. Then, discard {name}.")


MAGNIFIER = "attacks_skip_resistance"  # a Pokémon Tool's rule: this Pokémon's attacks skip Resistance


@node("attacks_skip_resistance")
@dataclass(frozen=True, slots=True)
class AttacksSkipResistance(Mod):
    """A Pokémon Tool's rule: if this Pokémon attacks, don't apply Resistance for that attack (Magnifier;
    ``combat`` asks it)."""

    point = MAGNIFIER
    label = "attacks_skip_resistance"

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return f"If the Pokémon {name} is attached to attacks, don't apply Resistance for that attack."


GUESSES = ("Light", "Dark", "neither")


def _kind_of(name: str) -> str:
    return "Light" if "Light" in name else "Dark" if "Dark" in name else "neither"


@node("personality_test")
@dataclass(frozen=True, slots=True)
class PersonalityTest(Node):
    """Put an Evolution card from your hand face down; your opponent guesses whether its name has Light,
    Dark, or neither. Right: they draw ``draw`` cards; wrong: you do. The card goes back to your hand."""

    draw: int = 2
    prompts = True

    def _evolutions(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand
                if game.cards[u].kind == "pokemon" and game.cards[u].evolves_from]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._evolutions(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = self._evolutions(game, me)
            if not options:
                return m.done()
            if m.choose(1, None, me, CARD, options, "Choose an Evolution card to put face down.", "face_down_card",
                        zone="hand"):
                return 1
        if pc <= 1:
            if m.choose(2, m.answer, opp, OPTION, GUESSES, "Is the face-down card a Pokémon card with Light in its "
                        "name, one with Dark in its name, or neither?", "guess_card", auto_single=False):
                return 1
            return m.done()
        uid = local
        game.emit("reveal", me, card=uid, src="hand", detail=m.scope.source)
        game.draw(opp if m.answer == _kind_of(game.cards[uid].name) else me, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put an Evolution card from your hand face down in front of you. Your opponent guesses whether it is "
                "a Pokémon card with Light in its name, a Pokémon card with Dark in its name, or neither one. Flip "
                f"the card over. If your opponent guessed right, he or she draws {self.draw} cards. If your opponent "
                f"guessed wrong, you draw {self.draw} cards. Either way, return the card to your hand.")


FACE_UP = "face_up_prize:"  # a game marker (owner, FACE_UP + uid): that Prize card is face up
KINDS = {"Energy": "energy", "Trainer": "trainer", "Pokémon": "pokemon"}


def face_down_prizes(game: Game, owner: int) -> list[int]:
    """``owner``'s Prize cards that are still face down."""
    up = {kind for who, kind in game.markers if who == owner}
    return [u for u in game.players[owner].prizes if FACE_UP + str(u) not in up]


@node("card_flip_game")
@dataclass(frozen=True, slots=True)
class CardFlipGame(Node):
    """Choose 1 of your opponent's face-down Prizes and guess its kind (Energy, Trainer or Pokémon); it is
    turned face up (a game marker) and stays so; a right guess draws ``draw`` cards."""

    draw: int = 2
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(face_down_prizes(game, 1 - player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = face_down_prizes(game, opp)
            if not options:
                return m.done()
            if m.choose(1, None, me, CARD, options, "Choose 1 of your opponent's face-down Prize cards.", "peek",
                        zone="prizes", auto_single=False):
                return 1
        if pc <= 1:
            if m.choose(2, m.answer, me, OPTION, tuple(KINDS), "Is it an Energy card, a Trainer card, or a Pokémon?",
                        "guess_card", auto_single=False):
                return 1
            return m.done()
        uid = local
        game.emit("reveal", opp, card=uid, src="prizes", detail=m.scope.source)
        game.markers = game.markers + ((opp, FACE_UP + str(uid)),)
        if KINDS.get(m.answer) == game.cards[uid].kind:
            game.draw(me, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your opponent's face-down Prizes. Guess whether it is an Energy card, a Trainer card, "
                "or a Pokémon (Basic or Evolution) card. Flip the card face up (and leave it face up). If you guessed "
                f"right, draw {self.draw} cards.")
