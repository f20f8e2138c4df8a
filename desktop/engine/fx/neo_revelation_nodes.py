"""Neo Revelation attacks that look back at the last turn: Night Eyes leaves a mark on the Defending
Pokémon (``mark_defending``, no words of its own) that Perish Song reads (``knock_out_if_marked``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.damage_nodes import ROTATIONS
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.rule_points import ATTACHED_TO_AFFECTED, BEFORE_ATTACK_KNOCKOUTS, ENERGY_PROVIDED, answers
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

MARK = "attacked_with:"  # an Effect kind prefix on the Defending Pokémon: the attack named after it hit it


@node("mark_defending")
@dataclass(frozen=True, slots=True)
class MarkDefending(Atomic):
    """Remember on the Defending Pokémon that this attack (``name``) was used on it, through your next
    turn (the mark ends if it leaves the Active Spot or evolves). No printed words."""

    name: str

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None:
            defender.add_effect(Effect(MARK + self.name, m.game.turn + 2, m.game.turn, False))

    def words(self, w: Words) -> str:
        return ""


@node("knock_out_if_marked")
@dataclass(frozen=True, slots=True)
class KnockOutIfMarked(Atomic):
    """If the Defending Pokémon is ``condition`` and was attacked with ``name`` during your last turn,
    it is Knocked Out (Perish Song)."""

    name: str
    condition: str = "Asleep"

    def act(self, m: Machine) -> None:
        game, defender = m.game, m.defender
        if defender is None or defender.rot != ROTATIONS[self.condition]:
            return
        if any(e.kind == MARK + self.name and e.value == game.turn - 2 for e in defender.effects):
            left = game.hp_of(defender) - defender.damage
            if left > 0:
                from desktop.engine import combat

                combat.put_damage(game, m.scope.opp, 0, defender, left, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is {self.condition} and was attacked with {self.name} during your last turn, it is "
                "Knocked Out.")


TRIGGERED_POISON = "triggered_poison"  # an Effect kind: an Energy card attached to it poisons it


@node("triggered_poison")
@dataclass(frozen=True, slots=True)
class TriggeredPoison(Atomic):
    """If your opponent attaches an Energy card to the Defending Pokémon during their next turn, it becomes
    Poisoned, or ``condition`` (``Game._do`` asks it when an Energy card is attached from the hand)."""

    condition: str = "Poisoned"  # Lilligant's Boo-Hoo: "that Pokémon will be Asleep"
    from_hand: bool = False  # XY words: "attaches an Energy card from his or her hand ... will be Asleep"

    def __post_init__(self) -> None:
        if self.condition not in (*ROTATIONS, "Poisoned", "Burned"):
            raise ValueError(f"condition {self.condition!r} is not a Special Condition")

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and not m.scope.protected:
            defender.add_effect(Effect(TRIGGERED_POISON, m.game.turn + 1, self.condition, False))

    def words(self, w: Words) -> str:
        if self.from_hand:
            return ("If your opponent attaches an Energy card from his or her hand to the Defending Pokémon during his "
                    f"or her next turn, that Pokémon will be {self.condition}.")
        return (f"If your opponent attaches an Energy card to {w.defending} during his or her next turn, that "
                f"Pokémon becomes {self.condition}.")


@answers(ATTACHED_TO_AFFECTED)
def energy_attached(game: Game, player: int, pos: int, slot: Slot) -> None:
    """An Energy card was just attached to ``slot``: Triggered Poison poisons it (Boo-Hoo: Asleep)."""
    from desktop.engine import condition_rules

    if not slot.has_effect(TRIGGERED_POISON) or condition_rules.immune_to_conditions(game, slot):
        return
    condition = slot.effect_value(TRIGGERED_POISON) or "Poisoned"
    if condition in ROTATIONS:
        game.set_rotation(player, pos, slot, ROTATIONS[condition])
    elif condition == "Burned":
        slot.burned = True
        game.emit("condition", player, pos=pos, detail="Burned", amount=1)
    else:
        slot.poison = max(slot.poison, 10)
        game.emit("condition", player, pos=pos, detail="Poisoned", amount=slot.poison)


@dataclass(frozen=True, slots=True)
class Clamped(Mod):
    """On the Defending Pokémon (at ``NO_RETREAT`` or ``ATTACK_COIN``): holds only while the Pokémon
    ``attacker`` is the other player's Active Pokémon (benching either Pokémon ends it)."""

    attacker: int
    at: str

    @property
    def point(self) -> str:  # type: ignore[override]
        return self.at

    @property
    def label(self) -> str:  # type: ignore[override]
        return "clamping_jaw"

    def holds(self, game: Game, slot: Slot) -> bool:
        other = game.players[1 - game.owner(slot.top)].active
        return other is not None and other.top == self.attacker


