"""A spell's additional cost (601.2f, 118.8) of any shape the casting rules pay, read without
the grammar (see :mod:`.fixed_sentences`): "As an additional cost to cast this spell,
sacrifice an artifact or creature." / "… sacrifice two creatures." / "… sacrifice a Goblin." / "… pay 3 life."  The grammar reads four fixed costs ("sacrifice a creature", …);
this reads any cost made only of the parts that ``engine.casting`` pays for a spell —
sacrificing permanents of a kind the vocabulary reads (701.17a, the player's choice),
discarding cards (701.8a) and paying life (119.4) — and that ``engine.actions`` checks
before the spell is offered (601.2h: a cost that can't be paid can't be begun).  A cost with
any other part ("exile a creature card from your graveyard", "discard a card at random",
"… or pay {2}", an X) is left to the grammar's reason."""

from __future__ import annotations

import re
from typing import Any

_ADDITIONAL = re.compile(r"^As an additional cost to cast this spell, "
                         r"((?:sacrifice|discard|pay) [^.]+)\.$")
_PLAIN = re.compile(r"^(sacrifice (?:an?|two|three) [^,]+|discard a card|pay \d+ life)$")


def additional_cost_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("additional_cost", "Sacrifice an artifact or creature")`` for a spell's additional
    cost this module reads, else None."""
    m = _ADDITIONAL.match(para)
    if m is None or not _PLAIN.match(m.group(1)) or " or pay " in m.group(1) \
            or " or discard " in m.group(1) or " with " in m.group(1):
        return None
    from casualmagic.cards.definitions import CardDefinitionError, parse_ability_cost
    from casualmagic.cards.vocabulary import VocabularyError, parse_filter

    text = m.group(1)[0].upper() + m.group(1)[1:]
    try:
        cost = parse_ability_cost(text)
        if cost.sacrifice and not cost.sacrifice[:1].isupper():  # a subtype is read as one
            parse_filter(re.sub(r"^(?:an?|another) ", "", cost.sacrifice))
    except (CardDefinitionError, VocabularyError, ValueError):
        return None
    if cost.mana.symbols or cost.tap or cost.untap or cost.exile_self or cost.remove_counter \
            or cost.tap_others or cost.crew or cost.loyalty is not None \
            or cost.sacrifice_self or cost.discard_self:
        return None  # parts a spell's casting does not pay (engine.casting._pay_other_costs)
    if not (cost.sacrifice or cost.discard or cost.pay_life):
        return None
    return "additional_cost", text
