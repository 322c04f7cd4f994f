"""The one-shot effects part of the compiler (CR 608.2): a verb over a noun phrase.

The grammar rules at the end of ``oracle.lark`` ("-- one-shot effects") read

* groups — "destroy / exile / tap / untap all [plural phrase]", "return all … to their
  owners' hands", "put a +1/+1 counter on each …" (a plural phrase becomes the filter of
  :func:`group_filter`, 109.2);
* numbered targets — "two target creatures", "up to three target …", "one or two target …"
  (115.1, 601.2c): a :class:`~casualmagic.cards.compiler.build._Target` with a count;
* players — "each player sacrifices a creature", "each opponent discards a card",
  "target player sacrifices …", "you and target opponent each draw …" (101.4, 701.17a,
  701.8a);
* amounts — "X" (107.3), "… for each [filter]" and "where X is the number of …", "cards
  equal to …" (107.3a, 208.3); each becomes an amount phrase of the engine
  (``engine.effect_refs.amount_of``: ``"number of <filter>"``, ``"<N> times number of
  <filter>"``, ``"power of this"``);
* the library — "search your library for …, then shuffle" (701.19a, 701.20a), "look at the
  top N cards of your library. Put K of them into your hand and the rest …" (701.16e);
* graveyards, tokens with a name, control changes and "can't block this turn".

:class:`EffectOps` holds the rules' methods; ``build._Ops`` inherits them.

Longer than 600 lines: the amount phrases ("for each", "where X is …") grew with the precon
shapes; they are the part to move into a module of their own (``amounts.py``) next.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from casualmagic.cards.compiler.library import (
    check_card_filter,
    look_at_top,
    number,
    search_library,
)
from casualmagic.cards.compiler.sacrificed_amounts import check_sacrificed, sacrificed_stat
from casualmagic.cards.vocabulary import VocabularyError

PLURAL_WORDS = {
    "creatures": "creature", "permanents": "permanent", "artifacts": "artifact",
    "enchantments": "enchantment", "lands": "land", "planeswalkers": "planeswalker",
    "battles": "battle", "cards": "card", "spells": "spell", "instants": "instant",
    "sorceries": "sorcery", "tokens": "token",
}
"""Plural card-type words of a group phrase and their singular (205.2a)."""

_TYPE_NOUNS = {"creature", "permanent", "artifact", "enchantment", "land", "planeswalker",
               "battle", "instant", "sorcery", "card"}
TARGET_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _error(message: str) -> Exception:
    from casualmagic.cards.compiler.build import CompileError

    return CompileError(message)


def _check(phrase: str) -> str:
    from casualmagic.cards.compiler.build import _check_target

    return _check_target(phrase)


_OF_TARGET_PLAYER = re.compile(r"^(.+) target (player|opponent) controls$", re.IGNORECASE)


def mass_group(phrase: str) -> dict[str, Any]:
    """The arguments of an "all [group]" op: ``filter`` of the plural phrase, and for
    "creatures target player controls" the target player whose permanents they are
    (``player``, 109.4, 115.1)."""
    from casualmagic.cards.compiler.build import _Target

    m = _OF_TARGET_PLAYER.match(phrase)
    if m:
        return {"filter": group_filter(m.group(1)), "player": _Target(m.group(2).lower())}
    return {"filter": group_filter(phrase)}


def group_filter(phrase: str) -> str:
    """A plural phrase as the filter it names (109.2): ``"nontoken creatures"`` →
    ``"nontoken creature"``, ``"artifacts and enchantments"`` → ``"artifact or
    enchantment"`` (each artifact and each enchantment), ``"artifacts, creatures, and
    enchantments"`` → ``"artifact, creature, or enchantment"``, ``"Goblins you control"`` →
    ``"Goblin you control"``.  CompileError for a phrase the vocabulary can't read."""
    words = phrase.replace(" and/or ", " or ").split()
    out: list[str] = []
    for i, w in enumerate(words):
        low = w.lower().rstrip(",")
        comma = "," if w.endswith(",") else ""
        if low in PLURAL_WORDS:
            out.append(PLURAL_WORDS[low] + comma)
        elif low.startswith("non") and low[3:] in PLURAL_WORDS:
            out.append("non" + PLURAL_WORDS[low[3:]] + comma)
        elif low == "and" and out and out[-1].rstrip(",") in _TYPE_NOUNS \
                and i + 1 < len(words) and _is_type_word(words[i + 1]):
            out.append("or")  # "artifacts and enchantments": either kind (each of both)
        elif w[:1].isupper() and low.endswith("s"):  # "Goblins" (205.3m), "Islands"
            out.append(_subtype(w.rstrip(",")) + comma)
        else:
            out.append(w)
    try:
        return _check(" ".join(out))
    except VocabularyError as e:
        raise _error(str(e)) from None


