"""Triggered abilities read compositionally (CR 603.1): "When/Whenever [subject] [event]" or
"At the beginning of [step]", an optional intervening "if" clause (603.4), then the effect.

The trigger head is read here in Python, not by the grammar: a subject phrase (this object,
"another creature you control", "a nontoken Goblin an opponent controls", "enchanted
creature", "you", "an opponent", "one or more creatures you control", ...) followed by an
event ("enters", "dies", "attacks", "casts a noncreature spell", "gains life", ...), each
from a small table, so that every subject goes with every event the engine carries out for
it.  The effect after the comma is read by the grammar (``build``) as any effect is, with
"it" / "that creature" / "that spell" meaning the object the event was about and "that
player" the player it was about (603.7c, 608.2h) where the event names one.

A head this module does not know is left to the grammar's ``trigger_head`` rules (returns
None), so nothing is lost when it can't read a head.  :class:`TriggerOps` holds the grammar
methods of the "-- triggers" section of ``oracle.lark``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from casualmagic.cards.vocabulary import (
    ATTACHED_SUBJECTS,
    TURN_HISTORY_CONDITIONS,
    VocabularyError,
    parse_filter,
)
from casualmagic.rules.text import creature_types, lookup

SELF_WORDS = (r"(?:~|this (?:creature|land|artifact|enchantment|equipment|aura|vehicle|"
              r"permanent|siege|spacecraft|case|class|saga))")
"""How a card names itself in a trigger head (201.5)."""

_A = r"(?:a|an)"


@dataclass(frozen=True)
class Head:
    """A trigger head read: the ``when`` events (two for "enters or attacks"), the
    ``subject`` filter or None (the object itself), ``whose`` for player and step events,
    what "it" in the effect means (``refers``: ``"self"`` — the object itself, as in a step's
    or a player event's ability —, ``"object"`` — the subject as it is now —, ``"pair"`` — the
    object itself, "that creature" being the other creature of a block —, or None: an
    object that left the battlefield), and whether
    "that player" means the player the event was about (``player``)."""

    events: tuple[str, ...]
    subject: str | None = None
    whose: str | None = None
    refers: str | None = None
    player: bool = False


# -- object events: what happens to the subject (603.2, 603.6, 603.10) -----------------------
_OBJECT_EVENTS: dict[str, tuple[str, ...]] = {
    "enters": ("enters",),
    "enters the battlefield": ("enters",),
    "dies": ("dies",),
    "leaves the battlefield": ("leaves",),
    "attacks": ("attacks",),
    "blocks": ("blocks",),
    "attacks or blocks": ("attacks", "blocks"),
    "enters or attacks": ("enters", "attacks"),
    "enters or dies": ("enters", "dies"),
    "enters or leaves the battlefield": ("enters", "leaves"),
    "becomes blocked": ("becomes_blocked",),
    "deals combat damage to a player": ("deals_combat_damage_to_player",),
    "deals combat damage to you": ("deals_combat_damage_to_you",),  # 510.2: the watcher's
    "is dealt damage": ("dealt_damage",),
    "becomes the target of a spell or ability": ("becomes_target",),
    "is put into a graveyard from the battlefield": ("put_into_graveyard_from_battlefield",),
    "deals damage": ("deals_damage",),  # 120.3: of the object itself or the one attached to
    "blocks or becomes blocked": ("blocks", "becomes_blocked"),  # 509.3a, 509.3c
    "is turned face up": ("turned_face_up",),  # 702.37e, 708.8 (mechanics.morph)
    # precon shapes: the Wellsprings
    "enters or is put into a graveyard from the battlefield": (
        "enters", "put_into_graveyard_from_battlefield"),
}
"""Event words after an object subject → the engine's trigger events."""

_WATCHED = frozenset({"enters", "dies", "leaves", "attacks", "deals_combat_damage_to_player",
                      "deals_combat_damage_to_you",
                      "dealt_damage", "blocks", "put_into_graveyard_from_battlefield",
                      "turned_face_up"})  # 708.8 (mechanics.manifest.turn_face_up)
"""Events the engine also watches on other objects (engine.triggers.observe_event); the rest
("becomes blocked") only on the object itself."""

_GONE = frozenset({"dies", "leaves", "put_into_graveyard_from_battlefield"})
"""Events after which the object is no longer on the battlefield: "it" can't be acted on."""

_PLAYER_OBJECT_EVENTS = frozenset({"deals_combat_damage_to_player"})
"""Object events of the object itself that also name a player ("that player", 510.2)."""


