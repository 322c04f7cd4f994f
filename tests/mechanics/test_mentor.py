"""Mentor (CR 702.134a): the attack trigger targets an attacking creature with less power,
with a real card compiled from its oracle text."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS
from tests.scenario import Scenario, done, pass_until, settle


def test_702_134a_mentor_cards_are_implemented():
    card = compiled("Boros Challenger")
    assert card.status == "implemented", card.missing
    assert "Mentor" in card.raw["keywords"]


def test_702_134a_mentor_targets_only_attackers_with_less_power():
    s = Scenario()
    game = s.game
    challenger = s.add(0, "Boros Challenger")  # 2/3 mentor
    bears = s.add(0, "Grizzly Bears")  # 2/2: not less
    elf = s.add(0, "Llanowar Elves")  # 1/1
    elf2 = s.add(0, "Llanowar Elves")
    idle = s.add(0, "Savannah Lions")  # 2/1, not attacking
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    for a in (challenger, bears, elf, elf2):
        game.choose(("attack", a, "player", 1))
    done(game)
    seen = []

    def pick(d):
        if d.kind == "target":
            seen.append(set(d.options))
            return ("target", "object", elf)
        return None

    settle(game, pick=pick)
    assert seen and {("target", "object", elf), ("target", "object", elf2)} <= seen[0]
    assert ("target", "object", bears) not in seen[0]
    assert ("target", "object", idle) not in seen[0]
    assert ("target", "object", challenger) not in seen[0]
    assert game.objects[elf].counter("+1/+1") == 1
