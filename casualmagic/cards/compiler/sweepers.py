"""Mass effects read without the grammar: sweepers whose sentence is one fixed shape.

A Python pre-match on the whole paragraph (it costs the Earley parser nothing), each shape
compiled only when every part of it reads:

* "~ deals X damage to each creature without flying and each planeswalker." (Magmaquake;
  "… and each player", Earthquake): two groups dealt damage by one source (120.3), each a
  filter the vocabulary reads; the groups are dealt damage in one resolution (608.2).
* "Return a creature you control to its owner's hand, then destroy all creatures." (Time
  Wipe): an instruction, then "destroy all [filter]" (701.7a), each compiled as a sentence
  of its own and done in that order (608.2c).
* "Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed
  this way." (Decree of Pain): the paragraph without its middle sentence, "they" being what
  "destroy all" destroys (701.15c: ``no_regeneration``).
* "Destroy all creatures with power greater than target creature's power." (Fell the
  Mighty): the target's power as the spell resolves (608.2h), the ``destroy_all_power_above``
  op.
* "Each creature deals 1 damage to its controller." (Rakdos Charm): each creature is the
  source of the damage it deals (120.3, so lifelink and deathtouch apply), the
  ``each_deals_damage_to_controller`` op.
* "For each player, ~ deals damage to that player and each creature that player controls equal
  to the number of creatures they control." (Incite Rebellion; 120.3): the
  ``damage_each_player_and_creatures_by_count`` op.
* "Each player exiles all artifact cards from their graveyard, then sacrifices all artifacts
  they control, then puts all cards they exiled this way onto the battlefield." (Scrap
  Mastery; 406.1, 701.17a): the ``exile_graveyard_sacrifice_then_return`` op.
* "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature
  token, where X is the number of creatures destroyed this way." (Phyrexian Rebirth): the two
  instructions as two sentences, X counted from what "destroy all" destroyed (608.2c).
* "Destroy all creatures. Each player loses life equal to the number of creatures they
  controlled that were destroyed this way." (Deadly Tempest): "destroy all" compiled as a
  sentence, then ``each_player_loses_per_destroyed`` (119.3, 608.2c).
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import VocabularyError, parse_filter

_AMOUNT = r"(X|\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}
_DAMAGE_TWO_GROUPS = re.compile(
    rf"^~ deals {_AMOUNT} damage to each ([a-z][a-z -]*?) and each (planeswalker|player)\.$")
_THEN_DESTROY_ALL = re.compile(r"^([A-Z][^.]*?), then (destroy all [^.,]+)\.$")
_CANT_BE_REGENERATED = re.compile(r"^(Destroy all [^.]+)\. They can't be regenerated\. (.+)$")
_POWER_ABOVE_TARGET = re.compile(
    r"^Destroy all (creatures(?: [a-z ]+?)?) with power greater than target creature's power\.$")
_DESTROY_THEN_CREATE = re.compile(r"^(Destroy all [^,.]+), then (create [^.]+, where X is the "
                                  r"number of [a-z ]+ destroyed this way)\.$")
_LOSE_PER_DESTROYED = re.compile(
    r"^(Destroy all [^.]+\.) Each player loses life equal to the number of ([a-z ]+?) they "
    r"controlled that were destroyed this way\.$")
_EACH_DAMAGES_CONTROLLER = re.compile(
    rf"^Each (creature(?: [a-z ]+?)?) deals {_AMOUNT} damage to its controller\.$")


_BY_THEIR_COUNT = ("For each player, ~ deals damage to that player and each creature that player "
                   "controls equal to the number of creatures they control.")


_EXILE_SACRIFICE_RETURN = re.compile(
    r"^Each player exiles all (artifact|creature|enchantment) cards from their graveyard, then "
    r"sacrifices all (artifacts|creatures|enchantments) they control, then puts all cards they "
    r"exiled this way onto the battlefield\.$")


def _amount(word: str) -> int | str:
    return "X" if word == "X" else int(word) if word.isdigit() else _WORDS[word]


def _filter(phrase: str) -> str | None:
    """``phrase`` if the vocabulary reads it as a filter of permanents, else None."""
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    return phrase


def sweeper_line(para: str, is_spell: bool, compile_one: Any) -> tuple[str, Any] | None:
    """``("spell", [...])`` for a sweeper sentence of a spell (or a spell's mode), None for
    any other paragraph; ``compile_one(sentence, is_spell)`` compiles one sentence
    (build.compile_paragraph)."""
    if not is_spell:
        return None
    if para == _BY_THEIR_COUNT:
        return "spell", [{"do": "damage_each_player_and_creatures_by_count"}]
    m = _EXILE_SACRIFICE_RETURN.match(para)
    if m and m.group(2) == f"{m.group(1)}s":
        return "spell", [{"do": "exile_graveyard_sacrifice_then_return", "filter": m.group(1)}]
    m = _DAMAGE_TWO_GROUPS.match(para)
    if m and _filter(m.group(2)):
        n = _amount(m.group(1))
        second = ({"do": "damage_each", "amount": n, "filter": "planeswalker"}
                  if m.group(3) == "planeswalker"
                  else {"do": "damage_each_opponent", "amount": n, "who": "each player"})
        return "spell", [{"do": "damage_each", "amount": n, "filter": m.group(2)}, second]
    m = _THEN_DESTROY_ALL.match(para)
    if m:
        return _then_destroy_all(m.group(1), m.group(2), compile_one)
    m = _CANT_BE_REGENERATED.match(para)
    if m:
        return _not_regenerated(f"{m.group(1)}. {m.group(2)}", compile_one)
    m = _POWER_ABOVE_TARGET.match(para)
    if m:
        from casualmagic.cards.compiler.build import _Target

        group = _filter(m.group(1).replace("creatures", "creature", 1))
        if group is None:
            return None
        return "spell", [{"do": "destroy_all_power_above", "filter": group,
                          "than": _Target("creature")}]
    m = _DESTROY_THEN_CREATE.match(para)
    if m:  # "Destroy all creatures, then create an X/X … token, where X is the number of
        from casualmagic.cards.compiler.build import CompileError  # creatures destroyed …"

        try:  # (Phyrexian Rebirth; 608.2c)
            return compile_one(f"{m.group(1)}. C{m.group(2)[1:]}.", True)
        except CompileError:
            return None
    m = _LOSE_PER_DESTROYED.match(para)
    if m:
        return _lose_per_destroyed(m.group(1), m.group(2), compile_one)
    m = _EACH_DAMAGES_CONTROLLER.match(para)
    if m and _filter(m.group(1)):
        return "spell", [{"do": "each_deals_damage_to_controller", "filter": m.group(1),
                          "amount": _amount(m.group(2))}]
    return None


def _not_regenerated(rest: str, compile_one: Any) -> tuple[str, Any] | None:
    """"Destroy all [filter]. They can't be regenerated. [more]": the paragraph compiled
    without the middle sentence, whose "they" are what "destroy all" destroys (701.15c)."""
    from casualmagic.cards.compiler.build import CompileError

    try:
        kind, effects = compile_one(rest, True)
    except CompileError:
        return None
    if kind != "spell" or not effects or effects[0].get("do") != "destroy_all":
        return None
    return "spell", [{**effects[0], "no_regeneration": True}, *effects[1:]]


def _then_destroy_all(first: str, second: str, compile_one: Any) -> tuple[str, Any] | None:
    """"[instruction], then destroy all [filter]": both halves must compile as sentences of
    their own (neither refers to the other), kept in order (608.2c)."""
    from casualmagic.cards.compiler.build import CompileError

    try:
        kind1, one = compile_one(first + ".", True)
        kind2, two = compile_one(second[0].upper() + second[1:] + ".", True)
    except CompileError:
        return None
    if kind1 != "spell" or kind2 != "spell" or [e.get("do") for e in two] != ["destroy_all"]:
        return None
    return "spell", [*one, *two]


def _lose_per_destroyed(first: str, what: str, compile_one: Any) -> tuple[str, Any] | None:
    """"Destroy all [filter]. Each player loses life equal to the number of [that filter]
    they controlled that were destroyed this way.": the count is of what "destroy all"
    destroyed (608.2c), so the counted phrase must name the destroyed group."""
    from casualmagic.cards.compiler.build import CompileError
    from casualmagic.cards.compiler.effects import group_filter

    try:
        kind, effects = compile_one(first, True)
        counted = group_filter(what)
    except CompileError:
        return None
    if kind != "spell" or [e.get("do") for e in effects] != ["destroy_all"] \
            or effects[0].get("filter") != counted or "player" in effects[0]:
        return None
    return "spell", [*effects, {"do": "each_player_loses_per_destroyed"}]
