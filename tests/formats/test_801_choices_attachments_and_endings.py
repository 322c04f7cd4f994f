"""CR 801.5–801.15: choices, attachments, replacement/prevention effects and winning or
drawing under the limited range of influence option."""

from __future__ import annotations

from casualmagic.core.flow import ask
from casualmagic.engine.ending import draw_game, lose, win
from casualmagic.engine.sba import check_now
from tests.engine.helpers import put
from tests.formats.helpers import format_game, to_main_of


def _game(fmt: str = "ffa", n: int = 6, **opts):
    game = format_game(fmt, n, **opts)
    to_main_of(game, 0)
    return game


def _attached(game, player: int, name: str, host: int) -> int:
    """Put ``name`` onto the battlefield for ``player`` attached to ``host`` (a fixture)."""
    from casualmagic.cards.definitions import card_by_name
    from tests.engine.helpers import refresh

    obj = game.new_object(card_by_name(name), 20_000 + game.next_id, player, "battlefield",
                          "permanent")
    obj.attached_to = host
    game.battlefield = (*game.battlefield, obj.id)
    game.sba_dirty = True
    refresh(game)
    return obj.id


def _zone(game, oid: int) -> str | None:
    o = game.objects.get(oid)
    return o.zone if o is not None else None


# -- 801.5a, 801.5c: choices of players --------------------------------------------------

def test_801_5a_a_chosen_player_must_be_within_the_choosers_range():
    """Seat 1 leaves; the controller (seat 0, range 2 of 7) picks who makes seat 1's
    choice (800.4g): only opponents within range 2, not seats 3 and 4."""
    game = _game(n=7, range=2)
    source = put(game, 0, "Grizzly Bears")
    lose(game, 1, "104.3a", "conceded")
    ask(game, 1, "choose", [("yes",), ("no",)], "608.2d", ("resolve", source, 0, 1), "")
    assert game.pending.kind == "stand_in" and game.pending.player == 0
    assert {o[1] for o in game.pending.options} == {2, 5, 6}


def test_801_5c_with_no_one_within_range_the_closest_player_to_the_left_chooses():
    """Team vs. Team, 3 v 3, range 1: the middle player of team 1 (seat 1) has only
    teammates within range, so the nearest opponent to their left (seat 4, seat 3 having
    left) makes the choice."""
    game = _game("team-vs-team", 6, range=1)
    source = put(game, 1, "Grizzly Bears")
    lose(game, 3, "104.3a", "conceded")
    ask(game, 3, "choose", [("yes",), ("no",)], "608.2d", ("resolve", source, 0, 3), "")
    assert game.pending.player == 4 and game.pending.kind == "choose"
    assert [e.rule for e in game.events if e.kind == "stand_in"] == ["801.5c"]


def test_801_6_a_player_can_activate_abilities_only_of_objects_within_range():
    game = _game(n=5, range=1)
    put(game, 0, "Prodigal Pyromancer")
    far = put(game, 2, "Prodigal Pyromancer")
    game.pending = None
    from casualmagic.core.flow import run

    run(game)
    sources = {o[1] for o in game.pending.options if o[0] == "activate"}
    assert sources and far not in sources


# -- 801.8, 801.9: Auras and Equipment ---------------------------------------------------

def test_801_8_an_aura_on_an_object_outside_range_goes_to_the_graveyard():
    game = _game(n=5, range=1)
    near, far = put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")
    kept = _attached(game, 0, "Holy Strength", near)
    lost = _attached(game, 0, "Holy Strength", far)
    assert _zone(game, kept) == "battlefield" and game.objects[kept].attached_to == near
    assert lost not in game.battlefield
    graveyard = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert graveyard == ["Holy Strength"]
    assert [e.rule for e in game.events if e.rule.startswith("801.8")] != []


def test_801_9_equipment_on_a_creature_outside_range_becomes_unattached():
    game = _game(n=5, range=1)
    near, far = put(game, 4, "Grizzly Bears"), put(game, 3, "Grizzly Bears")
    kept = _attached(game, 0, "Bonesplitter", near)
    loose = _attached(game, 0, "Bonesplitter", far)
    assert game.objects[kept].attached_to == near
    assert game.objects[loose].attached_to is None and _zone(game, loose) == "battlefield"
    assert [e.rule for e in game.events if e.kind == "unattach"] == ["801.9"]


def test_801_8_without_a_limited_range_the_aura_stays():
    game = _game(n=5)
    far = put(game, 2, "Grizzly Bears")
    aura = _attached(game, 0, "Holy Strength", far)
    assert _zone(game, aura) == "battlefield"


# -- 801.11: information only from within range ------------------------------------------

