"""Any number of targets (115.1) put on top of their owner's library in the order the owner
chooses (401.4) — compiled definition checked by hand against the oracle text, then played
(compiler/library_tops.py, effects/library_tops.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, option

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PRECON_LIBRARY_TOPS: dict[str, dict] = {
    # "Put any number of target creature cards from your graveyard on top of your library. /
    # Draw a card."
    "Footbottom Feast": {
        "spell": [{"do": "put_on_top_in_any_order", "what": 0}, {"do": "draw", "amount": 1}],
        "targets": [{"filter": "creature card in your graveyard", "count": 1000,
                     "up_to": True}]},
}


def test_precon_library_tops_golden_card_compiles_as_checked_by_hand() -> None:
    card = compiled("Footbottom Feast")
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PRECON_LIBRARY_TOPS["Footbottom Feast"]


def test_401_4_footbottom_feast_its_owner_orders_the_cards_put_on_top() -> None:
    s = Scenario()
    s.lands(0, "Swamp", "Swamp", "Swamp")
    bears = s.add(0, "Grizzly Bears", "graveyard")
    giant = s.add(0, "Hill Giant", "graveyard")
    s.add(0, "Craw Wurm", "graveyard")  # not chosen: it stays
    s.add(0, "Shock", "graveyard")  # not a creature card: not a legal target
    s.hand(0, "Footbottom Feast")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Footbottom Feast", "hand")))
    asked_top = []
    while game.pending.kind != "priority":
        d = game.pending
        if d.kind == "target":
            legal = {o[2] for o in d.options if o[0] == "target"}
            assert s.named(0, "Shock", "graveyard")[0] not in legal
            wanted = [("target", "object", i) for i in (bears, giant)
                      if ("target", "object", i) in d.options]
            game.choose(wanted[0] if wanted else ("done",))
        else:
            game.choose(0)
    game.choose(("pass",))
    while game.pending.kind != "priority" or game.stack:
        d = game.pending
        if d.rule == "401.4":
            asked_top.append(d.options)
            game.choose(("top", bears))  # the Bears first: the Giant ends on top
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    assert len(asked_top) == 1
    library = game.players[0].library
    names = [game.objects[i].card.name for i in library[:1]]
    assert names == ["Grizzly Bears"]  # the Giant was on top and was drawn
    assert any(game.objects[i].card.name == "Hill Giant" for i in game.players[0].hand)
    assert s.named(0, "Craw Wurm", "graveyard")
