"""Clash with an opponent (CR 701.23b-d): "If you win, ..." on compiled real cards in games."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario, settle

GOLDEN = {
    "Adder-Staff Boggart": {"triggers": [{"when": "enters", "text": (
        "When this creature enters, clash with an opponent. If you win, put a +1/+1 counter "
        "on this creature."), "effects": [
        {"do": "clash_with_opponent"},
        {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1,
         "if": "you won the clash"}]}]},
    "Research the Deep": {"spell": [
        {"do": "draw", "amount": 1}, {"do": "clash_with_opponent"},
        {"do": "bounce", "what": "self", "if": "you won the clash"}]},
}


def test_701_23b_clash_compiles_as_written():
    for name, fields in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", card.missing
        for field, value in fields.items():
            assert card.raw[field] == value, (name, field, card.raw[field])


def _tops(s: Scenario, mine: str, theirs: str | None = None) -> None:
    """Put ``mine`` on top of seat 0's library and ``theirs`` on top of seat 1's."""
    game = s.game
    for seat, name in ((0, mine), (1, theirs)):
        if name is None:
            continue
        top = s.add(seat, name, "library")
        p = game.player_w(seat)
        p.library = (top, *(i for i in p.library if i != top))


def _boggart(mine: str, theirs: str, bottom: bool = False) -> tuple[Scenario, int]:
    s = Scenario()
    _tops(s, mine, theirs)
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Adder-Staff Boggart")
    s.cast(0, "Adder-Staff Boggart")
    placing = []

    def pick(d):
        if d.rule == "701.23c":
            placing.append(d.player)
            return ("bottom",) if bottom else ("top",)
        return None

    settle(s.game, pick=pick)
    assert placing == [0, 1]  # each clashing player decides, in APNAP order (701.23c)
    return s, s.in_zone(0, "Adder-Staff Boggart", "battlefield")


def test_701_23d_clash_won_with_the_higher_mana_value_does_the_if_you_win_part():
    s, boggart = _boggart("Hill Giant", "Memnite")
    assert s.game.objects[boggart].counter("+1/+1") == 1
    clash = [e for e in s.game.events if e.kind == "clash"][-1]
    assert clash.data["winner"] == 0 and clash.rule == "701.23d"


def test_701_23d_a_tie_wins_for_no_one():
    s, boggart = _boggart("Grizzly Bears", "Grizzly Bears", bottom=True)
    assert s.game.objects[boggart].counter("+1/+1") == 0
    game = s.game
    for seat in (0, 1):  # both revealed cards went to the bottom at the same time (701.23c)
        assert game.objects[game.players[seat].library[-1]].card.name == "Grizzly Bears"


def test_701_23d_research_the_deep_returns_to_hand_only_when_its_controller_wins():
    for mine, theirs, back in (("Hill Giant", "Memnite", True), ("Memnite", "Hill Giant", False)):
        s = Scenario()
        _tops(s, mine, theirs)
        _tops(s, "Island")  # the card drawn, above the clash's
        s.lands(0, *["Island"] * 4)
        s.hand(0, "Research the Deep")
        s.cast(0, "Research the Deep")
        settle(s.game)
        assert bool(s.named(0, "Research the Deep", "hand")) is back
        assert bool(s.named(0, "Research the Deep", "graveyard")) is not back
        assert [e for e in s.game.events if e.kind == "clash"][-1].data["winner"] == (
            0 if back else 1)


def test_701_23b_clash_with_an_opponent_chooses_one_of_several_opponents():
    s = Scenario(players=3)
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Adder-Staff Boggart")
    s.cast(0, "Adder-Staff Boggart")
    chosen = []

    def pick(d):
        if d.rule == "701.23b":
            chosen.append(d.options)
            return ("player", 2)
        return None

    settle(game, pick=pick)
    assert chosen == [(("player", 1), ("player", 2))]  # chosen, not targeted
    assert [e for e in game.events if e.kind == "clash"][-1].data["players"] == [0, 2]
