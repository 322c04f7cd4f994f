"""Keyword abilities of entering and dying (CR 702): bloodthirst's replacement as a permanent
enters (614.1c), fabricate's trigger as it enters (603.6a), afterlife's as it dies (603.6c,
603.10a) — with real cards compiled from their oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle


@pytest.mark.parametrize("name,keywords", [
    ("Bloodrage Vampire", ["Bloodthirst 1"]), ("Ghor-Clan Savage", ["Bloodthirst 3"]),
    ("Ministrant of Obligation", ["Afterlife 2"]), ("Visionary Augmenter", ["Fabricate 2"]),
    ("Glint-Sleeve Artisan", ["Fabricate 1"]),
])
def test_702_compiled_enter_and_die_keyword_cards_are_implemented(name, keywords):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == keywords


def _counters(s, oid):
    return dict(s.game.objects[oid].counters).get("+1/+1", 0)


def test_702_54a_bloodthirst_without_damage_enters_without_counters():
    s = Scenario()
    s.lands(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Bloodrage Vampire")
    s.cast(0, "Bloodrage Vampire")
    s.resolve()
    assert _counters(s, s.in_zone(0, "Bloodrage Vampire", "battlefield")) == 0


def test_702_54a_bloodthirst_after_an_opponent_was_dealt_damage():
    s = Scenario()
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lightning Bolt", "Ghor-Clan Savage")
    s.cast(0, "Lightning Bolt", s.player(1))
    s.resolve()
    s.lands(0, "Forest", "Forest")
    s.cast(0, "Ghor-Clan Savage")
    s.resolve()
    savage = s.in_zone(0, "Ghor-Clan Savage", "battlefield")
    assert _counters(s, savage) == 3
    assert any(e.rule == "702.54a" for e in s.game.events)


def test_702_54a_damage_to_yourself_does_not_count():
    s = Scenario()
    s.lands(0, "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Lightning Bolt", "Bloodrage Vampire")
    s.cast(0, "Lightning Bolt", s.player(0))
    s.resolve()
    s.cast(0, "Bloodrage Vampire")
    s.resolve()
    assert _counters(s, s.in_zone(0, "Bloodrage Vampire", "battlefield")) == 0


def test_702_123a_fabricate_counters_chosen():
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Glint-Sleeve Artisan")
    s.cast(0, "Glint-Sleeve Artisan")
    settle(s.game, ("counters", 1))
    artisan = s.in_zone(0, "Glint-Sleeve Artisan", "battlefield")
    assert _counters(s, artisan) == 1
    s.assert_count(0, "Servo", 0)


def test_702_123a_fabricate_tokens_chosen():
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Visionary Augmenter")
    s.cast(0, "Visionary Augmenter")
    settle(s.game, ("tokens", 2))
    augmenter = s.in_zone(0, "Visionary Augmenter", "battlefield")
    assert _counters(s, augmenter) == 0
    s.assert_count(0, "Servo", 2)
    servo = s.game.objects[s.named(0, "Servo")[0]]
    assert servo.card.types == ("Artifact", "Creature") and servo.card.power == 1


def test_702_123a_fabricate_is_a_choice_with_both_options():
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Glint-Sleeve Artisan")
    s.cast(0, "Glint-Sleeve Artisan")
    game = s.game
    for _ in range(10):
        if game.pending.kind == "choose":
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert game.pending.rule == "702.123a"
    assert set(game.pending.options) == {("counters", 1), ("tokens", 1)}


def test_702_135a_afterlife_creates_spirits_when_it_dies():
    s = Scenario()
    s.add(1, "Ministrant of Obligation")  # 2/1, afterlife 2
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", s.named(1, "Ministrant of Obligation")[0])
    settle(s.game)
    s.assert_count(1, "Ministrant of Obligation", 0)
    spirits = s.named(1, "Spirit")
    assert len(spirits) == 2
    card = s.game.objects[spirits[0]].card
    assert card.keywords == frozenset({"Flying"}) and set(card.colors) == {"W", "B"}
    assert (card.power, card.toughness) == (1, 1)
