"""An attack that returns, during the opponent's next turn, as much damage as its Pokémon takes
(Team Rocket's Dark Wartortle: Mirror Shell "attacks the Defending Pokémon for an equal amount of damage")."""

from classic_card_helpers import ready
from engine_helpers import attack, end_turn, new_game, side, slot

WARTORTLE = "base5-46"


def test_mirror_shell_returns_the_damage_taken_during_the_opponents_next_turn():
    g = new_game(side(ready(WARTORTLE, "Mirror Shell")), side(ready("base1-20", "Thundershock")))
    attack(g, "Mirror Shell")
    assert g.current == 1
    taken = slot(g, 0).damage
    attack(g, "Thundershock")  # Electabuzz: 10, doubled by Dark Wartortle's Lightning Weakness
    assert slot(g, 0).damage - taken == 20
    assert slot(g, 1).damage == 20  # the same amount back


def test_mirror_shell_ends_after_the_opponents_next_turn():
    g = new_game(side(ready(WARTORTLE, "Mirror Shell")), side(ready("base1-20", "Thundershock")))
    attack(g, "Mirror Shell")
    end_turn(g)  # the opponent doesn't attack
    end_turn(g)  # our turn: nothing
    attack(g, "Thundershock")
    assert slot(g, 1).damage == 0
