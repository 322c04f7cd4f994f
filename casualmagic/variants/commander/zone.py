"""The command zone (CR 903.6, 903.8, 903.9): commanders start there, are cast from
there, and may return there.

* :func:`put_commanders_into_command_zone` — 903.6 and the starting life of 903.7
  (903.12f in Brawl);
* :func:`castable_commanders` — 903.8: a player may cast a commander they own from
  the command zone (its tax is in :mod:`.tax`);
* :func:`return_sba` — 903.9a, a state-based action: a commander put into a
  graveyard or exile since the last check may go to the command zone, as its
  owner chooses (a decision of kind ``commander``);
* :func:`command_zone_replacements` — 903.9b, an optional replacement effect: a
  commander that would be put into its owner's hand or library may go to the command
  zone instead; the owner decides each time (a ``replacement`` decision, 616.1), and
  the ``decline_command_zone`` option names seats that never use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from casualmagic.core.flow import ask, handler
from casualmagic.core.state import GameState
from casualmagic.engine import designations
from casualmagic.engine.replacement import Replacement
from casualmagic.variants.commander import designation as des

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef

STAYED = "commander_stayed"
"""vstate key: object ids of commanders whose owner left them in a graveyard or exile
(903.9a is offered again only once the card has changed zones, becoming a new object)."""


def _deck_offsets(game: GameState) -> list[int]:
    """The first card id of each seat's deck (card ids number the decks in order)."""
    offsets = []
    n = 0
    for deck in game.vget("initial_decks", ()):
        offsets.append(n)
        n += len(deck)
    return offsets


def choose_commanders(game: GameState, seat: int, names: Sequence[str] | None,
                      brawl: bool) -> list[int]:
    """The card ids of ``seat``'s commanders: the named cards, or the deck list's first
    card(s) (see :mod:`.designation`)."""
    decks = game.vget("initial_decks", ())
    if seat >= len(decks):
        return []
    deck = decks[seat]
    base = _deck_offsets(game)[seat]
    if names:
        picked: list[int] = []
        for name in names:
            for i, card in enumerate(deck):
                if card.name.casefold() == name.casefold() and base + i not in picked:
                    picked.append(base + i)
                    break
            else:
                raise ValueError(f"seat {seat + 1} names commander {name!r}, which is not in "
                                 "their deck (903.3)")
        _check_named(seat, [deck[cid - base] for cid in picked], brawl)
        return picked
    return [base + i for i in des.commanders_from_list(deck, brawl=brawl)]


def _check_named(seat: int, cards: Sequence[CardDef], brawl: bool) -> None:
    """The commanders a seat names must be able to be its commanders (903.3, 903.3a,
    903.12c), two of them only as a pair (702.124): a clear error, not a game."""
    if len(cards) > 2:
        raise ValueError(f"seat {seat + 1} names {len(cards)} commanders; at most two, as a "
                         "partner pair (702.124a)")
    if len(cards) == 2:
        if not des.pair_eligible(cards[0], cards[1], brawl=brawl):
            raise ValueError(f"seat {seat + 1}: {cards[0].name} and {cards[1].name} can't both "
                             "be commanders (702.124: they are not a partner pair)")
        return
    for card in cards:
        if not des.eligible(card, brawl=brawl):
            raise ValueError(f"seat {seat + 1}: {card.name} can't be a commander (903.3: a "
                             "commander is a legendary creature card)")


def put_commanders_into_command_zone(game: GameState, commanders: Sequence[Sequence[str]],
                                     brawl: bool) -> None:
    """CR 103.2c, 903.6: each player puts their commander from their deck face up into the
    command zone, then shuffles the rest (103.3); 903.7: life totals are set to 40 (Brawl: 25 in a
    two-player game, 30 in a multiplayer game, 903.12f)."""
    for seat in range(game.n_players):
        names = commanders[seat] if seat < len(commanders) else None
        card_ids = choose_commanders(game, seat, names, brawl)
        designations.designate(game, seat, card_ids)
        moved = []
        for cid in card_ids:
            oid = next(o for o in game.players[seat].library if game.objects[o].card_id == cid)
            name = game.objects[oid].card.name
            new = game.move(oid, "command")
            moved.append(name)
            game.emit("commander_to_command_zone", seat, {"card": name, "object": new}, "103.2c")
        if not card_ids:
            game.emit("no_commander", seat, {"player": game.players[seat].name}, "903.4f")
        if moved:
            game.shuffle_library(seat)
            game.emit("shuffle", seat, {"cards": len(game.players[seat].library)}, "103.3")
    if brawl:
        life, rule = (30, "903.12f") if game.options.multiplayer else (25, "903.12f")
    else:
        life, rule = 40, "903.7"
    for seat in range(game.n_players):
        p = game.player_w(seat)
        p.life = life
        game.emit("life_set", seat, {"life": life}, rule)


def castable_commanders(game: GameState, player: int) -> list[int]:
    """CR 903.8: the commanders ``player`` owns in the command zone (timing and cost are
    checked by the engine like any spell's)."""
    return [oid for oid in game.command
            if game.objects[oid].owner == player and designations.is_commander(game, oid)]


def return_sba(game: GameState) -> bool:
    """CR 903.9a (704.6d): ask the owner of a commander newly in a graveyard or exile
    whether it goes to the command zone.  One decision at a time; True if one is asked."""
    stayed = game.vget(STAYED, ())
    candidates = [oid for p in game.players if not p.left for oid in p.graveyard]
    candidates += list(game.exile)
    for oid in candidates:
        if oid in stayed or not designations.is_commander(game, oid):
            continue
        o = game.objects[oid]
        if game.players[o.owner].left:
            continue
        ask(game, o.owner, "commander", [("command_zone", oid), ("leave", oid)], "903.9a",
            ("commander_return", oid),
            f"Put {o.card.name} from {o.zone} into the command zone?")
        return True
    return False


@handler("commander_return")
def _commander_return(game: GameState, task: tuple, answer: tuple) -> None:
    """The owner's answer to 903.9a: the commander moves to the command zone, or stays
    (until it changes zones again)."""
    oid = task[1]
    if oid not in game.objects:
        return
    o = game.objects[oid]
    if answer[0] == "command_zone":
        from_zone = o.zone
        new = game.move(oid, "command")
        game.emit("commander_to_command_zone", o.owner,
                  {"card": o.card.name, "object": new, "from": from_zone}, "903.9a")
    else:
        live = tuple(i for i in game.vget(STAYED, ()) if i in game.objects)
        game.vset(STAYED, (*live, oid))
        game.emit("commander_stays", o.owner, {"card": o.card.name, "zone": o.zone}, "903.9a")
    game.sba_dirty = True


def command_zone_replacements(game: GameState, declining: Sequence[int]) -> tuple[Replacement, ...]:
    """CR 903.9b: "If a commander would be put into its owner's hand or library from
    anywhere, its owner may put it into the command zone instead" — one optional
    replacement effect per commander object, applied by the engine's replacement rules
    (616.1), so the owner decides each time; seats in ``declining`` never use it."""
    out = []
    for seat in range(game.n_players):
        if seat in declining or game.players[seat].left:
            continue
        for o in designations.commander_objects(game, seat):
            if o.zone == "command":
                continue
            out.append(Replacement(
                ("903.9b", o.id), "zone_instead",
                (("from_zones", ("hand", "library")), ("to", "command"),
                 ("text", f"put {o.card.name} into the command zone instead")),
                None, seat, 0, affected=(("object", o.id),), rule="903.9b", optional=True))
    return tuple(out)
