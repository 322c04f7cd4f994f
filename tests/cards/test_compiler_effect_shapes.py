"""Effect shapes of ``compiler/effect_shapes.py`` (the "common shapes II" section of
``oracle.lark``), each compiled from a real card and played in a game."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.effect_shapes import terminal_pattern
from casualmagic.core.state import BEGIN_COMBAT, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, done, option, pass_until, settle

GOLDEN = {
    # checked by hand against the oracle text
    "Drifting Djinn": ("triggers", [
        {"when": "upkeep", "effects": [{"do": "sacrifice_unless_pay", "cost": "{1}{U}"}],
         "text": "At the beginning of your upkeep, sacrifice this creature unless you pay "
                 "{1}{U}."}]),
    "Ridgescale Tusker": ("triggers", [
        {"when": "enters", "effects": [{"do": "add_counters_each", "filter": "creature you control",
                                        "kind": "+1/+1", "amount": 1, "other": True}],
         "text": "When this creature enters, put a +1/+1 counter on each other creature you "
                 "control."}]),
    "Apes of Rath": ("triggers", [
        {"when": "attacks", "effects": [{"do": "doesnt_untap_next", "what": "self"}],
         "text": "Whenever this creature attacks, it doesn't untap during its controller's "
                 "next untap step."}]),
    "Crag Puca": ("abilities", [
        {"cost": "{U/R}", "effects": [{"do": "switch_pt", "what": "self"}],
         "text": "{U/R}: Switch this creature's power and toughness until end of turn."}]),
    "Coordinated Assault": ("spell", [
        {"do": "pump", "what": 0, "power": 1, "toughness": 0, "keywords": ["First strike"]}]),
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_effect_shapes(name: str) -> None:
    card = compiled(name)
    assert card.status == "implemented", card.missing
    field, value = GOLDEN[name]
    assert card.raw[field] == value


def test_terminal_is_the_shapes_written_out() -> None:
    grammar = resources.files("casualmagic.cards.compiler").joinpath("oracle.lark").read_text()
    line = next(x for x in grammar.splitlines() if x.startswith("SHAPES_II_EFFECT:"))
    assert line == f"SHAPES_II_EFFECT: /{terminal_pattern()}/i"
    assert re.compile(terminal_pattern(), re.IGNORECASE)


def _upkeep_with(paid: bool) -> Scenario:
    s = Scenario()
    s.add(0, "Drifting Djinn")
    s.lands(0, "Island", "Island")
    pass_until(s.game, MAIN1, 0)
    pass_until(s.game, UPKEEP, 0)
    game = s.game
    for _ in range(20):
        d = game.pending
        if d.kind == "pay_optional":
            game.choose(next(o for o in d.options if o[0] == ("pay" if paid else "decline")))
            break
        game.choose(("pass",) if d.kind == "priority" else 0)
    settle(game)
    return s


def test_118_12_pay_the_upkeep_or_sacrifice_it() -> None:
    """Drifting Djinn: paying {1}{U} keeps it; declining sacrifices it (701.17a)."""
    _upkeep_with(paid=True).assert_count(0, "Drifting Djinn", 1)
    s = _upkeep_with(paid=False)
    s.assert_count(0, "Drifting Djinn", 0)
    s.assert_count(0, "Drifting Djinn", 1, "graveyard")


def test_122_6_each_other_creature_gets_a_counter() -> None:
    """Ridgescale Tusker: the other creatures get a +1/+1 counter, the Tusker none."""
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    bears = s.add(0, "Grizzly Bears")
    theirs = s.add(1, "Grizzly Bears")
    s.hand(0, "Ridgescale Tusker")
    s.cast(0, "Ridgescale Tusker")
    s.resolve()
    settle(s.game)
    tusker = s.in_zone(0, "Ridgescale Tusker", "battlefield")
    game = s.game
    assert game.objects[bears].counter("+1/+1") == 1
    assert game.objects[tusker].counter("+1/+1") == 0
    assert game.objects[theirs].counter("+1/+1") == 0


def test_502_3_attacking_apes_stay_tapped_next_untap() -> None:
    """Apes of Rath attack, then stay tapped through their controller's next untap step."""
    s = Scenario()
    game = s.game
    apes = s.add(0, "Apes of Rath")
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", apes, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == 15
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert game.objects[apes].tapped


def test_613_4d_switch_its_own_power_and_toughness() -> None:
    """Crag Puca (2/4): its ability makes it 4/2 until end of turn."""
    s = Scenario()
    game = s.game
    puca = s.add(0, "Crag Puca")
    s.lands(0, "Island")
    game.choose(option(game, "activate", puca))
    while game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    o = game.objects[puca]
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 2)


