"""Changes to a Pokémon in play that every card and rule goes through: evolving it, clearing its
Special Conditions, taking it out of play, and switching the Active Pokémon with a Benched one.

A mixin of ``Game`` (``desktop/engine/game.py``), which holds the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import combat, face_down, layer, play_rules, rule_points
from desktop.engine.game_fields import GameFields
from desktop.engine.state import CONFUSED, MOVED_TO_ACTIVE, NONE, Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.game import Game


class PokemonMoves(GameFields):
    """Part of ``Game``: see the module docstring."""

    __slots__ = ()

    def evolve(self, player: int, pos: int, slot: Slot, uid: int, src: str = "hand") -> None:
        """Put Evolution card ``uid`` on ``slot``: conditions and attack effects end."""
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
        slot.cards.append(uid)
        slot.entered = self.turn
        confused = slot.rot == CONFUSED and layer.KEEPS_CONFUSION in self.static_points \
            and play_rules.keeps_confusion(game)
        self.clear_conditions(player, pos, slot)
        if confused:  # Dizzying Valley
            game.set_rotation(player, pos, slot, CONFUSED)
        slot.end_attack_effects()
        self.emit("evolve", player, card=uid, src=src, dst="stack", pos=pos)
        if layer.STADIUM_EVOLVED in self.static_points and self.stadium >= 0:
            for _kind, mod in self.cards[self.stadium].statics:
                if mod.point == layer.STADIUM_EVOLVED:
                    mod.on_evolved(game, player, pos, slot)
        if src == "hand" and layer.OPP_EVOLVED in self.static_points:  # the opponent's Darkest Impulse
            for mod in layer.team_mods(game, 1 - player, layer.OPP_EVOLVED):
                self.emit("power", 1 - player, detail=mod.label)
                combat.put_damage(game, player, pos, slot, getattr(mod, "amount", 0), mod.label)
            if slot.damage >= game.hp_of(slot):
                self.queue.insert(0, ("knockouts",))
        if src == "hand":  # "when you play this Pokémon from your hand to evolve": not from the deck (Wally)
            self.queue_triggers(uid, layer.ON_EVOLVED, player, pos)

    def clear_conditions(self, player: int, pos: int, slot: Slot) -> None:
        """The Pokémon is no longer Asleep, Confused, Paralyzed, Poisoned or Burned."""
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
        if rule_points.UNTOUCHABLE in self.static_points and combat.untouchable(game, slot):  # Legendary Body
            return
        game.set_rotation(player, pos, slot, NONE)
        if slot.poison or slot.burned:
            slot.poison = 0
            slot.burned = False
            self.emit("condition", player, pos=pos, detail="Poisoned", amount=0)

    def remove_from_play(self, player: int, pos: int, slot: Slot) -> None:
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
        p = self.players[player]
        if pos == 0:
            p.active = None
        else:
            p.bench.remove(slot)
        if slot.effects and layer.FACE_DOWN in self.static_points and face_down.is_face_down(slot):
            face_down.left_play(game, player, pos, slot)  # unflipped (Scoop Up): its own card, its move hidden

    def switch_active(self, player: int, bench_pos: int, reason: str = "switch") -> None:
        """Swap the Active Pokémon with Bench spot ``bench_pos``; the old Active
        loses its Special Conditions and attack effects."""
        game: Game = self  # type: ignore[assignment]  # this mixin is part of Game
        p = self.players[player]
        old = p.at(0)
        if reason != "retreat" and layer.switch_blocked(game, old):  # Jaw Clamp: that part does nothing
            self.emit("effect", player, pos=0, detail="jaw_clamp")
            return
        if rule_points.UNTOUCHABLE in self.static_points and combat.untouchable(game, old):  # Legendary Body
            return
        new = p.bench[bench_pos - 1]
        p.bench[bench_pos - 1] = old
        p.active = new
        if rule_points.SWITCHED in self.static_points:  # Magcargo: a Fire Energy card follows to the new Active
            rule_points.ask(rule_points.SWITCHED, game, player, old, new)
        self.clear_conditions(player, bench_pos, old)
        if old.effects:
            old.end_attack_effects()
        for uid, _until in [t for t in old.tools if any(m.leaves_with_active() for _k, m in self.cards[t[0]].statics)] \
                if old.tools else ():
            old.tools.remove((uid, _until))  # Koga's Ninja Trick: discarded when its Pokémon goes to the Bench
            self.discard_card(uid, "tool", bench_pos)
        new.add_effect(Effect(MOVED_TO_ACTIVE, self.turn))  # "moved from your Bench to the Active Spot this turn"
        self.emit("switch", player, card=new.top, pos=bench_pos, detail=reason)
        points = self.static_points
        if layer.ON_SWITCHED_IN in points:
            play_rules.on_switched_in(game, player, new)  # Lava Zone
        if layer.MOVED_TO_BENCH in points:
            play_rules.on_moved_to_bench(game, player, bench_pos, old)
        if rule_points.AFTER_ACTION in self.static_points:  # Legendary Body: its Trainer cards go as it becomes Active
            rule_points.ask(rule_points.AFTER_ACTION, game)
