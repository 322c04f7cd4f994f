"""Token sentences the grammar does not read, read without it (see :mod:`.fixed_sentences`):

* a list of tokens in one sentence — "Create a 1/1 green Snake creature token, a 2/2 green
  Wolf creature token, and a 3/3 green Elephant creature token." (Bestial Menace; 111.1): the
  sentence written as one "Create …" sentence per token, each compiled by the grammar, the
  tokens created in the order written (one instruction, 608.2c); two tokens joined by
  "and" alone ("… token with deathtouch and a 3/3 … token with lifelink", Wurmcoil Engine) too;
* a token whose ability is written after it in quotes, when that token is a predefined one
  (111.10) — "create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this
  creature: Add {C}."" (Awakening Zone): the ``create_token`` op of the paragraph without
  the quoted sentence becomes ``create_predefined_token`` of the token whose characteristics
  and ability are exactly those written (``cards/data/tokens.toml``).
"""

from __future__ import annotations

import re
from typing import Any

_LIST = re.compile(r"\b([Cc]reate) (an? [^.]+? tokens?(?: with [a-z ]+?)?), "
                   r"((?:an? [^.]+? tokens?(?: with [a-z ]+?)?, )*)and "
                   r"(an? [^.]+? tokens?(?: with [a-z ]+?)?)\.")
# two tokens joined by "and" with no comma: "create a 3/3 colorless Phyrexian Wurm artifact
# creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token
# with lifelink" (Wurmcoil Engine)
_PAIR = re.compile(r"\b([Cc]reate) (an? [^.]+? tokens?(?: with [a-z]+)?) and "
                   r"(an? [^.,]+? tokens?(?: with [a-z]+)?)\.")
_ITEM = re.compile(r"an? [^.]+? tokens?(?: with [a-z ]+?)?(?=, |$)")

# the predefined tokens written in full on cards (111.10): the sentences that give the token
# its ability, and the characteristics the token op must have for the name to fit
_QUOTED = re.compile(r" (?:It has|They have|Each of them has) \"(Sacrifice this (?:creature|"
                     r"token): Add \{C\}\.)\"")
_PREDEFINED = {
    "Eldrazi Spawn": {"name": "Eldrazi Spawn", "types": "Creature — Eldrazi Spawn",
                      "colors": "", "power": 0, "toughness": 1},
}


def token_list_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph with a list of tokens in one "create" sentence, or
    with a predefined token's quoted ability, else None."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    quoted = _QUOTED.search(para)
    if quoted:
        return _predefined(para, quoted, is_spell)
    m = _LIST.search(para)
    pair = None if m else _PAIR.search(para)
    if pair:
        m, items = pair, [pair.group(2), pair.group(3)]
    elif m:
        items = [m.group(2), *_ITEM.findall(m.group(3)), m.group(4)]
    else:
        return None
    verb = m.group(1)
    sentences = ". ".join(f"{verb if i == 0 else 'Create'} {item}"
                          for i, item in enumerate(items))
    plain = f"{para[:m.start()]}{sentences}.{para[m.end():]}"
    try:
        kind, value = compile_paragraph(plain, is_spell)
    except CompileError:
        return None
    if pair and kind in ("triggers", "abilities") and len(value) == 1:
        value[0]["text"] = para
    return kind, value


def _predefined(para: str, quoted: re.Match[str], is_spell: bool) -> tuple[str, Any] | None:
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraph_effects

    plain = para[:quoted.start()] + para[quoted.end():]
    try:
        kind, value = compile_paragraph(plain, is_spell)
    except CompileError:
        return None
    effects = paragraph_effects(kind, value)
    made = [e for e in effects if e.get("do") == "create_token"]
    if len(made) != 1:
        return None
    op = made[0]
    fields = {k: op.get(k) for k in ("name", "types", "colors", "power", "toughness")}
    name = next((n for n, want in _PREDEFINED.items() if want == fields), None)
    if name is None or set(op) - {"do", "name", "types", "colors", "power", "toughness",
                                  "amount", "who", "tapped"}:
        return None
    new = {"do": "create_predefined_token", "kind": name,
           **{k: op[k] for k in ("amount", "who", "tapped") if k in op}}
    effects[effects.index(op)] = new
    if kind in ("triggers", "abilities"):
        value[0]["text"] = para
    return kind, value
