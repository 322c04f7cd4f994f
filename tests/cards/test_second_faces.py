"""The second faces the MTGJSON records lack (split, aftermath, adventure, flip, modal
double-faced halves), completed from ``scripts/data/second_faces.json`` into the shipped
data: their facts, checked by hand against the printed cards, and games that cast them."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from tests.cards.test_card_behaviour import board
from tests.engine.helpers import put

SECOND_FACES = Path(__file__).parents[2] / "scripts" / "data" / "second_faces.json"

# card, face, mana cost, type line, power/toughness or loyalty, a sentence of its text
SAMPLE = [
    ("Bonecrusher Giant // Stomp", "Stomp", "{1}{R}", "Instant — Adventure", None,
     "Damage can't be prevented this turn. Stomp deals 2 damage to any target."),
    ("Fire // Ice", "Ice", "{1}{U}", "Instant", None, "Tap target permanent.\nDraw a card."),
    ("Commit // Memory", "Memory", "{4}{U}{U}", "Sorcery", None,
     "Each player shuffles their hand and graveyard into their library, then draws seven cards."),
    ("Brazen Borrower // Petty Theft", "Petty Theft", "{1}{U}", "Instant — Adventure", None,
     "Return target nonland permanent an opponent controls to its owner's hand."),
    ("Valakut Awakening // Valakut Stoneforge", "Valakut Stoneforge", "", "Land", None,
     "This land enters tapped.\n{T}: Add {R}."),
    ("Shatterskull Smashing // Shatterskull, the Hammer Pass", "Shatterskull, the Hammer Pass",
     "", "Land", None,
     "As this land enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}."),
    ("Life // Death", "Death", "{1}{B}", "Sorcery", None,
     "You lose life equal to its mana value."),
    ("Murderous Rider // Swift End", "Swift End", "{1}{B}{B}", "Instant — Adventure", None,
     "Destroy target creature or planeswalker. You lose 2 life."),
    ("Start // Finish", "Finish", "{2}{B}", "Sorcery", None,
     "As an additional cost to cast Finish, sacrifice a creature."),
    ("Expansion // Explosion", "Explosion", "{X}{U}{U}{R}{R}", "Instant", None,
     "Explosion deals X damage to any target. Target player draws X cards."),
    ("Oakhame Ranger // Bring Back", "Bring Back", "{G/W}{G/W}{G/W}{G/W}", "Sorcery — Adventure",
     None, "Create two 1/1 white Human creature tokens."),
    ("Beck // Call", "Call", "{4}{W}{U}", "Sorcery", None,
     "Create four 1/1 white Bird creature tokens with flying.\nFuse"),
    ("Turn // Burn", "Burn", "{1}{R}", "Instant", None, "Burn deals 2 damage to any target."),
    ("Halvar, God of Battle // Sword of the Realms", "Sword of the Realms", "{1}{W}",
     "Legendary Artifact — Equipment", None, "Equip {1}{W}"),
    ("Valki, God of Lies // Tibalt, Cosmic Impostor", "Tibalt, Cosmic Impostor", "{5}{B}{R}",
     "Legendary Planeswalker — Tibalt", ("loyalty", "5"),
     "−3: Exile target artifact or creature."),
    ("Esika, God of the Tree // The Prismatic Bridge", "The Prismatic Bridge",
     "{W}{U}{B}{R}{G}", "Legendary Enchantment", None, "At the beginning of your upkeep"),
    ("Cosima, God of the Voyage // The Omenkeel", "The Omenkeel", "{1}{U}",
     "Legendary Artifact — Vehicle", ("pt", "3/3"), "Crew 1"),
    ("Plargg, Dean of Chaos // Augusta, Dean of Order", "Augusta, Dean of Order", "{2}{W}",
     "Legendary Creature — Human Cleric", ("pt", "1/3"),
     "Other tapped creatures you control get +1/+0."),
    ("Branchloft Pathway // Boulderloft Pathway", "Boulderloft Pathway", "", "Land", None,
     "{T}: Add {W}."),
    ("Akki Lavarunner // Tok-Tok, Volcano Born", "Tok-Tok, Volcano Born", "{3}{R}",
     "Legendary Creature — Goblin Shaman", ("pt", "2/2"), "Protection from red"),
    ("Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence", "Rune-Tail's Essence", "{2}{W}",
     "Legendary Enchantment", None,
     "Prevent all damage that would be dealt to creatures you control."),
    ("Secret Arcade // Dusty Parlor", "Dusty Parlor", "{2}{W}", "Enchantment — Room", None,
     "Whenever you cast an enchantment spell"),
    ("Tangled Florahedron // Tangled Vale", "Tangled Vale", "", "Land", None,
     "This land enters tapped."),
]


@pytest.mark.parametrize("card,face,cost,type_line,stats,text", SAMPLE,
                         ids=[s[0] for s in SAMPLE])
def test_712_1_709_1_715_2_the_second_face_has_its_printed_characteristics(
        db, card, face, cost, type_line, stats, text) -> None:
    record = db.get(card)
    assert record.is_complete
    second = next(f for f in record.faces if f.name == face)
    assert second.known and second is record.faces[-1]
    assert (second.mana_cost, second.type_line) == (cost, type_line)
    assert text in second.text
    if stats and stats[0] == "loyalty":
        assert second.loyalty == stats[1]
    elif stats:
        assert f"{second.power}/{second.toughness}" == stats[1]
    else:
        assert second.power is None and second.loyalty is None


def test_every_face_of_the_data_file_is_in_the_shipped_data(db) -> None:
    """The shipped cards.json.gz was rebuilt from scripts/data/second_faces.json: every face
    the file has is there, with the same text (CR 709–712 faces have their own text)."""
    entries = json.loads(SECOND_FACES.read_text(encoding="utf-8"))["faces"]
    assert len(entries) >= 200
    for e in entries:
        face = next(f for f in db.get(e["card"]).faces if f.name == e["name"])
        assert face.known and face.text == e["oracle_text"], e["card"]
        assert face.mana_cost == e["mana_cost"] and face.type_line == e["type_line"]
        assert "enters the battlefield" not in face.text  # current templating
        assert "converted mana cost" not in face.text


def test_903_4_a_completed_split_card_has_both_halves_identity_and_mana_value(db) -> None:
    """Fire // Ice: with Ice known the project computes the identity itself (903.4) and
    the card's mana value counts both halves (709.4b)."""
    fire_ice = db.get("Fire // Ice")
    assert fire_ice.computed_color_identity == fire_ice.color_identity == ("U", "R")
    assert not fire_ice.identity_note
    assert fire_ice.mana_value == 4 and fire_ice.mana_cost == "{1}{R} // {1}{U}"
    assert db.get("Bonecrusher Giant // Stomp").mana_value == 3  # 715.4: the creature's


