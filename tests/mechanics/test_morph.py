"""Morph and megamorph (CR 702.37), face-down spells and permanents (708), with real cards
compiled from their oracle text: Woolly Loxodon ("Morph {5}{G}", a 6/7), Icefeather Aven
("When this creature is turned face up, you may return another target creature to its
owner's hand."), Marsh Hulk ("Megamorph {6}{B}").  Disguise and cloak: test_disguise.py."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import compile_paragraph
from casualmagic.cards.definitions import compile_card
from casualmagic.core.state import MAIN1
from casualmagic.engine import continuous as cont
from casualmagic.engine.face_down import real_card
from tests.engine.test_hidden_information import leaks
from tests.scenario import Scenario, has_option, option, pass_until, put, refresh, settle

GOLDEN = {
    "Woolly Loxodon": {"keywords": ["Morph {5}{G}"]},
    "Icefeather Aven": {
        "keywords": ["Flying", "Morph {1}{G}{U}"],
        "triggers": [{"when": "turned_face_up", "targets": ["another creature"],
                      "effects": [{"do": "may", "prompt": "Bounce?"},
                                  {"do": "bounce", "what": 0}],
                      "text": "When this creature is turned face up, you may return another "
                              "target creature to its owner's hand."}]},
    "Marsh Hulk": {"keywords": ["Megamorph {6}{B}"]},
}
"""Checked by hand against the oracle text (reminder text aside)."""


def test_702_37a_morph_keyword_lines_compile():
    for name, fields in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", (name, card.missing)
        for field, value in fields.items():
            assert card.raw[field] == value, (name, field, card.raw[field])


def test_702_37a_a_morph_cost_with_x_or_not_mana_stays_missing():
    """702.37f (X) and "Morph—Reveal a white card in your hand" are not read yet."""
    for name in ("Bane of the Living", "Zombie Cutthroat"):
        card = compiled(name)
        assert card.status != "implemented"
        assert any(m.startswith("Morph") for m in card.missing), card.missing


def _cast_face_down(s: Scenario, seat: int, name: str, way: str = "morph") -> int:
    game = s.game
    card = s.in_zone(seat, name, "hand")
    game.choose(option(game, "cast", card, way))
    while game.pending.kind != "priority":
        game.choose(0)
    return game.stack[-1]


def _face_down(s: Scenario, seat: int) -> list[int]:
    return [o.id for o in s.game.permanents(seat) if o.face_down]


def test_702_37c_cast_face_down_for_3_as_a_2_2_colourless_nameless_spell():
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Woolly Loxodon")
    assert has_option(game, "cast", s.in_zone(0, "Woolly Loxodon", "hand"), "morph")
    spell = _cast_face_down(s, 0, "Woolly Loxodon")
    o = game.objects[spell]
    assert o.face_down and o.zone == "stack"
    assert o.card.name == "" and o.card.mv == 0 and not o.card.mana_cost.symbols  # 708.2a
    chars = cont.characteristics(game, o)
    assert (chars.types, chars.subtypes, chars.colors) == (("Creature",), (), ())
    assert (chars.power, chars.toughness, chars.keywords) == (2, 2, frozenset())
    assert real_card(o).name == "Woolly Loxodon"
    assert all(game.objects[i].tapped for i in s.named(0, "Forest"))  # {3} paid
    cast = [e for e in game.events if e.kind == "cast"][-1]
    assert cast.data["alt_cost"] == "morph" and cast.data["card"] == ""
    settle(game)
    [down] = _face_down(s, 0)
    assert (cont.power(game, game.objects[down]), cont.toughness(game, game.objects[down])) \
        == (2, 2)


def test_702_37c_cast_face_down_only_when_a_creature_spell_could_be_cast():
    """The face-down spell is a creature spell: a sorcery's timing (307.1, 708.4)."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest")
    card = s.hand(0, "Woolly Loxodon")[0]
    assert has_option(game, "cast", card, "morph")
    pass_until(game, MAIN1, 1)  # the opponent's turn: no morph at instant speed
    game.choose(("pass",))
    while game.pending.player != 0:
        game.choose(("pass",))
    assert not has_option(game, "cast", card, "morph")


