"""Several instances of one keyword on one object (702.x "multiple instances"): an object's
keyword set holds each keyword once; an effect that gives it a keyword it already has adds
an instance (``Characteristics.more_keywords``), and the keywords whose instances each
trigger count them: exalted (702.83b), flanking (702.25b), annihilator (702.86b), the
numbered keywords (bushido 702.45b, rampage 702.23c, ...). Redundant ones (flying, 702.9b)
just keep the keyword."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.mechanics.keyword_numbers import keyword_numbers
from tests.scenario import declare_attackers, done, duel, put, refresh, settle, to_blocks


def _grant(game, oid: int, keyword: str) -> None:
    """A fixture: an effect gives ``oid`` ``keyword`` (layer 6, 613.1f)."""
    o = game.objects[oid]
    add_effect(game, ContinuousEffect("6", "add_keywords", ((keyword,),), next_timestamp(game),
                                      oid, o.controller, (oid,), None, "permanent", "613.1f"))
    refresh(game)


def _pt(game, oid: int) -> tuple[int, int]:
    o = game.objects[oid]
    return cont.power(game, o), cont.toughness(game, o)


def test_702_83b_each_instance_of_exalted_triggers() -> None:
    """Sublime Archangel ("Exalted. Other creatures you control have exalted.") and Akrasan
    Squire (exalted, so two instances with the Archangel's): Grizzly Bears attacks alone —
    the Archangel's, the Squire's two and the Bears' own instance trigger: +4/+4."""
    game = duel()
    put(game, 0, "Sublime Archangel")
    squire = put(game, 0, "Akrasan Squire")
    bears = put(game, 0, "Grizzly Bears")
    declare_attackers(game, [bears])
    settle(game)
    assert _pt(game, bears) == (6, 6)
    assert cont.keyword_instances(game, game.objects[squire], "Exalted") == 2


def test_702_25b_each_instance_of_flanking_triggers() -> None:
    """Benalish Cavalry (flanking) given flanking again, blocked by Hill Giant (3/3): two
    triggers, -2/-2."""
    game = duel()
    cavalry = put(game, 0, "Benalish Cavalry")
    giant = put(game, 1, "Hill Giant")
    _grant(game, cavalry, "Flanking")
    to_blocks(game, [cavalry])
    game.choose(("block", giant, cavalry))
    done(game)
    settle(game)
    assert _pt(game, giant) == (1, 1)


def test_702_45b_a_numbered_keyword_given_again_counts_twice() -> None:
    """Bushido 1 printed and Bushido 1 given by an effect: two instances, each its N."""
    game = duel()
    retainer = put(game, 0, "Devoted Retainer")
    _grant(game, retainer, "Bushido 1")
    assert sorted(keyword_numbers(game, game.objects[retainer], "Bushido")) == [1, 1]


def test_702_9b_flying_given_again_is_still_flying_and_losing_it_loses_every_instance() -> None:
    game = duel()
    bird = put(game, 0, "Suntail Hawk")
    _grant(game, bird, "Flying")
    o = game.objects[bird]
    assert cont.has_keyword(game, o, "Flying")
    add_effect(game, ContinuousEffect("6", "remove_keywords", (("Flying",),),
                                      next_timestamp(game), bird, 0, (bird,), None, "permanent",
                                      "613.1f"))
    refresh(game)
    assert not cont.has_keyword(game, o, "Flying")
    assert cont.keyword_instances(game, o, "Flying") == 0


def test_702_136b_each_instance_of_riot_is_its_own_choice() -> None:
    """Zhur-Taa Goblin (riot) with Rhythm of the Wild ("Nontoken creatures you control have
    riot"): two instances, two choices — two +1/+1 counters."""
    from tests.scenario import Scenario, option

    s = Scenario()
    game = s.game
    s.add(0, "Rhythm of the Wild")
    s.lands(0, "Mountain", "Forest")
    goblin = s.hand(0, "Zhur-Taa Goblin")[0]
    game.choose(option(game, "cast", goblin))
    settle(game, ("counter",))
    new = s.in_zone(0, "Zhur-Taa Goblin", "battlefield")
    assert game.objects[new].counter("+1/+1") == 2
    riots = [e for e in game.events if e.kind == "riot"]
    assert [e.data["chose"] for e in riots] == ["counter", "counter"]
