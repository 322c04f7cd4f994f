"""From oracle paragraphs to definition fields (``keywords``, ``abilities``, ``triggers``,
``statics``, ``spell`` and ``targets``, ``equip``, ``enchant``), one paragraph at a time.

Each grammar rule of ``oracle.lark`` has a method of :class:`_Ops` below that returns
vocabulary ops; a target is returned as a :class:`_Target` and numbered when the
ability it belongs to is finished (an ability's targets are indexes into its own
``targets`` list, CR 115.1, 601.2c).

Longer than 600 lines: the paragraph dispatcher and the grammar's core rule methods
(:class:`_Ops`, which the area readers extend as mixins: ``effects``, ``triggers``,
``statics``, ``spells``, ``mana_abilities``, ``layout_ops``, ``variant_card_ops``).
"""

from __future__ import annotations

import re
from copy import deepcopy
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Transformer
from lark.exceptions import LarkError

from casualmagic.cards.compiler.animated_permanents import AnimateOps
from casualmagic.cards.compiler.common_shapes import CommonShapeOps, common_line
from casualmagic.cards.compiler.cost_shapes import cost_shape_line
from casualmagic.cards.compiler.earley import fast_earley
from casualmagic.cards.compiler.effect_shapes import EffectShapeOps
from casualmagic.cards.compiler.effects import (
    EffectOps,
    check_x,
    cost_amounts,
    destroyed_this_way,
    group_filter,
    it_is_the_target,
    mass_group,
    that_target,
)
from casualmagic.cards.compiler.emblems import EmblemOps, commander_statement_line
from casualmagic.cards.compiler.entering_choices import entering_choice_line
from casualmagic.cards.compiler.enters_counters import enters_counters_line
from casualmagic.cards.compiler.face_down import FaceDownOps
from casualmagic.cards.compiler.fixed_sentences import fixed_line
from casualmagic.cards.compiler.if_you_do import IfYouDoOps
from casualmagic.cards.compiler.keyword_abilities import backup_unsupported, keyword_paragraph
from casualmagic.cards.compiler.keyword_actions import KeywordActionOps
from casualmagic.cards.compiler.keyword_ops import KeywordOps
from casualmagic.cards.compiler.layout_ops import LayoutOps
from casualmagic.cards.compiler.linked_exile import LinkedExileOps
from casualmagic.cards.compiler.mana_abilities import ManaAbilityOps, typecycling
from casualmagic.cards.compiler.overload import OverloadEachOps, overload_spell
from casualmagic.cards.compiler.planeswalker_shapes import PlaneswalkerShapeOps
from casualmagic.cards.compiler.spells import SpellOps, chaos_warp, spell_line
from casualmagic.cards.compiler.static_shapes import static_shape_line
from casualmagic.cards.compiler.statics import static_line
from casualmagic.cards.compiler.target_words import TargetWordOps
from casualmagic.cards.compiler.triggers import Head, TriggerOps, trigger_paragraph
from casualmagic.cards.compiler.variant_card_ops import VariantCardOps
from casualmagic.cards.vocabulary import VocabularyError, is_keyword, parse_filter
from casualmagic.rules.text import creature_types

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_COST = re.compile(r"sacrifice (~|this (creature|land|artifact|enchantment|permanent|aura"
                        r"|equipment))", re.IGNORECASE)  # 602.1a: the source itself
_EQUIP = re.compile(r"^Equip (\{[^}]+\})+$")
_CYCLING = re.compile(r"^Cycling ((\{[^}]+\})+)$")
_CREW = re.compile(r"^Crew (\d+)$")
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "will of the council")
"""The ability words of CR 207.2c: they have no rules meaning, so "Landfall — " is read
as nothing."""
_ENCHANT = re.compile(r"^Enchant (creature|land|artifact|enchantment|permanent|player"
                      r"|creature you control|creature an opponent controls)$")


class CompileError(ValueError):
    """A paragraph the compiler can't turn into ops; the message says why."""


@dataclass(frozen=True)
class _Target:
    phrase: str
    count: int = 1  # "two target creatures", "up to three target …" (115.1, 601.2c)
    up_to: bool = False
    at_least: int = 0  # "one or two target creatures"


_IT = object()
"""``it`` in an ability: the object itself when the ability's own object is its subject."""


