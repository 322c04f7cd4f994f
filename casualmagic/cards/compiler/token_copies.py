"""A token copy of a spell's target that lasts until the next end step, read without the
grammar (see :mod:`.fixed_sentences`): "Exile target attacking creature. Create a token that's
a copy of that creature. Exile it at the beginning of the next end step." (Nemesis Trap) — the
first sentence compiled alone (one instruction, one target), then
``token_copy_exiled_at_end_step`` of that target (707.2, 608.2h; the delayed exile, 603.7a).

A token copy of a target permanent made by its controller: "Create a token that's a copy of
target artifact." (Echo Storm), "When this enchantment enters, create a token that's a copy
of target nontoken creature." (Dance of Many), "…, except it's an artifact in addition to its
other types." (Saheeli's Artistry; 707.9b): the paragraph compiled with "tap target …" in
the instruction's place (:mod:`.op_swaps`), the op ``create_token_copy`` for "you"; with "It
gains haste. Sacrifice (Exile) it at the beginning of the next end step." (Feldon of the Third
Path, Chrome Dome; 603.7a) the op ``token_copy_with_haste_until_end_step``."""

from __future__ import annotations

import re
from typing import Any

_COPY_UNTIL_END = re.compile(
    r"^((?:Exile|Destroy) target [a-z ]+?)\. Create a token that's a copy of that creature\. "
    r"Exile it at the beginning of the next end step\.$")


_COPY_TARGET = re.compile(r"^(.*?)\b[Cc]reate a token that's a copy of (another )?target "
                          r"([a-z ]+?)(, except it's an (artifact|enchantment) in addition to "
                          r"its other types)?\.(?P<rest>(?: (?:It|That token) gains haste"
                          r"(?P<eot> until end of turn)?\. (?P<then>Sacrifice|Exile) it at the "
                          r"beginning of the next end step\.)?(?: Activate only [^.]+\.)?)$")


def token_copy_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a token copy of a target, else None."""
    m = _COPY_TARGET.match(para)
    if m and (" card" not in m.group(3) or m.group("then")):
        from casualmagic.cards.compiler.op_swaps import compile_swapped

        head, another, phrase, _except, added = m.groups()[:5]
        rest = m.group("rest")
        op: dict[str, Any] = {"do": "create_token_copy", "who": "you"}
        if m.group("then"):  # "It gains haste. Sacrifice it at the beginning of the next
            op = {"do": "token_copy_with_haste_until_end_step",  # end step." (603.7a)
                  "haste": "end_of_turn" if m.group("eot") else "permanent",
                  "then": m.group("then").lower()}
            rest = rest[rest.index(" end step.") + len(" end step."):]
        if added:
            op["add_types"] = [added.capitalize()]
        stand_in = f"{head}{'t' if head else 'T'}ap {another or ''}target {phrase}.{rest}"
        return compile_swapped(stand_in, "tap", op, para, is_spell)
    return _copy_until_end(para, is_spell)


def _copy_until_end(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("spell", [...])`` for Nemesis Trap's paragraph of an instant or sorcery, else None."""
    m = _COPY_UNTIL_END.match(para)
    if not m or not is_spell:
        return None
    from casualmagic.cards.compiler.build import _Target
    from casualmagic.cards.compiler.target_controller import one_target_sentence

    first = one_target_sentence(m.group(1))
    if first is None:
        return None
    target = next(v for v in first[0].values() if isinstance(v, _Target))
    if "creature" not in target.phrase:
        return None
    return "spell", [*first, {"do": "token_copy_exiled_at_end_step", "what": target}]
