"""The chat page in headless Chromium (Debian's /usr/bin/chromium driven by playwright) against the real server: a message is sent
with Enter, the reply streams in piece by piece, and the next turn sends the whole conversation."""
from __future__ import annotations
import os, threading
import pytest
from llm_fixtures import ScriptedModel
from tinygrad.llm.serve import LLMServer

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is in the dev group: uv sync")
pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is missing: apt-get install -y chromium")

@pytest.fixture
def page(tok, template):
  def reply(prompt: str) -> str: return "you said: " + prompt.rsplit("user<|end_header_id|>\n\n", 1)[1].split("<|eot_id|>")[0] + " " + "." * 60
  model = ScriptedModel(tok, reply=reply, delay=0.01)
  srv = LLMServer(("127.0.0.1", 0), model, "tiny-test", tok, template, quiet=True)
  threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
  errors: list[str] = []
  with sync_api.sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    pg = browser.new_page()
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.goto(f"http://127.0.0.1:{srv.server_address[1]}/")
    pg.errors = errors
    yield pg, model
    browser.close()
  srv.shutdown()
  srv.server_close()
  assert errors == []

def send(pg, text: str) -> None:
  pg.fill("#input", text)
  pg.press("#input", "Enter")

def test_streams_reply_and_keeps_conversation(page, tok, template):
  pg, model = page
  assert pg.title() == "tinygrad chat" and pg.get_attribute("#input", "placeholder") == "Ask anything"
  pg.wait_for_function("document.activeElement && document.activeElement.id === 'input'")  # focused without a click
  send(pg, "hello <b>bold</b>")
  # while the reply is still streaming, part of it is already on the page
  pg.wait_for_function("window.chat.busy && document.querySelector('.msg.assistant .content').textContent.length > 5")
  partial = pg.inner_text(".msg.assistant .content")
  pg.wait_for_function("window.chat.replies === 1")
  first = "you said: hello <b>bold</b> " + "." * 60
  assert partial != first and first.startswith(partial)
  assert pg.inner_text(".msg.user") == "hello <b>bold</b>" and pg.locator(".msg.user b").count() == 0  # user text is escaped
  assert pg.inner_text(".msg.assistant .content") == first and pg.input_value("#input") == ""
  send(pg, "second")
  pg.wait_for_function("window.chat.replies === 2")
  assert pg.locator(".msg.user").all_inner_texts() == ["hello <b>bold</b>", "second"]
  assert pg.locator(".msg.assistant .content").all_inner_texts() == [first, "you said: second " + "." * 60]
  history = pg.evaluate("window.chat.history")
  assert [m["role"] for m in history] == ["user", "assistant", "user", "assistant"]
  # the second request carried the whole conversation, rendered by the chat template
  assert model.calls[1]["tokens"] == tok.encode(template.render(history[:3])) and model.calls[1]["temperature"] == 0.7

def test_shift_enter_and_empty_input(page):
  pg, model = page
  pg.press("#input", "Enter")
  pg.fill("#input", "line one")
  pg.press("#input", "Shift+Enter")
  assert pg.input_value("#input") == "line one\n" and pg.locator(".msg").count() == 0
  pg.type("#input", "line two")
  pg.press("#input", "Enter")
  pg.wait_for_function("window.chat.replies === 1")
  assert pg.inner_text(".msg.user") == "line one\nline two" and len(model.calls) == 1

def test_server_error_is_shown(page, tok):
  pg, model = page
  model.max_context = 8  # any prompt is now too long: the server answers 400
  send(pg, "this will not fit")
  pg.wait_for_selector(".msg.assistant.error")
  assert "model context is 8" in pg.inner_text(".msg.assistant.error") and pg.evaluate("window.chat.history.length") == 0
  assert pg.errors == ["Failed to load resource: the server responded with a status of 400 (Bad Request)"]
  pg.errors.clear()
