"""The table as one player sees it, drawn from ``game.view(seat)`` only.

:func:`table_lines` turns a player's view (never the game itself, so hidden
information stays hidden) into plain text lines: the turn, phase and step,
whose priority it is, then each player's area (life, hand and library
counts, mana pool, battlefield with attachments and counters, graveyard,
command zone, commander tax and commander damage), the exile zone, the stack,
the planes, and the viewer's hand.

Variants add their own keys to a view (``Variant.view``); a section renderer
for such a key is registered with :func:`register_section` (schemes,
vanguards, ...).  Keys without a renderer are shown in a generic way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

View = dict[str, Any]
Section = Callable[[View], list[str]]

STEP_NAMES: dict[tuple[str, str], str] = {
    ("beginning", "untap"): "beginning phase, untap step",
    ("beginning", "upkeep"): "beginning phase, upkeep step",
    ("beginning", "draw"): "beginning phase, draw step",
    ("precombat_main", "main"): "precombat main phase",
    ("combat", "beginning_of_combat"): "combat phase, beginning of combat step",
    ("combat", "declare_attackers"): "combat phase, declare attackers step",
    ("combat", "declare_blockers"): "combat phase, declare blockers step",
    ("combat", "first_strike_damage"): "combat phase, first-strike combat damage step",
    ("combat", "combat_damage"): "combat phase, combat damage step",
    ("combat", "end_of_combat"): "combat phase, end of combat step",
    ("postcombat_main", "main"): "postcombat main phase",
    ("ending", "end"): "ending phase, end step",
    ("ending", "cleanup"): "ending phase, cleanup step",
}
"""Phase and step as the rules name them (CR 500.1)."""

BASE_KEYS = frozenset({
    "you", "turn", "active", "turn_order", "phase", "step", "priority", "players", "hand",
    "battlefield", "stack", "exile", "command", "over", "winners", "decision", "phased_out",
    "turn_marker", "other_turns", "variant",
})
"""Keys of the engine's own view, drawn by :func:`table_lines` itself."""

SECTIONS: dict[str, Section] = {}
"""Renderers for the keys a variant or format adds to the view."""


def register_section(key: str, render: Section) -> None:
    """Draw the view's ``key`` (added by a variant's ``view`` hook) with ``render``."""
    SECTIONS[key] = render


def phase_text(view: View) -> str:
    """'combat phase, declare blockers step' (or 'the game is starting' before turn 1)."""
    if view["phase"] == "setup" or not view.get("turn"):
        return "the game is starting"
    return STEP_NAMES.get((view["phase"], view["step"]),
                         f"{view['phase'].replace('_', ' ')} {view['step'].replace('_', ' ')}".strip())


def _name_of(view: View, seat: int | None) -> str:
    if seat is None:
        return "nobody"
    name = view["players"][seat]["name"]
    return f"{name} (you)" if seat == view["you"] else name


def mana_text(pool: dict[str, int]) -> str:
    """A mana pool as mana symbols, e.g. '{G}{G}{C}' ('empty' when it is)."""
    text = "".join(f"{{{c}}}" * n for c, n in pool.items() if n)
    return text or "empty"


def card_text(card: dict[str, Any]) -> str:
    """A card in a public zone or a hand: its name and the number to ask about it."""
    return f"{card['name']} #{card['id']}"


def permanent_text(card: dict[str, Any], view: View) -> str:
    """One permanent: name, id, tapped, power/toughness, damage, counters, combat."""
    parts = [card_text(card)]
    if "power" in card:
        pt = f"{card['power']}/{card['toughness']}"
        if card.get("damage"):
            pt += f", {card['damage']} damage"
        parts.append(pt)
    if card.get("tapped"):
        parts.append("tapped")
    if card.get("summoning_sick") and card.get("controller") == view["active"]:
        parts.append("summoning sick")
    for kind, n in sorted(card.get("counters", {}).items()):
        parts.append(f"{n} {kind} counter{'s' if n != 1 else ''}")
    if card.get("owner") is not None and card.get("owner") != card.get("controller"):
        parts.append(f"owned by {_name_of(view, card['owner'])}")
    if "attacking" in card:
        parts.append("attacking" + _attacked_text(view, card["attacking"]))
    if card.get("blocking"):
        parts.append("blocking " + ", ".join(f"#{a}" for a in card["blocking"]))
    return parts[0] + (f" ({', '.join(parts[1:])})" if len(parts) > 1 else "")


