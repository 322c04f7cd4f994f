"""Per-player views (docs/architecture.md "Hidden information").

:func:`player_view` returns a JSON-ready dict of exactly what one player may
know: their own hand, public zones (battlefield, stack, graveyards, exile,
command zone), counts of hidden zones, face-down cards as hidden to anyone
but their controller (708.5) or who may look at them (406.3), and the pending
decision if it is theirs.  Which cards are named follows the one visibility
rule of :mod:`casualmagic.core.visibility`, the rule that redacts the log.
Agents, the server and the RL environment see the game only through this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.objects import GameObject
from casualmagic.core.state import SETUP_PHASE, STEPS
from casualmagic.core.visibility import may_see
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.face_down import real_card

if TYPE_CHECKING:
    from casualmagic.engine.game import Game


def _card(o: GameObject, viewer: int) -> dict[str, Any]:
    """A card as ``viewer`` sees it: by the same rule that redacts the log
    (:func:`casualmagic.core.visibility.may_see`; 400.2, 406.3, 708.5)."""
    if not may_see(o, viewer):
        return {"id": o.id, "name": "face-down card" if o.face_down else "hidden card",
                "face_down": o.face_down}
    if o.face_down:  # 708.5: its controller may look at it (engine.face_down)
        return {"id": o.id, "name": real_card(o).name, "face_down": True}
    return {"id": o.id, "name": o.card.name}


def _permanent(game: Game, o: GameObject, viewer: int) -> dict[str, Any]:
    out = _card(o, viewer)
    out.update(controller=o.controller, owner=o.owner, tapped=o.tapped)
    if cont.is_type(game, o, "Creature"):
        out["power"] = cont.power(game, o)
        out["toughness"] = cont.toughness(game, o)
        out["damage"] = o.damage
        out["summoning_sick"] = (o.since_turn >= game.players[o.controller].turn_started)
    if o.counters:
        out["counters"] = dict(o.counters)
    if o.attached_to is not None:
        out["attached_to"] = o.attached_to
    if game.combat:
        if game.combat.is_attacking(o.id):
            out["attacking"] = list(game.combat.defender_of(o.id) or ())
        if game.combat.is_blocking(o.id):
            out["blocking"] = [a for b, a in game.combat.blocks if b == o.id]
    return out


def player_view(game: Game, viewer: int) -> dict[str, Any]:
    objs = game.objects
    players = []
    for p in game.players:
        players.append({
            "seat": p.index, "name": p.name, "life": p.life, "poison": p.poison,
            "hand_size": len(p.hand), "library_size": len(p.library),
            "graveyard": [_card(objs[i], viewer) for i in p.graveyard],
            "mana_pool": dict(zip("WUBRGC", p.mana_pool, strict=True)), "team": p.team,
            "lost": p.lost, "left": p.left, "mulligans": p.mulligans,
        })
    if game.stage == "setup":
        phase, step = SETUP_PHASE, ""
    else:
        phase, step, _ = STEPS[game.step]
    view: dict[str, Any] = {
        "you": viewer,
        "turn": game.turn,
        "active": game.active,
        "turn_order": game.in_turn_order(game.active),  # public; effects may reverse it (101.4)
        "phase": phase,
        "step": step,
        "priority": game.priority,
        "players": players,
        "hand": [_card(objs[i], viewer) for i in game.players[viewer].hand],
        "battlefield": [_permanent(game, objs[i], viewer) for i in game.battlefield],
        "stack": [dict(_card(objs[i], viewer), controller=objs[i].controller,
                       kind=objs[i].kind, targets=[list(r) for spec in objs[i].targets for r in spec])
                  for i in game.stack],
        "exile": [_card(objs[i], viewer) for i in game.exile],
        "command": [dict(_card(objs[i], viewer), owner=objs[i].owner) for i in game.command],
        "over": game.over,
        "winners": list(game.winners),
    }
    phased = [i for fn in rule_hooks.PHASED_OUT for i in fn(game)]
    if phased:  # 702.26b: treated as though they don't exist, yet still seen on the table
        view["phased_out"] = [_permanent(game, objs[i], viewer) for i in phased]
    if game.parallel:  # 807.4–807.5: the other turns being taken, each with its stack
        from casualmagic.engine.simultaneous import TurnInProgress

        def other(t: TurnInProgress) -> dict[str, Any]:
            return {"turn_marker": t.marker, "active": t.active, "turn": t.turn,
                    "step": STEPS[t.step][1], "waiting": t.stage == "waiting",
                    "stack": [dict(_card(objs[i], viewer), controller=objs[i].controller,
                                   kind=objs[i].kind) for i in t.stack]}

        view["turn_marker"] = game.turn_marker
        view["other_turns"] = [other(t) for t in game.parallel]
    d = game.pending
    if d is not None and d.player == viewer:
        view["decision"] = {"kind": d.kind, "rule": d.rule, "prompt": d.prompt,
                            "options": [list(o) for o in d.options]}
    from casualmagic.engine.casting_rules import playable_tops, revealed_tops

    tops = set(revealed_tops(game)) | set(playable_tops(game, viewer))  # 400.2: now public
    if tops:
        for entry in players:
            lib = game.players[entry["seat"]].library
            if lib and lib[0] in tops:
                entry["library_top"] = {"id": lib[0], "name": objs[lib[0]].card.name}
    from casualmagic.engine.draft_notes import public_notes

    notes = public_notes(game)
    if notes:  # 905.2b: any player may look at what was noted during the draft
        view["draft_notes"] = notes
    for hook in game.hooks:
        view.update(hook.view(game, viewer))
    return view