def _it_is_self(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"It" in an object's own ability: the object itself — except after an instruction with
    one target, where it is that target (608.2c: "untap another target attacking creature.
    It gets +1/+0 until end of turn")."""
    effects = it_is_the_target(effects, _IT, _Target)
    return [{k: ("self" if v is _IT else v) for k, v in e.items() if k != "_it"}
            for e in effects]


def _creature_type(word: str) -> str:
    """``"Goblins"`` → ``"Goblin"``, ``"Elves"`` → ``"Elf"``, ``"Merfolk"`` → ``"Merfolk"``:
    a creature type named in the plural (205.3m); CompileError for any other word."""
    for candidate in (word, word[:-1], word[:-3] + "f", word[:-3] + "y", word[:-2]):
        if candidate in creature_types():
            return candidate
    raise CompileError(f"{word!r} is not a creature type")


_FILTER_WORDS = {"attacking", "blocking", "artifact", "white", "blue", "black", "red", "green",
                 "commander"}  # "Commander creatures you control" (903.3)


def _plural_filter(token: Any, other_allowed: bool = False) -> str:
    """``"Other Goblin creatures you control"`` → ``"other Goblin creature you control"``
    (a filter, 109.2).  "Other" (the source itself excluded) is read by static abilities'
    filters only (613.1), so a one-shot effect refuses it."""
    words = str(token).split()
    other = words[0].lower() == "other"
    if other:
        if not other_allowed:
            raise CompileError("'other' in a one-shot effect's filter")
        words = words[1:]
    if words and words[0].lower() == "all":  # "All creatures get +2/+2" (a plane's static)
        words = words[1:]
    out = []
    for w in words:
        low = w.lower()
        if low in ("creatures", "creature"):
            out.append("creature")
        elif low in ("permanents", "artifacts", "enchantments", "lands"):  # 109.2
            out.append(low[:-1])
        elif low in _FILTER_WORDS or low in ("you", "control"):
            out.append(low)
        else:
            out.append(_creature_type(w))
    phrase = _check_target(" ".join(out))
    return f"other {phrase}" if other else phrase


@cache
def _parser() -> Lark:
    grammar = (resources.files("casualmagic.cards.compiler") / "oracle.lark").read_text("utf-8")
    parser = Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve")
    fast_earley(parser)  # the same trees, the chart built faster (compiler.earley)
    return parser


_TITLED = re.compile(r"^([A-Z][\w'-]+) (?:of|the) ")
"""A legendary name whose first word is its shortened name (201.5c): "Karlov" of "Karlov of
the Ghost Council", "Daxos" of "Daxos the Returned"."""


def paragraphs(name: str, text: str, legendary: bool = False) -> list[str]:
    """The card's abilities as paragraphs, reminder text removed (207.2a) and the card's own
    name written ``~`` (201.5: a card's name in its text means that object; 201.5c: so does
    the shortened name of a legendary one, "Etali" of "Etali, Primal Storm", "Karlov" of
    "Karlov of the Ghost Council")."""
    out = []
    titled = _TITLED.match(name) if legendary else None
    short = name.split(", ")[0] if ", " in name else titled.group(1) if titled else None
    # 201.5c; not the first word of another name ("create Tuktuk the Returned, a … token")
    short_re = re.compile(rf"\b{re.escape(short)}\b(?! (?:the|of) [A-Z])") if short else None
    for line in text.split("\n"):
        line = _REMINDER.sub("", line).strip()
        if line:
            line = line.replace(name, "~")
            if short_re is not None:
                line = short_re.sub("~", line)
            out.append(_without_ability_word(line))
    return out


def _without_ability_word(line: str) -> str:
    """``"Landfall — Whenever …"`` → ``"Whenever …"`` (207.2c)."""
    head, dash, rest = line.partition(" — ")
    if dash and head.lower().replace("\u2019", "'") in ABILITY_WORDS:
        return rest
    return line


def compile_paragraphs(name: str, text: str, types: tuple[str, ...],
                       subtypes: tuple[str, ...] = (), legendary: bool = False,
                       ) -> tuple[dict[str, Any], list[str]]:
    """Definition fields for every paragraph that compiles, and the reasons for those that
    don't (``"<paragraph>: <why>"``)."""
    fields: dict[str, Any] = {}
    missing: list[str] = []
    is_spell = "Instant" in types or "Sorcery" in types
    spell_effects: list[Any] = []
    spell_paras: list[str] = []  # overload compiles them again (compiler.overload, 702.96b)
    for para in _modal_groups(paragraphs(name, text, legendary)):
        try:
            kind, value = _compile_unit(para, is_spell, "Vehicle" in subtypes)
        except CompileError as e:
            missing.extend(_missing(para, e))
            continue
        if kind == "modes":  # 700.2: a modal spell's modes and how many are chosen
            fields.update((k, v) for k, v in value.items() if v)
        elif kind == "spell":
            spell_effects.extend(value)
            spell_paras.append(para)
        elif kind in ("equip", "enchant", "cycling", "additional_cost", "kicker", "flashback",
                      "entwine", "buyback", "multikicker", "evoke",
                      "madness", "dash", "blitz", "offspring",
                      "surge", "spectacle", "squad", "foretell", "trap", "bestow",
                      "escape", "overload", "awaken"):
            fields[kind] = value
        else:
            fields.setdefault(kind, []).extend(value)
    kws = fields.get("keywords", [])
    if len(set(kws)) < len(kws):  # two instances on two lines (702.45b ...): a set holds one
        missing.extend(f"{k}: the same keyword twice: a card holds one instance of each"
                       for k in sorted({k for k in kws if kws.count(k) > 1}))
        fields["keywords"] = list(dict.fromkeys(kws))
    if is_spell and "Ascend" in fields.get("keywords", ()):  # 702.131a: a spell ability
        fields["keywords"].remove("Ascend")
        missing.append("Ascend: ascend on an instant or sorcery is not compiled yet")
    if "entwine" in fields and "modes" not in fields:  # 702.42a: entwine needs the modes
        missing.append(f"Entwine {fields.pop('entwine')}: its modes did not compile")
    if spell_effects and "modes" in fields:  # a modal spell with more text: not yet
        missing.extend(f"• {m['text']}: a modal spell with other effects is not compiled yet"
                       for m in fields.pop("modes"))
        fields.pop("choose", None)
    if spell_effects:
        effects, targets = _number_targets(spell_effects)
        fields["spell"] = effects
        if targets:
            fields["targets"] = targets
    missing.extend(backup_unsupported(fields, lambda: paragraphs(name, text, legendary)))  # 702.165a
    missing.extend(overload_spell(fields, spell_paras))  # 702.96b
    return fields, missing


# -- modal abilities (700.2): a "Choose …" paragraph and its bullet lines, see compiler.modes
def _modal_groups(paras: list[str]) -> list[Any]:
    from casualmagic.cards.compiler.modes import group

    return group(paras)


def _compile_unit(unit: Any, is_spell: bool, is_vehicle: bool) -> tuple[str, Any]:
    if isinstance(unit, str):
        return compile_paragraph(unit, is_spell, is_vehicle)
    from casualmagic.cards.compiler.modes import compile_modal

    head, modes = unit
    return compile_modal(head, modes, is_spell,
                         lambda para, spell: compile_paragraph(para, spell, is_vehicle))


def _missing(unit: Any, error: CompileError) -> list[str]:
    if isinstance(unit, str):
        return [f"{unit}: {error}"]
    from casualmagic.cards.compiler.modes import ModesError

    if isinstance(error, ModesError):
        return error.missing
    return [f"{unit[0]}: {error}", *(f"• {m}: {error}" for m in unit[1])]


_COMPILED_PARAGRAPHS: dict[tuple[str, bool, bool], tuple[str, Any] | CompileError] = {}
"""Each distinct paragraph compiled once per process: 65,000 paragraphs of the card
database are 40,000 distinct texts, and the Earley parse is nearly all of the compile
time."""


def paragraph_effects(kind: str, value: Any) -> list[dict[str, Any]]:
    """The effects of one compiled paragraph (:func:`compile_paragraph`'s result): a spell's,
    or those of its one ability or trigger; none for anything else."""
    if kind == "spell":
        return value
    if kind in ("triggers", "abilities") and len(value) == 1:
        return value[0].get("effects", [])
    return []


def compile_paragraph(para: str, is_spell: bool, is_vehicle: bool = False) -> tuple[str, Any]:
    """One paragraph → ``(field, value)``; raises :class:`CompileError`.  The same text
    compiles the same way on every card, so the answer is remembered and a copy handed out
    (callers change the lists they get)."""
    key = (para, is_spell, is_vehicle)
    found = _COMPILED_PARAGRAPHS.get(key)
    if found is None:
        try:
            found = _compile_paragraph(para, is_spell, is_vehicle)
        except CompileError as e:
            found = e
        _COMPILED_PARAGRAPHS[key] = found
    if isinstance(found, CompileError):
        raise found.with_traceback(None)
    return deepcopy(found, {id(_IT): _IT})


def _compile_paragraph(para: str, is_spell: bool, is_vehicle: bool) -> tuple[str, Any]:
    if para.startswith("•"):  # 700.2: a mode means nothing without its "Choose one —"
        raise CompileError("a mode of a modal spell or ability is not compiled yet")
    keywords = _keyword_line(para)
    if keywords is not None:
        return "keywords", keywords
    if _EQUIP.match(para):  # 702.6a
        return "equip", para.removeprefix("Equip ")
    cycling = _CYCLING.match(para)
    if cycling:  # 702.29a
        return "cycling", cycling.group(1)
    line = (spell_line(para) or keyword_paragraph(para) or common_line(para)
            or enters_counters_line(para) or cost_shape_line(para)  # common shapes II
            or static_shape_line(para)
            or entering_choice_line(para)  # as-enters choices (614.12a)
            or commander_statement_line(para))  # 903.3d (compiler.emblems)
    if line:  # kicker, flashback, "This spell costs {1} less …" (compiler.spells); the
        return line  # paragraphs that go with a keyword (compiler.keyword_abilities)
    crew = _CREW.match(para)
    if crew:  # 702.122a: only a Vehicle becomes a creature when crewed (301.7)
        if not is_vehicle:
            raise CompileError("crew on a card that is not a Vehicle")
        return "abilities", [{"cost": para, "effects": [{"do": "becomes_crewed"}], "text": para}]
    enchant = _ENCHANT.match(para)
    if enchant:  # 702.5a
        return "enchant", enchant.group(1)
    cycled = typecycling(para)  # 702.29e
    if cycled is not None:
        return cycled
    trigger_error = None
    try:  # "When/Whenever/At …" read compositionally (compiler.triggers), else the grammar's
        trigger = trigger_paragraph(para, _trigger_effects)
    except CompileError as e:
        trigger, trigger_error = None, e
    if trigger is not None:
        return trigger
    try:
        tree = _parser().parse(para)
    except LarkError:
        return _static_or(para, is_spell, is_vehicle,
                          trigger_error or CompileError("no template matches this text yet"))
    try:
        result = _transform(_Ops(para), tree)
    except CompileError as e:
        return _static_or(para, is_spell, is_vehicle, e)
    kind, value = ("spell", result) if isinstance(result, list) else result
    check_x(kind, value, para)  # 107.3: an X its cost defines
    if kind == "spell" and not is_spell:
        raise CompileError("an effect with no trigger or cost on a permanent")
    if kind == "spell":  # "Untap target creature. It gains haste …": "it" is that target
        value = it_is_the_target(value, _IT, _Target)
    if kind == "spell" and any(v is _IT for e in value for v in e.values()):
        raise CompileError("'it' with nothing it refers to")
    return kind, value


def _transform(ops: _Ops, tree: Any) -> Any:
    try:
        return ops.transform(tree)
    except VocabularyError as e:
        raise CompileError(str(e)) from None
    except LarkError as e:  # an error raised inside a rule method is wrapped by Lark
        cause = e.__context__ if isinstance(e.__context__, (CompileError, VocabularyError)) else e
        raise CompileError(str(cause)) from None


def _trigger_effects(text: str, head: Head) -> tuple[list[dict[str, Any]], list[str]]:
    """The effect of a triggered ability whose head ``compiler.triggers`` read, its targets
    numbered; "it" is the object itself, the object the event was about (603.2, 608.2h) or
    an error, as ``head`` says."""
    try:
        tree = _parser().parse(text)
    except LarkError:
        raise CompileError("no template matches this text yet") from None
    ops = _Ops(text)
    ops.refers, ops.player, ops.events = head.refers, head.player, head.events
    ops.subject = head.subject  # "that player": the controller of "a creature an opponent
    # controls" (compiler.triggers.TriggerOps.that_player)
    result = _transform(ops, tree)
    if not isinstance(result, list):
        raise CompileError("the effect of a triggered ability is not an effect")
    check_x("triggers", [{"effects": result}], text)  # 107.3: no cost defines an X here
    its_power = any(v == "power of this" for e in result for v in e.values())
    if head.refers in ("self", "pair"):  # "pair": "it" is the object, "that creature" the
        effects = _it_is_self(result)  # other one of a block (compiler.triggers)
    elif head.refers == "object":  # "it": the object the event was about; "its power" too
        effects = [{("by" if k == "_it" else k):
                    ("it" if v is _IT else "power of it" if v == "power of this" else v)
                    for k, v in e.items()} for e in result]
    else:
        if its_power or any(v is _IT for e in result for v in e.values()):
            raise CompileError("'it' meaning an object that left the battlefield or none")
        effects = result
    return _number_targets(effects)


def _static_or(para: str, is_spell: bool, is_vehicle: bool, error: CompileError
               ) -> tuple[str, Any]:
    """What the grammar didn't read, read by compiler.statics (static abilities, activation
    restrictions, cost changes) or compiler.fixed_sentences (paragraphs of one fixed shape),
    or ``error``."""
    try:
        found = static_line(para, lambda head: compile_paragraph(head, is_spell, is_vehicle))
    except CompileError:
        found = fixed_line(para, is_spell)  # paragraphs of one fixed shape
        if found is None:
            raise
        return found
    if found is None:
        found = fixed_line(para, is_spell)
    if found is None:
        raise error
    return found


def _keyword_line(para: str) -> list[str] | None:
    """``"Flying, vigilance"`` → ``["Flying", "Vigilance"]`` if every word is a keyword the
    engine implements (702.1b: keywords on one line separated by commas)."""
    parts = [p.strip() for p in re.split(r"[,;]\s*", para) if p.strip()]
    words = [p[0].upper() + p[1:] for p in parts]
    known = [is_keyword(w) for w in words]
    if words and all(known):
        if len(set(words)) < len(words):  # 702.45b, 702.46b...: each instance acts alone
            raise CompileError("the same keyword twice: a card holds one instance of each")
        return words
    if len(words) > 1 and known[0]:  # a keyword line with a keyword not implemented yet
        unknown = ", ".join(repr(w) for w, k in zip(words, known, strict=True) if not k)
        raise CompileError(f"keyword(s) the engine does not implement yet: {unknown}")
    return None


def _amount(token: Any) -> int:
    text = str(token).lower()
    return int(text) if text.isdigit() else NUMBER_WORDS[text]


def _check_target(phrase: str) -> str:
    parse_filter(phrase)  # raises VocabularyError for a phrase the vocabulary can't read
    return phrase


def _number_targets(effects: list[Any]) -> tuple[list[dict[str, Any]], list[str]]:
    """Replace each :class:`_Target` by its index in the ability's target list."""
    targets: list[Any] = []

    def index(value: Any) -> Any:
        if isinstance(value, _Target):
            spec: Any = value.phrase
            if value.count != 1 or value.up_to:  # 115.1: "up to two target …"
                spec = {"filter": value.phrase, "count": value.count, "up_to": value.up_to,
                        **({"at_least": value.at_least} if value.at_least else {})}
            if spec not in targets:
                targets.append(spec)
            return targets.index(spec)
        return value

    for e in effects:  # a target only an amount reads ("where X is the number of creature
        counted = e.get("_amount_target")  # cards in target player's graveyard"), read as
        if counted is not None and index(counted) != 0:  # the first target (effect_refs)
            raise CompileError("an amount counted from a target other than the first")
    out = [{k: index(v) for k, v in e.items() if k != "_amount_target"} for e in effects]
    return out, targets


_PAID_MANA = re.compile(r"\{(?![TQ]\})[^}]+\}")
"""A mana symbol in a cost (107.4), any symbol but {T} and {Q} (107.5, 107.6)."""
_TAP_SYMBOL = re.compile(r"\{[TQ]\}")


def _ability_fields(effects: list[dict[str, Any]], text: str) -> dict[str, Any]:
    numbered, targets = _number_targets(effects)
    out: dict[str, Any] = {"effects": numbered, "text": text}
    if targets:
        out["targets"] = targets
    return out


class _Ops(EffectOps, LayoutOps, SpellOps, ManaAbilityOps, TriggerOps, VariantCardOps,
           CommonShapeOps, KeywordOps, EffectShapeOps, TargetWordOps, LinkedExileOps,
           KeywordActionOps, OverloadEachOps, EmblemOps, PlaneswalkerShapeOps, FaceDownOps,
           IfYouDoOps, AnimateOps, Transformer):
    """Grammar rules → vocabulary ops (see :mod:`casualmagic.cards.vocabulary`)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    # -- paragraphs -------------------------------------------------------------------------
    def enters_tapped(self, _: list) -> tuple[str, Any]:  # 614.1c
        return "statics", [{"op": "enters_tapped", "text": self.text}]

    def mana_ability(self, items: list) -> tuple[str, Any]:  # 605.1a
        cost, (add, amount) = items
        ability: dict[str, Any] = {"cost": _cost(cost), "add": add, "text": self.text}
        if _PAID_MANA.search(ability["cost"]) and not _TAP_SYMBOL.search(ability["cost"]):
            raise CompileError("a mana ability that costs mana and doesn't tap (a filter such "
                               "as Prismite's \"{2}: Add one mana of any color\") is neither "
                               "offered at priority nor used by the payment planner yet")
        if amount != 1:
            ability["amount"] = amount
        return "abilities", [ability]

    def activated(self, items: list) -> tuple[str, Any]:  # 602.1
        cost, effects, *restriction = items
        ability = {"cost": _cost(cost), **_ability_fields(_it_is_self(effects), self.text)}
        cost_amounts(ability["cost"], ability["effects"])  # compiler.effects: "sacrificed …"
        if "from your graveyard" in ability["cost"].lower() or any(  # 113.6m: works there
                e.get("do") == "return_from_graveyard" and e.get("what") == "self"
                for e in ability["effects"]):
            ability["zone"] = "graveyard"
        for key in restriction:  # 602.5b
            ability[key] = True
        return "abilities", [ability]

    def only_sorcery(self, _: list) -> str:
        return "sorcery"

    def only_once(self, _: list) -> str:
        return "once_each_turn"

    def triggered(self, items: list) -> tuple[str, Any]:  # 603.1
        event, effects = items
        if isinstance(event, tuple):  # another object's event: "it" would be that object
            event, subject, whose = event
            if any(v is _IT for e in effects for v in e.values()):
                raise CompileError("'it' meaning the object that triggered the ability")
            return "triggers", [{"when": event, "subject": subject, "whose": whose,
                                 **_ability_fields(effects, self.text)}]
        fields = _ability_fields(_it_is_self(effects), self.text)
        events = event if isinstance(event, list) else [event]  # "attacks or blocks"
        return "triggers", [{"when": e, **fields} for e in events]

    def landfall(self, _: list) -> tuple[str, str, str]:
        return "enters", "land you control", "your"

    def another_creature_enters(self, _: list) -> tuple[str, str, str]:
        return "enters", "another creature you control", "your"

    def another_creature_any_enters(self, _: list) -> tuple[str, str, str]:
        return "enters", "another creature", "each"

    def enters_with_counters(self, items: list) -> tuple[str, Any]:  # 614.1c
        amount = "X" if str(items[1] if len(items) > 2 else items[0]) == "X" else items[1]
        kind = str(items[-1])
        return "statics", [{"op": "enters_with_counters", "kind": kind, "amount": amount,
                            "text": self.text}]

    def anthem_pump(self, items: list) -> tuple[str, Any]:  # 613.4c
        power, toughness = _pt(items[1])
        return "statics", [{"op": "pump_all", "filter": _plural_filter(items[0], True),
                            "power": power, "toughness": toughness, "text": self.text}]

    def anthem_grant(self, items: list) -> tuple[str, Any]:  # 613.1f
        return "statics", [{"op": "grant_keywords", "filter": _plural_filter(items[0], True),
                            "keywords": items[1], "text": self.text}]

    def anthem_pump_grant(self, items: list) -> tuple[str, Any]:
        pump = self.anthem_pump(items[:2])[1][0]
        grant = self.anthem_grant([items[0], items[2]])[1][0]
        return "statics", [pump, grant]

    # -- static abilities kept as flags (604.1) ---------------------------------------------
    def cant_block(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Can't block"]

    def cant_attack_or_block(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Can't attack or block"]

    def cant_be_blocked(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Can't be blocked"]

    def attacks_each_combat(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Attacks each combat if able"]

    def blocks_each_combat(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Blocks each combat if able"]

    def block_additional(self, _: list) -> tuple[str, Any]:
        return "keywords", ["Can block an additional creature"]

    def additional_cost(self, items: list) -> tuple[str, Any]:  # 601.2f
        text = str(items[0])
        return "additional_cost", text[0].upper() + text[1:]

    def effects(self, sentences: list) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for i, sentence in enumerate(sentences):
            if sentence[0].get("do") in ("may", "may_pay") and i != len(sentences) - 1:
                raise CompileError("'you may' before further instructions")
            out.extend(sentence)
        that_target(out)  # compiler.effects: "that creature's mana value" needs one target
        # compiler.spells: two sentences that are one instruction; compiler.effects: a count
        return destroyed_this_way(chaos_warp(out))  # of what "destroy all" destroyed

    def start(self, items: list) -> Any:
        return items[0]

    # -- static abilities of Auras and Equipment (301.5, 303.4) -----------------------------
    def attached_pump(self, items: list) -> tuple[str, Any]:
        power, toughness = _pt(items[1])
        return "statics", [{"op": "pump_attached", "power": power, "toughness": toughness}]

    def attached_grant(self, items: list) -> tuple[str, Any]:
        return "statics", [{"op": "grant_attached", "keywords": items[1]}]

    def attached_pump_grant(self, items: list) -> tuple[str, Any]:
        power, toughness = _pt(items[1])
        return "statics", [{"op": "pump_attached", "power": power, "toughness": toughness},
                           {"op": "grant_attached", "keywords": items[2]}]

    def keyword_list(self, items: list) -> list[str]:
        words = [str(w).strip() for w in items]
        words = [w[0].upper() + w[1:] for w in words]
        for w in words:
            if not is_keyword(w):
                raise CompileError(f"{w!r} is not a keyword the engine implements")
        return words

    # -- sentences --------------------------------------------------------------------------
    def _no_it(self, effects: list[dict[str, Any]]) -> None:
        if any(v is _IT for e in effects for v in e.values()):
            raise CompileError("'it' with nothing it refers to")

    def sentence(self, items: list) -> list[dict[str, Any]]:
        return items[0] if isinstance(items[0], list) else [items[0]]

    def may_sentence(self, items: list) -> list[dict[str, Any]]:
        effects = items[0] if isinstance(items[0], list) else [items[0]]
        return [{"do": "may", "prompt": f"{_describe(effects[0])}?"}, *effects]

    # -- trigger events (603.2) -------------------------------------------------------------
    def when_enters(self, _: list) -> str:
        return "enters"

    def when_dies(self, _: list) -> str:
        return "dies"

    def when_attacks(self, _: list) -> str:
        return "attacks"

    def when_blocks(self, _: list) -> str:
        return "blocks"

    def when_attacks_or_blocks(self, _: list) -> list[str]:
        return ["attacks", "blocks"]

    def when_combat_damage_to_player(self, _: list) -> str:
        return "deals_combat_damage_to_player"

    def when_becomes_blocked(self, _: list) -> str:
        return "becomes_blocked"

    def at_upkeep(self, _: list) -> str:
        return "upkeep"

    def at_end_step(self, _: list) -> str:
        return "end_step"

    # -- mana --------------------------------------------------------------------------------
    def mana_fixed(self, items: list) -> tuple[str, int]:
        symbols = re.findall(r"\{([WUBRGC])\}", str(items[0]))
        if len(set(symbols)) != 1:  # several kinds at once: "{W}{U}" (106.1)
            return str(items[0]), 1
        return symbols[0], len(symbols)

    def mana_choice(self, items: list) -> tuple[str, int]:
        return "/".join(str(s)[1] for s in items), 1

    def mana_any(self, _: list) -> tuple[str, int]:
        return "any", 1

    def mana_commander(self, _: list) -> tuple[str, int]:  # 903.4, 106.7
        return "commander", 1

    # -- targets and amounts ----------------------------------------------------------------
    def any_target(self, _: list) -> _Target:  # 115.4
        return _Target("any")

    def target_phrase(self, items: list) -> _Target:
        return _Target(_check_target(str(items[0]).strip()))

    def self_ref(self, _: list) -> str:
        return "self"

    def it_ref(self, _: list) -> object:
        return _IT

    def target_player(self, _: list) -> _Target:
        return _Target("player")

    def target_opponent(self, _: list) -> _Target:
        return _Target("opponent")

    def amount(self, items: list) -> int:
        return _amount(items[0])

    # -- effects (701, and the ops of casualmagic.effects) ---------------------------
    def draw(self, items: list) -> dict[str, Any]:
        return {"do": "draw", "amount": items[0]}

    def draw_target(self, items: list) -> dict[str, Any]:
        return {"do": "draw", "who": items[0], "amount": items[1]}

    def draw_and_lose(self, items: list) -> list[dict[str, Any]]:
        who, cards, life = items
        return [{"do": "draw", "who": who, "amount": cards},
                {"do": "lose_life", "who": who, "amount": life}]

    def draw_and_lose_you(self, items: list) -> list[dict[str, Any]]:
        cards, life = items
        return [{"do": "draw", "amount": cards}, {"do": "lose_life", "amount": life}]

    def target_gains(self, items: list) -> dict[str, Any]:
        return {"do": "gain_life", "who": items[0], "amount": items[1]}

    def grant(self, items: list) -> dict[str, Any]:
        return {"do": "pump", "what": items[0], "power": 0, "toughness": 0,
                "keywords": items[1]}

    def pump_grant(self, items: list) -> dict[str, Any]:
        power, toughness = _pt(items[1])
        return {"do": "pump", "what": items[0], "power": power, "toughness": toughness,
                "keywords": items[2]}

    def pump_all(self, items: list) -> dict[str, Any]:
        power, toughness = _pt(items[1])
        return {"do": "pump_all", "filter": _plural_filter(items[0]), "power": power,
                "toughness": toughness}

    def pump_all_grant(self, items: list) -> dict[str, Any]:
        return {**self.pump_all(items[:2]), "keywords": items[2]}

    def grant_all(self, items: list) -> dict[str, Any]:
        return {"do": "pump_all", "filter": _plural_filter(items[0]), "keywords": items[1]}

    def prevent(self, items: list) -> dict[str, Any]:  # 615.7
        return {"do": "prevent_damage", "amount": items[0], "to": items[1]}

    def attach(self, items: list) -> dict[str, Any]:  # 701.3a
        return {"do": "attach", "to": items[1]}

    def loot(self, items: list) -> list[dict[str, Any]]:
        return [{"do": "draw", "amount": items[0]}, {"do": "discard", "amount": items[1]}]

    def damage(self, items: list) -> dict[str, Any]:
        return {"do": "damage", "amount": items[1], "to": items[2]}

    def it_damage(self, items: list) -> dict[str, Any]:
        return {"do": "damage", "amount": items[0], "to": items[1], "_it": _IT}  # it: the source

    def explore(self, items: list) -> dict[str, Any]:  # 701.40
        return {"do": "explore", "what": "self" if items and str(items[0]) != "it" else _IT}

    def regenerate(self, items: list) -> dict[str, Any]:  # 701.15a
        return {"do": "regenerate", "what": items[0]}

    def investigate(self, _: list) -> dict[str, Any]:  # 701.16, 111.10f
        return {"do": "create_predefined_token", "kind": "Clue"}

    def create_predefined(self, items: list) -> dict[str, Any]:  # 111.10
        out = {"do": "create_predefined_token", "kind": str(items[1])}
        if items[0] != 1:
            out["amount"] = items[0]
        return out

    def damage_each(self, items: list) -> dict[str, Any]:
        players = {"opponent": "each opponent", "player": "each player"}.get(str(items[2]))
        if players:  # 120.3: damage to players, not to the permanents a filter reads
            out = {"do": "damage_each_opponent", "amount": items[1]}
            return {**out, "who": players} if players != "each opponent" else out
        group = str(items[2])  # "each other creature with flying": not the source (109.4)
        group = f"another {group[len('other '):]}" if group.lower().startswith("other ") else group
        return {"do": "damage_each", "amount": items[1],
                "filter": _check_target(_singular(group))}

    def destroy(self, items: list) -> dict[str, Any]:
        return {"do": "destroy", "what": items[0]}

    def destroy_all(self, items: list) -> dict[str, Any]:
        group = mass_group(str(items[0]).strip())  # "… target player controls" (109.4)
        return {"do": "destroy_all", **group, "filter": _check_target(group["filter"])}

    def exile(self, items: list) -> dict[str, Any]:
        return {"do": "exile", "what": items[0]}

    def bounce(self, items: list) -> dict[str, Any]:
        return {"do": "bounce", "what": items[0]}

    def counter_spell(self, items: list) -> dict[str, Any]:
        return {"do": "counter_spell", "what": items[0]}

    def gain_life(self, items: list) -> dict[str, Any]:
        return {"do": "gain_life", "amount": items[0]}

    def lose_life(self, items: list) -> dict[str, Any]:
        return {"do": "lose_life", "amount": items[0]}

    def each_opponent_loses(self, items: list) -> dict[str, Any]:
        return {"do": "lose_life", "who": "each opponent", "amount": items[0]}

    def target_loses(self, items: list) -> dict[str, Any]:
        return {"do": "lose_life", "who": items[0], "amount": items[1]}

    def tap(self, items: list) -> dict[str, Any]:
        return {"do": "tap", "what": items[0]}

    def untap(self, items: list) -> dict[str, Any]:
        return {"do": "untap", "what": items[0]}

    def pump(self, items: list) -> dict[str, Any]:
        power, toughness = _pt(items[1])
        return {"do": "pump", "what": items[0], "power": power, "toughness": toughness}

    def scry(self, items: list) -> dict[str, Any]:
        return {"do": "scry", "amount": items[0]}

    def surveil(self, items: list) -> dict[str, Any]:
        return {"do": "surveil", "amount": items[0]}

    def mill(self, items: list) -> dict[str, Any]:
        return {"do": "mill", "amount": items[0]}

    def mill_target(self, items: list) -> dict[str, Any]:
        return {"do": "mill", "who": items[0], "amount": items[1]}

    def counters(self, items: list) -> dict[str, Any]:
        amount, kind, what = items
        return {"do": "add_counters", "what": what, "kind": str(kind), "amount": amount}

    def create_token(self, items: list) -> dict[str, Any]:  # 111.1, 111.4
        amount, body = items
        out = {"do": "create_token", **body}
        if amount != 1:
            out["amount"] = amount
        return out

    def token_body(self, items: list) -> dict[str, Any]:
        power, toughness = _pt(str(items[0]))
        rest = [str(i) for i in items[1:] if not isinstance(i, list)]
        keywords = next((i for i in items[1:] if isinstance(i, list)), None)
        colors = ""
        if len(rest) == 2:
            colors = "".join(COLOR_LETTERS.get(w.lower(), "") for w in rest[0].split())
        subtypes = rest[-1]
        out: dict[str, Any] = {"name": subtypes, "types": f"Creature — {subtypes}",
                               "colors": colors, "power": power, "toughness": toughness}
        if keywords:
            out["keywords"] = keywords
        return out


def _pt(text: Any) -> tuple[int, int]:
    power, toughness = str(text).split("/")
    return int(power), int(toughness)


def _cost(token: Any) -> str:
    """An oracle cost in the definition files' spelling (602.1a, 118)."""
    text = " ".join(str(token).split())
    return _SELF_COST.sub("Sacrifice this", text)


def _singular(phrase: str) -> str:
    """``"creatures you control"`` → ``"creature you control"`` for a filter (every plural
    word, compiler.effects.group_filter)."""
    return group_filter(phrase)


def _describe(effect: dict[str, Any]) -> str:
    """A short prompt for an optional effect ("you may …", 609.3)."""
    words = effect["do"].replace("_", " ").replace("predefined ", "")  # a token of tokens.toml
    return words.capitalize()
