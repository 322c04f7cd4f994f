"""Instructions about the players this creature dealt combat damage to this turn, read without
the grammar (see :mod:`.fixed_sentences`): "{X}: Destroy each nonland permanent with mana
value X whose controller was dealt combat damage by this creature this turn. Activate only
once each turn." (Steel Hellkite; 701.7a, 510.2, 602.5b). The paragraph is compiled with
"Destroy all nonland permanents." in the instruction's place (the cost and the restriction
are the grammar's) and the op replaced by ``destroy_each_of_damaged_players``."""

from __future__ import annotations

import re
from typing import Any

_DAMAGED = re.compile(r"^([^:]+): Destroy each ([a-z ]+?) with mana value (X|\d+) whose "
                      r"controller was dealt combat damage by this creature this turn\.(.*)$")


def damaged_player_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for "[cost]: Destroy each [permanents] with mana value X whose
    controller was dealt combat damage by this creature this turn.[ restriction]", else
    None."""
    m = _DAMAGED.match(para)
    if not m or is_spell:
        return None
    cost, phrase, value, rest = m.groups()
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, abilities = compile_paragraph(f"{cost}: Destroy all {phrase}s.{rest}", False)
    except CompileError:
        return None
    if kind != "abilities" or len(abilities) != 1 \
            or abilities[0]["effects"] != [{"do": "destroy_all", "filter": phrase}]:
        return None
    mana_value: int | str = value if value == "X" else int(value)
    abilities[0]["effects"] = [{"do": "destroy_each_of_damaged_players", "filter": phrase,
                                "mana_value": mana_value}]
    abilities[0]["text"] = para
    return kind, abilities
