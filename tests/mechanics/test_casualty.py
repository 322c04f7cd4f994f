"""Casualty (CR 702.153a): a compiled real card cast with and without its casualty cost."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle

GOLDEN = {"Light 'Em Up": {"keywords": ["Casualty 2"],
                           "spell": [{"do": "damage", "amount": 2, "to": 0}]}}


def test_702_153a_casualty_compiles_as_written():
    card = compiled("Light 'Em Up")
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN["Light 'Em Up"].items():
        assert card.raw[field] == value


def _cast(pay: bool, sacrificeable: str = "Grizzly Bears") -> tuple[Scenario, list, int]:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Light 'Em Up")
    s.add(0, sacrificeable)
    giant = s.add(1, "Hill Giant")
    game.choose(option(game, "cast", s.in_zone(0, "Light 'Em Up", "hand")))
    asked = []

    def pick(d):
        if d.kind == "casualty":
            asked.append(d.rule)
            return ("casualty",) if pay else ("no",)
        if d.kind == "target":
            return ("target", "object", giant) if ("target", "object", giant) in d.options \
                else ("keep",) if ("keep",) in d.options else None
        return None

    settle(game, pick=pick)
    return s, asked, giant


def test_702_153a_casualty_paid_sacrifices_a_creature_and_copies_the_spell():
    s, asked, giant = _cast(pay=True)
    game = s.game
    assert asked == ["702.153a"]
    assert s.named(0, "Grizzly Bears", "graveyard")  # sacrificed as the cost (601.2h)
    assert any(e.kind == "copy_spell" for e in game.events)  # the copy (707.10)
    assert s.named(1, "Hill Giant", "graveyard")  # 2 + 2 damage to a 3/3


def test_702_153a_casualty_not_paid_no_copy():
    s, asked, giant = _cast(pay=False)
    game = s.game
    assert asked == ["702.153a"] and s.named(0, "Grizzly Bears", "battlefield")
    assert not any(e.kind == "copy_spell" for e in game.events)
    assert game.objects[giant].damage == 2


def test_702_153a_casualty_needs_a_creature_with_enough_power():
    s, asked, _ = _cast(pay=True, sacrificeable="Memnite")  # a 1/1: power less than 2
    assert asked == [] and s.named(0, "Memnite", "battlefield")
