"""The phrases of rules text that differ by printed wording: the data ``wording.py`` resolves.

Each key maps wordings (classic, ex, bw, xy, sm, modern) to a text with ``{fields}`` the node
fills in; a wording not given takes its parent's (bw -> ex -> classic, sm -> xy -> modern), so
each phrase gives both roots; ``None``: that wording has no phrase of its own there (the node
words it its general way). Grouped by what the phrases are about.
"""

from __future__ import annotations

SWITCH_IN = "Switch in 1 of your opponent's Benched Pokémon to the Active Spot."  # today's gust

PHRASES: dict[str, dict[str, str | None]] = {
    # How the Pokémon being attacked is named.
    "defending": {"classic": "the Defending Pokémon", "modern": "your opponent's Active Pokémon"},
    # How a Pokémon in play names itself: by name to EX, "this Pokémon" from Black & White on.
    "self_in_play": {"classic": "{name}", "bw": "this Pokémon", "modern": "this Pokémon"},
    # How a Tool's attack names the Pokémon it is attached to.
    "tool_attacker": {"classic": "{name}", "modern": "this Pokémon"},

    # Healing.
    "heal": {"classic": "Remove up to {counters} from 1 of your Pokémon.",
             "modern": "Heal {amount} damage from 1 of your {kind}Pokémon."},
    "heal_active": {"classic": None, "modern": "Heal {amount} damage from your Active {kind}Pokémon."},
    "heal_with_energy": {"classic": None, "modern": "Heal {amount} damage from 1 of your {kind}Pokémon that has "
                                                    "any {energy} Energy attached to it."},
    "heal_and_cure": {  # Pokémon Center Lady
        "classic": None,
        "xy": "Heal {amount} damage and remove all Special Conditions from 1 of your Pokémon.",
        "modern": "Heal {amount} damage from 1 of your Pokémon, and it recovers from all Special Conditions."},
    # A Pokémon's immunity to Special Conditions (Thick Skinned; Salty Body).
    "no_conditions": {"classic": "{name} can't become Asleep, Confused, Paralyzed, {which}.",
                      "modern": "{Name} can't be affected by any Special Conditions."},
    # Trainers.
    "tool_in_play": {  # Neo's Pokémon Tools; today's Tools say only their rule
        "classic": "Attach {name} to 1 of your Pokémon that doesn't have a Pokémon Tool attached to it. {rule}",
        "modern": None},
    "stage_2_from_hand": {  # Pokémon Breeder, Rare Candy
        "classic": "Put a Stage 2 Evolution card from your hand on the matching Basic Pokémon. You can {only} when "
                   "you would be allowed to evolve that Pokémon anyway.",
        "modern": "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your hand that evolves from "
                  "that Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1. You can't "
                  "use this card during your first turn or on a Basic Pokémon that was put into play this turn."},
    "switch_own": {"classic": "Switch 1 of your own Benched Pokémon with your Active Pokémon.",
                   "modern": "Switch your Active Pokémon with 1 of your Benched Pokémon."},
    "gust": {"classic": "Choose 1 of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
             "xy": "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.",
             "modern": SWITCH_IN},
    "discard_their_energy": {"classic": "Choose 1 Energy card attached to 1 of your opponent's Pokémon and discard it.",
                             "xy": "Discard an Energy attached to 1 of your opponent's Pokémon.",
                             "modern": "Discard an Energy from 1 of your opponent's Pokémon."},

    # Special Conditions.
    "after_doing_damage": {"classic": " (after doing damage)", "modern": ""},  # a condition on the attacker
    "both_active_now": {"classic": None, "modern": "Both Active Pokémon are now {state}."},  # (no damage)
    "poison_counters": {  # a stronger Poison
        "classic": "It now takes {damage} Poison damage instead of 10 after each player's turn (even if it was "
                   "already Poisoned).",
        "ex": "Put {counters} damage counters instead of 1 on {defending} between turns.",
        "xy": "Put {counters} damage counters instead of 1 on that Pokémon between turns.",
        "modern": "During Pokémon Checkup, put {counters} damage counters on that Pokémon instead of 1."},
    "until_leaves_active": {"classic": None,  # Blaze Blitz
                            "modern": "{who} can't use {attack} again until it leaves the Active Spot."},
    "disable_attack": {
        "classic": "Choose 1 of {whose} attacks. That Pokémon can't use that attack during your opponent's next turn.",
        "xy": "Choose 1 of {whose} attacks. That Pokémon can't use that attack during your opponent's next turn.",
        "modern": "Choose 1 of {defending}'s attacks. During your opponent's next turn, that Pokémon can't use that "
                  "attack."},
    # Switching the Defending Pokémon.
    "they_switch": {"classic": None, "modern": None,  # your opponent chooses
                    "ex": "Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon.",
                    "xy": "Your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon."},
    "switch_out": {"classic": None, "modern": "Switch out your opponent's Active Pokémon to the Bench. (Your "
                                              "opponent chooses the new Active Pokémon.)"},
    "switch_out_first": {"classic": None,  # Goad 'n' Grab
                         "modern": "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the "
                                   "new Active Pokémon.) If you do, this attack does {amount} damage to the new Active "
                                   "Pokémon."},
    "switch_in": {"classic": None, "modern": SWITCH_IN},  # you choose
    "switch_in_first": {"classic": None,  # Drag Off
                        "xy": "Switch 1 of your opponent's Benched Pokémon with his or her Active Pokémon. This attack "
                              "does {amount} damage to the new Active Pokémon.",
                        "modern": SWITCH_IN + " This attack does {amount} damage to the new Active Pokémon."},
    "gust_then": {"classic": None, "modern": None,
                  "xy": "Switch 1 of your opponent's Benched Pokémon with {whose} Active Pokémon.{then}"},
    # Discarding the Defending Pokémon's Energy.
    "discard_typed_energy": {"classic": None, "modern": "Discard a {type} Energy from {defending}."},
    "discard_energy_attached": {"classic": None, "modern": None,  # an Energy card to EX, "an Energy" later
                                "ex": "Discard an Energy card attached to {whom}.",
                                "bw": "Discard an Energy attached to {whom}.",
                                "xy": "Discard an Energy attached to {whom}."},
    "discard_defending_energy": {"classic": None, "modern": "Discard {a} Energy {where} {defending}."},

    # Protection (mods.py).
    "prevent_all": {  # all effects of attacks, during the opponent's next turn
        "classic": "During your opponent's next turn, prevent all effects of attacks, including damage, done to "
                   "{name}.",
        "ex": "Prevent all effects of an attack, including damage, done to {name} during your opponent's next turn.",
        "bw": "Prevent all effects of attacks, including damage, done to {name} during your opponent's next turn.",
        "xy": "Prevent all effects of attacks, including damage, done to {name} during your opponent's next turn.",
        "modern": "During your opponent's next turn, prevent all damage from and effects of attacks done to {name}."},
    "prevent_damage": {
        "classic": "Prevent all damage done {by}to {name} during your opponent's next turn. (Any other effects of "
                   "attacks still happen.)",
        "xy": "Prevent all damage done to {name} by attacks during your opponent's next turn.",
        "modern": "During your opponent's next turn, prevent all damage done to {name} by attacks."},
    "prevent_at_most": {
        "classic": "During your opponent's next turn, whenever {at_most} or less damage is done to {name} (after "
                   "applying Weakness and Resistance), prevent that damage. (Any other effects of attacks still "
                   "happen.)",
        "modern": "During your opponent's next turn, prevent all damage done to {name} by attacks if that damage is "
                  "{at_most} or less."},
    "prevent_from_stage_first": {"classic": None, "modern": None,  # Sun & Moon's Quick Guard
                                 "xy": "Prevent all damage done to {name} by attacks from {stage} Pokémon during "
                                       "your opponent's next turn."},
    "reduce_damage": {
        "classic": "Damage done to that Pokémon by attacks is reduced by {amount} (after applying Weakness and "
                   "Resistance).",
        "modern": "{name} takes {amount} less damage from attacks (after applying Weakness and Resistance)."},
    "reduce_damage_lasting": {
        "classic": "All damage done {by}to {who} {when} is reduced by {amount} (after applying Weakness and "
                   "Resistance).",
        "ex": "{When}, any damage done to {who} by attacks is reduced by {amount} (after applying Weakness and "
              "Resistance).",
        "xy": "{When}, any damage done to {who} by attacks is reduced by {amount} (after applying Weakness and "
              "Resistance).",
        "modern": "{When}, {who} takes {amount} less damage from attacks (after applying Weakness and Resistance)."},
    "damage_attacker": {
        "classic": "Whenever your opponent's attack damages {name} (even if {name} is Knocked Out), this power does "
                   "{amount} damage to the attacking Pokémon. (Don't apply Weakness and Resistance.)",
        "modern": "If {name} is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if "
                  "{name} is Knocked Out), {put} {counters} on the Attacking Pokémon."},
    # Coin flips.
    "attack_coin": {  # Smokescreen, Sand-attack
        "classic": "If {defending} tries to attack during your opponent's next turn, your opponent flips a coin. If "
                   "tails, that attack does nothing.",
        "modern": "During your opponent's next turn, if the Defending Pokémon tries to use an attack, your opponent "
                  "flips a coin. If tails, that attack doesn't happen."},
    # Retreat and Trainers.
    "bench_retreat_aid": {
        "classic": "As long as {name} is Benched, pay {less} Colorless less to retreat your Active Pokémon.",
        "xy": "As long as {name} is on your Bench, your Active Pokémon's Retreat Cost is {colorless} less.",
        "modern": "As long as {name} is Benched, pay {less} Colorless less to retreat your Active Pokémon."},
    "no_retreat_lasting": {"classic": "{Who} can't retreat {when}.", "xy": "{Who} can't retreat {when}.",
                           "modern": "{When}, {who} can't retreat."},  # EX to Sun & Moon: the Pokémon first
    "no_trainer_kind": {
        "classic": "During your opponent's next turn, they can't play any {kind} cards from their hand.",
        "ex": "your opponent can't play any {kind} cards from their hand during their next turn.",
        "xy": "your opponent can't play any {kind} cards from their hand during their next turn.",
        "modern": "During your opponent's next turn, they can't play any {kind} cards from their hand."},
    "opponent_no_trainers": {"classic": None, "modern": None,  # Psyduck's Headache
                             "xy": "your opponent can't play any Trainer cards from their hand during their next "
                                   "turn."},

    # Damage (damage_nodes.py).
    "also": {"classic": " also", "xy": "", "modern": " also"},  # "This attack also does ..."; XY and SM print none
    "self_damage": {"classic": "{name} does {amount} damage to itself.", "xy": "{name} does {amount} damage to itself.",
                    "modern": "{name} also does {amount} damage to itself."},
    "energy_on_all": {"classic": None, "modern": "each {type}Energy attached to all of {whose} Pokémon"},
    "counters_on_own_bench": {"classic": None, "modern": "each damage counter on all of your Benched {kind}",
                              "xy": "each damage counter on each of your Benched {kind}",  # Full Retaliation
                              "sm": "each damage counter on all of your Benched {kind}"},
    "each_benched_both": {"classic": None, "modern": "each Benched Pokémon (both yours and your opponent's)"},
    "more_times_energy": {"classic": None, "modern": None,
                          "xy": "This attack does {per} more damage times the amount of {energy} attached to {on}."},
    "more_for_heads": {"classic": None, "modern": "{flips} This attack does {per} more damage for each heads."},
    "more_for_count": {"classic": None, "modern": "This attack does {per} more damage for {counted}."},
    "more_for_count_at_most": {"classic": None, "modern": "This attack does {per} more damage for {counted}. You "
                                                          "can't add more than {max} damage in this way."},
    "plus_for_heads": {"classic": "{flips} This attack does {damage} damage plus {per}{more} damage for each heads.",
                       "modern": None},
    "plus_more_damage": {"classic": "This attack does {damage} damage plus {amount} more damage.",
                         "modern": "This attack does {amount} more damage."},
    "less_for_count": {"classic": None, "modern": "This attack does {per} less damage for {counted}.",
                       "xy": "This attack does {damage} damage minus {per} damage for {counted}."},
    "bench_for_count": {"classic": None, "modern": "This attack{also} does {per} damage to each of your opponent's "
                                                   "Benched Pokémon for {counted}. {note}"},
    "bench_of_type": {"classic": "Does {amount} damage to each {type} Pokémon on your opponent's Bench. {note}",
                      "modern": None},
    "each_bench_both": {"classic": None, "modern": "This attack{also} does {amount} damage to each Benched Pokémon "
                                                   "(both yours and your opponent's). {note}"},
    "bench_whose": {"classic": None,
                    "modern": "This attack{also} does {amount} damage to each of {whose} Benched Pokémon. {note}"},
    "bench_where_each_bench": {"classic": None, "modern": None,
                               "ex": "each Benched Pokémon (both yours and your opponent's)"},
    "bench_where_own_bench": {"classic": None, "modern": None, "ex": "each of your Benched Pokémon"},
    "heal_self": {"classic": None, "modern": "Heal {amount} damage from {name}."},
    "heal_self_all": {"classic": None, "modern": "Heal all damage from {name}."},
    "discard_own_energy_cards": {"classic": "Discard {energy} attached to {name}.", "bw": None, "modern": None},
    "own_energy_where": {"classic": "from", "bw": "attached to", "xy": "attached to",
                         "modern": "from"},  # "Discard an Energy from this Pokémon" (and any Sun & Moon card)

    # Weakness, Resistance and effects on the Defending Pokémon (pipeline_nodes.py).
    "no_resistance": {"classic": "Don't apply Resistance for this attack. (Any other effects that would happen after "
                                 "applying Resistance still happen.)",
                      "modern": "This attack's damage isn't affected by Resistance."},
    "no_weakness_resistance": {"classic": "Don't apply Weakness and Resistance for this attack. (Any other effects "
                                          "that would happen after applying Weakness and Resistance still happen.)",
                               "modern": "This attack's damage isn't affected by Weakness or Resistance."},
    "not_affected_by_powers": {"classic": "This attack's damage isn't affected by Weakness, Resistance, Pokémon "
                                          "Powers, or any other effects on {defending}.",
                               "modern": None},
    "drain": {"classic": None, "modern": "Heal from {name} the same amount of damage you did to {defending}."},
    # A Power or Ability that heals (classic_power_nodes.py).
    "heal_power": {"classic": "remove {counters} from 1 of your Pokémon.",
                   "modern": "Heal {amount} damage from 1 of your {kind}Pokémon."},
    "heal_all_power": {"classic": "Remove all damage counters from 1 of your Pokémon.",
                       "modern": "Heal {amount} damage from 1 of your {kind}Pokémon."},

    "for_each_heads": {"classic": None, "modern": "{flips} This attack does {printed} damage for each heads."},
    "times_energy": {"classic": "Does {printed} damage times the number of {kind}Energy attached to {on}.",  # Hyper
                     "modern": None,  # Reverse; XY and Sun & Moon: "times the amount of Energy"
                     "xy": "This attack does {printed} damage times the amount of {kind}Energy attached to {on}."},
    "times_with_attack": {"classic": None, "modern": None,  # Round: "... your Pokémon that have the Round attack"
                          "xy": "This attack does {printed} damage times the number of your Pokémon that have the "
                                "{attack} attack."},
    "times_prizes": {"classic": "This attack does {printed} damage for {counted}.",
                     "xy": "This attack does {printed} damage times the number of Prize cards {taken}.",
                     "modern": "This attack does {printed} damage for {counted}."},
    "times_count": {"classic": "Does {printed} damage times the number of damage counters on {on}.",
                    "modern": "This attack does {printed} damage for {counted}."},
    # Damage done while a lasting effect holds (neo_nodes, opponent_card_nodes, modern_mods).
    "takes_more_lasting": {
        "classic": "Until the end of your next turn, if an attack damages {who} (after applying Weakness and "
                   "Resistance), that attack does {amount} more damage to {who}.",
        "modern": "{When}, {who} takes {amount} more damage from attacks (after applying Weakness and Resistance)."},
    "attacks_less_lasting": {
        "classic": "{When}, attacks used by {who} do {amount} less damage (before applying Weakness and Resistance).",
        "ex": "{When}, any damage done by attacks from {who} is reduced by {amount} (before applying Weakness and "
              "Resistance).",  # EX to Sun & Moon
        "xy": "{When}, any damage done by attacks from {who} is reduced by {amount} (before applying Weakness and "
              "Resistance).",
        "modern": "{When}, attacks used by {who} do {amount} less damage (before applying Weakness and Resistance)."},
    "tool_more_damage": {  # Muscle Band
        "classic": "Attacks used by the Pokémon this card is attached to do {amount} more damage to your opponent's "
                   "Active Pokémon (before applying Weakness and Resistance).",
        "xy": "The attacks of the Pokémon this card is attached to do {amount} more damage to your opponent's Active "
              "Pokémon (before applying Weakness and Resistance).",
        "modern": "Attacks used by the Pokémon this card is attached to do {amount} more damage to your opponent's "
                  "Active Pokémon (before applying Weakness and Resistance)."},
    "yours_do_more_lasting": {
        "classic": "{When}, attacks used by your {kind}Pokémon do {amount} more damage to {target} (before applying "
                   "Weakness and Resistance).",
        "xy": "{When}, your {kind}Pokémon's attacks do {amount} more damage to {target} (before applying Weakness and "
              "Resistance).",
        "modern": "{When}, attacks used by your {kind}Pokémon do {amount} more damage to {target} (before applying "
                  "Weakness and Resistance)."},
    # Damage to 1 of several Pokémon (spread_nodes.py).
    "spread_does": {"classic": "This attack{also} does", "ex": "Does", "bw": "This attack does",
                    "xy": "This attack does", "modern": "This attack{also} does"},
    # Cards and Tools.
    "discard_deck_top": {"classic": "Discard the top {count} cards from your deck.",  # Neo: "from"; later: "of"
                         "ex": "Discard the top {count} cards of your deck.",
                         "modern": "Discard the top {count} cards of your deck."},
    "discard_defending_tools": {
        "classic": "Before doing damage, discard all Pokémon Tools from {defending}.",
        "xy": "Before doing damage, discard all Pokémon Tool cards attached to {defending}.",
        "modern": "Before doing damage, discard all Pokémon Tools from {defending}."},
    # Switching both Active Pokémon.
    "switch_both_ability": {  # Metagross's Magnetic Warp
        "classic": "switch your Active Pokémon with 1 of your Benched Pokémon. If you do, switch out your opponent's "
                   "Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)",
        "xy": "switch your Active Pokémon with 1 of your Benched Pokémon. If you do, your opponent switches his or "
              "her Active Pokémon with 1 of his or her Benched Pokémon.",
        "modern": "switch your Active Pokémon with 1 of your Benched Pokémon. If you do, switch out your opponent's "
                  "Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)"},
    "each_player_switches": {  # Escape Rope
        "classic": "If your opponent has any Benched Pokémon, they choose 1 of them and switch it with their Active "
                   "Pokémon, then, if you have any Benched Pokémon, you switch 1 of them with your Active Pokémon."
                   "{after}",
        "xy": "Each player switches his or her Active Pokémon with 1 of his or her Benched Pokémon. (Your opponent "
              "switches first. If a player does not have a Benched Pokémon, he or she doesn't switch Pokémon.)",
        "sm": "Each player switches their Active Pokémon with 1 of their Benched Pokémon. Your opponent switches "
              "first. (If a player does not have a Benched Pokémon, that player doesn't switch Pokémon.)",
        "modern": "Each player switches their Active Pokémon with 1 of their Benched Pokémon. Your opponent switches "
                  "first. (If a player does not have a Benched Pokémon, that player doesn't switch Pokémon.)"},
    "gust_and_switch": {  # Guzma
        "classic": SWITCH_IN + " If you do, switch your Active Pokémon with 1 of your Benched Pokémon.",
        "xy": "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon. If you do, switch your Active "
              "Pokémon with 1 of your Benched Pokémon.",
        "modern": SWITCH_IN + " If you do, switch your Active Pokémon with 1 of your Benched Pokémon."},
    "bounce_defending": {"classic": None, "modern": None,  # an attack without damage (Sun & Moon)
                         "xy": "Put {defending} and all cards attached to it into your opponent's hand."},
    # Abilities, Tools and Trainers.
    "yours_do_more": {"classic": None, "modern": None,  # XY and Sun & Moon
                      "xy": "Your {kind}Pokémon's attacks do {amount} more damage to your opponent's Active Pokémon "
                            "{before_wr}.{alone}"},
    "active_guard": {  # XY's Pressure
        "classic": "As long as {name} is in the Active Spot, attacks used by your opponent's Active Pokémon do "
                   "{amount} less damage (before applying Weakness and Resistance).",
        "xy": "As long as {name} is your Active Pokémon, any damage done by attacks from your opponent's Active "
              "Pokémon is reduced by {amount} (before applying Weakness and Resistance).",
        "modern": "As long as {name} is in the Active Spot, attacks used by your opponent's Active Pokémon do "
                  "{amount} less damage (before applying Weakness and Resistance)."},
    "tool_when_damaged": {  # XY's Lucky Helmet
        "classic": "If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from "
                   "your opponent's Pokémon (even if this Pokémon is Knocked Out), {then}",
        "xy": "Whenever the Pokémon this card is attached to is your Active Pokémon and is damaged by an opponent's "
              "attack (even if that Pokémon is Knocked Out), {then}",
        "modern": "If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from "
                  "your opponent's Pokémon (even if this Pokémon is Knocked Out), {then}"},
    "exp_share": {"classic": None, "modern": None,  # Sun & Moon's Exp. Share
                  "xy": "When {whose} is Knocked Out by damage from an opponent's attack, you may move 1 basic Energy "
                        "card from that Pokémon to {to}."},
    "when_played_ability": {"classic": None, "modern": "Once during your turn, when you play this Pokémon from your "
                                                       "hand {when}, you may use this Ability. {then}"},
    "each_shuffles_hand_draws": {  # Ace Trainer
        "classic": "Each player shuffles their hand into their deck. Then, you draw {mine} cards, and your opponent "
                   "draws {theirs} cards.",
        "xy": "Each player shuffles his or her hand into his or her deck. Then, draw {mine} cards. Your opponent "
              "draws {theirs} cards.",
        "modern": "Each player shuffles their hand into their deck. Then, you draw {mine} cards, and your opponent "
                  "draws {theirs} cards."},
    "hand_card_to_deck_bottom": {
        "classic": "Your opponent reveals their hand. Choose a card you find there and put it on the bottom of their "
                   "deck.",
        "xy": "Your opponent reveals their hand. Choose a card you find there and put it on the bottom of your "
              "opponent's deck.",
        "modern": "Your opponent reveals their hand. Choose a card you find there and put it on the bottom of their "
                  "deck."},
    "reflip_coins": {  # Sabrina's ESP, with the print's slip "uses and attack" (the text match keeps it)
        "classic": "If that Pokémon uses and attack that involves flipping coins, {name} lets you re-flip those coins "
                   "once. If you do, re-flip all the coins.",
        "modern": "Once during your turn, after you flip any coins for an attack of the Pokémon this card is attached "
                  "to, you may ignore all effects of those coin flips and begin flipping those coins again. (You may "
                  "only use effects that let you flip coins again, including effects from other cards, once during "
                  "your turn.)"},
    # Coin flips.
    "both_of_two": {"classic": "both", "xy": "both of them", "modern": "both"},  # "If both (of them) are heads"
    "may_discard_all_for_more": {  # Spark Bolt
        "classic": "You may discard all {kind}Energy from {name} and have this attack do {amount} more damage.",
        "xy": "You may discard all {kind}Energy attached to {name}. If you do, this attack does {amount} more damage.",
        "modern": "You may discard all {kind}Energy from {name} and have this attack do {amount} more damage."},
    # Cards in hand and play (card_nodes, modern_nodes).
    "then_draw": {"classic": None, "modern": "Then, draw {cards}."},
    "discard_hand": {"classic": "Discard your hand,", "modern": "Discard your hand"},
    "discard_stadium": {"classic": "If there is a Stadium card in play, discard it.",  # Gym Challenge: Detonate
                        "ex": "Discard a Stadium in play.", "xy": "Discard any Stadium card in play.",
                        "modern": "Discard a Stadium in play."},
    "trainer_if_knocked_out_last_turn": {  # XY's Teammates
        "classic": "You can use this card only if any of your Pokémon were Knocked Out during your opponent's last "
                   "turn.",
        "xy": "You can play this card only if 1 of your Pokémon was Knocked Out during your opponent's last turn.",
        "modern": "You can use this card only if any of your Pokémon were Knocked Out during your opponent's last "
                  "turn."},
    "if_not_printed_damage": {"classic": "If {defending} {test}, {then} If not, this attack does {damage} damage.",
                              "ex": None, "modern": None},
    "heal_each": {"classic": "Remove {counters} from each of your Pokémon that has any damage counters on it.",
                  "modern": "Heal {amount} damage from each of your {kind}Pokémon."},
    # Powers and Abilities used once a turn, and Energy attached by them (classic_power_nodes, power_nodes).
    "once_use_this_ability_first": {"classic": None, "modern": None,  # XY and Sun & Moon (Poisonous Nest)
                                    "xy": "Once during your turn (before your attack), you may use this Ability. "
                                          "{then}"},
    "once_inline": {"classic": None, "modern": "Once during your turn, {where}you may {then}"},
    "once_use_this_ability": {"classic": None, "modern": "Once during your turn, you may use this Ability. {then}"},
    "attach_up_to_from_hand": {"classic": None, "modern": "Attach up to {up_to} Basic {type} Energy cards from your "
                                                          "hand to 1 of your {where}{whose}."},
    "attach_from_hand_often": {
        "classic": "As often as you like during your turn (before your attack), you may attach 1 {type} Energy card to "
                   "1 of your {type} Pokémon. (This doesn't use up your 1 Energy card attachment for the turn.)",
        "xy": "As often as you like during your turn (before your attack), you may attach a {type} Energy card from "
              "your hand to 1 of {whose}.",  # Magnetic Circuit
        "modern": "As often as you like during your turn, you may attach a Basic {type} Energy card from your hand to "
                  "1 of {whose}."},
    "attach_from_hand_once": {
        "classic": "As often as you like during your turn (before your attack), you may attach 1 {type} Energy card to "
                   "1 of your {type} Pokémon. (This doesn't use up your 1 Energy card attachment for the turn.)",
        "modern": "Attach a Basic {type} Energy card from your hand to 1 of {whose}."},  # Stone Arms
    "a_basic": {"classic": "a Basic", "xy": "a basic", "modern": "a Basic"},  # Energy Switch
    "move_energy_often": {"classic": None, "xy": None,  # Solar Transfer
                          "modern": "As often as you like during your turn, you may use this Ability. Move {kind} "
                                    "from 1 of your Pokémon to another of your Pokémon."},
}
