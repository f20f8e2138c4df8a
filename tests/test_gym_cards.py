"""Gym Heroes and Gym Challenge (gym1, gym2): the Gym Leaders' Stadiums and Trainers, and the
attack texts their theme decks need, played as printed."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    do,
    end_turn,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    take_found,
    total,
)

from desktop.engine.actions import AttachEnergy, Choose, Evolve, PlayBasic
from desktop.engine.explain import explain_illegal
from desktop.engine.text import card_text


def _side(*args, stadium: str = "", **kw) -> dict:
    return {**side(*args, **kw), **({"stadium": stadium} if stadium else {})}


def test_a_classic_stadium_prints_how_long_it_stays():
    from desktop.engine.cards import default_db

    text = card_text(default_db().get("gym1-115"))
    assert text.startswith("This card stays in play when you play it. Discard this card if another Stadium")
    assert card_text(default_db().get("gym2-113")).startswith("This card stays in play after being played.")


def test_pewter_city_gym_ignores_resistance_for_brocks_pokemon_only():
    g = new_game(side(ready("gym1-72", "Sand Pit")), side("Pidgey"))  # Pidgey resists Fighting (-30)
    attack(g, "Sand Pit")
    assert slot(g, 1).damage == 0
    g = new_game(_side(ready("gym1-72", "Sand Pit"), stadium="gym1-115"), side("Pidgey"))
    attack(g, "Sand Pit")
    assert slot(g, 1).damage == 20


def test_cinnabar_city_gym_ignores_weakness_when_water_hits_blaines_pokemon():
    g = new_game(side(ready("base1-63", "Bubble")), side("gym2-60"))  # Blaine's Charmander: weak to Water
    attack(g, "Bubble")
    doubled = slot(g, 1).damage
    g = new_game(_side(ready("base1-63", "Bubble"), stadium="gym2-113"), side("gym2-60"))
    attack(g, "Bubble")
    assert slot(g, 1).damage * 2 == doubled


def test_cerulean_city_gym_lowers_the_retreat_cost_of_mistys_pokemon():
    g = new_game(side("gym1-53", bench=["Squirtle"]), side("Pidgey"))  # Misty's Poliwhirl: Retreat Cost 1+
    cost = g.retreat_cost(g.players[0].active)
    g = new_game(_side("gym1-53", bench=["Squirtle"], stadium="gym1-108"), side("Pidgey"))
    assert g.retreat_cost(g.players[0].active) == cost - 1
    g = new_game(_side("Squirtle", bench=["Pidgey"], stadium="gym1-108"), side("Pidgey"))
    assert g.retreat_cost(g.players[0].active) == 1  # not Misty's: unchanged


def test_vermilion_city_gym_lets_lt_surges_pokemon_gamble_when_attacking():
    for heads, damage, self_damage in ((H, 30, 0), (T, 20, 10)):
        g = new_game(_side(ready("gym1-84", "Spin Ball"), stadium="gym1-120"), side("Chansey"),
                     seed=seed_for(heads, True))  # the Gym's coin, then Spin Ball's (heads: 20)
        attack(g, "Spin Ball")
        assert g.pending is not None and g.pending.purpose == "may"
        choose(g, "yes")
        assert slot(g, 1).damage == damage and slot(g, 0).damage == self_damage
    g = new_game(_side(ready("gym1-84", "Spin Ball"), stadium="gym1-120"), side("Chansey"), seed=seed_for(True))
    attack(g, "Spin Ball")
    choose(g, "no")
    assert slot(g, 1).damage == 20 and slot(g, 0).damage == 0


def test_misty_adds_20_to_this_turns_attack_by_mistys_pokemon_after_weakness():
    hand = ["gym1-102", "Pidgey", "Rattata"]
    g = new_game(side(ready("gym1-90", "Swift"), hand=hand), side("Chansey"))
    n = total(g)
    play(g, "Misty")
    for _ in range(2):
        choose(g, g.pending.options[0])
    assert g.players[0].hand == [] and total(g) == n
    attack(g, "Swift")
    assert slot(g, 1).damage == 40
    g = new_game(side(ready("base1-63", "Bubble"), hand=hand), side("Chansey"))
    play(g, "Misty")
    for _ in range(2):
        choose(g, g.pending.options[0])
    attack(g, "Bubble")
    assert slot(g, 1).damage == 10  # not Misty's Pokémon


def test_lt_surge_puts_a_basic_from_the_hand_in_as_the_active_pokemon():
    g = new_game(side("Squirtle", hand=["gym1-101", "Pidgey"]), side("Chansey"))
    play(g, "Lt. Surge")
    assert g.name_of(g.players[0].active.top) == "Pidgey"
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Squirtle"]
    full = ["Rattata"] * 5
    g = new_game(side("Squirtle", bench=full, hand=["gym1-101", "Pidgey"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game(side("Squirtle", hand=["gym1-101", "Water Energy"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())  # no Basic Pokémon in hand


def test_secret_mission_shows_their_hand_then_trades_cards_for_as_many_draws():
    g = new_game(side("Squirtle", hand=["gym1-118", "Pidgey", "Rattata"]),
                 side("Chansey", hand=["Abra", "Onix"]))
    events = play(g, "Secret Mission")
    peeks = [e for e in events if e.kind == "peek"]
    assert sorted(g.name_of(e.card) for e in peeks) == ["Abra", "Onix"]
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert g.pending is None  # no card left to discard
    assert len(g.players[0].hand) == 2 and len(g.players[0].discard) == 3  # the 2 and Secret Mission


def test_crystal_beam_stops_energy_on_the_defending_pokemon_next_turn():
    g = new_game(side(ready("gym1-57", "Crystal Beam")), side("Chansey", bench=["Pidgey"],
                                                              hand=["Water Energy"]), seed=seed_for(H))
    attack(g, "Crystal Beam")
    assert g.current == 1
    energy = next(u for u in g.players[1].hand if g.name_of(u) == "Water Energy")
    assert AttachEnergy(energy, 0) not in g.legal_actions() and AttachEnergy(energy, 1) in g.legal_actions()
    assert "stops Energy" in explain_illegal(g, AttachEnergy(energy, 0))


def test_energy_charge_moves_lightning_energy_to_the_active_magneton():
    g = new_game(side({"card": "gym1-8", "energy": []}, bench=[{"card": "Pikachu", "energy": ["Lightning Energy"]}]),
                 side("Chansey"))
    power(g, 0)
    assert len(g.players[0].active.energy) == 1 and g.players[0].bench[0].energy == []
    g = new_game(side("Pikachu", bench=[{"card": "gym1-8", "energy": ["Lightning Energy"]}]), side("Chansey"))
    assert not any(a[0] == "power" for a in g.legal_actions())  # only while Active


def test_drill_tackle_needs_both_coins_heads():
    for flips, damage in (((H, H), 70), ((H, T), 0), ((T, T), 0)):
        g = new_game(side(ready("gym1-70", "Drill Tackle")), side("base1-2"), seed=seed_for(*flips))
        events = attack(g, "Drill Tackle")
        assert coins(events) == list(flips) and slot(g, 1).damage == damage


def test_call_for_friend_offers_only_brocks_basic_pokemon():
    g = new_game(side(ready("gym1-66", "Call for Friend"), deck=["gym1-72", "gym1-70", "Sandshrew"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Call for Friend")
    choose(g, "yes")
    assert {g.name_of(u) for u in g.pending.options} == {"Brock's Sandshrew", "Brock's Rhyhorn"}


def test_focus_energy_doubles_gnaw_next_turn():
    g = new_game(side(ready("gym1-82", "Gnaw")), side("Chansey"))
    attack(g, "Focus Energy")
    end_turn(g)
    attack(g, "Gnaw")
    assert slot(g, 1).damage == 40


def test_charge_attaches_lightning_energy_from_the_discard_pile():
    g = new_game(side(ready("gym1-81", "Charge"), discard=["Lightning Energy", "Water Energy"]), side("Chansey"))
    before = len(g.players[0].active.energy)
    attack(g, "Charge")
    assert len(g.players[0].active.energy) == before + 1
    assert [g.name_of(u) for u in g.players[0].discard] == ["Water Energy"]


def test_hypnotic_stare_paralyzes_on_heads_and_puts_asleep_on_tails():
    from desktop.engine.state import ROTATION_NAMES

    for flips, condition in (((H,), "Paralyzed"), ((T, T), "Asleep")):  # tails again: stays Asleep at the Checkup
        g = new_game(side(ready("gym1-87", "Hypnotic Stare")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Hypnotic Stare")
        assert ROTATION_NAMES[slot(g, 1).rot] == condition


def test_the_lt_surge_theme_deck_is_playable():
    from desktop.engine.cards import default_db

    assert "Lt. Surge" in default_db().theme_decks()


def test_celadon_city_gym_is_used_from_the_table_to_cure_erikas_pokemon():
    from desktop.engine.actions import UseStadium

    g = new_game(_side({"card": "gym1-49", "condition": "Asleep", "energy": ["Grass Energy", "Grass Energy"]},
                       stadium="gym1-107"), side("Chansey"))
    assert UseStadium() in g.legal_actions()
    events = do(g, UseStadium())
    assert any(e.kind == "power" and e.detail == "Celadon City Gym" for e in events)
    assert g.pending is None  # one Pokémon, one kind of Energy: nothing to ask
    active = g.players[0].active
    assert active.rot == 0 and len(active.energy) == 1
    g = new_game(_side("Bulbasaur", stadium="gym1-107"), side("Chansey"))
    assert UseStadium() not in g.legal_actions()  # no Pokémon with Erika in its name
    assert "would have no effect" in explain_illegal(g, UseStadium())


def test_fuchsia_city_gym_once_a_turn_for_either_player():
    from desktop.engine.actions import UseStadium

    g = new_game(_side("gym2-77", bench=["gym2-78"], stadium="gym2-114"), side("gym2-79"), seed=seed_for(H))
    n = total(g)
    do(g, UseStadium())
    choose(g, 1)  # the Benched Koga's Grimer
    assert len(g.players[0].bench) == 0 and total(g) == n
    assert UseStadium() not in g.legal_actions()
    assert "already used" in explain_illegal(g, UseStadium())
    end_turn(g)
    assert UseStadium() in g.legal_actions()  # the other player's turn: theirs to use


def test_saffron_city_gym_returns_basic_energy_as_often_as_you_like():
    from desktop.engine.actions import UseStadium

    g = new_game(_side({"card": "gym2-93", "energy": ["Psychic Energy", "Psychic Energy"]}, stadium="gym2-122"),
                 side("Chansey"))
    for _ in range(2):
        do(g, UseStadium())
    assert len(g.players[0].active.energy) == 0 and len(g.players[0].hand) == 2
    assert UseStadium() not in g.legal_actions()


def test_koga_poisons_the_defending_pokemon_after_a_kogas_pokemon_damages_it():
    g = new_game(side(ready("gym2-79", "Smelly Gas"), hand=["gym2-106"]), side("Chansey"), seed=seed_for(T))
    play(g, "Koga")
    attack(g, "Smelly Gas")
    assert slot(g, 1).poison == 10
    g = new_game(side(ready("base1-63", "Bubble"), hand=["gym2-106"]), side("Chansey"), seed=seed_for(T))
    play(g, "Koga")
    attack(g, "Bubble")
    assert slot(g, 1).poison == 0  # not Koga's Pokémon


def test_emerge_evolves_kakuna_from_the_deck_on_heads():
    g = new_game(side("gym2-47", deck=["gym2-9", "Pidgey"]), side("Chansey"), seed=seed_for(H))
    power(g, 0)
    assert g.name_of(g.players[0].active.top) == "Koga's Beedrill" and len(g.players[0].deck) == 1
    g = new_game(side("gym2-47", deck=["gym2-9", "Pidgey"]), side("Chansey"), seed=seed_for(T))
    power(g, 0)
    assert g.name_of(g.players[0].active.top) == "Koga's Kakuna"
    assert not any(a[0] == "power" for a in g.legal_actions())  # once during your turn


def test_obscuring_gas_shuffles_the_attacker_away_after_damage():
    g = new_game(side(ready("gym2-48", "Obscuring Gas"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    n = total(g)
    attack(g, "Obscuring Gas")
    assert slot(g, 1).damage == 30 and total(g) == n
    assert g.name_of(g.players[0].active.top) == "Pidgey"  # the only Benched Pokémon moves up
    assert "Koga's Koffing" in [g.name_of(u) for u in g.players[0].deck]


def test_hyper_needle_is_used_up_even_on_tails():
    g = new_game(side(ready("gym2-9", "Hyper Needle")), side("Chansey"), seed=seed_for(T))
    attack(g, "Hyper Needle")
    assert slot(g, 1).damage == 0
    end_turn(g)
    assert "Hyper Needle" not in [g.card_of(g.players[0].active).attacks[a[1]].name
                                   for a in g.legal_actions() if a[0] == "attack"]


def test_spontaneous_explosion_heads_adds_damage_and_hurts_itself():
    for heads, damage, self_damage in ((H, 40, 30), (T, 10, 0)):
        g = new_game(side(ready("gym2-50", "Spontaneous Explosion")), side("Chansey"), seed=seed_for(heads))
        attack(g, "Spontaneous Explosion")
        assert (slot(g, 1).damage, slot(g, 0).damage) == (damage, self_damage)


def test_sludge_grip_switches_in_a_benched_pokemon_and_poisons_it():
    g = new_game(side(ready("gym2-78", "Sludge Grip")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Sludge Grip")
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.players[1].active.poison == 10
    assert g.players[1].bench[0].poison == 0


def test_giovanni_lets_his_pokemon_evolve_the_turn_it_came_into_play():
    g = new_game(side("Pidgey", hand=["gym2-72", "gym2-42", "gym2-104"]), side("Chansey"))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Giovanni's Machop")))
    machoke = next(u for u in g.players[0].hand if g.name_of(u) == "Giovanni's Machoke")
    assert Evolve(machoke, 1) not in g.legal_actions()  # just played
    play(g, "Giovanni")
    assert Evolve(machoke, 1) in g.legal_actions()
    do(g, Evolve(machoke, 1))
    assert g.name_of(g.players[0].bench[0].top) == "Giovanni's Machoke"


def test_viridian_city_gym_heals_giovannis_pokemon_as_they_evolve():
    g = new_game(_side("Pidgey", bench=[{"card": "gym2-72", "damage": 30}], hand=["gym2-42"], stadium="gym2-123"),
                 side("Chansey"))
    do(g, Evolve(g.players[0].hand[0], 1))
    assert g.players[0].bench[0].damage == 10


def test_risky_attack_tails_does_no_damage_and_hurts_itself():
    for heads, damage, self_damage in ((H, 60, 0), (T, 0, 100)):
        g = new_game(side(ready("gym2-42", "Risky Attack")), side("base1-2"), seed=seed_for(heads))
        attack(g, "Risky Attack")
        assert slot(g, 1).damage == damage
        assert (slot(g, 0) is None) if self_damage else slot(g, 0).damage == 0  # 100 Knocks Out Machoke (80 HP)


def test_false_charity_discards_a_trainer_and_gives_them_anything_else():
    g = new_game(side(ready("gym2-43", "False Charity")), side("Chansey", deck=["Pidgey", "gym2-104"]),
                 seed=seed_for(H))
    attack(g, "False Charity")
    assert [g.name_of(u) for u in g.players[1].discard] == ["Giovanni"]
    g = new_game(side(ready("gym2-43", "False Charity")), side("Chansey", deck=["gym2-104", "Pidgey"]),
                 seed=seed_for(H))
    hand = len(g.players[1].hand)
    attack(g, "False Charity")
    assert "Pidgey" in [g.name_of(u) for u in g.players[1].hand] and len(g.players[1].hand) >= hand + 1


def test_rend_does_more_to_a_damaged_defending_pokemon():
    for damage, expected in ((0, 20), (10, 40)):
        g = new_game(side(ready("gym2-45", "Rend")), side({"card": "Chansey", "damage": damage}))
        attack(g, "Rend")
        assert slot(g, 1).damage == damage + expected


def test_retaliation_needs_two_damage_counters():
    g = new_game(side({**ready("gym2-76", "Retaliation"), "damage": 10}), side("Chansey"))
    assert "Retaliation" not in [a.name for i, a in enumerate(g.card_of(g.players[0].active).attacks)
                                 if ("attack", i) in [tuple(x) for x in g.legal_actions()]]
    g = new_game(side({**ready("gym2-76", "Retaliation"), "damage": 20}), side("Chansey"))
    attack(g, "Retaliation")
    assert slot(g, 1).damage == 30


def test_warp_point_switches_both_active_pokemon():
    g = new_game(side("Pidgey", bench=["Rattata", "Onix"], hand=["gym2-126"]), side("Chansey", bench=["Abra", "Onix"]))
    play(g, "Warp Point")
    assert g.pending.player == 1  # they choose their own
    choose(g, 1)
    assert g.pending.player == 0
    choose(g, 2)
    assert g.name_of(g.players[1].active.top) == "Abra" and g.name_of(g.players[0].active.top) == "Onix"


def test_call_the_boss_finds_giovanni_when_persian_is_played():
    g = new_game(side("gym2-43", hand=["gym2-8"], deck=["gym2-104", "Pidgey"]), side("Chansey"))
    do(g, Evolve(g.players[0].hand[0], 0))
    choose(g, "yes")
    take_found(g)
    assert "Giovanni" in [g.name_of(u) for u in g.players[0].hand]


def test_blaine_attaches_two_fire_energy_instead_of_the_turns_one():
    g = new_game(side("gym2-64", hand=["gym2-100", "Fire Energy", "Fire Energy", "Fire Energy"]), side("Chansey"))
    play(g, "Blaine")
    if g.pending is not None:
        choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(g.players[0].active.energy) == 2 and g.energy_played
    assert not any(a[0] in ("attach", "play") for a in g.legal_actions())  # the turn's attachment is used


def test_blaines_gamble_draws_twice_the_discarded_on_heads():
    hand = ["gym1-121", "Pidgey", "Rattata", "Onix"]
    for heads, drawn in ((H, 4), (T, 0)):
        g = new_game(side("Chansey", hand=hand), side("Chansey"), seed=seed_for(heads))
        play(g, "Blaine's Gamble")
        choose(g, g.pending.options[0])
        choose(g, g.pending.options[0])
        do(g, Choose(None))
        assert len(g.players[0].hand) == 1 + drawn


def test_fervor_keeps_fire_energy_from_the_top_three_and_discards_the_rest():
    g = new_game(side("Chansey", hand=["gym2-124"], deck=["Pidgey", "Fire Energy", "Water Energy", "Fire Energy"]),
                 side("Chansey"))
    play(g, "Fervor")
    assert sorted(g.name_of(u) for u in g.players[0].hand) == ["Fire Energy", "Fire Energy"]  # the top 3
    assert sorted(g.name_of(u) for u in g.players[0].discard) == ["Fervor", "Water Energy"]
    assert [g.name_of(u) for u in g.players[0].deck] == ["Pidgey"]


def test_bonfire_discards_fire_per_heads_and_hits_every_opposing_pokemon():
    g = new_game(side(ready("gym2-31", "Bonfire")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H, H, T))
    attack(g, "Bonfire")
    assert len(g.players[0].active.energy) == 1
    assert slot(g, 1).damage == 20 and g.players[1].bench[0].damage == 20
    g = new_game(side(ready("gym2-31", "Bonfire")), side("Chansey"), seed=seed_for(H, H, H))
    attack(g, "Bonfire")
    assert g.players[0].active.energy == [] and slot(g, 1).damage == 30


def test_stamp_heads_hits_the_bench_too():
    for heads, active, bench in ((H, 40, 10), (T, 30, 0)):
        g = new_game(side(ready("gym2-33", "Stamp")), side("Chansey", bench=["Pidgey"]), seed=seed_for(heads))
        attack(g, "Stamp")
        assert (slot(g, 1).damage, g.players[1].bench[0].damage) == (active, bench)


def test_fire_tail_slap_needs_fire_energy_and_may_lose_it():
    g = new_game(side(ready("gym2-60", "Fire Tail Slap")), side("Chansey"), seed=seed_for(T))
    attack(g, "Fire Tail Slap")
    assert g.players[0].active.energy == [] and slot(g, 1).damage == 20
    g = new_game(side({"card": "gym2-60", "energy": ["Water Energy"]}), side("Chansey"))
    assert not any(a[0] == "attack" for a in g.legal_actions())


def test_call_will_o_the_wisp_returns_fire_energy_per_heads():
    g = new_game(side(ready("gym2-66", "Call Will-o'-the-wisp"), discard=["Fire Energy", "Fire Energy"]),
                 side("Chansey"), seed=seed_for(H, H, H))
    attack(g, "Call Will-o'-the-wisp")
    assert [g.name_of(u) for u in g.players[0].hand] == ["Fire Energy", "Fire Energy"]


def test_stoke_and_hind_kick():
    g = new_game(side(ready("gym2-62", "Stoke"), deck=["Fire Energy", "Pidgey"]), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Stoke")
    choose(g, g.pending.options[0])
    assert len(g.players[0].active.energy) == energy + 1
    g = new_game(side(ready("gym2-64", "Hind Kick"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    attack(g, "Hind Kick")
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_flee_switches_misty_s_tentacruel_out_after_damage_and_spares_it_the_rest():
    g = new_game(side(ready("gym1-72", "Sand Pit")), side("gym1-10", bench=["Pidgey"]))
    attack(g, "Sand Pit")
    assert g.pending is not None and g.pending.player == 1 and g.pending.optional
    choose(g, 1)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    tentacruel = g.players[1].bench[0]
    assert tentacruel.damage == 20 and not tentacruel.effects  # no "can't retreat" on it
    g = new_game(side(ready("gym1-72", "Sand Pit")), side("gym1-10", bench=["Pidgey"]))
    attack(g, "Sand Pit")
    do(g, Choose(None))  # stays: Sand Pit's effect applies
    assert g.players[1].active.has_effect("no_retreat")


def test_the_misty_theme_deck_is_playable():
    from desktop.engine.cards import default_db

    assert "Misty" in default_db().theme_decks()
