"""Rules that change what may be cast or played, what it costs, and how much mana a
permanent makes: static abilities of permanents and of face-up command-zone cards
(e.g. planes, 901.7), plus effects of resolved abilities that last a while (611.2).

Static ops (written in a card's ``statics``; see ``CASTING_RULE_OPS`` in
:mod:`casualmagic.cards.vocabulary`):

- ``spells_cost_less`` (``filter``, ``amount``): "Creature spells cost {2} less to cast"
  (601.2f, 118.7): the generic part of the total cost is reduced.
- ``cast_as_though_flash`` (``filter``): "Players may cast enchantment spells as though
  they had flash" (702.8a, 601.3).
- ``cant_cast_sharing_type_with_top_card``: "Spells that share a card type with the top
  card of a library can't be cast" (601.3).
- ``play_from_top_of_libraries``: "You may play lands and cast spells from the top of any
  player's library" (601.3, 305.1).
- ``top_card_revealed``: "Players play with the top card of their libraries revealed"
  (400.2: the top cards become public information).
- ``all_spells_split_second``: "All spells have split second" (702.61a): while a spell
  is on the stack, players can't cast spells or activate abilities that aren't mana
  abilities.
- ``grant_rebound`` (``filter``): "Instant and sorcery spells have rebound" (702.88a).
- ``grant_demonstrate`` (``filter``): "Instant and sorcery spells players cast have
  demonstrate" (702.144a), a triggered ability of each such spell as it is cast.
- ``extra_mana_when_tapped`` (``filter``, ``mana``): "Whenever a player taps a [land] for
  mana, that player adds one mana of any type that [land] produced" — a triggered mana
  ability (605.1b) that resolves at once (605.4a), so a source of it makes one more mana.

Lasting effects (``cast.effects`` in the game's variant-state pairs, immutable records
``(op, args, controller, duration, turn)``): ``spells_cost_less`` for "spells you cast this
turn" and ``cant_cast`` ("target player can't cast spells until a player planeswalks").

Longer than 600 lines: the casting rules are read as one table, cached per state of the
characteristics (:func:`casting_rules`), and each op's check sits beside the others that the
same option generation asks; splitting the checks by op family (costs, timing, restrictions)
into modules of their own is the next step when it grows again.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from casualmagic.cards.mana import ManaCost, parse_symbol
from casualmagic.cards.vocabulary import affinity_filter
from casualmagic.core.dispatch import SPELL_CAST, subscribe
from casualmagic.engine import rule_hooks
from casualmagic.engine.chosen_types import OF_THE_CHOSEN, with_chosen_type
from casualmagic.engine.continuous import lasts_until_next_turn

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LASTING_KEY = "cast.effects"

_DEMONSTRATE_TEXT = ("Demonstrate (When you cast this spell, you may copy it. If you do, choose "
                     "an opponent to also copy it. Players may choose new targets for their "
                     "copies.)")


def _demonstrate() -> Any:
    from casualmagic.cards.model import Effect, TriggeredAbility

    return TriggeredAbility("casts_spell", (
        Effect("may", (("prompt", "Copy it (demonstrate)?"), ("who", "controller of it"))),
        Effect("copy_spell_for", (("what", "it"), ("who", "controller of it"))),
        Effect("demonstrate_copy", (("what", "it"),)),
    ), (), None, _DEMONSTRATE_TEXT)


DEMONSTRATE = _demonstrate()
"""702.144a: demonstrate, the triggered ability a spell with it has as it is cast."""

_CASCADE_TEXT = ("Cascade (When you cast this spell, exile cards from the top of your library "
                 "until you exile a nonland card that costs less. You may cast it without paying "
                 "its mana cost. Put the exiled cards on the bottom in a random order.)")


def _cascade() -> Any:
    from casualmagic.cards.model import Effect, TriggeredAbility

    return TriggeredAbility("casts_spell", (Effect("cascade", (("what", "it"),)),), (), None,
                            _CASCADE_TEXT)


CASCADE = _cascade()
"""702.85a: cascade, the triggered ability a spell with it has as it is cast."""


def storm_trigger(copies: int) -> Any:
    """702.40a: storm, "When you cast this spell, copy it for each other spell that was cast
    before it this turn. You may choose new targets for the copies." — one copy instruction
    for each of those spells (their number can't change after the spell is cast)."""
    from casualmagic.cards.model import Effect, TriggeredAbility

    copy = Effect("copy_spell", (("what", "it"), ("new_targets", True)))
    return TriggeredAbility("casts_spell", (copy,) * copies, (), None,
                            f"Storm (copy it {copies} time{'s' if copies != 1 else ''})")


def _cast_keywords(game: GameState, spell: int) -> None:
    """The spell's own "when you cast this spell" keywords: cascade (702.85a), storm
    (702.40a; the spells cast before it this turn, by any player, 702.40b)."""
    from casualmagic.engine.triggers import queue_trigger

    s = game.objects[spell]
    if "Cascade" in s.card.keywords:
        queue_trigger(game, spell, s.card, CASCADE, s.controller, spell)
    if "Storm" in s.card.keywords:
        before = sum(1 for ev in game.events_this_turn()
                     if ev.kind == "cast" and ev.data.get("object") != spell)
        if before:
            queue_trigger(game, spell, s.card, storm_trigger(before), s.controller, spell)


def first_spell_this_turn(game: GameState, player: int, min_mana_value: int) -> bool:
    """Is the spell ``player`` just cast the first spell with mana value ``min_mana_value``
    or greater they cast this turn (601.2i: the "cast" events of this turn)?"""
    n = 0
    for ev in game.events_this_turn():
        if ev.kind == "cast" and ev.player == player:
            o = game.last_known_object(ev.data.get("object"))
            if o is not None and o.card.mana_value >= min_mana_value:
                n += 1
                if n > 1:
                    return False
    return n == 1


def _sources(game: GameState) -> list[int]:
    """Objects whose static abilities function: permanents, and command-zone objects the
    variants name (a face-up plane, 901.7)."""
    out = [oid for oid in game.battlefield if game.objects[oid].card.replacement_abilities]
    for hook in game.hooks:
        out.extend(i for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                   if i in game.objects)
    return out


def casting_rules(game: GameState) -> list[tuple[str, dict[str, Any], int]]:
    """Every casting rule in force now as ``(op, args, controller)``: static abilities
    (604.1) and lasting effects of resolved abilities (611.2).  Asked for every priority
    decision, so it is remembered until the permanents, the turn or the variant state
    change (every zone change, control change or face-up plane change bumps ``chars_epoch``)."""
    cached = game.rules_cache
    if cached is not None and cached[0] == game.chars_epoch and cached[1] is game.vstate \
            and cached[3] is game.battlefield and cached[4] == game.turn:
        return cached[2]
    out = _casting_rules(game)
    game.rules_cache = (game.chars_epoch, game.vstate, out, game.battlefield, game.turn)
    return out


def _casting_rules(game: GameState) -> list[tuple[str, dict[str, Any], int]]:
    from casualmagic.cards.vocabulary import CASTING_RULE_OPS
    from casualmagic.core.hooks import you_players

    out: list[tuple[str, dict[str, Any], int]] = []
    for oid in _sources(game):
        o = game.objects[oid]
        if o.face_down:
            continue
        for ab in o.card.replacement_abilities:
            if ab.op in CASTING_RULE_OPS:
                args = dict(ab.args)
                if ab.op in ("play_cards_exiled_with_this", GRAVEYARD_ONCE):
                    args["source"] = oid  # linked to the cards this object exiled (607.2a)
                if o.zone == "command":  # 901.12c: a plane's "you" in Two-Headed Giant
                    args["you"] = tuple(you_players(game, o))
                if OF_THE_CHOSEN in args.get("filter", ""):  # 607.2, 205.3m
                    args["filter"] = with_chosen_type(o, args["filter"])
                    if args["filter"] is None:
                        continue
                out.append((ab.op, args, o.controller))
    for op, args, controller, duration, turn in game.vget(LASTING_KEY, ()):
        if duration == "end_of_turn" and turn != game.turn:
            continue
        if duration == "until_your_next_turn" and not lasts_until_next_turn(game, controller, turn):
            continue  # 611.2a: "until your next turn" (planes: face-down, Preston's Stage)
        out.append((op, dict(args), controller))
    return out


def add_lasting(game: GameState, op: str, args: dict[str, Any], controller: int,
                duration: str, source: GameObject | None = None) -> None:
    """Start a lasting casting effect (611.2a); ``duration`` is ``end_of_turn`` or
    ``until_planeswalk``.  ``source``, the resolving ability, says who its "you" is (both
    members of the planar controller's team for a plane's ability, 901.12c)."""
    if source is not None and args.get("who") == "you":
        from casualmagic.core.hooks import you_players

        yous = tuple(you_players(game, source))
        if yous != (controller,):
            args = {**args, "you": yous}
    rec = (op, tuple(sorted(args.items())), controller, duration, game.turn)
    game.vset(LASTING_KEY, (*game.vget(LASTING_KEY, ()), rec))


def end_lasting(game: GameState, duration: str) -> None:
    """End the lasting casting effects with ``duration`` (514.2 end of turn; "until a
    player planeswalks", 901.11)."""
    effs = game.vget(LASTING_KEY, ())
    kept = tuple(e for e in effs if e[3] != duration and not (e[3] == "end_of_turn"
                                                             and e[4] != game.turn)
                 and not (e[3] == "until_your_next_turn"  # planes: face-down (611.2a)
                          and not lasts_until_next_turn(game, e[2], e[4]))
                 and not (e[3] == UNTIL_END_OF_YOUR_NEXT_TURN and duration == "end_of_turn"
                          and _ends_your_next_turn(game, e[2], e[4])))
    if kept != effs:
        game.vset(LASTING_KEY, kept)


UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
"""A lasting casting effect's duration: "Until the end of your next turn, you may play those
cards" (611.2a): it ends as the cleanup step of its controller's next turn ends it (514.2)."""


def _ends_your_next_turn(game: GameState, controller: int, began: int) -> bool:
    """Is this the end of the first turn of ``controller`` after turn ``began`` (a player
    who left: the effect ends with the turn, 800.4m)?"""
    from casualmagic.core.hooks import is_active_player

    return game.turn > began and (is_active_player(game, controller)
                                  or game.players[controller].left)


def spell_fits(card: CardDef, phrase: str) -> bool:
    """Does a card cast as a spell fit "[phrase] spells" ("creature", "red", "instant or
    sorcery", 109.3: its printed characteristics off the battlefield)?"""
    from casualmagic.engine.targets import card_filter, card_fits

    return card_fits(card, card_filter(phrase))


def _condition(game: GameState, args: dict[str, Any], controller: int) -> bool:
    """A rule's ``if`` holds now (none: always), e.g. "if you attacked this turn"."""
    if not args.get("if"):
        return True
    from casualmagic.engine.triggers import condition_holds

    return condition_holds(game, args["if"], controller, None)


def applies_to(args: dict[str, Any], controller: int, player: int) -> bool:
    """``who = "you"``: only spells the effect's controller casts (or, for a face-up
    plane, a player its ``you`` names, 901.12c)."""
    return args.get("who", "each") != "you" or controller == player \
        or player in args.get("you", ())


AFFINITY = "Affinity for artifacts"
"""702.41a printed on a spell: it costs {1} less for each artifact its caster controls."""


@lru_cache(maxsize=1024)
def affinities(keywords: frozenset[str]) -> tuple[str, ...]:
    """The filters of a card's "Affinity for [text]" keywords other than artifacts (702.41a),
    e.g. ``("Equipment you control",)``."""
    return tuple(f for k in sorted(keywords) if k.startswith("Affinity for ") and k != AFFINITY
                 and (f := affinity_filter(k)) is not None)


def has_affinity(card: CardDef) -> bool:
    """Does ``card`` have affinity printed on it (702.41a)?"""
    return AFFINITY in card.keywords or bool(card.keywords and affinities(card.keywords))


def cost_reduction(game: GameState, player: int, card: CardDef,
                   rules: list | None = None, targets: tuple | None = None) -> int:
    """How much generic mana "[filter] spells cost {N} less to cast" takes off (601.2f), less
    what "[filter] spells cost {N} more to cast" adds (negative when the increases win).
    ``targets``: the spell's chosen targets (601.2c comes before 601.2f), for "costs {N} less
    if it targets …"; None before they are chosen (could it be cast? then the reduction
    counts if some object it could target fits)."""
    total = 0
    rules = casting_rules(game) if rules is None else rules
    if rules and card.colors:  # planes: costs — Mycosynthwave (105.2c)
        from casualmagic.engine.cost_changes import colorless_outside_battlefield

        if colorless_outside_battlefield(game):
            from dataclasses import replace

            card = replace(card)
            object.__setattr__(card, "colors", ())  # judged as a colourless spell
    for op, args, controller in rules:
        if op == "spells_cost_less" and applies_to(args, controller, player) \
                and spell_fits(card, args.get("filter", "card")) \
                and _condition(game, args, controller):  # "the first creature spell ..."
            total += int(args.get("amount", 1))
        elif op == "spells_cost_more" and spell_fits(card, args.get("filter", "card")) and (
                player in game.opponents(controller) if args.get("who") == "opponent"
                else applies_to(args, controller, player)):
            total -= int(args.get("amount", 1))  # "Noncreature spells cost {1} more" (601.2f)
    for ab in card.replacement_abilities:  # "This spell costs {1} less to cast for each …"
        if ab.op == "costs_less_for_each":
            total += _self_reduction(game, player, dict(ab.args))
        elif ab.op == "costs_less_if" and _self_condition(game, player, dict(ab.args),
                                                          targets):
            total += int(dict(ab.args).get("amount", 1))
    if AFFINITY in card.keywords:  # 702.41a: printed on the spell itself
        import casualmagic.engine.continuous as cont

        total += sum(1 for o in game.permanents(player) if cont.is_type(game, o, "Artifact"))
    for phrase in affinities(card.keywords):  # 702.41a "Affinity for [text]"; 702.41b: each
        from casualmagic.cards.vocabulary import parse_filter
        from casualmagic.engine.targets import matches_filter_base

        f = parse_filter(phrase)
        total += sum(1 for o in game.permanents(player)
                     if matches_filter_base(game, f, o, player))
    if rules and game.vstate:  # planes: costs — "the next spell ... has affinity" (702.41a)
        from casualmagic.engine.cost_changes import affinity_reduction

        total += affinity_reduction(game, player, rules)
    return total


def _self_reduction(game: GameState, player: int, args: dict[str, Any]) -> int:
    """601.2f: "This spell costs {N} less to cast for each [permanent / card in your
    graveyard]", counted as the cost is determined."""
    each = args.get("each")
    if each is not None:
        from casualmagic.cards.vocabulary import parse_filter
        from casualmagic.engine.targets import matches_filter_base

        f = parse_filter(each)
        n = sum(1 for o in game.permanents() if matches_filter_base(game, f, o, player))
    else:
        types = set(args.get("each_card_in_graveyard", ()))
        n = sum(1 for i in game.players[player].graveyard
                if types & set(game.objects[i].card.types))
    return int(args.get("amount", 1)) * n


def _self_condition(game: GameState, player: int, args: dict[str, Any],
                    targets: tuple | None = None) -> bool:
    """601.2f: "This spell costs {N} less to cast if you control a Wizard" (``control``) /
    "… if you've cast another spell this turn" (``another_spell``), as the cost is
    determined (this spell's own cast is logged only once it is cast, 601.2i)."""
    if args.get("targets") is not None:  # common shapes II: "if it targets a tapped creature"
        from casualmagic.engine.cost_changes import targets_fit

        return targets_fit(game, player, str(args["targets"]), targets)
    control = args.get("control")
    if control is not None:
        from casualmagic.cards.vocabulary import parse_filter
        from casualmagic.engine.targets import matches_filter_base

        f = parse_filter(control)
        return any(matches_filter_base(game, f, o, player) for o in game.permanents(player))
    if args.get("another_spell"):
        from casualmagic.engine.cast_triggers import spells_cast_this_turn

        return spells_cast_this_turn(game, player) > 0
    return False


def reduce_generic(cost: ManaCost, n: int) -> ManaCost:
    """A cost with ``n`` less generic mana (601.2f: a reduction can't take away coloured
    requirements, nor go below zero, 118.7); a negative ``n`` is an increase that outweighs
    the reductions ("cost {1} more", 601.2f: increases apply first, so only the net counts)."""
    if n < 0:
        return cost.with_generic(-n)
    if n <= 0 or not cost.generic:
        return cost
    left = max(cost.generic - n, 0)
    kept = [s for s in cost.symbols if s.kind != "generic"]
    return ManaCost(((parse_symbol(str(left)),) if left else ()) + tuple(kept))


def has_flash_grant(game: GameState, player: int, card: CardDef, rules: list | None = None) -> bool:
    """"Players may cast [filter] spells as though they had flash" (702.8a)."""
    return any(op == "cast_as_though_flash" and applies_to(args, controller, player)
               and spell_fits(card, args.get("filter", "card"))
               for op, args, controller in (casting_rules(game) if rules is None else rules))


def may_cast_at_this_time(game: GameState, player: int, card: CardDef, sorcery_ok: bool,
                          rules: list | tuple = ()) -> bool:
    """May ``player`` cast ``card`` at this time (117.1a, 307.1, 304.5)?  With sorcery timing
    (``sorcery_ok``) any spell; otherwise an instant, a card with flash (702.8a), or one the
    casting ``rules`` in force let be cast "as though it had flash" (``()``: none looked at).
    The one timing check of every casting option: from hand, other zones, faces, grants."""
    return (sorcery_ok or "Instant" in card.types or "Flash" in card.keywords
            or bool(rules) and has_flash_grant(game, player, card, list(rules)))


def top_cards(game: GameState) -> list[int]:
    """The top card of each library, in seat order."""
    return [p.library[0] for p in game.players if p.library and not p.left]


def cant_cast(game: GameState, player: int, card: CardDef, rules: list | None = None) -> bool:
    """Is casting ``card`` forbidden for ``player`` now (601.3)?  "can't cast spells"
    effects, and spells that share a card type with the top card of a library."""
    for op, args, controller in casting_rules(game) if rules is None else rules:
        if op == "cant_cast" and args.get("player") == player and (
                not args.get("filter") or spell_fits(card, args["filter"])):
            return True  # schemes (Know Evil): "can't cast creature spells"
        if op == "cant_cast_more_than_one_spell_each_turn" and (
                player in game.opponents(controller) if args.get("who", "opponent") == "opponent"
                else applies_to(args, controller, player)) and any(
                ev.kind == "cast" and ev.player == player for ev in game.events_this_turn()):
            return True  # schemes: "Each opponent can't cast more than one spell each turn";
            # common shapes III: "Each player / You can't …" (``who`` "each" / "you")
        if op == "cant_cast_spells" and applies_to(args, controller, player) and (
                not args.get("filter") or spell_fits(card, args["filter"])):  # "instant or
            if _condition(game, args, controller):  # sorcery spells" (Hymn of the Wilds)
                return True  # e.g. Prahv: "If you attacked with creatures this turn, ..."
        if op == "cant_cast_sharing_type_with_top_card":
            types = set(card.types)
            for oid in top_cards(game):
                if types & set(game.objects[oid].card.types):
                    return True
    return False


EXILED_WITH = "exiled_with."
"""vstate key prefix + source id: the card ids (stable across zones) of cards exiled with
that object, for abilities linked to it (607.2a, "cards exiled with The Matrix of Time")."""


def exiled_with(game: GameState, source: int) -> tuple[int, ...]:
    """Objects in exile now that ``source`` exiled (607.2a)."""
    ids = set(game.vget(EXILED_WITH + str(source), ()))
    return tuple(i for i in game.exile if game.objects[i].card_id in ids)


def remember_exiled(game: GameState, source: int, oid: int) -> None:
    """Record that ``source`` exiled the card ``oid`` (607.2a)."""
    key = EXILED_WITH + str(source)
    game.vset(key, (*game.vget(key, ()), game.objects[oid].card_id))


def played_exiled(game: GameState, player: int, oid: int) -> None:
    """``player`` played a land or cast a spell ``oid``: if it was a card exiled with a
    source whose "you may play lands and cast spells from among cards exiled with [this]"
    applies, trigger that source's "whenever you play a land or cast a spell from among
    cards exiled with [this]" (607.2a, 603.2) and forget the card (400.7)."""
    from casualmagic.engine.triggers import queue_trigger

    o = game.objects.get(oid)
    if o is None:
        return
    for op, args, controller in casting_rules(game):
        if op != "play_cards_exiled_with_this" or controller != player:
            continue
        key = EXILED_WITH + str(args["source"])
        ids = game.vget(key, ())
        if o.card_id not in ids:
            continue
        game.vset(key, tuple(i for i in ids if i != o.card_id))
        src = game.objects[args["source"]]
        for ab in src.card.triggered:
            if ab.event == "plays_exiled_with_this":
                queue_trigger(game, src.id, src.card, ab, controller, oid)


GRAVEYARD_ONCE = "cast_creature_from_graveyard_once_each_turn"
"""The op of "Once during each of your turns, you may cast a creature spell from your
graveyard." (601.3: a permission of each such object, used once per turn)."""
GRAVEYARD_ONCE_USED = "graveyard_permission_used"
"""vstate: ``(turn, source)`` of the permissions used this turn."""


def _permission_used(game: GameState, source: int) -> bool:
    return (game.turn, source) in game.vget(GRAVEYARD_ONCE_USED, ())


GRAVEYARD_PERMISSION = "graveyard_permission"
"""Info of a spell cast with a once-each-turn permission: the permission's source."""


def graveyard_permission_for(game: GameState, player: int, card: CardDef) -> int | None:
    """The once-each-turn permission a creature spell ``player`` casts from their graveyard
    with no other way to do so (no alternative cost such as flashback or escape, not "without
    paying its mana cost" by an effect, not an aftermath half) uses: the first unused one of
    their objects (each object's is its own, 601.3), during their turn; None if none."""
    if "Creature" not in card.types or game.active != player:
        return None
    for op, args, controller in casting_rules(game):
        if op == GRAVEYARD_ONCE and controller == player \
                and not _permission_used(game, args["source"]):
            return args["source"]
    return None


def used_graveyard_permission(game: GameState, player: int, source: int) -> None:
    """``player`` cast a spell with the once-each-turn permission of ``source`` (601.3): used
    up for this turn."""
    used = tuple(u for u in game.vget(GRAVEYARD_ONCE_USED, ()) if u[0] == game.turn)
    game.vset(GRAVEYARD_ONCE_USED, (*used, (game.turn, source)))
    game.emit("permission_used", player, {"source": source}, "601.3")


def extra_mana_for_counters(game: GameState, player: int, spell: GameObject) -> bool:
    """May ``player`` pay any amount of mana more for the creature spell ``spell`` (Chorus
    of the Conclave, 601.2b)? Not for a copy (707.10: a copy is not cast)."""
    if spell.is_copy or "Creature" not in spell.card.types:
        return False
    return any(op == "creature_spells_extra_mana_for_counters" and controller == player
               for op, _args, controller in casting_rules(game))


def extra_counters_on_entering(game: GameState, oid: int) -> None:
    """"If you do, that creature enters with that many additional +1/+1 counters on it"
    (614.1c): the mana paid more for the spell (601.2b, carried from the spell to the
    permanent by ``GameState.move``), as +1/+1 counters put on as it enters — so its "enters"
    triggers (evolve's comparison, 702.100b) see them."""
    o = game.objects[oid]
    if not o.info:
        return
    from casualmagic.engine.effect_refs import EXTRA_FOR_COUNTERS
    from casualmagic.engine.primitives import add_counters

    n = int(o.get_info(EXTRA_FOR_COUNTERS, 0) or 0)
    if n:
        add_counters(game, oid, "+1/+1", n, "614.1c", sync=True)


rule_hooks.AS_IT_ENTERS.append(extra_counters_on_entering)


def playable_tops(game: GameState, player: int, rules: list | None = None) -> list[int]:
    """Top cards of libraries ``player`` may play or cast (601.3, 305.1), and cards in exile
    an effect lets them play ("during your turn, you may play lands and cast spells from
    among cards exiled with [this]", 607.2a)."""
    rules = casting_rules(game) if rules is None else rules
    extra: list[int] = []
    for op, args, controller in rules:
        if (op == "play_cards_exiled_with_this" and applies_to(args, controller, player)
                and (args.get("turn") != "yours" or game.active == player)):
            extra.extend(exiled_with(game, args["source"]))
        elif op == GRAVEYARD_ONCE and controller == player and game.active == player \
                and not _permission_used(game, args["source"]):  # Karador (601.3)
            extra.extend(i for i in game.players[player].graveyard
                         if "Creature" in game.objects[i].card.types
                         and "Land" not in game.objects[i].card.types)
        elif op == "may_play_exiled" and args.get("player") == player:  # "this turn" (601.3)
            extra.extend(i for i in game.exile if game.objects[i].card_id == args.get("card"))
    if extra:
        return extra + _tops(game, player, rules)
    return _tops(game, player, rules)


def _tops(game: GameState, player: int, rules: list) -> list[int]:
    for op, args, controller in rules:
        if op == "play_from_top_of_libraries" and applies_to(args, controller, player):
            if args.get("whose", "any") == "own":
                lib = game.players[player].library
                return list(lib[:1])
            return top_cards(game)
    return []


def revealed_tops(game: GameState) -> list[int]:
    """Top cards of libraries that are public (400.2, "play with the top card revealed")."""
    if any(op == "top_card_revealed" for op, _a, _c in casting_rules(game)):
        return top_cards(game)
    return []


def extra_mana(game: GameState, player: int, obj: GameObject,
               rules: list | None = None) -> int:
    """Mana more that tapping ``obj`` for mana adds, from triggered mana abilities
    "Whenever a player taps a [filter] for mana, that player adds one mana of any type
    that [it] produced" (605.1b, 605.4a, 106.12a)."""
    import casualmagic.engine.continuous as cont

    n = 0
    for op, args, controller in casting_rules(game) if rules is None else rules:
        if op != "extra_mana_when_tapped" or not applies_to(args, controller, player):
            continue
        phrase = args.get("filter", "permanent")
        if args.get("mana") == "C" and not _makes_colorless(game, obj):
            continue  # planes: statics — "Whenever you tap a permanent for {C}" (Event Horizon)
        if phrase == "permanent" or (phrase == "land" and cont.is_type(game, obj, "Land")):
            n += int(args.get("amount", 1))
    return n


def _makes_colorless(game: GameState, obj: GameObject) -> bool:
    """Is ``obj``'s tap mana ability one that adds only colorless mana ({C}, 106.1b)?"""
    import casualmagic.engine.continuous as cont

    found = cont.tap_mana_ability(game, obj)
    return found is not None and tuple(found[1].produces) == ("C",)


def tapped_for_mana(game: GameState, player: int, oid: int) -> None:
    """Trigger "Whenever a player taps a [filter] for mana" abilities (605.1b, 106.12a)
    that aren't mana abilities (e.g. Tember City's damage): permanents' and face-up
    command-zone cards' ``tapped_for_mana`` triggers, with the tapped object as subject."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.triggers import queue_trigger

    tapped = game.objects.get(oid)
    if tapped is None:
        return
    for src in _trigger_sources(game):
        o = game.objects[src]
        for ab in o.card.triggered:
            if ab.event != "tapped_for_mana":
                continue
            if ab.whose in (None, "your", "you") and player != o.controller:
                continue
            if ab.subject and not matches_filter_base(game, parse_filter(ab.subject), tapped,
                                                      o.controller):
                continue
            queue_trigger(game, src, o.card, ab, o.controller, oid)


def _trigger_sources(game: GameState) -> list[int]:
    out = [oid for oid in game.battlefield if game.objects[oid].card.triggered]
    for hook in game.hooks:
        out.extend(i for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                   if i in game.objects)
    return out


def spell_cast(game: GameState, spell: int) -> None:
    """Trigger "Whenever a player casts a [filter] spell" abilities (``casts_spell``) of
    permanents and face-up command-zone cards (603.2, 601.2i); the spell is the subject,
    so "it" is the spell and "controller of it" the player who cast it."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.triggers import queue_trigger

    s = game.objects.get(spell)
    if s is None:
        return
    _cast_keywords(game, spell)
    if game.vstate and not s.is_copy:  # planes: costs — "the next spell you cast" (611.2a)
        from casualmagic.engine.cost_changes import spell_was_cast

        spell_was_cast(game, s.controller)
    if any(op == "grant_demonstrate" and spell_fits(s.card, args.get("filter", "card"))
           for op, args, _c in casting_rules(game)):
        queue_trigger(game, spell, s.card, DEMONSTRATE, s.controller, spell)  # 702.144a
    for op, args, controller in casting_rules(game):
        # TARDIS Bay: "The first spell you cast during each of your turns with mana value 2
        # or greater has cascade" (702.85a)
        least = int(args.get("min_mana_value", 0))
        if (op == "first_spell_each_turn_has_cascade" and game.active == s.controller
                and applies_to(args, controller, s.controller)
                and s.card.mana_value >= least
                and first_spell_this_turn(game, s.controller, least)):
            queue_trigger(game, spell, s.card, CASCADE, s.controller, spell)
    permission = s.get_info(GRAVEYARD_PERMISSION) if not s.is_copy else None
    if permission is not None:
        used_graveyard_permission(game, s.controller, permission)  # Karador (601.3)
    if s.get_info("cast_from") == "exile" and not s.is_copy:
        played_exiled(game, s.controller, spell)  # The Matrix of Time (607.2a)
        used_foretold_permission(game, spell)  # Singing Towers of Darillium (702.143c)
    for src in _trigger_sources(game):
        o = game.objects[src]
        for ab in o.card.triggered:
            if ab.event != "casts_spell":
                continue
            if ab.whose in ("your", "you") and s.controller != o.controller:
                continue
            if ab.subject and not matches_filter_base(game, parse_filter(ab.subject), s,
                                                      o.controller):
                continue
            queue_trigger(game, src, o.card, ab, o.controller, spell)


def split_second_on_stack(game: GameState, rules: list | None = None) -> bool:
    """Is a spell with split second on the stack (702.61a)?"""
    objs = game.objects
    spell = False
    for i in game.stack:  # asked at each priority with a stack: one pass, no list
        o = objs[i]
        if o.kind == "spell":
            if "Split second" in o.card.keywords:
                return True
            spell = True
    return spell and any(op == "all_spells_split_second"
                         for op, _a, _c in (casting_rules(game) if rules is None else rules))


REBOUND_TEXT = ("Rebound — at the beginning of your next upkeep, you may cast this card from "
                "exile without paying its mana cost.")


def has_rebound(game: GameState, spell: GameObject) -> bool:
    """Does a resolving spell have rebound — printed, or granted by "Instant and sorcery
    spells have rebound" (702.88a)?"""
    card = spell.card
    if "Rebound" in card.keywords:
        return True
    return any(op == "grant_rebound" and spell_fits(card, args.get("filter", "instant or sorcery"))
               for op, args, _c in casting_rules(game))


def rebound(game: GameState, spell: GameObject, to: str) -> bool:
    """702.88a: a spell with rebound cast from its controller's hand is exiled as it
    resolves instead of going to the graveyard, and at the beginning of that player's next
    upkeep they may cast it from exile without paying its mana cost (a delayed triggered
    ability, 603.7).  Returns whether it did (the caller then does nothing more)."""
    from casualmagic.cards.model import Effect, TriggeredAbility
    from casualmagic.engine.triggers import add_delayed

    if to != "graveyard" or spell.is_copy or spell.get_info("cast_from") != "hand" \
            or not has_rebound(game, spell):
        return False
    controller = spell.controller
    new = game.move(spell.id, "exile")
    game.emit("resolve", controller, {"object": spell.id, "card": spell.card.name, "to": "exile",
                                      "rebound": True}, "702.88a")
    ability = TriggeredAbility("your_next_upkeep", (Effect("may_cast_free", (("what", "it"),)),),
                               (), None, REBOUND_TEXT)
    add_delayed(game, "your_next_upkeep", game.objects[new].card, ability, controller, new)
    return True


# -- foretold cards cast for free use up their permission (601.3, 702.143c) ----------------

FORETOLD = "cast.foretold"
"""vstate: ``(card id, turn)`` of foretold cards in exile and the turn they were foretold
(702.143c); card ids stay the same across zones.  The foretell cost a plane gave a card
stays with the foretold card (702.143e): its mana cost reduced by {2}."""


def used_foretold_permission(game: GameState, spell: int) -> None:
    """A foretold card cast without paying its mana cost uses up one "you may cast a foretold
    card ... this turn" permission of its caster (601.3)."""
    s = game.objects[spell]
    ids = game.vget(FORETOLD, ())
    if s.card_id not in {cid for cid, _t in ids}:
        return
    game.vset(FORETOLD, tuple(e for e in ids if e[0] != s.card_id))
    if not s.get_info("free"):
        return
    effs = list(game.vget(LASTING_KEY, ()))
    for i, e in enumerate(effs):
        if e[0] == "cast_foretold_free" and dict(e[1]).get("player") == s.controller:
            del effs[i]
            game.vset(LASTING_KEY, tuple(effs))
            return


# after the spell's other cast triggers (engine/triggers.py), as the casting rules run them
subscribe(SPELL_CAST, spell_cast, order=1)  # "whenever a player casts a [filter] spell" (603.2)
