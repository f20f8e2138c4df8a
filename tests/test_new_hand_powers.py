"""Powers that let each player shuffle their hand into their deck for a new one, the opponent first
(Unown [E]'s [Engage]: "When you play Unown [E] from your hand, your opponent may shuffle ... and
then draw 4 cards. Either way, you may shuffle your hand into your deck and draw 4 cards")."""

from tests.engine_helpers import bench, choose, new_game, side, zone_names

ENGAGE = "neo2-67"


def _game():
    return new_game(side("Pidgey", hand=[ENGAGE, "Pidgey", "Pidgey"], deck=["Grass Energy"] * 10),
                    side("Chansey", hand=["Pidgey"] * 6, deck=["Fire Energy"] * 10))


def test_engage_lets_the_opponent_then_the_player_take_a_new_hand_of_4():
    g = _game()
    bench(g, "Unown [E]")
    assert g.to_move == 1  # the opponent answers first
    choose(g, "yes")
    assert len(g.players[1].hand) == 4 and len(g.players[1].deck) == 12
    assert g.to_move == 0
    choose(g, "yes")
    assert len(g.players[0].hand) == 4 and len(g.players[0].deck) == 8  # 2 Pidgey shuffled in, 4 drawn
    assert g.pending is None


def test_engage_either_way_the_player_chooses_for_themself():
    g = _game()
    bench(g, "Unown [E]")
    choose(g, "no")
    assert zone_names(g, 1, "hand") == ["Pidgey"] * 6  # the opponent kept their hand
    choose(g, "yes")
    assert len(g.players[0].hand) == 4
    g = _game()
    bench(g, "Unown [E]")
    choose(g, "yes")
    choose(g, "no")
    assert zone_names(g, 0, "hand") == ["Pidgey", "Pidgey"] and len(g.players[1].hand) == 4


def test_engage_works_only_when_played_from_the_hand():
    g = new_game(side("Pidgey", bench=[ENGAGE], hand=["Pidgey"]), side("Chansey", hand=["Pidgey"] * 6))
    bench(g, "Pidgey")  # another Basic Pokémon: no prompt
    assert g.pending is None and len(g.players[1].hand) == 6
