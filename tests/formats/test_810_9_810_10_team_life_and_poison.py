"""CR 810.9b–h and 810.10c–d: a Two-Headed Giant team's shared life total and poison counters
with cards that say a player can't gain or lose life, exchange, set or redistribute life
totals, give poison counters or ask whether a player is poisoned (multiplayer_life.toml)."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.effects.players import give_poison
from casualmagic.engine.life import can_pay_life
from casualmagic.engine.primitives import gain_life, lose_life
from tests.engine.helpers import clear_hand, duel, pass_until, put
from tests.formats.helpers import format_game


def _game():
    game = format_game("2hg", 4)
    pass_until(game, MAIN1, game.active)
    a = game.active
    clear_hand(game, a)
    return game, a, [p for p in range(4) if p not in (a, a + 1)]


def _cast(game, player: int, name: str, lands: list[str], *answers) -> int:
    """``player`` (who has priority) casts ``name`` paid by ``lands``, answers its choices in
    order, and everyone passes until it has resolved."""
    for land in lands:
        put(game, player, land)
    oid = put(game, player, name, "hand")
    return _play(game, ("cast", oid), list(answers))


def _play(game, action: tuple, answers: list) -> int:
    game.choose(action)
    while game.pending.kind != "priority":
        game.choose(answers.pop(0) if answers else 0)
    depth = len(game.stack)
    for _ in range(40):
        if len(game.stack) < depth or game.over:
            break
        if game.pending.kind == "priority":
            game.choose(("pass",))
        else:
            game.choose(answers.pop(0) if answers else 0)
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(answers.pop(0) if answers else 0)
    return action[1]


def _lives(game) -> list[int]:
    return [p.life for p in game.players]


# -- 810.9g, 810.9h: can't gain life, can't lose life -----------------------------------------

def test_810_9g_when_one_player_cant_gain_life_no_player_on_the_team_can():
    game, a, foes = _game()
    put(game, a + 1, "Platinum Emperion")  # "Your life total can't change."
    gain_life(game, a, 5, "119.3")  # a's own life: no effect names a
    assert game.players[a].life == 30 and game.players[a + 1].life == 30
    gain_life(game, foes[0], 5, "119.3")
    assert game.players[foes[1]].life == 35  # the other team is unaffected


def test_119_7_your_opponents_cant_gain_life_spares_you():
    game = duel()
    pass_until(game, MAIN1, 0)
    put(game, 0, "Knight of Dusk's Shadow")
    gain_life(game, 1, 3, "119.3")
    gain_life(game, 0, 3, "119.3")
    assert (game.players[0].life, game.players[1].life) == (23, 20)


def test_810_9g_players_cant_gain_life_holds_for_both_teams():
    game, a, foes = _game()
    put(game, foes[0], "Giant Cindermaw")
    for p in range(4):
        gain_life(game, p, 2, "119.3")
    assert _lives(game) == [30, 30, 30, 30]


def test_810_9h_when_one_player_cant_lose_life_damage_to_the_teammate_costs_no_life():
    game, a, foes = _game()
    put(game, foes[0], "Platinum Emperion")
    _cast(game, a, "Lightning Bolt", ["Mountain"], ("target", "player", foes[1]))
    dmg = [e for e in game.events if e.kind == "damage" and e.data.get("to_player") == foes[1]]
    assert dmg and dmg[-1].data["amount"] == 3  # the damage is dealt ...
    assert game.players[foes[0]].life == 30 and game.players[foes[1]].life == 30  # ... no loss
    lose_life(game, foes[1], 4, "119.3")
    assert game.players[foes[0]].life == 30


def test_810_9h_nor_pay_life_other_than_0():
    game, a, foes = _game()
    vista = put(game, a + 1, "Prismatic Vista")  # "{T}, Pay 1 life, Sacrifice this land: ..."
    put(game, a, "Platinum Emperion")
    assert can_pay_life(game, a + 1, 0)  # 119.4b
    assert not can_pay_life(game, a + 1, 1)
    game.choose(("pass",))  # the teammate gets priority (805.5)
    assert game.pending.player == a + 1
    assert not [o for o in game.pending.options if o[:2] == ("activate", vista)]


def test_810_9b_team_members_paying_together_pay_no_more_than_the_team_life_total():
    """119.4a: a payment counts what the teammate pays for the same cost or effect."""
    game, a, foes = _game()
    lose_life(game, a, 22, "119.3")  # the team has 8 life
    assert can_pay_life(game, a, 8) and can_pay_life(game, a + 1, 8)
    assert can_pay_life(game, a + 1, 3, team_paid=5)
    assert not can_pay_life(game, a + 1, 4, team_paid=5)
    assert can_pay_life(game, a + 1, 0, team_paid=8)  # 119.4b: always 0


# -- 810.9d, 810.9e, 810.9f: life totals that are set, exchanged, redistributed ------------------

def test_810_9d_each_players_life_total_becomes_the_team_chooses_one_member():
    """The CR's example: teams at 7 and 13 life; Repay in Kind leaves both at 7."""
    game, a, foes = _game()
    lose_life(game, a, 23, "119.3")  # a's team: 7
    lose_life(game, foes[0], 17, "119.3")  # the other team: 13
    _cast(game, a, "Repay in Kind", ["Swamp"] * 7)
    assert _lives(game) == [7, 7, 7, 7]  # 13 - 6, not 13 - 12
    losses = [e for e in game.events if e.kind == "life" and e.rule == "119.5"]
    assert [e.data["change"] for e in losses] == [-6]


