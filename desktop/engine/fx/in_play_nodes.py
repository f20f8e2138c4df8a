"""Attack nodes that move Pokémon into or out of the Active Spot and the Bench: search the deck
for a Basic Pokémon to bench (Call for Family), switch the attacker with a Benched Pokémon
(Teleport), and return the Defending Pokémon to its owner's hand (Hurricane).

Also "If you put any Pokémon onto your Bench in this way, ..." after a bench_from_deck.

And a coin that makes the opponent switch in a Benched Pokémon of their choice (Roar, worded as printed:
"he of she").

And "Then, switch this Pokémon with 1 of your Benched Pokémon. You can't use this attack if your Bench
is empty." (Alert)

And a Basic Pokémon from the hand put in as the Active Pokémon, the old one to the Bench (Lt. Surge).

And a coin: the Defending Pokémon back to its owner's hand or switched (Tusk Toss), and a Pokémon
switched in that can't get Special Conditions while Active (Flash Touch).

And a Pokémon played onto the Bench that heals the Active Pokémon and switches with it (Tag Team).

And a Pokémon played onto the Bench that heals the Active Pokémon and switches with it (Tag Team).

And all Energy of a type moved to a Benched Pokémon of that type, then switched with it (Baton Pass).

And a Basic Pokémon in play swapped for one from the deck, everything on it staying (Ninja Boy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.cards import AttackDef
from desktop.engine.fx.card_nodes import RULE_BOX_CLASSES, RULE_BOX_NOTE
from desktop.engine.fx.control import enter
from desktop.engine.fx.energy_count_damage_nodes import _typed
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import ImmuneConditions
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.status_nodes import SwitchDefending
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.fx.words import lower_first, shuffle_afterward
from desktop.engine.fx.zone_choice import ZoneChoice, bench_full, exactly, up_to
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


BENCHED = "benched"  # a scope value: how many Pokémon the last bench_from_deck put onto the Bench


@node("bench_from_deck")
@dataclass(frozen=True, slots=True)
class BenchFromDeck(ZoneChoice):
    """Search your deck for a Basic Pokémon card (of ``type``, or with one of the names ``named``)
    and put it onto your Bench; shuffle the deck afterward. ``count`` > 1: up to that many (none, if
    you like). With a full Bench an attack is refused only where the card prints "(You can't use this
    attack if your Bench is full.)" (``full_bench_refuses``); without it the attack finds nothing. A
    Trainer, Stadium or Power that would do nothing is not offered, as every such card is not."""

    type: str = ""
    named: tuple[str, ...] = ()
    count: int = 1
    max_hp: int = 0  # only Basic Pokémon with this much HP or less (Buddy-Buddy Poffin)
    name_has: str = ""  # only Basic Pokémon with this in their name ("with Brock in its name")
    card_word: bool = True  # classic words: "a Basic Pokémon card with ..." (or, without, "a Basic Pokémon with ...")
    reminder_first: bool = False  # classic words: the Bench reminder before "Shuffle your deck afterward."
    named_card: bool = False  # classic words: "a Basic Pokémon card named Murkrow" (Neo Revelation)
    any_stage: bool = False  # the ``named`` Pokémon whatever its Stage (Multiplying Cocoon: a Silcoon)
    full_bench_refuses: bool = False  # printed: "(You can't use this attack if your Bench is full.)"
    no_rule_box: bool = False  # only a Basic Pokémon that doesn't have a Rule Box (Artazon)
    that_player: bool = False  # a Stadium's words: "search their deck ... Then, that player shuffles their deck."
    dest = "bench"
    auto_single = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if not bench_full(game, player):
            return True
        return not self.full_bench_refuses and isinstance(source, AttackDef)  # an attack may still be used

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(1) if self.count == 1 else up_to(self.count)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        game = m.game
        seen: dict[str, int] = {}
        for uid in game.players[m.scope.player].deck:
            card = game.cards[uid]
            if card.kind == "pokemon" and (card.stage == "Basic" or self.any_stage) \
                    and (not self.type or self.type in card.types) and (not self.named or card.name in self.named) \
                    and (not self.max_hp or card.hp <= self.max_hp) and self.name_has in card.name \
                    and not (self.no_rule_box and card.subtypes & RULE_BOX_CLASSES):
                seen.setdefault(card.id, uid)
        return sorted(seen.values(), key=lambda u: (game.cards[u].name, game.cards[u].id))

    def text(self, done: int, least: int, most: int) -> str:
        kind = "Pokémon" if self.any_stage else "Basic Pokémon"
        return f"Choose a {kind} to put onto your Bench." if self.count == 1 else \
            f"Choose a {kind} to put onto your Bench ({done + 1} of up to {self.count}), or stop."

    def close(self, m: Machine, done: int, memo: Any) -> int:
        m.scope.put(BENCHED, done)
        return ZoneChoice.close(self, m, done, memo)

    def words(self, w: Words) -> str:
        if self.that_player:  # a Stadium's use (Artazon)
            what = "a Basic Pokémon that doesn't have a Rule Box" if self.no_rule_box else "a Basic Pokémon"
            note = f" {RULE_BOX_NOTE}" if self.no_rule_box else ""
            return (f"search their deck for {what} and put it onto their Bench. Then, that player shuffles their "
                    f"deck.{note}")
        if w.dialect and self.count == 1 and not (self.named or self.type or self.name_has or self.max_hp):
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return f"Search your deck for a Basic Pokémon and put it onto your Bench. {then}"
        if w.dialect and self.count == 1 and len(self.named) == 1 and not (self.type or self.name_has or self.max_hp):
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return f"Search your deck for {self.named[0]} and put it onto your Bench. {then}"  # Multiply
        if w.era == "modern":
            kind = " or ".join(self.named) if self.named else f"Basic {self.name_has} Pokémon" if self.name_has \
                else f"Basic {self.type} Pokémon" if self.type else "Basic Pokémon"  # Hop's Bag: "Basic Hop's Pokémon"
            what = f"a {kind}" if self.count == 1 else f"up to {self.count} {kind}"
            if self.any_stage and self.count == 1:  # "a Silcoon or a Cascoon"
                what = " or ".join(f"a {name}" for name in self.named)
            if self.max_hp:
                what += f" with {self.max_hp} HP or less"
            them = "it" if self.count == 1 else "them"
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return f"Search your deck for {what} and put {them} onto your Bench. {then}"
        if self.count > 1 and not (self.named or self.type or self.name_has or self.max_hp):  # Summon Minions
            return (f"Search your deck for up to {self.count} Basic Pokémon and put them onto your Bench. Shuffle "
                    "your deck afterward.")
        what = f"a {self.type} Basic Pokémon card" if self.type else \
            f"a Basic Pokémon{' card' if self.card_word else ''} with {self.name_has} in its name" if self.name_has \
            else f"a Basic Pokémon{' card' if self.named_card else ''} named {' or '.join(self.named)}"
        shuffle, reminder = "Shuffle your deck afterward.", "(You can't use this attack if your Bench is full.)"
        if not self.full_bench_refuses:
            return f"Search your deck for {what} and put it onto your Bench. {shuffle}"
        if self.reminder_first:
            return f"Search your deck for {what} and put it onto your Bench. {reminder} {shuffle}"
        return f"Search your deck for {what} and put it onto your Bench. {shuffle} {reminder}"


@node("switch_self")
@dataclass(frozen=True, slots=True)
class SwitchSelf(Node):
    """Switch the attacking Pokémon with 1 of your Benched Pokémon (if you have any; ``flip``: and
    a coin flipped then comes up heads)."""

    flip: bool = False
    type: str = ""  # only with a Benched Pokémon of this type ("1 of your Benched Lightning Pokémon")
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        bench = m.me.bench
        options = [pos for pos in range(1, len(bench) + 1)
                   if not self.type or self.type in m.game.types_of(bench[pos - 1])]
        if pc == 0:
            if not options or m.attacker is None:
                return m.done()
            if self.flip and not m.game.coin(m.scope.source, m.scope.player):
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, options,
                        "Choose a Benched Pokémon to switch with your Active Pokémon.", "switch_self"):
                return 1
        m.game.switch_active(m.scope.player, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        if self.type:
            return f"Switch {w.name} with 1 of your Benched {self.type} Pokémon."
        if self.flip:
            return (f"If you have any Benched Pokémon, flip a coin. If heads, switch {w.name} with 1 of your Benched "
                    "Pokémon.")
        return f"Switch {w.name} with 1 of your Benched Pokémon."


def after_knockouts(after: tuple, step: tuple) -> tuple:
    """The game steps ``after`` with ``step`` put right after the Knock Out check (or first)."""
    at = after.index(("knockouts",)) + 1 if ("knockouts",) in after else 0
    return after[:at] + (step,) + after[at:]


@node("return_defending_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnDefendingToHand(Node):
    """Unless this attack Knocks Out the Defending Pokémon, return it and all cards attached to it
    to its owner's hand; that player then chooses a new Active Pokémon."""

    they_put: bool = False  # words: "Your opponent puts their Active Pokémon and ... into their hand." (Spin Storm)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        slot = m.defender
        if slot is None or m.scope.protected or slot.damage >= game.hp_of(slot):
            return m.done()
        them = game.players[opp]
        game.remove_from_play(opp, 0, slot)
        for uid in slot.all_cards():
            them.hand.append(uid)
            game.move_card(opp, uid, "active", "hand", 0)
        m.after = after_knockouts(m.after, ("new_active", opp))
        return m.done()

    def words(self, w: Words) -> str:
        if self.they_put:
            return "Your opponent puts their Active Pokémon and all cards attached to it into their hand."
        if not w.damage and (text := w.phrase_or_none("bounce_defending", defending=w.defending)):
            return text  # Sun & Moon: an attack that does no damage says it plainly
        return (f"Unless this attack Knocks Out {w.defending}, return {w.defending} and all cards attached to it to "
                "your opponent's hand.")