NONCREATURE_SUBTYPES = frozenset({
    # 205.3g artifact types, 205.3h enchantment types, 205.3i land types
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Junk", "Map", "Powerstone", "Treasure", "Vehicle",
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
    "Shard", "Shrine", "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
    "Mountain", "Plains", "Power-Plant", "Sphere", "Swamp", "Tower"})


def _subtype(word: str) -> str:
    """A subtype named in the plural (205.3): ``"Islands"`` → ``"Island"``, ``"Plains"`` →
    ``"Plains"``, ``"Elves"`` → ``"Elf"``; CompileError for a word that is none."""
    from casualmagic.cards.compiler.build import _creature_type

    if word in NONCREATURE_SUBTYPES:
        return word
    if word[:-1] in NONCREATURE_SUBTYPES:
        return word[:-1]
    if word[:-2] in NONCREATURE_SUBTYPES:  # "Classes"
        return word[:-2]
    return _creature_type(word)


def _is_type_word(word: str) -> bool:
    low = word.lower().rstrip(",")
    return low in PLURAL_WORDS or low in _TYPE_NOUNS or word[:1].isupper()


class EffectOps:
    """Grammar rules of the one-shot effects part → vocabulary ops (mixed into
    ``build._Ops``)."""

    text: str

    # -- groups (109.2, 608.2c) ------------------------------------------------------------
    def exile_all(self, items: list) -> dict[str, Any]:  # 406.3
        phrase = str(items[0]).strip()
        if phrase.lower() == "graveyards":  # "Exile all graveyards" (406.3)
            return {"do": "exile_graveyard", "who": "each player"}
        return {"do": "exile_all", **mass_group(phrase)}

    def bounce_all(self, items: list) -> dict[str, Any]:  # 400.3
        return {"do": "bounce_all", **mass_group(str(items[0]).strip())}

    def tap_all(self, items: list) -> dict[str, Any]:  # 701.26a
        return {"do": "tap_all", **mass_group(str(items[0]).strip())}

    def untap_all(self, items: list) -> dict[str, Any]:  # 701.26b
        return {"do": "untap_all", **mass_group(str(items[0]).strip())}

    def counters_each(self, items: list) -> dict[str, Any]:  # 122.1, 122.6
        amount, kind, phrase = items
        return {"do": "add_counters_each", "filter": _check(str(phrase).strip()),
                "kind": str(kind).lower(), "amount": amount}

    def named_counters(self, items: list) -> dict[str, Any]:  # 122.1
        amount, kind, what = items
        return {"do": "add_counters", "what": what, "kind": str(kind).lower(),
                "amount": amount}

    # -- numbered targets (115.1, 601.2c) --------------------------------------------------
    def counted_target(self, items: list) -> Any:
        from casualmagic.cards.compiler.build import _Target

        count_words, phrase = str(items[0]).lower().split(), str(items[1]).strip()
        up_to = count_words[0] in ("up", "one,") or count_words[:2] == ["one", "or"]
        at_least = 1 if count_words[0] in ("one", "one,") and len(count_words) > 1 else 0
        count = TARGET_COUNTS.get(count_words[-1])
        if count is None:
            raise _error(f"{items[0]!r} targets: not a number the compiler reads")
        what = group_filter(phrase) if count > 1 or count_words[0] == "up" else _check(phrase)
        return _Target(what, count=count, up_to=up_to, at_least=at_least)

    def bounce_each(self, items: list) -> dict[str, Any]:  # 400.3
        return {"do": "bounce", "what": items[0]}

    # -- players (101.4) -------------------------------------------------------------------
    def players_sacrifice(self, items: list) -> dict[str, Any]:  # 701.17a
        who = _players(items[0])
        amount, phrase = _sacrificed(str(items[1]))
        out: dict[str, Any] = {"do": "sacrifice_choice", "who": who, "filter": phrase}
        if amount != 1:
            out["amount"] = amount
        return out

    def you_sacrifice(self, items: list) -> dict[str, Any]:  # 701.17a
        return self.players_sacrifice(["you", *items])

    def players_discard(self, items: list) -> dict[str, Any]:  # 701.8a
        out: dict[str, Any] = {"do": "discard", "who": _players(items[0]), "amount": items[1]}
        if len(items) > 2:  # "at random" (701.8b)
            out["random"] = True
        return out

    def players_discard_hand(self, items: list) -> dict[str, Any]:  # 701.8a
        return {"do": "discard_hand", "who": _players(items[0])}

    def players_mill(self, items: list) -> dict[str, Any]:  # 701.13a
        return {"do": "mill", "who": _players(items[0]), "amount": items[1]}

    def players_draw(self, items: list) -> dict[str, Any]:  # 121.1
        return {"do": "draw", "who": _players(items[0]), "amount": items[1]}

    def players_lose(self, items: list) -> dict[str, Any]:  # 119.3
        return {"do": "lose_life", "who": _players(items[0]), "amount": items[1]}

    def players_gain(self, items: list) -> dict[str, Any]:  # 119.3
        return {"do": "gain_life", "who": _players(items[0]), "amount": items[1]}

    def players_shuffle(self, items: list) -> list[dict[str, Any]]:  # 701.20a, 121.1
        who = _players(items[0])
        zones = [z for z in ("hand", "graveyard") if z in str(items[1]).lower()]
        out: list[dict[str, Any]] = [{"do": "shuffle_into_library", "who": who,
                                      "zones": zones}]
        if len(items) > 2:  # ", then draws seven cards"
            out.append({"do": "draw", "who": who, "amount": number(str(items[2]).split()[-2])})
        return out

    def you_shuffle(self, items: list) -> list[dict[str, Any]]:
        return self.players_shuffle(["you", *items])

    def you_and_target_draw(self, items: list) -> list[dict[str, Any]]:  # 121.1, 101.4
        from casualmagic.cards.compiler.build import _Target

        return [{"do": "draw", "amount": items[0]},
                {"do": "draw", "who": _Target("opponent"), "amount": items[0]}]

    # -- amounts (107.3) -------------------------------------------------------------------
    def amount_x(self, _: list) -> str:
        return "X"

    def trailer_sentence(self, items: list) -> list[dict[str, Any]]:
        """"[effect] for each [filter]": the effect's number times the count (107.3a);
        "… for each creature destroyed this way"; "[effect with X], where X is [amount]"
        (107.3c)."""
        effects = items[0] if isinstance(items[0], list) else [items[0]]
        trailer = " ".join(str(items[1]).split())
        low = trailer.lower()
        if low.startswith(", where x is "):
            amount = trailer[len(", where x is "):]
            noun, that = _that_amount(amount)
            if that is not None:  # "that creature's mana value": the target of an earlier
                if getattr(self, "events", None):  # instruction (608.2c, 608.2h); in a
                    raise _error(f"'that {noun}' in a triggered ability's amount")  # trigger
                out = _define_x(effects, that)  # it would be the event's object: not yet
                return [*out[:-1], {**out[-1], "_that_target": noun}]
            graveyard = _X_TARGET_GRAVEYARD.match(amount)
            if graveyard:  # "the number of creature cards in target player's graveyard"
                from casualmagic.cards.compiler.build import _Target

                kind = _check(group_filter(f"{graveyard.group(1)} cards").removesuffix(" card")
                              or "card")
                out = _define_x(effects, f"number of {kind} card in graveyard of target")
                return [{**out[0], "_amount_target": _Target(graveyard.group(2).lower())},
                        *out[1:]]
            destroyed = _X_DESTROYED.match(amount)
            if destroyed:  # "where X is the number of creatures destroyed this way" (608.2c)
                out = _define_x(effects, "number destroyed this way")
                return [*out[:-1], {**out[-1], "_destroyed": _check(group_filter(
                    destroyed.group(1)))}]
            return _define_x(effects, _count_expr(amount))
        phrase = trailer[len("for each "):]
        on_self = _COUNTER_ON_SELF.match(phrase)
        if on_self:  # "add {B} for each charge counter on this enchantment" (122.1)
            return _times(effects, f"{on_self.group(1)} counters on this")
        if _REMOVED_THIS_WAY.match(phrase):  # "for each +1/+1 counter removed this way"
            return _times(effects, COUNTERS_REMOVED, negative=True)  # (see cost_amounts)
        if phrase.lower() == "card exiled this way":  # after "exile all … cards" (608.2c)
            out = _times(effects, "number exiled this way")
            return [*out[:-1], {**out[-1], "_exiled": True}]
        if phrase.lower().endswith(" destroyed this way"):
            out = _times(effects, "number destroyed this way")
            what = _check(phrase[: -len(" destroyed this way")])
            return [*out[:-1], {**out[-1], "_destroyed": what}]
        return _times(effects, count_phrase(_check(phrase)))

    def draw_equal(self, items: list) -> dict[str, Any]:  # 121.1
        return {"do": "draw", "amount": _count_expr(str(items[0]))}

    def gain_equal(self, items: list) -> dict[str, Any]:  # 119.3
        return {"do": "gain_life", "amount": _count_expr(str(items[0]))}

    def damage_equal(self, items: list) -> dict[str, Any]:  # 120.3
        return {"do": "damage", "amount": _count_expr(str(items[1])), "to": items[2]}

    def it_damage_equal(self, items: list) -> dict[str, Any]:
        from casualmagic.cards.compiler.build import _IT

        return {"do": "damage", "amount": _count_expr(str(items[0])), "to": items[1],
                "_it": _IT}

    def destroy_no_regeneration(self, items: list) -> dict[str, Any]:  # 701.15c
        return {"do": "destroy", "what": items[0], "no_regeneration": True}

    def destroy_all_no_regeneration(self, items: list) -> dict[str, Any]:  # 701.15c
        return {"do": "destroy_all", "filter": group_filter(str(items[0]).strip()),
                "no_regeneration": True}

    def target_on_it(self, items: list) -> Any:
        """"target creature with a counter on it" (122.1): the phrase's last words."""
        from casualmagic.cards.compiler.build import _Target

        return _Target(_check(f"{str(items[0]).strip()} {' '.join(str(items[1]).split())}"))

    def pump_x(self, items: list) -> dict[str, Any]:  # 611.2a
        power, toughness = (_x_or_int(v) for v in str(items[1]).split("/"))
        out = {"do": "pump", "what": items[0], "power": power, "toughness": toughness}
        return {**out, "keywords": items[2]} if len(items) > 2 else out

    # -- the library (701.16, 701.19) ------------------------------------------------------
    def fixed_sentence(self, items: list) -> dict[str, Any]:
        """One terminal for the library's search and look and for a discard chosen from a
        revealed hand (fewer Earley items), told apart here."""
        text = str(items[0])
        low = text.lower()
        if low.startswith("search"):
            return search_library(text)
        if low.startswith("target"):
            return self.chosen_discard([text])
        return look_at_top(text)

    def may_put_from_hand(self, items: list) -> list[dict[str, Any]]:  # 305.9, 400.3
        what = str(items[0]).strip().split(" ", 1)[1]  # "a land card" → "land card"
        _check(what.replace(" card", ""))  # read with its subtypes (205.3)
        out: dict[str, Any] = {"do": "put_from_hand_onto_battlefield", "filter": what,
                               "from": "hand"}
        if len(items) > 1:
            out["tapped"] = True
        return [out]  # the op lets the player put none: the "may" (609.3)

    # -- graveyards (400.7) ----------------------------------------------------------------
    def return_to_battlefield_tapped(self, items: list) -> dict[str, Any]:
        return {**self.return_to_battlefield(items), "tapped": True}  # type: ignore[attr-defined]

    def exile_from_graveyard(self, items: list) -> dict[str, Any]:  # 406.3
        return {"do": "exile", "what": _in_a_graveyard(items[0])}

    def reanimate(self, items: list) -> dict[str, Any]:  # 110.2a: under your control
        return {"do": "return_from_graveyard", "what": _in_a_graveyard(items[0]),
                "to": "battlefield"}

    def flicker(self, items: list) -> dict[str, Any]:  # 610.3, 400.7
        from casualmagic.cards.compiler.build import _Target

        whose = str(items[-1]).lower()
        words = str(items[0]).split()
        head = words.index("target")
        if head:  # "up to two target creatures you control"
            target = self.counted_target([" ".join(words[:head]), " ".join(words[head + 1:])])
        else:
            target = _Target(_check(" ".join(words[1:])))
        return {"do": "flicker", "what": target,
                "under": "you" if whose == "your" else "owner"}

    def chosen_discard(self, items: list) -> dict[str, Any]:  # 701.16a, 701.8a
        from casualmagic.cards.compiler.build import _Target

        m = _CHOSEN.match(" ".join(str(items[0]).split()))
        if not m:
            raise _error("a discard chosen from a revealed hand not read yet")
        what = f"{m.group(2)}card{m.group(3) or ''}".strip()
        check_card_filter(what)
        return {"do": "choose_discard", "who": _Target(m.group(1).lower()), "filter": what}

    def exile_if_dies_it(self, _: list) -> dict[str, Any]:  # 614.1a
        from casualmagic.cards.compiler.build import _IT

        return {"do": "exile_if_dies", "what": _IT}

    def bounce_chosen(self, items: list) -> dict[str, Any]:  # 608.2d, 400.3
        phrase = str(items[0]).split(" ", 1)[1].strip()  # among the permanents "you" control
        return {"do": "bounce_choice", "who": "you", "filter": _check(phrase)}

    # -- tokens (111.4) --------------------------------------------------------------------
    def create_named_token(self, items: list) -> dict[str, Any]:
        name = str(items[-1]).strip()
        if "~" in name:
            raise _error("a token named after this card is not compiled yet")
        out = self.create_token(items[:-1])  # type: ignore[attr-defined]
        return {**out, "name": name}

    # -- control, combat (613.1b, 509.1b) --------------------------------------------------
    def gain_control(self, items: list) -> dict[str, Any]:
        out: dict[str, Any] = {"do": "gain_control", "what": items[0]}
        if len(items) > 1:
            out["duration"] = "end_of_turn"
        return out

    def threaten(self, items: list) -> list[dict[str, Any]]:
        """"Gain control of target creature until end of turn. Untap that creature. It gains
        haste until end of turn." (613.1b, 701.26b, 611.2a)"""
        what = items[0]
        return [{"do": "gain_control", "what": what, "duration": "end_of_turn"},
                {"do": "untap", "what": what},
                {"do": "pump", "what": what, "power": 0, "toughness": 0,
                 "keywords": ["Haste"]}]

    def cant_block_this_turn(self, items: list) -> dict[str, Any]:  # 509.1b
        return {"do": "pump", "what": items[0], "power": 0, "toughness": 0,
                "keywords": ["Can't block"]}


