"""Triggered abilities (603): trigger, wait, go on the stack with targets, resolve."""

from __future__ import annotations

from tests.engine.helpers import clear_hand, duel, put, to_main


def test_603_3_enters_trigger_goes_on_stack_next_time_a_player_gets_priority():
    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    put(game, 0, "Swamp")
    put(game, 0, "Swamp")
    rats = put(game, 0, "Ravenous Rats", "hand")
    game.choose(("cast", rats))
    game.choose(("pass",))
    game.choose(("pass",))  # the Rats resolve and enter: the ability triggers
    trig = [e for e in game.events if e.kind == "trigger"]
    assert trig and trig[0].rule == "603.3"
    # 603.3d: the target (the only opponent) is chosen as it goes on the stack
    ability = game.objects[game.stack[-1]]
    assert ability.kind == "ability" and ability.targets == ((("player", 1),),)
    hand = len(game.players[1].hand)
    game.choose(("pass",))
    game.choose(("pass",))
    if game.pending.kind == "discard":
        game.choose(0)
    assert len(game.players[1].hand) == hand - 1


def test_603_3b_controller_orders_their_simultaneous_triggers():
    from casualmagic.cards.definitions import card_by_name, compile_card
    from casualmagic.engine.triggers import put_triggers_on_stack, queue_trigger

    seer = compile_card("Test Seer", {"cost": "{U}", "type": "Creature — Human", "pt": "1/1",
                                      "text": "When this creature enters, draw a card.",
                                      "triggers": [{"when": "enters", "effects": [
                                          {"do": "draw", "amount": 1}]}]})
    game = duel()
    to_main(game, 0)
    a = put(game, 0, "Ravenous Rats")
    rats = card_by_name("Ravenous Rats")
    queue_trigger(game, a, rats, rats.triggered[0], 0)
    queue_trigger(game, a, seer, seer.triggered[0], 0)
    put_triggers_on_stack(game)
    assert game.pending.kind == "order" and game.pending.rule == "603.3b"
    game.choose(("trigger", 1))  # the Seer's trigger goes on the stack first: it resolves last
    names = [game.objects[i].card.name for i in game.stack]
    assert names[-2:] == ["Test Seer", "Ravenous Rats"]
