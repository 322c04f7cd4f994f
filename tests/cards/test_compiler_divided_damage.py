"""Damage divided as you choose among targets, announced as the spell is cast or the trigger
put on the stack (601.2d, 603.3d) — compiled definitions checked by hand against the oracle
text, then played (compiler/divided_damage.py, engine/divided_damage.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_DIVIDED_DAMAGE = {
    # "Flash / Flying / When this creature enters, it deals 5 damage divided as you choose
    # among any number of targets."
    "Bogardan Hellkite": {
        "keywords": ["Flash", "Flying"],
        "triggers": [{"when": "enters",
                      "effects": [{"do": "damage_divided", "what": 0, "amount": 5}],
                      "targets": [{"filter": "any", "count": 5, "up_to": True,
                                   "at_least": 1}],
                      "text": "When this creature enters, it deals 5 damage divided as you "
                              "choose among any number of targets."}]},
    # "Forked Bolt deals 2 damage divided as you choose among one or two targets."
    "Forked Bolt": {
        "spell": [{"do": "damage_divided", "amount": 2, "what": 0}],
        "targets": [{"filter": "any", "count": 2, "up_to": True, "at_least": 1}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_DIVIDED_DAMAGE))
def test_601_2d_golden_divided_damage(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_DIVIDED_DAMAGE[name]


def _answer(game, targets: list[tuple], shares: list[tuple]) -> None:  # type: ignore[no-untyped-def]
    """Answer target decisions with ``targets`` then "done", division decisions with
    ``shares``; anything else with its first option."""
    targets, shares = list(targets), list(shares)
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        if d.kind == "target":
            game.choose(("target", *targets.pop(0)) if targets else ("done",))
        elif d.kind == "divide":
            game.choose(("damage_to", *shares.pop(0)))
        else:
            game.choose(0)


def test_601_2d_bogardan_hellkite_divides_five_damage_as_it_enters() -> None:
    """Two to the Bears (it dies), three to the opponent: one each, then one more to the
    Bears and two more to the opponent (the division is made before it resolves)."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 8)
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Bogardan Hellkite")
    before = game.players[1].life
    game.choose(option(game, "cast", s.in_zone(0, "Bogardan Hellkite", "hand")))
    _answer(game, [], [])
    game.choose(("pass",))  # the Hellkite resolves; its trigger asks for targets
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.choose(("pass",))
    _answer(game, [("player", 1), ("object", bears)],
            [("object", bears), ("player", 1), ("player", 1)])
    s.resolve()
    settle(game)
    assert game.players[1].life == before - 3
    assert bears not in game.battlefield


def test_608_2b_forked_bolt_an_illegal_targets_share_is_lost() -> None:
    """Forked Bolt: 1 to each of two Bears; one Bears leaves before it resolves: the other
    is still dealt only its 1."""
    from casualmagic.engine.primitives import move_object

    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    first, second = s.add(1, "Grizzly Bears"), s.add(1, "Grizzly Bears")
    s.hand(0, "Forked Bolt")
    game.choose(option(game, "cast", s.in_zone(0, "Forked Bolt", "hand")))
    _answer(game, [("object", first), ("object", second)], [])
    move_object(game, first, "hand", "bounce", "400.3")
    s.resolve()
    settle(game)
    assert game.objects[second].damage == 1