def _resolve(game, *answers) -> None:
    answers = list(answers)
    while game.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            game.choose(("pass",))
        else:
            game.choose(answers.pop(0) if answers else 0)


def test_709_3_split_half_from_shipped_data_is_cast_alone() -> None:
    """Wax // Wane from the shipped data: Wane ({W}: destroy target enchantment) is cast as
    its own half (709.3) and the card goes to the graveyard whole."""
    game, _, theirs = board(["Plains"], theirs=["Glorious Anthem"])
    card = put(game, 0, "Wax // Wane", "hand")
    assert ("cast", card, "face:1") in game.pending.options
    game.choose(("cast", card, "face:1"))
    _resolve(game, ("target", "object", theirs[0]))
    assert theirs[0] not in game.battlefield
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Wax // Wane"]


def test_715_3_adventure_from_shipped_data_then_the_creature_from_exile() -> None:
    """Rimrock Knight // Boulder Rush from the shipped data: Boulder Rush ({R}, an instant
    Adventure) resolves and the card is exiled (715.3d); Rimrock Knight is then cast from
    exile as a 3/1."""
    game, mine, _ = board(["Mountain"] * 3, mine=["Grizzly Bears"])
    card = put(game, 0, "Rimrock Knight // Boulder Rush", "hand")
    game.choose(("cast", card, "face:1"))
    _resolve(game, ("target", "object", mine[0]))
    assert game.objects[mine[0]].card.name == "Grizzly Bears"
    exiled = game.exile[-1]
    assert any(e.kind == "resolve" and e.rule == "715.3d" for e in game.events)
    game.choose(("cast", exiled))
    _resolve(game)
    knight = next(o for o in game.permanents(0) if o.card.name.startswith("Rimrock Knight"))
    assert (knight.card.power, knight.card.toughness) == (3, 1)


