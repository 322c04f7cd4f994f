"""A person at the terminal: sees their view, picks a numbered option.

Only the player's own view is shown (their hand, public zones, counts of
hidden zones), so other seats' hidden information stays hidden.
"""

from __future__ import annotations

from typing import Any

from casualmagic.engine.decisions import Decision, Option


class HumanAgent:
    needs_view = True

    def __init__(self, game: Any, seat: int, input_fn: Any = input, output_fn: Any = print) -> None:
        self.game = game
        self.seat = seat
        self.input = input_fn
        self.output = output_fn

    def _show(self, view: dict[str, Any]) -> None:
        out = self.output
        out("")
        for p in view["players"]:
            me = " (you)" if p["seat"] == view["you"] else ""
            out(f"  {p['name']}{me}: {p['life']} life, {p['hand_size']} in hand, "
                f"{p['library_size']} in library, {len(p['graveyard'])} in graveyard")
        mine = [c for c in view["battlefield"] if c["controller"] == view["you"]]
        theirs = [c for c in view["battlefield"] if c["controller"] != view["you"]]
        for label, cards in (("Your battlefield", mine), ("Opponents' battlefield", theirs)):
            shown = ", ".join(
                f"{c['name']}{' (T)' if c['tapped'] else ''}"
                + (f" {c['power']}/{c['toughness']}" if "power" in c else "") for c in cards)
            out(f"  {label}: {shown or '—'}")
        if view["stack"]:
            out("  Stack (top last): " + ", ".join(c["name"] for c in view["stack"]))
        out("  Your hand: " + (", ".join(c["name"] for c in view["hand"]) or "—"))

    def choose(self, view: dict[str, Any], decision: Decision) -> Option:
        self._show(view)
        self.output(f"\n{decision.prompt or decision.kind} (rule {decision.rule}):")
        for i, opt in enumerate(decision.options):
            self.output(f"  {i + 1}. {self.game.describe(opt, decision)}")
        while True:
            try:
                raw = self.input(f"Choose 1–{len(decision.options)}: ").strip()
            except EOFError:
                raise SystemExit("\ninput closed: leaving the game") from None
            if raw.isdigit() and 1 <= int(raw) <= len(decision.options):
                return decision.options[int(raw) - 1]
            self.output(f"  '{raw}' is not an option: type a number from 1 to {len(decision.options)}")