@node("if_benched_any")
@dataclass(frozen=True, slots=True)
class IfBenchedAny(Node):
    """"If you put any Pokémon onto your Bench in this way, <then>" (after a ``bench_from_deck``)."""

    then: Node
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.scope.get(BENCHED, 0):
            return m.call(self.then, 1)
        return m.done()

    def words(self, w: Words) -> str:
        return f"If you put any Pokémon onto your Bench in this way, {lower_first(self.then.words(w), w)}"


@node("roar")
@dataclass(frozen=True, slots=True)
class Roar(Node):
    """Flip a coin; heads, if the opponent has Benched Pokémon, they choose 1 to switch with the
    Defending Pokémon, after the damage."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.game.coin(m.scope.source, m.scope.player):
            return enter(m, SwitchDefending(chooser="opponent"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin. If heads and if your opponent has any Benched Pokémon, he of she chooses 1 of them and "
                f"switches it with {w.defending}. (Do the damage before switching the Pokémon.)")


@node("switch_self_then")
@dataclass(frozen=True, slots=True)
class SwitchSelfThen(Node):
    """"Then, switch <name> with 1 of your Benched Pokémon. You can't use this attack if your Bench
    is empty." (Alert)"""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        bench = m.me.bench
        if pc == 0:
            if not bench or m.attacker is None:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, range(1, len(bench) + 1),
                        "Choose a Benched Pokémon to switch with your Active Pokémon.", "switch_self"):
                return 1
        m.game.switch_active(m.scope.player, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Then, switch {w.name} with 1 of your Benched Pokémon. You can't use this attack if your Bench is "
                "empty.")


