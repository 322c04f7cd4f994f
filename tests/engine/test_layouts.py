"""Cards of other layouts in games: transforming double-faced cards (CR 712, 701.28) and
Sagas (714), compiled from their oracle text."""

from __future__ import annotations

import pickle
from pathlib import Path

from casualmagic.cards.compiler.layouts import faced_record
from casualmagic.cards.definitions import compile_card
from casualmagic.cards.importer import rows_from_file
from casualmagic.cards.model import CardDef
from casualmagic.cards.oracle import record_from_row
from casualmagic.core.state import MAIN1
from casualmagic.engine.faces import is_transformed
from tests.cards.test_card_behaviour import board, cast
from tests.engine.helpers import option, pass_until, put, refresh


def _pass_all(game) -> None:
    """Pass priority until the stack is empty (answering other decisions with the first)."""
    while game.stack or game.pending.kind != "priority":
        game.choose(("pass",) if game.pending.kind == "priority" else 0)


def test_701_28a_transform_turns_the_permanent_to_its_back_face_as_the_same_object() -> None:
    """Thraben Gargoyle: "{6}: Transform this creature." — Stonewing Antagonizer, a 4/2
    flier, is the same object (712.18); the card is its front face again elsewhere (712.8a)."""
    game, mine, _ = board(["Plains"] * 6, mine=["Thraben Gargoyle"])
    game.choose(option(game, "activate", mine[0]))
    _pass_all(game)
    gargoyle = game.objects[mine[0]]
    assert gargoyle.card.name == "Stonewing Antagonizer"
    assert (gargoyle.card.power, gargoyle.card.toughness) == (4, 2)
    assert "Flying" in gargoyle.card.keywords
    assert any(e.kind == "transform" and e.rule == "701.28a" for e in game.events)
    from casualmagic.engine.primitives import sacrifice

    sacrifice(game, mine[0])
    grave = [game.objects[i] for i in game.players[0].graveyard]
    assert [o.card.name for o in grave] == ["Thraben Gargoyle // Stonewing Antagonizer"]
    assert grave[0].card.power == 2 and not grave[0].info


def test_701_28f_an_ability_does_not_transform_a_permanent_transformed_since() -> None:
    """Two activations of Thraben Gargoyle's ability on the stack: the first to resolve
    transforms it; the second, put on the stack before that, does nothing."""
    game, mine, _ = board(["Plains"] * 12, mine=["Thraben Gargoyle"])
    game.choose(option(game, "activate", mine[0]))
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(option(game, "activate", mine[0]))
    _pass_all(game)
    assert game.objects[mine[0]].card.name == "Stonewing Antagonizer"
    assert sum(1 for e in game.events if e.kind == "transform") == 1


def test_712_2_werewolf_transforms_at_an_upkeep_after_a_turn_without_spells() -> None:
    """Village Ironsmith: "At the beginning of each upkeep, if no spells were cast last
    turn, transform this creature." (603.4) — and Ironfang transforms back after a turn in
    which a player cast two spells."""
    game, mine, _ = board(["Mountain"] * 4, mine=["Village Ironsmith"])
    pass_until(game, MAIN1, 1)  # no spell was cast in turn 1: it transformed at the upkeep
    wolf = game.objects[mine[0]]
    assert wolf.card.name == "Ironfang" and wolf.card.power == 3
    put(game, 1, "Mountain")
    put(game, 1, "Mountain")
    for _ in range(2):
        bolt = put(game, 1, "Lightning Bolt", "hand")
        refresh(game)
        game.choose(("cast", bolt))
        while game.pending.kind != "priority":
            game.choose(("target", "player", 0) if ("target", "player", 0) in game.pending.options
                        else 0)
        _pass_all(game)
    pass_until(game, MAIN1, 0)
    front = game.objects[mine[0]]
    assert front.card.name == "Village Ironsmith // Ironfang" and front.card.power == 1
    assert not is_transformed(front)


