"""Cards of other layouts in games: transforming double-faced cards (CR 712, 701.28) and
Sagas (714), compiled from their oracle text."""

from __future__ import annotations

from casualmagic.engine.faces import is_transformed
from casualmagic.engine.state import MAIN1
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
    from casualmagic.engine.effects.primitives import sacrifice

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


def test_714_saga_chapters_trigger_with_lore_counters_and_it_is_sacrificed_after_the_last() -> None:
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
                  "Ulvenwald Oddity"] * 2)


def test_712_714_seeded_games_with_transforming_cards_and_sagas_finish_conserving_cards() -> None:
    """Seeded random games with decks of compiled transforming double-faced cards and
    Sagas end with no error, every card conserved and identical replays."""
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
        kinds |= {e.rule for e in game.events if e.rule in ("701.28a", "714.3a", "714.3b", "714.4")}
    assert kinds == {"701.28a", "714.3a", "714.3b", "714.4"}
