"""Bestow (CR 702.103): a compiled real card cast bestowed and as a creature in games."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.engine import continuous as cont
from casualmagic.engine.primitives import destroy
from tests.scenario import Scenario, has_option, option, resolve, settle

GOLDEN = {"Boon Satyr": {"keywords": ["Flash"], "bestow": "{3}{G}{G}", "statics": [
    {"op": "pump_attached", "power": 4, "toughness": 2}]}}


def test_702_103a_bestow_compiles_as_written():
    card = compiled("Boon Satyr")
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN["Boon Satyr"].items():
        assert card.raw[field] == value, (field, card.raw[field])


def _bestow_satyr(s: Scenario, host: int) -> int:
    """Cast Boon Satyr bestowed targeting ``host``; returns the spell (left on the stack)."""
    game = s.game
    satyr = s.in_zone(0, "Boon Satyr", "hand")
    game.choose(option(game, "cast", satyr, "bestow"))
    while game.pending.kind != "priority":
        d = game.pending
        game.choose(("target", "object", host) if d.kind == "target" else 0)
    return game.stack[-1]


def _board() -> tuple[Scenario, int]:
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    s.hand(0, "Boon Satyr")
    return s, s.add(0, "Grizzly Bears")


def test_702_103b_a_bestowed_spell_is_an_aura_spell_and_enters_attached():
    s, bears = _board()
    game = s.game
    spell = _bestow_satyr(s, bears)
    o = game.objects[spell]
    assert "Creature" not in o.card.types and "Aura" in o.card.subtypes  # 702.103b
    assert [e for e in game.events if e.kind == "cast"][-1].data.get("alt_cost") == "bestow"
    resolve(game)
    satyr = s.in_zone(0, "Boon Satyr", "battlefield")
    aura = game.objects[satyr]
    assert aura.attached_to == bears
    assert not cont.is_type(game, aura, "Creature") and cont.is_type(game, aura, "Enchantment")
    assert (cont.power(game, game.objects[bears]), cont.toughness(game, game.objects[bears])) \
        == (6, 4)
    assert all(l_.tapped for l_ in game.permanents(0) if l_.card.name == "Forest")  # 5 paid


def test_702_103f_a_bestowed_aura_left_unattached_becomes_a_creature():
    s, bears = _board()
    game = s.game
    _bestow_satyr(s, bears)
    resolve(game)
    satyr = s.in_zone(0, "Boon Satyr", "battlefield")
    destroy(game, bears)
    game.choose(("pass",))  # the state-based actions are checked before priority (117.5)
    settle(game)
    o = game.objects[satyr]
    assert o.zone == "battlefield" and o.attached_to is None  # not to the graveyard (704.5m)
    assert cont.is_type(game, o, "Creature") and cont.power(game, o) == 4
    assert any(e.kind == "unbestowed" and e.rule == "702.103f" for e in game.events)


def test_702_103e_a_bestowed_spell_whose_target_is_illegal_resolves_as_a_creature():
    s, bears = _board()
    game = s.game
    _bestow_satyr(s, bears)
    destroy(game, bears)  # the target is gone before the spell resolves
    settle(game)
    satyr = s.in_zone(0, "Boon Satyr", "battlefield")  # it did not fizzle (608.2b)
    o = game.objects[satyr]
    assert cont.is_type(game, o, "Creature") and o.attached_to is None
    assert any(e.kind == "unbestowed" and e.rule == "702.103e" for e in game.events)


def test_702_103a_bestow_needs_a_creature_to_target():
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 5)
    satyr = s.hand(0, "Boon Satyr")[0]
    assert has_option(game, "cast", satyr) and not has_option(game, "cast", satyr, "bestow")
    s.add(1, "Grizzly Bears")  # an opponent's creature is a legal target too
    assert has_option(game, "cast", satyr, "bestow")
