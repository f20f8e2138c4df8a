"""The modifier base class: one default method per query point of the rules layer
(``desktop/engine/layer.py``), each returning "no change". A modifier overrides the ones for its point;
the modifiers themselves are in ``mods`` and the modules it names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from desktop.engine import kernel
from desktop.engine.fx.mod_hooks import ModHooks
from desktop.engine.fx.node import Node

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


class Mod(ModHooks, Node):
    """A modifier. ``label`` names it in events and the log."""

    __slots__ = ()
    point: ClassVar[str] = ""
    label: ClassVar[str] = ""
    states_duration: ClassVar[bool] = False  # a Tool's modifier whose words say when the Tool goes

    # One method per query point of the layer; each modifier overrides the one its point asks,
    # and the others keep these neutral answers.
    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        """Damage to the defender after this modifier, and whether it prevented it all."""
        return amount, False

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        """``defend`` for the Pokémon ``slot`` (a modifier that looks at it); by default ``defend``."""
        return self.defend(game, amount)

    def guards_own_attacks(self) -> bool:
        """Whether this BENCH_SAFE rule also keeps its own player's attacks off the Pokémon (Submerge)."""
        return False

    def switched_in(self, game: Game, player: int, slot: Slot) -> None:
        """An Ability's rule when the opponent's new Active Pokémon ``slot`` came in (ON_SWITCHED_IN)."""

    def blocks_card(self, game: Game, slot: Slot, card: CardDef) -> bool:
        """Whether this Ability of the opponent's Pokémon ``slot`` stops a player from playing ``card``
        from their hand (NO_TRAINERS, read from the opponent's Pokémon in play)."""
        return False

    def blocks_own_card(self, game: Game, slot: Slot, card: CardDef) -> bool:
        """Whether this Ability of ``slot`` also stops its owner from playing ``card`` from their hand
        (NO_TRAINERS: "Each player can't play any Item cards", Irritating Pollen)."""
        return False

    def on_hand_attach(self, game: Game, player: int, pos: int, target: Slot) -> None:
        """HAND_ATTACH: act when the owner attached an Energy card from the hand to ``target``."""

    def blocks_play(self, game: Game, card: CardDef) -> bool:
        """POKEMON_PLAY_LOCK: whether this stops the opponent playing the Pokémon ``card`` from their hand."""
        return False

    def evolves_into(self, card: CardDef) -> bool:
        """EVOLVE_AS: whether the Pokémon with this rule may evolve into ``card``."""
        return False

    def allows_slot(self, game: Game, slot: Slot) -> bool:
        """NO_ATTACK on a player (a lasting effect): whether their Pokémon ``slot`` may attack."""
        return True

    def shields(self, game: Game, slot: Slot) -> bool:
        """EFFECT_SHIELD: whether the effects of the opponent's attacks are prevented on ``slot``."""
        return True

    def locks(self, game: Game, holder: Slot | None, slot: Slot) -> bool:
        """ABILITY_LOCK: whether this rule (of ``holder``, None for a Stadium) takes the Abilities of
        the Pokémon ``slot`` away."""
        return False

    def team_applies(self, game: Game, holder: Slot) -> bool:
        """For an Ability that applies to all of its owner's Pokémon (``team``): whether it works
        now, given the Pokémon that has it (Stone Palace: only from the Bench)."""
        return True

    def new_types(self) -> tuple[str, ...]:
        """The types this modifier makes a Pokémon (POKEMON_TYPE): by default its one ``new_type``."""
        return (self.new_type(),)

    def lets_evolve(self, game: Game, slot: Slot, evolution: CardDef) -> bool:
        """A Stadium's rule: whether this Pokémon may evolve into ``evolution`` the turn it was played."""
        return False

    def tool_limit(self, game: Game, slot: Slot) -> int:
        """How many Tools this Ability lets that Pokémon have (TOOL_ROOM)."""
        return 1

    def words_first(self) -> bool:
        """A Special Energy's rule printed before what the card provides (Ignition Energy)."""
        return False

    def only_while_active(self) -> bool:
        """Whether this rule of the opponent's works only while its Pokémon is Active (MOVED_TO_BENCH)."""
        return False

    def on_foe_moved(self, game: Game, player: int, bench_pos: int, moved: Slot) -> None:
        """The opponent's Active Pokémon ``moved`` just went to their Bench (MOVED_TO_BENCH)."""

    def prize_worth(self, worth: int) -> int:
        """The Prize cards a Knock Out is worth when ``applies`` (PRIZE_COUNT): 1 fewer by default."""
        return worth - 1

    def prize_applied(self, game: Game, owner: int) -> None:
        """PRIZE_COUNT: this rule just changed the worth of a Knock Out of ``owner``'s Pokémon (a once-a-game
        rule marks it)."""

    def less_from(self, game: Game, defender: Slot, attacker: Slot) -> int:
        """Damage taken off an attack of the opponent's ``attacker`` to ``defender`` (FOE_DAMAGE)."""
        return 0

    def aura(self) -> bool:
        """Whether this FOE_DAMAGE rule guards its player's other Pokémon too (Tundra Wall)."""
        return False

    def stops(self, subtype: str) -> bool:
        """Whether this stops a Trainer card of ``subtype`` from being played (NO_TRAINERS)."""
        return True

    def gives_to(self, card_name: str) -> bool:
        """Whether a Pokémon of this name may use the attack of the Tool with this modifier (TOOL_ATTACK)."""
        return True

    def lends_power_to(self, card: CardDef) -> bool:
        """Whether the Pokémon ``card`` may use the Power printed on the Tool with this modifier (TOOL_POWER)."""
        return True

    def allows(self, game: Game, attack_name: str) -> bool:
        """Whether the Pokémon may use the attack ``attack_name`` (NO_ATTACK)."""
        return True

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        """A Retreat Cost after this modifier (RETREAT_COST)."""
        return cost

    def adjust_theirs(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        """The Retreat Cost of the opponent's Pokémon ``target`` after this Ability (RETREAT_COST)."""
        return cost

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        """Weakness or Resistance after this modifier (WEAKNESS, RESISTANCE)."""
        return pairs

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        """Weakness or Resistance of the Pokémon in ``slot`` after this modifier (a rule that looks at
        the Pokémon, such as its attached Energy); by default :meth:`change`."""
        return self.change(pairs)

    def skips_wr(self, game: Game, attacker: CardDef, defender: CardDef) -> tuple[bool, bool]:
        """(skip Weakness, skip Resistance) for this attacker's damage to this defender (ATTACK_WR)."""
        return False, False

    def base(self, attack_name: str, damage: int) -> int:
        """An attack's base damage after this modifier (BASE_DAMAGE)."""
        return damage

    def extra(self) -> int:
        """Damage this modifier adds to the attacker's attack after Weakness (DAMAGE_BY_ATTACKER)."""
        return 0

    def team_defend(self, game: Game, holder: Slot, slot: Slot, amount: int) -> int:
        """Attack damage to ``slot`` after this Ability of ``holder``, its owner's Pokémon (TEAM_DEFENCE)."""
        return amount

    def provides_on(self, game: Game, slot: Slot, uid: int, provided: tuple[str, ...]) -> tuple[str, ...]:
        """What the Energy card ``uid`` attached to ``slot`` provides (ENERGY_PROVIDES, ALLY_ENERGY_PROVIDES)."""
        return provided

    def types_for(self, game: Game, slot: Slot) -> tuple[str, ...]:
        """The types this modifier gives the Pokémon ``slot`` (POKEMON_TYPE), or () for its own; by default
        ``new_types``, which doesn't look at the Pokémon."""
        return self.new_types()

    def new_type(self) -> str:
        """The type this modifier makes a Pokémon or its Energy (POKEMON_TYPE, ENERGY_TYPE)."""
        return ""

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        """A Pokémon's HP after this modifier (HP)."""
        return hp

    def hp_in(self, game: Game, slot: Slot, card: CardDef, hp: int) -> int:
        """The HP of the Pokémon ``slot`` after this modifier (HP); by default ``hp``, which doesn't
        look at the Pokémon (a modifier that counts what is attached to it overrides this)."""
        return self.hp(game, card, hp)

    def blocks(self, game: Game, source: Slot, slot: Slot) -> bool:
        """Whether this Ability of the Active Pokémon ``source`` takes the Abilities of ``slot`` away
        (NO_ABILITIES)."""
        return False

    def team_extra(self, game: Game, attacker: Slot) -> int:
        """Damage an Ability adds to the attack of any of its owner's Pokémon, before Weakness
        (ATTACK_BONUS, read from every Pokémon in play of the attacking player)."""
        return 0

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        """An attack's Energy cost after this modifier (ATTACK_COST)."""
        return cost

    def extra_for(self, game: Game, attacker: Slot) -> int:
        """Damage a player's effect adds to this attacker's attack, before Weakness (ATTACK_BONUS)."""
        return 0

    def applies(self, game: Game, knocked: Slot) -> bool:
        """Whether this modifier changes the Prize count for this Knocked Out Pokémon (PRIZE_COUNT)."""
        return False

    def benched(self, game: Game, card: CardDef) -> int:
        """Damage placed on a Pokémon just put onto its owner's Bench (ON_BENCHED)."""
        return 0

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        """Damage counters (as damage) put on the attacker after it did ``dealt`` damage to ``defender``
        (ON_DAMAGED)."""
        return 0

    def after_survive(self, game: Game, slot: Slot) -> None:
        """What happens once this SURVIVE rule kept ``slot`` from a Knock Out (a Tool: it is discarded)."""

    def survives_with(self) -> int:
        """HP left instead of a Knock Out by attack damage at full HP (SURVIVE); 0: no such rule."""
        return 0

    def survive_left(self, game: Game, slot: Slot, owner: int) -> int:
        """HP left instead of a Knock Out by this attack's damage (SURVIVE), 0 for none: by default
        ``survives_with`` at full HP (Sturdy); a Power may ask more (Fortitude flips a coin)."""
        return self.survives_with() if slot.damage == 0 else 0

    def used_name(self) -> str:
        """The Ability name a "used this turn" mark is for (USED_BY_NAME)."""
        return ""

    def triggered(self) -> Node | None:
        """The effect this trigger runs when its event happens (ON_PLAYED, ON_EVOLVED...)."""
        return None

    def applies_to(self, game: Game, attacker: Slot) -> bool:
        """Whether a player's effect for this turn applies to this attacking Pokémon (TURN_AFTER_DAMAGE)."""
        return False

    def holds(self, game: Game, slot: Slot) -> bool:
        """Whether this "can't retreat" effect holds the Pokémon now (NO_RETREAT)."""
        return True

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        """An attack's base damage for this Pokémon (BASE_DAMAGE); by default ``base``."""
        return self.base(attack_name, damage)

    def guards(self, game: Game, uid: int) -> bool:
        """A Tool's rule: whether Energy card ``uid`` on its Pokémon is kept from the effect now
        running (ENERGY_GUARD)."""
        return False

    def leaves_with_active(self) -> bool:
        """A Tool's rule: it is discarded when its Pokémon goes to the Bench (Koga's Ninja Trick)."""
        return False

    def tax(self, trainer_name: str) -> int:
        """Cards to discard from the hand in order to play the Trainer ``trainer_name`` (TRAINER_TAX)."""
        return 0

    def copies_from(self, card: CardDef) -> bool:
        """Whether this Power gives its Pokémon the attacks of ``card`` in play (COPY_ALLY_ATTACKS)."""
        return False

    def on_energy_attached(self, game: Game, player: int, pos: int, slot: Slot, uid: int) -> None:
        """A Power's rule when Energy card ``uid`` is attached from the hand to its Pokémon
        (ENERGY_ATTACHED)."""

    def on_evolved(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        """A Stadium's rule when a Pokémon evolves (STADIUM_EVOLVED)."""

    def once_a_turn(self) -> bool:
        """A Stadium's rule (STADIUM_USE): whether each player may use it only once in their turn."""
        return True

    def after_damaged(self) -> Node | None:
        """What this Pokémon's Power does after an attack damaged it (ON_DAMAGED), run in the
        attacker's effect: "self" is the attacking Pokémon."""
        return None

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        """What a Stadium's rule does first when this Pokémon attacks (ON_ATTACK), or None."""
        return None

    def replaces(self, game: Game, uid: int, knocked_out: bool) -> bool:
        """Whether card ``uid``, about to go to the discard pile, goes elsewhere (WOULD_DISCARD)."""
        return False

    def zone(self) -> str:
        """The zone a replacement sends the card to instead of the discard pile."""
        return "discard"

    # TRANSFORM: a Power that makes its Pokémon be treated as another card (``card_in_play.transformed``)
    energy_every_type: ClassVar[bool] = False  # ... whose Energy then counts as every type (Ditto)
    holds_stage: ClassVar[bool] = False  # ... which can't devolve while it works (Brock's Ninetales)
    copies_defending: ClassVar[bool] = False  # ... which is the Defending Pokémon's card (Ditto)

    def treated_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        """TRANSFORM: the card its Pokémon ``slot`` (printed card ``own``) is treated as, while the
        Power works, or None."""
        return None

    def seen_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        """TRANSFORM: the card another Pokémon that copies ``slot`` copies (None: it can't be copied)."""
        return own

    def on_condition(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        """TRANSFORM: its Pokémon just became Asleep, Confused or Paralyzed."""

    def words(self, w: Words) -> str:
        return ""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        """Its text as a lasting effect on ``who`` ("Clefable", "the Defending Pokémon") for ``when``
        ("during your opponent's next turn"); by default its own words."""
        return self.words(w)


kernel.provide("modifier", Mod)
