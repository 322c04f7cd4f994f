"""Keyword actions (701) read as one grammar terminal, ``KEYWORD_ACTION`` (the ``keywords II:
keyword actions`` section at the end of ``oracle.lark``; one terminal instead of an
alternative each, so the Earley parser predicts nothing more):

* "Proliferate." / "proliferate twice" (701.27a: the ``proliferate`` op, ``times``);
* "Amass Orcs 2." (701.44a: the ``amass`` op; the subtype named in the plural, 205.3m);
* "Bolster 2." (701.33a: the ``bolster`` op);
* "Populate." (701.30a-b: choose a creature token you control and create a token that's a
  copy of it, the ``token_copy_of_chosen`` op; no creature token, no token);
* "Monstrosity 3." / "Monstrosity X." (701.31a: the ``monstrosity`` op of
  ``mechanics.monstrosity``, X paid for the ability);
* "Learn." (701.45a: the ``learn`` op of ``mechanics.learn``);
* "Clash with an opponent. If you win, [effect]. Otherwise, [effect]." (701.23b, d: the
  ``clash_with_opponent`` op of ``effects.clash``, then the instructions with an "if");
* "It connives." / "~ connives 2" / "target creature you control connives" (701.47a, e: the
  ``connive`` op of ``mechanics.connive``).

An amount written X ("amass Orcs X", "proliferate X times") is not read here: the X of each
card means something else, so those paragraphs stay missing.

Also read here, from the grammar: "detain target …" (701.29a), "goad target …" (701.38a) and
"look at target opponent's hand" (402.3: shown to the ability's controller only); and without
the grammar (:mod:`.fixed_sentences`): "[instruction], then proliferate." (and any keyword
action after ", then", :func:`then_keyword_action_line`), where the grammar's target phrase
would read up to the sentence's end, and a blocked creature's "it gets +1/+1 until end of turn
for each creature blocking it" (509.1h, :func:`per_blocker_line`)."""

from __future__ import annotations

import re
from typing import Any

_ACTION = re.compile(
    r"^(?:(?P<proliferate>proliferate)(?P<twice> twice)?"
    r"|amass (?P<army>[A-Za-z]+) (?P<amass>\d+)"
    r"|bolster (?P<bolster>\d+)"
    r"|(?P<populate>populate)"
    r"|(?P<learn>learn)"
    r"|monstrosity (?P<monstrosity>\d+|X)"
    r"|(?P<who>it|he|she|~|this creature|target creature you control) connives"
    r"(?: (?P<connive>\d+))?)$", re.IGNORECASE)


class KeywordActionOps:
    """Transformer methods for the ``KEYWORD_ACTION`` terminal."""

    def keyword_action(self, items: list) -> dict[str, Any]:
        """One keyword action (701.27a, 701.30a, 701.33a, 701.44a, 701.47a)."""
        return keyword_action_op(str(items[0]))

    def then_keyword_action(self, items: list) -> list[dict[str, Any]]:
        """"Create a 1/1 green Saproling creature token, then populate." (608.2c: the
        instructions in the order written)."""
        first = items[0] if isinstance(items[0], list) else [items[0]]
        return [*first, keyword_action_op(str(items[1]))]

    def detain(self, items: list) -> dict[str, Any]:  # 701.29a
        return {"do": "detain", "what": items[0]}

    def goad(self, items: list) -> dict[str, Any]:  # 701.38a
        return {"do": "goad", "what": items[0]}

    def look_at_hand(self, items: list) -> dict[str, Any]:  # 402.3
        return {"do": "look_at_hand", "who": items[0]}

    def clash_if_win(self, items: list) -> list[dict[str, Any]]:
        """"Clash with an opponent. If you win, [effect]." (701.23b, d)."""
        return [{"do": "clash_with_opponent"}, *_on_clash(items[0], "you won the clash")]

    def clash_if_win_else(self, items: list) -> list[dict[str, Any]]:
        """"... If you win, [effect]. Otherwise, [effect]." (701.23d)."""
        return [{"do": "clash_with_opponent"}, *_on_clash(items[0], "you won the clash"),
                *_on_clash(items[1], "you didn't win the clash")]


