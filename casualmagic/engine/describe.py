"""Readable text for options and events (the human player and the text log)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.decisions import Decision, Option
from casualmagic.core.events import Event
from casualmagic.engine.faces import whole_card

if TYPE_CHECKING:
    from casualmagic.core.state import GameState


def _name(game: GameState, oid: Any) -> str:
    o = game.last_known_object(oid) if isinstance(oid, int) else None
    # a face-down permanent or spell has no name to show (708.2a, 708.5): the text log is
    # shared, so it never names one (the controller's view does)
    return f"{o.name} (#{oid})" if o is not None else f"#{oid}"


def _ref(game: GameState, kind: str, ident: int) -> str:
    if kind == "player":
        return game.players[ident].name
    return _name(game, ident)


def describe_option(game: GameState, decision: Decision | None, option: Option) -> str:
    kind = option[0]
    if kind == "pass":
        return "Pass priority"
    if kind == "play":
        return f"Play {_name(game, option[1])}"
    if kind == "cast":
        alt = f" for its {option[2]} cost" if len(option) > 2 else ""
        if len(option) > 2 and option[2] in ("morph", "disguise"):  # 702.37c, 702.168b
            alt = f" face down as a 2/2 creature for {{3}} ({option[2]})"
        if len(option) > 2 and str(option[2]).startswith("cost:"):  # 118.9 (The Windy City)
            alt = f" by paying {option[2][len('cost:'):]} rather than its mana cost"
        return f"Cast {_name(game, option[1])}{alt}"
    if kind == "activate":
        o = game.objects[option[1]]
        if option[2] == "granted cycling":  # planes: face-down, Bicycle Rack (702.29a)
            return f"Cycle {o.card.name}"
        if option[2] == "library food":  # planes: face-down, Stroopwafel Cafe
            return f"Activate the Food ability of {o.card.name} on top of your library"
        if isinstance(option[2], str):  # a granted graveyard ability (702.97a, 702.128a)
            return f"Activate {o.card.name}'s {option[2]} ability from the graveyard"
        from casualmagic.engine.continuous import activated_ability

        ab = activated_ability(game, o, option[2])
        return f"Activate {o.card.name}: {ab.text}"
    if kind == "command_ability":  # planes: statics — a face-up plane's mana ability (901.7)
        o = game.objects[option[1]]
        return f"Activate {o.card.name}: {o.card.activated[option[2]].text}"
    if kind == "mana":  # a mana ability activated with priority (605.3a)
        o = game.objects[option[1]]
        return f"Activate {o.card.name}: {o.card.activated[option[2]].text}"
    if kind == "cast_prepared":  # a copy of a prepared permanent's spell (mechanics.prepared)
        whole = whole_card(game.objects[option[1]])
        spell = whole.faces[1].name if len(whole.faces) > 1 else whole.name
        return f"Cast a copy of {spell}, the spell of {_name(game, option[1])} (it is prepared)"
    if kind == "turn_face_up":  # a special action (116.2b: 701.34b, 702.37e, 702.168d)
        how = f"its {option[2]} cost" if len(option) > 2 else "its mana cost"
        return f"Turn {_name(game, option[1])} face up for {how}"
    if kind == "foretell":  # a special action (702.143a)
        return f"Foretell {_name(game, option[1])} (pay {{2}}, exile it face down)"
    if kind == "color":
        return f"Mana of colour {option[1]}"
    if kind == "target":
        return f"Target {_ref(game, option[1], option[2])}"
    if kind == "attack":
        return f"Attack {_ref(game, option[2], option[3])} with {_name(game, option[1])}"
    if kind == "block":
        return f"Block {_name(game, option[2])} with {_name(game, option[1])}"
    if kind == "block_pair":
        return f"Block {_name(game, option[3])} with {_name(game, option[1])} and {_name(game, option[2])}"
    if kind == "pay":
        return f"Pay: {option[2]}"
    if kind == "mode":
        return f"Mode: {option[2]}"
    if kind == "x":
        return f"X = {option[1]}"
    if kind == "assign" and len(option) == 4:  # a share of combat damage (510.1c-d)
        return f"Assign {option[1]} damage to {_ref(game, option[2], option[3])}"
    simple = {"kick": "Pay the kicker cost", "no_kick": "Don't pay the kicker cost",
              "decline": "Don't pay (it is countered)", "no_copy": "Don't copy anything"}
    if kind == "keep" and decision is not None and decision.kind == "target":
        return "Keep the copy's targets"
    if kind == "decline" and len(option) > 2:  # an optional replacement effect (614.1)
        return f"Don't apply: {option[2]}"
    if kind in simple:
        return simple[kind] + (f" {option[1]}" if kind == "kick" else "")
    if kind == "pay_life":
        return f"Pay {option[1]} life"
    if kind in ("put", "copy", "sacrifice"):
        verb = {"put": "Put", "copy": "Enter as a copy of", "sacrifice": "Sacrifice"}[kind]
        return f"{verb} {_name(game, option[1])}"
    if kind == "replacement":
        return f"Apply first: {option[2]}"
    if kind == "first":
        return f"{game.players[option[1]].name} takes the first turn"
    if kind in ("keep", "mulligan", "done", "stop"):
        return {"keep": "Keep this hand", "mulligan": "Take a mulligan", "done": "Done",
                "stop": "Find nothing"}[kind]
    if kind in ("discard", "bottom", "keep", "order", "find"):
        return f"{kind.capitalize()} {_name(game, option[1])}"
    if kind in ("top",):
        return f"Top: {_name(game, option[1])}"
    if kind == "trigger":
        from casualmagic.engine.triggers import describe_trigger

        return describe_trigger(game.waiting_triggers[option[1]])
    for hook in game.hooks:
        text = hook.describe_option(game, option)  # type: ignore[arg-type]
        if text:
            return text
    return " ".join(str(x) for x in option)


FACE_DOWN_NAME = "a face-down creature"
"""How the log names a face-down spell or permanent, which has no name (708.2a)."""


def _who(game: GameState, ev: Event) -> str:
    if ev.player is None:
        return "The game"
    return game.players[ev.player].name


def describe_event(game: GameState, ev: Event) -> str:
    """One line of the readable log (the rule is shown by the renderer)."""
    d = ev.data
    who = _who(game, ev)
    k = ev.kind
    card = d.get("card")
    if card == "":  # a face-down spell or permanent has no name (708.2a, engine.face_down)
        card = FACE_DOWN_NAME
    if k == "turn":
        team = f" ({d['team']})" if d.get("team") else ""  # team formats, CR 808–811
        marker = f" [turn marker {d['turn_marker']}]" if d.get("turn_marker") else ""  # 807.4
        return f"— Turn {d['turn']}: {d['active']}{team}{marker} —"
    if k == "step":
        step = f"{d['phase'].replace('_', ' ')}: {d['step'].replace('_', ' ')}"
        if d.get("turn_marker"):  # 807.4: simultaneous turns, so say whose
            return f"[turn marker {d['turn_marker']}, {who}'s turn {d['turn']}] {step}"
        return step
    if k == "turn_waits":
        return f"{d['player']} holds turn marker {d['turn_marker']} but waits to begin a turn"
    if k == "draw":
        return f"{who} draws {card}" if card != "hidden" else f"{who} draws a card"
    if k == "play_land":
        return f"{who} plays {card}"
    if k == "cast":
        tgt = _targets(game, d)
        x = f" with X={d['x']}" if d.get("x") else ""
        x += f" choosing “{d['mode']}”" if d.get("mode") else ""
        src = f" from the {d['from']} zone" if d.get("from") else ""
        tax = f" (commander tax {d['tax']})" if d.get("tax") else ""
        return f"{who} casts {card}{src}{x}{tgt}{tax}"
    if k == "activate":
        return f"{who} activates {card}: {d.get('ability', '')}{_targets(game, d)}"
    if k == "mana_ability":
        return f"{who} taps {card} for {{{'}{'.join(d['mana'])}}}"
    if k == "resolve":
        if d.get("nothing"):  # 603.4: an intervening "if" no longer true
            return f"{card}'s ability does nothing: its condition is no longer true"
        return f"{card}'s ability resolves" if d.get("ability") else f"{card} resolves"
    if k == "fizzle":
        return f"{card} doesn't resolve: all its targets are illegal"
    if k == "damage":
        to = game.players[d["to_player"]].name if "to_player" in d else d.get("to")
        extra = f" (now at {d['life']} life)" if "life" in d else ""  # as it is, even 0 or less
        return f"{d['source'] or FACE_DOWN_NAME} deals {d['amount']} " \
               f"{'combat ' if d.get('combat') else ''}damage to {to or FACE_DOWN_NAME}{extra}"
    if k == "life":
        verb = "gains" if d["change"] > 0 else "loses"
        return f"{who} {verb} {abs(d['change'])} life (now at {d['life']})"
    if k in ("destroy", "dies", "sacrifice", "exile", "bounce", "counter", "sba", "return"):
        verbs = {"destroy": "is destroyed", "dies": "dies", "sacrifice": "is sacrificed",
                 "exile": "is exiled", "bounce": "returns to its owner's hand",
                 "counter": "is countered", "sba": "is put into a graveyard",
                 "return": f"returns to the {d.get('to')}"}
        where = f" (to {d['to']})" if d.get("to") not in (None, "graveyard") and k != "return" else ""
        return f"{card} {verbs[k]}{where}"
    if k == "attackers":
        return f"{who} attacks with " + ", ".join(
            f"{name or FACE_DOWN_NAME} → {_ref(game, ref[0], ref[1])}"
            for _i, name, ref in d["attackers"])
    if k == "blockers":
        return "Blocks: " + ", ".join(f"{b or FACE_DOWN_NAME} blocks {a or FACE_DOWN_NAME}"
                                      for _bi, b, _ai, a in d["blocks"])
    if k == "turn_face_up":  # 708.8: its face is shown to all
        return f"{who} turns {card} face up"
    if k == "show_cost":  # 702.37e, 702.168d: the cost shown, then paid
        return f"{who} pays the {d.get('keyword')} cost {d.get('cost')} of {_name(game, d.get('object'))}"
    if k == "cast_face_down":  # 702.37c, 702.168b (hidden from the other players, 708.5)
        what = "a card" if card == "hidden" else card
        return f"{who} turns {what} face down to cast it ({d.get('way')})"
    if k == "lose":
        return f"{d['player']} loses the game: {d['reason']}"
    if k == "game_over":
        return f"Game over after turn {d['turn']}: {d['reason']}"
    if k == "mulligan":
        return f"{who} takes a mulligan{' (free)' if d.get('free') else ''}"
    if k == "keep":
        return f"{who} keeps {d['cards']} cards"
    if k == "starting_player":
        return f"{d['player']} takes the first turn"
    if k == "random_chooser":
        return f"{d['player']} is chosen at random to decide who goes first"
    if k == "discard":
        return f"{who} discards {card}"
    if k == "pump":
        return f"{_name(game, d['object'])} gets +{d['power']}/+{d['toughness']} until end of turn"
    if k == "trigger":
        return f"{card}'s ability triggers: {d.get('ability', '')}"
    if k == "untap":
        return f"{who} untaps {_count(len(d['objects']), 'permanent')}"
    if k == "shuffle":
        return f"{who} shuffles their library"
    if k == "mana_empties":
        return f"{who}'s unused mana empties"
    if k == "skip_draw":
        return f"{who} skips the draw step of the first turn"
    if k == "bottom":
        what = _a_card(card) if "card" in d else _card_list(d.get("cards"))
        src = " from their hand" if d.get("from") == "hand" else ""
        order = " in a random order" if d.get("random") else ""
        if ev.player is None:  # 701.23c: clashing players at the same time
            return f"{what.capitalize()} go on the bottom of their owners' libraries"
        return f"{who} puts {what}{src} on the bottom of their library{order}"
    line = _describe_more(game, ev, who, card)
    if line is not None:
        return line
    for hook in game.hooks:
        line = hook.describe_event(game, ev)  # type: ignore[arg-type]
        if line is not None:
            return line
    return _plain_words(who, k, d)


def _count(n: int, noun: str) -> str:
    """'1 card', '3 cards'."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _card_list(cards: Any) -> str:
    """Card names (or how many, when the viewer may not see them)."""
    if isinstance(cards, list | tuple):
        return ", ".join(str(c) for c in cards) if cards else "no cards"
    if cards == "hidden":
        return "cards"
    return _count(cards, "card") if isinstance(cards, int) else str(cards)


