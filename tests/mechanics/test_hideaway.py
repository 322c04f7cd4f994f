"""Hideaway (CR 702.75) and the abilities linked to it (607.2a): the hideaway lands compiled
from their oracle text, played in games."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN2
from tests.scenario import Scenario, done, option, pass_until, settle

GOLDEN = {
    "Mosswort Bridge": {
        "keywords": ["Hideaway 4"],
        "abilities": [
            {"cost": "{T}", "add": "G", "text": "{T}: Add {G}."},
            {"cost": "{G}, {T}", "text": "{G}, {T}: You may play the exiled card without paying "
             "its mana cost if creatures you control have total power 10 or greater.",
             "effects": [{"do": "play_hideaway_card",
                          "condition": "creatures you control have total power 10 or greater"}]},
        ],
    },
    "Windbrisk Heights": {
        "keywords": ["Hideaway 4"],
        "abilities": [
            {"cost": "{T}", "add": "W", "text": "{T}: Add {W}."},
            {"cost": "{W}, {T}", "text": "{W}, {T}: You may play the exiled card without paying "
             "its mana cost if you attacked with three or more creatures this turn.",
             "effects": [{"do": "play_hideaway_card",
                          "condition": "you attacked with three or more creatures this turn"}]},
        ],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_702_75a_hideaway_lands_compile_as_written(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    for field, value in GOLDEN[name].items():
        assert card.raw[field] == value


@pytest.mark.parametrize("name", ["Spinerock Knoll", "Shelldock Isle", "Howltooth Hollow",
                                  "Clive's Hideaway"])
def test_702_75a_other_hideaway_lands_are_implemented(name):
    card = compiled(name)
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == ["Hideaway 4"]


def _top(s, seat, *names):
    """Put cards named ``names`` on top of ``seat``'s library, in that order (a fixture)."""
    ids = [s.add(seat, n, "library") for n in names]
    p = s.game.player_w(seat)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    return ids


def _play_hideaway_land(s, name, pick):
    """Seat 0 plays ``name`` from hand; its hideaway exiles the looked-at card named ``pick``."""
    game = s.game
    land = s.hand(0, name)[0]
    game.choose(("play", land))
    while game.pending.kind == "priority" and (game.stack or game.waiting_triggers):
        game.choose(("pass",))
        if game.pending.rule == "702.75a":
            break
    d = game.pending
    assert d.rule == "702.75a" and d.player == 0
    chosen = next(o for o in d.options if game.objects[o[1]].card.name == pick)
    game.choose(chosen)
    settle(game)
    return s.in_zone(0, name, "battlefield")


def test_702_75a_hideaway_exiles_one_face_down_and_the_rest_go_to_the_bottom():
    s = Scenario()
    game = s.game
    _top(s, 0, "Grizzly Bears", "Lightning Bolt", "Giant Growth", "Shock")
    _play_hideaway_land(s, "Mosswort Bridge", "Lightning Bolt")
    exiled = [i for i in game.exile if game.objects[i].card.name == "Lightning Bolt"]
    assert len(exiled) == 1 and game.objects[exiled[0]].face_down
    lib = game.players[0].library
    assert {game.objects[i].card.name for i in lib[-3:]} == {"Grizzly Bears", "Giant Growth",
                                                             "Shock"}
    assert all(game.objects[i].card.name == "Forest" for i in lib[:-3])
    # 406.3, 702.75a: only its controller may look at it
    mine = [c for c in game.view(0)["exile"] if c["id"] == exiled[0]]
    theirs = [c for c in game.view(1)["exile"] if c["id"] == exiled[0]]
    assert mine[0]["name"] == "Lightning Bolt"
    assert theirs[0]["name"] == "face-down card"
    assert any(e.rule == "702.75a" and e.kind == "hideaway" for e in game.events)