def test_714_2b_saga_chapters_trigger_with_lore_counters_and_it_is_sacrificed_after_the_last() -> None:
    """History of Benalia: a lore counter as it enters (714.3a) triggers chapter I, one more
    at the next precombat main phase (714.3b) chapter II; after chapter III resolves the
    Saga is sacrificed (714.4)."""
    game, _, _ = board(["Plains"] * 3)
    cast(game, "History of Benalia")
    _pass_all(game)
    saga = next(o for o in game.permanents(0) if o.card.name == "History of Benalia")
    assert saga.counter("lore") == 1
    knights = [o for o in game.permanents(0) if o.card.name == "Knight"]
    assert len(knights) == 1 and "Vigilance" in knights[0].card.keywords
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    _pass_all(game)
    assert saga.id in game.battlefield and game.objects[saga.id].counter("lore") == 2
    assert len([o for o in game.permanents(0) if o.card.name == "Knight"]) == 2
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert any(e.kind == "counters" and e.rule == "714.3b" for e in game.events)
    _pass_all(game)  # chapter III: Knights get +2/+1 until end of turn
    assert saga.id not in game.battlefield
    assert "History of Benalia" in [game.objects[i].card.name for i in game.players[0].graveyard]
    assert any(e.rule == "714.4" for e in game.events)


LAYOUT_DECK = (["Mountain"] * 8 + ["Plains"] * 8 + ["Forest"] * 4
               + ["Village Ironsmith", "Kruin Outlaw", "Reckless Waif", "Gatstaf Arsonists",
                  "Thraben Gargoyle", "Cloistered Youth", "Harried Artisan", "Bonded Herdbeast",
                  "Heir of Falkenrath", "Hinterland Logger", "History of Benalia",
                  "Ulvenwald Oddity", "Student of Warfare", "Blitz Automaton",
                  "Tavern Ruffian", "Era of Enlightenment", "Brimstone Mage"] * 2)


RULES_SEEN = {"701.28a", "714.3a", "714.3b", "714.4", "718.3", "702.145d"}


def test_712_2_seeded_games_with_transforming_cards_and_sagas_finish_conserving_cards() -> None:
    """Seeded random games with decks of compiled transforming double-faced cards, Sagas,
    levelers, prototype and daybound cards end with no error, every card conserved and
    identical replays."""
    from casualmagic.agents import RandomAgent
    from tests.engine.helpers import duel
    from tests.engine.test_invariants import assert_conserved

    kinds: set[str] = set()
    for seed in range(6):
        game = duel(LAYOUT_DECK, LAYOUT_DECK, seed=seed)
        agents = [RandomAgent(seed * 7 + i) for i in range(2)]
        while not game.over:
            d = game.pending
            game.choose(agents[d.player].choose(None, d))
        assert_conserved(game)
        assert [e.kind for e in game.replay().events] == [e.kind for e in game.events]
        copy = pickle.loads(pickle.dumps(game))  # faces pickle with their card
        assert [o.card.name for o in copy.permanents()] == [o.card.name for o in game.permanents()]
        kinds |= {e.rule for e in game.events if e.rule in RULES_SEEN}
    assert kinds == RULES_SEEN


# -- casting a face: cards from the importer's Scryfall fixture, whose data has every face --

FIXTURE = Path(__file__).parents[1] / "cards" / "fixtures" / "oracle-cards.json"


def _imported(name: str) -> CardDef:
    """The definition compiled from an imported card (the shipped data lacks the second face
    of split, aftermath, adventurer and modal double-faced cards); a face that did not
    compile is kept with its characteristics only, as the compiler lists it missing."""
    rows = {r["n"]: r for r in rows_from_file(FIXTURE)}
    raw, missing = faced_record(record_from_row(rows[name], True))
    return compile_card(name, {**raw, "missing": missing}, "compiled")


def _cast_face(game, oid: int, face: int, *answers) -> None:
    game.choose(("cast", oid, f"face:{face}"))
    answers = list(answers)
    while game.pending.kind != "priority":
        game.choose(answers.pop(0) if answers else 0)
    _pass_all(game)


