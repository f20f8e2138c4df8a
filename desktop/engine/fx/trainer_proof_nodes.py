"""Legendary Body (Entei, Raikou and Suicune of Neo Revelation): "As long as <it> is your Active Pokémon,
<it> and Energy cards attached to it aren't affected by effects from Trainer cards other than Stadium
cards. As long as this Power is active, discard any Trainer cards attached to <it>."

A static Power at the point ``TRAINER_PROOF``, read only in a game that has it. The rule is asked where
Trainer effects choose or touch a Pokémon:

* before a Trainer is played: ``playable.trainer_targets`` drops the positions whose play would affect
  such a Pokémon (``Targeted.affected``: Switch and Gust of Wind move the Active Pokémon too), and the
  ``usable`` of the Trainers that act on all of a player's Pokémon look at ``may_affect``;
* while a Trainer's effect runs: ``Machine.choose`` offers neither such a Pokémon nor a card attached to
  one (``trainer_picks``), and the steps that change a Pokémon without a choice (``combat.heal``,
  ``combat.discard_attached``, ``Game.clear_conditions``, ``Game.switch_active``) leave it as it is
  (``untouchable``);
* a Pokémon Tool's own effect on it (Counterattack Claws) and a Trainer's effect for the turn that
  poisons it (Koga) ask ``trainer_proof``.

Our reading: a Trainer's effect on *another* Pokémon's attack (PlusPower on the attacker, Defender on
the Pokémon it attacks, Misty's +20) changes that attack's damage and still applies: the damage is the
attack's. A Stadium card's effects (its rules and the effects a player uses) all apply.

"As long as this Power is active" is read as the first sentence's condition: while the Pokémon is its
owner's Active Pokémon and the Power works (Toxic Gas stops it; the Special Conditions don't, as
printed). Its attached Trainer cards (Pokémon Tools, PlusPower, Defender) are discarded then: as it
becomes the Active Pokémon (``Game.switch_active``, ``promote``) and after every action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer, rule_points
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.pick_rules import TRAINER_PROOF
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import AFTER_ACTION, UNTOUCHABLE, UNTOUCHABLE_REASON, answers

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("trainer_proof")
@dataclass(frozen=True, slots=True)
class TrainerProof(Mod):
    """A Power: while this Pokémon is its owner's Active Pokémon, Trainer cards other than Stadium cards
    don't affect it nor the cards attached to it, and its Trainer cards attached are discarded."""

    point = TRAINER_PROOF
    label = "legendary_body"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, {w.name} and Energy cards attached to it aren't "
                "affected by effects from Trainer cards other than Stadium cards. As long as this Power is active, "
                f"discard any Trainer cards attached to {w.name}.")


def trainer_proof(game: Game, slot: Slot) -> bool:
    """Whether Trainer cards other than Stadium cards can't affect this Pokémon now: it is its owner's
    Active Pokémon and its Legendary Body works."""
    if TRAINER_PROOF not in game.static_points or game.players[game.owner(slot.top)].active is not slot:
        return False
    return layer.any_on(game, slot, TRAINER_PROOF)


@rule_points.answers(rule_points.TRAINER_MAY_AFFECT, TRAINER_PROOF)
def may_affect(game: Game, slot: Slot | None) -> bool:
    """Whether a Trainer card (not a Stadium) may affect this Pokémon (a ``usable`` asks, before it is
    played)."""
    return slot is None or not trainer_proof(game, slot)


def trainer_running(game: Game) -> bool:
    """Whether the effect running now is a Trainer card's, other than a Stadium card's."""
    machine = game.machine
    if machine is None or machine.scope.source_uid < 0:
        return False
    card = game.cards[machine.scope.source_uid]
    return card.kind == "trainer" and card.subtype != "Stadium"


def spared(game: Game, slot: Slot | None) -> bool:
    """Whether the Trainer effect running now must leave this Pokémon (and the cards attached to it) as
    it is."""
    return slot is not None and trainer_running(game) and trainer_proof(game, slot)


@answers(UNTOUCHABLE, TRAINER_PROOF)
def untouchable(game: Game, slot: Slot) -> bool:
    """``spared``, asked by a step that would change the Pokémon: the log says it was prevented."""
    if not spared(game, slot):
        return False
    game.emit("prevented", game.owner(slot.top), card=slot.top, detail="legendary_body")
    return True


def _holder(game: Game, uid: int) -> Slot | None:
    for p in game.players:
        for slot in p.slots():
            if uid in slot.energy or any(t[0] == uid for t in slot.tools):
                return slot
    return None


def trainer_picks(game: Game, player: int, kind: str, zone: str, options: tuple) -> tuple:
    """The options of a prompt of the running Trainer effect that it may affect: no such Pokémon (a
    position relative to ``player``), no card attached to one."""
    if not options or not trainer_running(game):
        return options
    if kind == POKEMON:
        return tuple(o for o in options if not isinstance(o, int) or may_affect(game, game.slot_at(player, o)))
    if kind == CARD and zone == "attached":
        return tuple(o for o in options if not isinstance(o, int) or may_affect(game, _holder(game, o)))
    return options


@answers(AFTER_ACTION, TRAINER_PROOF)
def shed_trainers(game: Game) -> None:
    """Discard the Trainer cards attached to an Active Pokémon whose Legendary Body works."""
    if TRAINER_PROOF not in game.static_points:
        return
    for player, p in enumerate(game.players):
        slot = p.active
        if slot is not None and slot.tools and trainer_proof(game, slot):
            game.emit("power", player, card=slot.top, pos=0, detail="Legendary Body")
            for uid, until in list(slot.tools):
                slot.tools.remove((uid, until))
                game.discard_card(uid, "tool", 0)


@answers(UNTOUCHABLE_REASON, TRAINER_PROOF)
def proof_reason(game: Game, player: int, card: CardDef, target: int | None) -> str:
    """Why ``player`` may not play the Trainer ``card`` onto ``target`` (None: anywhere) because of a
    Legendary Body, in plain words, or ""."""
    aims = card.aims
    if TRAINER_PROOF not in game.static_points or aims is None or card.subtype == "Stadium":
        return ""
    offered = aims.targets(game, player)
    for pos in offered if target is None or target not in offered else [target]:
        for slot in aims.affected(game, player, pos):
            if slot is not None and trainer_proof(game, slot):
                whose = "Your" if game.owner(slot.top) == player else "Your opponent's"
                name = game.cards[slot.top].name
                return (f"{whose} Active {name} isn't affected by Trainer cards other than Stadium cards "
                        "(Legendary Body).")
    return ""