def _a_card(card: Any) -> str:
    return "a card" if card in (None, "hidden") else str(card)


ZONE_WORDS = {"library_top": "on top of their library", "library": "into their library",
              "library_bottom": "on the bottom of their library", "hand": "into their hand",
              "battlefield": "onto the battlefield", "graveyard": "into their graveyard",
              "exile": "into exile", "command": "into the command zone"}


def _plain_words(who: str, kind: str, d: dict[str, Any]) -> str:
    """A line for an event without its own wording: the kind in words and the values a
    player reads (names, numbers, words), never object numbers or internal lists."""
    shown = []
    for key, val in d.items():
        if key in ("object", "new_object", "objects", "player") or key.endswith("_id"):
            continue
        if isinstance(val, list | tuple | dict) and not all(isinstance(v, str) for v in val):
            continue
        if val in (None, "", [], ()):
            continue
        text = ", ".join(val) if isinstance(val, list | tuple) else str(val)
        shown.append(f"{key.replace('_', ' ')} {text.replace('_', ' ')}")
    return f"{who}: {kind.replace('_', ' ')}" + (f" ({'; '.join(shown)})" if shown else "")


def _describe_more(game: GameState, ev: Event, who: str, card: Any) -> str | None:
    """Lines for the rules-depth events (counters, tokens, replacement and layer effects)."""
    d = ev.data
    k = ev.kind
    obj = d.get("object")
    if k == "counters":
        n = d["amount"]
        if n == 0:
            return f"{_name(game, obj)} gets no {d['kind']} counters"
        verb = "gets" if n > 0 else "loses"
        return f"{_name(game, obj)} {verb} {abs(n)} {d['kind']} counter{'s' if abs(n) != 1 else ''}"
    if k == "create_token":
        return f"{who} creates a {card} token"
    if k == "add_mana":
        return f"{who} adds {{{'}{'.join(d['mana'])}}}"
    if k == "attach":
        return f"{card} becomes attached to {_name(game, d['to'])}"
    if k == "unattach":
        return f"{_name(game, obj)} becomes unattached"
    if k in ("become", "set_base_pt", "switch_pt", "add_types", "lose_abilities", "set_colors"):
        what = {"become": "changes", "set_base_pt": "has a new base power and toughness",
                "switch_pt": "has its power and toughness switched",
                "add_types": "gains types", "lose_abilities": "loses all abilities",
                "set_colors": "changes colour"}[k]
        until = " until end of turn" if d.get("duration") == "end_of_turn" else ""
        return f"{card or _name(game, obj)} {what}{until}"
    if k in ("gain_control", "control_changes"):
        to = d.get("to", ev.player)
        name = card or _name(game, obj)
        return f"{game.players[to].name if to is not None else who} gains control of {name}"
    if k == "prevent":
        return f"{d['amount']} damage is prevented ({d.get('by', '')})"
    if k == "prevention_shield":
        amount = "all" if d.get("amount") == "all" else f"the next {d.get('amount')}"
        return f"{card}: {amount} damage{' (combat only)' if d.get('combat_only') else ''} will be prevented this turn"
    if k == "delayed_trigger":
        return f"{card} sets up a delayed trigger ({d['when'].replace('_', ' ')})"
    if k == "pump_all":
        kws = f" and gain {', '.join(d['keywords'])}" if d.get("keywords") else ""
        return (f"{_count(len(d['objects']), 'creature')} get{'s' if len(d['objects']) == 1 else ''} "
                f"+{d['power']}/+{d['toughness']}{kws} "
                "until end of turn")
    if k == "put_onto_battlefield":
        return f"{who} puts {card} onto the battlefield"
    if k == "surveil":
        return f"{who} surveils: {d['top']} on top, {d['graveyard']} into the graveyard"
    if k == "scry":
        return f"{who} scries: {d['top']} on top, {d['bottom']} on the bottom"
    if k == "mill":
        cards = d.get("cards") or []
        return f"{who} mills {_count(len(cards), 'card')}" + (f": {', '.join(cards)}" if cards else "")
    if k == "zone_replaced":
        return f"{card} goes to the {d['to']} zone instead of the {d['instead_of']} ({d.get('by', '')})"
    if k == "token_ceases":
        return "A token that left the battlefield ceases to exist"
    if k == "pay_unless":
        paid = f"{d['life']} life" if "life" in d else d.get("cost", "")
        return f"{who} pays {paid} so {card} isn't countered"
    if k == "copy_spell":
        return f"{who} copies {card}"
    if k == "assign_combat_damage":
        shares = ", ".join(f"{n} to {name}" for name, n in d["division"])
        return f"{who} divides {card}'s combat damage: {shares}"
    if k == "trigger_removed":
        return f"{card}'s triggered ability has no legal target and is removed"
    if k == "end_combat":
        return "Combat ends"
    if k == "removed_from_combat":
        return f"{_name(game, obj)} is removed from combat"
    if k == "effect_ends":
        return f"An effect of {card or 'a spell'} ends"
    return _describe_actions(game, ev, who, card)


