"""The keyword index (engine/keyword_index.py): the permanents that may have a keyword are
those whose card prints it (702.1) and those whose characteristics may differ from their
card's — named by an effect (613.1f), with counters (122.1b), face down (708.2) — in
battlefield order; an echo granted by an effect still triggers (702.30a)."""

from __future__ import annotations

from casualmagic.core.state import DRAW, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.engine.continuous import ContinuousEffect, add_effect
from casualmagic.engine.keyword_index import may_have
from casualmagic.engine.mana_payment import has_restricted_mana
from tests.scenario import Scenario, pass_until, refresh


def _grant(game, oid, keyword):
    add_effect(game, ContinuousEffect("6", "add_keywords", ((keyword,),),
                                      cont.next_timestamp(game), None, 0, (oid,), None,
                                      "permanent", "611.2a"))
    refresh(game)


def _ids(objs):
    return [o.id for o in objs]


def test_702_1_printed_keyword_holders_in_battlefield_order():
    s = Scenario()
    first = s.add(0, "Goblin Patrol")
    s.add(0, "Grizzly Bears")
    second = s.add(1, "Goblin Patrol")
    game = s.game
    assert _ids(may_have(game, "Echo")) == [first, second]
    assert _ids(may_have(game, "Echo", 1)) == [second]
    assert may_have(game, "Fading") == []


def test_613_1f_a_permanent_an_effect_names_may_have_any_keyword():
    s = Scenario()
    patrol = s.add(0, "Goblin Patrol")
    bears = s.add(0, "Grizzly Bears")
    game = s.game
    _grant(game, bears, "Extort")
    assert _ids(may_have(game, "Extort")) == [bears]  # the patrol: no effect names it
    assert _ids(may_have(game, "Echo")) == [patrol, bears]
    assert cont.has_keyword(game, game.objects[bears], "Extort")


def test_122_1b_a_permanent_with_counters_is_not_plain():
    s = Scenario()
    bears = s.add(0, "Grizzly Bears", counters=(("+1/+1", 1),))
    s.add(0, "Grizzly Bears")
    assert _ids(may_have(s.game, "Graft")) == [bears]
    assert len(may_have(s.game, "Flying")) == 2  # a keyword counter may give flying


def test_index_follows_the_battlefield_and_is_not_shared_by_copies():
    s = Scenario()
    game = s.game
    assert may_have(game, "Echo") == []
    patrol = s.add(0, "Goblin Patrol")
    assert _ids(may_have(game, "Echo")) == [patrol]
    clone = game.clone()
    assert clone.keyword_cache is None and game.keyword_cache is None  # never shared
    assert _ids(may_have(clone, "Echo")) == [patrol]


def test_106_6_restricted_mana_of_a_player():
    s = Scenario()
    game = s.game
    s.add(0, "Forest")
    assert not has_restricted_mana(game, 0)
    s.add(1, "Unclaimed Territory")
    assert has_restricted_mana(game, 1) and not has_restricted_mana(game, 0)


def test_702_30a_echo_granted_by_an_effect_triggers_at_upkeep():
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    s.resolve()
    bears = s.in_zone(0, "Grizzly Bears", "battlefield")  # came under control this turn
    _grant(game, bears, "Echo {0}")
    pass_until(game, DRAW, 1)
    pass_until(game, UPKEEP, 0)
    assert any(t[2].text.startswith("Echo") for t in game.waiting_triggers) or any(
        game.objects[i].kind == "ability" for i in game.stack)
