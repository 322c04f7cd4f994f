"""What a spell's target's controller gets, read without the grammar (see
:mod:`.fixed_sentences`), the first sentence compiled as a sentence of its own with one
target, "its controller" the controller of that target as it last existed (608.2h):

* "Exile target creature. Its controller manifests the top card of their library." (Reality
  Shift; 701.34a) — the ``manifest_top`` op;
* "Counter target spell. Its controller may draw up to two cards at the beginning of the next
  turn's upkeep." (Arcane Denial) — a delayed triggered ability (603.7a) for that player,
  fixed as it is created (603.7c): ``delayed_for_player`` with ``draw_up_to`` (0 to N, the
  player's choice);
* "Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white
  Spirit creature token with flying." (Afterlife; 111.2) — ``create_token`` for the
  controller of that target as it last existed; "That permanent's controller or that player
  creates …" after damage to any target (Acorn Catapult) — for the player the target names;
* "When this enchantment enters, exile target nonland permanent an opponent controls until
  this enchantment leaves the battlefield." (Banishing Light; 610.3) — the trigger of "…,
  exile target …" with ``exile_until_source_leaves``.
"""

from __future__ import annotations

import re
from typing import Any

_WORDS = {"one": 1, "two": 2, "three": 3}
_DRAWS_LATER = re.compile(
    r"^(Counter target [a-z ]+?)\. Its controller may draw up to (one|two|three) cards at the "
    r"beginning of the next turn's upkeep\.$")
_EXILE_UNTIL = re.compile(r"^(When this ([a-z]+) enters), exile (target [^.]+?) until this "
                          r"([a-z]+) leaves the battlefield\.$")
_MANIFESTS_TOP = re.compile(
    r"^((?:Exile|Destroy) target [a-z ]+?)\. Its controller manifests the top card of "
    r"their library\.$")

_CREATES = re.compile(
    r"^((?:Exile|Destroy) target [a-z ]+?(?:\. It can't be regenerated)?)\. Its controller "
    r"creates (an? [^.]+? tokens?(?: with [a-z ]+?)?)\.$")
_DAMAGED_CREATES = re.compile(
    r"^([^:.]+): (This [a-z]+ deals \d+ damage to any target)\. That permanent's controller "
    r"or that player creates (an? [^.]+? tokens?(?: with [a-z ]+?)?)\.$")


def target_controller_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for "[Exile|Destroy] target X. Its controller manifests the top
    card of their library.", else None."""
    m = _EXILE_UNTIL.match(para)
    if m and not is_spell and m.group(2) == m.group(4):
        return _exile_until(para, m.group(1), m.group(3))
    m = _DAMAGED_CREATES.match(para)
    if m and not is_spell:
        return _damaged_creates(para, m.group(1), m.group(2), m.group(3))
    if not is_spell:
        return None
    m = _CREATES.match(para)
    if m:
        first, made = one_target_sentence(m.group(1)), _token(m.group(2))
        return None if first is None or made is None else \
            ("spell", [*first, {**made, "who": "controller of target"}])
    m = _MANIFESTS_TOP.match(para)
    if m:
        first = one_target_sentence(m.group(1))
        return None if first is None else \
            ("spell", [*first, {"do": "manifest_top", "who": "controller of target"}])
    m = _DRAWS_LATER.match(para)
    if m:
        first = one_target_sentence(m.group(1))
        return None if first is None else ("spell", [*first, {
            "do": "delayed_for_player", "when": "next_upkeep", "who": "controller of target",
            "text": f"Its controller may draw up to {m.group(2)} cards.",
            "effects": [{"do": "draw_up_to", "amount": _WORDS[m.group(2)]}]}])
    return None


def one_target_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """The ops of ``sentence`` compiled alone if it is one op with one target, else None."""
    from casualmagic.cards.compiler.build import CompileError, _Target, compile_paragraph

    try:
        kind, first = compile_paragraph(sentence + ".", True)
    except CompileError:
        return None
    targets = {v for e in first for v in e.values() if isinstance(v, _Target)}
    if kind != "spell" or len(first) != 1 or len(targets) != 1:
        return None
    return first


def _exile_until(para: str, head: str, target: str) -> tuple[str, Any] | None:
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{head}, exile {target}.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or [e.get("do") for e in value[0]["effects"]] \
            != ["exile"]:
        return None
    effect = {**value[0]["effects"][0], "do": "exile_until_source_leaves"}
    return kind, [{**value[0], "effects": [effect], "text": para}]


def _token(body: str) -> dict[str, Any] | None:
    """The one ``create_token`` op of "Create [body]." compiled alone, else None."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"Create {body}.", True)
    except CompileError:
        return None
    if kind != "spell" or len(value) != 1 or value[0].get("do") != "create_token" \
            or "who" in value[0]:
        return None
    return value[0]


def _damaged_creates(para: str, cost: str, damage: str, body: str) -> tuple[str, Any] | None:
    """"{1}, {T}: This artifact deals 1 damage to any target. That permanent's controller or
    that player creates a 1/1 green Squirrel creature token." (Acorn Catapult): the token's
    ``who`` is the target itself, which names the player or the permanent's controller, as
    it last existed (608.2h)."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"{cost}: {damage}.", False)
    except CompileError:
        return None
    made = _token(body)
    if kind != "abilities" or len(value) != 1 or made is None \
            or [e.get("do") for e in value[0]["effects"]] != ["damage"] \
            or value[0].get("targets") != ["any"]:
        return None
    target = value[0]["effects"][0]["to"]
    return kind, [{**value[0], "effects": [*value[0]["effects"], {**made, "who": target}],
                   "text": para}]
