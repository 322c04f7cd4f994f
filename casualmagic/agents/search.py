"""A search agent: Monte Carlo search over determinized games (information-set search).

The agent plays one seat of a game it is bound to (:meth:`SearchAgent.bind`).

**What it searches.**  Decisions with one option are answered at once.  Attacks, blocks
and targets are searched (``kinds``); a priority decision (117.3) is searched when the
heuristic would cast or activate something, or would pass in the seat's own main phase
with an empty stack, in the declare blockers step or with another player's spell on the
stack; a land the heuristic would play is played at once (305.1: now or later in the
turn, the rollouts can't tell them apart), and a priority decision it passes anywhere
else is passed at once, like every other kind of decision the heuristic answers.  All
of this is read from the seat's view.

**Its budget.**  Every decision the agent is asked adds ``ms`` milliseconds of this
process's CPU time to a bank (at most ``bank_cap`` times ``ms``); a search spends from
it, at most ``burst`` times ``ms``, so the time saved on trivial decisions goes to the
searched ones and the CPU time per decision stays about ``ms`` on average.  With
``steps`` the bank counts rollout decisions instead of time: every decision asked adds
``steps`` of them, and a search stops like a timed one, its clock the number of decisions
played in its rollouts so far.  That budget is reproducible (the search then depends on
``seed`` and the view alone, not on how busy the machine is) and is calibrated to CPU
time: with ``ms=50`` (and the default ``burst``/``bank_cap``) a duel's search played
about 300 rollout decisions per decision asked, at about 0.064 ms of CPU each counting
the whole of ``choose`` (a loaded 2-core machine; less on an idle one); with
``steps=750`` (750 x 0.064 ms: what ``ms=50`` banks) the duels of seeds 1000-1499 used
about 19 ms of CPU per decision on that machine, as ``benchmarks/bench_agents.py``
prints for every run.
With ``iterations`` the search runs that many iterations instead (reproducible too).

**A search** runs rounds until its budget is spent.  A round deals one determinization:
it clones the game (``clone()`` is O(1)) and deals the cards the seat can't see afresh
(:func:`~casualmagic.engine.determinize.determinize`: hands of the others, libraries, the
game's random generator; CR 400.2, 401.2), so the search never uses hidden information,
only what the seat's view shows.  Then it plays each root option still in the running
once, in its own copy of that world: the options are compared on the same worlds (common
random numbers), and as the rollouts are deterministic given the world, the differences
between options are the options' own.  Each iteration takes its root option, then plays
on with the rollout policy (``heuristic`` or ``random``) until the game ends or
``horizon`` decisions or the end of the ``turns``-th turn from here (the current one is
the first), and scores the result for every seat: 1 for a winner at the end of a game,
else the seat's win probability by :mod:`~casualmagic.agents.evaluation` (a logistic
model over life, cards and board fitted on self-play games).  The heuristic rollout
policy is also the model of the other seats; against the heuristic agent it is exact
but for the hidden cards, which the determinizations sample.

**Where the rounds go.**  From the ``prune_after``-th round on, a root option that has
played exactly like the heuristic's choice in every world so far (the same outcome: a
different land tapped for the same spell, an order that does not matter) leaves the
running, and so does one worse on average by more than ``prune`` standard errors of the
paired differences (successive elimination): the budget goes to the contenders, and a
search with none left stops, its unspent time staying in the bank.

It keeps the heuristic's own choice unless another root option scored better on average
over the rounds by more than ``margin`` and by more than ``confidence`` standard errors of
the round-by-round differences (a paired test: noise alone rarely moves it).

**Flat by default.**  With ``tree=True``, below the root the iterations walk one tree
shared by all determinizations (single-observer ISMCTS, Cowling et al. 2012), picking at
each searched decision the option with the best UCB1 score among those legal in this
determinization (availability counts) and adding one node per iteration.  At about
50 ms a decision a search runs tens of iterations: too few for nodes below the root to
learn anything, while each new node's untried options replace the heuristic's choice
(the opponent's model, too) with arbitrary ones, which only adds noise to the root's
comparison.  So by default every decision below the root is the rollout policy's
(flat Monte Carlo over the root options: a policy-improvement step on the heuristic).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from casualmagic.agents.evaluation import seat_scores
from casualmagic.agents.heuristic import HeuristicAgent
from casualmagic.agents.random_agent import RandomAgent
from casualmagic.core.decisions import Decision, Option
from casualmagic.engine.determinize import determinize
from casualmagic.engine.game import Game

SEARCHED = frozenset({"priority", "attack", "block", "target"})


class _Node:
    """Statistics of the options chosen at one point of the tree (for the seat choosing)."""

    __slots__ = ("children", "visits", "value", "avail")

    def __init__(self) -> None:
        self.children: dict[Option, _Node] = {}
        self.visits = 0
        self.value = 0.0
        self.avail = 0


class _Policy:
    """The rollout policy for every seat: answers from each seat's own view."""

    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.heuristic = HeuristicAgent(seed)
        self.random = RandomAgent(seed)

    def reset(self) -> None:
        """Forget the heuristic's combat plans (they are cached per turn and board, and a
        plan made in one determinized world must not be reused in another)."""
        self.heuristic._plans.clear()

    def choose(self, game: Game, d: Decision) -> Option:
        if len(d.options) == 1:
            return d.options[0]
        if self.kind == "random":
            return self.random.choose(None, d)
        return self.heuristic.choose(game.view(d.player), d)