def test_115_1_each_target_gets_the_bonus_and_the_keyword() -> None:
    """Coordinated Assault on two creatures: each gets +1/+0 and first strike."""
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    a, b = s.add(0, "Grizzly Bears"), s.add(0, "Grizzly Bears")
    s.hand(0, "Coordinated Assault")
    game.choose(option(game, "cast", s.in_zone(0, "Coordinated Assault", "hand")))
    for want in (a, b):
        while game.pending.kind != "target":
            game.choose(0)
        game.choose(("target", "object", want))
    while game.pending.kind != "priority":
        game.choose(next((o for o in game.pending.options if o[0] == "done"), 0))
    s.resolve()
    for oid in (a, b):
        o = game.objects[oid]
        assert cont.power(game, o) == 3 and cont.has_keyword(game, o, "First strike")


GOLDEN_TOKENS = {
    # checked by hand against the oracle text
    "Nest Invader": [{"do": "create_predefined_token", "kind": "Eldrazi Spawn"}],
}


def test_111_4_golden_eldrazi_spawn_token() -> None:
    card = compiled("Nest Invader")
    assert card.status == "implemented", card.missing
    assert card.raw["triggers"][0]["effects"] == GOLDEN_TOKENS["Nest Invader"]


def test_111_4_spawn_token_sacrificed_for_mana() -> None:
    """Nest Invader makes a 0/1 colorless Eldrazi Spawn; sacrificed, it pays for a {1}
    spell (605.1a)."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Nest Invader")
    s.cast(0, "Nest Invader")
    s.resolve()
    settle(game)
    spawn = s.in_zone(0, "Eldrazi Spawn", "battlefield")
    o = game.objects[spawn]
    assert (cont.power(game, o), cont.toughness(game, o)) == (0, 1) and not o.card.colors
    s.hand(0, "Sol Ring")
    s.cast(0, "Sol Ring")
    s.resolve()
    s.assert_count(0, "Sol Ring", 1)
    s.assert_count(0, "Eldrazi Spawn", 0)


def test_115_10_golden_another_target() -> None:
    card = compiled("Sterling Supplier")
    assert card.status == "implemented", card.missing
    assert card.raw["triggers"] == [
        {"when": "enters", "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1",
                                        "amount": 1}],
         "targets": ["another creature you control"],
         "text": "When this creature enters, put a +1/+1 counter on another target creature "
                 "you control."}]


def test_115_10_another_target_is_not_the_source() -> None:
    """Sterling Supplier: its counter goes on another creature of its controller's; alone,
    the ability has no legal target and it gets none."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Plains"] * 10)
    bears = s.add(0, "Grizzly Bears")
    s.hand(0, "Sterling Supplier", "Sterling Supplier")
    s.cast(0, "Sterling Supplier")
    s.resolve()
    settle(game)
    first = s.named(0, "Sterling Supplier")[0]
    assert game.objects[bears].counter("+1/+1") == 1
    assert game.objects[first].counter("+1/+1") == 0
    from casualmagic.engine.primitives import sacrifice

    sacrifice(game, bears)
    sacrifice(game, first)
    s.cast(0, "Sterling Supplier")
    s.resolve()
    settle(game)
    second = s.named(0, "Sterling Supplier")[0]
    assert game.objects[second].counter("+1/+1") == 0


@pytest.mark.parametrize("para", [
    "Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1 until "
    "end of turn.",  # 115.3: "another" than the first target, not read
    "When this creature dies, exile another target creature card from a graveyard.",  # a
    # graveyard other than yours: not read
])
def test_115_10_another_target_not_read(para: str) -> None:
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    with pytest.raises(CompileError):
        compile_paragraph(para, "Target creature" in para)


def test_608_2c_equipment_attaches_and_that_creature_gains() -> None:
    """Coral Sword enters, attaches to the target creature, which gains first strike until
    end of turn ("that creature": the target, 608.2c)."""
    card = compiled("Coral Sword")
    assert card.status == "implemented", card.missing
    assert card.raw["triggers"][0]["effects"] == [
        {"do": "attach", "to": 0},
        {"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["First strike"]}]
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    bears = s.add(0, "Grizzly Bears")
    s.hand(0, "Coral Sword")
    s.cast(0, "Coral Sword")
    s.resolve()
    settle(game)
    sword = s.in_zone(0, "Coral Sword", "battlefield")
    assert game.objects[sword].attached_to == bears
    assert cont.has_keyword(game, game.objects[bears], "First strike")


def test_608_2c_it_after_a_targeted_instruction_is_the_target() -> None:
    """In an object's own ability, "it" after an instruction with one target is that target
    (608.2c), not the object: Skanos untaps another attacking creature, which gets +X/+0."""
    card = compiled("Skanos, Green Dragon Vassal")
    assert card.status == "implemented", card.missing
    assert card.raw["triggers"][0]["effects"] == [
        {"do": "untap", "what": 0},
        {"do": "pump", "what": 0, "power": "power of this", "toughness": 0}]
    s = Scenario()
    game = s.game
    skanos = s.add(0, "Skanos, Green Dragon Vassal")
    bears = s.add(0, "Grizzly Bears")
    pass_until(game, BEGIN_COMBAT, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", skanos, "player", 1))
    game.choose(("attack", bears, "player", 1))
    done(game)
    settle(game)
    o = game.objects[bears]
    assert not o.tapped and cont.power(game, o) == 8
    assert cont.power(game, game.objects[skanos]) == 6
