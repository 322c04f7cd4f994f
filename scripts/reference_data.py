"""Where the build scripts find the reference data (the CR text and the real card data
the shipped copies are built from): ``--reference DIR`` or the environment variable
``CASUALMAGIC_REFERENCE``.  The package itself never reads it at run time."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV = "CASUALMAGIC_REFERENCE"


def reference_dir(given: Path | None) -> Path:
    """The reference directory: ``given``, else $CASUALMAGIC_REFERENCE; exits with a clear
    message when neither names an existing directory."""
    path = given or (Path(os.environ[ENV]) if os.environ.get(ENV) else None)
    if path is None:
        sys.exit(f"error: name the reference data directory with --reference DIR or {ENV}=DIR")
    if not path.is_dir():
        sys.exit(f"error: the reference data directory {path} does not exist")
    return path
