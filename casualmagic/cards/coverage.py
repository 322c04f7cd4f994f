"""Implementation coverage (docs/architecture.md "Cards are data"): how many real cards the engine
implements, per card type (CR 205.2a) and per variant (the special types of CR 311–314
and conspiracies, 905; possible commanders, 903.3).

The status of a card comes from ``casualmagic.cards.definitions.implementation_status``
(``implemented``, ``partial`` with the abilities not implemented, or ``not yet
implemented``); without that module every card is ``not yet implemented``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

NOT_IMPLEMENTED = "not yet implemented"
STATUSES = ("implemented", "partial", NOT_IMPLEMENTED)

TYPE_ROWS = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land", "Planeswalker",
             "Battle", "Kindred")
VARIANT_ROWS: dict[str, tuple[str, str]] = {
    "planes": ("Planechase", "Plane"),
    "phenomena": ("Planechase", "Phenomenon"),
    "schemes": ("Archenemy", "Scheme"),
    "vanguards": ("Vanguard", "Vanguard"),
    "conspiracies": ("Conspiracy Draft", "Conspiracy"),
}


def unimplementable() -> dict[str, str]:
    """``{card name: reason}`` for real cards a computer game cannot play (they need a
    physical act or real-world knowledge), from ``cards/data/unimplementable.toml``."""
    import tomllib
    from importlib import resources

    text = resources.files("casualmagic.cards").joinpath("data/unimplementable.toml").read_text(
        encoding="utf-8")
    return dict(tomllib.loads(text))


def shown_status(name: str, status: str) -> str:
    """The status ``cards list`` shows: ``not implementable: <reason>`` for a card in
    :func:`unimplementable` that has no definition (``not yet implemented: <reason>`` for a
    reason starting with :data:`NOT_YET`), else ``status``."""
    reason = unimplementable().get(name) if status == NOT_IMPLEMENTED else None
    if reason and reason.startswith(NOT_YET):  # an engine gap, listed with its reason
        return f"{NOT_IMPLEMENTED}: {reason[len(NOT_YET):]}"
    return f"not implementable: {reason}" if reason else status


NOT_YET = "not yet: "
"""A reason in ``unimplementable.toml`` that starts so names what the engine still lacks
(vanguards, 902), not something a computer game cannot do."""


def status_of(name: str) -> tuple[str, list[str]]:
    """``(status, abilities not implemented)`` of one card."""
    try:
        from casualmagic.cards.definitions import implementation_status
    except ImportError:  # pragma: no cover - the definitions module is optional
        return NOT_IMPLEMENTED, []
    return implementation_status(name)


def status_map(progress: Any = None) -> dict[str, tuple[str, list[str]]]:
    """The status of every real card: a hand-written definition's where there is one,
    else the oracle-text compiler's (:mod:`casualmagic.cards.compiler.store`, built once per
    card data and compiler version; ``progress(done, total)`` while it is built)."""
    from casualmagic.cards.compiler.store import compiled_table
    from casualmagic.cards.definitions import implementation_status, load_definitions

    out = {name: (card.status, list(card.missing))
           for name, card in compiled_table(progress).items()}
    out.update({name: implementation_status(name) for name in load_definitions()})
    return out


def precon_coverage(statuses: dict[str, tuple[str, list[str]]],
                    decks: dict[str, list[str]]) -> dict[str, Any]:
    """How playable the precon corpus is (``decks``: ``decks.shipped.precon_decks()``): decks
    whose every card is implemented, and the cards by how many decks they appear in
    (``most_common``: the 500 most frequent)."""
    frequency: Counter[str] = Counter()
    playable = 0
    for names in decks.values():
        frequency.update(set(names))
        if all(statuses.get(n, (NOT_IMPLEMENTED, []))[0] == "implemented" for n in set(names)):
            playable += 1
    top = [n for n, _ in frequency.most_common(500)]
    return {"decks": len(decks), "fully playable decks": playable,
            "top 500 cards implemented": sum(
                statuses.get(n, (NOT_IMPLEMENTED, []))[0] == "implemented" for n in top),
            "distinct cards": len(frequency),
            "distinct cards implemented": sum(
                statuses.get(n, (NOT_IMPLEMENTED, []))[0] == "implemented" for n in frequency)}


def coverage_table(precons: dict[str, list[str]], progress: Any = None) -> dict[str, Any]:
    """``{"per card type": {type: counts}, "per variant": {label: counts}, "all cards": counts,
    "precon corpus": ...}`` where counts are ``{"implemented": n, "partial": n, "not yet
    implemented": n, "total": n}``; ``precons`` are the precon decklists by name (the deck
    package reads them: the card package knows no deck format)."""
    from casualmagic.cards.database import get_database
    from casualmagic.cards.search import can_be_commander

    statuses = status_map(progress)
    counts: dict[str, Counter[str]] = {}

    def add(key: str, status: str) -> None:
        c = counts.setdefault(key, Counter())
        c[status] += 1
        c["total"] += 1

    for rec in get_database():
        status = statuses.get(rec.name, (NOT_IMPLEMENTED, []))[0]
        add("all cards", status)
        for t in rec.types:
            if t in TYPE_ROWS:
                add(t, status)
        if rec.special_type:
            add(rec.special_type, status)
        if can_be_commander(rec):
            add("commander", status)

    def row(key: str) -> dict[str, int]:
        c = counts.get(key, Counter())
        return {s: c[s] for s in (*STATUSES, "total")}

    per_variant = {f"{variant}: {label}": row(t) for label, (variant, t) in VARIANT_ROWS.items()}
    per_variant["Commander: possible commanders (903.3)"] = row("commander")
    return {"per card type": {t: row(t) for t in TYPE_ROWS},
            "per variant": per_variant,
            "all cards": row("all cards"),
            "precon corpus": precon_coverage(statuses, precons)}
