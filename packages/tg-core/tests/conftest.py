"""tg-core's tests where tg-core is installed alone: a test (or test module) stopped by a device, renderer or module that only
another wheel provides is reported as skipped, naming what is missing, instead of failing. With tg-codegen installed this is
off, so a registry that stops finding an installed wheel's entries still fails its tests."""
import importlib.util, pathlib, sys
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))  # doc_api.py, the docstring examples' collector

ALONE = importlib.util.find_spec("tinygrad.codegen") is None

def missing_wheel(exc: BaseException | None) -> str | None:
  """Why `exc` (or the error it was raised while handling, e.g. in pytest.raises) means another wheel is needed, else None."""
  from tinygrad.device import NotInstalledError
  while exc is not None:
    if isinstance(exc, NotInstalledError): return str(exc)
    if isinstance(exc, ModuleNotFoundError) and (exc.name or "").startswith("tinygrad."): return f"{exc.name} is in another wheel"
    exc = exc.__cause__ or exc.__context__
  return None

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
  rep = (yield).get_result()
  if ALONE and rep.failed and call.excinfo is not None and (why := missing_wheel(call.excinfo.value)) is not None:
    rep.outcome, rep.longrepr = "skipped", (str(item.path), item.location[1] or 0, f"needs another wheel: {why}")

@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
  rep = (yield).get_result()
  text = str(rep.longrepr) if rep.failed else ""
  if ALONE and ("NotInstalledError" in text or "ModuleNotFoundError: No module named 'tinygrad." in text):
    rep.outcome, rep.longrepr = "skipped", (str(collector.path), 0, f"needs another wheel: {text.strip().splitlines()[-1]}")