@node("basic_from_hand_to_active")
@dataclass(frozen=True, slots=True)
class BasicFromHandToActive(Node):
    """Put a Basic Pokémon card from your hand into play as your Active Pokémon; the old Active
    Pokémon goes to the Bench (Lt. Surge). Not playable with a full Bench or no Basic Pokémon."""

    prompts = True

    def _basics(self, game: Game, player: int, exclude: int = -1) -> list[int]:
        return [u for u in game.players[player].hand if u != exclude and game.cards[u].kind == "pokemon"
                and game.cards[u].stage == "Basic"]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        p = game.players[player]
        return p.active is not None and len(p.bench) < game.rules.bench_size and may_affect(game, p.active) and bool(
            self._basics(game, player, source if isinstance(source, int) else -1))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        p = game.players[pl]
        if pc == 0 and m.choose(1, None, pl, CARD, self._basics(game, pl), "Choose a Basic Pokémon to become your "
                                "Active Pokémon.", "hand_to_active", zone="hand"):
            return WAIT
        uid = m.answer
        if uid is None or len(p.bench) >= game.rules.bench_size or p.active is None:
            return m.done()
        p.hand.remove(uid)
        game.put_on_bench(pl, uid, "hand")
        game.switch_active(pl, len(p.bench), m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("You can play this card only if you have at least 1 Basic Pokémon card in your hand. Put a Basic "
                "Pokémon card from your hand into play as your Active Pokémon. Put your old Active Pokémon onto your "
                "Bench. (You can't play this card if your Bench is full.)")


@node("toss_or_switch")
@dataclass(frozen=True, slots=True)
class TossOrSwitch(Node):
    """If the opponent has Benched Pokémon, flip a coin: heads, the Defending Pokémon and all cards
    attached to it go back to their hand; tails, they switch it with 1 of their Benched Pokémon."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.them.bench:
            heads = m.game.coin(m.scope.source, m.scope.player)
            return enter(m, ReturnDefendingToHand() if heads else SwitchDefending(chooser="opponent"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, flip a coin. If heads, return {w.defending} and all cards "
                "attached to it to your opponent's hand. If tails, your opponent chooses 1 of their Benched Pokémon "
                f"and switches it with {w.defending}.")


@node("switch_in_shielded")
@dataclass(frozen=True, slots=True)
class SwitchInShielded(Node):
    """If you have Benched Pokémon, switch 1 of them with this Pokémon; as long as it stays your Active
    Pokémon, it can't become Asleep, Confused, Paralyzed or Poisoned (Flash Touch)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me = m.me
        if pc == 0:
            if not me.bench or me.active is None:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, range(1, len(me.bench) + 1),
                        "Choose a Benched Pokémon to switch with.", "switch_self"):
                return 1
        m.game.switch_active(m.scope.player, m.answer, m.scope.source)
        if me.active is not None:
            me.active.add_effect(Effect(ImmuneConditions.point, FOREVER, ImmuneConditions(), False))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, switch 1 of them with {w.name}. As long as that Pokémon is your "
                "Active Pokémon, it can't become Asleep, Confused, Paralyzed, or Poisoned. (All other effects of "
                "attacks, Pokémon Powers, and Trainer cards still happen.)")