def test_709_3_a_split_card_is_cast_as_one_half_and_is_the_whole_card_elsewhere() -> None:
    """Fire // Ice: Ice ({1}{U}: tap target permanent, draw a card) is cast alone (709.3a-b);
    the card in the graveyard has both halves' mana cost (709.4b)."""
    game, _, theirs = board(["Island"] * 2, theirs=["Grizzly Bears"])
    card = put(game, 0, _imported("Fire // Ice"), "hand")
    assert not any(o[:2] == ("cast", card) and len(o) == 2 for o in game.pending.options)
    assert ("cast", card, "face:1") in game.pending.options
    hand = len(game.players[0].hand)
    _cast_face(game, card, 1, ("target", "object", theirs[0]))
    assert game.objects[theirs[0]].tapped
    assert len(game.players[0].hand) == hand  # Ice left the hand, a card was drawn
    assert any(e.kind == "cast_face" and e.rule == "709.3" for e in game.events)
    grave = [game.objects[i].card for i in game.players[0].graveyard]
    assert [c.name for c in grave] == ["Fire // Ice"] and grave[0].mana_value == 4


def test_702_127a_aftermath_half_is_cast_only_from_the_graveyard_then_exiled() -> None:
    """Start // Finish: Start from the hand makes two Warriors; Finish can't be cast from the
    hand, is cast from the graveyard sacrificing a Warrior to destroy a creature, and is then
    exiled."""
    game, _, theirs = board(["Plains"] * 3 + ["Swamp"] * 3, theirs=["Grizzly Bears"])
    card = put(game, 0, _imported("Start // Finish"), "hand")
    assert ("cast", card, "face:1") not in game.pending.options
    _cast_face(game, card, 0)
    assert len([o for o in game.permanents(0) if o.card.name == "Warrior"]) == 2
    in_grave = game.players[0].graveyard[-1]
    assert game.objects[in_grave].card.name == "Start // Finish"
    _cast_face(game, in_grave, 1, *([0] * 3))
    assert theirs[0] not in game.battlefield
    assert len([o for o in game.permanents(0) if o.card.name == "Warrior"]) == 1
    assert [game.objects[i].card.name for i in game.exile] == ["Start // Finish"]


def test_715_3_adventure_cast_then_creature_from_exile() -> None:
    """Bonecrusher Giant // Stomp: cast as the Adventure Stomp (an instant, 715.3b), it is
    exiled as it resolves and its caster may then cast Bonecrusher Giant from exile (715.3d),
    a 4/3 creature spell, not as an Adventure again."""
    game, _, _ = board(["Mountain"] * 5)
    card = put(game, 0, _imported("Bonecrusher Giant // Stomp"), "hand")
    assert ("cast", card, "face:1") in game.pending.options
    _cast_face(game, card, 1, ("target", "player", 1))
    exiled = game.exile[-1]
    assert game.objects[exiled].card.name == "Bonecrusher Giant // Stomp"
    assert any(e.kind == "resolve" and e.rule == "715.3d" for e in game.events)
    assert ("cast", exiled) in game.pending.options
    assert not any(o[:2] == ("cast", exiled) and len(o) > 2 for o in game.pending.options)
    game.choose(("cast", exiled))
    _pass_all(game)
    giant = next(o for o in game.permanents(0) if o.card.name == "Bonecrusher Giant // Stomp")
    assert (giant.card.power, giant.card.toughness) == (4, 3)


def test_712_11b_a_modal_double_faced_card_is_cast_as_its_back_face_and_enters_so() -> None:
    """Valki, God of Lies // Tibalt, Cosmic Impostor: cast as Tibalt ({5}{B}{R}), it enters
    as that planeswalker with 5 loyalty (712.13); it is Valki again in the graveyard
    (712.8a)."""
    game, _, theirs = board(["Swamp"] * 5 + ["Mountain"] * 2, theirs=["Grizzly Bears"])
    card = put(game, 0, _imported("Valki, God of Lies // Tibalt, Cosmic Impostor"), "hand")
    _cast_face(game, card, 1)
    tibalt = next(o for o in game.permanents(0) if o.card.name == "Tibalt, Cosmic Impostor")
    assert "Planeswalker" in tibalt.card.types and tibalt.counter("loyalty") == 5
    from casualmagic.engine.primitives import sacrifice

    sacrifice(game, tibalt.id)
    grave = game.objects[game.players[0].graveyard[-1]].card
    assert grave.name == "Valki, God of Lies // Tibalt, Cosmic Impostor" and grave.power == 2


