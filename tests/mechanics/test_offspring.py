"""Offspring (CR 702.175a): an optional additional cost asked as the spell is cast (601.2b);
paid, the permanent's enters trigger makes a 1/1 token copy of it — with a real card compiled
from its oracle text (Intrepid Rabbit)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import card_by_name
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle


def test_702_175a_offspring_compiles_to_an_additional_cost():
    card = compiled("Intrepid Rabbit")
    assert card.status == "implemented", card.missing
    assert card.raw["offspring"] == "{1}"
    rabbit = card_by_name("Intrepid Rabbit")
    assert str(rabbit.kicker) == "{1}" and "Offspring" in rabbit.keywords


def _cast_rabbit(s, pay):
    game = s.game
    s.lands(0, *["Plains"] * 4)
    s.hand(0, "Intrepid Rabbit")
    asked = []

    def pick(d):
        if d.kind == "kick":
            asked.append(d.rule)
            return ("kick", "{1}") if pay else ("no_kick",)
        return None

    game.choose(option(game, "cast", s.in_zone(0, "Intrepid Rabbit", "hand")))
    settle(game, pick=pick)
    assert asked == ["702.175a"]
    return s.named(0, "Intrepid Rabbit")


def test_702_175a_offspring_paid_makes_a_1_1_token_copy():
    s = Scenario()
    game = s.game
    rabbits = _cast_rabbit(s, True)
    assert len(rabbits) == 2
    token = next(r for r in rabbits if game.objects[r].card.is_token)
    ch = cont.characteristics(game, game.objects[token])
    assert game.objects[token].card.power == 1 and game.objects[token].card.toughness == 1  # 707.9b
    assert "Rabbit" in ch.subtypes and "Soldier" in ch.subtypes
    assert all(p.tapped for p in game.permanents(0) if "Land" in p.card.types)
    assert any(e.kind == "offspring" and e.rule == "702.175a" for e in game.events)


def test_702_175a_offspring_not_paid_no_token():
    s = Scenario()
    game = s.game
    rabbits = _cast_rabbit(s, False)
    assert len(rabbits) == 1
    assert sum(1 for p in game.permanents(0) if "Land" in p.card.types and not p.tapped) == 1