# -- player events ----------------------------------------------------------------------------
_PLAYERS = {"you": "you", "an opponent": "opponent", "a player": "each"}
_PLAYER_EVENTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^(you|an opponent|a player) (?:gain|gains) life$"), "gain_life"),
    (re.compile(r"^(you|an opponent|a player) (?:draw|draws) a card$"), "draw"),
    (re.compile(r"^(you|an opponent|a player) (?:draw|draws) (?:your|their) second card "
                r"each turn$"), "second_draw_each_turn"),
    (re.compile(r"^(you) attack$"), "you_attack"),
    (re.compile(r"^(you) cycle (?:this card|~)$"), "cycled"),  # 702.29c
    (re.compile(r"^(you|an opponent|a player) (?:discard|discards) a card$"), "discard"),
    (re.compile(r"^(you) cycle or discard a card$"), "discard"),  # 702.29d: once
    (re.compile(r"^(you|an opponent|a player) (?:lose|loses) life$"), "lose_life"),
]
_SECOND_SPELL = re.compile(r"^(you|an opponent|a player) (?:cast|casts) (?:your|their) second "
                           r"spell each turn$")
"""Player event heads → the trigger event; the player phrase gives ``whose``."""

_CAST = re.compile(r"^(you|an opponent|a player) (?:cast|casts) (?:a|an) (.+?)$")
_BLOCK_PAIR = re.compile(r"^(" + SELF_WORDS + r") (blocks or becomes blocked by|blocks|"
                         r"becomes blocked by) (?:a|an) ((?:[a-z-]+ )*?creature(?: with [a-z ]+)?)$",
                         re.IGNORECASE)
_TARGETS_SELF = re.compile(r"^you cast a spell that targets " + SELF_WORDS + "$")
_BATCH_DAMAGE = re.compile(r"^one or more (.*?)creatures you control deal combat damage to a "
                           r"player$")

# -- steps (503.1, 504.1, 505.1a, 507.1, 513.1) -------------------------------------------
_STEPS: dict[str, tuple[str, str]] = {
    "upkeep": ("upkeep", "upkeep"),
    "end step": ("end_step", "end step"),
    "draw step": ("draw_step", "draw step"),
    "precombat main phase": ("precombat_main", "precombat main phase"),
    "first main phase": ("precombat_main", "first main phase"),
    "postcombat main phase": ("postcombat_main", "postcombat main phase"),
    "second main phase": ("postcombat_main", "second main phase"),
}
_STEP_WHOSE = {"your": "your", "each": "each", "each player's": "each", "the": "each",
               "each opponent's": "opponent", "each of your": "your"}
_STEP = re.compile(r"^at the beginning of (your|each|each player's|the|each opponent's|"
                   r"each of your) (upkeep|end step|draw step|precombat main phase|"
                   r"first main phase|postcombat main phases?|second main phase)$")
_COMBAT = re.compile(r"^at the beginning of (?:combat on your turn|each combat)$")


@cache
def subtypes() -> frozenset[str]:
    """Every subtype CR 205.3g-205.3m lists: artifact, enchantment, land, planeswalker,
    spell and creature types."""
    out = set(creature_types())
    for number in ("205.3g", "205.3h", "205.3i", "205.3j", "205.3k"):
        text = re.sub(r"\s*\(see rules? [^)]*\)", "", lookup(number).text)
        listed = text.split(" types are ", 1)[1].split(".")[0]
        for word in listed.replace(" and ", ", ").split(","):
            word = word.strip()
            if word:
                out.add(word)
    return frozenset(out)


_CONTROL_WITH = re.compile(r"(.+?) (you control|an opponent controls) with ([a-z]+(?: [a-z]+)?)")


def _subject_filter(phrase: str) -> str | None:
    """``"nontoken creature you control"`` as a filter the engine reads (109.2), or None:
    every capitalised word must be a subtype (205.3), as the filter reads any as one."""
    phrase = phrase.strip()
    if not phrase or phrase.startswith(("another ", "other ")):
        return None
    kw = _CONTROL_WITH.fullmatch(phrase)  # "a creature you control with flying enters"
    if kw:
        phrase = f"{kw.group(1)} with {kw.group(3)} {kw.group(2)}"
    if any(w[0].isupper() and w not in subtypes() for w in re.findall(r"[A-Za-z']+", phrase)):
        return None
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    return phrase


