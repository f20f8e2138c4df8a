"""The last Pokémon Powers of Neo Revelation, played as printed: Legendary Body (Entei, Raikou, Suicune:
Trainer cards other than Stadiums don't affect the Active Pokémon nor its Energy, and its Trainer cards
attached are discarded) and Allergic Pollen (Parasect: attacks and Pokémon Powers don't affect the cards
in the discard piles)."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    do,
    hand_card,
    new_game,
    play,
    power,
    seed_for,
    side,
    zone_names,
)

from desktop.engine.actions import PlayTrainer, UseStadium
from desktop.engine.cards import default_db
from desktop.engine.text import power_text
from desktop.engine.text_match import fingerprint

BEASTS = ("neo3-17", "neo3-22", "neo3-27")  # Entei, Raikou, Suicune
FIRE2 = ["Fire Energy", "Fire Energy"]


def targets(g, name: str) -> list:
    """Where the Trainer ``name`` in the current player's hand may be played now."""
    uid = hand_card(g, name)
    return sorted((a.target for a in g.legal_actions() if isinstance(a, PlayTrainer) and a.card == uid),
                  key=lambda t: -1 if t is None else t)


def test_the_generated_texts_are_the_printed_ones():
    db = default_db()
    for card_id in (*BEASTS, "neo3-35"):
        card = db.get(card_id)
        power = card.powers[0]
        assert card.implemented and power.fingerprint
        assert fingerprint(power_text(card, power), card.name) == power.fingerprint
    entei = db.get("neo3-17")
    assert power_text(entei, entei.powers[0]).endswith("This power works even if Entei is Asleep, Confused, or "
                                                       "Paralyzed.")


# ---------------------------------------------------------------- Legendary Body
def test_the_opponents_trainers_cant_touch_the_active_beast_or_its_energy():
    for beast in BEASTS:
        g = new_game(side({"card": "Chansey", "energy": ["Water Energy"]},
                          hand=["Energy Removal", "Gust of Wind", "Super Energy Removal"]),
                     side({"card": beast, "energy": FIRE2}, bench=[{"card": "Pidgey", "energy": FIRE2}]))
        assert targets(g, "Energy Removal") == [11]  # the Benched Pidgey's Energy only
        assert targets(g, "Gust of Wind") == []  # it would move the Active beast
        assert "(Legendary Body)" in g.why_illegal(PlayTrainer(hand_card(g, "Gust of Wind"), 11))
        play(g, "Super Energy Removal", 0)  # your own Energy, then theirs: Pidgey is the only choice
        answer_all(g)
        them = g.players[1]
        assert len(them.active.energy) == 2 and them.bench[0].energy == []
        assert "Energy Removal" in [g.name_of(u) for u in g.players[0].hand]


def test_on_the_bench_the_beast_is_affected_and_can_be_gusted_in():
    g = new_game(side("Chansey", hand=["Energy Removal", "Gust of Wind"]),
                 side({"card": "Pidgey"}, bench=[{"card": "neo3-17", "energy": FIRE2}]))
    assert targets(g, "Energy Removal") == [11]
    play(g, "Energy Removal", 11)
    answer_all(g)
    assert len(g.players[1].bench[0].energy) == 1
    play(g, "Gust of Wind", 11)
    assert g.name_of(g.players[1].active.top) == "Entei"


def test_its_own_players_trainers_cant_touch_it_either():
    g = new_game(side({"card": "neo3-22", "damage": 30, "condition": "Asleep"},
                      bench=[{"card": "Pidgey", "damage": 20}],
                      hand=["Potion", "Switch", "PlusPower", "Defender", "Full Heal", "Scoop Up"]),
                 side("Chansey"))
    assert targets(g, "Potion") == [1]
    assert targets(g, "Switch") == []  # it would move the Active Raikou
    assert targets(g, "PlusPower") == []  # attached to your Active Pokémon only
    assert targets(g, "Defender") == [1]
    assert targets(g, "Full Heal") == []  # Asleep, but the Power works even so
    assert targets(g, "Scoop Up") == [1]
    play(g, "Potion", 1)
    assert g.players[0].active.damage == 30 and g.players[0].bench[0].damage == 0


def test_benched_it_is_healed_and_switched_like_any_pokemon():
    g = new_game(side("Pidgey", bench=[{"card": "neo3-27", "damage": 30}], hand=["Potion", "Switch"]), side("Chansey"))
    assert targets(g, "Potion") == [1]
    play(g, "Potion", 1)
    assert g.players[0].bench[0].damage == 10
    play(g, "Switch", 1)
    assert g.name_of(g.players[0].active.top) == "Suicune"