def _in_a_graveyard(target: Any) -> Any:
    """``target creature card`` + "from a graveyard" → the target phrase ``creature card in
    a graveyard`` (any player's graveyard, 400.1), its count kept."""
    from casualmagic.cards.compiler.build import _Target

    words = f" {target.phrase} " if isinstance(target, _Target) else ""
    if " card " not in words:
        raise _error("a card in a graveyard that is not a target card")
    head, _, tail = words.strip().partition("card")
    return replace(target, phrase=_check(f"{head}card in a graveyard{tail}".strip()))


def _players(token: Any) -> Any:
    from casualmagic.cards.compiler.build import _Target

    if isinstance(token, _Target):
        return token
    low = " ".join(str(token).lower().split())
    if low in ("each player", "each opponent", "you"):
        return low
    if low in ("each other player", "that player"):  # "that player": compiler.triggers
        return low  # read it as the player the trigger event names (603.7c)
    raise _error(f"{token!r}: not players the compiler reads")


_CHOSEN = re.compile(r"target (player|opponent) reveals their hand\. you choose an? "
                     r"([a-z ,-]*?)card from it( with mana value \d+ or (?:less|greater))?\.",
                     re.IGNORECASE)

_SACRIFICED = re.compile(r"^(a|an|one|two|three|four|five) (.+?)( of their choice)?$",
                         re.IGNORECASE)


