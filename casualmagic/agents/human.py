"""A person at the terminal: sees their view, picks a numbered option.

Only the player's own view (``game.view(seat)``) is drawn, so other seats'
hidden information stays hidden (:mod:`casualmagic.agents.table`).

Like other clients, the seat is not asked when there is nothing to choose
(one legal option), and passing priority can be automated: until your next
turn, until the end of this turn, or until something new goes on the stack;
stops at chosen steps interrupt these.  ``concede`` leaves the game (104.3a)
and ``help`` lists the keys.  Every other decision (blockers, targets,
discards, ...) is still asked: stops only answer priority (117.3).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any, TextIO

from casualmagic.agents.table import phase_text, table_lines
from casualmagic.core.decisions import Decision, Option

CONCEDE = "concede"
"""First element of the answer that concedes the game (CR 104.3a); the caller hands it
to ``Game.concede``, which records it with the choices so replays reproduce it."""

STEP_KEYS: dict[str, tuple[str, str]] = {
    "upkeep": ("beginning", "upkeep"),
    "draw": ("beginning", "draw"),
    "main1": ("precombat_main", "main"),
    "combat": ("combat", "beginning_of_combat"),
    "attackers": ("combat", "declare_attackers"),
    "blockers": ("combat", "declare_blockers"),
    "damage": ("combat", "combat_damage"),
    "endcombat": ("combat", "end_of_combat"),
    "main2": ("postcombat_main", "main"),
    "end": ("ending", "end"),
}
"""The steps a stop can be put on (the steps in which players get priority, 500.1)."""

WHOSE = ("mine", "theirs")

HELP = """Keys (type them at any prompt):
  NUMBER          choose that option
  p               pass priority once
  n               pass until your next turn
  e               pass until the end of this turn (until the next turn begins)
  s               pass until something new goes on the stack
  stop [mine|theirs] STEP
                  put (or take off) a stop: passing with n, e or s ends there
                  STEP is one of: {steps}
  stops           list your stops
  t               show the table again
  c ID|NAME       show a card's text (ID is the #number shown after a card)
  concede         concede the game (you leave it and lose, CR 104.3a)
  h               this help