@node("tag_team")
@dataclass(frozen=True, slots=True)
class TagTeam(Atomic):
    """When played from the hand onto a Benched Pokémon: remove ``counters`` damage counters from
    your Active Pokémon, then switch this Pokémon with it (Tag Team)."""

    counters: int = 3

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        active = m.me.active
        if pos <= 0 or active is None:
            return
        combat.heal(m.game, m.scope.player, 0, active, 10 * self.counters, m.scope.source)
        m.game.switch_active(m.scope.player, pos, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"if it is on your Bench, remove {self.counters} damage counters from your Active Pokémon. If it has "
                f"fewer damage counters than that, remove all of them. Then, switch {w.name} with your Active "
                "Pokémon.")


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


def _basic_pokemon(card: CardDef) -> bool:
    """A Basic Pokémon card (not a Trainer card played as one, such as a Fossil)."""
    return card.kind == "pokemon" and card.stage == "Basic"


@node("swap_basic_from_deck")
@dataclass(frozen=True, slots=True)
class SwapBasicFromDeck(Node):
    """Choose 1 of your Basic Pokémon in play; search your deck for a Basic Pokémon and put it in
    its place (attached cards, damage counters, Special Conditions, turns in play and other effects
    stay), then shuffle the first Pokémon into your deck (Ninja Boy)."""

    prompts = True

    @staticmethod
    def _basics(game: Game, player: int) -> list[int]:
        """Positions of ``player``'s Basic Pokémon in play (not evolved; not a Trainer played as one)."""
        return [pos for pos, slot in game.players[player].in_play()
                if len(slot.cards) == 1 and _basic_pokemon(game.cards[slot.top])]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._basics(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._basics(game, pl), "Switch which of your Basic Pokémon?",
                        "swap_out"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            game.emit("reveal", pl, detail="deck")
            found = sorted((u for u in me.deck if _basic_pokemon(game.cards[u])), key=lambda u: game.cards[u].name)
            if m.choose(2, local, pl, CARD, found, "Choose a Basic Pokémon from your deck.", "deck_to_bench",
                        zone="deck", auto_single=False):
                return WAIT
        slot = me.slot(local)
        if slot is not None and m.answer is not None and m.answer in me.deck:
            old = slot.cards[0]
            me.deck.remove(m.answer)
            slot.cards[0] = m.answer
            me.deck.append(old)
            game.move_card(pl, m.answer, "deck", "bench" if local else "active", local)
            game.move_card(pl, old, "bench" if local else "active", "deck", local)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your Basic Pokémon in play. Search your deck for a Basic Pokémon and switch it with that "
                "Pokémon. (Any attached cards, damage counters, Special Conditions, turns in play, and any other "
                "effects remain on the new Pokémon.) Shuffle the first Pokémon into your deck.")
