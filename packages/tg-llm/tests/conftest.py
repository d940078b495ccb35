"""tg-llm test fixtures; helpers live in llm_fixtures.py (importable because this directory is put on sys.path)."""
import pathlib, sys
import pytest
sys.path.insert(0, str(pathlib.Path(__file__).parent))
from llm_fixtures import byte_tokenizer
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer

@pytest.fixture
def tok() -> SimpleTokenizer: return byte_tokenizer()

@pytest.fixture
def template(tok: SimpleTokenizer) -> FallbackTemplate: return FallbackTemplate(tok)

@pytest.fixture(autouse=True)
def _no_llm_disk_cache(monkeypatch):
  """Tests write no model snapshots or tokenizer tables into the user's cache; the tests of those caches turn them back on."""
  monkeypatch.setenv("LLMCACHE", "0")
