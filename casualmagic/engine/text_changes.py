"""Text-changing effects (CR 612, layer 3: 613.1c) that change a card type word, e.g.
Deceptive Divination's "Change the text of each sorcery spell and sorcery card not on the
stack by replacing "sorcery" with "instant."".

A text-changing effect can change the words of an object's type line (612.1), so such a
card *is* an instant while the effect lasts, in every zone: it can be cast any time its
owner could cast an instant, it counts as an instant card for other effects, and a copy of
it copies the changed text (707.2).  Cards outside the battlefield have no layers here, so
the change is made to the objects themselves: each object's card definition is replaced by
the changed one (the same card with "Instant" for "Sorcery" and the word replaced in its
rules text), and the original comes back when the effect ends.  Objects moving between
zones keep their card (400.7 makes a new object from the same, changed, card), so the
change follows them while it lasts.

:func:`sync_type_word_changes` applies or undoes the change for every object; a variant
calls it when the set of face-up planes changes (901.7), the only source of such an effect
so far (a static ``change_text`` with ``from``/``to``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.state import GameState

TYPE_WORDS = {"sorcery": "Sorcery", "instant": "Instant"}
"""Card type words (205.2a) a ``change_text`` effect may replace."""

_ORIGINALS: dict[tuple[str, str, str], CardDef] = {}


@lru_cache(maxsize=1024)
def changed_card(card: CardDef, old: str, new: str) -> CardDef:
    """``card`` with the card type word ``old`` replaced by ``new`` (612.1, 612.2)."""
    old_t, new_t = TYPE_WORDS[old], TYPE_WORDS[new]
    types = tuple(dict.fromkeys(new_t if t == old_t else t for t in card.types))
    text = card.text.replace(old, new).replace(old.capitalize(), new.capitalize())
    printed = card.printed_type.replace(old_t, new_t) if card.printed_type else ""
    out = replace(card, types=types, text=text, printed_type=printed,
                  source=f"text change {old} -> {new} (612.1)")
    _ORIGINALS[(card.name, new, text)] = card
    return out


def original_card(card: CardDef, old: str, new: str) -> CardDef:
    """The card a :func:`changed_card` was made from."""
    found = _ORIGINALS.get((card.name, new, card.text))
    if found is not None:
        return found
    from casualmagic.cards.definitions import card_by_name  # e.g. after unpickling

    return card_by_name(card.name)


def is_changed(card: CardDef) -> bool:
    return card.source.startswith("text change ")


def wanted_changes(game: GameState) -> tuple[tuple[str, str], ...]:
    """The ``(from, to)`` word changes face-up command-zone objects' ``change_text``
    statics make now (901.7)."""
    out: list[tuple[str, str]] = []
    for hook in game.hooks:
        for oid in hook.command_zone_sources(game):  # type: ignore[arg-type]
            for ab in game.objects[oid].card.replacement_abilities:
                if ab.op == "change_text":
                    args = dict(ab.args)
                    out.append((str(args["from"]), str(args["to"])))
    return tuple(dict.fromkeys(out))


def sync_type_word_changes(game: GameState) -> None:
    """Make every object's card agree with the text-changing effects in force: change
    cards of the ``from`` type that aren't changed yet, and give back the originals of
    changed cards whose effect has ended (612.1, 611.3a)."""
    wanted = wanted_changes(game)
    if not wanted and not game.vget("text.changed"):
        return
    changed = 0
    for oid, o in tuple(game.objects.items()):
        if o.kind == "ability" or o.zone == "battlefield" and not is_changed(o.card):
            continue
        card = o.card
        if is_changed(card):
            old, new = card.source.split()[2], card.source.split()[4]
            if (old, new) in wanted:
                continue
            game.obj_w(oid).card = original_card(card, old, new)
            changed += 1
            continue
        for old, new in wanted:
            if TYPE_WORDS[old] in card.types:
                game.obj_w(oid).card = changed_card(card, old, new)
                changed += 1
                break
    game.vset("text.changed", bool(wanted))
    if changed:
        game.emit("text_change", None, {"changes": [f"{a} -> {b}" for a, b in wanted],
                                        "objects": changed}, "612.1")