Decisions other than priority (attackers, blockers, targets, discards, ...) are always asked.
Bad input is refused with a message; end of input leaves the game."""


class HumanAgent:
    needs_view = True

    def __init__(self, game: Any, seat: int, input_fn: Callable[[str], str] | None = None,
                 output_fn: Callable[[str], Any] | None = None, stream: TextIO | None = None) -> None:
        """``stream`` is where the table and prompts go (stderr when stdout carries JSON)."""
        self.game = game
        self.seat = seat
        self.stream = stream
        self.output = output_fn or self._print
        self.input = input_fn or self._read
        self.mode: tuple[str, Any] | None = None
        self.stops: set[tuple[str, tuple[str, str]]] = set()
        self.stopped_at: tuple[int, str, str] | None = None
        self.prompts = 0
        """How many times the person was asked (for tests and the game summary)."""

    # -- terminal I/O ------------------------------------------------------------------------
    def _print(self, line: str = "") -> None:
        print(line, file=self.stream or sys.stdout, flush=True)

    def _read(self, prompt: str) -> str:
        out = self.stream or sys.stdout
        out.write(prompt)  # written here, not by input(), so it goes to ``stream``
        out.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line

    # -- deciding ----------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], decision: Decision) -> Option:
        if len(decision.options) == 1:  # nothing to choose: don't ask
            only = decision.options[0]
            if decision.kind != "priority":
                self.output(f"  ({decision.prompt or decision.kind}: "
                            f"{self.game.describe(only, decision)}, the only choice)")
            return only
        if decision.kind == "priority" and self._passing(view, decision):
            return ("pass",)
        return self._ask(view, decision)

    def _passing(self, view: dict[str, Any], decision: Decision) -> bool:
        """Whether an automatic pass (a mode set with n, e or s) answers this priority."""
        if ("pass",) not in decision.options:
            return False
        here = (view["turn"], view["phase"], view["step"])
        whose = "mine" if view["active"] == self.seat else "theirs"
        if (whose, (view["phase"], view["step"])) in self.stops and self.stopped_at != here:
            self.stopped_at = here
            self.mode = None
            return False
        if self.mode is None:
            return False
        kind, since = self.mode
        if kind == "next_turn" and view["active"] == self.seat and view["turn"] > since:
            self.mode = None
        elif kind == "end_turn" and view["turn"] > since:
            self.mode = None
        elif kind == "stack" and any(item["id"] not in since for item in view["stack"]):
            self.mode = None
        return self.mode is not None

    def _ask(self, view: dict[str, Any], decision: Decision) -> Option:
        self._show(view)
        self._list(decision)
        n = len(decision.options)
        while True:
            self.prompts += 1
            try:
                raw = self.input(f"Choose 1–{n} (h for help): ")
            except EOFError:
                raise SystemExit("\ninput closed: the game stops here (nothing was chosen)") from None
            answer = self._command(raw.strip(), view, decision)
            if answer is not None:
                return answer

    def _show(self, view: dict[str, Any]) -> None:
        self.output("")
        for line in table_lines(view):
            self.output("  " + line)

    def _list(self, decision: Decision) -> None:
        what = decision.prompt or ("You have priority" if decision.kind == "priority" else decision.kind)
        self.output(f"\n{what} (rule {decision.rule}):")
        for i, opt in enumerate(decision.options):
            self.output(f"  {i + 1}. {self.game.describe(opt, decision)}")

    def _command(self, raw: str, view: dict[str, Any], decision: Decision) -> Option | None:
        """The option a line of input answers with, or ``None`` after a message."""
        options = decision.options
        if re.fullmatch(r"[0-9]+", raw):  # ASCII digits only: '²' is not a number here
            if 1 <= int(raw) <= len(options):
                return options[int(raw) - 1]
            self.output(f"  {raw} is not an option: type a number from 1 to {len(options)}")
            return None
        word, _, rest = raw.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word in ("p", "pass", "n", "e", "s"):
            return self._pass_command(word, view, decision)
        if word == "stop":
            self._toggle_stop(rest)
        elif word == "stops":
            self._list_stops()
        elif word in ("t", "table"):
            self._show(view)
            self._list(decision)
        elif word in ("c", "card"):
            self._card(rest, view)
        elif raw.lower() == CONCEDE:
            self.output("  You concede the game (104.3a).")
            return (CONCEDE, self.seat)
        elif word in ("h", "help", "?"):
            self.output(HELP.format(steps=", ".join(STEP_KEYS)))
        elif not raw:
            self.output(f"  type a number from 1 to {len(options)}, or h for help")
        else:
            shown = raw if raw.isprintable() else repr(raw)
            self.output(f"  '{shown}' is not an option: type a number from 1 to {len(options)}, "
                        "or h for help")
        return None

    def _pass_command(self, word: str, view: dict[str, Any], decision: Decision) -> Option | None:
        if word in ("n", "e", "s"):
            since: Any = {item["id"] for item in view["stack"]} if word == "s" else view["turn"]
            self.mode = ({"n": "next_turn", "e": "end_turn", "s": "stack"}[word], since)
            what = {"n": "until your next turn", "e": "until the end of this turn",
                    "s": "until something new goes on the stack"}[word]
            self.output(f"  Passing {what}.")
        if ("pass",) in decision.options:
            return ("pass",)
        if word in ("p", "pass"):
            self.output("  You can't pass now: this is not a priority decision; choose an option")
        else:
            self.output("  (from your next priority on; this decision needs an option)")
        return None

    def _toggle_stop(self, text: str) -> None:
        words = text.lower().split()
        whose = [w for w in words if w in WHOSE] or list(WHOSE)
        steps = [w for w in words if w not in WHOSE]
        if len(steps) != 1 or steps[0] not in STEP_KEYS:
            self.output(f"  stop needs one step: {', '.join(STEP_KEYS)} (optionally 'mine' or 'theirs')")
            return
        step = STEP_KEYS[steps[0]]
        keys = {(w, step) for w in whose}
        if keys <= self.stops:
            self.stops -= keys
            self.output(f"  Stop removed: {steps[0]} ({' and '.join(whose)})")
        else:
            self.stops |= keys
            self.output(f"  Stop set: {steps[0]} ({' and '.join(whose)}): passing with n, e or s ends there")

    def _list_stops(self) -> None:
        if not self.stops:
            self.output("  No stops: n, e and s pass until their own condition")
            return
        for whose, step in sorted(self.stops):
            self.output(f"  {'your' if whose == 'mine' else 'opponents’'} "
                        f"{phase_text({'phase': step[0], 'step': step[1], 'turn': 1})}")

    def _card(self, ref: str, view: dict[str, Any]) -> None:
        """A card's oracle text, for a card this player can see (by #id or by name)."""
        name = _visible_name(view, ref)
        if name is None:
            self.output(f"  no card {ref!r} that you can see: give the #number shown after a card")
            return
        for line in oracle_lines(name):
            self.output("  " + line)


def _visible_cards(view: Any) -> list[dict[str, Any]]:
    """Every card object the view shows face up, wherever it is (zones, variant sections)."""
    if isinstance(view, dict):
        if "id" in view and "name" in view:
            return [] if view.get("face_down") else [view]
        return [c for k, v in view.items() if k != "decision" for c in _visible_cards(v)]
    if isinstance(view, list | tuple):
        return [c for v in view for c in _visible_cards(v)]
    return []


def _visible_name(view: dict[str, Any], ref: str) -> str | None:
    ref = ref.strip().lstrip("#")
    cards = _visible_cards(view)
    if ref.isascii() and ref.isdigit():
        return next((c["name"] for c in cards if c["id"] == int(ref)), None)
    folded = ref.casefold()
    names = [c["name"] for c in cards]
    names += [cmd["card"] for cmd in view.get("commanders", ())]
    names += list(view.get("planechase", {}).get("planes", ()))
    exact = [n for n in names if n.casefold() == folded]
    partial = [n for n in names if n.casefold().startswith(folded)] if folded else []
    return (exact or partial or [None])[0]


def oracle_lines(name: str) -> list[str]:
    """The card's printed characteristics from the card database (public knowledge)."""
    from casualmagic.cards.database import get_database

    rec = get_database().get(name)
    if rec is None:
        return [f"{name}: no card text is known"]
    lines: list[str] = []
    for face in rec.faces:
        lines.append(f"{face.name}  {face.mana_cost or ''}  {face.type_line}".replace("    ", "  "))
        lines.extend("    " + t for t in face.text.splitlines())
        if face.power is not None:
            lines.append(f"    {face.power}/{face.toughness}")
        if face.loyalty is not None:
            lines.append(f"    Loyalty {face.loyalty}")
    return lines


def answer(game: Any, player: int, option: Option) -> None:
    """Give an agent's answer to the game: an option of the pending decision, or
    ``("concede", player)``, which goes through ``Game.concede`` (104.3a)."""
    if option and option[0] == CONCEDE:
        game.concede(player)
    else:
        game.choose(option)
