"""Effect shapes often a real card's only missing paragraph, second round: the grammar
section "common shapes II" at the end of ``oracle.lark``, its regular-expression shapes one
terminal (``SHAPES_II_EFFECT``, one Earley item; :data:`SHAPES` dispatched here in Python,
as :mod:`.common_shapes` does):

* "{2}{B}: Return this card from your graveyard to your hand" (400.3): an activated ability
  that works only in the graveyard (113.6m);
* "Sacrifice this creature unless you pay {U}" (118.12, 701.17a: ``sacrifice_unless_pay``,
  the source itself; "sacrifice it unless you pay" is the lands' rule);
* "Another target creature you control" (115.10): a target other than the ability's
  source, when it is the ability's only target;
* "Put a +1/+1 counter on each other creature you control" (122.1, 122.6: ``other``, every
  one but the source itself);
* "[It / this creature] doesn't untap during its controller's next untap step" (502.3) in
  the object's own ability;
* "Switch this creature's power and toughness until end of turn" (613.4d);
* "Attach it to target creature you control. That creature gains first strike until end of
  turn" (an Equipment's, 301.5, 608.2c);
* "Up to two target creatures each get +1/+0 and gain first strike until end of turn"
  (115.1, 611.2a, 613.1f: one ``pump`` with its keywords).

:class:`EffectShapeOps` holds the grammar's methods; ``build._Ops`` inherits them. The
terminal in ``oracle.lark`` is :func:`terminal_pattern` written out (a test checks they
agree).
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.common_shapes import read_shape

_COUNT = r"(?:up to (?:one|two|three|four|five)|one or two|two|three)"
SHAPES: dict[str, str] = {
    # 502.3
    "self_hold": r"(?P<who>it|~|this creature|this artifact|this land) doesn't untap during "
                 r"its controller's next untap step",
    # 613.4d
    "self_switch": r"switch (?:~|this creature)'s power and toughness until end of turn",
    # 115.1, 611.2a, 613.1f
    "pump_grant_each": rf"(?P<count>{_COUNT}) target (?P<what>[a-z' ]+?) each get "
                       r"(?P<pt>[+-]\d+/[+-]\d+) and gain (?P<kw>[a-z ,]+?) until end of turn",
    # 301.5, 608.2c: an Equipment's "When this Equipment enters, attach it to target creature
    # you control. That creature gains first strike until end of turn." ("that creature": the
    # target)
    "attach_and": r"attach it to target creature you control\. (?:that creature (?:gets "
                  r"(?P<pt>[+-]\d+/[+-]\d+) and )?gains (?P<kw>[a-z ,]+?) until end of turn"
                  r"|(?P<untap>untap that creature))",
}
"""Each shape's regular expression, matched whole (case aside) against the terminal's text."""
_COMPILED = {name: re.compile(rx, re.IGNORECASE) for name, rx in SHAPES.items()}


def terminal_pattern() -> str:
    """The ``SHAPES_II_EFFECT`` terminal of ``oracle.lark``: every shape, group names dropped,
    each ending before the sentence's period, a slash written ``\\/``."""
    return "|".join(re.sub(r"\(\?P<\w+>", "(?:", rx) + r"(?=\.)"
                    for rx in SHAPES.values()).replace("/", "\\/")


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


