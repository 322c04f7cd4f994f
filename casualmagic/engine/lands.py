"""How lands enter and what they do (first needed by the lands of the Commander precons).

* :func:`enters_untapped` — the condition of "This land enters tapped unless …" (614.1c,
  the ``enters_tapped_unless`` static op), one argument per condition:
  ``basic_lands_at_least`` ("unless you control two or more basic lands"),
  ``other_lands_at_most`` / ``other_lands_at_least`` ("two or fewer / two or more other
  lands"), ``control_types`` ("unless you control a Forest or an Island", 305.6),
  ``opponents_at_least`` ("you have two or more opponents"), ``life_at_most`` ("unless a
  player has 13 or less life"), ``reveal`` ("As this land enters, you may reveal a Plains or
  Island card from your hand. If you don't, this land enters tapped": the player reveals one
  when they have one — entering untapped is never worse for them — 701.20a).
* the ``sacrifice_unless_pay`` op — "sacrifice it unless you pay {1}" (118.12, 701.17a).
* :func:`no_max_hand_size` — "You have no maximum hand size" (402.2), the static op
  ``no_maximum_hand_size``, read in the cleanup step (514.1).
* :func:`land_plays` — how many lands a player may play this turn (305.2): one, plus the
  ``additional_land_plays`` statics of permanents ("You may play an additional land on each
  of your turns", 305.2a) during that player's turn.
* :func:`choose_color_as_it_enters` — "As it enters, choose a color other than blue"
  (614.12a, the ``choose_color_as_enters`` op), kept on the permanent as ``chosen_color``
  for "{T}: Add {U} or one mana of the chosen color".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.flow import ask, handler, push
from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LAND_CONDITIONS = frozenset({"basic_lands_at_least", "other_lands_at_most",
                             "other_lands_at_least", "control_types", "opponents_at_least",
                             "life_at_most", "reveal"})
"""The ``enters_tapped_unless`` arguments :func:`enters_untapped` reads."""


def _other_lands(game: GameState, o: GameObject) -> list[GameObject]:
    return [p for p in game.permanents(o.controller)
            if p.id != o.id and cont.is_type(game, p, "Land")]


def enters_untapped(game: GameState, o: GameObject, args: dict[str, Any]) -> bool:
    """Whether the condition of "This land enters tapped unless …" is met as ``o`` enters
    (614.1c, 614.12: checked before it is on the battlefield, so it is not among the lands
    its controller controls)."""
    lands = _other_lands(game, o)
    if "basic_lands_at_least" in args:
        basics = sum(1 for p in lands if "Basic" in cont.characteristics(game, p).supertypes)
        return basics >= int(args["basic_lands_at_least"])
    if "other_lands_at_most" in args:
        return len(lands) <= int(args["other_lands_at_most"])
    if "other_lands_at_least" in args:
        return len(lands) >= int(args["other_lands_at_least"])
    if "control_types" in args:
        return any(cont.has_subtype(game, p, t) for p in lands for t in args["control_types"])
    if "opponents_at_least" in args:
        return len(game.opponents(o.controller)) >= int(args["opponents_at_least"])
    if "life_at_most" in args:
        return any(p.life <= int(args["life_at_most"]) for p in game.players if not p.left)
    if "reveal" in args:
        return _reveal(game, o, tuple(args["reveal"]))
    return False


def _reveal(game: GameState, o: GameObject, types: tuple[str, ...]) -> bool:
    """Reveal a card of one of ``types`` from the hand, if there is one (701.20a)."""
    for oid in game.players[o.controller].hand:
        card = game.objects[oid].card
        if any(t in card.subtypes for t in types):
            game.emit("reveal", o.controller, {"cards": [card.name], "for": o.card.name},
                      "701.20a")
            return True
    return False


def no_max_hand_size(game: GameState, player: int) -> bool:
    """Does a static ability say "You have no maximum hand size" (402.2) for ``player``?"""
    from casualmagic.engine.casting_rules import casting_rules

    return any(op == "no_maximum_hand_size" and controller == player
               for op, _args, controller in casting_rules(game))


COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def choose_color_as_it_enters(game: GameState, oid: int, other_than: str) -> None:
    """"As it enters, choose a color other than blue" (614.12a): the controller chooses as
    the permanent enters; the choice is asked before anything else happens (the next task),
    so no mana ability of it can be activated before the colour is known."""
    push(game, ("land_color_choice", oid, other_than))


@handler("land_color_choice")
def _land_color_choice(game: GameState, task: tuple, answer: object) -> None:
    _, oid, other_than = task
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    if answer is None:
        options = [("color", c) for c in "WUBRG" if c not in other_than]
        ask(game, o.controller, "choose", options, "614.12a", task,
            f"Choose a color for {o.card.name}")
        return
    color = answer[1]  # type: ignore[index]
    w = game.obj_w(oid)
    w.info = (*(kv for kv in w.info if kv[0] != "chosen_color"), ("chosen_color", color))
    game.emit("choose_color", o.controller, {"object": oid, "card": o.card.name,
                                            "color": COLOR_NAMES[color]}, "614.12a")


def land_plays(game: GameState, player: int) -> int:
    """How many lands ``player`` may play this turn (305.2): their land plays, plus what the
    ``additional_land_plays`` statics add during their own turn (305.2a: "You may play an
    additional land on each of your turns"; ``who`` "each player": "… on each of their
    turns")."""
    from casualmagic.engine.replacement import current

    n = game.players[player].land_plays
    if game.active != player:
        return n
    for r in current(game):
        if r.op == "additional_land_plays" and (r.controller == player
                                                or r.get("who") == "each player"):
            n += int(r.get("amount", 1))
    return n
