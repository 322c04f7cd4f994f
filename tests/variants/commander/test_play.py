"""The Commander variant in play (CR 903.6–903.10, 704.6c, 704.6d), two and four players."""

from __future__ import annotations

from casualmagic.core.state import MAIN1
from casualmagic.engine import designations
from casualmagic.variants.commander import damage, tax
from casualmagic.variants.commander import designation as des
from tests.engine.helpers import option
from tests.variants.commander.helpers import (
    JENARA,
    JERRARD,
    clear_hand,
    commander_game,
    commander_of,
    deck,
    onto_battlefield,
    pass_until,
    put,
    resolve,
    to_main,
)


def test_903_6_each_commander_starts_in_the_command_zone():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    assert [game.objects[i].card.name for i in game.command] == [JERRARD, JENARA]
    assert [game.objects[i].owner for i in game.command] == [0, 1]
    assert all(game.objects[i].card.name != JERRARD for i in game.players[0].library)
    assert any(e.kind == "commander_to_command_zone" and e.rule == "103.2c" for e in game.events)


def test_903_7_life_totals_are_set_to_40():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), deck(JERRARD, "Mountain"))
    assert [p.life for p in game.players] == [40, 40, 40]
    assert [e.rule for e in game.events if e.kind == "life_set"] == ["903.7"] * 3


def test_903_2_four_player_game_attacks_any_opponent():
    game = commander_game(*(deck(JERRARD) for _ in range(4)))
    cmd = commander_of(game, 0)
    onto_battlefield(game, cmd)
    while game.pending.kind != "attack":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    targets = {o[2:] for o in game.pending.options if o[0] == "attack"}
    assert targets == {("player", 1), ("player", 2), ("player", 3)}


def _cast_commander(game, player: int = 0) -> dict:
    """Cast ``player``'s commander from the command zone and let it resolve; the cast event."""
    oid = next(i for i in game.command if game.objects[i].owner == player)
    game.choose(("cast", oid))
    while game.pending.kind != "priority":
        game.choose(0)
    cast = [e for e in game.events if e.kind == "cast"][-1]
    resolve(game)
    return cast.data


def test_903_8_cast_from_the_command_zone_then_tax_of_2_per_previous_cast():
    game = commander_game(deck(JENARA, "Plains"), deck(JERRARD))
    to_main(game, 0)
    for land in ["Forest", "Island", "Plains", "Plains", "Plains"]:
        put(game, 0, land)
    data = _cast_commander(game)
    assert data["from"] == "command" and "tax" not in data
    jenara = commander_of(game, 0)
    assert game.objects[jenara].zone == "battlefield"
    assert tax.casts_from_command_zone(game, game.objects[jenara].card_id) == 1
    # it dies; its owner returns it to the command zone (903.9a); now it costs {2} more
    from casualmagic.engine.primitives import destroy
    destroy(game, jenara)
    game.sba_dirty = True
    from tests.engine.helpers import refresh
    refresh(game)
    game.choose(option(game, "command_zone"))
    assert game.objects[commander_of(game, 0)].zone == "command"
    assert tax.commander_tax(game, commander_of(game, 0), "command") == 2
    for land in ["Forest", "Island"]:
        put(game, 0, land)
    for oid in game.battlefield:
        game.obj_w(oid).tapped = False
    refresh(game)
    data = _cast_commander(game)
    assert data["tax"] == 2
    cast_event = [e for e in game.events if e.kind == "cast"][-1]
    from casualmagic.engine.describe import describe_event
    assert "commander tax 2" in describe_event(game, cast_event)


def test_903_8_tax_needs_the_mana_and_only_from_the_command_zone():
    game = commander_game(deck(JENARA, "Plains"), deck(JERRARD))
    to_main(game, 0)
    cmd = commander_of(game, 0)
    game.vset(tax.KEY, ((game.objects[cmd].card_id, 1),))
    for land in ["Forest", "Island", "Plains", "Plains"]:
        put(game, 0, land)
    assert ("cast", cmd) not in game.pending.options  # {G}{W}{U} + {2} needs five mana
    put(game, 0, "Plains")
    assert ("cast", cmd) in game.pending.options
    assert tax.commander_tax(game, cmd, "hand") == 0


def test_903_8_only_the_owner_may_cast_it_from_the_command_zone():
    game = commander_game(deck(JERRARD), deck(JERRARD, "Mountain"))
    to_main(game, 0)
    for _ in range(6):
        put(game, 0, "Forest")
        put(game, 0, "Mountain")
    casts = [o[1] for o in game.pending.options if o[0] == "cast"]
    assert casts == [commander_of(game, 0)]


def test_903_9a_704_6d_owner_chooses_to_return_a_commander_from_the_graveyard():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    from casualmagic.engine.primitives import destroy
    destroy(game, cmd)
    game.sba_dirty = True
    from tests.engine.helpers import refresh
    refresh(game)
    d = game.pending
    assert d.kind == "commander" and d.rule == "903.9a" and d.player == 0
    game.choose(option(game, "command_zone"))
    assert game.objects[commander_of(game, 0)].zone == "command"
    assert any(e.kind == "commander_to_command_zone" and e.rule == "903.9a" for e in game.events)


