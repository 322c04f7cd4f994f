"""Mobilize N (newer than the CR of 2025-02-07; its reminder text): as the creature attacks,
N tapped and attacking 1/1 red Warrior tokens (508.4: their controller chooses what each
attacks), sacrificed at the beginning of the next end step (603.7) — with a real card compiled
from its oracle text (Dalkovan Packbeasts)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import ATTACKERS, END, MAIN2
from tests.scenario import Scenario, done, pass_until, settle


def test_mobilize_cards_compile():
    card = compiled("Dalkovan Packbeasts")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Vigilance", "Mobilize 3"]


def _attack_with_packbeasts(s, defender):
    game = s.game
    beasts = s.add(0, "Dalkovan Packbeasts")
    pass_until(game, ATTACKERS - 1, 0)
    while game.pending.kind == "priority":
        game.choose(("pass",))
    game.choose(("attack", beasts, "player", defender))
    done(game)
    return beasts


def test_mobilize_tokens_attack_and_are_sacrificed_at_end_step():
    s = Scenario()
    game = s.game
    _attack_with_packbeasts(s, 1)
    settle(game)
    warriors = s.named(0, "Warrior")
    assert len(warriors) == 3
    assert all(game.objects[w].tapped and game.combat.is_attacking(w) for w in warriors)
    pass_until(game, MAIN2, 0)
    s.assert_life(1, 17)  # three 1/1 Warriors (the 0/4 Ox deals nothing)
    pass_until(game, END, 0)
    settle(game)
    assert not s.named(0, "Warrior")


def test_508_4_mobilize_controller_chooses_what_each_token_attacks():
    s = Scenario(players=3)
    game = s.game
    _attack_with_packbeasts(s, 1)
    asked = []

    def pick(d):
        if d.kind == "attack_target":
            asked.append(d.rule)
            return next(o for o in d.options if o[2:] == ("player", 2))
        return None

    settle(game, pick=pick)
    assert asked == ["508.4"] * 3
    warriors = s.named(0, "Warrior")
    assert all(game.combat.is_attacking(w) for w in warriors)
    pass_until(game, MAIN2, 0)
    s.assert_life(1, 20)
    s.assert_life(2, 17)
