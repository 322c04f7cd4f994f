"""Batch simulation: ``casualmagic sim`` plays many games between the same decks.

* :mod:`~casualmagic.sim.plan` — a run, its id, the seed of each game (from the master
  seed and the game's index alone) and the seat rotation;
* :mod:`~casualmagic.sim.runner` — :func:`~casualmagic.sim.runner.play_game`, one game
  from its job to its result row, run by local worker processes or by Ray tasks;
* :mod:`~casualmagic.sim.storage` — the SQLite results file (one transaction per game);
* :mod:`~casualmagic.sim.stats` — win rates with Wilson intervals, game lengths;
* :mod:`~casualmagic.sim.export` and :mod:`~casualmagic.sim.plot` — CSV / Parquet, plots;
* :mod:`~casualmagic.cli.sim` — the command.
"""