def test_801_11_an_effect_counts_only_objects_within_its_controllers_range():
    from casualmagic.engine.effect_refs import all_matching

    game = _game(n=6, range=1)
    bears = {seat: put(game, seat, "Grizzly Bears") for seat in range(6)}
    spell = game.objects[put(game, 0, "Pyroclasm", "stack")]
    seen = set(all_matching(game, spell, "creature"))
    assert seen == {bears[0], bears[1], bears[5]}


# -- 801.13: replacement and prevention effects ------------------------------------------

def test_801_13a_a_replacement_effect_does_not_reach_outside_range():
    """Seat 0's Rest in Peace exiles a card going to the graveyard within range, but a
    creature of seat 2 (outside range 1) dies normally."""
    game = _game(n=5, range=1)
    put(game, 0, "Rest in Peace")
    near, far = put(game, 1, "Grizzly Bears"), put(game, 2, "Grizzly Bears")
    for oid in (near, far):
        game.obj_w(oid).damage = 5
    game.sba_dirty = True
    while check_now(game):
        pass
    exiled = set(game.zone_ids("exile"))
    graves = {oid for p in game.players for oid in p.graveyard}
    cards = {game.objects[i].card_id for i in exiled}, {game.objects[i].card_id for i in graves}
    assert len(cards[0]) == 1 and len(cards[1]) == 1  # one exiled (near), one in a graveyard
    assert any(game.objects[i].owner == 2 for i in graves)
    assert any(game.objects[i].owner == 1 for i in exiled)


def _prevention(game, controller: int, name: str = "Fog") -> None:
    from casualmagic.engine.replacement import Replacement, add_replacement

    src = put(game, controller, name, "stack")
    add_replacement(game, Replacement(("prevent", 999), "prevent_damage",
                                      (("combat_only", False),), src, controller, 999,
                                      duration="end_of_turn", rule="615.1a"))


def test_801_13b_prevention_naming_neither_needs_source_and_recipient_in_range():
    """Fog-like "prevent all damage" of seat 0 (range 1): damage from seat 2's creature
    (out of range) to seat 1 is dealt; damage from seat 1's creature to seat 1 is not."""
    from casualmagic.engine.primitives import deal_damage

    game = _game(n=5, range=1)
    _prevention(game, 0)
    far, near = put(game, 2, "Grizzly Bears"), put(game, 1, "Hill Giant")
    deal_damage(game, game.objects[far], ("player", 1), 2)
    assert game.players[1].life == 18
    deal_damage(game, game.objects[near], ("player", 1), 3)
    assert game.players[1].life == 18


def test_801_13b_prevention_for_a_recipient_reaches_only_recipients_in_range():
    from casualmagic.engine.primitives import deal_damage

    game = _game(n=5, range=1)
    _prevention(game, 0)
    src = put(game, 1, "Grizzly Bears")  # within range of seat 0, and of seat 2
    deal_damage(game, game.objects[src], ("player", 2), 2)  # seat 2 is outside seat 0's range
    assert game.players[2].life == 18


# -- 801.14, 801.15: winning and drawing ------------------------------------------------

def test_801_14_a_player_who_wins_makes_the_opponents_within_range_lose():
    game = _game(n=6, range=1)
    win(game, 0)
    assert not game.over
    assert {q for q in range(6) if game.players[q].lost} == {1, 5}
    assert {e.rule for e in game.events if e.kind == "lose"} == {"801.14"}


def test_104_2b_without_a_limited_range_a_player_who_wins_wins_the_game():
    game = _game(n=4)
    win(game, 2)
    assert game.over and game.winners == (2,)


def test_801_15_a_draw_is_a_draw_for_the_controller_and_players_in_range_who_leave():
    game = _game(n=6, range=1)
    draw_game(game, 0)
    assert not game.over
    assert set(game.living()) == {2, 3, 4}
    assert not any(game.players[q].lost for q in (0, 1, 5))
    assert {e.player for e in game.events if e.kind == "game_drawn_for"} == {0, 1, 5}
    assert {e.rule for e in game.events if e.kind == "game_drawn_for"} == {"801.15"}


def test_104_4c_without_a_limited_range_the_game_is_a_draw():
    game = _game(n=4)
    draw_game(game, 1)
    assert game.over and game.winners == () and game.result.is_draw


def test_801_16_a_loop_is_a_draw_for_its_controllers_and_players_in_their_range():
    from casualmagic.engine.ending import draw_by_loop

    game = _game(n=7, range=1)
    draw_by_loop(game, [0, 1])  # objects of seats 0 and 1 are in the loop
    drawn = {e.player for e in game.events if e.kind == "game_drawn_for"}
    assert drawn == {6, 0, 1, 2}
    assert set(game.living()) == {3, 4, 5} and not game.over


def test_104_4b_without_a_limited_range_a_loop_draws_the_game():
    from casualmagic.engine.ending import draw_by_loop

    game = _game(n=4)
    draw_by_loop(game, [1])
    assert game.over and game.result.is_draw
