"""XY cards of the Furious Fists theme decks (issue #15: Dark Hammer), hand-written in the XY words
and played by the XY rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import Choose, PlayTrainer
from tests.engine_helpers import attack, mon, new_game, side

FIGHTING, DARK, WATER, FIRE = "sm1-169", "sm1-170", "sm1-166", "sm1-165"


def _xy(me: dict, them: dict, **options):
    return new_game(me, them, rules="xy", **options)


def _dealt(events) -> list[int]:
    return [e.amount for e in events if e.kind == "damage" and e.player == 1]


def test_fighting_fury_adds_20_to_your_fighting_pokemons_attacks():
    for attacker, name, energy, dealt in (("xy3-56", "Flop", [FIGHTING], 30), ("xy3-66", "Corkscrew Punch",
                                                                                [DARK, DARK], 30)):
        game = _xy(side(mon(attacker, energy=energy), bench=[mon("xy3-46", "xy3-44", "xy3-45")]),
                   side(mon("xy3-52", "xy3-51")))  # Hariyama: no Weakness to either
        assert _dealt(attack(game, name)) == [dealt], attacker


def test_thick_fat_reduces_damage_from_fire_and_water_pokemon_by_30():
    for attacker, name, energy, dealt in (("xy2-19", "Fire Mane", [FIRE] * 2, 0), ("xy3-56", "Lunge",
                                                                                      [FIGHTING] * 2, 30)):
        game = _xy(side(mon(attacker, energy=energy)), side(mon("xy3-52", "xy3-51")))
        attack(game, name)
        assert game.players[1].active.damage == dealt, attacker


def test_aero_turn_returns_mienshao_and_its_cards_to_the_hand():
    game = _xy(side(mon("xy3-57", "xy3-56", energy=[FIGHTING]), bench=["xy3-59"]), side(mon("xy3-52", "xy3-51")))
    attack(game, "Aero Turn")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    me = game.players[0]
    assert sorted(game.cards[u].name for u in me.hand) == ["Fighting Energy", "Mienfoo", "Mienshao"]
    assert game.players[1].active.damage == 40


def test_bad_influence_evolution_needs_a_darkness_pokemon_on_the_bench():
    for bench, evolved in ((["xy3-66"], True), (["xy3-56"], False)):
        game = _xy(side(mon("xy3-59", energy=[WATER]), bench=bench, deck=["xy3-68", WATER]), side("Squirtle"))
        attack(game, "Bad-Influence Evolution")
        assert (game.cards[game.players[0].active.top].name == "Pangoro") == evolved, bench


def test_machine_gun_headbutt_and_clobber():
    game = _xy(side(mon("xy3-67", "xy3-66", energy=[DARK, DARK])), side(mon("xy3-52", "xy3-51")))
    events = attack(game, "Machine Gun Headbutt")
    heads = sum(e.amount == 1 for e in events if e.kind == "coin")
    assert game.players[1].active.damage == 50 * heads and game.players[0].active.rot != 0
    game = _xy(side(mon("xy3-68", "xy3-60", energy=[DARK, WATER]), hand=["xy1-120", WATER]),
               side(mon("xy3-52", "xy3-51")))
    attack(game, "Clobber")
    assert game.pending.options == (game.players[0].hand[0],)  # the Item card only
    game.apply(Choose(game.players[0].hand[0]))
    assert game.players[1].active.damage == 70


def test_korrina_takes_a_fighting_pokemon_and_an_item_card():
    game = _xy(side("Pikachu", hand=["xy3-95"], deck=["Squirtle", "xy3-56", "xy1-120", "xy3-95", WATER]),
               side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert sorted(game.cards[u].name for u in game.players[0].hand) == ["Max Revive", "Mienfoo"]


def test_xy_energy_switch_moves_a_basic_energy():
    game = _xy(side(mon("xy3-56", energy=[FIGHTING]), bench=["xy3-59"], hand=["xy3-89"]), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[-1]))
    assert not game.players[0].active.energy and len(game.players[0].bench[0].energy) == 1


GRASS, FAIRY = "sm1-164", "sm1-172"


def test_wafting_scent_discards_a_grass_energy_to_confuse_and_poison():
    from desktop.engine.actions import UsePower

    game = _xy(side(mon("xy3-3", "xy3-1", "xy3-2", energy=[GRASS, WATER])), side(mon("xy3-52", "xy3-51")))
    game.apply(UsePower(0, 0))
    them = game.players[1].active
    assert them.rot != 0 and them.poison > 0 and len(game.players[0].active.energy) == 1
    game = _xy(side(mon("xy3-3", "xy3-1", "xy3-2", energy=[WATER])), side(mon("xy3-52", "xy3-51")))
    assert UsePower(0, 0) not in game.legal_actions()


def test_magical_leaf_more_damage_and_healing_on_heads():
    from tests.engine_helpers import seed_for

    game = _xy(side(mon("xy3-7", "xy3-80", energy=[GRASS] * 3, damage=40)), side(mon("xy3-52", "xy3-51")),
               seed=seed_for(True))
    attack(game, "Magical Leaf")
    assert game.players[1].active.damage == 80 and game.players[0].active.damage == 10


def test_follow_me_switches_in_the_benched_pokemon_you_choose():
    game = _xy(side(mon("xy3-71", "xy3-70", energy=[FAIRY])), side("Squirtle", bench=["xy3-8", "xy3-81"]))
    attack(game, "Follow Me")
    game.apply(Choose(12))
    assert game.cards[game.players[1].active.top].name == "Slakoth"


def test_sylveon_curly_ribbon_and_echoed_voice():
    from desktop.engine.actions import END_TURN

    game = _xy(side(mon("xy3-72", "xy3-80", energy=[FAIRY])), side(mon("xy3-86", energy=[WATER]), bench=["xy3-8"]))
    attack(game, "Curly Ribbon")
    assert not game.players[1].active.energy and len(game.players[1].bench[0].energy) == 1
    game = _xy(side(mon("xy3-72", "xy3-80", energy=[FAIRY] * 3), deck=[WATER] * 5),
               side(mon("xy3-52", "xy3-51"), bench=["xy3-8"], deck=[WATER] * 5))
    attack(game, "Echoed Voice")
    game.apply(END_TURN)
    assert _dealt(attack(game, "Echoed Voice")) == [100]


def test_energy_evolution_evolves_eevee_into_the_type_of_the_energy_attached():
    from desktop.engine.actions import AttachEnergy

    game = _xy(side(mon("xy3-80"), hand=[FAIRY], deck=["xy3-7", "xy3-72", WATER]), side("Squirtle"))
    game.apply(AttachEnergy(game.players[0].hand[0], 0))
    game.apply(Choose("yes"))
    assert game.cards[game.players[0].active.top].name == "Sylveon"  # a Fairy Energy: Sylveon, not Leafeon
    game = _xy(side(mon("xy3-80", entered=3), hand=[GRASS], deck=["xy3-7", WATER]), side("Squirtle"))
    game.apply(AttachEnergy(game.players[0].hand[0], 0))  # put into play this turn: it can't evolve
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.cards[game.players[0].active.top].name == "Eevee"


def test_big_yawn_and_twister_throw():
    game = _xy(side(mon("xy3-81", energy=[WATER] * 2)), side("Squirtle"))
    events = attack(game, "Big Yawn")
    asleep_coins = [e for e in events if e.kind == "coin" and e.detail.startswith("Asleep")]
    assert len(asleep_coins) == 2, "both Active Pokémon were Asleep at the Checkup"
    for hand, dealt in (([WATER, WATER], 120), ([WATER], 60)):
        game = _xy(side(mon("xy3-86", energy=[WATER] * 3), hand=hand), side(mon("xy3-52", "xy3-51"), hand=[WATER] * 2))
        assert _dealt(attack(game, "Twister Throw")) == [dealt], hand


def test_accelgor_raid_after_evolving_and_afterimage_strike():
    from desktop.engine.actions import Evolve

    game = _xy(side(mon("xy3-8", energy=[WATER]), hand=["xy3-9"]), side(mon("xy3-52", "xy3-51")))
    game.apply(Evolve(game.players[0].hand[0], 0))
    assert _dealt(attack(game, "Raid")) == [60]
    prevented = set()
    for seed in range(8):
        game = _xy(side(mon("xy3-9", "xy3-8", energy=[GRASS, WATER]), deck=[WATER] * 5),
                   side(mon("xy3-52", "xy3-51", energy=[FIGHTING, WATER, WATER]), deck=[WATER] * 5), seed=seed)
        attack(game, "Afterimage Strike")
        events = attack(game, "Rocket Slap")
        heads = [e.amount == 1 for e in events if e.kind == "coin"]
        assert len(heads) == 1 and (game.players[0].active.damage == 0) == heads[0], seed
        prevented.add(heads[0])
    assert prevented == {True, False}


def test_battle_reporter_and_maintenance():
    game = _xy(side("Pikachu", hand=["xy3-88", WATER], deck=[WATER] * 8), side("Squirtle", hand=[WATER] * 5))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    assert len(game.players[0].hand) == 5
    game = _xy(side("Pikachu", hand=["xy3-96", WATER, FIRE], deck=[GRASS] * 3), side("Squirtle"))
    game.apply(PlayTrainer(game.players[0].hand[0], None))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1 and len(game.players[0].deck) == 4


SEISMITOAD, STOUTLAND = "xy3-20", "sm1-105"  # Seismitoad-EX (Quaking Punch, Grenade Hammer); Stoutland: 150 HP


def test_grenade_hammer_also_does_30_damage_to_2_of_your_own_benched_pokemon():
    bench = ["Pikachu", "Pikachu", "Pikachu"]
    game = _xy(side(mon(SEISMITOAD, energy=[WATER] * 3), bench=bench), side(mon(STOUTLAND)))
    attack(game, "Grenade Hammer")
    first = game.pending.options[0]
    game.apply(Choose(first))
    game.apply(Choose(game.pending.options[-1]))
    assert game.pending is None
    assert [s.damage for s in game.players[0].bench] == [30, 0, 30]  # the two chosen, no Weakness (Lightning)
    assert game.players[1].active.damage == 130 and not game.players[1].bench


def test_quaking_punch_stops_the_opponents_items_but_not_supporters_next_turn():
    letter, korrina = "xy1-123", "xy3-95"
    game = _xy(side(mon(SEISMITOAD, energy=[WATER, WATER])),
               side(mon(STOUTLAND), hand=[letter, korrina], deck=[WATER] * 4))
    attack(game, "Quaking Punch")
    assert game.current == 1 and game.players[1].active.damage == 30
    plays = {game.cards[a.card].name for a in game.legal_actions() if isinstance(a, PlayTrainer)}
    assert plays == {"Korrina"}


def test_the_full_art_seismitoad_ex_plays_the_attacks_written_for_the_regular_print():
    """A library set shares its own written texts with its reprints (xy3-106 has no entry of its own)."""
    game = _xy(side(mon("xy3-106", energy=[WATER] * 3), bench=["Pikachu"]), side(mon(STOUTLAND)))
    attack(game, "Grenade Hammer")
    assert game.players[0].bench[0].damage == 30 and game.players[1].active.damage == 130