def _sacrificed(text: str) -> tuple[int, str]:
    """``"two creatures"`` → ``(2, "creature")`` (701.17a: the player chooses)."""
    m = _SACRIFICED.match(" ".join(text.split()))
    if not m:
        raise _error(f"{text!r}: not what the compiler reads as sacrificed")
    word = m.group(1).lower()
    amount = 1 if word in ("a", "an") else TARGET_COUNTS[word]
    phrase = group_filter(m.group(2)) if amount > 1 else m.group(2)
    return amount, _check(phrase)


SACRIFICED_POWER = "power of sacrificed"
COUNTERS_REMOVED = "counters removed this way"
_REMOVED_THIS_WAY = re.compile(r"^[+-]1/[+-]1 counter removed this way$")
_X_TARGET_GRAVEYARD = re.compile(r"^the number of ([a-z ]+?) cards? in target (player|opponent)'s "
                                 r"graveyard$", re.IGNORECASE)
_X_DESTROYED = re.compile(r"^the number of ([a-z ]+?) destroyed this way$", re.IGNORECASE)
_COUNTER_ON_SELF = re.compile(r"^([a-z]+|[+-]1/[+-]1) counter on (?:this [a-z]+|~)$")
""""for each charge counter on this enchantment" (122.1): the source's counters of a kind."""