def _attacked_text(view: View, defender: list[Any]) -> str:
    if len(defender) == 2 and defender[0] == "player":
        return f" {_name_of(view, defender[1])}"
    return ""


def battlefield_lines(view: View, seat: int, indent: str = "    ") -> list[str]:
    """``seat``'s permanents, each followed by what is attached to it (indented)."""
    ids = {c["id"] for c in view["battlefield"]}
    mine = [c for c in view["battlefield"] if c["controller"] == seat]
    attached: dict[int, list[dict[str, Any]]] = {}
    for c in view["battlefield"]:
        if c.get("attached_to") in ids:
            attached.setdefault(c["attached_to"], []).append(c)
    lines: list[str] = []

    def add(card: dict[str, Any], depth: int) -> None:
        lead = indent + "  " * depth + ("└ " if depth else "")
        lines.append(lead + permanent_text(card, view))
        for a in attached.get(card["id"], ()):
            add(a, depth + 1)

    groups: dict[str, list[dict[str, Any]]] = {}  # alike permanents share a line: 3× Forest
    for c in mine:
        if c.get("attached_to") in ids:
            continue
        if c["id"] in attached:
            add(c, 0)
        else:
            groups.setdefault(permanent_text(c, view).replace(f" #{c['id']}", "", 1), []).append(c)
    for same in groups.values():
        if len(same) == 1:
            add(same[0], 0)
        else:
            text = permanent_text(same[0], view)
            alike = " ".join(f"#{c['id']}" for c in same)
            lines.append(f"{indent}{len(same)}× " + text.replace(f"#{same[0]['id']}", alike, 1))
    for c in mine:  # attached to a permanent another player controls: shown under it there too
        if c.get("attached_to") in ids and c["attached_to"] not in {m["id"] for m in mine}:
            lines.append(indent + permanent_text(c, view) + f" (attached to #{c['attached_to']})")
    return lines


def _zone_line(label: str, cards: list[dict[str, Any]]) -> str:
    return f"    {label}: " + (", ".join(card_text(c) for c in cards) if cards else "—")


def _command_lines(view: View, seat: int) -> list[str]:
    own = [c for c in view["command"] if c.get("owner") == seat]
    face_up = [c for c in own if not c.get("face_down")]
    hidden = len(own) - len(face_up)
    lines = []
    if face_up or hidden:
        shown = ", ".join(card_text(c) for c in face_up)
        if hidden:
            shown += (", " if shown else "") + f"{hidden} face-down card{'s' if hidden != 1 else ''}"
        lines.append(f"    Command zone: {shown}")
    for cmd in view.get("commanders", ()):
        if cmd["owner"] != seat:
            continue
        dealt = ", ".join(f"{_name_of(view, int(p))} {n}" for p, n in sorted(cmd["damage"].items()))
        lines.append(f"    Commander {cmd['card']}: tax {{{cmd['tax']}}}"
                     + (f"; commander damage dealt to {dealt}" if dealt else ""))
    return lines


