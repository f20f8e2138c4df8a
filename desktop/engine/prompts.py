"""Prompts: decisions a player must make in the middle of the game.

A prompt offers a tuple of option values; the answer is ``Choose(value)``.
``text`` is for people; ``purpose``, ``options``, ``minimum``/``maximum``, ``source_uid`` and
``info`` say what is asked as data, for the computer players and the tutorial.
Multi-card selections are asked one pick at a time (with ``None`` meaning
"done" when the prompt is optional), which keeps every prompt small for the
UI, the AI and ``legal_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass

# What the options of a prompt refer to, so the UI knows how to ask.
POKEMON = "pokemon"  # positions relative to the prompted player (0..5, 10..15)
CARD = "card"  # card uids (in hand, deck, discard, attached...)
OPTION = "option"  # plain words, e.g. an Energy type or "first"/"second"
NUMBER = "number"
MANUAL = "manual"  # Table mode: a manual step (``table.py``); answered "done", or with an attack's damage


ZONES = ("hand", "deck", "discard")
# Every purpose a prompt may have, and what the answer is for: the computer players and the
# tutorial read these, never the English text. A prompt with another purpose is refused.
PURPOSES: dict[str, str] = {
    "go_first": "who goes first after winning the opening coin flip",
    "setup_active": "the Active Pokémon at setup",
    "setup_bench": "Benched Pokémon at setup",
    "extra_draws": "how many extra cards to draw after the opponent's mulligans",
    "new_active": "a Benched Pokémon to become the new Active Pokémon",
    "may": "whether to do what a card says you may do",
    "switch_in": "which of the opponent's Benched Pokémon is switched in",
    "switch_self": "which of your Benched Pokémon to switch with",
    "their_pokemon": "one of the opponent's Pokémon for an effect",
    "damage_target": "which Pokémon an attack damages",
    "heal_target": "which Pokémon to heal",
    "attach_energy": "the Pokémon an Energy card is attached to",
    "attach_to": "the Pokémon a card is attached to",
    "move_damage_from": "the Pokémon damage counters are moved from",
    "move_damage_to": "the Pokémon damage counters are moved to",
    "move_damage_count": "how many damage counters to move (Adrena-Brain: up to a number)",
    "counters_on_self": "how many damage counters the attacker puts on itself for damage (Undulating Slice)",
    "move_energy_from": "where an Energy is moved from",
    "move_energy_to": "where an Energy is moved to",
    "stadium_from_discard": "a Stadium card from the discard pile to put into play (Spatial Distortion)",
    "energy_to_convert": "a basic Energy card on one of your Pokémon to treat as another type (Energy Converter)",
    "energy_to_move": "which Energy card attached to one of your Pokémon is moved (Electromagnetic Power)",
    "discard_energy": "an Energy card to discard",
    "energy_to_lost": "an Energy card attached to one of your Pokémon to put in the Lost Zone",
    "discard_to_lost": "a card from the discard pile to put in the Lost Zone (none: stop)",
    "discard_energy_cost": "an Energy card to discard to pay for an attack or card",
    "discard_energy_count": "how many Energy cards to discard",
    "discard_retreat_cost": "Energy to discard to retreat",
    "discard_their_energy": "an Energy card of the opponent's to discard",
    "discard_their_tool": "a Pokémon Tool attached to the opponent's Pokémon to discard (or stop)",
    "their_hand_to_deck": "a card of the opponent's hand that they shuffle into their deck (Threaten)",
    "their_energy_to_deck": "a Special Energy card on one of the opponent's Pokémon that they shuffle into their deck",
    "their_attached_trainer": "a Trainer card attached to one of the opponent's Pokémon (Grab)",
    "move_their_energy": "an Energy card of the opponent's to move to another of their Pokémon (Energy Control)",
    "discard_to_bench": "a Pokémon from the discard pile onto the Bench",
    "discard_to_bench_energy": "an Energy card from the discard pile to attach to a Benched Pokémon",
    "deck_to_bench": "a Pokémon from the deck onto the Bench",
    "deck_to_attach": "an Energy card from the deck to attach",
    "discard_to_attach": "an Energy card from the discard pile to attach to a Pokémon",
    "hand_to_attach": "an Energy card from the hand to attach to a Pokémon (an attack's, as in Growth)",
    "discard_tool": "a Pokémon Tool attached to your Pokémon to discard",
    "pokemon_to_hand": "1 of your Pokémon in play to put into your hand",
    "pokemon_to_deck": "1 of your Benched Pokémon to shuffle into your deck (Homeward Chime)",
    "swap_in": "a Pokémon in the discard pile to switch with 1 in play, keeping all on it (Ogre's Mask)",
    "swap_out": "the Pokémon in play that a Pokémon from the discard pile replaces (Ogre's Mask)",
    "deck_to_evolve": "an Evolution card from the deck to evolve a chosen Pokémon with",
    "remove_condition": "which Special Condition to remove from your Active Pokémon",
    "knocked_out_energy": "an Energy card of a Knocked Out Pokémon to move to another Pokémon (or none)",
    "evolve_with": "an Evolution card from the hand to evolve with",
    "trade_give": "a card from the hand to trade away",
    "order_deck": "the order cards go back on top of the deck",
    "choose_deck": "whose deck to look at",
    "peek": "which hidden card to look at",
    "choose_type": "an Energy or Pokémon type",
    "energy_type": "the type an Energy card provides",
    "new_weakness": "a new Weakness type",
    "new_resistance": "a new Resistance type",
    "disable_attack": "one of the Defending Pokémon's attacks to disable",
    "copy_attack": "an attack to copy",
    "their_supporter": "a Supporter card of the opponent's revealed hand whose effect the attack uses (or none)",
    "attack_again": "which attack to use again after a Knock Out, or \"no\" (Festival Lead)",
    "devolve_stage": "how far to devolve a Pokémon",
    "hand_to_active": "a Basic Pokémon from the hand to become the Active Pokémon (Lt. Surge)",
    "choose_condition": "which Special Condition the Defending Pokémon gets (Magic Pollen)",
    "draw_up_to": "how many cards to draw, when a card says up to a number (Erika)",
    "random_count": "how many cards to pick at random, when a card says up to a number (The Rocket's Trap)",
    "their_hand_to_bench": "a Basic Pokémon from the opponent's hand to put onto their Bench (Erika's Perfume)",
    "evolve_target": "one of your Pokémon that may evolve now (Giovanni)",
    "move_their_damage_from": "one of the opponent's Pokémon to move a damage counter from (optional: stop)",
    "move_their_damage_to": "one of the opponent's Pokémon to move that damage counter to",
    "their_discard_to_bench": "a Basic Pokémon from the opponent's discard pile to put onto their Bench (Revival)",
    "keep_benched": "a Benched Pokémon to keep: the others are discarded (Weed Out)",
    "manual_step": "Table mode: the players did by hand what a card says, or what they agreed (answer: done)",
    "manual_attack": "Table mode: the damage of an attack done by hand, before Weakness and Resistance",
    "their_hand_discard": "a card of the opponent's revealed hand to discard (Eri)",
    "their_discard_trainer": "a Trainer card of the opponent's discard pile to use as if it were in your hand "
                             "(or none: Sabrina's Psychic Control)",
    "their_discard_to_deck": "a card of the opponent's discard pile to put on top of their deck (Pranks)",
    "name_pokemon": "a Pokémon in the hand to name to the opponent (Tyme)",
    "guess_hp": "the HP the opponent guesses for a named Pokémon, among that name's HP values (Tyme)",
    "their_energy_to_hand": "an Energy card attached to the opponent's Pokémon to put into their hand (Aqua Wash)",
    "played_onto": "the Pokémon an effect acts on, when its card was played onto none (an Ability's)",
    "choose_effect": "which of a card's effects to use (\"Choose 1:\")",
    "discard_any_tool": "a Pokémon Tool attached to any Pokémon in play (yours or the opponent's) to discard",
    "move_energy_card": "an Energy card attached to one of your Pokémon to move (or none: stop)",
    "hand_energy_to_attach": "an Energy card from the hand to attach",
    "discard_their_card": "an opponent's Pokémon Tool, Special Energy or a Stadium in play to discard",
    "protect_target": "one of your Pokémon to protect during the opponent's next turn",
    "devolve_target": "one of your evolved Pokémon to devolve",
    "discard_before_draw": "a card to discard from your hand before drawing (or none: stop)",
    "reveal_from_hand": "a card to reveal from your hand (or none: stop)",
    "accept_bargain": "whether each player takes a Prize card (yes) or the player who asks draws cards (no)",
    "face_down_card": "an Evolution card from the hand put face down for the opponent to guess (Pokémon Personality "
                      "Test)",
    "guess_card": "a guess about a face-down card: Light, Dark or neither (Pokémon Personality Test); Energy, "
                  "Trainer or Pokémon (Card-Flip Game)",
    "accept_challenge": "whether to accept a challenge (Challenge!): both fill their Benches, else the player draws",
    "hand_to_lost": "a card from the hand to put in the Lost Zone (what a card such as Lost Vacuum costs)",
    "to_lost_zone": "a Pokémon Tool in play or the Stadium to put in the Lost Zone (Lost Vacuum)",
    "bench_to_discard": "a Benched Pokémon to discard down to a smaller Bench (Collapsed Stadium)",
    "their_top_to_discard": "a card among the top of the opponent's deck to discard (Miss Fortune Sisters)",
    "pokemon_to_swap": "1 of your Pokémon in play whose card another card takes the place of (Thorton)",
    "prize_to_hand": "a Basic Pokémon to take from your Prize cards into your hand (Hisuian Heavy Ball)",
    "accept_prize_swap": "whether to let the opponent switch a Prize card with a card from their hand (Misty's Wish)",
    "quiz_card": "a card from the hand to put face down for the opponent to guess (Blaine's Quiz)",
    "quiz_guess": "the opponent's guess about the face-down card: its kind or its name (Blaine's Quiz)",
    "shapeshift_card": "an Evolution card from the hand that Brock's Ninetales is then treated as (Shapeshift)",
    "secret_plan_card": "a card from the hand to put face down onto the Bench (Lt. Surge's Secret Plan)",
    "quiz_length": "the opponent's guess of the length of the Pokémon named to them (Blaine's Quiz #1)",
    "quiz_attack": "which attack of the face-down card to name to the opponent (Blaine's Quiz #3)",
    "reflip_coins": "whether to ignore the coins an attack just flipped and flip them again (Trick Coin, Sabrina's "
                    "ESP); the prompt's info holds those results (1 heads, 0 tails)",
    "damage_to_do": "how much of an attack's damage to do to the Defending Pokémon, when a card lets the attacker "
                    "reduce it (Charity)",
    **{f"{a}_to_{b}": f"a card from the {a} to the {b}" for a in ZONES for b in ZONES if a != b},
}


@dataclass(frozen=True, slots=True)
class Prompt:
    player: int
    kind: str  # POKEMON | CARD | OPTION | NUMBER
    options: tuple
    text: str
    optional: bool = False  # if True, Choose(None) is allowed (stop / decline)
    source: str = ""  # card or rule that asks, for the UI ("Computer Search", "setup")
    zone: str = ""  # for CARD prompts: where the cards are ("hand", "deck", "discard", ...)
    purpose: str = ""  # what the answer is for, as data: "switch_in", "discard_energy_cost", "deck_to_hand"...
    source_uid: int = -1  # the card that asks (-1: the rules, e.g. set-up)
    minimum: int = 1  # picks this question belongs to: at least ``minimum`` ...
    maximum: int = 1  # ... and at most ``maximum`` (asked one pick at a time)
    info: tuple = ()  # what the decision is about, as data (the coin results a re-flip would discard)

    def __post_init__(self) -> None:
        if self.purpose not in PURPOSES:
            raise ValueError(f"a prompt's purpose must be one of PURPOSES, not {self.purpose!r}")

    def answers(self) -> tuple:
        return self.options + (None,) if self.optional else self.options