def cost_amounts(cost: str, effects: list[dict[str, Any]]) -> None:
    """"X is the sacrificed creature's power" only with a cost that sacrifices a creature
    ("Sacrifice a creature: …", 602.1a), "for each +1/+1 counter removed this way" only with
    a cost that removes all of them ("Remove all +1/+1 counters from ~: …", 122.1)."""
    used = {v for e in effects for v in e.values() if isinstance(v, str)}
    if SACRIFICED_POWER in used and not re.search(r"\bSacrifice an? [a-z ]*creature\b", cost):
        raise _error("'the sacrificed creature' with no creature sacrificed in the cost")
    check_sacrificed(cost, used)  # "the sacrificed artifact's mana value"
    if {COUNTERS_REMOVED, f"-{COUNTERS_REMOVED}"} & used \
            and not re.search(r"\bRemove all [+-]1/[+-]1 counters\b", cost):
        raise _error("'counters removed this way' with no counters removed in the cost")


_THAT_CREATURES = {"that creature's mana value": "mana value of target",
                   "that creature's power": "power of target",
                   "that creature's toughness": "toughness of target"}
""""…, where X is that creature's mana value" after "Destroy target creature." (Death
Mutation): the amount read from the paragraph's one target, as it last existed (608.2h)."""
_THAT_MANA_VALUE = re.compile(r"^that (artifact|permanent|enchantment)'s mana value$")
""""…, where X is that artifact's mana value" after "Destroy target artifact." (Hoard-Smelter
Dragon): the same amount read from a target of another card type (202.3, 608.2h)."""


