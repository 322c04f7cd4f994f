"""A land that stays only if its controller returns another land, read without the grammar
(see :mod:`.fixed_sentences`): "When this land enters, sacrifice it unless you return an
untapped Mountain you control to its owner's hand." (Dormant Volcano, Karoo; 118.12, 400.3,
701.17a). The trigger is compiled with "sacrifice it unless you pay {1}" in the instruction's
place and the op replaced by ``sacrifice_unless_return`` of the filter."""

from __future__ import annotations

import re
from typing import Any

_UNLESS_RETURN = re.compile(r"^(When this (?:land|creature|permanent) enters), sacrifice it "
                            r"unless you return an untapped ([A-Za-z ]+?) you control to its "
                            r"owner's hand\.$")


def unless_return_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "When this land enters, sacrifice it unless you return an
    untapped [permanent] you control to its owner's hand.", else None."""
    m = _UNLESS_RETURN.match(para)
    if not m or is_spell:
        return None
    head, what = m.groups()
    phrase = f"{what} you control"
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph
    from casualmagic.cards.vocabulary import VocabularyError, parse_filter

    try:
        parse_filter(phrase)
        kind, value = compile_paragraph(f"{head}, sacrifice it unless you pay {{1}}.", False)
    except (CompileError, VocabularyError):
        return None
    if kind != "triggers" or len(value) != 1 \
            or [e.get("do") for e in value[0]["effects"]] != ["sacrifice_unless_pay"]:
        return None
    value[0]["effects"] = [{"do": "sacrifice_unless_return", "filter": phrase}]
    value[0]["text"] = para
    return kind, value