def _object_subject(words: str) -> tuple[str, str | None, bool] | None:
    """The subject before an object event: ``("self", None, False)``, ``("attached",
    "equipped creature", False)``, ``("other", "another creature you control", False)``,
    ``("any", "creature", False)``; ``True`` last for "this creature or another …" (the object
    itself and the others)."""
    low = words.lower()
    if re.fullmatch(SELF_WORDS, low):
        return "self", None, False
    if low in ATTACHED_SUBJECTS:
        return "attached", low, False
    both = re.fullmatch(SELF_WORDS + r" or another (.+)", low)
    if both:
        f = _subject_filter(_original_case(words, both.group(1)))
        return ("other", f"another {f}", True) if f else None
    another = re.fullmatch(r"another (.+)", low)
    if another:
        f = _subject_filter(_original_case(words, another.group(1)))
        return ("other", f"another {f}", False) if f else None
    some = re.fullmatch(_A + r" (.+)", low)
    if some:
        f = _subject_filter(_original_case(words, some.group(1)))
        return ("any", f, False) if f else None
    return None


def _original_case(words: str, lower_tail: str) -> str:
    """The tail of ``words`` in its printed case (creature types are capitalised, 205.3m)."""
    return words[len(words) - len(lower_tail):]


def read_head(head: str) -> list[Head] | None:
    """A trigger head without its first word's capital and the comma, e.g. ``"whenever a
    creature you control dies"`` → the abilities it stands for; None if not read here."""
    low = head.lower()
    step = _STEP.match(low)
    if step:
        whose, name = step.groups()
        event = _STEPS[name.removesuffix("s") if name.endswith("phases") else name][0]
        if name.endswith("phases") and whose != "each of your":
            return None
        whose = _STEP_WHOSE[whose]  # "that player": the player whose step it is (603.2b)
        return [Head((event,), whose=whose, refers="self", player=whose != "your")]
    if _COMBAT.match(low):
        whose = "each" if "each" in low else "your"
        return [Head(("beginning_of_combat",), whose=whose, refers="self",
                     player=whose != "your")]
    lead = re.match(r"^(when|whenever) ", low)
    if not lead:
        return None
    body = head[lead.end():]
    body_low = body.lower()
    for pattern, event in _PLAYER_EVENTS:
        m = pattern.match(body_low)
        if m:
            return [Head((event,), whose=_PLAYERS[m.group(1)], refers="self", player=True)]
    if _TARGETS_SELF.match(body_low):  # 601.2i: the object itself, the spell its subject
        return [Head(("you_cast_spell_targeting_it",), refers="self")]
    second = _SECOND_SPELL.match(body_low)
    if second:  # the spell is the subject, "that spell" (601.2i)
        return [Head(("second_spell_each_turn",), whose=_PLAYERS[second.group(1)],
                     refers="object")]
    cast = _CAST.match(body_low)
    if cast:
        return _cast_head(cast.group(1), body[cast.start(2):])
    batch = _BATCH_DAMAGE.match(body_low)
    if batch:  # 603.2c: one trigger for the one combat damage event
        kind = body[len("one or more "):len("one or more ") + len(batch.group(1))].strip()
        subject = _subject_filter(f"{kind} creature you control") if kind else None
        if kind and subject is None:
            return None
        return [Head(("creatures_deal_combat_damage_to_player",), subject=subject,
                     player=True)]
    pair = _BLOCK_PAIR.match(body)
    if pair:  # 509.3b, 509.3d: once for each creature blocked / blocking, "that creature"
        what = pair.group(3)
        subject = None if what.lower() == "creature" else _subject_filter(what)
        if subject is None and what.lower() != "creature":
            return None
        events = {"blocks": ("blocks_creature",),
                  "becomes blocked by": ("becomes_blocked_by_creature",),
                  "blocks or becomes blocked by": ("blocks_creature",
                                                   "becomes_blocked_by_creature")}
        return [Head(events[pair.group(2).lower()], subject=subject, refers="pair")]
    for words, events in sorted(_OBJECT_EVENTS.items(), key=lambda kv: -len(kv[0])):
        if body_low.endswith(" " + words):
            subject = _object_subject(body[: -len(words) - 1])
            if subject is not None:
                return _object_heads(subject, events)
    return None


def _cast_head(who: str, spell: str) -> list[Head] | None:
    """"Whenever you cast a noncreature spell" (``you_cast``), "Whenever an opponent / a
    player casts a spell" (``cast``): the spell is the subject, "that spell" / "it" (601.2i,
    603.2)."""
    if not spell.lower().endswith("spell"):
        return None
    if who == "you":
        f = _subject_filter(spell)
        return [Head(("you_cast",), subject=f, refers="object")] if f else None
    f = _subject_filter(spell + (" an opponent controls" if who == "an opponent" else ""))
    return [Head(("cast",), subject=f, refers="object")] if f else None


