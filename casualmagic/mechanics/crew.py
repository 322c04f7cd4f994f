"""Vehicles and crew (CR 301.7, 702.122).

"Crew N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn" (702.122a).  The
cost is a :class:`~casualmagic.cards.model.Cost` with ``crew = N``: it may be paid when the
player's other untapped creatures have enough total power (``can_crew`` of
engine/cost_changes.py, where the rules judge whether a cost can be paid), and is paid by choosing creatures one
at a time (the ``crew_cost`` task).  Tapping a creature for a crew cost is no {T} cost, so a
summoning-sick creature may crew (302.6 restricts only {T}/{Q} abilities).  The ability's
effect is the ``becomes_crewed`` op (effects.exile_return), which emits ``crewed``
("becomes crewed", 702.122d).
"""

from __future__ import annotations

from casualmagic.core.flow import ask, handler
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.cost_changes import crew_candidates


@handler("crew_cost")
def _crew_cost(game: GameState, task: tuple, answer: object) -> None:
    """Pay a crew cost (702.122a, 118.3): the player taps creatures one at a time until
    their total power is N or greater, then may tap more or stop."""
    _, player, n, vehicle, tapped = task
    if answer is not None and answer[0] == "crew":  # type: ignore[index]
        oid = answer[1]  # type: ignore[index]
        game.obj_w(oid).tapped = True
        tapped = (*tapped, oid)
        game.emit("crews", player, {"object": oid, "card": game.objects[oid].card.name,
                                    "vehicle": vehicle}, "702.122b")
    elif answer is not None:  # "done"
        return
    objs = game.objects
    total = sum(max(0, cont.power(game, objs[i])) for i in tapped if i in objs)
    options: list[tuple] = [("crew", i) for i in crew_candidates(game, player, vehicle)]
    if total >= n:
        if not options:
            return
        options.insert(0, ("done",))  # enough power: stopping comes first
    elif not options:
        return  # cannot happen: activation checked can_crew first
    ask(game, player, "crew", options, "702.122a", ("crew_cost", player, n, vehicle, tapped),
        f"Tap creatures with total power {n} or greater to crew (tapped so far: {total})")
