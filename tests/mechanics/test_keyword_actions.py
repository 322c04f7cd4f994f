"""Keyword actions read as one grammar terminal (compiler/keyword_actions.py): proliferate
(701.27a), amass (701.44a), bolster (701.33a), populate (701.30a-b); real cards compiled from
their oracle text, played in games."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle

GOLDEN = {
    "Contagion Clasp": {"abilities": [{"cost": "{4}, {T}", "effects": [{"do": "proliferate"}]}]},
    "Callous Dismissal": {"spell": [{"do": "bounce", "what": 0},
                                    {"do": "amass", "subtype": "Zombie", "amount": 1}]},
    "Cached Defenses": {"spell": [{"do": "bolster", "amount": 3}]},
    "Coursers' Accord": {"spell": [
        {"do": "create_token", "name": "Centaur", "types": "Creature — Centaur", "colors": "G",
         "power": 3, "toughness": 3},
        {"do": "token_copy_of_chosen", "who": "you", "filter": "creature token you control"}]},
    "Eyes in the Skies": {"spell": [
        {"do": "create_token", "name": "Bird", "types": "Creature — Bird", "colors": "W",
         "power": 1, "toughness": 1, "keywords": ["Flying"]},
        {"do": "token_copy_of_chosen", "who": "you", "filter": "creature token you control"}]},
    "Atraxa, Praetors' Voice": {"triggers": [{"when": "end_step",
                                              "effects": [{"do": "proliferate"}]}]},
    "Abzan Skycaptain": {"triggers": [{"when": "dies",
                                       "effects": [{"do": "bolster", "amount": 2}]}]},
}


def _strip(value):
    """The compiled fields without their ``text`` (checked against the oracle by hand)."""
    if isinstance(value, list):
        return [_strip(v) for v in value]
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("text", "targets")}
    return value


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_701_keyword_actions_compile_as_written(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        assert _strip(card.raw[field]) == value, (field, card.raw[field])


def test_701_27a_proliferate_gives_each_chosen_permanent_and_player_another_counter():
    s = Scenario()
    game = s.game
    clasp = s.add(0, "Contagion Clasp")
    bear = s.add(0, "Grizzly Bears", counters=(("+1/+1", 1),))
    giant = s.add(1, "Hill Giant", counters=(("-1/-1", 1),))
    game.player_w(1).poison = 2
    s.lands(0, *["Plains"] * 4)
    game.choose(option(game, "activate", clasp))
    asked = []

    def answer(d):  # choose the bear and the opponent, not the giant
        if d.rule == "701.27a":
            asked.append(d.prompt)
            return ("no",) if "Hill Giant" in d.prompt else ("yes",)
        return None

    settle(game, pick=answer)
    assert len(asked) == 3  # each permanent and player with a counter, nothing else
    assert game.objects[bear].counter("+1/+1") == 2
    assert game.objects[giant].counter("-1/-1") == 1  # not chosen
    assert game.players[1].poison == 3
    assert any(e.kind == "proliferate" and e.rule == "701.27a" for e in game.events)


def test_701_44a_amass_creates_an_army_then_grows_the_one_you_control():
    s = Scenario()
    game = s.game
    s.lands(0, *["Island"] * 4)
    s.hand(0, "Callous Dismissal", "Callous Dismissal")
    giant = s.add(1, "Hill Giant")
    memnite = s.add(1, "Memnite")
    s.cast(0, "Callous Dismissal", giant)
    s.resolve()
    armies = [o for o in game.permanents(0) if "Army" in o.card.subtypes]
    assert len(armies) == 1 and armies[0].counter("+1/+1") == 1
    assert "Zombie" in armies[0].card.subtypes and armies[0].card.is_token
    s.cast(0, "Callous Dismissal", memnite)
    s.resolve()
    armies = [o for o in game.permanents(0) if "Army" in o.card.subtypes]
    assert len(armies) == 1 and armies[0].counter("+1/+1") == 2  # the same Army grew
    assert any(e.kind == "amass" and e.rule == "701.44a" for e in game.events)


def test_701_33a_bolster_puts_counters_on_the_least_toughness_creature_you_control():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 3)
    s.hand(0, "Cached Defenses")
    giant = s.add(0, "Hill Giant")
    bear = s.add(0, "Grizzly Bears")
    s.add(1, "Memnite")  # an opponent's smaller creature is not considered
    s.cast(0, "Cached Defenses")
    s.resolve()
    assert game.objects[bear].counter("+1/+1") == 3
    assert game.objects[giant].counter("+1/+1") == 0


def test_701_30a_populate_copies_a_creature_token_you_control():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 3, *["Plains"] * 3)
    s.hand(0, "Coursers' Accord")
    s.cast(0, "Coursers' Accord")
    s.resolve()
    centaurs = [o for o in game.permanents(0) if o.card.name == "Centaur"]
    assert len(centaurs) == 2 and all(o.card.is_token for o in centaurs)
    assert any(e.kind == "chosen" and e.rule == "707.2" for e in game.events)


def test_701_30a_populate_after_creating_copies_the_new_token():
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 4)
    s.hand(0, "Eyes in the Skies")
    s.cast(0, "Eyes in the Skies")
    s.resolve()
    birds = [o for o in game.permanents(0) if o.card.name == "Bird"]
    assert len(birds) == 2  # the Bird made first is the creature token populated (608.2c)


def test_701_30b_populate_with_no_creature_token_creates_nothing():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 2, "Plains")
    s.hand(0, "Rootborn Defenses")
    s.add(0, "Grizzly Bears")  # not a token: it can't be chosen
    s.cast(0, "Rootborn Defenses")
    s.resolve()
    assert len(game.permanents(0)) == 4  # the lands and the Bears: no token was created
