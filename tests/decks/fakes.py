"""A small card database for deck tests (the API of ``casualmagic.cards.database``)."""

from __future__ import annotations

import difflib
from dataclasses import dataclass


@dataclass(frozen=True)
class FakeCard:
    name: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    mana_cost: str = ""
    color_identity: tuple[str, ...] = ()
    layout: str = "normal"
    mana_value: int = 0
    keywords: tuple[str, ...] = ()


CARDS = [
    FakeCard("Lightning Bolt", ("Instant",), text="Lightning Bolt deals 3 damage to any target."),
    FakeCard("Shock", ("Instant",)),
    FakeCard("Duress", ("Sorcery",)),
    FakeCard("Counterspell", ("Instant",)),
    FakeCard("Sol Ring", ("Artifact",)),
    FakeCard("Lotus Petal", ("Artifact",)),
    FakeCard("Conspiracy", ("Enchantment",)),
    FakeCard("Mountain", ("Land",), ("Basic",), ("Mountain",)),
    FakeCard("Forest", ("Land",), ("Basic",), ("Forest",)),
    FakeCard("Snow-Covered Mountain", ("Land",), ("Basic", "Snow"), ("Mountain",)),
    FakeCard("Atraxa, Praetors' Voice", ("Creature",), ("Legendary",)),
    FakeCard("Lurrus of the Dream-Den", ("Creature",), ("Legendary",), text=(
        "Companion — Each permanent card in your starting deck has mana value 2 or less. (If "
        "this card is your chosen companion, you may put it into your hand from outside the "
        "game for {3} as a sorcery.)\nLifelink"), mana_value=3),
    FakeCard("Relentless Rats", ("Creature",), text="A deck can have any number of cards named "
                                                     "Relentless Rats."),
    FakeCard("Seven Dwarves", ("Creature",), text="A deck can have up to seven cards named "
                                                  "Seven Dwarves."),
    FakeCard("Fire // Ice", ("Instant",), layout="split"),
]


class FakeDB:
    """``get`` (case-insensitive, face names) and ``suggest``, like the real database."""

    def __init__(self) -> None:
        self.cards = {c.name.casefold(): c for c in CARDS}
        for c in CARDS:
            for face in c.name.split(" // ")[1:] + c.name.split(" // ")[:1]:
                self.cards.setdefault(face.casefold(), c)

    def get(self, name: str) -> FakeCard | None:
        return self.cards.get(name.casefold())

    def suggest(self, name: str, n: int = 3) -> list[str]:
        found = difflib.get_close_matches(name.casefold(), list(self.cards), n=n, cutoff=0.75)
        return list(dict.fromkeys(self.cards[k].name for k in found))
