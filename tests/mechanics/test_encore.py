"""Encore (CR 702.141a) printed on a card: from the graveyard, for each opponent a token copy
that attacks that opponent this turn if able, with haste, sacrificed at the next end step,
with a real card compiled from its oracle text (Briarblade Adept)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, END
from casualmagic.engine import continuous as cont
from casualmagic.engine.combat import must_attack
from tests.scenario import Scenario, done, option, pass_until, settle


def test_702_141a_encore_compiles_to_a_graveyard_ability():
    card = compiled("Briarblade Adept")
    assert card.status == "implemented", card.missing
    ability = card.raw["abilities"][-1]
    assert ability["zone"] == "graveyard" and ability["effects"] == [{"do": "encore"}]


def test_702_141a_encore_one_attacking_token_per_opponent_then_sacrificed():
    s = Scenario(players=3)
    game = s.game
    s.lands(0, *["Swamp"] * 4)
    adept = s.add(0, "Briarblade Adept", "graveyard")
    game.choose(option(game, "activate", adept))
    settle(game)
    tokens = s.named(0, "Briarblade Adept")
    assert len(tokens) == 2
    assert not s.named(0, "Briarblade Adept", "graveyard")
    marks = set()
    for t in tokens:
        o = game.objects[t]
        assert o.card.is_token and cont.has_keyword(game, o, "Haste")
        assert must_attack(game, o)
        marks.add(o.get_info("must_attack")[0])
    assert marks == {1, 2}
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority":  # every player passes in beginning of combat
        game.choose(("pass",))
    d = game.pending
    assert d.kind == "attack" and ("done",) not in d.options  # 508.1d: they must attack
    assert set(d.options) == {("attack", t, "player", game.objects[t].get_info("must_attack")[0])
                              for t in tokens}  # each its own opponent
    game.choose(d.options[0])
    done(game)
    pass_until(game, END, 0)
    s.assert_life(1, 17)
    s.assert_life(2, 17)
    settle(game)
    assert not s.named(0, "Briarblade Adept")