def test_702_75a_mosswort_bridge_plays_the_exiled_card_with_total_power_10():
    s = Scenario()
    game = s.game
    _top(s, 0, "Grizzly Bears", "Forest", "Forest", "Forest")
    bridge = _play_hideaway_land(s, "Mosswort Bridge", "Grizzly Bears")
    assert game.objects[bridge].tapped  # "This land enters tapped." (702.75b)
    game.obj_w(bridge).tapped = False
    s.lands(0, "Forest")
    s.add(0, "Craw Wurm")  # 6/4
    # total power 6: the ability resolves and does nothing (608.2c)
    game.choose(option(game, "activate", bridge))
    settle(game)
    assert not s.named(0, "Grizzly Bears")
    assert any(e.kind == "condition_false" and e.rule == "608.2c" for e in game.events)
    game.obj_w(bridge).tapped = False
    s.lands(0, "Forest")
    s.add(0, "Colossal Dreadmaw")  # 6/6: total power 12
    game.choose(option(game, "activate", bridge))
    settle(game)
    s.assert_count(0, "Grizzly Bears", 1)
    assert not any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)


def test_702_75a_the_exiled_land_is_played_only_with_a_land_play_left():
    s = Scenario()
    game = s.game
    _top(s, 0, "Island", "Grizzly Bears", "Forest", "Forest")
    heights = _play_hideaway_land(s, "Howltooth Hollow", "Island")  # the land play is used
    game.obj_w(heights).tapped = False
    s.lands(0, "Swamp")
    game.choose(option(game, "activate", heights))  # no cards in any hand
    settle(game)
    assert not s.named(0, "Island")  # 305.2b: no land play left
    assert any(game.objects[i].card.name == "Island" for i in game.exile)


def test_702_75a_windbrisk_heights_after_attacking_with_three_creatures():
    s = Scenario()
    game = s.game
    _top(s, 0, "Shock", "Forest", "Forest", "Forest")
    heights = _play_hideaway_land(s, "Windbrisk Heights", "Shock")
    game.obj_w(heights).tapped = False
    s.lands(0, "Plains")
    bears = [s.add(0, "Grizzly Bears") for _ in range(3)]
    for _ in range(20):
        if game.pending.kind == "attack":
            break
        game.choose(("pass",))
    for b in bears:
        game.choose(("attack", b, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    game.choose(option(game, "activate", heights))
    for _ in range(20):
        d = game.pending
        if d.kind == "target":
            game.choose(("target", "player", 1))
        elif d.kind == "priority" and not game.stack and not game.waiting_triggers:
            break
        elif d.kind == "priority":
            game.choose(("pass",))
        else:
            game.choose(("yes",) if ("yes",) in d.options else 0)
    assert any(game.objects[i].card.name == "Shock" for i in game.players[0].graveyard)
    assert game.players[1].life == 20 - 6 - 2


def test_607_2a_watcher_for_tomorrow_puts_the_exiled_card_into_its_owners_hand():
    s = Scenario()
    game = s.game
    assert compiled("Watcher for Tomorrow").status == "implemented"
    _top(s, 0, "Grizzly Bears", "Forest", "Forest", "Forest")
    s.lands(0, "Island", "Island")
    s.hand(0, "Watcher for Tomorrow")
    s.cast(0, "Watcher for Tomorrow")
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "exile"
                                      and game.objects[o[1]].card.name == "Grizzly Bears"),
                                     None))
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)
    watcher = s.in_zone(0, "Watcher for Tomorrow", "battlefield")
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    s.cast(0, "Lightning Bolt", watcher)
    settle(game)
    assert s.named(0, "Grizzly Bears", "hand")
    assert not any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)


def test_702_75a_fight_rigging_plays_the_exiled_card_when_a_creature_has_power_7():
    from casualmagic.core.state import BEGIN_COMBAT

    s = Scenario()
    game = s.game
    card = compiled("Fight Rigging")
    assert card.status == "implemented", card.missing
    assert card.raw["triggers"][0]["effects"][-1] == {
        "do": "play_hideaway_card", "condition": "you control a creature with power 7 or greater"}
    _top(s, 0, "Grizzly Bears", "Forest", "Forest", "Forest", "Forest")
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Fight Rigging")
    s.cast(0, "Fight Rigging")
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "exile"
                                      and game.objects[o[1]].card.name == "Grizzly Bears"),
                                     None))
    wurm = s.add(0, "Craw Wurm")  # 6/4: 7 power with the counter
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game, pick=lambda d: ("target", "object", wurm) if d.kind == "target" else None)
    assert game.objects[wurm].counter("+1/+1") == 1
    s.assert_count(0, "Grizzly Bears", 1)
