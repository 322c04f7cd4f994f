"""Static abilities, activation restrictions and cost changes the grammar doesn't read,
read compositionally in Python (a subject, what it gets / has / can't do, a condition): a
pre-match on fixed sentence shapes costs no Earley items (see :func:`static_line`).

* restrictions after an activated ability (602.5b): "Activate only during your turn",
  "Activate only if you control an artifact", "… only if you created a token this turn",
  "… only once each turn", "… only as a sorcery";
* static abilities of the object itself (604.1): "can block only creatures with flying",
  "can't be blocked by more than one creature", "can't be blocked by creatures with power 2
  or less", "can't attack unless defending player controls an Island", "doesn't untap
  during your untap step";
* conditional statics (611.3a): "During your turn, this creature has first strike",
  "This creature gets +2/+2 as long as seven or more cards are in your graveyard", "As long
  as you control an artifact, creatures you control have flying";
* characteristic-defining abilities (604.3, layer 7a): "~'s power and toughness are each
  equal to the number of cards in your hand";
* group statics whose subject the grammar's anthem can't read (613.1f, 613.4c): "All Sliver
  creatures get +1/+1", "Non-Human creatures you control get +1/+1", "Creatures you control
  with flying get +1/+1";
* Auras and Equipment (303.4, 301.5): "Enchanted creature can't attack or block", "…doesn't
  untap during its controller's untap step", "You control enchanted creature" (layer 2);
* cost changes (601.2f, 118.7): "Creature spells you cast cost {1} less to cast",
  "Noncreature spells cost {1} more to cast";
* "This land enters tapped with two charge counters on it" (614.1c).

The conditions are those :mod:`casualmagic.engine.static_conditions` reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from casualmagic.cards.vocabulary import (
    BLOCKED_BY_FLAG,
    CANT_ACTIVATE,
    CANT_ATTACK_ALONE,
    CANT_ATTACK_OR_BLOCK_ALONE,
    CANT_BLOCK_ALONE,
    TURN_HISTORY_CONDITIONS,
    TYPE_WORDS,
    VocabularyError,
    is_keyword,
    parse_filter,
)
from casualmagic.rules.text import creature_types

_SELF = r"(?:~|[Tt]his (?:creature|land|artifact|enchantment|permanent|vehicle))"
_PT = r"([+-]\d+)/([+-]\d+)"
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                 "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                         "Cave", "Town", "Sphere", "Locus", "Lair", "Mine", "Tower"})
_OTHER_SUBTYPES = frozenset({"Aura", "Equipment", "Vehicle", "Saga", "Treasure", "Food", "Clue",
                             "Shrine", "Curse", "Class", "Role", "Blood", "Map"})

FLAG_PHRASES = {
    "can't block": "Can't block", "can't attack": "Can't attack",
    "can't attack or block": "Can't attack or block",
    "can't be blocked": "Can't be blocked",
    "doesn't untap during its controller's untap step":
        "Doesn't untap during its controller's untap step",
    "doesn't untap during your untap step": "Doesn't untap during its controller's untap step",
    "can block only creatures with flying": "Can block only creatures with flying",
    "can't be blocked by more than one creature": "Can't be blocked by more than one creature",
    "attacks each combat if able": "Attacks each combat if able",
    "blocks each combat if able": "Blocks each combat if able",
    "its activated abilities can't be activated": CANT_ACTIVATE,
    # common shapes III (compiler/combat_restrictions.py, engine.combat_alone): 506.5
    "can't attack alone": CANT_ATTACK_ALONE, "can't block alone": CANT_BLOCK_ALONE,
    "can't attack or block alone": CANT_ATTACK_OR_BLOCK_ALONE,
}
"""What an object "can't" or "doesn't" do, read as the ability flags of the vocabulary."""

_POWER_FLAG = re.compile(r"^can't be blocked by creatures with power (\d+) or (less|greater)$")
_ISLAND_FLAG = re.compile(r"^can't attack unless defending player controls an? "
                          r"(Plains|Island|Swamp|Mountain|Forest)$")


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


# -- words ------------------------------------------------------------------------------------

def _number(word: str) -> int:
    w = word.lower()
    if w.isdigit():
        return int(w)
    if w not in _NUMBER_WORDS:
        raise _error(f"{word!r} is not a number")
    return _NUMBER_WORDS[w]


def flag(phrase: str) -> str | None:
    """``"can't block"`` → ``"Can't block"``: an ability flag the vocabulary knows, or None."""
    p = phrase.strip()
    if p in FLAG_PHRASES:
        return FLAG_PHRASES[p]
    m = _POWER_FLAG.match(p)
    if m:
        return f"Can't be blocked by creatures with power {m.group(1)} or {m.group(2)}"
    if BLOCKED_BY_FLAG.match(p[0].upper() + p[1:]):
        return p[0].upper() + p[1:]
    m = _ISLAND_FLAG.match(p)
    if m:
        article = "an" if m.group(1)[0] in "AEIOU" else "a"
        return f"Can't attack unless defending player controls {article} {m.group(1)}"
    return None


def keywords(text: str) -> list[str]:
    """``"flying and first strike"`` / ``"flying, vigilance, and trample"`` → keywords the
    engine implements (702), or CompileError."""
    parts = [p.strip() for p in re.split(r",? and |, ", text) if p.strip()]
    out = []
    for p in parts:
        word = flag(p) or p[0].upper() + p[1:]
        if not is_keyword(word):
            raise _error(f"{p!r} is not a keyword the engine implements")
        out.append(word)
    return out


def _subtype_ok(word: str) -> bool:
    return word in creature_types() or word in _LAND_TYPES or word in _OTHER_SUBTYPES


_ADJECTIVES = frozenset({"legendary", "nontoken", "token", "white", "blue", "black", "red",
                         "green", "colorless", "multicolored", "equipped", "untapped", "tapped",
                         "attacking", "blocking", "enchanted"})
"""Words of a subject that are no subtype, though capitalised at the start of a sentence."""


def layer_filter(subject: str) -> str:
    """A plural subject of a static ability → the filter phrase the engine's layer filter
    reads (``engine.statics.parse_layer_filter``): ``"All Sliver creatures"`` → ``"Sliver
    creature"``, ``"Non-Human creatures you control"`` → ``"non-Human creature you control"``,
    ``"Creatures you control with flying"`` → ``"creature with flying you control"``.
    CompileError for words it can't read (205.3 subtypes, 109.2 filters)."""
    power = re.search(r" with power (\d+) or (greater|less)", subject)
    if power:  # read by the layer filter itself (208.1: its power now)
        subject = subject[:power.start()] + subject[power.end():]
    words = subject.strip().split()
    if words and words[0].lower() == "all":
        words = words[1:]
    other = bool(words) and words[0].lower() == "other"
    if other:
        words = words[1:]
    text = " ".join(words)
    control = ""
    for suffix in (" you control", " your opponents control"):
        if suffix in text:
            head, _, tail = text.partition(suffix)
            text, control = f"{head} {tail}".strip(), suffix.strip()
    out: list[str] = []
    base: list[str] = []
    for w in text.split():
        low = w.lower()
        if low.startswith("non-") and w[4:5].isupper():
            if not _subtype_ok(w[4:]):
                raise _error(f"{w[4:]!r} is not a subtype")
            out.append(f"non-{w[4:]}")
        elif w[:1].isupper() and low.rstrip("s") not in TYPE_WORDS and low not in TYPE_WORDS \
                and low not in _ADJECTIVES:
            single = _singular_subtype(w)
            out.append(single)
        elif low.endswith("s") and low[:-1] in TYPE_WORDS:
            out.append(low[:-1])
            base.append(low[:-1])
        else:
            out.append(low)
            base.append(low)
    phrase = " ".join([*out, control]).strip()
    try:
        parse_filter(" ".join([*base, control]).strip() or "permanent")
    except VocabularyError as e:
        raise _error(str(e)) from None
    if not out:
        raise _error("a subject with no filter words")
    if power:
        head, sep, tail = phrase.partition(f" {control}") if control else (phrase, "", "")
        phrase = f"{head} with power {power.group(1)} or {power.group(2)}{sep}{tail}"
    return f"other {phrase}" if other else phrase


