"""python/README.md's Python samples run as written."""

import os
import re

from conftest import REPO


def test_readme_samples_run(cli, monkeypatch):
    monkeypatch.setenv("PROTEST_RULES_CLI", cli)
    with open(os.path.join(REPO, "python", "README.md"), encoding="utf-8") as f:
        samples = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    assert samples
    for sample in samples:
        exec(compile(sample, "python/README.md", "exec"), {"__name__": "readme"})
