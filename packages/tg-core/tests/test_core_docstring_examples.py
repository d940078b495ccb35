"""Every example in the user API's docstrings runs and prints what the docstring says it prints (doc_api.py lists the API)."""
import pytest
from doc_api import coverage, examples, public_api, run

CASES = [t for items in public_api().values() for name, obj in items for t in examples(obj, name)]

@pytest.mark.parametrize("test", CASES, ids=[t.name for t in CASES])
def test_docstring_example(test):
  assert (report := run(test)) == "", report

def test_every_public_name_has_an_example():
  missing = {group: names for group, (_, _, _, names) in coverage().items() if names}
  assert not missing, f"public names without a docstring example (see tests/doc_api.py): {missing}"