def player_lines(view: View, p: dict[str, Any]) -> list[str]:
    """A player's area of the table."""
    seat = p["seat"]
    status = ""
    if p.get("lost") or p.get("left"):
        status = " — has lost the game" if p.get("lost") else " — has left the game"
    head = (f"{_name_of(view, seat)}: {p['life']} life"
            + (f", {p['poison']} poison" if p.get("poison") else "")
            + f", {p['hand_size']} in hand, {p['library_size']} in library"
            + (f", mana pool {mana_text(p['mana_pool'])}"
               if any(p["mana_pool"].values()) or seat == view["you"] else "")
            + status)
    lines = [head]
    battlefield = battlefield_lines(view, seat)
    lines.append("    Battlefield:" + ("" if battlefield else " —"))
    lines.extend("  " + line for line in battlefield)
    lines.append(_zone_line("Graveyard", p["graveyard"]))
    if p.get("library_top"):
        lines.append(f"    Top of library: {card_text(p['library_top'])}")
    lines.extend(_command_lines(view, seat))
    return lines


def stack_lines(view: View) -> list[str]:
    if not view["stack"]:
        return []
    lines = ["Stack (top first):"]
    for item in reversed(view["stack"]):
        what = "ability of " if item.get("kind") == "ability" else ""
        lines.append(f"    {what}{card_text(item)}, controlled by {_name_of(view, item['controller'])}")
    return lines


def _plane_lines(view: View) -> list[str]:
    pc = view["planechase"]
    planes = ", ".join(pc.get("planes", ())) or "none yet (901.5)"
    line = f"Plane: {planes} (planar controller: {_name_of(view, pc.get('planar_controller'))})"
    if pc.get("planar_die_cost") is not None:
        line += f"; rolling the planar die costs {{{pc['planar_die_cost']}}}"
    return [line]


def _plain(value: Any) -> str:
    """A value of a variant's view in words: cards by name, lists joined, dicts as 'key value'."""
    if isinstance(value, dict):
        if "name" in value and "id" in value:
            return card_text(value)
        return "; ".join(f"{str(k).replace('_', ' ')} {_plain(v)}" for k, v in value.items()
                         if v not in (None, [], {}, ()))
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v) for v in value) or "none"
    return str(value)


def _generic_lines(key: str, value: Any) -> list[str]:
    """A key a variant adds to the view with no renderer of its own (see register_section)."""
    if value in (None, [], {}, ()):
        return []
    return [f"{key.replace('_', ' ').capitalize()}: {_plain(value)}"]


register_section("planechase", _plane_lines)
register_section("commanders", lambda view: [])  # drawn in each player's area
register_section("range_of_influence", lambda view: [f"Your range of influence: {view['range_of_influence']}"])
register_section("emperors", lambda view: ["Emperors: " + ", ".join(_name_of(view, s) for s in view["emperors"])])
register_section("turn_markers", lambda view: ["Turn markers: " + ", ".join(
    f"{m} with {_name_of(view, s)}" for m, s in view["turn_markers"].items())])


def table_lines(view: View) -> list[str]:
    """The whole table as ``view['you']`` sees it, as plain text lines."""
    me = view["you"]
    if view["phase"] == "setup" or not view.get("turn"):
        lines = ["The game is starting: no turn has begun (103)"]
    else:
        lines = [f"Turn {view['turn']}, {_name_of(view, view['active'])}'s turn: {phase_text(view)}; "
                 f"priority: {_name_of(view, view.get('priority'))}"]
    order = [s for s in view.get("turn_order") or range(len(view["players"])) if s != me] + [me]
    for seat in order:  # opponents first, each under their name; you last, next to your hand
        lines.extend(player_lines(view, view["players"][seat]))
    if view["exile"]:
        lines.append("Exile: " + ", ".join(card_text(c) for c in view["exile"]))
    for c in view.get("phased_out", ()):
        lines.append(f"Phased out: {permanent_text(c, view)}")
    lines.extend(stack_lines(view))
    for key, value in view.items():
        if key in BASE_KEYS:
            continue
        render = SECTIONS.get(key)
        lines.extend(render(view) if render else _generic_lines(key, value))
    lines.append("Your hand: " + (", ".join(card_text(c) for c in view["hand"]) or "—"))
    return lines