def _singular_subtype(word: str) -> str:
    for candidate in (word, word[:-1], word[:-3] + "f", word[:-3] + "y", word[:-2]):
        if _subtype_ok(candidate):
            return candidate
    raise _error(f"{word!r} is not a subtype")


def condition(text: str) -> str:
    """An oracle condition → the one :mod:`casualmagic.engine.static_conditions` reads
    ("there are seven or more cards in your graveyard" → "seven or more cards are in your
    graveyard"), or CompileError."""
    c = text.strip().rstrip(".")
    c = c.replace("you are the monarch", "you're the monarch")
    m = re.match(r"^there are (\w+) or more cards in your graveyard$", c)
    if m:
        c = f"{m.group(1)} or more cards are in your graveyard"
    c = re.sub(r"^(?:this creature|~) is ", "it's ", c)
    if c in ("it's your turn", "it's not your turn", "you created a token this turn",
             "you're the monarch", "you have no cards in hand", "you have the city's blessing",
             "it's attacking", "it's blocking", "it's tapped", "it's untapped",
             "you control your commander"):  # lieutenant (903.3)
        return c
    m = re.match(r"^it has an? ([a-z]+|[+-]1/[+-]1) counter on it$", c)
    if m:
        return c
    m = re.match(r"^an opponent controls (?:a|an) (.+)$", c)
    if m:
        layer_filter(m.group(1))
        return c
    m = re.match(r"^(\w+) or more cards are in your graveyard$", c)
    if m:
        _number(m.group(1))
        return c
    m = re.match(r"^there are (\w+) or more card types among cards in your graveyard$", c)
    if m:  # delirium (207.2c; engine.static_conditions, common shapes III)
        _number(m.group(1))
        return c
    m = re.match(r"^you have (\d+) or (less|more) life$", c)
    if m:
        return c
    m = re.match(r"^you control (?:(a|an|another|no)|(\w+) or more) (.+)$", c)
    if m:
        if m.group(2):
            _number(m.group(2))
        layer_filter(m.group(3))  # the words must read as a filter
        return c
    raise _error(f"the condition {text!r} is not compiled yet")