def test_toxic_gas_stops_legendary_body_and_an_asleep_muk_gives_it_back():
    for muk_asleep in (False, True):
        muk = {"card": "base3-13", "condition": "Asleep"} if muk_asleep else "base3-13"
        g = new_game(side(muk, hand=["Energy Removal"]), side({"card": "neo3-17", "energy": FIRE2}))
        assert targets(g, "Energy Removal") == ([] if muk_asleep else [10])


def test_stadium_cards_still_affect_it():
    for heads in (H, T):
        me = side({"card": "neo3-17", "damage": 30})
        g = new_game({**me, "stadium": "neo3-61"}, side("Chansey"), seed=seed_for(heads))  # Healing Field
        do(g, UseStadium())
        answer_all(g)
        assert g.players[0].active.damage == (10 if heads else 30)


def test_trainer_cards_attached_are_discarded_as_it_becomes_active():
    g = new_game(side("Chansey", bench=[{"card": "neo3-17", "tools": ["Defender", "Gold Berry"]}], hand=["Switch"]),
                 side("Pidgey"))
    assert len(g.players[0].bench[0].tools) == 2  # on the Bench they stay
    play(g, "Switch", 1)
    assert g.name_of(g.players[0].active.top) == "Entei" and g.players[0].active.tools == []
    assert {"Defender", "Gold Berry", "Switch"} <= set(zone_names(g, 0, "discard"))


def test_under_toxic_gas_its_trainer_cards_stay_until_the_gas_is_gone():
    g = new_game(side({**ready("neo3-17", "Mega Flame"), "tools": ["Defender"]}),
                 side({"card": "base3-13", "damage": 40}, bench=["Pidgey"]))
    assert len(g.players[0].active.tools) == 1  # Muk's Toxic Gas: the Power doesn't work
    attack(g, "Mega Flame")  # 50 damage Knocks Out Muk (70 HP): the gas is gone
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    assert g.players[0].active.tools == [] and "Defender" in zone_names(g, 0, "discard")


def test_pokemon_center_and_warp_point_leave_the_active_beast_alone():
    g = new_game(side({"card": "neo3-17", "damage": 30, "energy": FIRE2},
                      bench=[{"card": "Pidgey", "damage": 20, "energy": ["Fire Energy"]}], hand=["Pokémon Center"]),
                 side("Chansey"))
    play(g, "Pokémon Center")
    entei, pidgey = g.players[0].active, g.players[0].bench[0]
    assert entei.damage == 30 and len(entei.energy) == 2 and pidgey.damage == 0 and pidgey.energy == []
    g = new_game(side({"card": "neo3-17", "damage": 30}, hand=["Pokémon Center"]), side("Chansey"))
    assert targets(g, "Pokémon Center") == []  # nothing else it could heal
    g = new_game(side("Chansey", bench=["Pidgey"], hand=["Warp Point"]), side("neo3-22", bench=["Pidgey"]))
    play(g, "Warp Point")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Raikou"  # the opponent didn't switch
    assert g.name_of(g.players[0].active.top) == "Pidgey"  # you did
    g = new_game(side("Chansey", hand=["Warp Point"]), side("neo3-22", bench=["Pidgey"]))
    assert targets(g, "Warp Point") == []  # only the Active Raikou would switch


def test_thought_wave_machine_returns_none_of_its_energy():
    g = new_game(side("Chansey", hand=["Thought Wave Machine"]), side({"card": "neo3-27", "energy": FIRE2}),
                 seed=seed_for(H, H, T))
    play(g, "Thought Wave Machine")
    answer_all(g)
    assert len(g.players[1].active.energy) == 2 and g.current == 1  # the turn ended anyway


def test_counterattack_claws_puts_no_counters_on_the_attacking_beast():
    for attacker, hurt in (("neo3-17", 0), ("base1-7", 20)):  # Entei, then Hitmonchan
        name = "Mega Flame" if attacker == "neo3-17" else "Jab"
        g = new_game(side(ready(attacker, name)), side({"card": "Chansey", "tools": ["Counterattack Claws"]}),
                     seed=seed_for(H, H, H))
        attack(g, name)
        answer_all(g)
        assert g.players[0].active.damage == hurt
        assert "Counterattack Claws" in zone_names(g, 1, "discard")


