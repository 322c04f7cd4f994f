"""Activated abilities that work in the graveyard (113.6m): "{2}{B}: Return this card from
your graveyard to your hand" (``compiler/effect_shapes.py``), and activation restrictions
on this turn's history ("Activate only if a creature died this turn", 602.5b,
``engine/turn_history.py``)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, has_option, option, refresh, settle

GOLDEN = {
    # checked by hand against the oracle text
    "Sanitarium Skeleton": [{"cost": "{2}{B}", "effects": [
        {"do": "return_from_graveyard", "what": "self", "to": "hand"}],
        "text": "{2}{B}: Return this card from your graveyard to your hand.",
        "zone": "graveyard"}],
    "Undercity Scrounger": [{"cost": "{T}", "effects": [
        {"do": "create_predefined_token", "kind": "Treasure"}],
        "text": "{T}: Create a Treasure token. Activate only if a creature died this turn.",
        "if": "a creature died this turn"}],
}


def test_113_6m_golden_graveyard_abilities() -> None:
    for name, abilities in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", card.missing
        assert card.raw["abilities"] == abilities


def test_113_6m_return_this_card_from_the_graveyard() -> None:
    """Sanitarium Skeleton in its owner's graveyard: {2}{B} returns it to their hand; on the
    battlefield the ability can't be activated."""
    s = Scenario()
    game = s.game
    s.lands(0, "Swamp", "Swamp", "Swamp")
    on_field = s.add(0, "Sanitarium Skeleton")
    assert not has_option(game, "activate", on_field)
    dead = s.add(0, "Sanitarium Skeleton", "graveyard")
    game.choose(option(game, "activate", dead))
    while game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    s.assert_count(0, "Sanitarium Skeleton", 1, "hand")
    s.assert_count(0, "Sanitarium Skeleton", 0, "graveyard")


def test_602_5b_activate_only_if_a_creature_died_this_turn() -> None:
    """Undercity Scrounger: no Treasure before a creature died this turn; one after."""
    from casualmagic.engine.primitives import destroy

    s = Scenario()
    game = s.game
    scrounger = s.add(0, "Undercity Scrounger")
    bears = s.add(1, "Grizzly Bears")
    assert not has_option(game, "activate", scrounger)
    destroy(game, bears)
    refresh(game)  # the priority options, worked out again after the fixture's move
    game.choose(option(game, "activate", scrounger))
    while game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    settle(game)
    s.assert_count(0, "Treasure", 1)