@node("clamping_jaw")
@dataclass(frozen=True, slots=True)
class ClampingJaw(Atomic):
    """During the opponent's next turn the Defending Pokémon can't retreat, and if it tries to attack its
    owner flips a coin: tails, the attack does nothing. Benching either Pokémon ends this."""

    def act(self, m: Machine) -> None:
        from desktop.engine import layer

        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected:
            return
        until = m.game.turn + 1
        defender.add_effect(Effect(layer.NO_RETREAT, until, Clamped(attacker.top, layer.NO_RETREAT), False))
        defender.add_effect(Effect(layer.ATTACK_COIN, until, Clamped(attacker.top, layer.ATTACK_COIN), False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="clamping_jaw")

    def words(self, w: Words) -> str:
        return (f"{w.defending[:1].upper()}{w.defending[1:]} can't retreat during your opponent's next turn. If "
                f"{w.defending} tries to attack during your opponent's next turn, your opponent flips a coin. If "
                "tails, that attack does nothing. (Benching either Pokémon ends this effect.)")


@node("evolution_song")
@dataclass(frozen=True, slots=True)
class EvolutionSong(Node):
    """Your opponent, then you, may choose 1 of their Pokémon and evolve it with a card from their deck
    that evolves from it; each player who searched shuffles their deck (Evolution Song)."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.legality import evolvable

        return [pos for pos, slot in game.players[player].in_play()
                if evolvable(game.cards[slot.top]) and _evolutions(game, player, game.cards[slot.top].name)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.prompts import CARD, POKEMON

        game = m.game
        order = (m.scope.opp, m.scope.player)
        turn, pos, searched = local if local is not None else (0, -1, ())
        if pc == 1:
            if m.answer is None:
                turn += 1
            else:
                pos, searched = m.answer, searched + (order[turn],)
        elif pc == 2:
            who = order[turn]
            slot = game.players[who].slot(pos)
            if m.answer is not None and slot is not None:
                game.players[who].deck.remove(m.answer)
                game.evolve(who, pos, slot, m.answer, src="deck")
            turn, pos = turn + 1, -1
        while turn < 2:
            who = order[turn]
            if pos >= 0:
                slot = game.players[who].at(pos)
                options = _evolutions(game, who, game.cards[slot.top].name)
                if m.choose(2, (turn, pos, searched), who, CARD, options, "Evolve it into which card?",
                            "deck_to_evolve", zone="deck"):
                    return WAIT
                return self.step(m, 2, (turn, pos, searched))
            targets = self._targets(game, who)
            if targets and m.choose(1, (turn, pos, searched), who, POKEMON, targets, "You may evolve 1 of your "
                                    "Pokémon with a card from your deck.", "evolve_target", optional=True,
                                    auto_single=False):
                return WAIT
            turn += 1
        for who in searched:
            game.shuffle_deck(who)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent may choose 1 of his or her Pokémon and search his or her deck for a card that evolves "
                "from that Pokémon. Your opponent attaches that card to that Pokémon. This counts as evolving that "
                "Pokémon. Either way, you may do the same, and then each player who searched shuffles his or her "
                "deck.")


@node("mimic")
@dataclass(frozen=True, slots=True)
class Mimic(Mod):
    """A Power: as long as this Pokémon is its owner's Active Pokémon, it has the Defending Pokémon's
    attacks too, costs and all (``card_in_play.mimic_card``, asked by ``card_of``)."""

    point = "mimic"
    label = "mimic"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, it copies all of {w.defending}'s attacks, including "
                "their costs.")


@node("prehistoric_memory")
@dataclass(frozen=True, slots=True)
class PrehistoricMemory(Mod):
    """A Power: whenever an Evolved Pokémon (either player's) attacks, it may use the attacks of the
    Pokémon cards under it, paying their costs (``card_in_play.remembered_card``, asked by ``card_of``)."""

    point = "prehistoric_memory"
    label = "prehistoric_memory"

    def words(self, w: Words) -> str:
        return ("Whenever an Evolved Pokémon attacks (even if it's your opponent's), it can use any attack from its "
                "Basic Pokémon card or any Evolution card attached to it. It still has to pay for that attack's "
                "Energy cost.")


@node("time_travel")
@dataclass(frozen=True, slots=True)
class TimeTravel(Mod):
    """A Power: if an opponent's attack would Knock Out this Pokémon, flip a coin; heads, it isn't Knocked
    Out: it and all cards attached to it are shuffled into its owner's deck (``_step_knockouts`` asks
    ``time_travel``). Not if it was already Asleep, Confused or Paralyzed."""

    point = "time_travel"
    label = "time_travel"

    def words(self, w: Words) -> str:
        return (f"If an opponent's attack would Knock Out {w.name}, flip a coin. If heads, {w.name} isn't Knocked Out "
                "and you shuffle it and all cards attached to it into your deck. This power doesn't work if "
                f"{w.name} is already Asleep, Confused, or Paralyzed.")


@answers(BEFORE_ATTACK_KNOCKOUTS, "time_travel")
def time_travel(game: Game) -> bool:
    """The attack just done would Knock Out these Pokémon of the defending player's: each with a working
    Time Travel flips a coin, and on heads goes into its owner's deck instead. Whether any did."""
    from desktop.engine import layer
    from desktop.engine.state import NONE, ROTATION_NAMES

    player = 1 - game.current
    me = game.players[player]
    saved = False
    for pos, slot in reversed(me.in_play()):
        if slot.damage < game.hp_of(slot):
            continue
        record = slot.effect_value("attacked")
        applied = record[1] if record is not None else ()
        ready = slot.rot == NONE or ROTATION_NAMES.get(slot.rot, "") in applied  # not "already" so
        for _kind, mod in game.card_of(slot).statics:
            if isinstance(mod, TimeTravel) and ready and not layer.gassed(game, slot) \
                    and game.coin("Time Travel", player):
                game.emit("power", player, card=slot.top, pos=pos, detail="Time Travel")
                game.remove_from_play(player, pos, slot)
                for uid in slot.all_cards():
                    me.deck.append(uid)
                    src = ("active" if pos == 0 else "bench") if uid in slot.cards else "attached"
                    game.move_card(player, uid, src, "deck", pos)
                game.shuffle_deck(player)
                saved = True
                break
    return saved


CONVERTED = "converted"  # an Effect kind on a Pokémon: (Energy card uid, type, the converting Pokémon's uid)
BASIC_TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")


@node("energy_converter")
@dataclass(frozen=True, slots=True)
class EnergyConverter(Node):
    """Choose 1 basic Energy card attached to 1 of your Pokémon and an Energy type: that card provides
    that type until the end of your turn, while this Pokémon isn't Asleep, Confused or Paralyzed
    (``combat.energy_units`` reads the mark)."""

    prompts = True

    @staticmethod
    def _cards(game: Game, player: int) -> list[int]:
        return [u for s in game.players[player].slots() for u in s.energy if game.cards[u].is_basic_energy]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._cards(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD, OPTION

        game, pl = m.game, m.scope.player
        if pc == 0:
            options = self._cards(game, pl)
            if not options:
                return m.done()
            if m.choose(1, None, pl, CARD, options, "Choose a basic Energy card to convert.", "energy_to_convert",
                        zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            if m.choose(2, m.answer, pl, OPTION, BASIC_TYPES, "Treat it as which type?", "energy_type",
                        auto_single=False):
                return WAIT
            return m.done()
        uid = local
        holder = next((s for s in m.me.slots() if uid in s.energy), None)
        if holder is not None:
            holder.add_effect(Effect(CONVERTED, game.turn, (uid, m.answer, m.scope.source_uid), True))
            game.emit("effect", pl, card=uid, detail=f"{m.scope.source}: {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 basic Energy card attached to 1 of your Pokémon and choose an Energy type. Treat that "
                f"Energy card as that type until the end of your turn. This power can't be used if {w.name} is "
                f"Asleep, Confused, or Paralyzed. If {w.name} becomes Asleep, Confused, or Paralyzed, the Energy card "
                "goes back to its original type.")


@answers(ENERGY_PROVIDED)
def converted(game: Game, slot: Slot, uid: int) -> str:
    """The type Energy Converter makes Energy card ``uid`` on ``slot`` provide now, or ""."""
    from desktop.engine.state import NONE

    for kind, _until, value, _keep in slot.effects:
        if kind == CONVERTED and value[0] == uid:
            source = next((s for p in game.players for s in p.slots() if s.top == value[2]), None)
            return value[1] if source is not None and source.rot == NONE else ""
    return ""


@node("mind_games")
@dataclass(frozen=True, slots=True)
class MindGames(Mod):
    """A Power: whenever the opponent plays a Trainer card, you may flip a coin; heads, that card does
    nothing and goes on top of their deck (``PlayTrainerProcedure`` asks ``mind_games``)."""

    point = "mind_games"
    label = "mind_games"

    def words(self, w: Words) -> str:
        return ("Whenever your opponent plays a Trainer card, you may flip a coin. If heads, that card does nothing. "
                "Put it on top of your opponent's deck.")


def mind_games(game: Game, player: int) -> bool:
    """Whether the opponent of ``player`` (who is playing a Trainer card) has a working Mind Games."""
    from desktop.engine import layer

    for slot in game.players[1 - player].slots():
        for kind, mod in game.card_of(slot).statics:
            if isinstance(mod, MindGames) and layer.power_working(game, slot, kind):
                return True
    return False
