"""The sentence a classic Pokémon Power prints about Special Conditions, by the key a card's
definition names (``note``), and the rule each sentence gives (``layer.power_working``)."""

from __future__ import annotations

# How a classic Pokémon Power's text says it doesn't work while its Pokémon is Asleep, Confused or
# Paralyzed: the printings differ by set ("" is the default, "cant_be_used").
POWER_NOTES = {
    "cant_be_used": "This power can't be used if {name} is Asleep, Confused, or Paralyzed.",
    "you_cant": "You can't use this power if {name} is Asleep, Confused, or Paralyzed.",
    "already": "This power can't be used if {name} is already Asleep, Confused, or Paralyzed.",
    "stops_working": "This power stops working while {name} is Asleep, Confused, or Paralyzed.",
    "stops_working_when": "This power stops working when {name} is Asleep, Confused, or Paralyzed.",
    "when_attacked": "This power can't be used if {name} is Asleep, Confused, or Paralyzed when your opponent "
                     "attacks.",
    "when_knocked_out": "This power can't be used if {name} is Asleep, Confused, or Paralyzed when it is Knocked "
                        "Out.",
    # Legendary Collection (2002) words the rule with "Special Condition": Poisoned and Burned count too.
    "cant_be_used_while": "This power can't be used while {name} is Asleep, Confused, or Paralyzed.",
    "stops_working_if": "This power stops working if {name} is Asleep, Confused, or Paralyzed.",
    "stops_working_if_becomes": "This power stops working if {name} becomes Asleep, Confused, or Paralyzed.",
    "stops_already_when_attacked": "This power stops working if {name} is already Asleep, Confused, or Paralyzed "
                                   "when your opponent attacks.",
    "sc_cant_be_used": "This power can't be used if {name} is affected by a Special Condition.",
    "sc_the_power": "The power can't be used if {name} is affected by a Special Condition.",
    "sc_stops_working": "This power stops working while {name} is affected by a Special Condition.",
    "sc_when_attacked": "This power can't be used if {name} is already affected by a Special Condition when your "
                        "opponent attacks.",
    # A few Gym and Neo Powers work through the Special Conditions.
    "works_even_if": "This power works even if {name} is Asleep, Confused, or Paralyzed.",
    "can_be_used_even_if": "This power can be used even if {name} is Asleep, Confused, or Paralyzed.",
    "works_even_while": "This power works even while {name} is Asleep, Confused, or Paralyzed.",
    "works_as_worded": "",  # the Power's own words say when it works (Rebellion: "even if ... Confused")
    "even_if_confused": "This power can be used even if {name} is Confused.",  # Unown [P]'s [Perform]
    "none": "",
}
# How a classic Pokémon Power's note changes when it works (``layer.power_working``): the default
# stops it while Asleep, Confused or Paralyzed.
ANY_CONDITION, ALWAYS = "Pokémon Power (any Special Condition)", "Pokémon Power (always)"
EVEN_CONFUSED = "Pokémon Power (even Confused)"
NOTE_RULES = {"sc_cant_be_used": ANY_CONDITION, "sc_the_power": ANY_CONDITION, "sc_stops_working": ANY_CONDITION,
              "sc_when_attacked": ANY_CONDITION, "works_even_if": ALWAYS, "can_be_used_even_if": ALWAYS,
              "works_even_while": ALWAYS, "works_as_worded": ALWAYS, "even_if_confused": EVEN_CONFUSED}
