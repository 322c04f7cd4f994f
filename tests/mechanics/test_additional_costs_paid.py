"""Offspring's and squad's costs are optional additional costs (601.2b) asked and paid as
kicker's are, but a spell whose offspring or squad cost was paid was not kicked (702.33d):
"if it was kicked" doesn't see them; each keeps its own record of the cost paid
(``engine.casting.paid_keys``)."""

from __future__ import annotations

from casualmagic.engine.triggers import condition_holds
from tests.scenario import Scenario, option, settle


def _cast_paying(s: Scenario, name: str, lands: list[str], cost: str, times: int) -> list[int]:
    game = s.game
    s.lands(0, *lands)
    asked: list[str] = []

    def pick(d):
        if d.kind == "kick":
            asked.append(d.rule)
            return ("kick", cost) if len(asked) <= times else ("no_kick",)
        return None

    game.choose(option(game, "cast", s.hand(0, name)[0]))
    settle(game, pick=pick)
    return s.named(0, name)


def test_702_175a_offspring_paid_is_not_kicked() -> None:
    s = Scenario()
    game = s.game
    rabbits = _cast_paying(s, "Intrepid Rabbit", ["Plains"] * 4, "{1}", 1)
    assert len(rabbits) == 2  # offspring's token copy (702.175a)
    card = next(r for r in rabbits if not game.objects[r].card.is_token)
    assert not condition_holds(game, "it was kicked", 0, card)  # 702.33d
    assert condition_holds(game, "not kicked", 0, card)
    assert game.objects[card].get_info("offspring_paid")
    cast = [e for e in game.events if e.kind == "cast"]
    assert cast and "kicked" not in cast[-1].data


def test_702_157a_squad_paid_is_not_kicked() -> None:
    s = Scenario()
    game = s.game
    brigades = _cast_paying(s, "Galadhrim Brigade", ["Forest"] * 7, "{1}{G}", 2)
    assert len(brigades) == 3  # two token copies (702.157a)
    card = next(b for b in brigades if not game.objects[b].card.is_token)
    assert not condition_holds(game, "kicked", 0, card)  # 702.33d
    assert game.objects[card].get_info("squad_count") == 2