def test_903_9a_owner_may_leave_it_in_exile_until_it_changes_zones_again():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    from casualmagic.engine.primitives import move_object
    move_object(game, cmd, "exile", "exile", "406.3")
    game.sba_dirty = True
    from tests.engine.helpers import refresh
    refresh(game)
    game.choose(option(game, "leave"))
    assert game.pending.kind == "priority"  # not asked again
    assert game.objects[commander_of(game, 0)].zone == "exile"
    assert any(e.kind == "commander_stays" for e in game.events)


def _bounce(game, oid: int, to: str = "hand") -> None:
    """Move ``oid`` as an effect would; the owner's 903.9b decision then comes up."""
    from casualmagic.engine.primitives import move_object
    from tests.engine.helpers import refresh

    move_object(game, oid, to, "bounce" if to == "hand" else "tuck", "400.3",
                position="top" if to == "hand" else "bottom")
    refresh(game)


def test_903_9b_commander_bounced_to_hand_goes_to_the_command_zone_instead():
    game = commander_game(deck(JERRARD), deck(JENARA, "Island"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _bounce(game, cmd)
    assert game.pending.kind == "replacement" and game.pending.player == 0
    assert game.pending.rule == "903.9b"  # the single 903.9b choice, not 616.1e ordering
    game.choose(next(o for o in game.pending.options if o[0] == "replacement"))
    assert game.objects[commander_of(game, 0)].zone == "command"
    assert not any(designations.is_commander(game, i) for i in game.players[0].hand)
    assert any(e.kind == "zone_replaced" and e.rule == "903.9b" for e in game.events)


def test_903_9b_commander_put_into_library_goes_to_the_command_zone_instead():
    game = commander_game(deck(JERRARD), deck(JENARA, "Island"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _bounce(game, cmd, "library")
    game.choose(next(o for o in game.pending.options if o[0] == "replacement"))
    assert game.objects[commander_of(game, 0)].zone == "command"


def test_903_9b_the_owner_may_decline_each_time():
    game = commander_game(deck(JERRARD), deck(JENARA, "Island"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _bounce(game, cmd)
    game.choose(next(o for o in game.pending.options if o[0] == "decline"))
    assert game.objects[commander_of(game, 0)].zone == "hand"


def test_903_9b_applies_again_every_time_the_commander_would_go_to_hand_or_library():
    game = commander_game(deck(JERRARD), deck(JENARA, "Island"))
    to_main(game, 0)
    for _ in range(2):
        cmd = onto_battlefield(game, commander_of(game, 0))
        _bounce(game, cmd)
        game.choose(next(o for o in game.pending.options if o[0] == "replacement"))
        assert game.objects[commander_of(game, 0)].zone == "command"
    assert sum(e.kind == "zone_replaced" for e in game.events) == 2


def test_903_9b_is_a_replacement_for_hand_and_library_moves_only():
    """A move to a graveyard or exile is left to the 903.9a state-based action."""
    from casualmagic.engine.replacement import ZoneEvent, applicable

    game = commander_game(deck(JERRARD), deck(JENARA, "Island"))
    cmd = onto_battlefield(game, commander_of(game, 0))
    for zone_to, expected in (("hand", 1), ("library", 1), ("exile", 0), ("graveyard", 0)):
        apps = applicable(game, ZoneEvent(cmd, zone_to, "test", "400.3"), ())
        assert len([r for r in apps if r.rule == "903.9b"]) == expected, zone_to


def test_903_9b_option_a_seat_that_never_uses_it():
    game = commander_game(deck(JERRARD), deck(JENARA, "Island"), decline_command_zone=(0,))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _bounce(game, cmd)
    assert game.objects[commander_of(game, 0)].zone == "hand"


def _hit(game, attacker: int, defender: int, amount: int) -> None:
    """Combat damage from ``attacker`` to a player, as combat deals it (510.2)."""
    from casualmagic.engine.primitives import deal_damage
    deal_damage(game, game.objects[attacker], ("player", defender), amount, "510.2", combat=True)
    game.sba_dirty = True
    from tests.engine.helpers import refresh
    refresh(game)


def test_903_10a_704_6c_21_combat_damage_from_one_commander_loses():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), deck(JERRARD, "Mountain"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    _hit(game, cmd, 1, 6)
    _hit(game, cmd, 1, 6)
    _hit(game, cmd, 1, 6)
    cid = game.objects[cmd].card_id
    assert damage.commander_damage(game, cid, 1) == 18 and not game.players[1].lost
    _hit(game, cmd, 1, 3)
    assert game.players[1].lost and game.players[1].loss_rule == "704.6c"
    assert game.players[1].life == 19  # life alone would not have done it
    lose = [e for e in game.events if e.kind == "lose"][-1]
    assert lose.rule == "704.6c" and JERRARD in lose.data["reason"]


def test_903_10a_noncombat_and_other_creatures_damage_does_not_count():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    from casualmagic.engine.primitives import deal_damage
    deal_damage(game, game.objects[cmd], ("player", 1), 25, "120.3", combat=False)
    bear = put(game, 0, "Grizzly Bears")
    _hit(game, bear, 1, 2)
    assert damage.commander_damage(game, game.objects[cmd].card_id, 1) == 0


def test_903_10a_damage_from_different_commanders_is_counted_separately():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), deck(JERRARD, "Mountain"))
    to_main(game, 0)
    a = onto_battlefield(game, commander_of(game, 0))
    c = onto_battlefield(game, commander_of(game, 2))
    _hit(game, a, 1, 12)
    _hit(game, c, 1, 12)
    assert not game.players[1].lost


def test_903_3_face_down_commander_is_still_a_commander():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    cmd = onto_battlefield(game, commander_of(game, 0))
    game.obj_w(cmd).face_down = True
    assert designations.is_commander(game, cmd)
    game.obj_w(cmd).face_down = False


def test_903_3_commander_copying_another_card_is_still_a_commander_and_a_copy_of_it_is_not():
    from casualmagic.cards.definitions import card_by_name
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    game.obj_w(cmd).card = card_by_name("Grizzly Bears")  # e.g. Cytoshape
    assert designations.is_commander(game, cmd)
    clone = put(game, 1, "Grizzly Bears")
    game.obj_w(clone).card = card_by_name(JERRARD)  # e.g. Body Double copying it
    assert not designations.is_commander(game, clone)
    _hit(game, clone, 0, 21)
    assert not game.players[0].lost  # 704.6c counts only commanders


def test_903_3d_controlling_and_zones_refer_to_commanders():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    assert not designations.controls_a_commander(game, 0)
    assert des.commanders_in_zone(game, "command") == list(game.command)
    cmd = onto_battlefield(game, commander_of(game, 0))
    assert designations.controls_a_commander(game, 0) and not designations.controls_a_commander(game, 1)
    game.obj_w(cmd).controller = 1  # gained control of it
    assert designations.controls_a_commander(game, 1)


def test_903_3e_your_commander_is_found_in_every_zone_including_hand_and_library():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"), decline_command_zone=(0,))
    to_main(game, 0)
    cmd = onto_battlefield(game, commander_of(game, 0))
    from casualmagic.engine.primitives import move_object
    move_object(game, cmd, "library", "tuck", "401.4")
    found = designations.commander_objects(game, 0)
    assert [(o.card.name, o.zone) for o in found] == [(JERRARD, "library")]


def test_903_4_command_tower_makes_mana_of_the_commanders_identity():
    from casualmagic.engine import mana_payment as mp
    game = commander_game(deck(JENARA, "Plains"), deck(JERRARD))
    to_main(game, 0)
    put(game, 0, "Command Tower")
    put(game, 1, "Command Tower")
    assert set(mp.mana_sources(game, 0)[0].colors) == {"G", "W", "U"}
    assert set(mp.mana_sources(game, 1)[0].colors) == {"R", "G"}


def test_903_4f_without_a_commander_the_identity_is_undefined_and_makes_no_mana():
    from casualmagic.engine import mana_payment as mp
    game = commander_game(["Forest"] * 41, deck(JERRARD))
    to_main(game, 0)
    assert not [i for i in game.command if game.objects[i].owner == 0]
    assert any(e.kind == "no_commander" and e.rule == "903.4f" for e in game.events)
    put(game, 0, "Command Tower")
    assert mp.mana_sources(game, 0) == []


def test_903_8_commander_is_offered_in_a_main_phase_of_its_owner_only():
    game = commander_game(deck(JERRARD), deck(JENARA, "Plains"))
    to_main(game, 0)
    clear_hand(game, 0)
    for _ in range(3):
        put(game, 0, "Forest")
        put(game, 0, "Mountain")
    cmd = commander_of(game, 0)
    assert ("cast", cmd) in game.pending.options
    pass_until(game, MAIN1, 1)
    assert ("cast", cmd) not in game.pending.options


def test_103_2c_commanders_go_to_the_command_zone_after_the_starting_player_before_shuffles():
    import casualmagic

    game = casualmagic.new_game("commander", seed=4)
    if game.pending.kind == "first_player":
        game.choose(game.pending.options[0])
    kinds = [(e.kind, e.rule) for e in game.events
             if e.kind in ("starting_player", "commander_to_command_zone", "shuffle")]
    assert kinds[0] == ("starting_player", "103.1")
    assert kinds[1] == ("commander_to_command_zone", "103.2c")
    assert ("shuffle", "103.3") in kinds[2:]
    assert {r for k, r in kinds if k == "shuffle"} == {"103.3"}
