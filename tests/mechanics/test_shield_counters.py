"""Shield counters (CR 122.1c): damage that would be dealt to the permanent is prevented and a
shield counter removed; destruction by an effect is replaced by removing a shield counter.
Real cards compiled from their oracle text: Boon of Safety puts one, Dapper Shieldmate enters
with one."""

from __future__ import annotations

from casualmagic.core.state import MAIN2
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_blockers, pass_until, settle, to_blocks


def test_122_1c_shield_counter_cards_compile_as_checked_by_hand() -> None:
    # "This creature enters with a shield counter on it. … During your turn, this creature
    # gets +2/+0."
    assert compiled_fields("Dapper Shieldmate")["statics"][0] == {
        "op": "enters_with_counters", "kind": "shield", "amount": 1,
        "text": "This creature enters with a shield counter on it."}
    # "Put a shield counter on target creature. … Scry 1."
    assert compiled_fields("Boon of Safety")["spell"] == [
        {"do": "add_counters", "what": 0, "kind": "shield", "amount": 1},
        {"do": "scry", "amount": 1}]


def test_122_1c_damage_is_prevented_and_one_shield_counter_removed() -> None:
    s = Scenario()
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Plains", "Mountain", "Mountain")
    s.hand(0, "Boon of Safety", "Lightning Bolt", "Lightning Bolt")
    s.cast(0, "Boon of Safety")  # its only legal target: the Bears
    settle(game)
    assert game.objects[bears].counter("shield") == 1
    s.cast(0, "Lightning Bolt", bears)
    settle(game)
    o = game.objects[bears]
    assert o.zone == "battlefield" and o.damage == 0 and o.counter("shield") == 0
    assert any(e.kind == "prevent" and e.rule == "122.1c" and e.data["amount"] == 3
               for e in game.events)
    s.cast(0, "Lightning Bolt", bears)  # no shield left: the damage is dealt (120.3)
    settle(game)
    s.assert_count(0, "Grizzly Bears", 0)


def test_122_1c_destruction_by_an_effect_removes_a_shield_counter_instead() -> None:
    s = Scenario()
    game = s.game
    mate = s.add(0, "Dapper Shieldmate")  # put onto the battlefield: no counter yet (614.1c)
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Dapper Shieldmate")
    s.cast(0, "Dapper Shieldmate")
    settle(game)
    cast_mate = next(i for i in s.named(0, "Dapper Shieldmate") if i != mate)
    assert game.objects[cast_mate].counter("shield") == 1  # it entered with one (614.1c)
    s.lands(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Murder", "Murder")
    s.cast(0, "Murder", cast_mate)  # (two creatures: the target is asked)
    settle(game)
    o = game.objects[cast_mate]
    assert o.zone == "battlefield" and o.counter("shield") == 0
    assert any(e.kind == "remove_counters" and e.rule == "122.1c" for e in game.events)
    s.cast(0, "Murder", cast_mate)
    settle(game)
    assert s.named(0, "Dapper Shieldmate", "graveyard")  # no shield left: destroyed (701.7a)


def test_122_1c_one_shield_counter_prevents_all_damage_of_one_combat_damage_step() -> None:
    """510.2: combat damage is dealt at once, so both blockers' damage is prevented by the one
    prevention effect and one counter is removed."""
    s = Scenario()
    game = s.game
    attacker = s.add(0, "Grizzly Bears", counters=(("shield", 2),))
    s.add(1, "Grizzly Bears")
    s.add(1, "Grizzly Bears")
    blockers = s.named(1, "Grizzly Bears")
    to_blocks(game, [attacker])
    declare_blockers(game, [(b, attacker) for b in blockers])
    pass_until(game, MAIN2, 0)  # the attacker's damage is assigned as the first option asks
    o = game.objects[attacker]
    assert o.zone == "battlefield" and o.damage == 0
    assert o.counter("shield") == 1
