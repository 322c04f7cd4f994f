"""Instructions that depend on an earlier one being done ("If you do", 608.2c), the grammar
section "if you do, granted and counted" of ``oracle.lark`` turned into vocabulary ops
(mixed into the compiler's transformer, see :mod:`casualmagic.cards.compiler.build`):

* "Sacrifice this enchantment. If you do, destroy that creature." (Grave Peril): the
  ``sacrifice_self_if_you_do`` op sacrifices the ability's source (701.17a) and, if it could
  not (it left the battlefield or changed controller), the rest of the ability is not done;
* "Return all enchantment cards from your graveyard to your hand" (Crystal Chimes), "Return
  all artifact and enchantment cards from all graveyards to the battlefield under their
  owners' control" (Open the Vaults): every such card at once (400.7, 110.2a), the
  ``return_all_from_graveyards`` op (an Aura put onto the battlefield is attached to what
  its owner chooses as it enters, or stays, 303.4f);
* "exile all creature cards from target player's graveyard, then create a 2/2 black Zombie
  creature token for each card exiled this way" (Necromancer's Covenant): the
  ``exile_graveyard`` op with a card filter (406.3), what it exiled counted after it
  (608.2c, the amount ``number exiled this way``); the ", then" joining the two is read as
  two sentences by :func:`exiled_then_line` (a fixed sentence, see :mod:`.fixed_sentences`);
* "Choose an opponent. If that player has more cards in hand than you, draw cards equal to
  the difference." (Sandstone Oracle): the ``draw_opponent_hand_difference`` op, the
  opponent chosen as it resolves (608.2d);
* "create a 2/2 white Cat creature token. If that enchantment is an Aura, you may attach it
  to the token." (Ajani's Chosen): ``may_attach_aura_to_token`` — the enchantment the
  trigger event was about (603.2), if it is an Aura, may be attached to the token this
  ability created (701.3a, 608.2d);
* "you may pay {X}{R}. If you do, it deals X damage to any target." (Flameblast Dragon): X
  chosen and paid as the ability resolves (107.3f, the ``may_pay_x`` op with its ``cost``);
* "each player discards their hand, then draws seven cards" (701.8a, 121.1) and "double the
  power of target creature until end of turn" (701.9b: +X/+0, X its power as it resolves);
* "create an X/X colorless Phyrexian Horror artifact creature token, where X is …" (111.4,
  107.3c): the token's power and toughness are X as it is created;
* "it deals 5 damage to target opponent unless that player sacrifices a creature of their
  choice" (Demanding Dragon): ``damage_unless_sacrifice`` — the player chooses a creature to
  sacrifice or to be dealt the damage as it resolves (701.17a, 120.3, 608.2d).
"""

from __future__ import annotations

import re
from typing import Any

_RETURN_ALL = re.compile(r"^return all (.+?) cards from (your graveyard|all graveyards) to "
                         r"(.+)$", re.IGNORECASE)
_UNLESS_SACRIFICE = re.compile(
    r"^(it|~|this creature) deals (\w+) damage to target (opponent|player) unless that player "
    r"sacrifices an? ([a-z ]+?) of their choice$", re.IGNORECASE)
_EXILE_ALL = re.compile(r"^exile all (?:(.+?) )?cards from (target player's|target opponent's|"
                        r"your) graveyard$", re.IGNORECASE)
_THEN_EXILED = re.compile(r"(exile all [a-z ]*?cards from [a-z' ]+? graveyard), then ([a-z])"
                          r"([^.]* for each card exiled this way\.)$")