class EffectShapeOps:
    """Grammar methods of the "common shapes II" section of ``oracle.lark``."""

    counted_target: Any  # compiler.effects.EffectOps: "up to two target creatures" (115.1)
    keyword_list: Any  # build._Ops: keywords the engine implements (702)

    text: str

    def another_target(self, items: list) -> Any:
        """"Another target creature you control" (115.10): any but the ability's source —
        the filter's "another" (engine.targets). With a second "target" in the ability it
        would mean "not the first target" (115.3), which this does not read. A card in a
        graveyard is a new object (400.7), but "another" names the source's card there too
        ("When this creature dies, return another target artifact card from your graveyard",
        engine.targets.is_ability_source); other zones are not read."""
        from casualmagic.cards.compiler.build import _check_target, _Target
        from casualmagic.cards.vocabulary import parse_filter

        if len(re.findall(r"\btarget\b", self.text.lower())) != 1:
            raise _error("'another target' in an ability with other targets")
        phrase = "another " + str(items[0]).strip()
        from_graveyard = re.search(r"\banother target [a-z0-9 ]*?\bcard\b[^.]*? from your "
                                   r"graveyard\b", self.text, re.IGNORECASE)
        if parse_filter(phrase).zone != "battlefield" or (
                re.search(r"\bcards?\b", phrase) and not from_graveyard):
            raise _error("'another target' card outside the battlefield or your graveyard")
        return _Target(_check_target(phrase))

    def return_self_from_graveyard(self, items: list) -> dict[str, Any]:
        """"{2}{B}: Return this card from your graveyard to your hand / the battlefield
        [tapped]" (400.3, 110.5b): an activated ability of the card in the graveyard — it
        works only there (113.6m; ``build.activated`` gives it that zone). In any other
        ability (a triggered one would have to work in the graveyard, 113.6k) it is not
        read."""
        if not _GRAVEYARD_ACTIVATED.match(self.text):
            raise _error("'return this card from your graveyard' outside its activated ability")
        where = str(items[-1]).lower()
        out: dict[str, Any] = {"do": "return_from_graveyard", "what": "self",
                               "to": "hand" if where == "your hand" else "battlefield"}
        if where.endswith("tapped"):
            out["tapped"] = True
        return out

    def sacrifice_self_unless_pay(self, items: list) -> dict[str, Any]:
        """"Sacrifice this creature unless you pay {G}{G}" (118.12: the controller chooses
        whether to pay as the ability resolves; if not, it is sacrificed, 701.17a)."""
        return {"do": "sacrifice_unless_pay", "cost": str(items[-1])}

    def counters_each_other(self, items: list) -> dict[str, Any]:
        """"Put a +1/+1 counter on each other creature you control" (122.1, 122.6): each
        permanent the filter names but the source itself."""
        from casualmagic.cards.compiler.effects import _check

        amount, kind, phrase = items
        return {"do": "add_counters_each", "filter": _check(str(phrase).strip()),
                "kind": str(kind).lower(), "amount": amount, "other": True}

    def shapes_ii_effect(self, items: list) -> Any:
        """The ``SHAPES_II_EFFECT`` terminal: the one shape of :data:`SHAPES` its text is."""
        return read_shape(self, str(items[0]), _COMPILED)

    def _shape_self_hold(self, m: re.Match[str]) -> dict[str, Any]:
        """"It doesn't untap during its controller's next untap step" (502.3): the object
        itself, or what "it" refers to (build reads ``_IT``)."""
        from casualmagic.cards.compiler.build import _IT

        return {"do": "doesnt_untap_next",
                "what": _IT if m.group("who").lower() == "it" else "self"}

    def _shape_self_switch(self, _: re.Match[str]) -> dict[str, Any]:
        """"Switch this creature's power and toughness until end of turn" (613.4d)."""
        return {"do": "switch_pt", "what": "self"}

    def _shape_attach_and(self, m: re.Match[str]) -> list[dict[str, Any]]:
        """"Attach it to target creature you control. That creature gains first strike until
        end of turn" / "Untap that creature" (301.5; 608.2c: "that creature" is the target)."""
        from casualmagic.cards.compiler.build import _Target

        target = _Target("creature you control")
        then: dict[str, Any] = {"do": "untap", "what": target}
        if not m.group("untap"):
            power, toughness = (int(n) for n in (m.group("pt") or "+0/+0").split("/"))
            words = [w for w in re.split(r",? and |, ", m.group("kw")) if w]
            then = {"do": "pump", "what": target, "power": power, "toughness": toughness,
                    "keywords": self.keyword_list(words)}
        return [{"do": "attach", "to": target}, then]

    def _shape_pump_grant_each(self, m: re.Match[str]) -> dict[str, Any]:
        """"Up to two target creatures each get +1/+0 and gain first strike until end of
        turn" (115.1, 611.2a): each target gets the bonus and the keywords."""
        power, toughness = (int(n) for n in m.group("pt").split("/"))
        words = [w for w in re.split(r",? and |, ", m.group("kw")) if w]
        keywords = self.keyword_list(words)
        target = self.counted_target([m.group("count"), m.group("what")])
        return {"do": "pump", "what": target, "power": power, "toughness": toughness,
                "keywords": keywords}

    # -- "create two 0/1 colorless Eldrazi Spawn creature tokens. They have …" (111.4) -------
    def mana_tokens(self, items: list) -> list[dict[str, Any]]:
        """The Eldrazi Spawn / Scion tokens, each with "Sacrifice this token: Add {C}." —
        the named tokens of ``cards/data/tokens.toml`` (111.4: the characteristics the card
        writes out)."""
        m = _MANA_TOKENS.match(str(items[-1]))
        if m is None:  # (the terminal is this pattern)
            raise _error("not an Eldrazi Spawn or Scion token")
        kind = f"Eldrazi {m.group('kind').capitalize()}"
        if (m.group("pt") == "0/1") != (kind == "Eldrazi Spawn"):
            raise _error(f"a {m.group('pt')} {kind} is not the named token")
        count = m.group("n").lower()
        out: dict[str, Any] = {"do": "create_predefined_token", "kind": kind}
        amount = "X" if count == "x" else _WORDS[count]
        if amount != 1:
            out["amount"] = amount
        return [out]

    def may_mana_tokens(self, items: list) -> list[dict[str, Any]]:
        """"You may create …" (608.2d): the player chooses as it resolves."""
        return self.may_sentence([self.mana_tokens(items)])

    may_sentence: Any  # build._Ops: "you may [effect]" (608.2d)


_MANA_TOKENS = re.compile(r"(?:you )?create (?P<n>a|an|one|two|three|four|five|X) "
                          r"(?P<pt>0/1|1/1) colorless Eldrazi (?P<kind>Spawn|Scion) creature",
                          re.IGNORECASE)
_GRAVEYARD_ACTIVATED = re.compile(r"^(?!(?:when|whenever|at)\b)[^:\"]+: return (?:this card|~) from "
                                  r"your graveyard to ", re.IGNORECASE)
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