# -- what a subject gets or has -----------------------------------------------------------------

def _grants(rest: str, target: dict[str, Any]) -> list[dict[str, Any]]:
    """``"gets +1/+1 and has flying"`` → ``pump_all`` / ``grant_keywords`` statics with the
    subject's ``target`` arguments (``filter``; for an Aura or Equipment the attached forms)."""
    m = re.match(rf"^gets? {_PT}(?:,? and (?:has|have) (.+))?$", rest) \
        or re.match(r"^(?:has|have) ()()(.+)$", rest)
    out: list[dict[str, Any]] = []
    attached = target.get("attached", False)
    if m is None:
        f = flag(rest)
        if f is None:
            raise _error(f"{rest!r} is not compiled yet")
        kws = [f]
        power = toughness = None
    else:
        power = int(m.group(1)) if m.group(1) else None
        toughness = int(m.group(2)) if m.group(2) else None
        kws = keywords(m.group(3)) if m.group(3) else []
    extra = {k: v for k, v in target.items() if k != "attached"}
    if power is not None:
        op = "pump_attached" if attached else "pump_all"
        out.append({"op": op, **extra, "power": power, "toughness": toughness})
    if kws:
        op = "grant_attached" if attached else "grant_keywords"
        out.append({"op": op, **extra, "keywords": kws})
    return out


def _subject(text: str) -> dict[str, Any]:
    """The object(s) a static ability is about: ``~`` itself, or a plural group."""
    if re.fullmatch(_SELF, text):
        return {"filter": "self"}
    return {"filter": layer_filter(text)}


_STATIC_VERB = r"(gets? [+-]\d+/[+-]\d+.*|(?:has|have) .+|can't .+|doesn't .+)"


def _static_sentence(para: str, text: str) -> list[dict[str, Any]] | None:
    """Conditional and group statics: "[During your turn, | As long as C,] SUBJECT VERB
    [as long as C]."  None if the shape doesn't fit."""
    cond = ""
    body = para.rstrip(".")
    m = re.match(r"^During your turn, (.+)$", body)
    if m:
        cond, body = "it's your turn", m.group(1)
    else:
        m = re.match(r"^As long as (.+?), (.+)$", body)
        if m:
            cond, body = condition(m.group(1)), m.group(2)
        else:
            m = re.match(r"^(.+?) as long as (.+)$", body)
            if m:
                body, cond = m.group(1), condition(m.group(2))
    m = re.match(rf"^(.+?) {_STATIC_VERB}$", body)
    if m is None:
        return None
    subject, rest = m.group(1), m.group(2)
    try:
        _subject(subject)
    except ValueError:  # not a subject this module reads: the grammar's reason stands
        if not cond:
            return None
        raise
    if rest.startswith(("can't", "doesn't")) and flag(rest) is None and not cond:
        return None  # a restriction this module doesn't read: the grammar's reason stands
    statics = _parts(rest, _subject(subject))
    if cond:
        statics = [{**s, "if": cond} for s in statics]
    statics[-1]["text"] = text
    return statics


# -- restrictions of activated abilities (602.5b) ---------------------------------------------

_RESTRICTION = re.compile(r"^(.+?\.) Activate only (during your turn|if (.+?)|once each turn"
                          r"|as a sorcery)( and only once each turn)?\.$")


