"""Statics of "Each [filter] has [keywords]" / "gets +N/+N" (613.1f, 613.4c), compiled by
``compiler/static_shapes.py`` and played in a game."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario

GOLDEN = {
    # checked by hand against the oracle text
    "Crowned Ceratok": [{"op": "grant_keywords",
                         "filter": "creature you control with a +1/+1 counter on it",
                         "keywords": ["Trample"],
                         "text": "Each creature you control with a +1/+1 counter on it has "
                                 "trample."}],
}


def test_613_1f_golden_each_creature_with_a_counter_has() -> None:
    card = compiled("Crowned Ceratok")
    assert card.status == "implemented", card.missing
    assert card.raw["statics"] == GOLDEN["Crowned Ceratok"]


def test_613_1f_each_creature_with_a_counter_has_trample() -> None:
    """Crowned Ceratok: a creature of its controller's with a +1/+1 counter has trample; one
    without, or an opponent's with one, doesn't."""
    s = Scenario()
    game = s.game
    s.add(0, "Crowned Ceratok")
    countered = s.add(0, "Grizzly Bears", counters=(("+1/+1", 1),))
    plain = s.add(0, "Grizzly Bears")
    theirs = s.add(1, "Grizzly Bears", counters=(("+1/+1", 1),))
    assert cont.has_keyword(game, game.objects[countered], "Trample")
    assert not cont.has_keyword(game, game.objects[plain], "Trample")
    assert not cont.has_keyword(game, game.objects[theirs], "Trample")


def test_305_2a_golden_additional_land() -> None:
    card = compiled("Exploration")
    assert card.status == "implemented", card.missing
    assert card.raw["statics"] == [
        {"op": "additional_land_plays", "amount": 1,
         "text": "You may play an additional land on each of your turns."}]


def _land_plays_with(permanent: str | None) -> int:
    """How many of three lands in hand seat 0 plays in its main phase."""
    from tests.scenario import option

    s = Scenario()
    game = s.game
    if permanent:
        s.add(0, permanent)
    s.hand(0, "Forest", "Forest", "Forest")
    played = 0
    while any(o[0] == "play" for o in game.pending.options):
        game.choose(option(game, "play"))
        played += 1
    return played


def test_305_2a_exploration_lets_its_controller_play_two_lands() -> None:
    assert _land_plays_with(None) == 1
    assert _land_plays_with("Exploration") == 2
    assert _land_plays_with("Azusa, Lost but Seeking") == 3  # "two additional lands"
