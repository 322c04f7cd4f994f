"""A whole draft variant: boosters, the draft, deck building, then the game.

:func:`plan_boosters` makes the boosters (the set lists' collations, or a cube);
:func:`run_draft` drafts them with one drafter per seat (an agent or a person);
:func:`build_decks` builds every seat's deck from its pool (the automatic builder, or a
deck file checked against the pool, 905.1d, 903.13f); :func:`start_game` starts the game:
Conspiracy Draft's Free-for-All with the attack multiple players option (905.3) with each
player's conspiracies in the command zone (905.4), or Commander Draft's Commander game
(903.13g).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from casualmagic.draft.build import (
    PRISMATIC_PIPER,
    BuiltDeck,
    DraftAgent,
    build_commander_draft,
    build_limited,
    card_strength,
)
from casualmagic.draft.draft import COMMANDER_DRAFT, CONSPIRACY_DRAFT, Draft, DraftRules
from casualmagic.draft.sets import (
    BoosterPlan,
    DraftSetupError,
    cube_boosters,
    read_cube,
    set_boosters,
)

KINDS = ("conspiracy", "commander")
DEFAULT_SETS = {"conspiracy": ("CNS", "CN2", "CNS"), "commander": ("CMR", "CMR", "CMR")}
PACK_SIZES = {"conspiracy": 15, "commander": 20}
ROUNDS = 3
MAX_TURNS = {"conspiracy": 300, "commander": 200}
"""The turn cap of a draft's game: the game is a draw if it lasts longer (CLI --max-turns)."""


def rules_of(kind: str) -> DraftRules:
    return CONSPIRACY_DRAFT if kind == "conspiracy" else COMMANDER_DRAFT


def _legend_substitutes() -> list[str]:
    """Legendary creatures the engine implements, for Commander Legends' legendary slots
    when too few of the set's own are implemented (named in the draft's notes)."""
    from casualmagic.cards.coverage import status_map
    from casualmagic.cards.database import get_database
    from casualmagic.variants.commander.designation import eligible

    db = get_database()
    out = []
    for name, (status, _) in sorted(status_map().items()):
        rec = db.get(name)
        if status == "implemented" and rec is not None and eligible(rec) \
                and rec.color_identity and "Creature" in rec.types \
                and (rec.layout or "normal") not in ("token", "emblem") \
                and " and " not in name and rec.mana_value and rec.mana_value <= 7:
            out.append(name)
    return out


def plan_boosters(kind: str, players: int, seed: int, sets: Sequence[str] | None = None,
                  cube: Path | None = None) -> BoosterPlan:
    """The boosters of a ``kind`` draft for ``players`` seats (seeded)."""
    if kind not in KINDS:
        raise DraftSetupError(f"unknown draft {kind!r}: choose conspiracy or commander")
    rng = random.Random(f"boosters:{kind}:{seed}")
    if cube is not None:
        return cube_boosters(read_cube(cube), players, ROUNDS, PACK_SIZES[kind], rng,
                             source=f"cube {Path(cube).name}")
    codes = list(sets or DEFAULT_SETS[kind])
    if len(codes) == 1:
        codes = codes * ROUNDS
    subs = {"L": _legend_substitutes()} if kind == "commander" else None
    return set_boosters(codes, players, rng, subs)


Drafter = Callable[[dict[str, Any], Any], Any]


def drafters_for(kind: str, players: int, seed: int, people: dict[int, Any] | None = None
                 ) -> list[Any]:
    """One drafter per seat: a person's where ``people`` names one, else a
    :class:`DraftAgent`."""
    people = people or {}
    return [people.get(s) or DraftAgent(seed * 1000 + s, commander=kind == "commander")
            for s in range(players)]


def run_draft(draft: Draft, drafters: Sequence[Any],
              after_pick: Callable[[Draft], None] | None = None) -> None:
    """Draft until every pack is empty: each pending pick goes to its seat's drafter, who
    sees only that seat's view (905.1c, 903.13d)."""
    while not draft.over:
        d = draft.pending
        draft.choose(drafters[d.player].choose(draft.view(d.player), d))  # type: ignore[union-attr]
        if after_pick is not None:
            after_pick(draft)


def build_decks(kind: str, pools: Sequence[list[str]]) -> list[BuiltDeck]:
    """Every seat's deck by the automatic builder (905.1d, 903.13f)."""
    builder = build_limited if kind == "conspiracy" else build_commander_draft
    return [builder(list(pool)) for pool in pools]