def _describe_actions(game: GameState, ev: Event, who: str, card: Any) -> str | None:
    """Keyword actions and turn-based actions in the game's words (701, 514, 800.4)."""
    d = ev.data
    k = ev.kind
    if k == "crime":
        return f"{who} commits a crime with {card}"
    if k == "cleanup":
        return "Damage wears off and “until end of turn” effects end"
    if k == "turn_not_begun":
        return f"{d.get('player', who)}'s turn doesn't begin: they have left the game"
    if k == "leave_game":
        return f"{who} leaves the game, and everything they own leaves with them"
    if k == "search":
        if "card" in d:
            return f"{who} searches their library and puts {_a_card(card)} {ZONE_WORDS.get(d.get('to'), '')}".rstrip()
        return f"{who} searches their library and puts {_card_list(d.get('cards'))} " \
               f"{ZONE_WORDS.get(d.get('to'), '')}".rstrip()
    if k == "reveal":
        return f"{who} reveals {_card_list(d.get('cards', card))}"
    if k == "look":
        if "card" in d:
            return f"{who} puts {_a_card(card)} {ZONE_WORDS.get(d.get('to'), 'away')}"
        return f"{who} looks at {_card_list(d.get('cards'))}"
    if k == "put_from_hand":
        return f"{who} puts {_a_card(card)} from their hand {ZONE_WORDS.get(d.get('to'), '')}".rstrip()
    if k == "choice":
        return f"{who} chooses {'to use' if d.get('may') == 'yes' else 'not to use'} {card}'s ability"
    if k == "reorder":
        return f"{who} puts {_card_list(d.get('cards'))} back in an order of their choice"
    if k == "tap":
        return f"{_name(game, d.get('object'))} becomes tapped"
    if k == "hand_size":
        size = "no maximum hand size" if d.get("maximum") is None else f"a maximum hand size of {d['maximum']}"
        return f"{who} has {size}"
    if k == "team_life":
        verb = "gains" if d["change"] > 0 else "loses"
        return f"{who}'s team {verb} {abs(d['change'])} life (now at {d['life']})"
    if k == "draw_from_empty":
        return f"{who} had to draw from an empty library"
    if k == "land_plays":
        return f"{who} may play {d.get('plays')} lands this turn"
    if k == "planar_deck":
        return f"{who}'s planar deck has {_card_list(d.get('cards'))}"
    if k == "clash":  # 701.23d
        names = " and ".join(game.players[q].name for q in d.get("players", ()))
        won = f"{game.players[d['winner']].name} wins" if d.get("winner") is not None else "nobody wins"
        return f"{names} clash: {won}"
    if k == "deploy":  # 804.2
        return f"{who} gives control of {card} to {d.get('to')}"
    if k == "starting_emperor":  # 809.4
        return f"{d.get('player', who)} is the emperor who takes the first turn"
    if k == "planar_bottom":
        order = "in a random order" if d.get("random") else "in an order of their choice"
        return f"{who} puts {_card_list(d.get('cards'))} on the bottom of their planar deck {order}"
    if k == "prevention_effect":
        to = str(d.get("to", "")).replace("permanents you control", f"permanents {who} controls")
        return f"Damage {d.get('source')} would deal to {to} is prevented ({d.get('duration')})"
    if k == "starting_team":
        return f"{d.get('team')} takes the first turn"
    return None


def _targets(game: GameState, d: dict[str, Any]) -> str:
    t = d.get("targets")
    if not t:
        return ""
    return " targeting " + ", ".join(_ref(game, kind, ident) for kind, ident in t)
