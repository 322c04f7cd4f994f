"""The oracle-text compiler: golden cards whose compiled definitions were checked by hand
against their oracle text, partial and not-implemented answers that name what did not
compile, and compiled cards played in games."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled, compiled_definition
from casualmagic.cards.compiler.build import compile_paragraph, paragraphs
from casualmagic.cards.definitions import card_by_name, implementation_status
from tests.cards.test_card_behaviour import board, cast
from tests.engine.helpers import option, put

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN: dict[str, dict] = {
    # intrinsic mana abilities of basic land types (305.6)
    "Savannah": {"abilities": [{"cost": "{T}", "add": "G", "text": "({T}: Add {G}.)"},
                               {"cost": "{T}", "add": "W", "text": "({T}: Add {W}.)"}]},
    # vanilla and keyword lines (702.1)
    "Grizzly Bears": {},
    "Serra Angel": {"keywords": ["Flying", "Vigilance"]},
    "Vampire Nighthawk": {"keywords": ["Flying", "Deathtouch", "Lifelink"]},
    # mana abilities (605.1a), commander identity mana (903.4)
    "Llanowar Elves": {"abilities": [{"cost": "{T}", "add": "G", "text": "{T}: Add {G}."}]},
    "Sol Ring": {"abilities": [{"cost": "{T}", "add": "C", "text": "{T}: Add {C}{C}.",
                                "amount": 2}]},
    "Command Tower": {"abilities": [{"cost": "{T}", "add": "commander", "text":
                                     "{T}: Add one mana of any color in your commander's "
                                     "color identity."}]},
    "Lotus Petal": {"abilities": [{"cost": "{T}, Sacrifice this", "add": "any", "text":
                                   "{T}, Sacrifice this artifact: Add one mana of any color."}]},
    # spells (instants and sorceries)
    "Divination": {"spell": [{"do": "draw", "amount": 2}]},
    "Murder": {"spell": [{"do": "destroy", "what": 0}], "targets": ["creature"]},
    "Doom Blade": {"spell": [{"do": "destroy", "what": 0}], "targets": ["nonblack creature"]},
    "Defenestrate": {"spell": [{"do": "destroy", "what": 0}],
                     "targets": ["creature without flying"]},
    "Unsummon": {"spell": [{"do": "bounce", "what": 0}], "targets": ["creature"]},
    "Cancel": {"spell": [{"do": "counter_spell", "what": 0}], "targets": ["spell"]},
    "Giant Growth": {"spell": [{"do": "pump", "what": 0, "power": 3, "toughness": 3}],
                     "targets": ["creature"]},
    "Jump": {"spell": [{"do": "pump", "what": 0, "power": 0, "toughness": 0,
                        "keywords": ["Flying"]}], "targets": ["creature"]},
    "Angelic Blessing": {"spell": [{"do": "pump", "what": 0, "power": 3, "toughness": 3,
                                    "keywords": ["Flying"]}], "targets": ["creature"]},
    "Lava Axe": {"spell": [{"do": "damage", "amount": 5, "to": 0}],
                 "targets": ["player or planeswalker"]},
    "Sign in Blood": {"spell": [{"do": "draw", "who": 0, "amount": 2},
                                {"do": "lose_life", "who": 0, "amount": 2}],
                      "targets": ["player"]},
    "Night's Whisper": {"spell": [{"do": "draw", "amount": 2},
                                  {"do": "lose_life", "amount": 2}]},
    "Hordeling Outburst": {"spell": [{"do": "create_token", "name": "Goblin",
                                      "types": "Creature — Goblin", "colors": "R", "power": 1,
                                      "toughness": 1, "amount": 3}]},
    # activated abilities (602.1)
    "Dungeon Shade": {"keywords": ["Flying"], "abilities": [
        {"cost": "{B}", "effects": [{"do": "pump", "what": "self", "power": 1, "toughness": 1}],
         "text": "{B}: This creature gets +1/+1 until end of turn."}]},
    "Vulshok Sorcerer": {"keywords": ["Haste"], "abilities": [
        {"cost": "{T}", "effects": [{"do": "damage", "amount": 1, "to": 0}],
         "text": "{T}: This creature deals 1 damage to any target.", "targets": ["any"]}]},
    "Mind Stone": {"abilities": [
        {"cost": "{T}", "add": "C", "text": "{T}: Add {C}."},
        {"cost": "{1}, {T}, Sacrifice this", "effects": [{"do": "draw", "amount": 1}],
         "text": "{1}, {T}, Sacrifice this artifact: Draw a card."}]},
    "Seer of the Last Tomorrow": {"abilities": [
        {"cost": "{U}, {T}, Discard a card", "effects": [{"do": "mill", "who": 0, "amount": 3}],
         "text": "{U}, {T}, Discard a card: Target player mills three cards.",
         "targets": ["player"]}]},
    # triggered abilities (603.1)
    "Elvish Visionary": {"triggers": [{"when": "enters", "effects": [{"do": "draw", "amount": 1}],
                                       "text": "When this creature enters, draw a card."}]},
    "Fire Snake": {"triggers": [{"when": "dies", "effects": [{"do": "destroy", "what": 0}],
                                 "text": "When this creature dies, destroy target land.",
                                 "targets": ["land"]}]},
    "Steppe Lynx": {"triggers": [{"when": "enters", "subject": "land you control", "whose": "your",
                                  "effects": [{"do": "pump", "what": "self", "power": 2,
                                               "toughness": 2}],
                                  "text": "Whenever a land you control enters, this creature "
                                          "gets +2/+2 until end of turn."}]},
    "Overrun": {"spell": [{"do": "pump_all", "filter": "creature you control", "power": 3,
                           "toughness": 3, "keywords": ["Trample"]}]},
    "Bone Splinters": {"additional_cost": "Sacrifice a creature",
                       "spell": [{"do": "destroy", "what": 0}], "targets": ["creature"]},
    "Hagra Sharpshooter": {"abilities": [
        {"cost": "{4}{B}", "effects": [{"do": "pump", "what": 0, "power": -1, "toughness": -1}],
         "text": "{4}{B}: Target creature gets -1/-1 until end of turn.",
         "targets": ["creature"]}]},
    # Equipment (301.5) and its statics
    "Bonesplitter": {"statics": [{"op": "pump_attached", "power": 2, "toughness": 0}],
                     "equip": "{1}"},
    "Spidersilk Net": {"statics": [{"op": "pump_attached", "power": 0, "toughness": 2},
                                   {"op": "grant_attached", "keywords": ["Reach"]}],
                       "equip": "{2}"},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN[name]


def test_702_1_keyword_line_with_a_keyword_not_implemented_names_it() -> None:
    card = compiled("Baneslayer Angel")
    assert card.status == "not yet implemented"
    assert "Protection from Demons and from Dragons" in card.missing[0]


def test_partial_card_lists_the_paragraph_that_did_not_compile() -> None:
    card = compiled("Deathgrip")  # compiles whole: a control for the partial case below
    assert card.status == "implemented"
    status, missing = implementation_status("Prodigal Pyromancer")
    assert status in ("implemented", "partial")
    partial = compiled("Kor Skyfisher")  # flying compiles; returning a permanent does not
    assert partial.status == "partial"
    assert partial.raw["keywords"] == ["Flying"]
    assert any(m.startswith("When this creature enters, return a permanent you control")
               for m in partial.missing)
    assert partial.raw["missing"] == list(partial.missing)


def test_700_2_a_mode_never_compiles_without_its_choose_line() -> None:
    from casualmagic.cards.compiler.build import CompileError

    with pytest.raises(CompileError):
        compile_paragraph("• Target player gains 3 life.", is_spell=True)
    assert compiled("Healing Salve").raw["modes"]  # with it, the modes compile (700.2)


def test_207_2a_reminder_text_is_not_compiled_and_the_name_is_written_tilde() -> None:
    assert paragraphs("Lava Axe", "Lava Axe deals 5 damage (hurts.) to x.\nFlying (x)") == [
        "~ deals 5 damage to x.", "Flying"]


def test_an_effect_without_cost_or_trigger_on_a_permanent_is_refused() -> None:
    from casualmagic.cards.compiler.build import CompileError

    with pytest.raises(CompileError):
        compile_paragraph("Draw a card.", is_spell=False)


def test_hand_written_definitions_take_precedence(request: pytest.FixtureRequest) -> None:
    if request.config.getoption("--compiled-definitions"):
        pytest.skip("this run replaces hand-written definitions on purpose")
    assert card_by_name("Lightning Bolt").source != "compiled"
    assert card_by_name("Hordeling Outburst").source == "compiled"
    assert compiled_definition("Hordeling Outburst") is card_by_name("hordeling outburst")


def test_compiled_card_pickles_by_name() -> None:
    import pickle

    card = card_by_name("Hordeling Outburst")
    assert pickle.loads(pickle.dumps(card)) is card


def test_compiled_spell_resolves_in_a_game() -> None:
    """Hordeling Outburst, compiled, creates three 1/1 red Goblins (111.1)."""
    game, _, _ = board(["Mountain"] * 3)
    cast(game, "Hordeling Outburst")
    goblins = [o for o in game.permanents(0) if o.card.name == "Goblin"]
    assert len(goblins) == 3
    assert all(o.card.power == 1 and o.card.toughness == 1 and o.card.colors == ("R",)
               for o in goblins)


def test_compiled_targeted_spell_and_triggered_ability_in_a_game() -> None:
    """Murder destroys the targeted creature; Fire Snake's dies trigger then destroys a land
    (603.6c: leaves-the-battlefield abilities look back)."""
    game, _, theirs = board(["Swamp"] * 3, theirs=["Fire Snake"])
    put(game, 1, "Forest")
    lands_before = len([o for o in game.permanents() if o.card.is_land])
    cast(game, "Murder")  # the only creature: the target is chosen at once
    assert "Fire Snake" in [game.objects[i].card.name for i in game.players[1].graveyard]
    assert theirs[0] not in game.battlefield
    while game.stack:  # Fire Snake's trigger (its controller chose the land)
        game.choose(("pass",))
    assert len([o for o in game.permanents() if o.card.is_land]) == lands_before - 1


def test_compiled_activated_ability_deals_damage_in_a_game() -> None:
    """Vulshok Sorcerer, compiled: {T}: it deals 1 damage to any target (602.2)."""
    game, mine, _ = board([], mine=["Vulshok Sorcerer"])
    game.choose(option(game, "activate", mine[0]))
    while game.pending.kind != "priority":
        game.choose(("target", "player", 1) if ("target", "player", 1) in game.pending.options
                    else 0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[1].life == 19


def test_compiled_database_is_written_once_and_read_back(tmp_path, monkeypatch) -> None:
    from casualmagic.cards.compiler import store

    monkeypatch.setenv("CASUALMAGIC_DATA_DIR", str(tmp_path))
    built = store.build(workers=1, names=["Murder", "Kor Skyfisher", "Healing Salve"])
    path = store.cache_path()
    assert path.parent == tmp_path and path.exists()
    assert store.cached("Kor Skyfisher") == built["Kor Skyfisher"] == compiled("Kor Skyfisher")
    assert store.cached("Lava Axe") is None  # not in this small table
    path.write_bytes(b"not gzip")  # a corrupt file is ignored, never fatal
    store._load.cache_clear()
    assert store.cached("Murder") is None
    store._load.cache_clear()


def test_613_4c_compiled_lord_pumps_the_others_but_not_itself() -> None:
    """Goblin King, compiled: "Other Goblins get +1/+1 and have mountainwalk." (613.4c,
    613.1f), every Goblin but itself, whoever controls it."""
    from casualmagic.engine import continuous as cont

    game, mine, theirs = board([], mine=["Goblin King", "Raging Goblin"],
                               theirs=["Raging Goblin", "Grizzly Bears"])
    king, ours, goblin, bears = (game.objects[i] for i in (*mine, *theirs))
    assert cont.power(game, ours) == 2 and cont.power(game, goblin) == 2
    assert cont.has_keyword(game, ours, "Mountainwalk")
    assert cont.power(game, king) == 2 and cont.power(game, bears) == 2


def test_compiled_static_filters_are_read_by_the_engine() -> None:
    """Every filter the compiler writes for a static ability reads as a layer filter."""
    from casualmagic.engine.statics import parse_layer_filter

    for name in ("Goblin King", "Lord of Atlantis", "Goblin Chieftain", "Benalish Marshal",
                 "Crossway Troublemakers", "Glorious Anthem"):
        for static in compiled(name).raw["statics"]:
            if "filter" in static:
                parse_layer_filter(static["filter"])


def test_702_51a_compiled_convoke_spell_is_paid_by_tapping_creatures() -> None:
    """Stoke the Flames, compiled: "Convoke" and 4 damage to any target; with no land, four
    untapped creatures pay its {2}{R}{R} (two of them red)."""
    assert compiled("Stoke the Flames").status == "implemented"
    game, mine, _ = board([], mine=["Raging Goblin", "Raging Goblin", "Grizzly Bears",
                                    "Grizzly Bears"])
    cast(game, "Stoke the Flames", ("target", "player", 1))
    assert game.players[1].life == 16
    assert all(game.objects[i].tapped for i in mine)


def test_702_41a_compiled_affinity_for_artifacts_reduces_the_cost() -> None:
    """Frogmite, compiled: {4} with affinity for artifacts costs nothing with four
    artifacts (Ornithopters, also compiled) on the battlefield."""
    assert compiled("Frogmite").status == "implemented"
    game, _, _ = board([], mine=["Ornithopter"] * 4)
    cast(game, "Frogmite")
    assert "Frogmite" in [o.card.name for o in game.permanents(0)]


def test_701_15a_compiled_regeneration_shield_replaces_destruction() -> None:
    """Drudge Skeletons, compiled: "{B}: Regenerate this creature." — destroyed after the
    shield, it is tapped and stays on the battlefield (701.15a)."""
    game, mine, _ = board(["Swamp"] * 4, mine=["Drudge Skeletons"])
    game.choose(option(game, "activate", mine[0]))
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(("pass",))
    game.choose(("pass",))
    cast(game, "Murder")
    assert mine[0] in game.battlefield and game.objects[mine[0]].tapped