def _restricted(para: str, compile_one: Callable[[str], tuple[str, Any]]) -> tuple[str, Any] | None:
    m = _RESTRICTION.match(para)
    if m is None:
        return None
    kind, value = compile_one(m.group(1))
    if kind != "abilities" or len(value) != 1 or "add" in value[0] or "if" in value[0]:
        raise _error("a restriction on this kind of ability is not compiled yet")
    ability = {**value[0], "text": para}
    how = m.group(2)
    if how == "during your turn":
        ability["if"] = "it's your turn"
    elif how == "once each turn":
        ability["once_each_turn"] = True
    elif how == "as a sorcery":
        ability["sorcery"] = True
    elif m.group(3).strip().rstrip(".") in TURN_HISTORY_CONDITIONS:  # common shapes II
        ability["if"] = m.group(3).strip().rstrip(".")  # (engine.turn_history)
    else:
        ability["if"] = condition(m.group(3))
    if m.group(4):  # "… and only once each turn" (602.5b)
        ability["once_each_turn"] = True
    return "abilities", [ability]


# -- cost changes (601.2f) --------------------------------------------------------------------

_COSTS = re.compile(r"^(.*?)spells (you cast |your opponents cast )?cost \{(\d+)\} (less|more) "
                    r"to cast\.$")


def _cost_change(para: str) -> tuple[str, Any] | None:
    m = _COSTS.match(para)
    if m is None:
        return None
    what = m.group(1).strip().lower().replace(" and ", " or ") or "card"
    try:
        parse_filter(what)
    except VocabularyError as e:
        raise _error(str(e)) from None
    who = {"you cast ": "you", "your opponents cast ": "opponent"}.get(m.group(2) or "", "each")
    op = "spells_cost_less" if m.group(4) == "less" else "spells_cost_more"
    if op == "spells_cost_less" and who == "opponent":
        raise _error("a reduction for opponents' spells is not compiled yet")
    static: dict[str, Any] = {"op": op, "filter": what, "amount": int(m.group(3))}
    if who != "each":
        static["who"] = who
    return "statics", [{**static, "text": para}]


# -- the paragraph ----------------------------------------------------------------------------

_ENTERS_COUNTERS = re.compile(rf"^{_SELF} enters tapped with (\w+) ([a-z]+) counters? on it\.$")
_CDA = re.compile(rf"^{_SELF}'s power (and toughness are each|is) equal to (.+)\.$")
_ATTACHED = re.compile(r"^(Enchanted|Equipped) (creature|permanent|artifact|land) (.+)\.$")
_CONTROL = re.compile(r"^You control enchanted (creature|permanent|artifact|land)\.$")
_SELF_FLAG = re.compile(rf"^{_SELF} (.+)\.$")
_PREVENT = re.compile(rf"^Prevent all (combat )?damage that would be dealt (to and dealt by|to|by) "
                      rf"{_SELF}\.$")
_ATTACK_TAX = re.compile(r"^Creatures can't attack you( or planeswalkers you control)? unless "
                         r"their controller pays \{(\d+)\} for each (creature they control "
                         r"that's attacking you|of those creatures)\.$")