def test_711_2_leveler_has_its_level_symbols_pt_and_abilities_by_level_counters() -> None:
    """Student of Warfare: "Level up {W}" puts a level counter on it at sorcery speed
    (702.87a); with 2-6 level counters it is a 3/3 with first strike, with 7+ a 4/4 with
    double strike (711.2a-b), and a 1/1 below level 2 (711.5)."""
    from casualmagic.engine import continuous as cont

    game, mine, _ = board(["Plains"] * 7, mine=["Student of Warfare"])
    student = mine[0]

    def level_up() -> None:
        game.choose(option(game, "activate", student))
        _pass_all(game)

    level_up()
    obj = game.objects[student]
    assert obj.counter("level") == 1 and (cont.power(game, obj), cont.toughness(game, obj)) == (1, 1)
    level_up()
    obj = game.objects[student]
    assert (cont.power(game, obj), cont.toughness(game, obj)) == (3, 3)
    assert cont.has_keyword(game, obj, "First strike")
    for _ in range(5):
        level_up()
    obj = game.objects[student]
    assert obj.counter("level") == 7 and (cont.power(game, obj), cont.toughness(game, obj)) == (4, 4)
    assert cont.has_keyword(game, obj, "Double strike")
    assert not cont.has_keyword(game, obj, "First strike")


def test_711_2a_a_level_symbols_activated_ability_is_there_only_at_its_levels() -> None:
    """Brimstone Mage: at level 1-2, "{T}: This creature deals 1 damage to any target.";
    none at level 0."""
    game, mine, _ = board(["Mountain"] * 4, mine=["Brimstone Mage"])
    mage = mine[0]
    assert not any(o[:2] == ("activate", mage) and o[2] != 0 for o in game.pending.options)
    game.choose(option(game, "activate", mage, 0))  # level up {3}{R}
    _pass_all(game)
    game.choose(option(game, "activate", mage, 1))
    while game.pending.kind != "priority":
        game.choose(("target", "player", 1) if ("target", "player", 1) in game.pending.options
                    else 0)
    _pass_all(game)
    assert game.players[1].life == 19


def test_718_3b_a_prototyped_spell_and_its_permanent_have_the_prototype_cost_and_size() -> None:
    """Blitz Automaton ({7}, 6/4; "Prototype {2}{R} — 3/2"): cast prototyped it is a red
    3/2 with haste on the battlefield (718.3b, 718.5), and a colourless {7} 6/4 card again in
    the graveyard (718.4)."""
    game, _, _ = board(["Mountain"] * 3)
    card = put(game, 0, "Blitz Automaton", "hand")
    assert ("cast", card, "face:1") in game.pending.options
    assert ("cast", card) not in game.pending.options  # {7}: not enough mana
    _cast_face(game, card, 1)
    bot = next(o for o in game.permanents(0) if o.card.name == "Blitz Automaton")
    assert (bot.card.power, bot.card.toughness, bot.card.colors) == (3, 2, ("R",))
    assert "Haste" in bot.card.keywords and bot.card.mana_value == 3
    assert any(e.kind == "cast_face" and e.rule == "718.3" for e in game.events)
    from casualmagic.engine.primitives import sacrifice

    sacrifice(game, bot.id)
    grave = game.objects[game.players[0].graveyard[-1]].card
    assert (grave.power, grave.colors, grave.mana_value) == (6, (), 7)


def test_728_2_day_becomes_night_and_back_and_daybound_werewolves_transform() -> None:
    """Tavern Ruffian // Tavern Smasher: as it enters it becomes day (702.145d); after a
    turn whose active player cast no spells it becomes night at the untap step (502.2,
    728.2a) and it transforms (702.145b); after a turn with two spells, day again (728.2b)
    and it transforms back (702.145e).  A daybound permanent can't transform otherwise."""
    from casualmagic.engine.faces import day_or_night, transform

    game, _, _ = board(["Mountain"] * 6)
    cast(game, "Tavern Ruffian")
    _pass_all(game)
    ruffian = next(o.id for o in game.permanents(0) if o.card.power == 2)
    assert day_or_night(game) == "day"
    assert not transform(game, ruffian)  # 702.145b: only due to its daybound ability
    pass_until(game, MAIN1, 1)  # player 0 cast one spell: still day
    assert day_or_night(game) == "day"
    pass_until(game, MAIN1, 0)  # player 1 cast none: night
    assert day_or_night(game) == "night"
    smasher = game.objects[ruffian]
    assert smasher.card.name == "Tavern Smasher" and smasher.card.power == 6
    assert any(e.kind == "day_night" and e.rule == "728.2a" for e in game.events)
    for _ in range(2):
        cast(game, "Lightning Bolt", ("target", "player", 1))
    pass_until(game, MAIN1, 1)
    assert day_or_night(game) == "day" and not is_transformed(game.objects[ruffian])


