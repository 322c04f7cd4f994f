"""casualmagic: a rules engine, simulator and table for the casual variants of Magic.

The main entry point is :func:`new_game`; see docs/architecture.md "Game API".  A game that
can't be set up as asked raises a :class:`SetupError` (a ``ValueError``) whose
message is one sentence: :class:`DeckError` for a deck, :class:`SeedError` for a
seed that is not an integer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from casualmagic.engine.game import Game


class SetupError(ValueError):
    """A game can't be set up as asked (players, seed, decks, options): the message is one
    sentence naming the problem (and the rule)."""


class DeckError(SetupError):
    """A deck given to :func:`new_game` cannot be used (names the seat and the card)."""


def deck_list(spec: Any, seat: int) -> Any:
    """A deck given as a shipped deck name, a deck file path, a list of card names or a
    DeckList, as a :class:`~casualmagic.decks.model.DeckList` (:class:`DeckError` if it
    can't be read)."""
    from pathlib import Path

    import casualmagic.variants  # noqa: F401  (the variants register their decks and deck rules)
    from casualmagic.decks.model import DeckEntry, DeckList
    from casualmagic.decks.parse import DeckParseError, load_deck, parse_deck_text
    from casualmagic.decks.shipped import shipped_deck

    if hasattr(spec, "expanded"):
        return spec
    if isinstance(spec, str) and (shipped := shipped_deck(spec)) is not None:
        if not shipped.main_deck:
            raise DeckError(f"deck of seat {seat + 1}: {spec} is a shipped {shipped.variant} "
                            "deck of nontraditional cards (100.2d), not a main deck")
        return parse_deck_text(shipped.text(), filename=spec)
    if isinstance(spec, (str, Path)):
        try:
            return load_deck(Path(spec))
        except DeckParseError as e:
            raise DeckError(str(e)) from None
        except OSError as e:
            raise DeckError(f"deck of seat {seat + 1}: {_file_problem(spec, e)}") from None
    if isinstance(spec, (list, tuple)) and all(isinstance(n, str) for n in spec):
        return DeckList(main=tuple(DeckEntry(1, n) for n in spec))
    raise DeckError(f"deck of seat {seat + 1}: {spec!r} is not a deck (give a shipped deck "
                    "name, a deck file or a list of card names)")


def _file_problem(spec: Any, error: OSError) -> str:
    """An OS error reading a deck file, as a sentence (not ``[Errno 2] ...``)."""
    from pathlib import Path

    if isinstance(error, FileNotFoundError):
        if isinstance(spec, str) and not Path(spec).suffix and "/" not in spec:
            return (f"no shipped deck or deck file named {spec!r} "
                    "('casualmagic decks list' shows the shipped decks)")
        return f"no such deck file: {spec}"
    if isinstance(error, IsADirectoryError):
        return f"{spec} is a directory, not a deck file"
    if isinstance(error, PermissionError):
        return f"cannot read {spec}: permission denied"
    return f"cannot read {spec}: {error.strerror or error}"


def resolve_deck(spec: Any, seat: int, allow_partial: bool = False) -> tuple[list[Any], list[str]]:
    """A deck given as a shipped deck name, a path, a list of names or a DeckList.

    Every card must have an engine definition; a ``partial`` one (some
    abilities not implemented) only with ``allow_partial``.  The error lists
    every such card at once.
    """
    from pathlib import Path

    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    if isinstance(spec, (str, Path)) or hasattr(spec, "expanded"):
        names = _command_zone_first(deck_list(spec, seat))
    else:
        try:
            names = [str(n) for n in spec]
        except TypeError:
            raise DeckError(f"deck of seat {seat + 1}: {spec!r} is not a deck (give a shipped "
                            "deck name, a deck file or a list of card names)") from None
    cards = []
    missing: dict[str, str] = {}
    known: dict[str, Any] = {}  # a deck names most cards several times: look each up once
    for name in names:
        card = known.get(name)
        if card is None:
            if name in missing:
                continue
            try:
                card = known[name] = card_by_name(name)
            except CardNotImplementedError as e:
                missing[name] = _why_missing(name, e)
                continue
            if card.missing and not allow_partial:
                missing[name] = "partly implemented (" + "; ".join(card.missing) + ")"
        cards.append(card)
    if missing:
        listing = "; ".join(f"{n}: {why}" for n, why in missing.items())
        hint = " (use --allow-partial to play partly implemented cards)" if any(
            w.startswith("partly") for w in missing.values()) else ""
        raise DeckError(f"deck of seat {seat + 1} has {len(missing)} card(s) the engine can't "
                        f"play yet: {listing}{hint}")
    return cards, names


def _why_missing(name: str, error: Exception) -> str:
    """Tell a real card the engine lacks from a name that is no card at all."""
    from casualmagic.cards.database import get_database

    db = get_database()
    if db.get(name) is not None:
        return "a real card, not yet implemented"
    hint = db.suggest(name)
    return "unknown card" + (f", did you mean {' or '.join(repr(h) for h in hint)}?" if hint else "")


def _command_zone_first(deck: Any) -> list[str]:
    """A deck's cards with its command-zone section (commanders, 903.6) first."""
    return list(deck.expanded("commanders")) + list(deck.expanded())


def new_game(
    variant: str = "duel",
    decks: Sequence[Any] | None = None,
    *,
    seed: int = 0,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    allow_partial: bool = False,
    format: str | None = None,
    format_options: dict[str, Any] | None = None,
) -> Game:
    """Start a game of ``variant`` (see :mod:`casualmagic.variants`).

    ``decks`` holds one deck per seat: a shipped deck name, a deck file path,
    a list of card names, or a parsed DeckList; by default the variant's
    shipped decks.  ``options`` are variant options.  ``format`` is a multiplayer
    format of CR section 8 (``ffa``, ``grand-melee``, ``team-vs-team``, ``emperor``,
    ``2hg``, ``alternating-teams``; see :mod:`casualmagic.formats`) with its
    ``format_options`` (``range``, ``attack``, ``deploy``, ``teams``, ``seating``).
    ``seed`` is any integer (never cut to 64 bits: see :func:`casualmagic.core.rng.seed_state`).
    Raises :class:`SetupError` (:class:`DeckError`, :class:`SeedError`) with one sentence.
    """
    # the effect ops and the mechanics register into the rules (engine/effect_registry.py,
    # engine/rule_hooks.py) when imported: the game builder loads them
    import casualmagic.effects  # noqa: F401
    from casualmagic.core.options import GameOptions
    from casualmagic.core.rng import check_seed
    from casualmagic.engine.game import Game
    from casualmagic.variants import get_variant

    seed = check_seed(seed)
    if not isinstance(variant, str):
        raise SetupError(f"the variant must be a name such as 'duel', not {variant!r}")
    if format is not None and not isinstance(format, str):
        raise SetupError(f"the format must be a name such as 'ffa', not {format!r}")
    spec = get_variant(variant)
    default_n = 2
    if format is not None:
        from casualmagic.formats import get_format

        default_n = get_format(format).default_players
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise SetupError(f"the number of players must be an integer, not {players!r}")
    if isinstance(decks, (str, bytes)) or (decks is not None and not isinstance(decks, Sequence)):
        raise DeckError(f"decks must be a list with one deck per player, not {decks!r}")
    n = players if players is not None else (len(decks) if decks else default_n)
    if n < 2:
        given = f"{n} players" if players is not None else \
            f"{n} deck{'s' * (n != 1)} given (one per player)"
        raise SetupError(f"a game needs at least two players (CR 100.1): {given}")
    if decks is None:
        if spec.default_decks is None:
            raise DeckError(f"the {variant} variant has no shipped decks: give one deck per player")
        decks = spec.default_decks(n)
    if len(decks) != n:
        raise DeckError(f"{n} players need {n} decks, got {len(decks)}")
    resolved = [resolve_deck(d, i, allow_partial) for i, d in enumerate(decks)]
    opts = dict(spec.option_defaults)
    opts.update(options or {})
    hooks = spec.make_hooks(opts)
    fields = {k: v for k, v in opts.items() if k in GameOptions.__dataclass_fields__}
    if spec.game_fields is not None:  # fields that depend on the player count (904.2a)
        fields.update(spec.game_fields(n, opts))
    if format is not None:
        from casualmagic.formats import build_format

        format_fields, format_hooks = build_format(format, n, format_options, seed)
        fields.update(format_fields)
        hooks = [*hooks, *format_hooks]
    player_names = tuple(names) if names else tuple(f"Player {i + 1}" for i in range(n))
    seating = dict(fields.get("extra", ())).get("seating")
    if seating:  # 806.3, 807.3: each player, with their deck, sits where the shuffle put them
        resolved = [resolved[i] for i in seating]  # type: ignore[index]
        player_names = tuple(player_names[i] for i in seating)  # type: ignore[index]
    game_options = GameOptions(n_players=n, player_names=player_names, **fields)
    return Game.create([c for c, _ in resolved], seed=seed, options=game_options, hooks=hooks,
                       deck_names=[nm for _, nm in resolved])


from casualmagic.core.rng import SeedError  # noqa: E402  (light: the rng module imports nothing)

__all__ = ["new_game", "DeckError", "SetupError", "SeedError", "__version__"]
