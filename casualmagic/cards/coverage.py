"""Implementation coverage: per card type and per variant (implemented, partial, total)."""

from __future__ import annotations

from collections import defaultdict

TYPE_ROWS = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land", "Planeswalker",
             "Battle")
VARIANT_ROWS = {"Planechase": ("Plane", "Phenomenon"), "Archenemy": ("Scheme",),
                "Vanguard": ("Vanguard",), "Conspiracy Draft": ("Conspiracy",)}
PLURAL = {"Plane": "planes", "Phenomenon": "phenomena", "Scheme": "schemes",
          "Vanguard": "vanguards", "Conspiracy": "conspiracies"}


def coverage_table() -> dict[str, dict[str, tuple[int, int, int]]]:
    from casualmagic.cards.database import get_database
    from casualmagic.cards.definitions import load_definitions

    defs = load_definitions()
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for rec in get_database():
        card = defs.get(rec.name)
        done = card is not None and not card.missing
        part = card is not None and bool(card.missing)
        keys = [t for t in rec.types if t in TYPE_ROWS]
        keys += [t for t in rec.types for row in VARIANT_ROWS.values() if t in row]
        keys.append("all cards")
        for key in set(keys):
            c = counts[key]
            c[0] += done
            c[1] += part
            c[2] += 1
    by_type = {t: tuple(counts[t]) for t in (*TYPE_ROWS, "all cards") if counts[t][2]}
    by_variant = {}
    for variant, types in VARIANT_ROWS.items():
        for t in types:
            by_variant[f"{variant}: {PLURAL[t]}"] = tuple(counts[t])
    return {"per card type": by_type, "per variant": by_variant}  # type: ignore[dict-item]
