"""Card tests never read the user's own card database: the data directory is an empty
temporary one (CASUALMAGIC_DATA_DIR) unless a test sets another."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

REFERENCE = Path(os.environ.get("CASUALMAGIC_REFERENCE", "/nonexistent-reference"))
"""The rules and card reference data the shipped copies were built from, when the
environment names it (``CASUALMAGIC_REFERENCE=DIR``); the tests that compare against it
are skipped otherwise."""


@pytest.fixture(scope="session", autouse=True)
def _empty_card_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    from casualmagic.cards.database import reset_database

    old = os.environ.get("CASUALMAGIC_DATA_DIR")
    os.environ["CASUALMAGIC_DATA_DIR"] = str(tmp_path_factory.mktemp("card-data"))
    reset_database()
    yield
    if old is None:
        os.environ.pop("CASUALMAGIC_DATA_DIR", None)
    else:
        os.environ["CASUALMAGIC_DATA_DIR"] = old
    reset_database()


@pytest.fixture(scope="session")
def db():
    """The shipped database, loaded once for the session (every record built once)."""
    from casualmagic.cards.database import get_database

    return get_database()