def test_702_37c_not_offered_without_3_mana():
    s = Scenario()
    s.lands(0, "Forest", "Forest")
    card = s.hand(0, "Woolly Loxodon")[0]
    assert not has_option(s.game, "cast", card, "morph")


def test_702_37e_turned_face_up_as_a_special_action_for_its_morph_cost():
    """Turning it face up doesn't use the stack (116.2b): with an opponent's Lightning Bolt
    on the stack, the 2/2 becomes a 6/7 before the Bolt resolves."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 9)
    s.hand(0, "Woolly Loxodon")
    _cast_face_down(s, 0, "Woolly Loxodon")
    settle(game)
    [down] = _face_down(s, 0)
    s.lands(1, "Mountain")
    s.hand(1, "Lightning Bolt")
    while not (game.pending.kind == "priority" and game.pending.player == 1):
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    s.cast(1, "Lightning Bolt", down)
    game.choose(("pass",))  # the caster passes (117.3c): seat 0 has priority
    assert game.pending.player == 0 and game.stack
    assert has_option(game, "turn_face_up", down, "morph")
    game.choose(option(game, "turn_face_up", down, "morph"))
    while game.pending.kind != "priority":
        game.choose(0)
    o = game.objects[down]
    assert not o.face_down and o.card.name == "Woolly Loxodon"
    assert len(game.stack) == 1  # only the Bolt: the special action used no stack
    settle(game)
    s.assert_count(0, "Woolly Loxodon", 1)
    assert game.objects[down].damage == 3


def test_702_37e_an_enters_ability_does_not_trigger_on_turning_face_up():
    """708.8: it already entered; only "turned face up" abilities trigger."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 4, *["Island"] * 4)
    s.hand(0, "Icefeather Aven")
    bears = s.add(1, "Grizzly Bears")
    _cast_face_down(s, 0, "Icefeather Aven")
    settle(game)
    assert not game.waiting_triggers
    [down] = _face_down(s, 0)
    assert not any(e.kind == "trigger" for e in game.events[-5:])
    game.choose(option(game, "turn_face_up", down, "morph"))
    settle(game, ("target", "object", bears))
    assert game.objects[down].card.name == "Icefeather Aven"
    s.assert_count(1, "Grizzly Bears", 0)
    s.assert_count(1, "Grizzly Bears", 1, "hand")
    [trig] = [e for e in game.events if e.kind == "trigger"]
    assert "turned face up" in trig.data["ability"]


def test_702_37b_megamorph_puts_a_counter_as_it_is_turned_face_up():
    s = Scenario()
    game = s.game
    s.lands(0, *["Swamp"] * 10)
    s.hand(0, "Marsh Hulk")
    _cast_face_down(s, 0, "Marsh Hulk")
    settle(game)
    [down] = _face_down(s, 0)
    assert game.objects[down].counter("+1/+1") == 0
    game.choose(option(game, "turn_face_up", down, "megamorph"))
    settle(game)
    o = game.objects[down]
    assert o.card.name == "Marsh Hulk" and o.counter("+1/+1") == 1
    assert (cont.power(game, o), cont.toughness(game, o)) == (5, 7)


def test_708_5_hidden_from_the_opponent_seen_by_its_controller():
    """The opponent's view and log never name the face-down spell or permanent; its
    controller's view does (708.5)."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Woolly Loxodon")
    before = game.clone()
    _cast_face_down(s, 0, "Woolly Loxodon")
    settle(game)
    assert not list(leaks(before, game, 1, set()))
    assert b"Woolly Loxodon" not in game.log_jsonl(1)
    assert b"Woolly Loxodon" in game.log_jsonl(0)  # its controller knows what they cast
    theirs = [c for c in game.view(1)["battlefield"] if c.get("face_down")]
    mine = [c for c in game.view(0)["battlefield"] if c.get("face_down")]
    assert [c["name"] for c in theirs] == ["face-down card"]
    assert [c["name"] for c in mine] == ["Woolly Loxodon"]
    assert "Woolly Loxodon" not in repr(game.view(1))


def test_708_9_revealed_when_it_dies_and_no_memory_of_being_face_down():
    """A face-down permanent leaving the battlefield is revealed to all (708.9); the card in
    the graveyard is a new object, face up, with no memory of it (400.7)."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Woolly Loxodon")
    _cast_face_down(s, 0, "Woolly Loxodon")
    settle(game)
    [down] = _face_down(s, 0)
    s.lands(1, "Mountain")
    s.hand(1, "Lightning Bolt")
    while not (game.pending.kind == "priority" and game.pending.player == 1):
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    s.cast(1, "Lightning Bolt", down)
    settle(game)
    [card] = s.named(0, "Woolly Loxodon", "graveyard")
    o = game.objects[card]
    assert not o.face_down and o.card.name == "Woolly Loxodon" and not o.info
    [shown] = [e for e in game.events if e.kind == "reveal" and e.rule == "708.9"]
    assert shown.visible_to is None and shown.data["cards"] == ["Woolly Loxodon"]
    assert shown.seen_by(1).data["cards"] == ["Woolly Loxodon"]


