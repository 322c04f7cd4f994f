"""Permanents that enter with counters on them (614.1c), compiled by
``compiler/enters_counters.py``: named counters (122.1), "if this creature was kicked"
(702.33d), conditions on this turn's history (raid, morbid, revolt, an opponent's lost life;
``engine/turn_history.py``) and the colours of mana spent (601.2h)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import card_by_name
from tests.cards.test_card_behaviour import board, cast
from tests.scenario import Scenario

GOLDEN = {
    # checked by hand against the oracle text
    "Shriekhorn": {"statics": [
        {"op": "enters_with_counters", "kind": "charge", "amount": 3,
         "text": "This artifact enters with three charge counters on it."}]},
    "Academy Drake": {"statics": [
        {"op": "enters_with_counters", "kind": "+1/+1", "amount": 2, "if": "kicked",
         "text": "If this creature was kicked, it enters with two +1/+1 counters on it."}]},
    "Rigging Runner": {"statics": [
        {"op": "enters_with_counters", "kind": "+1/+1", "amount": 1,
         "if": "you attacked this turn",
         "text": "This creature enters with a +1/+1 counter on it if you attacked this turn."}]},
    "Festerhide Boar": {"statics": [
        {"op": "enters_with_counters", "kind": "+1/+1", "amount": 2,
         "if": "a creature died this turn",
         "text": "This creature enters with two +1/+1 counters on it if a creature died this "
                 "turn."}]},
    "Crystalline Crawler": {"statics": [
        {"op": "enters_with_counters", "kind": "+1/+1",
         "amount": "colors of mana spent to cast this spell",
         "text": "This creature enters with a +1/+1 counter on it for each color of mana spent "
                 "to cast it."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_614_1c_golden_enters_with_counters(name: str) -> None:
    from casualmagic.cards.compiler import compiled

    card = compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        got = [s for s in card.raw[field] if s.get("op") == "enters_with_counters"]
        assert got == value


@pytest.mark.parametrize("para", [
    "This creature enters with a stun counter on it.",  # 122.1d: not a counter it enters with here
    "This creature enters with your choice of a +1/+1 counter or a flying counter on it.",
    "If this creature was kicked, it enters with two +1/+1 counters on it and with haste.",
    "This creature enters with a +1/+1 counter on it if you cast it from your hand.",
])
def test_614_1c_shapes_not_read_stay_missing(para: str) -> None:
    with pytest.raises(CompileError):
        compile_paragraph(para, False)


def _counters(game, oid: int, kind: str = "+1/+1") -> int:
    return game.objects[oid].counter(kind)


def test_614_1c_charge_counters_on_entering() -> None:
    """Shriekhorn enters with three charge counters; removing one mills two cards."""
    s = Scenario()
    s.lands(0, "Plains")
    s.hand(0, "Shriekhorn")
    s.cast(0, "Shriekhorn")
    s.resolve()
    horn = s.in_zone(0, "Shriekhorn", "battlefield")
    assert _counters(s.game, horn, "charge") == 3


def test_702_33d_kicked_creature_enters_with_counters() -> None:
    """Academy Drake: kicked, it enters with two +1/+1 counters; not kicked, with none."""
    game, _, _ = board(["Island"] * 7)
    cast(game, "Academy Drake", ("kick", "{4}"))
    drake = next(o.id for o in game.permanents(0) if o.card.name == "Academy Drake")
    assert _counters(game, drake) == 2
    game, _, _ = board(["Island"] * 7)
    cast(game, "Academy Drake", ("no_kick",))
    drake = next(o.id for o in game.permanents(0) if o.card.name == "Academy Drake")
    assert _counters(game, drake) == 0


def test_508_1_raid_counter_only_after_attacking() -> None:
    """Rigging Runner: no counter before its controller attacked this turn (508.1)."""
    s = Scenario()
    s.lands(0, "Mountain")
    s.hand(0, "Rigging Runner")
    s.cast(0, "Rigging Runner")
    s.resolve()
    assert _counters(s.game, s.in_zone(0, "Rigging Runner", "battlefield")) == 0


def test_508_1_raid_counter_after_attacking() -> None:
    from casualmagic.engine.turn_history import turn_condition

    s = Scenario()
    game = s.game
    game.emit("attackers", 0, {"attackers": [1]}, "508.1")  # as the declare-attackers step logs
    assert turn_condition(game, "you attacked this turn", 0)
    assert not turn_condition(game, "you attacked this turn", 1)
    s.lands(0, "Mountain")
    s.hand(0, "Rigging Runner")
    s.cast(0, "Rigging Runner")
    s.resolve()
    assert _counters(game, s.in_zone(0, "Rigging Runner", "battlefield")) == 1


def test_700_4_morbid_counters_after_a_creature_died() -> None:
    """Festerhide Boar: two counters once a creature died this turn (700.4), none before."""
    s = Scenario()
    s.lands(0, *["Forest"] * 8)
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Festerhide Boar", "Festerhide Boar")
    s.cast(0, "Festerhide Boar")
    s.resolve()
    first = s.named(0, "Festerhide Boar")[0]
    assert _counters(s.game, first) == 0
    from casualmagic.engine.primitives import destroy

    destroy(s.game, bears)
    s.cast(0, "Festerhide Boar")
    s.resolve()
    second = next(i for i in s.named(0, "Festerhide Boar") if i != first)
    assert _counters(s.game, second) == 2


def test_119_3_counter_if_an_opponent_lost_life_this_turn() -> None:
    """Cindering Cutthroat: a counter once an opponent lost life this turn (119.3)."""
    s = Scenario()
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lightning Bolt", "Cindering Cutthroat")
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.cast(0, "Cindering Cutthroat")
    s.resolve()
    assert _counters(s.game, s.in_zone(0, "Cindering Cutthroat", "battlefield")) == 1


def test_400_7_revolt_counters_after_a_permanent_left() -> None:
    """Lifecraft Cavalry: two counters once a permanent left the battlefield under its
    controller's control this turn (400.7)."""
    from casualmagic.engine.primitives import sacrifice

    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    bears = s.add(0, "Grizzly Bears")
    sacrifice(s.game, bears)
    s.hand(0, "Lifecraft Cavalry")
    s.cast(0, "Lifecraft Cavalry")
    s.resolve()
    assert _counters(s.game, s.in_zone(0, "Lifecraft Cavalry", "battlefield")) == 2


def test_601_2h_converge_counters_count_the_colours_spent() -> None:
    """Crystalline Crawler paid with three colours enters with three +1/+1 counters."""
    s = Scenario()
    s.lands(0, "Plains", "Island", "Swamp", "Wastes")
    s.hand(0, "Crystalline Crawler")
    assert card_by_name("Crystalline Crawler").mana_cost
    s.cast(0, "Crystalline Crawler")
    s.resolve()
    assert _counters(s.game, s.in_zone(0, "Crystalline Crawler", "battlefield")) == 3