def exiled_then_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """"…, exile all creature cards from target player's graveyard, then create a 2/2 black
    Zombie creature token for each card exiled this way." read as two sentences (608.2c)."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    m = _THEN_EXILED.search(para)
    if m is None:
        return None
    try:
        kind, value = compile_paragraph(f"{para[:m.start()]}{m.group(1)}. "
                                        f"{m.group(2).upper()}{m.group(3)}", is_spell)
    except CompileError:
        return None
    if kind in ("triggers", "abilities") and len(value) == 1:
        value[0]["text"] = para
    return kind, value


class IfYouDoOps:
    """Transformer methods of the "if you do" rules (see the module docstring)."""

    def sacrifice_self_if_you_do(self, items: list) -> list[dict[str, Any]]:  # 608.2c
        effect = items[-1]
        return [{"do": "sacrifice_self_if_you_do"},
                *(effect if isinstance(effect, list) else [effect])]

    def return_all_cards(self, items: list) -> dict[str, Any]:  # 400.7, 110.2a
        from casualmagic.cards.compiler.build import CompileError
        from casualmagic.cards.compiler.effects import group_filter

        m = _RETURN_ALL.match(" ".join(str(items[0]).split()))
        if m is None:
            raise CompileError("a mass return the compiler doesn't read")
        kinds, whose, to = m.groups()
        what = group_filter(f"{kinds} cards")
        to = to.lower()
        if to.startswith("the battlefield"):
            if to.endswith("under your control") and whose != "your graveyard":
                raise CompileError("cards of other owners under your control: not compiled yet")
            to = "battlefield"
        else:
            if (to == "your hand") != (whose == "your graveyard"):
                raise CompileError("cards returned to another player's hand")
            to = "hand"
        return {"do": "return_all_from_graveyards", "filter": what,
                "who": "you" if whose.lower() == "your graveyard" else "each player", "to": to}

    def exile_all_cards(self, items: list) -> dict[str, Any]:  # 406.3
        from casualmagic.cards.compiler.build import CompileError, _Target
        from casualmagic.cards.compiler.effects import group_filter

        m = _EXILE_ALL.match(" ".join(str(items[0]).split()))
        if m is None:
            raise CompileError("a mass exile the compiler doesn't read")
        kinds, whose = m.groups()
        out: dict[str, Any] = {
            "do": "exile_graveyard",
            "who": "you" if whose.lower() == "your" else _Target(whose.split()[1][:-2].lower())}
        if kinds:
            out["filter"] = group_filter(f"{kinds} cards")
        return out

    def opponent_hand_difference(self, _: list) -> list[dict[str, Any]]:  # 121.1, 608.2d
        return [{"do": "draw_opponent_hand_difference"}]

    def may_attach_aura_to_token(self, _: list) -> list[dict[str, Any]]:  # 701.3a, 608.2d
        from casualmagic.cards.compiler.build import CompileError

        if getattr(self, "refers", None) != "object":
            raise CompileError("'that enchantment' with no object the event names")
        return [{"do": "may_attach_aura_to_token"}]

    def may_pay_x_sentence(self, items: list) -> list[dict[str, Any]]:  # 107.3f, 608.2d
        cost, effect = str(items[0]), items[1]
        effects = effect if isinstance(effect, list) else [effect]
        return [{"do": "may_pay_x", **({} if cost == "{X}" else {"cost": cost})}, *effects]

    def wheel(self, items: list) -> list[dict[str, Any]]:  # 701.8a, 121.1
        from casualmagic.cards.compiler.library import number

        n = number(str(items[0]).split()[-2])
        return [{"do": "discard_hand", "who": "each player"},
                {"do": "draw", "amount": n, "who": "each player"}]

    def double_power(self, items: list) -> dict[str, Any]:  # 701.9b
        return {"do": "pump", "what": items[0], "power": "power of target", "toughness": 0}

    def x_token_body(self, items: list) -> dict[str, Any]:  # 111.4, 107.3c
        body = self.token_body(["1/1", *items[1:]])  # type: ignore[attr-defined]
        return {**body, "power": "X", "toughness": "X"}

    def x_artifact_token_body(self, items: list) -> dict[str, Any]:
        body = self.x_token_body(items)
        return {**body, "types": f"Artifact {body['types']}"}

    def damage_unless_sacrifice(self, items: list) -> dict[str, Any]:  # 701.17a, 120.3
        from casualmagic.cards.compiler.build import CompileError, _Target
        from casualmagic.cards.compiler.library import number

        m = _UNLESS_SACRIFICE.match(" ".join(str(items[0]).split()))
        if m is None:
            raise CompileError("a punisher sentence the compiler doesn't read")
        if m.group(1).lower() == "it" and getattr(self, "refers", None) not in (None, "self"):
            raise CompileError("'it deals' meaning another object")
        return {"do": "damage_unless_sacrifice", "amount": number(m.group(2)),
                "to": _Target(m.group(3).lower()), "filter": m.group(4).lower()}