def test_810_9d_the_team_chooses_which_member_is_affected():
    game, a, foes = _game()
    lose_life(game, foes[0], 20, "119.3")  # the other team: 10
    for land in ["Swamp"] * 7:
        put(game, a, land)
    oid = put(game, a, "Repay in Kind", "hand")
    game.choose(("cast", oid))
    while game.pending.kind != "priority":
        game.choose(0)
    for _ in range(10):
        if game.pending.kind != "priority":
            break
        game.choose(("pass",))
    d = game.pending
    assert d.kind == "choose_player" and d.rule == "810.9d"
    assert set(d.options) == {("player", a), ("player", a + 1)} and d.player in (a, a + 1)
    game.choose(("player", a + 1))
    losses = [e for e in game.events if e.kind == "life" and e.rule == "119.5"]
    assert [(e.player, e.data["change"]) for e in losses] == [(a + 1, -20)]
    assert _lives(game) == [10, 10, 10, 10]


def test_810_9e_a_player_cant_exchange_life_totals_with_a_teammate():
    game, a, foes = _game()
    lose_life(game, foes[0], 12, "119.3")  # the other team: 18
    conduit = put(game, a, "Soul Conduit")
    for land in ["Plains"] * 6:
        put(game, a, land)
    _play(game, ("activate", conduit, 0), [("target", "player", a), ("target", "player", a + 1)])
    assert [e.rule for e in game.events if e.kind == "no_exchange"] == ["810.9e"]
    assert _lives(game)[a] == 30 and _lives(game)[foes[0]] == 18


def test_701_10c_exchanging_with_an_opponent_changes_both_team_totals():
    game, a, foes = _game()
    lose_life(game, foes[0], 12, "119.3")  # the other team: 18
    conduit = put(game, a, "Soul Conduit")
    for land in ["Plains"] * 6:
        put(game, a, land)
    _play(game, ("activate", conduit, 0), [("target", "player", a + 1),
                                            ("target", "player", foes[1])])
    lives = _lives(game)
    assert lives[a] == lives[a + 1] == 18 and lives[foes[0]] == lives[foes[1]] == 30


def test_119_7_an_exchange_that_would_raise_a_total_that_cant_rise_doesnt_happen():
    game, a, foes = _game()
    lose_life(game, a, 10, "119.3")  # a's team: 20
    put(game, a + 1, "Platinum Emperion")
    conduit = put(game, a, "Soul Conduit")
    for land in ["Plains"] * 6:
        put(game, a, land)
    _play(game, ("activate", conduit, 0), [("target", "player", a),
                                            ("target", "player", foes[0])])
    assert [e.rule for e in game.events if e.kind == "no_exchange"] == ["701.10a"]
    assert _lives(game)[a] == 20 and _lives(game)[foes[0]] == 30