def test_603_2_whenever_a_permanent_you_control_is_turned_face_up():
    """Roshan's "Whenever a permanent you control is turned face up, you draw a card and you
    lose 1 life." (603.2), read by the compiler, on an enchantment made for the test."""
    text = ("Whenever a permanent you control is turned face up, you draw a card and you lose "
            "1 life.")
    kind, triggers = compile_paragraph(text, False)
    assert kind == "triggers" and triggers[0]["when"] == "turned_face_up"
    assert triggers[0]["subject"] == "permanent you control"
    watcher = compile_card("Test Watcher", {"cost": "{1}", "type": "Enchantment", "text": text,
                                            "triggers": triggers})
    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 9)
    s.add(0, watcher)
    s.hand(0, "Woolly Loxodon")
    _cast_face_down(s, 0, "Woolly Loxodon")
    settle(game)
    [down] = _face_down(s, 0)
    hand = len(game.players[0].hand)
    game.choose(option(game, "turn_face_up", down, "morph"))
    settle(game)
    assert len(game.players[0].hand) == hand + 1
    s.assert_life(0, 19)


def test_701_34c_a_manifested_card_with_morph_turns_face_up_either_way():
    """A manifested card with morph may be turned face up for its mana cost (701.34b) or
    its morph cost (702.37e)."""
    from casualmagic.mechanics.manifest import manifest

    s = Scenario()
    game = s.game
    s.lands(0, *["Forest"] * 6)
    card = s.add(0, "Woolly Loxodon", "library")
    down = manifest(game, 0, card)
    refresh(game)  # the priority decision asked again, with the manifested card
    assert game.objects[down].face_down and real_card(game.objects[down]).name == "Woolly Loxodon"
    assert has_option(game, "turn_face_up", down, "morph")  # {5}{G}
    assert ("turn_face_up", down) not in game.pending.options  # its mana cost, {5}{G}{G}
    s.lands(0, "Forest")
    refresh(game)
    assert has_option(game, "turn_face_up", down, "morph")
    assert ("turn_face_up", down) in game.pending.options


def test_702_37c_a_commander_cast_face_down_from_the_command_zone_pays_its_tax():
    """702.37c: cast from any zone it could be cast from — Akroma, Angel of Fury from the
    command zone, for {3} plus the commander tax (903.8)."""
    from tests.variants.commander.helpers import commander_game, commander_of, deck, to_main

    game = commander_game(deck("Akroma, Angel of Fury", "Mountain"),
                          deck("Grizzly Bears", "Forest"))
    to_main(game, 0)
    akroma = commander_of(game, 0)
    for _ in range(3):
        put(game, 0, "Mountain")
    refresh(game)
    assert has_option(game, "cast", akroma, "morph")
    game.choose(option(game, "cast", akroma, "morph"))
    settle(game)
    [down] = [o for o in game.permanents(0) if o.face_down]
    assert real_card(down).name == "Akroma, Angel of Fury"
    assert "Akroma" not in repr(game.view(1)["battlefield"])
    game.move(down.id, "command")  # back to the command zone (a fixture, 903.9a)
    for _ in range(3):
        put(game, 0, "Mountain")
    refresh(game)
    again = commander_of(game, 0)
    assert game.objects[again].zone == "command"
    assert not has_option(game, "cast", again, "morph")  # {3} and {2} of tax: 3 lands short
    for _ in range(2):
        put(game, 0, "Mountain")
    refresh(game)
    assert has_option(game, "cast", again, "morph")