def _that_amount(amount: str) -> tuple[str, str | None]:
    """The noun and amount phrase of "that creature's power", "that artifact's mana value"
    (the paragraph's one earlier target, 608.2h), else ``("", None)``."""
    low = amount.lower()
    if low in _THAT_CREATURES:
        return "creature", _THAT_CREATURES[low]
    m = _THAT_MANA_VALUE.match(low)
    return (m.group(1), "mana value of target") if m else ("", None)


def _count_expr(text: str) -> str:
    """"the number of creatures you control (on the battlefield)", "the number of cards in
    your hand", "its power" (107.3a, 208.3) as an amount phrase."""
    low = " ".join(text.lower().split())
    if low in ("its power", "~'s power"):
        return "power of this"  # 208.3, 608.2h
    if low == "the number of cards in your hand":
        return "cards in your hand"
    if low == "your life total":  # 119.1: "where X is your life total"
        return "life total of you"
    if low == "the number of players who control more lands than you":  # (Oreskos Explorer)
        return "players who control more lands than you"
    if low == "the sacrificed creature's power":  # 608.2h: the creature sacrificed to pay
        return SACRIFICED_POWER  # the cost, as it last existed (see cost_amounts)
    if sacrificed_stat(low):  # "the sacrificed artifact's mana value" (608.2h)
        return sacrificed_stat(low)
    if not low.startswith("the number of "):
        raise _error(f"{text!r}: an amount the compiler doesn't read yet")
    phrase = " ".join(text.split())[len("the number of "):].removesuffix(" on the battlefield")
    return count_phrase(group_filter(phrase))


