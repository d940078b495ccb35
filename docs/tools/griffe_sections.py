"""A griffe extension for tg's docstring style: a Google section title (`Args:`, `Returns:`, `Raises:`, `Examples:` ...) may follow
the previous section with no blank line, as docs/DOCSTYLE (issue 35) writes them; griffe's Google parser only starts a section after
a blank line, so this puts one there before the docstring is parsed."""
from __future__ import annotations
import re
from typing import Any
import griffe

TITLES = ("Args", "Arguments", "Parameters", "Returns", "Yields", "Raises", "Warns", "Examples", "Example", "Note", "Notes", "Attributes")
_TITLE = re.compile(rf"^({'|'.join(TITLES)}):\s*$")

def with_blank_lines(doc: str) -> str:
  """`doc` with a blank line before every section title that lacks one (titles at the docstring's own indentation only)."""
  out: list[str] = []
  for line in doc.split("\n"):
    if _TITLE.match(line) and out and out[-1].strip(): out.append("")
    out.append(line)
  return "\n".join(out)

class BlankLineSections(griffe.Extension):
  """Rewrites each docstring with with_blank_lines before mkdocstrings parses it."""
  def on_instance(self, *, node: Any, obj: griffe.Object, agent: Any, **kwargs: Any) -> None:
    if obj.docstring is not None: obj.docstring.value = with_blank_lines(obj.docstring.value)
