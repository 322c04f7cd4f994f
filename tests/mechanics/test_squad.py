"""Squad (CR 702.157a): an additional cost paid any number of times as the spell is cast
(601.2b); as the creature enters, a token copy for each time it was paid — with a real card
compiled from its oracle text (Galadhrim Brigade)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from tests.scenario import Scenario, option, settle


def test_702_157a_squad_compiles_to_an_additional_cost():
    card = compiled("Galadhrim Brigade")
    assert card.status == "implemented", card.missing
    assert card.raw["squad"] == "{1}{G}"
    brigade = card_by_name("Galadhrim Brigade")
    assert brigade.multikicker and "Squad" in brigade.keywords


def _cast_brigade(s, times):
    game = s.game
    s.lands(0, *["Forest"] * 7)
    asked = []

    def pick(d):
        if d.kind == "kick":
            asked.append(d.rule)
            return ("kick", "{1}{G}") if len(asked) <= times else ("no_kick",)
        return None

    game.choose(option(game, "cast", s.hand(0, "Galadhrim Brigade")[0]))
    settle(game, pick=pick)
    assert set(asked) == {"702.157a"}
    return s.named(0, "Galadhrim Brigade")


def test_702_157a_squad_paid_twice_makes_two_token_copies():
    s = Scenario()
    game = s.game
    brigades = _cast_brigade(s, 2)
    assert len(brigades) == 3
    assert sum(game.objects[b].card.is_token for b in brigades) == 2
    assert any(e.kind == "squad" and e.data["copies"] == 2 for e in game.events)


def test_702_157a_squad_not_paid_no_copy():
    s = Scenario()
    assert len(_cast_brigade(s, 0)) == 1
