"""Every implemented card in seeded games (issue 15's soak): each card is cast, played or
activated at least once, with no exception, every card conserved (no card lost or
duplicated across zones) and identical replays; and four-player Commander games between
precon-like decks (:mod:`casualmagic.decks.precon_like`: a precon's cards the engine does
not implement are replaced by basic lands, so only implemented cards are ever in a game).

The slow suite (``-m slow``) runs every implemented card of the database and 1,000
Commander games; the normal suite a few hundred cards and a few games.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field

import pytest

import casualmagic
from casualmagic.cards.definitions import implementation_status, pool_definitions
from casualmagic.core.decisions import Decision, Option
from casualmagic.decks.generate import NONTRADITIONAL
from casualmagic.decks.precon_like import (
    BASIC_OF_COLOUR,
    PreconLike,
    colour_identity,
    precon_like_decks,
)
from casualmagic.decks.shipped import precon_decks
from tests.engine.test_invariants import assert_conserved

USED = frozenset({"cast", "activate", "play_land", "mana_ability"})
"""Event kinds that show a card used: cast (601.2i), activated (602.2, 605.3a), played (305.1)."""

DECK_CARDS = 24
"""Cards under test in each 40-card deck (the other 16 are basic lands of their colours)."""


MAX_DECISIONS = 50_000
"""A soak game that asks more decisions than this has met a loop: an error, not a hang."""


class EagerAgent:
    """A random agent that, when it has priority, plays a land, casts a spell or activates an
    ability other than a mana ability three times in four if it can (so a deck's cards get
    used). It activates one ability of one object at most :data:`ACTIVATIONS` times a game: a
    free ability ("{0}: Regenerate enchanted creature") would otherwise go on the stack faster
    than passing lets it resolve, a game without end (a loop with an optional action is the
    player's to stop, 104.4b, 729.2a). Its own RNG."""

    needs_view = False
    ACTIVATIONS = 8

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._activated: dict[tuple, int] = {}

    def choose(self, view: object, decision: Decision) -> Option:
        options = decision.options
        if decision.kind == "priority":
            acts = [o for o in options if o[0] in ("play", "cast")
                    or (o[0] == "activate" and self._activated.get(o[:3], 0) < self.ACTIVATIONS)]
            if acts and self._rng.random() < 0.75:
                chosen = acts[self._rng.randrange(len(acts))]
                if chosen[0] == "activate":
                    self._activated[chosen[:3]] = self._activated.get(chosen[:3], 0) + 1
                return chosen
            return next((o for o in options if o[0] == "pass"), options[0])
        return options[self._rng.randrange(len(options))]


@dataclass
class SoakReport:
    cards: int = 0
    games: int = 0
    used: set[str] = field(default_factory=set)
    errors: list[str] = field(default_factory=list)

    """What a soak did: how many cards it had, games it played, cards it saw used, and the
    exceptions it met (one line each, with the game's seed)."""


def implemented_cards(names: Iterable[str]) -> list[str]:
    """The names among ``names`` the engine implements in full that go in a main deck
    (no plane, scheme, vanguard, conspiracy, 100.2), sorted."""
    from casualmagic.cards.database import get_database  # the oracle database loads lazily

    db = get_database()
    out = []
    for name in sorted(set(names)):
        record = db.get(name)
        if record is None or NONTRADITIONAL & set(record.types):
            continue
        if implementation_status(name)[0] == "implemented":
            out.append(name)
    return out


def _deck(cards: list[str]) -> list[str]:
    """``cards`` and basic lands of their colours (903.4's letters) up to 40 cards."""
    colours = {c for n in cards for c in colour_identity(n)}
    basics = [BASIC_OF_COLOUR[c] for c in "WUBRG" if c in colours] or ["Wastes"]
    return cards + [basics[i % len(basics)] for i in range(40 - len(cards))]


def _play(decks: list[list[str]], seed: int, variant: str = "duel", max_turns: int = 20,
          report: SoakReport | None = None) -> None:
    """One seeded game between eager random agents, checked: cards conserved, the replay gives the
    same log; the cards used in it are added to ``report.used``."""
    game = casualmagic.new_game(variant, decks=decks, seed=seed, players=len(decks),
                                options={"max_turns": max_turns})
    agents = [EagerAgent(seed * 7 + i) for i in range(len(decks))]
    n = 0
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
        n += 1
        if n % 200 == 0:
            assert_conserved(game)
        if n > MAX_DECISIONS:
            raise AssertionError(f"no end after {n} decisions (seed {seed}, turn {game.turn}): "
                                 f"the last was {d.kind} {d.options[:4]}")
    assert_conserved(game)
    assert game.replay().log_digest() == game.log_digest(), f"replay differs (seed {seed})"
    if report is not None:
        report.games += 1
        report.used |= {e.data.get("card") for e in game.events if e.kind in USED}


def soak_cards(cards: list[str], seed: int, rounds: int) -> SoakReport:
    """Play ``cards`` in two-player games, ``DECK_CARDS`` of them a deck (grouped by colour
    identity so the decks can cast them), then again the cards not used yet, ``rounds``
    times. An exception is recorded with its game, never stops the soak."""
    report = SoakReport(cards=len(cards))
    left = list(cards)
    for r in range(rounds):
        if not left:
            break
        rng = random.Random(seed * 1009 + r)
        keyed = {n: (len(colour_identity(n)), colour_identity(n), rng.random()) for n in left}
        order = sorted(left, key=keyed.__getitem__)
        chunks = [order[i:i + DECK_CARDS] for i in range(0, len(order), DECK_CARDS)]
        rng.shuffle(chunks)
        for g in range(0, len(chunks), 2):
            pair = chunks[g:g + 2] if g + 1 < len(chunks) else [chunks[g], chunks[0]]
            game_seed = seed * 100_003 + r * 10_007 + g
            try:
                _play([_deck(c) for c in pair], game_seed, report=report)
            except Exception as e:  # noqa: BLE001 - every failure is reported with its game
                where = traceback.extract_tb(e.__traceback__)[-1]
                report.errors.append(f"seed {game_seed} decks {pair}: {type(e).__name__}: {e} "
                                     f"({where.filename}:{where.lineno})")
        left = [n for n in left if n not in report.used]
    return report


def soak_commander(games: int, seed: int, precons: dict[str, PreconLike] | None = None
                   ) -> SoakReport:
    """``games`` four-player Commander games, each between four precon-like decks drawn by
    the seed."""
    decks = precons if precons is not None else precon_like_decks()
    names = sorted(decks)
    report = SoakReport(cards=len({c for d in decks.values() for c in d.cards}))
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        chosen = [list(decks[n].cards) for n in rng.sample(names, 4)]
        try:
            _play(chosen, seed + g, "commander", max_turns=25, report=report)
        except Exception as e:  # noqa: BLE001
            where = traceback.extract_tb(e.__traceback__)[-1]
            report.errors.append(f"game {g} (seed {seed + g}): {type(e).__name__}: {e} "
                                 f"({where.filename}:{where.lineno})")
    return report


def _short_pool(n: int, seed: int) -> list[str]:
    """A few hundred implemented cards: the hand-written pool and a seeded sample of the
    precon corpus's cards."""
    precon_cards = sorted({c for d in precon_decks().values() for c in d})
    sample = random.Random(seed).sample(precon_cards, n)
    return implemented_cards([*sample, *pool_definitions()])


def test_ci_every_card_soak_short():
    """A few hundred implemented cards, each cast, played or activated in seeded games."""
    cards = _short_pool(100, seed=1)
    report = soak_cards(cards, seed=1, rounds=2)
    assert not report.errors, "\n".join(report.errors)
    assert len(cards) >= 300 and report.games >= 10
    # a card is used when drawn and castable: two rounds use most (the slow soak, all)
    assert len(report.used) >= 0.5 * len(cards), (len(report.used), len(cards))


def test_ci_commander_precon_like_games_short():
    """Two four-player Commander games between four precon-like decks (903)."""
    from casualmagic.decks.precon_like import precon_like, precon_lists, stand_in_commanders

    lists = precon_lists()
    stand_ins = stand_in_commanders([*pool_definitions(),
                                     *(c for n in sorted(lists)[::3] for p in lists[n] for c in p)])
    decks = {}
    for name in sorted(lists)[::5]:
        if len(decks) < 4 and (deck := precon_like(name, *lists[name], stand_ins=stand_ins)):
            decks[name] = deck
    assert len(decks) == 4, sorted(decks)
    report = soak_commander(2, seed=5, precons=decks)
    assert not report.errors, "\n".join(report.errors)
    assert report.games == 2 and report.used


@pytest.mark.slow
def test_every_implemented_card_soak():
    """Every implemented card of the database, each cast, played or activated at least once."""
    from casualmagic.cards.compiler.store import compiled_table

    names = {n for n, c in compiled_table().items() if c.status == "implemented"}
    cards = implemented_cards(names | set(pool_definitions()))
    report = soak_cards(cards, seed=7, rounds=12)
    print(f"\n{report.cards} implemented cards, {report.games} games, {len(report.used)} used, "
          f"{len(report.errors)} errors")
    assert not report.errors, "\n".join(report.errors[:50])
    never = sorted(set(cards) - report.used)
    print(f"never used ({len(never)}): {never[:200]}")


@pytest.mark.slow
def test_1000_commander_precon_like_games_soak():
    """1,000 four-player Commander games between precon-like decks (fully playable precons
    are among them as they are, as they come)."""
    decks = precon_like_decks()
    report = soak_commander(1000, seed=11, precons=decks)
    as_played = sum(d.as_played for d in decks.values())
    print(f"\n{len(decks)} precon-like decks ({as_played} fully playable precons), "
          f"{report.games} games, {len(report.errors)} errors")
    assert not report.errors, "\n".join(report.errors[:50])


def main() -> None:
    """``python -m tests.test_every_card_soak [--rounds N] [--commander-games N]``: the long
    soaks with their figures printed (the slow tests assert the same)."""
    import argparse

    from casualmagic.cards.compiler.store import compiled_table

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--commander-games", type=int, default=1000)
    ap.add_argument("--cards-limit", type=int, default=0, help="soak only the first N cards")
    args = ap.parse_args()
    if args.rounds:
        names = {n for n, c in compiled_table().items() if c.status == "implemented"}
        cards = implemented_cards(names | set(pool_definitions()))
        cards = cards[:args.cards_limit] if args.cards_limit else cards
        report = soak_cards(cards, seed=7, rounds=args.rounds)
        never = sorted(set(cards) - report.used)
        print(f"{report.cards} implemented cards, {report.games} games, {len(report.used)} used "
              f"at least once, {len(never)} never, {len(report.errors)} errors")
        print("\n".join(report.errors))
        print("never used:", never)
    if args.commander_games:
        decks = precon_like_decks()
        report = soak_commander(args.commander_games, seed=11, precons=decks)
        print(f"{len(decks)} precon-like decks ({sum(d.as_played for d in decks.values())} "
              f"precons as they are), {report.games} four-player Commander games, "
              f"{len(report.errors)} errors")
        print("\n".join(report.errors))


if __name__ == "__main__":
    main()