def static_line(para: str, compile_one: Callable[[str], tuple[str, Any]]
                ) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph of this module's shapes, None for any other (the
    caller then gives its own reason); CompileError for one recognised but not compilable."""
    restricted = _restricted(para, compile_one)
    if restricted is not None:
        return restricted
    m = _ENTERS_COUNTERS.match(para)
    if m:  # 614.1c: both replacement effects of the land itself
        return "statics", [{"op": "enters_tapped"},
                           {"op": "enters_with_counters", "kind": m.group(2),
                            "amount": _number(m.group(1)), "text": para}]
    m = _PREVENT.match(para)
    if m:  # 615.1a: prevention effects of the creature itself
        combat = {"combat_only": True} if m.group(1) else {}
        parts = {"to and dealt by": [{"to": "self"}, {"source_filter": "self"}],
                 "to": [{"to": "self"}], "by": [{"source_filter": "self"}]}[m.group(2)]
        statics = [{"op": "prevent_damage", **part, **combat} for part in parts]
        statics[-1]["text"] = para
        return "statics", statics
    m = _ATTACK_TAX.match(para)
    if m:  # 508.1d, 508.1h: a cost to attack (engine.attack_costs)
        tax: dict[str, Any] = {"op": "attack_tax", "amount": int(m.group(2))}
        if m.group(1):
            tax["planeswalkers"] = True
        return "statics", [{**tax, "text": para}]
    if _CONTROL.match(para):  # 613.1b: layer 2
        return "statics", [{"op": "control_attached", "text": para}]
    m = _CDA.match(para)
    if m:
        spec = _count_spec(m.group(2))
        both = m.group(1).startswith("and")
        return "statics", [{"op": "cda_pt", "power": spec,
                            **({"toughness": spec} if both else {}), "text": para}]
    m = _ATTACHED.match(para)
    if m:
        return "statics", _attached(m.group(3), para)
    cost = _cost_change(para)
    if cost is not None:
        return cost
    m = _SELF_FLAG.match(para)
    if m and not para.startswith(("As long as", "During your turn")):
        f = flag(m.group(1))
        if f is not None:
            return "keywords", [f]
    statics = _static_sentence(para, para)
    if statics is not None:
        return "statics", statics
    return None


_VERBS = r"(?=gets? |has |have |can't |doesn't |its activated |is goaded|attacks |blocks |loses? )"
_PART = re.compile(rf",? and {_VERBS}|, {_VERBS}")
_FOR_EACH = re.compile(r"^gets? \+(1|0)/\+(1|0) for each (.+)$")


def _parts(rest: str, target: dict[str, Any]) -> list[dict[str, Any]]:
    """What a static ability gives its subject, part by part (613.1f, 613.4c): "gets +1/+1",
    "gets +1/+0 for each artifact you control", "has vigilance", "can't block" and the other
    flags; for an Aura or Equipment (303.4, 301.5; ``target`` {"attached": True}) also "can't
    attack you or planeswalkers you control" (508.1c: its controller and their
    planeswalkers) and "is goaded" (701.38b)."""
    attached = bool(target.get("attached"))
    where = {k: v for k, v in target.items() if k != "attached"}
    statics: list[dict[str, Any]] = []
    flags: list[str] = []
    for part in _PART.split(rest):
        f = flag(part)
        each = _FOR_EACH.match(part)
        if f is not None:
            flags.append(f)
        elif attached and part == "can't attack you or planeswalkers you control":
            statics.append({"op": "attached_cant_attack_controller"})
        elif attached and part == "is goaded":
            statics.append({"op": "goad_attached"})
        elif part in ("loses all abilities", "lose all abilities"):  # 613.1f: layer 6
            statics.append({"op": "lose_abilities", **(where or {"filter": "attached"})})
        elif each:  # 7c: "+1/+0 for each …", counted now (611.3a)
            spec = _each_spec(each.group(3))
            statics.append({"op": "pump_attached" if attached else "pump_all", **where,
                            "power": spec if each.group(1) == "1" else 0,
                            "toughness": spec if each.group(2) == "1" else 0})
        else:
            statics.extend(_grants(part, target))
    # "loses all abilities and doesn't untap …": the loss first, so what the same ability
    # gives isn't lost with it (one ability's parts, 613.1f)
    statics.sort(key=lambda st: st["op"] != "lose_abilities")
    if flags:
        op = "grant_attached" if attached else "grant_keywords"
        grant = next((s for s in statics if s["op"] == op), None)
        if grant is None:
            statics.append({"op": op, **where, "keywords": flags})
        else:
            grant["keywords"] = [*grant["keywords"], *flags]
    return statics


def _attached(rest: str, text: str) -> list[dict[str, Any]]:
    """What an Aura or Equipment gives the creature it's attached to (303.4, 301.5)."""
    statics = _parts(rest, {"attached": True})
    statics[-1]["text"] = text
    return statics


def _each_spec(text: str) -> str:
    """"artifact you control" / "card in your hand" → an amount of
    ``engine.continuous.layer_amount`` (one for each)."""
    t = text.strip()
    if t == "card in your hand":
        return "cards in your hand"
    if t.startswith(("other ", "another ")) or not t.endswith(" you control"):
        raise _error(f"'for each {text}' is not compiled yet")
    return layer_filter(t)


def _count_spec(text: str) -> str:
    """"the number of cards in your hand" → "cards in your hand" (an amount of
    ``engine.continuous.layer_amount``)."""
    t = text.strip()
    fixed = {"the number of cards in your hand": "cards in your hand",
             "the number of cards in all graveyards": "cards in all graveyards",
             "your life total": "your life total"}
    if t in fixed:
        return fixed[t]
    m = re.match(r"^the number of (.+?)( you control| on the battlefield)$", t)
    if m is None:
        raise _error(f"the amount {text!r} is not compiled yet")
    phrase = layer_filter(m.group(1) + (" you control" if m.group(2) == " you control" else ""))
    return phrase
