"""Determinization: one full-information game consistent with what a seat may know.

The engine's state is full-information, but a player sees only public zones and their
own hand (400.2); hands are hidden from the other players (402.3) and libraries from
everyone, order included (401.2).  :func:`determinize` takes a game (a clone, usually)
and deals the hidden cards afresh: for each owner, the cards in the zones ``seat`` can't
see are permuted among those same positions.  Counts per zone, every public zone, the
seat's own hand and everything :func:`~casualmagic.engine.view.player_view` shows are
unchanged; only what the seat could not know differs.  Search agents sample games like
this (information-set Monte Carlo tree search).

Hidden cards stay with their owner (a card in a player's library or hand is one of their
own cards, 400.3), so the permutation is per owner.  Top cards of libraries that are
public now (400.2, "play with the top card revealed"; tops ``seat`` may play, 601.3) stay
where they are.  Cards revealed earlier and still remembered (701.16) are not tracked: a
determinized game may deal them elsewhere.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from casualmagic.core.rng import seed_state

if TYPE_CHECKING:
    from casualmagic.core.state import GameState


def hidden_cards(game: GameState, seat: int) -> dict[int, list[int]]:
    """Per owner, the ids of the cards ``seat`` can't see (400.2): every library card but
    a public top, and the hands of the other players (402.3).  Face-down cards in hidden
    zones stay hidden too; face-up ones count like any other."""
    from casualmagic.engine.casting_rules import playable_tops, revealed_tops

    known = set(revealed_tops(game)) | set(playable_tops(game, seat))
    out: dict[int, list[int]] = {}
    for p in game.players:
        ids = [i for i in p.library if i not in known]
        if p.index != seat:
            ids.extend(p.hand)
        out[p.index] = ids
    return out


def determinize(game: GameState, seat: int, rng: random.Random) -> GameState:
    """Deal ``game``'s hidden cards (for ``seat``) afresh, in place, and return it.

    The game's random generator is reseeded from ``rng`` as well, so the deal and every
    later shuffle or roll depend on ``rng`` and on what ``seat`` sees, nothing else.
    The objects stay where they are (ids, zones, counts); their cards (the printed card
    and its physical identity, ``card_id``) are permuted among each owner's hidden
    positions (400.2, 401.2, 402.3).  Call it on a :meth:`~casualmagic.engine.game.Game.clone`,
    never on the game being played.
    """
    for ids in hidden_cards(game, seat).values():
        if len(ids) < 2:
            continue
        # sorted first, so the deal depends on ``rng`` alone, not on where the cards are
        cards = sorted(((game.objects[i].card, game.objects[i].card_id) for i in ids),
                       key=lambda c: (c[0].name, c[1]))
        rng.shuffle(cards)
        for oid, (card, card_id) in zip(ids, cards, strict=True):
            o = game.objects[oid]
            if o.card is card and o.card_id == card_id:
                continue
            w = game.obj_w(oid)
            w.card, w.card_id = card, card_id
    # the game's own generator is hidden too (future shuffles and rolls, 701.20a, 706.1)
    game.rng = seed_state(rng.getrandbits(63))
    # characteristics and legal actions are cached per board version (engine.continuous,
    # engine.actions): the cards changed, so nothing cached may be reused
    game.board_version += 1
    game.chars_epoch += 1
    game.chars_cache = game.actions_cache = game.rules_cache = None
    game.repl_cache = game.combat_cache = game.keyword_cache = None
    return game
