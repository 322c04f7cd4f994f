"""The compiler's Earley parser (casualmagic.cards.compiler.earley) builds the same parse as
lark's own: the same tree (rule names, token types, texts and positions) for every paragraph
that parses and a parse error for every one that doesn't, on a sample of real cards'
paragraphs and their effects after a trigger head."""

from __future__ import annotations

from importlib import resources

import lark
import pytest
from lark import Lark, Token, Tree
from lark.exceptions import LarkError

from casualmagic.cards.compiler import build, earley
from casualmagic.cards.compiler.build import paragraphs
from casualmagic.cards.database import get_database

EVERY = 97
"""One card in this many, by name, is in the sample (about 360 cards, 650 paragraphs)."""


def _grammar() -> str:
    return (resources.files("casualmagic.cards.compiler") / "oracle.lark").read_text("utf-8")


def _lark() -> Lark:
    return Lark(_grammar(), parser="earley", lexer="dynamic", ambiguity="resolve")


def _sample() -> list[str]:
    db = get_database()
    texts: list[str] = []
    for name in sorted(db.names())[::EVERY]:
        face = db.lookup(name).front
        if face.known:
            for para in paragraphs(face.name, face.text):
                texts.append(para)
                head, comma, effect = para.partition(", ")  # a trigger's effect (603.1)
                if comma and head.startswith(("When", "At ")):
                    texts.append(effect[0].upper() + effect[1:])
    return list(dict.fromkeys(texts))


def _shape(tree: Tree | Token) -> object:
    if isinstance(tree, Token):
        return (tree.type, str(tree), tree.start_pos, tree.end_pos, tree.line, tree.column,
                tree.end_line, tree.end_column)
    return (tree.data, [_shape(c) for c in tree.children])


def _parse(parser: Lark, text: str) -> object:
    try:
        return _shape(parser.parse(text))
    except LarkError:
        return "no parse"


def test_the_compiler_uses_the_faster_parser() -> None:
    # pyproject.toml pins the lark version earley.py was checked against: another version
    # would silently compile at lark's own (about 2.5 times slower) speed
    assert lark.__version__.startswith(earley.CHECKED_LARK), lark.__version__
    assert isinstance(build._parser().parser.parser, earley._Parser)


def test_same_parse_as_lark_on_card_paragraphs() -> None:
    stock, fast = _lark(), _lark()
    if not earley.fast_earley(fast):
        pytest.skip(f"lark {lark.__version__}: lark's own parser is used")
    texts = _sample()
    assert len(texts) > 500
    differ = [t for t in texts if _parse(stock, t) != _parse(fast, t)]
    assert not differ, differ[:5]
    parsed = sum(_parse(fast, t) != "no parse" for t in texts)
    assert 100 < parsed < len(texts)  # both outcomes are in the sample


def test_same_parse_on_ambiguous_and_failing_text() -> None:
    stock, fast = _lark(), _lark()
    if not earley.fast_earley(fast):
        pytest.skip(f"lark {lark.__version__}: lark's own parser is used")
    texts = [
        "Destroy target creature. You gain 3 life.",
        "Target creature gets +2/+2 and gains flying until end of turn.",
        "Creatures you control get +1/+1 until end of turn.",
        "{2}, {T}, Sacrifice this artifact: Draw a card.",
        "When this creature enters, target creature gets +1/+1 until end of turn.",
        "Whenever this creature attacks, you may sacrifice a Zombie. If you do, draw a card.",
        "This land enters tapped.",
        "Flying",
        "",
        "   ",
        "Draw a card.\nDraw a card.",
        "destroy",
    ]
    for text in texts:
        assert _parse(stock, text) == _parse(fast, text), text