def count_phrase(phrase: str) -> str:
    """The amount phrase counting what ``phrase`` names ("for each [phrase]": "card in your
    hand", "Vampire you control"; 107.3a, 608.2h), or CompileError."""
    if phrase == "card in your hand":
        return "cards in your hand"
    if phrase.startswith(("other ", "another ")):
        raise _error("counting 'other' objects is not compiled yet")
    _check(phrase)
    return f"number of {phrase}"


def _times(effects: list[dict[str, Any]], count: str, negative: bool = False
           ) -> list[dict[str, Any]]:
    """Each number of the last instruction multiplied by ``count`` ("draw a card for each
    creature you control", "gets +1/+0 for each …"); only one instruction may have them."""
    out = [dict(e) for e in effects]
    last = out[-1]
    if last.get("do") in ("create_token", "create_predefined_token", "add_mana"):
        last.setdefault("amount", 1)  # "create a 1/1 … token for each …" (111.1), "add {B}
        # for each …" (106.4)
    keys = ("power", "toughness") if last.get("do") == "pump" else ("amount",)
    numbers = [k for k in keys if isinstance(last.get(k), int) and last[k] != 0]
    if len(effects) != 1 or not numbers or last.get("do") in ("damage_each", "scry",
                                                                 "surveil"):
        raise _error("'for each' after an instruction the compiler can't multiply")
    for k in numbers:
        n = last[k]
        if n < 0 and not (negative and n == -1):
            raise _error("a negative amount 'for each' is not compiled yet")
        last[k] = count if n == 1 else f"-{count}" if n == -1 else f"{n} times {count}"
    return out


def _define_x(effects: list[dict[str, Any]], amount: str) -> list[dict[str, Any]]:
    out = [{k: (amount if v == "X" else f"-{amount}" if v == "-X" else v)
            for k, v in e.items()} for e in effects]
    if out == effects:
        raise _error("'where X is' with no X before it")
    return out