def _object_heads(subject: tuple[str, str | None, bool], events: tuple[str, ...]
                  ) -> list[Head] | None:
    kind, phrase, with_self = subject
    if "deals_combat_damage_to_you" in events and (kind not in ("other", "any") or with_self):
        return None  # another creature's damage to the watcher's controller only (510.2)
    if kind == "self":
        return [Head(events, refers="self", player=set(events) <= _PLAYER_OBJECT_EVENTS)]
    if any(e not in _WATCHED for e in events) and not (kind == "attached"
                                                     and events == ("deals_damage",)):
        return None
    if kind == "attached" and any(e not in ("dies", "attacks", "deals_combat_damage_to_player",
                                            "deals_damage") for e in events):
        return None
    refers = None if set(events) & _GONE else "object"
    whose = "your" if phrase and phrase.endswith(
        "you control") else "each"  # whose objects it watches, as the grammar's heads say
    heads = [Head(events, subject=phrase, whose=whose, refers=refers)]
    if with_self:  # "this creature or another creature you control" (603.2): two abilities
        heads.insert(0, Head(events, refers="self"))
    return heads


# -- intervening "if" clauses (603.4) -----------------------------------------------------
_CONTROL = re.compile(r"^you control (an?|no|\w+ or more|fewer than \w+) (.+)$")
_FIXED_CONDITIONS = frozenset({
    "it's your turn", "it's not your turn", "you have no cards in hand", "you are the monarch",
    "there is no monarch", "you have the city's blessing", "you cast a spell this turn",
    "you attacked with creatures this turn",
    "you control your commander"}) | TURN_HISTORY_CONDITIONS  # common shapes II; lieutenant
_LIFE = re.compile(r"^your life total is \d+ or (?:less|more)$")
_THAT_PT = re.compile(r"^that creature is \d+/\d+$")  # Sigil Captain: the event's object (603.4)
_COUNT_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight",
                          "nine", "ten"})


def condition(text: str) -> str | None:
    """An intervening "if" clause the engine checks (engine.triggers.condition_holds), or
    None: ``"you control an artifact"``, ``"you control three or more creatures"``,
    ``"your life total is 10 or less"``, ``"it's your turn"``, ...  A counted or "no"
    phrase is read there in the singular by dropping its last "s" ("artifacts"), so one
    that does not read so ("Plains") is refused here."""
    c = text.strip()
    low = c.lower()
    if low in _FIXED_CONDITIONS or _LIFE.match(low) or _THAT_PT.match(low):
        return low
    m = _CONTROL.match(c)
    if not m:
        return None
    quantity, phrase = m.groups()
    if quantity in ("a", "an"):
        return c if _subject_filter(phrase) else None
    number = quantity.split()[0] if quantity != "no" else "no"
    if quantity.startswith("fewer than"):
        number = quantity.split()[-1]
    if number != "no" and number not in _COUNT_WORDS and not number.isdigit():
        return None
    return c if _subject_filter(phrase.removesuffix("s")) else None


_YOURS = frozenset({"upkeep", "end_step", "draw_step", "precombat_main", "postcombat_main",
                    "beginning_of_combat", "gain_life", "draw", "you_attack", "cycled",
                    "discard", "lose_life"})
"""Events whose ``whose`` is "your" / "you" unless written (engine.triggers)."""


# -- the whole paragraph ------------------------------------------------------------------
_SPLIT = re.compile(r"^((?:when|whenever|at) [^,]+), (?:if ([^,]+), )?(.+)$", re.IGNORECASE)
_ONCE = " This ability triggers only once each turn."

Effects = Callable[[str, "Head"], tuple[list[dict[str, Any]], list[str]]]
"""``(effect text, head) -> (effects, targets)``: the grammar's reading of an effect."""


