"""The Earley parser that reads ``oracle.lark``: lark's own (``parser="earley"``,
``lexer="dynamic"``, ``ambiguity="resolve"``), with the same chart built faster.

Nearly all of the time to compile the card database is this parse, and most of lark's
time went to items made only to be dropped:

* lark's predictor expands a nonterminal's whole prediction list (every rule reachable
  at its left edge) each time an item expects it, so at the start of each sentence the
  ~170 rules under ``effect`` were made again for every alternative that begins with
  ``target``, ``player_target``, ``sentence`` …, each found already in the column.  Here a
  nonterminal is expanded once per column, and so is every nonterminal its expansion
  reached (their items are all there already);
* an item expecting a terminal that matches neither at its position nor after the
  whitespace there is never scanned (:class:`_Lookahead`): it is not made;
* the predicted items are made without lark's general ``Item`` constructor, and a
  position inside a token (an empty column) is passed over.

Everything else is lark's algorithm line for line: the items that can take part in a
parse reach the columns and the scan buffer in the same order, the shared packed parse
forest is built in the same order, and ``ambiguity="resolve"`` picks the same tree
(tests/cards/test_compiler_earley.py parses card paragraphs with both and compares).

The subclass reaches into lark's parser internals, so it is used only with the lark
versions it was checked against (:data:`CHECKED_LARK`); with any other, lark's parser is
kept as it is (slower, the same trees).
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import Any

import lark
from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF
from lark.grammar import NonTerminal
from lark.lexer import Token
from lark.parsers import xearley
from lark.parsers.earley_common import Item
from lark.parsers.earley_forest import ForestToParseTree, TokenNode
from lark.utils import OrderedSet, dedup_list

CHECKED_LARK = ("1.3.",)
"""Lark versions (prefixes) whose Earley internals this module was checked against."""


def fast_earley(parser: Lark) -> bool:
    """Make ``parser`` (an Earley parser with the dynamic lexer) use :class:`_Parser`;
    False, leaving it as it is, on a lark version this module was not checked against."""
    inner = getattr(getattr(parser, "parser", None), "parser", None)
    if not lark.__version__.startswith(CHECKED_LARK) or type(inner) is not xearley.Parser:
        return False
    if (inner.complete_lex or inner.debug or inner.Set is not OrderedSet
            or len(inner.ignore) != 1):
        return False
    inner.__class__ = _Parser
    inner.prepare()
    return True


class _Lookahead:
    """Which terminals can be scanned at one position of one text.  lark's scan tries an
    item's terminal at the item's position and, where ignored whitespace begins there,
    carries the item past the whitespace to try it again (and nowhere else): an item whose
    terminal matches at neither place is dropped without adding anything to the parse."""

    __slots__ = ("_after", "_alive", "_ignore", "_match", "at", "stream")

    def __init__(self, match: Any, ignore: Any, stream: str) -> None:
        self._match, self._ignore, self.stream = match, ignore, stream
        self.move(0)

    def move(self, i: int) -> None:
        self.at, self._alive = i, {}
        m = self._match(self._ignore, self.stream, i)
        self._after = m.end() if m else None
        if m and self._match(self._ignore, self.stream, m.end()):
            self._after = -1  # another ignored run right after: keep every item

    def live(self, terminal: Any) -> bool:
        found = self._alive.get(terminal.name)
        if found is None:
            match, after = self._match, self._after
            found = bool(after == -1 or match(terminal, self.stream, self.at)
                         or (after is not None and match(terminal, self.stream, after)))
            self._alive[terminal.name] = found
        return found


class _Parser(xearley.Parser):
    """lark's ``xearley.Parser`` (lark 1.3, MIT licence), its predictor expanding each
    nonterminal once per column; see the module docstring."""

    _reach: dict[Any, frozenset[Any]]
    _initial: dict[Any, list[tuple[Any, bool, Any, Any, int, bool]]]

    def prepare(self) -> None:
        """The tables the predictor reads: for each nonterminal, every nonterminal its
        prediction list expands (itself included), and the fields of its first items."""
        self._reach = {nt: frozenset(r.origin for r in rules) | {nt}
                       for nt, rules in self.predictions.items()}

        def first(rule: Any) -> tuple[Any, bool, Any, Any, int, bool]:
            item = Item(rule, 0, 0)
            return (rule, item.is_complete, item.s, item.expect, id(rule),
                    item.expect in self.TERMINALS)

        self._initial = {nt: [first(r) for r in rules] for nt, rules in self.predictions.items()}

    def _predict(self, nonterminal: Any, i: int, to_scan: Any, column: Any,
                 items: deque[Any] | None, look: _Lookahead) -> None:
        """Add the first item of every rule of ``nonterminal``'s prediction list at column
        ``i``: to the scan buffer when it expects a terminal (unless the terminal can't be
        scanned there, :class:`_Lookahead`), else to the column.  Only items at their first
        symbol are made here, and any two of those are equal exactly when their rule and
        column are, so their hash is taken from those two."""
        new = Item.__new__
        live = look.live
        scan_buffer, chart = to_scan.d, column.d  # lark's OrderedSet: a dict of its items
        for rule, is_complete, s, expect, key, is_term in self._initial[nonterminal]:
            if is_term and not live(expect):
                continue
            item = new(Item)
            item.rule, item.ptr, item.start, item.node = rule, 0, i, None
            item.is_complete, item.s, item.expect, item.previous = is_complete, s, expect, None
            item._hash = hash((key, i))
            if is_term:
                scan_buffer[item] = None
            elif item not in chart:
                chart[item] = None
                if items is not None:
                    items.append(item)

    def parse(self, lexer: Any, start: str) -> Any:
        """lark's ``parse``; the dynamic lexer's ``lexer`` is the text itself."""
        assert start, start
        start_symbol = NonTerminal(start)
        columns = [self.Set()]
        to_scan = self.Set()
        (ignore,) = self.ignore
        look = _Lookahead(self.term_matcher, ignore, lexer)
        self._predict(start_symbol, 0, to_scan, columns[0], None, look)
        to_scan = self._scan_all(look, columns, to_scan, start_symbol)
        solutions = dedup_list(n.node for n in columns[-1] if n.is_complete and n.node is not None
                               and n.s == start_symbol and n.start == 0)
        if not solutions:
            raise UnexpectedEOF([t.expect.name for t in to_scan],
                                state=frozenset(i.s for i in to_scan))
        if len(solutions) > 1:
            raise RuntimeError("Earley should not generate multiple start symbol items!")
        solution, = solutions
        if self.Tree is None:
            return solution
        transformer = ForestToParseTree(self.Tree, self.callbacks,
                                        self.forest_sum_visitor and self.forest_sum_visitor(),
                                        self.resolve_ambiguity, not self.resolve_ambiguity)
        return transformer.transform(solution)

    def _predict_and_complete(self, i: int, to_scan: Any, columns: Any,
                              node_cache: dict[Any, Any], look: _Lookahead,
                              start_symbol: Any) -> None:
        """lark's ``predict_and_complete`` (without the Joop Leo transitives, which lark 1.3
        never makes)."""
        column = columns[i]
        if not column:  # most positions: inside a token
            return
        held_completions: dict[Any, Any] = {}
        predicted = set(self._reach[start_symbol]) if i == 0 else set()  # parse() did those
        if look.at != i:
            look.move(i)
        items = deque(column)
        terminals, nonterminals = self.TERMINALS, self.NON_TERMINALS
        symbol_node = self.SymbolNode
        while items:
            item = items.pop()
            if item.is_complete:  # the completer
                if item.node is None:
                    label = (item.s, item.start, i)
                    item.node = (node_cache[label] if label in node_cache
                                 else node_cache.setdefault(label, symbol_node(*label)))
                    item.node.add_family(item.s, item.rule, item.start, None, None)
                if item.start == i:
                    held_completions[item.rule.origin] = item.node
                originators = [o for o in columns[item.start]
                               if o.expect is not None and o.expect == item.s]
                for originator in originators:
                    new_item = originator.advance()
                    label = (new_item.s, originator.start, i)
                    new_item.node = (node_cache[label] if label in node_cache
                                     else node_cache.setdefault(label, symbol_node(*label)))
                    new_item.node.add_family(new_item.s, new_item.rule, i, originator.node,
                                             item.node)
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
            elif item.expect in nonterminals:  # the predictor
                expect = item.expect
                if expect not in predicted:  # else every item it predicts is here already
                    predicted.update(self._reach[expect])
                    self._predict(expect, i, to_scan, column, items, look)
                if expect in held_completions:
                    new_item = item.advance()
                    label = (new_item.s, item.start, i)
                    new_item.node = (node_cache[label] if label in node_cache
                                     else node_cache.setdefault(label, symbol_node(*label)))
                    new_item.node.add_family(new_item.s, new_item.rule, new_item.start,
                                             item.node, held_completions[expect])
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)

    def _scan_all(self, look: _Lookahead, columns: Any, to_scan: Any, start_symbol: Any) -> Any:
        """lark's ``xearley.Parser._parse``, the dynamic lexer's loop; the scan tries each
        terminal once per position (the items that expect it share the match) and reads the
        scan buffer without a copy."""
        stream = look.stream
        delayed_matches: defaultdict[int, list[Any]] = defaultdict(list)
        match = self.term_matcher
        term_by_name = self.lexer_conf.terminals_by_name
        terminals = self.TERMINALS
        ignore = self.ignore
        new_set = self.Set

        def scan(i: int, to_scan: Any, line: int, col: int) -> tuple[Any, dict[Any, Any]]:
            node_cache: dict[Any, Any] = {}
            matches: dict[str, Any] = {}
            for item in to_scan:
                expect = item.expect
                name = expect.name
                m = matches[name] if name in matches else matches.setdefault(
                    name, match(expect, stream, i))
                if m:
                    t = Token(name, m.group(0), i, line, col)
                    delayed_matches[m.end()].append((item, i, t))
            for x in ignore:
                m = match(x, stream, i)
                if m:
                    delayed_matches[m.end()].extend([(item, i, None) for item in to_scan])
                    delayed_matches[m.end()].extend(
                        [(item, i, None) for item in columns[i]
                         if item.is_complete and item.s == start_symbol])
            next_to_scan = new_set()
            next_set = new_set()
            columns.append(next_set)
            for item, _start, token in delayed_matches[i + 1]:
                if token is not None:
                    token.end_line = line
                    token.end_column = col + 1
                    token.end_pos = i + 1
                    new_item = item.advance()
                    label = (new_item.s, new_item.start, i + 1)
                    token_node = TokenNode(token, term_by_name[token.type])
                    new_item.node = (node_cache[label] if label in node_cache
                                     else node_cache.setdefault(label, self.SymbolNode(*label)))
                    new_item.node.add_family(new_item.s, item.rule, new_item.start, item.node,
                                             token_node)
                else:
                    new_item = item
                if new_item.expect in terminals:
                    next_to_scan.add(new_item)
                else:
                    next_set.add(new_item)
            del delayed_matches[i + 1]
            if not next_set and not delayed_matches and not next_to_scan:
                considered = sorted(to_scan, key=lambda key: key.rule.origin.name)
                raise UnexpectedCharacters(stream, i, line, col,
                                           {item.expect.name for item in to_scan},
                                           set(to_scan), state=frozenset(i.s for i in to_scan),
                                           considered_rules=considered)
            return next_to_scan, node_cache

        i, line, col = 0, 1, 1
        node_cache: dict[Any, Any] = {}
        for char in stream:
            self._predict_and_complete(i, to_scan, columns, node_cache, look, start_symbol)
            to_scan, node_cache = scan(i, to_scan, line, col)
            line, col = (line + 1, 1) if char == "\n" else (line, col + 1)
            i += 1
        self._predict_and_complete(i, to_scan, columns, node_cache, look, start_symbol)
        assert i == len(columns) - 1
        return to_scan
