"""Disguise (CR 702.168) and cloak (701.56): face down as a 2/2 creature with ward {2} — with
a real card compiled from its oracle text (Defenestrated Phantom: "Flying / Disguise
{4}{W}") and "cloak the top card of your library" read by the compiler."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import compile_paragraph
from casualmagic.cards.definitions import compile_card
from casualmagic.engine import continuous as cont
from casualmagic.engine.face_down import real_card
from tests.scenario import Scenario, has_option, option, settle

GOLDEN = {
    "Defenestrated Phantom": {"keywords": ["Flying", "Disguise {4}{W}"]},
}
"""Checked by hand against the oracle text (reminder text aside)."""


def test_702_168a_disguise_keyword_line_compiles():
    for name, fields in GOLDEN.items():
        card = compiled(name)
        assert card.status == "implemented", (name, card.missing)
        for field, value in fields.items():
            assert card.raw[field] == value


def test_701_56a_cloak_and_701_34a_manifest_the_top_card_compile():
    assert compile_paragraph("Cloak the top card of your library.", True) == (
        "spell", [{"do": "cloak_top", "who": "you"}])
    kind, [trigger] = compile_paragraph(
        "At the beginning of your end step, you may manifest the top card of your library.",
        False)
    assert kind == "triggers" and trigger["when"] == "end_step"
    assert trigger["effects"][-1] == {"do": "manifest_top", "who": "you"}


def _phantom_face_down(s: Scenario) -> int:
    game = s.game
    s.lands(0, *["Plains"] * 8)
    phantom = s.hand(0, "Defenestrated Phantom")[0]
    assert has_option(game, "cast", phantom, "disguise")
    assert not has_option(game, "cast", phantom, "morph")
    game.choose(option(game, "cast", phantom, "disguise"))
    while game.pending.kind != "priority":
        game.choose(0)
    spell = game.objects[game.stack[-1]]
    chars = cont.characteristics(game, spell)
    assert (chars.power, chars.toughness, chars.keywords) == (2, 2, frozenset({"Ward {2}"}))
    settle(game)
    [down] = [o.id for o in game.permanents(0) if o.face_down]
    return down


def test_702_168a_a_disguised_permanent_has_ward_2():
    """Ward {2} (702.21a): the opponent's Lightning Bolt is countered unless they pay {2}."""
    s = Scenario()
    game = s.game
    down = _phantom_face_down(s)
    assert cont.has_keyword(game, game.objects[down], "Ward {2}")
    assert not cont.has_keyword(game, game.objects[down], "Flying")
    s.lands(1, "Mountain")  # no {2} left to pay for ward
    s.hand(1, "Lightning Bolt")
    while not (game.pending.kind == "priority" and game.pending.player == 1):
        game.choose(("pass",) if game.pending.kind == "priority" else 0)
    s.cast(1, "Lightning Bolt", down)
    settle(game)
    assert game.objects[down].face_down and game.objects[down].damage == 0
    assert any(e.kind == "trigger" and "Ward" in e.data.get("ability", "") for e in game.events)


def test_702_168d_turned_face_up_for_its_disguise_cost():
    s = Scenario()
    game = s.game
    down = _phantom_face_down(s)
    game.choose(option(game, "turn_face_up", down, "disguise"))
    settle(game)
    o = game.objects[down]
    assert not o.face_down and o.card.name == "Defenestrated Phantom"
    assert cont.has_keyword(game, o, "Flying") and not cont.has_keyword(game, o, "Ward {2}")
    assert sum(1 for p in s.named(0, "Plains") if game.objects[p].tapped) == 8  # {3} + {4}{W}


def test_701_56a_cloak_puts_the_top_card_face_down_with_ward_and_701_56b_face_up():
    """Cloak the top card of the library: a 2/2 with ward {2}; turned face up for its mana
    cost as a special action (701.56b) — a creature card; the enters ability of the card
    doesn't apply (708.3)."""
    cloak = compile_card("Test Cloaking", {"cost": "{1}{U}", "type": "Sorcery",
                                           "text": "Cloak the top card of your library.",
                                           "spell": [{"do": "cloak_top", "who": "you"}]})
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Forest", "Forest")
    s.add(0, "Grizzly Bears", "library")
    game.player_w(0).library = (game.players[0].library[-1], *game.players[0].library[:-1])
    s.add(0, cloak, "hand")
    s.cast(0, "Test Cloaking")
    settle(game)
    [down] = [o.id for o in game.permanents(0) if o.face_down]
    o = game.objects[down]
    assert real_card(o).name == "Grizzly Bears" and o.card.name == ""
    assert cont.has_keyword(game, o, "Ward {2}") and cont.power(game, o) == 2
    assert "Grizzly Bears" not in repr(game.view(1)["battlefield"])
    assert has_option(game, "turn_face_up", down)  # {1}{G}: the card's mana cost
    game.choose(option(game, "turn_face_up", down))
    settle(game)
    assert game.objects[down].card.name == "Grizzly Bears"
    assert not cont.has_keyword(game, game.objects[down], "Ward {2}")
