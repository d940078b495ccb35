"""A griffe extension for tg's docstring style, applied before mkdocstrings parses each docstring.

A Google section title (`Args:`, `Returns:`, `Raises:`, `Examples:` ...) may follow the previous section with no blank line, as the
docstring convention of issue 35 writes them; griffe's Google parser only starts a section after a blank line, so one is put there.
A doctest block outside an `Examples:` section (`>>>` lines in the text) would render as markdown block quotes: it is fenced as code."""
from __future__ import annotations
import re
from typing import Any
import griffe

TITLES = ("Args", "Arguments", "Parameters", "Returns", "Yields", "Raises", "Warns", "Examples", "Example", "Note", "Notes", "Attributes")
_TITLE = re.compile(rf"^({'|'.join(TITLES)}):\s*$")

def with_blank_lines(doc: str) -> str:
  """`doc` with a blank line before every section title that lacks one (titles at the docstring's own indentation only), and each
  doctest block that is not inside a section fenced as ```pycon."""
  out: list[str] = []
  section, fenced = "", False
  for line in doc.split("\n"):
    if fenced and not line.strip(): out.append("```")
    fenced = fenced and bool(line.strip())
    if (m := _TITLE.match(line)):
      section = m.group(1)
      if out and out[-1].strip(): out.append("")
    elif line and not line[0].isspace(): section = ""  # text back at the docstring's indentation ends a section
    if line.startswith(">>>") and not section and not fenced: out.append("```pycon")
    fenced = fenced or (line.startswith(">>>") and not section)
    out.append(line)
  return "\n".join(out + (["```"] if fenced else []))

class BlankLineSections(griffe.Extension):
  """Rewrites each docstring with with_blank_lines before mkdocstrings parses it."""
  def on_instance(self, *, node: Any, obj: griffe.Object, agent: Any, **kwargs: Any) -> None:
    if obj.docstring is not None: obj.docstring.value = with_blank_lines(obj.docstring.value)