def _play_kazandu_valley():
    game, _, _ = board(["Forest"] * 3)
    card = put(game, 0, "Kazandu Mammoth // Kazandu Valley", "hand")
    assert ("play", card, "face:1") in game.pending.options
    game.choose(("play", card, "face:1"))
    return next(o for o in game.permanents(0) if o.card.name == "Kazandu Valley")


def test_712_11b_modal_double_faced_land_face_from_shipped_data() -> None:
    """Kazandu Mammoth // Kazandu Valley from the shipped data: its back face is played as a
    land and is that land on the battlefield (712.11b, 712.13)."""
    valley = _play_kazandu_valley()
    assert valley.card.types == ("Land",) and valley.card.power is None


def test_712_12_614_1c_back_face_land_enters_tapped() -> None:
    """The land face is chosen before the card enters, so that face's "This land enters
    tapped." applies as it enters (712.12, 614.1c)."""
    assert _play_kazandu_valley().tapped


SHIPPED_FACES_DECK = (["Mountain"] * 6 + ["Forest"] * 6 + ["Plains"] * 6
                      + ["Rimrock Knight // Boulder Rush", "Wax // Wane",
                         "Kazandu Mammoth // Kazandu Valley", "Garenbrig Carver // Shield's Might",
                         "Lonesome Unicorn // Rider in Need", "Rough // Tumble",
                         "Cragcrown Pathway // Timbercrown Pathway",
                         "Faerie Guidemother // Gift of the Fae"] * 3)


def test_709_2_715_2c_seeded_games_cast_faces_of_shipped_cards() -> None:
    """Seeded random games with decks of shipped split, adventurer and modal double-faced
    cards finish, conserve cards, replay identically, pickle, and cast second faces."""
    from casualmagic.agents import RandomAgent
    from tests.engine.helpers import duel
    from tests.engine.test_invariants import assert_conserved

    faces_cast = 0
    for seed in range(4):
        game = duel(SHIPPED_FACES_DECK, SHIPPED_FACES_DECK, seed=seed)
        agents = [RandomAgent(seed * 5 + i) for i in range(2)]
        while not game.over:
            d = game.pending
            game.choose(agents[d.player].choose(None, d))
        assert_conserved(game)
        assert [e.kind for e in game.replay().events] == [e.kind for e in game.events]
        pickle.loads(pickle.dumps(game))
        faces_cast += sum(1 for e in game.events if e.kind == "cast_face")
    assert faces_cast > 0



def _build_script():
    import importlib.util

    path = Path(__file__).parents[2] / "scripts" / "build_card_db.py"
    spec = importlib.util.spec_from_file_location("build_card_db", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_build_merges_a_known_second_face_and_marks_the_others_unknown() -> None:
    """The build takes a face the source record lacks from the second-faces data (709, 715);
    a face the data has neither is kept by name and marked unknown; an entry matching no
    card's missing face stops the build (the data file went stale)."""
    build = _build_script()
    records = [{"name": "Fire // Ice", "layout": "split", "manaCost": "{1}{R}", "type": "Instant",
                "text": "Fire deals 2 damage divided as you choose among one or two targets."},
               {"name": "Wear // Tear", "layout": "split", "manaCost": "{1}{R}",
                "type": "Instant", "text": "Destroy target artifact."}]
    ice = {("Fire // Ice", "Ice"): {"n": "Ice", "c": "{1}{U}", "t": "Instant",
                                    "x": "Tap target permanent.\nDraw a card."}}
    rows = {r["n"]: r for r in build.build(records, [], ice)}
    assert rows["Fire // Ice"]["F"][1] == ice[("Fire // Ice", "Ice")]
    assert rows["Wear // Tear"]["F"][1] == {"n": "Tear", "u": 1}
    with pytest.raises(SystemExit, match="matching no unknown face"):
        build.build(records, [], {**ice, ("Life // Death", "Death"): {"n": "Death"}})
    loaded = build.load_second_faces()
    assert loaded[("Fire // Ice", "Ice")]["c"] == "{1}{U}"
    assert all("u" not in face for face in loaded.values())