def test_koga_doesnt_poison_the_defending_beast():
    for defender, poisoned in (("neo3-17", False), ("Chansey", True)):
        g = new_game(side(ready("gym2-80", "Peck"), hand=["gym2-19"]), side(defender))  # Koga's Pidgey, Koga
        play(g, "Koga")
        attack(g, "Peck")
        answer_all(g)
        defending = g.players[1].active  # Poisoned: 10 more damage at Pokémon Checkup
        assert bool(defending.poison) == poisoned and defending.damage == (20 if poisoned else 10)


# ---------------------------------------------------------------- Allergic Pollen
def _gastly(parasect: dict | str | None, muk: bool = False):
    bench = [parasect] if parasect else []
    return new_game(side(ready("base3-33", "Energy Conversion"), discard=["Psychic Energy", "Grass Energy"],
                         bench=(["base3-28"] if muk else [])),
                    side("Chansey", bench=bench))


def test_allergic_pollen_keeps_an_attack_from_the_discard_pile():
    g = _gastly({"card": "neo3-35", "under": ["Paras"]})
    hand = len(g.players[0].hand)
    attack(g, "Energy Conversion")
    assert g.pending is None and len(g.players[0].hand) == hand
    assert zone_names(g, 0, "discard") == ["Grass Energy", "Psychic Energy"]
    assert g.players[0].active.damage == 10  # the rest of the attack works


def test_an_asleep_parasect_or_toxic_gas_lets_the_attack_take_them():
    for g in (_gastly({"card": "neo3-35", "under": ["Paras"], "condition": "Asleep"}), _gastly(None),
              _gastly({"card": "neo3-35", "under": ["Paras"]}, muk=True)):
        attack(g, "Energy Conversion")
        answer_all(g)
        assert zone_names(g, 0, "discard") == []


def test_trainer_cards_still_take_from_the_discard_pile():
    g = new_game(side("Chansey", bench=[{"card": "neo3-35", "under": ["Paras"]}],
                      hand=["Energy Retrieval", "Water Energy"], discard=["Fire Energy", "Grass Energy"]),
                 side("Chansey"))
    play(g, "Energy Retrieval")
    answer_all(g)
    assert "Fire Energy" in zone_names(g, 0, "hand")


def test_riptide_counts_the_water_energy_but_leaves_them_there():
    for parasect, moved in (({"card": "neo3-35", "under": ["Paras"]}, False),
                            ({"card": "neo3-35", "under": ["Paras"], "condition": "Paralyzed"}, True)):
        g = new_game(side(ready("neo1-5", "Riptide"), discard=["Water Energy"] * 3, bench=[parasect]),
                     side("Chansey"))
        attack(g, "Riptide")
        answer_all(g)
        assert g.players[1].active.damage == 40
        assert zone_names(g, 0, "discard") == ([] if moved else ["Water Energy"] * 3)


def test_fire_recharge_attaches_nothing_from_the_discard_pile():
    for parasect, attached in ((True, 0), (False, 1)):
        bench = [{"card": "neo3-35", "under": ["Paras"]}] if parasect else []
        g = new_game(side({"card": "neo1-17", "under": ["Cyndaquil", "Quilava"]}, discard=["Fire Energy"]),
                     side("Chansey", bench=bench), seed=seed_for(H))
        power(g, 0)
        answer_all(g)
        assert len(g.players[0].active.energy) == attached


def test_rebirth_leaves_rockets_moltres_in_the_discard_pile():
    for parasect in (True, False):
        bench = [{"card": "neo3-35", "under": ["Paras"]}] if parasect else []
        g = new_game(side(ready("base1-7", "Jab"), bench=bench), side({"card": "gym1-12", "damage": 60},
                                                                      bench=["Pidgey"]))
        attack(g, "Jab")
        answer_all(g)
        assert ("Rocket's Moltres" in zone_names(g, 1, "discard")) == parasect
        assert ("Rocket's Moltres" in zone_names(g, 1, "hand")) != parasect


def test_promoted_after_a_knock_out_it_sheds_its_trainer_cards():
    g = new_game(side({"card": "Chansey", "damage": 110}, bench=[{"card": "neo3-22", "tools": ["Defender"]}]),
                 side(ready("base1-7", "Jab")), current=1)
    attack(g, "Jab")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Raikou" and g.players[0].active.tools == []
    assert "Defender" in zone_names(g, 0, "discard")