def test_810_9f_redistributing_affects_at_most_one_member_of_each_team():
    game, a, foes = _game()
    lose_life(game, a, 25, "119.3")  # a's team: 5
    for land in ["Plains"] * 8:
        put(game, a, land)
    oid = put(game, a, "Reverse the Sands", "hand")
    game.choose(("cast", oid))
    while game.pending.kind != "priority":
        game.choose(0)
    for _ in range(10):
        if game.pending.kind != "priority":
            break
        game.choose(("pass",))
    d = game.pending
    assert d.kind == "redistribute" and d.player == a
    assert set(d.options) == {("player", p) for p in range(4)} | {("done",)}
    game.choose(("player", a + 1))
    picks = {o for o in game.pending.options if o[0] == "player"}
    assert picks == {("player", foes[0]), ("player", foes[1])}  # not a, a+1's teammate
    game.choose(("player", foes[1]))  # then "done" is the only choice left: taken at once
    assert set(game.pending.options) == {("life", 30), ("life", 5)}
    game.choose(("life", 30))  # a + 1 gets 30
    assert _lives(game) == [30, 30, 5, 5] if a == 0 else _lives(game) == [5, 5, 30, 30]


# -- 810.10, 810.10c, 810.10d: poison counters -----------------------------------------------

def test_810_10_each_opponent_gets_a_poison_counter_individually_shared_by_the_team():
    game, a, foes = _game()
    _cast(game, a, "Prologue to Phyresis", ["Island", "Island"])
    assert [game.players[f].poison for f in foes] == [2, 2]
    assert game.players[a].poison == 0 and len(game.players[a].hand) == 1


def test_810_10c_when_one_player_cant_get_poison_counters_the_team_gets_none():
    """The static op ``cant_get_poison_counters`` (Melira, Sylvok Outcast's first ability)
    is read for the whole team; the test gives a permanent that ability directly because
    no fully implementable real card has only that ability (see the module docstring)."""
    from dataclasses import replace

    from casualmagic.cards.model import StaticAbility

    game, a, foes = _game()
    oid = put(game, foes[0], "Grizzly Bears")
    o = game.obj_w(oid)
    o.card = replace(o.card, replacement_abilities=(
        StaticAbility("cant_get_poison_counters", (("who", "you"),), "You can't get poison counters."),))
    assert give_poison(game, foes[1], 1) == 0
    assert [game.players[f].poison for f in foes] == [0, 0]
    assert [e.rule for e in game.events if e.kind == "no_poison"] == ["810.10c"]
    assert give_poison(game, a, 1) == 1 and game.players[a + 1].poison == 1


def test_810_10d_a_player_is_poisoned_if_the_team_has_a_poison_counter():
    game, a, foes = _game()
    give_poison(game, a + 1, 1)  # a's teammate gets one: the team has one
    put(game, a, "Mountain")
    bolt = put(game, a, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "player", foes[0]))
    bolt = game.stack[-1]
    for land in ["Island", "Island"]:
        put(game, a, land)
    resolve = put(game, a, "Corrupted Resolve", "hand")
    game.choose(("cast", resolve))
    if game.pending.kind == "target":
        game.choose(("target", "object", bolt))
    assert game.objects[game.stack[-1]].targets == ((("object", bolt),),)
    for _ in range(20):
        if not game.stack:
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert game.players[foes[0]].life == 30  # the bolt was countered
    assert [e for e in game.events if e.kind == "counter"]


def test_122_1f_an_unpoisoned_players_spell_isnt_countered():
    game, a, foes = _game()
    put(game, a, "Mountain")
    bolt = put(game, a, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "player", foes[0]))
    bolt = game.stack[-1]
    for land in ["Island", "Island"]:
        put(game, a, land)
    resolve = put(game, a, "Corrupted Resolve", "hand")
    game.choose(("cast", resolve))
    if game.pending.kind == "target":
        game.choose(("target", "object", bolt))
    assert game.objects[game.stack[-1]].targets == ((("object", bolt),),)
    for _ in range(20):
        if not game.stack:
            break
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    assert game.players[foes[0]].life == 27