def trigger_paragraph(para: str, effects_of: Effects) -> tuple[str, Any] | None:
    """``("triggers", [records])`` for a triggered ability whose head this module reads;
    None for any other paragraph (the grammar tries it).  Raises the effect's CompileError
    when the head is read but the effect or the "if" clause is not."""
    from casualmagic.cards.compiler.build import CompileError

    m = _SPLIT.match(para)
    if not m:
        return None
    head, clause, rest = m.groups()
    heads = read_head(head)
    if heads is None:
        return None
    once = rest.endswith(_ONCE)
    rest = rest.removesuffix(_ONCE)
    cond = None
    if clause is not None and clause.strip().lower() == "it was kicked" \
            and all(h.refers == "self" and h.events == ("enters",) for h in heads):
        cond = "it was kicked"  # 603.4, 702.33d: "When this creature enters, if it was kicked"
    elif clause is not None:
        cond = condition(clause)
        if cond is None:
            raise CompileError(f"the intervening 'if' clause {clause!r} is not read yet")
    if cond is not None and cond.startswith("that creature ") \
            and any(h.refers != "object" for h in heads):
        raise CompileError("'that creature' in an 'if' clause with no object the event names")
    out = []
    for h in heads:
        effects, targets = effects_of(rest, h)
        for event in h.events:
            record: dict[str, Any] = {"when": event, "effects": effects}
            if h.subject is not None:
                record["subject"] = h.subject
            if h.whose is not None and (h.subject is not None or event not in _YOURS
                                        or h.whose not in ("your", "you")):
                record["whose"] = h.whose
            if cond is not None:
                record["if"] = cond
            if targets:
                record["targets"] = targets
            if once:
                record["once_each_turn"] = True
            record["text"] = para
            out.append(record)
    return "triggers", out


_EVENTS_WITH_A_PLAYER = frozenset({"deals_combat_damage_to_player", "deals_combat_damage_to_you",
                                   "deals_damage"})
"""Object events that name a player of their own ("that player" would be ambiguous)."""


class TriggerOps:
    """Grammar methods for the effects of triggered abilities (``oracle.lark`` "-- triggers"):
    "that player", "that creature", "it deals damage equal to its power"."""

    refers: str | None = None
    player: bool = False
    subject: str | None = None
    """Set by ``build`` while reading a triggered ability's effect: what "it" and "that
    player" mean there (see :class:`Head`), and the head's subject filter; None / False
    elsewhere."""

    def that_player(self, _: list) -> str:  # 603.7c, 608.2h: the player the event was about
        from casualmagic.cards.compiler.build import CompileError

        subject = getattr(self, "subject", None)
        if not self.player and subject and subject.endswith(" an opponent controls") \
                and not set(getattr(self, "events", ())) & _EVENTS_WITH_A_PLAYER:
            return "controller of it"  # "Whenever a creature an opponent controls dies, that
            # player loses 2 life": the opponent who controlled it (608.2h)
        if not self.player:
            raise CompileError("'that player' with no player the trigger event names")
        return "that player"

    def that_object(self, _: list) -> str:  # 603.2: the object the event was about
        from casualmagic.cards.compiler.build import CompileError

        if self.refers not in ("object", "pair"):
            raise CompileError("'that creature' / 'that spell' with no object it refers to")
        return "it"

    def its_power_damage(self, items: list) -> dict[str, Any]:
        """"It deals damage equal to its power to any target" (120.3, 208.3): the object
        the event was about (or this one) is the source and its power the amount."""
        from casualmagic.cards.compiler.build import CompileError

        if self.refers not in ("self", "object"):
            raise CompileError("'it deals damage equal to its power' with no object")
        who = "self" if self.refers == "self" else "it"
        return {"do": "damage", "by": who, "amount": f"power of {who}", "to": items[-1]}

    def may_pay_sentence(self, items: list) -> list[dict[str, Any]]:
        """"You may pay {1}. If you do, [effect]." (118.12, 608.2d): declining skips it."""
        cost, effect = items
        effects = effect if isinstance(effect, list) else [effect]
        return [{"do": "may_pay", "cost": str(cost)}, *effects]

    def sacrifice_itself(self, _: list) -> dict[str, Any]:
        """"Sacrifice it" / "sacrifice this creature" (701.17a): only in the object's own
        triggered ability, where it is the object (one its controller controls)."""
        from casualmagic.cards.compiler.build import CompileError

        if self.refers != "self":
            raise CompileError("'sacrifice it' outside the object's own triggered ability")
        return {"do": "sacrifice", "what": "self"}

    def that_player_discards(self, items: list) -> dict[str, Any]:  # 701.8a
        return {"do": "discard", "who": self.that_player(items), "amount": items[0]}

    def drain_each_opponent(self, items: list) -> list[dict[str, Any]]:  # 119.3
        lose, gain = items
        return [{"do": "lose_life", "who": "each opponent", "amount": lose},
                {"do": "gain_life", "amount": gain}]

    def become_monarch(self, _: list) -> dict[str, Any]:  # 722.3
        return {"do": "become_monarch"}