def test_702_145b_a_daybound_permanent_enters_transformed_at_night() -> None:
    """Bird Admirer // Wing Shredder, cast while it is night, enters as Wing Shredder."""
    from casualmagic.engine.faces import DAY_NIGHT

    game, _, _ = board(["Forest"] * 3)
    game.vset(DAY_NIGHT, "night")
    cast(game, "Bird Admirer")
    _pass_all(game)
    assert any(o.card.name == "Wing Shredder" and o.card.power == 3
               for o in game.permanents(0))


def test_712_14a_saga_exiled_and_returned_transformed_by_its_last_chapter() -> None:
    """Era of Enlightenment // Hand of Enlightenment: chapter III, "Exile this Saga, then
    return it to the battlefield transformed under your control." — it returns as the 2/2
    first striker Hand of Enlightenment, a new object (400.7), not sacrificed (714.4: no
    longer a Saga)."""
    game, _, _ = board(["Plains"] * 2)
    life = game.players[0].life
    cast(game, "Era of Enlightenment")
    _pass_all(game)  # chapter I: scry 2
    for _ in range(2):
        pass_until(game, MAIN1, 1)
        pass_until(game, MAIN1, 0)
        _pass_all(game)
    assert game.players[0].life == life + 2  # chapter II
    hand = [o for o in game.permanents(0) if o.card.name == "Hand of Enlightenment"]
    assert len(hand) == 1 and hand[0].card.power == 2 and "First strike" in hand[0].card.keywords
    assert is_transformed(hand[0])
    assert not any(o.card.name.startswith("Era of") for o in game.permanents(0))


def test_702_146a_disturb_casts_the_card_transformed_from_the_graveyard() -> None:
    """Lantern Bearer // Lanterns' Lift: "Disturb {2}{U}" casts it from the graveyard as the
    Aura Lanterns' Lift (712.8c), which enters attached, back face up (702.146b); when the
    creature dies the Aura would go to the graveyard and is exiled instead (614.1a)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import destroy

    game, bears, _ = board(["Island"] * 3, mine=["Grizzly Bears"])
    card = put(game, 0, "Lantern Bearer", "graveyard")
    assert ("cast", card, "disturb") in game.pending.options
    game.choose(("cast", card, "disturb"))
    while game.pending.kind != "priority":
        game.choose(0)
    _pass_all(game)
    lift = next(o for o in game.permanents(0) if o.card.name == "Lanterns' Lift")
    assert lift.attached_to == bears[0] and is_transformed(lift)
    bear = game.objects[bears[0]]
    assert cont.power(game, bear) == 3 and cont.has_keyword(game, bear, "Flying")
    destroy(game, bears[0])
    game.sba_dirty = True
    refresh(game)  # 704.5m: the Aura is put into its owner's graveyard ... exiled instead
    assert [game.objects[i].card.name for i in game.exile] == ["Lantern Bearer // Lanterns' Lift"]
    assert "Lantern Bearer // Lanterns' Lift" not in [game.objects[i].card.name
                                                       for i in game.players[0].graveyard]


def test_712_2_heuristic_agents_play_layout_decks_to_the_end() -> None:
    """The heuristic agent, which reads the cards it may cast (a face's own spell for a
    ``face:N`` option), finishes seeded games with the layout decks."""
    from casualmagic.agents import HeuristicAgent
    from tests.engine.helpers import duel

    split = _imported("Start // Finish")
    for seed in range(2):
        game = duel(LAYOUT_DECK, LAYOUT_DECK, seed=seed)
        for _ in range(3):
            put(game, 0, split, "hand")
        agents = [HeuristicAgent(seed + i) for i in range(2)]
        while not game.over:
            d = game.pending
            game.choose(agents[d.player].choose(game.view(d.player), d))
        assert game.over