def agenda_names(conspiracy: str, deck: list[str]) -> tuple[str, ...]:
    """The card name(s) an agent secretly chooses for a hidden agenda (702.106a) or double
    agenda (702.106f): the deck's most numerous fitting cards (creatures for "creatures
    with the chosen name", instants and sorceries for "an instant or sorcery spell with the
    chosen name"), the stronger first."""
    from casualmagic.cards.database import get_database
    from casualmagic.variants.conspiracy.rules import agenda_names as how_many

    n = how_many(conspiracy)
    if not n:
        return ()
    db = get_database()
    text = (db.get(conspiracy).text or "").lower()  # type: ignore[union-attr]
    if "instant or sorcery spell with the chosen name" in text:
        want = ("Instant", "Sorcery")
    elif "creature" in text:
        want = ("Creature",)
    else:
        want = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Planeswalker")
    counts = Counter(deck)
    fitting = [c for c in counts if any(t in db.get(c).types for t in want)]  # type: ignore[union-attr]
    if len(fitting) < n:
        fitting += [c for c in counts if c not in fitting and "Land" not in db.get(c).types]  # type: ignore[union-attr]
    if len(fitting) < n:
        fitting += [c for c in counts if c not in fitting]
    ranked = sorted(fitting, key=lambda c: (-counts[c], -card_strength(c), c))
    return tuple(ranked[:n])


@dataclass
class GameSetup:
    """What a draft's game is started with."""

    variant: str
    decks: list[Any]
    options: dict[str, Any] = field(default_factory=dict)
    format: str | None = None
    format_options: dict[str, Any] | None = None
    allow_partial: bool = False


def game_setup(kind: str, decks: Sequence[BuiltDeck], pools: Sequence[list[str]],
               max_turns: int | None,
               agendas: Sequence[Sequence[tuple[str, ...]]] | None = None,
               notes: Sequence[dict[str, Any]] = ()) -> GameSetup:
    """The game after a draft: 905.3 (Free-for-All, attack multiple players), 905.4
    (conspiracies, hidden agenda names chosen by :func:`agenda_names` unless ``agendas``
    gives them), or 903.13g (a Commander game).  The draft's ``notes`` go with it (905.2b:
    "This information can be referred to by other abilities during the game")."""
    options: dict[str, Any] = {"max_turns": max_turns} if max_turns else {}
    if kind == "conspiracy":
        entries = []
        for seat, deck in enumerate(decks):
            mine = []
            for i, c in enumerate(deck.conspiracies):
                names = agendas[seat][i] if agendas else agenda_names(c, deck.main)
                mine.append(f"{c}={'|'.join(names)}" if names else c)
            entries.append(mine)
        options.update(conspiracies=entries, card_pools=[list(p) for p in pools],
                       draft_notes=[dict(n) for n in notes])
        return GameSetup("conspiracy", [list(d.main) for d in decks], options, "ffa",
                         {"attack": "multiple"})
    from casualmagic.draft.commander_decks import deck_list

    options["commanders"] = [list(d.commanders) for d in decks]
    partial = any(PRISMATIC_PIPER in d.commanders for d in decks)
    return GameSetup("commander", [deck_list(d.commanders, d.main) for d in decks], options,
                     allow_partial=partial)


def start_game(setup: GameSetup, seed: int, names: Sequence[str] | None = None) -> Any:
    import casualmagic

    return casualmagic.new_game(setup.variant, decks=setup.decks, seed=seed,
                                options=setup.options, names=names,
                                allow_partial=setup.allow_partial, format=setup.format,
                                format_options=setup.format_options)


def play_out(game: Any, agents: Sequence[Any], after: Callable[[Any], None] | None = None
             ) -> None:
    """Play the game to its end, each decision to its seat's agent (through its view)."""
    from casualmagic.agents.human import answer

    while not game.over:
        d = game.pending
        a = agents[d.player]
        view = game.view(d.player) if getattr(a, "needs_view", True) else None
        answer(game, d.player, a.choose(view, d))
        if after is not None:
            after(game)


@dataclass
class DraftRun:
    """Everything a finished draft variant produced."""

    plan: BoosterPlan
    draft: Draft
    decks: list[BuiltDeck]
    setup: GameSetup
    game: Any


def run_all(kind: str, players: int, seed: int, *, agent: str = "heuristic",
            max_turns: int | None = None, sets: Sequence[str] | None = None,
            cube: Path | None = None) -> DraftRun:
    """A whole draft variant with agents only: boosters, draft, decks, game to its end."""
    from casualmagic.agents import make_agent

    plan = plan_boosters(kind, players, seed, sets, cube)
    draft = Draft(plan.boosters, rules_of(kind), seed=seed)
    run_draft(draft, drafters_for(kind, players, seed))
    decks = build_decks(kind, draft.pools)
    setup = game_setup(kind, decks, draft.pools, max_turns or MAX_TURNS[kind],
                       notes=draft.notes)
    game = start_game(setup, seed)
    play_out(game, [make_agent(agent, seed * 1000 + s, game) for s in range(players)])
    return DraftRun(plan, draft, decks, setup, game)
