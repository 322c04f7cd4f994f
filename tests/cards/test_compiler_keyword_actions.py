"""Keyword actions whose ops existed but no sentence read: proliferate (701.27a) wherever an
effect may stand and "[instruction], then proliferate.", detain (701.29a), goad (701.38a),
bolster (701.33a) and amass (701.44a) — compiled definitions checked by hand against the
oracle text, then played (compiler/keyword_actions.py; the ops of effects/counters.py,
effects/creatures.py, effects/counter_placement.py, effects/casting_grants.py)."""

from __future__ import annotations

import pytest

from casualmagic.engine.combat import goaded_by
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN: dict[str, dict] = {
    # "Put a -1/-1 counter on target creature, then proliferate."
    "Grim Affliction": {"spell": [{"do": "add_counters", "what": 0, "kind": "-1/-1", "amount": 1},
                                  {"do": "proliferate"}],
                        "targets": ["creature"]},
    # "Proliferate. / Draw a card."
    "Steady Progress": {"spell": [{"do": "proliferate"}, {"do": "draw", "amount": 1}]},
    # "Flying / Whenever this creature deals combat damage to a player, proliferate."
    "Thrummingbird": {"keywords": ["Flying"],
                      "triggers": [{"when": "deals_combat_damage_to_player",
                                    "effects": [{"do": "proliferate"}],
                                    "text": "Whenever this creature deals combat damage to a "
                                            "player, proliferate."}]},
    # "When this artifact enters, put a -1/-1 counter on target creature. / {4}, {T}:
    # Proliferate."
    "Contagion Clasp": {
        "triggers": [{"when": "enters", "effects": [{"do": "add_counters", "what": 0,
                                                      "kind": "-1/-1", "amount": 1}],
                      "targets": ["creature"],
                      "text": "When this artifact enters, put a -1/-1 counter on target "
                              "creature."}],
        "abilities": [{"cost": "{4}, {T}", "effects": [{"do": "proliferate"}],
                       "text": "{4}, {T}: Proliferate."}]},
    # "When this creature enters, amass Zombies 1."
    "Lazotep Reaver": {"triggers": [{"when": "enters", "effects": [
        {"do": "amass", "subtype": "Zombie", "amount": 1}],
        "text": "When this creature enters, amass Zombies 1."}]},
    # "Bolster 4."
    "Dromoka's Gift": {"spell": [{"do": "bolster", "amount": 4}]},
    # "Detain up to two target creatures your opponents control."
    "Lyev Decree": {"spell": [{"do": "detain", "what": 0}],
                    "targets": [{"filter": "creature your opponents control", "count": 2,
                                 "up_to": True}]},
    # "Flying / When this creature enters, tap target creature an opponent controls. Goad it."
    "Oceanus Dragon": {"keywords": ["Flying"], "triggers": [{
        "when": "enters", "effects": [{"do": "tap", "what": 0}, {"do": "goad", "what": 0}],
        "targets": ["creature an opponent controls"],
        "text": "When this creature enters, tap target creature an opponent controls. "
                "Goad it."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_701_27_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_701_27a_grim_affliction_puts_a_counter_then_proliferates_the_chosen_ones() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp", "Swamp")
    ox = s.add(1, "Hill Giant")  # 3/3
    mine = s.add(0, "Grizzly Bears", counters=(("+1/+1", 1),))
    s.hand(0, "Grim Affliction")
    s.cast(0, "Grim Affliction", ox)
    # proliferate asks about each permanent with counters in turn: the Giant yes, mine no
    settle(game, pick=lambda d: None if d.rule != "701.27a" else
           ("yes",) if "Hill Giant" in d.prompt else ("no",))
    assert game.objects[ox].counter("-1/-1") == 2
    assert game.objects[mine].counter("+1/+1") == 1


def test_701_27a_steady_progress_may_choose_none() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    mine = s.add(0, "Grizzly Bears", counters=(("+1/+1", 2),))
    s.hand(0, "Steady Progress")
    s.cast(0, "Steady Progress")
    settle(game, pick=lambda d: ("no",) if d.rule == "701.27a" else None)
    assert game.objects[mine].counter("+1/+1") == 2
    assert len(game.players[0].hand) == 1  # and draws a card


def test_701_44a_amass_creates_an_army_then_grows_it() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp")
    s.hand(0, "Lazotep Reaver", "Lazotep Reaver")
    s.cast(0, "Lazotep Reaver")
    settle(game)
    (army,) = [o for o in game.permanents(0) if "Army" in o.card.subtypes]
    assert army.card.is_token and "Zombie" in army.card.subtypes and army.counter("+1/+1") == 1
    s.lands(0, "Swamp", "Swamp")
    s.cast(0, "Lazotep Reaver")
    settle(game)
    armies = [o for o in game.permanents(0) if "Army" in o.card.subtypes]
    assert len(armies) == 1 and armies[0].counter("+1/+1") == 2  # the same Army grows


def test_701_33a_bolster_puts_the_counters_on_the_least_toughness() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    giant = s.add(0, "Hill Giant")
    elves = s.add(0, "Llanowar Elves")
    s.hand(0, "Dromoka's Gift")
    s.cast(0, "Dromoka's Gift")
    settle(game)
    assert game.objects[elves].counter("+1/+1") == 4 and not game.objects[giant].counters


def test_701_29a_detain_stops_attacks_until_your_next_turn() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Plains", "Plains")
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Lyev Decree")
    s.cast(0, "Lyev Decree", bears)
    settle(game)
    from casualmagic.engine.combat import can_attack, can_block

    assert not can_block(game, game.objects[bears])
    assert not can_attack(game, game.objects[bears])


def test_701_38a_oceanus_dragon_taps_and_goads() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island", "Island", "Island", "Island")
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Oceanus Dragon")
    s.cast(0, "Oceanus Dragon")
    settle(game)
    assert game.objects[bears].tapped and goaded_by(game, game.objects[bears]) == (0,)


def test_402_3_telepathic_spies_look_at_the_opponents_hand_privately() -> None:
    """"When this creature enters, look at target opponent's hand." — compiled to the
    ``look_at_hand`` op: the cards shown to the controller (and their owner) only."""
    assert compiled_fields("Telepathic Spies")["triggers"] == [{
        "when": "enters", "effects": [{"do": "look_at_hand", "who": 0}],
        "targets": ["opponent"],
        "text": "When this creature enters, look at target opponent's hand."}]
    s = Scenario(players=3)
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    s.hand(1, "Lightning Bolt", "Grizzly Bears")
    s.hand(0, "Telepathic Spies")
    s.cast(0, "Telepathic Spies")
    settle(game, ("target", "player", 1))
    from casualmagic.core.events import iter_log

    (look,) = [e for e in iter_log(game.log) if e.kind == "look_at_hand"]
    assert look.player == 0 and look.data["player"] == 1
    assert sorted(look.data["cards"]) == ["Grizzly Bears", "Lightning Bolt"]
    assert look.visible_to == frozenset({0, 1})  # not seat 2 (402.3)


def test_509_1h_gang_of_elk_gets_bigger_for_each_blocker() -> None:
    """"Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each
    creature blocking it." — the ``pump_per_blocker`` op, counted as it resolves (608.2h)."""
    assert compiled_fields("Gang of Elk")["triggers"] == [{
        "when": "becomes_blocked", "effects": [{"do": "pump_per_blocker", "what": "self",
                                                "power": 2, "toughness": 2}],
        "text": "Whenever this creature becomes blocked, it gets +2/+2 until end of turn for "
                "each creature blocking it."}]
    from casualmagic.engine import continuous as cont
    from tests.scenario import declare_blockers, to_blocks

    s = Scenario()
    game = s.game
    elk = s.add(0, "Gang of Elk")
    bears, elves = s.add(1, "Grizzly Bears"), s.add(1, "Llanowar Elves")
    to_blocks(game, [elk])
    declare_blockers(game, [(bears, elk), (elves, elk)])
    settle(game)
    o = game.objects[elk]
    assert (cont.power(game, o), cont.toughness(game, o)) == (9, 8)
