"""Ops of a chosen creature type (205.3m; compiler/chosen_type.py): one chosen as a spell
resolves (608.2d), "Choose a creature type. Draw a card for each permanent you control of that
type." (Distant Melody); one chosen as the source entered (607.2, engine.chosen_types), "look
at the top card of your library. If it's a creature card of the chosen type, you may reveal it
and put it into your hand." (Herald's Horn)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.core.visibility import let_look, reveal
from casualmagic.effects.search import put_card
from casualmagic.engine import continuous as cont
from casualmagic.engine.chosen_types import creature_type_options, with_chosen_type
from casualmagic.engine.effect_refs import all_matching, source_id
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.targets import card_filter, card_fits


def with_type_chosen_now(game: GameState, obj: GameObject, phrase: str, answer: Any,
                         at: int) -> Any:
    """"Choose a creature type" as ``obj`` resolves (205.3m, 608.2d): asks its controller (a
    Decision over every creature type, those among ``phrase`` first) and returns WAIT; given
    the answer, the permanents matching ``phrase`` that have the chosen type (702.73a)."""
    if answer is None:
        ask(game, obj.controller, "choose", creature_type_options(
            game, all_matching(game, obj, phrase)), "205.3m", ("resolve", obj.id, at, None),
            "Choose a creature type")
        return WAIT
    chosen = answer[1]
    game.emit("choose_creature_type", obj.controller, {"type": chosen}, "205.3m")
    return [oid for oid in all_matching(game, obj, phrase)
            if cont.has_subtype(game, game.objects[oid], chosen)]



@effect("choose_creature_type_draw")
def _choose_creature_type_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Choose a creature type. Draw a card for each permanent you control of that type."
    (205.3m, 121.2): the controller chooses any creature type as the spell resolves (a
    Decision over every creature type, theirs first); they draw one card for each permanent
    of ``filter`` with that subtype (a changeling has every creature type, 702.73a)."""
    from casualmagic.engine.turn import draw_cards

    of_type = with_type_chosen_now(game, obj, eff.get("filter", "permanent you control"),
                                   answer, at)
    if of_type is WAIT:
        return WAIT
    n = len(of_type)
    if n:
        draw_cards(game, obj.controller, n, "121.2")
    return None


@effect("look_top_may_reveal_to_hand")
def _look_top_may_reveal_to_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Look at the top card of your library. If it's a creature card of the chosen type, you
    may reveal it and put it into your hand." (701.16e, 701.16a): the controller looks at
    the card alone; if it fits ``filter`` (read with the type chosen for the ability's
    source, 607.2) they choose whether to reveal it and put it into their hand; otherwise it
    stays on top."""
    who = obj.controller
    if answer is not None:
        if answer[0] == "yes" and tuple(game.players[who].library[:1]) == (sub,):
            reveal(game, (sub,))
            game.emit("reveal", who, {"cards": [game.objects[sub].card.name],
                                      "objects": [sub]}, "701.16a")
            put_card(game, sub, "hand", who, "look", "701.16a")
        return None
    library = game.players[who].library
    if not library:
        return None
    top = library[0]
    let_look(game, (top,), who)
    game.emit("look", who, {"cards": [game.objects[top].card.name], "objects": [top]},
              "701.16e", private_to=who)
    src = game.last_known_object(source_id(obj))
    phrase = with_chosen_type(src, eff.get("filter", "card")) if src is not None else None
    if phrase is None or not card_fits(game.objects[top].card, card_filter(phrase)):
        return None
    ask(game, who, "may", [("yes",), ("no",)], "701.16a", ("resolve", obj.id, at, top),
        f"Reveal {game.objects[top].card.name} and put it into your hand?")
    return WAIT