def _on_clash(effects: Any, condition: str) -> list[dict[str, Any]]:
    """The instructions of "If you win, ..." (or "Otherwise, ..."): each done only if the clash
    went that way (608.2c); an instruction with an "if" of its own is not read here."""
    effects = effects if isinstance(effects, list) else [effects]
    if any("if" in e for e in effects):
        from casualmagic.cards.compiler.build import CompileError  # build imports this module

        raise CompileError("an instruction with two conditions after a clash")
    return [{**e, "if": condition} for e in effects]


def keyword_action_op(text: str) -> dict[str, Any]:
    """The op of one ``KEYWORD_ACTION`` text."""
    from casualmagic.cards.compiler.build import _IT, _creature_type, _Target  # build imports this

    m = _ACTION.match(text.strip())
    if m is None:  # the terminal and the pattern are the same text
        raise ValueError(f"not a keyword action: {text!r}")
    if m.group("proliferate"):
        return {"do": "proliferate", "times": 2} if m.group("twice") else {"do": "proliferate"}
    if m.group("amass"):
        return {"do": "amass", "subtype": _creature_type(m.group("army")),
                "amount": int(m.group("amass"))}
    if m.group("bolster"):
        return {"do": "bolster", "amount": int(m.group("bolster"))}
    if m.group("populate"):  # 701.30a: chosen, not targeted (115.10)
        return {"do": "token_copy_of_chosen", "who": "you",
                "filter": "creature token you control"}
    if m.group("monstrosity"):  # 701.31a (mechanics.monstrosity)
        n = m.group("monstrosity")
        return {"do": "monstrosity", "amount": "X" if n.upper() == "X" else int(n)}
    if m.group("learn"):
        return {"do": "learn"}
    who = m.group("who").lower()
    what: Any = (_IT if who in ("it", "he", "she")
                 else _Target("creature you control") if who.startswith("target")
                 else "self")
    out: dict[str, Any] = {"do": "connive", "what": what}
    if m.group("connive"):
        out["amount"] = int(m.group("connive"))
    return out


_THEN = re.compile(r"^(.+), then (.+)\.$")


def then_keyword_action_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """"[instruction], then proliferate." (or another keyword action) — a spell's, a triggered or an activated ability's
    (read without the grammar, see :mod:`.fixed_sentences`): the instruction compiled as the
    paragraph would be without ", then proliferate", and proliferate after it (608.2c: in
    the order written)."""
    m = _THEN.match(para)
    if m is None or _ACTION.match(m.group(2)) is None:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    action = keyword_action_op(m.group(2))

    try:
        kind, value = compile_paragraph(m.group(1) + ".", is_spell)
    except CompileError:
        return None
    if kind == "spell":
        return kind, [*value, action]
    if kind in ("triggers", "abilities") and len(value) == 1 and "add" not in value[0]:
        record = value[0]
        return kind, [{**record, "effects": [*record["effects"], action],
                       "text": para}]
    return None


_PER_BLOCKER = re.compile(r"^(Whenever (this creature|~|an? [^,]+?) becomes blocked), "
                          r"(?:it|that [A-Z][a-z]+) gets ([+-]\d+)/([+-]\d+) until end of turn "
                          r"for each creature blocking it\.$")


def per_blocker_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """"Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each
    creature blocking it." (509.1h) — and "Whenever a creature you control becomes blocked,
    it gets …" (the creature the event is about): the trigger's head read as any other's, its
    effect the ``pump_per_blocker`` op."""
    m = _PER_BLOCKER.match(para)
    if m is None or is_spell:
        return None
    from casualmagic.cards.compiler.op_swaps import trigger_head

    record = trigger_head(m.group(1))  # read as any triggered ability's head
    if record is None:
        return None
    what = "self" if m.group(2) in ("this creature", "~") else "it"
    if what == "it" and "subject" not in record:
        return None
    op = {"do": "pump_per_blocker", "what": what, "power": int(m.group(3)),
          "toughness": int(m.group(4))}
    return "triggers", [{**record, "effects": [op], "text": para}]
