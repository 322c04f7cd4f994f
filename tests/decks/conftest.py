from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from tests.decks.fakes import FakeDB

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def db() -> FakeDB:
    return FakeDB()


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture
def engine_status(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[str, list[str]]]:
    """A stand-in for ``casualmagic.cards.definitions``: every card implemented unless listed.

    Test modules of deck validation use it (``pytestmark``) so that they don't
    depend on which cards the engine implements today.
    """
    status: dict[str, tuple[str, list[str]]] = {}
    module = types.ModuleType("casualmagic.cards.definitions")
    module.implementation_status = lambda name: status.get(name, ("implemented", []))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "casualmagic.cards.definitions", module)
    return status