def _mean_se(xs: list[float]) -> tuple[float, float]:
    """The mean of ``xs`` and its standard error (infinite for fewer than two values)."""
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    mean = sum(xs) / n
    if n < 2:
        return mean, math.inf
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)


class SearchAgent:
    """Search over determinized games; see the module docstring.

    ``ms``: CPU time per decision on average (milliseconds; ``cpu=False``: wall-clock
    time), banked as described there (``burst``, ``bank_cap``); ``iterations``: at least
    that many iterations instead, in whole rounds (reproducible: the search then depends
    on ``seed`` alone); ``steps``: a bank of rollout decisions instead of CPU time
    (reproducible too).  ``rollout``: ``"heuristic"`` or ``"random"``.  ``tree``: ISMCTS
    below the root instead of flat rollouts.  Unbound (no game), it plays like the
    heuristic agent.
    """

    needs_view = True

    def __init__(self, seed: int = 0, *, ms: float = 50.0, iterations: int | None = None,
                 rollout: str = "heuristic", horizon: int = 150, exploration: float = 0.7,
                 margin: float = 0.02, turns: int = 3, cpu: bool = True,
                 kinds: frozenset[str] = SEARCHED, game: Game | None = None,
                 tree: bool = False, confidence: float = 1.0, burst: float = 20.0,
                 bank_cap: float = 60.0, prune: float = 2.0, prune_after: int = 3,
                 steps: float | None = None) -> None:
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"unknown rollout policy {rollout!r}: use heuristic or random")
        self._rng = random.Random(seed)
        self.ms = ms
        self.iterations = iterations
        self.horizon = horizon
        self.exploration = exploration
        self.margin = margin
        self.turns = turns
        self.kinds = frozenset(kinds)
        # the budget in this process's CPU time, so a machine busy with other work does
        # not shrink the search; or in wall-clock time
        self.clock = time.process_time if cpu else time.perf_counter
        self.steps = steps
        self._played = 0  # rollout decisions played so far (the clock of a ``steps`` budget)
        self._policy = _Policy(rollout, seed)
        self._fallback = HeuristicAgent(seed)
        self.game = game
        self.tree = tree
        self.confidence = confidence
        self.burst = burst
        self.bank_cap = bank_cap
        self.prune = prune
        self.prune_after = prune_after
        self._bank = 0.0
        self.last_iterations = 0
        self.last_rounds = 0
        self.last_searched = False
        self.last_contenders = 0
        self.last_scores: dict[Option, list[float]] = {}  # per root option, per round

    def bind(self, game: Game) -> None:
        """Play in ``game`` (the live game; the agent reads only clones it determinizes)."""
        self.game = game

    def choose(self, view: dict[str, Any], d: Decision) -> Option:
        self.last_iterations = 0
        self.last_searched = False
        unit = self._unit()
        self._bank = min(self._bank + unit, self.bank_cap * unit)
        if len(d.options) == 1:
            return d.options[0]
        game = self.game
        if game is None or d.kind not in self.kinds or game.pending != d:
            return self._fallback.choose(view, d)
        prior = self._fallback.choose(view, d)
        if not self._worth_searching(view, d, prior):
            return prior
        self.last_searched = True
        start = self._now()
        option = self._search(game, d, prior, min(self._bank, self.burst * unit))
        self._bank -= self._now() - start
        return option

    def _unit(self) -> float:
        """What one decision asked adds to the bank: ``steps`` rollout decisions, or ``ms``
        of CPU time (in seconds)."""
        return self.steps if self.steps is not None else self.ms / 1000.0

    def _now(self) -> float:
        """The search's clock: rollout decisions played so far with ``steps``, else the
        process's CPU time (or wall-clock time) in seconds."""
        return float(self._played) if self.steps is not None else self.clock()

    @staticmethod
    def _worth_searching(view: dict[str, Any], d: Decision, prior: Option) -> bool:
        """Is this decision worth the search, read from the view alone?  Attacks, blocks
        and targets are; a priority decision (117.3) is when the policy would cast or
        activate something, or would pass in the seat's own main phase with an empty
        stack (where sorcery-speed spells are cast, 307.1), once blockers are declared
        (combat tricks, 509) or with a spell of another player on the stack (a
        response, 117.7).  A land the policy plays (305.1) is played at once."""
        if d.kind != "priority":
            return True
        if prior[0] == "play":  # a land (305.1): played now or later in the turn alike
            return False
        if prior[0] != "pass":
            return True
        stack = view["stack"]
        if stack:
            return stack[-1].get("controller") != view["you"]
        if view["active"] == view["you"] and view["step"] == "main":
            return True
        return view["step"] == "declare_blockers"

    # -- the search -------------------------------------------------------------------------
    def _search(self, game: Game, d: Decision, prior: Option, budget: float) -> Option:
        """Rounds of iterations until ``budget`` seconds are spent (or ``iterations``):
        each round deals one determinization and plays every root option still in the
        running once in a copy of it, so the options are compared on the same worlds
        (common random numbers); the first round always runs.  From the ``prune_after``-th
        round on, an option is dropped once it has scored exactly like the policy's choice
        in every world (it plays the same game) or worse on average by more than ``prune``
        standard errors of the paired differences: the rounds left go to the contenders,
        and the search stops when none is left.  The rollout policy's own choice is kept
        unless another option scored better on average by more than ``margin`` and by
        more than ``confidence`` standard errors of the paired differences."""
        root = _Node()
        seat = d.player
        order = [prior, *(o for o in d.options if o != prior)]
        base: list[float] = []
        diffs: dict[Option, list[float]] = {o: [] for o in order[1:]}
        running = list(order[1:])
        start = self._now()
        deadline = start + budget
        rounds = done = 0
        while running:
            if self.iterations is not None:
                if done >= self.iterations:  # whole rounds: at least ``iterations``
                    break
            elif rounds:
                now = self._now()
                per_option = (now - start) / done
                if now + per_option * (1 + len(running)) > deadline:  # would overrun
                    break
            world = determinize(game.clone(), seat, self._rng)
            here = self._iterate(world.clone(), root, prior)
            base.append(here)
            for option in running:
                diffs[option].append(self._iterate(world.clone(), root, option) - here)
            done += 1 + len(running)
            rounds += 1
            if rounds >= self.prune_after:
                running = [o for o in running if not self._dropped(diffs[o])]
        self.last_iterations = done
        self.last_rounds = rounds
        self.last_contenders = len(running)  # 0: the search stopped with none left
        # an option dropped early has scores for the first rounds only
        self.last_scores = {prior: base, **{
            o: [x + y for x, y in zip(diffs[o], base, strict=False)] for o in order[1:]}}
        best, best_gain = prior, 0.0
        for option in order[1:]:
            gain, se = _mean_se(diffs[option])
            if gain <= self.margin or gain <= best_gain or gain <= self.confidence * se:
                continue
            best, best_gain = option, gain
        return best

    def _dropped(self, diffs: list[float]) -> bool:
        """Is an option out of the running: the same score as the policy's choice in every
        world so far, or worse by more than ``prune`` standard errors?"""
        if not any(diffs):
            return True
        gain, se = _mean_se(diffs)
        return gain < 0 and -gain > self.prune * se

    def _iterate(self, world: Game, root: _Node, first: Option) -> float:
        """One iteration from the root with ``first`` chosen there: down the tree (with
        ``tree``; else the rollout policy answers everything below the root), one new
        node, then the rollout; returns the root seat's score and backs every score up."""
        self._policy.reset()
        seat = world.pending.player
        path: list[tuple[_Node, int]] = []  # (child node, seat that chose it)
        child = root.children.get(first)
        new = child is None
        if child is None:
            child = root.children[first] = _Node()
        for o in world.pending.options:
            if o in root.children:
                root.children[o].avail += 1
        path.append((child, seat))
        world.choose(first)
        node: _Node | None = None if new or not self.tree else child
        start_turn = world.turn
        steps = 1
        while not world.over and steps < self.horizon and world.turn < start_turn + self.turns:
            d = world.pending
            if node is not None and d.kind in SEARCHED and len(d.options) > 1:
                option, child, new = self._select(world, node, d)
                path.append((child, d.player))
                node = None if new else child
            else:
                option = self._policy.choose(world, d)
            world.choose(option)
            steps += 1
        self._played += steps
        scores = seat_scores(world)
        root.visits += 1
        for child, chooser in path:
            child.visits += 1
            child.value += scores[chooser]
        return scores[seat]

    def _select(self, world: Game, node: _Node, d: Decision) -> tuple[Option, _Node, bool]:
        """UCB1 over the options legal here (counting availability); an option never tried
        is tried first, the rollout policy's choice before the others."""
        for o in d.options:
            child = node.children.get(o)
            if child is not None:
                child.avail += 1
        untried = [o for o in d.options if o not in node.children]
        if untried:
            preferred = self._policy.choose(world, d)
            option = preferred if preferred in untried else self._rng.choice(untried)
            child = node.children[option] = _Node()
            child.avail = 1
            return option, child, True
        c = self.exploration

        def ucb(o: Option) -> float:
            ch = node.children[o]
            return ch.value / ch.visits + c * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)

        option = max(d.options, key=ucb)
        return option, node.children[option], False
