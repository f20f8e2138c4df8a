"""Readable reasons why an action is not legal now (shown by the table and the tutorial)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import combat, kernel, layer, rule_points, stadium_rules
from desktop.engine.actions import OPPONENT, Action
from desktop.engine.card_classes import legend_partner, v_union_marker, v_union_pieces
from desktop.engine.energy import cost_met
from desktop.engine.playable import first_turn_forbids, trainer_targets
from desktop.engine.power_notes import ALWAYS, ANY_CONDITION
from desktop.engine.state import ASLEEP, PARALYZED, ROTATION_NAMES, Slot
from desktop.engine.text import card_text

if TYPE_CHECKING:
    from desktop.engine.game import Game


def explain_illegal(game: Game, action: Action) -> str:
    """The first rule that ``action`` breaks, in plain words."""
    if game.outcome is not None:
        return "The game is over."
    if game.frozen:
        return "This is a view of the game; it cannot be played."
    verb = action[0]
    if verb == "adjust" and not game.rules.table:
        return "Adjust is for Table mode, a game between friends where cards Holofoil can't run are played by hand."
    if game.prompt is not None:
        if verb != "choose":
            return f"First answer the open question: {game.prompt.text}"
        return f"That is not one of the choices for: {game.prompt.text}"
    if verb == "choose":
        return "There is no question to answer right now."
    if game.phase != "main":
        return "The game is still being set up."
    player = game.current
    p = game.players[player]
    verb_handlers = {
        "bench": _bench, "evolve": _evolve, "attach": _attach, "play": _trainer, "retreat": _retreat,
        "attack": _attack, "power": _power, "discard": _discard, "assemble": _assemble, "stadium": _stadium,
        "faceup": _face_up,
    }
    handler = verb_handlers.get(verb)
    if handler is None:
        return f"{action} is not something you can do now."
    if verb in ("bench", "evolve", "attach", "play") and action[1] not in p.hand:
        return "That card is not in your hand."
    return handler(game, player, action) or f"{action} is not allowed now."


def _bench(game: Game, player: int, action: Action) -> str:
    card = game.cards[action[1]]
    if card.stage == "LEGEND":
        partner = legend_partner(game.cards, game.players[player].hand, action[1])
        if partner is None:
            return f"{card.name} goes onto your Bench only with its other half, and that is not in your hand."
        if len(game.players[player].bench) >= game.rules.bench_size:
            return f"Your Bench is full: it holds at most {game.rules.bench_size} Pokémon."
        return "" if card.id < game.cards[partner].id else f"Play {card.name} from its other half."
    if not card.is_basic_pokemon:
        if card.stage == "Restored":  # seed 001 appendix 26
            return f"{card.name} is a Restored Pokémon: only the effect of {card.evolves_from} puts it onto your Bench."
        if card.kind == "pokemon":
            return f"{card.name} is a {card.stage} Pokémon: play it on top of {card.evolves_from} to evolve."
        return f"{card.name} is not a Basic Pokémon, so it cannot go on the Bench."
    if len(game.players[player].bench) >= game.rules.bench_size:
        return f"Your Bench is full: it holds at most {game.rules.bench_size} Pokémon."
    return ""


def _stadium(game: Game, player: int, action: Action) -> str:
    if game.stadium < 0:
        return "There is no Stadium in play."
    name = game.cards[game.stadium].name
    rule = stadium_rules.stadium_use(game)
    if rule is None:
        return f"{name} has no rule a player uses; it works by itself."
    if game.attacked:
        return "A Stadium is used before you attack."
    if rule.once_a_turn() and game.stadium_used:
        return f"You have already used {name} this turn (once during each player's turn)."
    return f"{name} would have no effect now."


def _assemble(game: Game, player: int, action: Action) -> str:
    uid = action[1]
    p = game.players[player]
    if uid not in p.discard or game.cards[uid].stage != "V-UNION":
        return "Only a Pokémon V-UNION in your discard pile can be put together."
    name = game.cards[uid].name
    if (player, v_union_marker(name)) in game.markers:
        return f"{name} has been played this game already: each Pokémon V-UNION only once per game."
    if v_union_pieces(game.cards, p.discard, uid) is None:
        return f"{name} needs its 4 different pieces in your discard pile."
    if len(p.bench) >= game.rules.bench_size:
        return f"Your Bench is full: it holds at most {game.rules.bench_size} Pokémon."
    return ""


def _target(game: Game, player: int, pos: int | None) -> Slot | None:
    if pos is None:
        return None
    return game.slot_at(player, pos)


def _evolve(game: Game, player: int, action: Action) -> str:
    card = game.cards[action[1]]
    if card.kind != "pokemon" or not card.evolves_from:
        return f"{card.name} is not an Evolution card."
    slot = _target(game, player, action[2])
    if slot is None or action[2] >= 10:
        return "Evolve one of your own Pokémon in play."
    top = game.cards[slot.top]
    if top.name != card.evolves_from:
        return f"{card.name} evolves from {card.evolves_from}, not from {top.name}."
    if not game.evolution_allowed_now(player):
        return "Neither player may evolve a Pokémon during their first turn."
    if slot.entered >= game.turn:
        return f"{top.name} came into play or evolved this turn; it can evolve next turn."
    return ""


def _attach(game: Game, player: int, action: Action) -> str:
    card = game.cards[action[1]]
    if card.kind != "energy":
        return f"{card.name} is not an Energy card."
    if game.energy_played:
        return "You have already attached an Energy card this turn (only 1 per turn)."
    target = _target(game, player, action[2])
    if target is None or action[2] >= 10:
        return "Attach Energy to one of your own Pokémon in play."
    if layer.any_on(game, target, layer.NO_ATTACH_ENERGY):
        return f"An attack's effect stops Energy from being attached to {game.cards[target.top].name} this turn."
    return ""


def _trainer(game: Game, player: int, action: Action) -> str:
    card = game.cards[action[1]]
    if card.kind != "trainer":
        return f"{card.name} is not a Trainer card."
    if not card.implemented:
        return f"{card.name} is not implemented yet."
    if card.subtype == "Supporter" and game.supporter_played:
        return "You have already played a Supporter this turn."
    if card.subtype == "Supporter" and first_turn_forbids(game, card):
        return "The player who goes first cannot play a Supporter on their first turn."
    if (game.lasting or layer.NO_TRAINERS in game.static_points) and \
            not layer.may_play_trainers(game, player, card.subtype):
        return "An attack's effect stops you from playing Trainer cards during this turn."
    targets = trainer_targets(game, player, action[1])
    if action[2] not in targets and rule_points.UNTOUCHABLE_REASON in game.static_points:
        for proof_reason in rule_points.answerers(rule_points.UNTOUCHABLE_REASON):
            reason = proof_reason(game, player, card, action[2])
            if reason:
                return reason
    if not targets:
        return f"{card.name} would have no effect now, so it cannot be played. " + card_text(card)
    if action[2] not in targets:
        if None in targets:
            return f"Play {card.name} on the table, not on a Pokémon."
        names = _or_list([target_words(game, player, t) for t in targets if t is not None])
        return f"{card.name} cannot be played on that Pokémon; it can go on {names}."
    return ""


def target_words(game: Game, player: int, pos: int) -> str:
    """A Pokémon in play named for a player: "your Active Charmander", "their Benched Pikachu"."""
    owner = player if pos < OPPONENT else 1 - player
    spot = pos % OPPONENT
    slot = game.players[owner].slot(spot)
    whose = "your" if owner == player else "your opponent's"
    where = "Active" if spot == 0 else "Benched"
    name = game.cards[slot.top].name if slot is not None else "Pokémon"
    return f"{whose} {where} {name}"


def _or_list(items: list[str]) -> str:
    if len(items) <= 2:
        return " or ".join(items)
    return ", ".join(items[:-1]) + ", or " + items[-1]


def _retreat(game: Game, player: int, action: Action) -> str:
    p = game.players[player]
    slot = p.active
    if slot is None:
        return "You have no Active Pokémon."
    if not p.bench:
        return "You have no Benched Pokémon to switch in."
    if not game.rules.may_retreat_again(game.retreats):
        return "You may retreat only once per turn."
    if slot.rot in (ASLEEP, PARALYZED) and not layer.retreats_despite_conditions(game, slot):
        condition = ROTATION_NAMES[slot.rot]
        return f"{'An' if condition[0] in 'AEIOU' else 'A'} {condition} Pokémon cannot retreat."
    card = game.cards[slot.top]
    if "cannot_retreat" in card.flags:
        return f"{card.name} cannot retreat."
    if not layer.may_retreat(game, player, slot):
        return f"{card.name} cannot retreat now (an effect on it, or an Ability of the opponent's, holds it)."
    cost = game.retreat_cost(slot)
    if combat.energy_count(game, slot) < cost:
        return f"{card.name} needs {cost} Energy attached to retreat."
    if not 1 <= action[1] <= len(p.bench):
        return "Choose one of your Benched Pokémon to switch in."
    return ""


def _attack(game: Game, player: int, action: Action) -> str:
    slot = game.players[player].active
    if slot is None:
        return "You have no Active Pokémon."
    card = game.card_of(slot)
    if game.attacked:
        return "You have already attacked this turn."
    if game.is_first_turn() and not game.rules.first_turn_attack and action[1] not in game.first_turn_attacks(slot):
        return "The player who goes first cannot attack on their first turn."
    if slot.rot == PARALYZED or (slot.rot == ASLEEP and action[1] not in game.asleep_attacks(slot)):
        return f"{card.name} is {ROTATION_NAMES[slot.rot]} and cannot attack."
    index = action[1]
    if not 0 <= index < len(card.attacks):
        return f"{card.name} has no such attack."
    atk = card.attacks[index]
    cost = layer.attack_cost(game, player, slot, atk.name, atk.cost)  # as Abilities change it (Dazzling Gaze)
    if not cost_met(combat.energy_units(game, slot), cost):
        need = ", ".join(cost) or "no"
        return f"{atk.name} needs {need} Energy; {card.name} does not have enough attached."
    if not layer.may_use_attack(game, player, slot, atk.name):
        return f"{card.name} cannot use {atk.name} during this turn (an attack effect prevents it)."
    if atk.effect is not None:
        for n in atk.effect.walk():
            if not n.usable(game, player, atk):
                words = kernel.PARTS["words"].for_ruleset(card, game.rules.name)
                return f"{atk.name} cannot be used now: " + n.words(words)
    return ""


def _power(game: Game, player: int, action: Action) -> str:
    slot = game.players[player].slot(action[1])
    if slot is None:
        return "There is no Pokémon there."
    card = game.cards[slot.top]
    if not 0 <= action[2] < len(card.powers):
        return f"{card.name} has no such power."
    power = card.powers[action[2]]
    if power.effect is None:
        return f"{power.name} works by itself; it is not used like that."
    if game.attacked:
        return "Powers are used before you attack."
    if power.kind == "Pokémon Power" and power.rule_kind != ALWAYS and slot.rot:
        return f"{card.name} is {ROTATION_NAMES[slot.rot]}, so {power.name} cannot be used."
    if power.rule_kind == ANY_CONDITION and (slot.poison or slot.burned):
        condition = "Poisoned" if slot.poison else "Burned"
        return f"{card.name} is {condition}, so {power.name} cannot be used (it says any Special Condition stops it)."
    for kind in kernel.PARTS["marker_kinds"]([card]):
        if (player, kind) in game.markers:
            return f"You have already used a {kind} Power this game (1 per game)."
    return f"{power.name} would have no effect now."


def _face_up(game: Game, player: int, action: Action) -> str:
    return "Only a card put face down by Lt. Surge's Secret Plan can be flipped face up."


def _discard(game: Game, player: int, action: Action) -> str:
    slot = game.players[player].slot(action[1])
    if slot is None or "discard_any_time" not in game.cards[slot.top].flags:
        return "Only a Trainer card played as a Pokémon (like Clefairy Doll) can be discarded from play."
    return "You can only do that before you attack."