def _x_or_int(text: str) -> int | str:
    sign, value = text[0], text[1:]
    if value == "X":
        return "X" if sign == "+" else "-X"
    return int(text)


def check_x(kind: str, value: Any, text: str) -> None:
    """"X" in an ability is the X of its cost (107.3a, 107.3k): refused in a triggered
    ability, and in an activated ability whose cost has no {X} (its X would be
    undefined)."""
    if kind == "spell" and any(v == "power of this" for e in value for v in e.values()):
        raise _error("'its power' in a spell: what 'it' is is not compiled yet")
    if kind not in ("triggers", "abilities"):
        return
    for ability in value if isinstance(value, list) else []:
        if not isinstance(ability, dict) or not _uses_x(ability.get("effects", [])):
            continue
        if any(e.get("do") == "may_pay_x" for e in ability.get("effects", [])):
            continue  # "you may pay {X}{R}. If you do, …": X paid as it resolves (107.3f)
        if kind == "triggers" or "{X}" not in str(ability.get("cost", "")):
            raise _error("X with no cost that defines it")


def _uses_x(effects: list[Any]) -> bool:
    return any(v in ("X", "-X") or (isinstance(v, str) and v.endswith(" times X"))
               for e in effects if isinstance(e, dict) for v in e.values())


def destroyed_this_way(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"… Draw a card for each creature destroyed this way": only right after "destroy all
    [that filter]" (the count is of what that instruction destroyed)."""
    out: list[dict[str, Any]] = []
    for e in effects:
        if "_destroyed" in e:
            before = out[-1] if out else {}
            if before.get("do") != "destroy_all" or e["_destroyed"] not in (
                    before.get("filter"), "permanent"):
                raise _error("'destroyed this way' after no 'destroy all' of the same filter")
            e = {k: v for k, v in e.items() if k != "_destroyed"}
        if "_exiled" in e:  # "for each card exiled this way": right after "exile all … cards"
            if not out or out[-1].get("do") != "exile_graveyard":
                raise _error("'exiled this way' after no 'exile all … cards from'")
            e = {k: v for k, v in e.items() if k != "_exiled"}
        out.append(e)
    return out


def that_target(effects: list[dict[str, Any]]) -> None:
    """"Destroy target creature. … where X is that creature's mana value": the instruction
    reading "that creature" comes after the paragraph's one target, a creature (608.2c);
    anything else is refused. Changes ``effects`` in place (the marker removed)."""
    from casualmagic.cards.compiler.build import _Target

    for i, e in enumerate(effects):
        noun = e.pop("_that_target", None)
        if noun is None:
            continue
        before = {id(v): v for b in effects[:i] for v in b.values() if isinstance(v, _Target)}
        targets = list(before.values())
        if len(targets) != 1 or targets[0].count != 1 or noun not in targets[0].phrase:
            raise _error(f"'that {noun}' with no one target {noun} before it")


def it_is_the_target(effects: list[dict[str, Any]], it: object, target_type: type
                     ) -> list[dict[str, Any]]:
    """In a spell, "it" after an instruction with one target is that target (608.2c: "Untap
    target creature. It gains haste until end of turn."); an "it" with no such target before
    it is left for the caller to refuse, and so is an instruction whose source is "it"."""
    out: list[dict[str, Any]] = []
    last = None
    for e in effects:
        if "_it" in e:
            return effects
        out.append({k: (last if v is it and last is not None else v) for k, v in e.items()})
        targets = {v for v in e.values() if isinstance(v, target_type)}
        if len(targets) == 1:
            (one,) = targets
            last = one if one.count == 1 and not one.up_to and one.phrase not in (
                "player", "opponent", "any") and e.get("do") in _STAYS else None
        elif targets:
            last = None
    return out


_STAYS = frozenset({"pump", "tap", "untap", "add_counters", "damage", "gain_control",
                    "regenerate"})
"""Instructions after which their target is still the same object (400.7: one that moved
to another zone is a new object, which "it" would not find by the target)."""
