#!/usr/bin/env python3
"""Writes the hostile Messenger worlds that docs/limits.md measures ("What a world can cost"):
scenarios within the default limits (at most 1 MiB) built to make a replay, a trace or a
timeline cost as much as it can. Each is printed to standard output.

  tools/hostile-worlds.py amplify > /tmp/amplify.yaml          # issue's 750 kB world
  tools/hostile-worlds.py offline 2000 tutorial > /tmp/off.yaml  # 2,000 sends queued offline
  tools/hostile-worlds.py chat 10000 > /tmp/chat.yaml            # a 10,000-message chat
  tools/hostile-worlds.py alias-server 9 > /tmp/bomb.yaml        # an alias bomb in expect: server
  tools/hostile-worlds.py long-text 200000 300 > /tmp/text.yaml   # one long message, then short ones

Measure with /usr/bin/time -v .build/debug/instagrid-sim replay FILE [--trace json] [--timeline t.svg].
"""
import sys

HEADER = """name: hostile-{name}
app: messenger
users:
  alice: {{ device: iphone-8, name: Alice Martin }}
  bob: {{ device: iphone-se, name: Bob Stone }}
network: {{ latency: 0.1 }}
options: {{ dataLayer: {layer} }}
steps:
  - wait: 1
  - alice: {{ tap: compose }}
  - wait: 0.5
  - alice: {{ type: Bo }}
  - alice: {{ tap: search }}
  - wait: 0.5
  - alice: {{ tap: result-1 }}
  - wait: 1
  - alice: {{ tap: message }}
"""


def header(name, layer="tutorial"):
    return HEADER.format(name=name, layer=layer)


def send(text, replacing=True):
    quoted = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if replacing:
        return f"  - alice: {{ type: {{ text: {quoted}, replacing: true }} }}\n  - alice: {{ tap: send }}\n"
    return f"  - alice: {{ type: {quoted} }}\n  - alice: {{ tap: send }}\n"


def amplify(words="150000", letters="300"):
    """The issue's world: one typed message of 150,000 words, then 300 one-letter messages with
    the tutorial layer, which rewrites the whole list at each send."""
    text = " ".join("w" for _ in range(int(words)))
    out = header("amplify") + send(text) + "  - wait: 1\n"
    for _ in range(int(letters)):
        out += send("x") + "  - wait: 0.5\n"
    return out + "  - wait: 5\n  - expect: { quiet: true }\n"


def offline(count="2000", layer="tutorial"):
    """`count` sends queued while Alice's link is offline, then the link back."""
    out = header(f"offline-{count}-{layer}", layer) + "  - wait: 1\n  - network: { alice: offline }\n"
    for index in range(int(count)):
        out += send(f"m{index}")
    return out + "  - network: { alice: online }\n  - wait: 30\n  - expect: { quiet: true }\n"


def chat(count="10000", layer="atomic"):
    """A chat of `count` messages sent 0.05 s apart: a timeline of tens of thousands of arrows."""
    out = header(f"chat-{count}", layer) + "  - wait: 1\n"
    for index in range(int(count)):
        out += send(f"m{index}") + "  - wait: 0.05\n"
    return out + "  - wait: 5\n"


def alias_server(depth="9"):
    """Nine levels of nine aliases each under `expect: { server: … }`: 9^9 leaves once expanded."""
    out = "name: hostile-alias-server\napp: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n  - wait: 1\n"
    out += "  - expect: { server: { a: &l0 [x, x, x, x, x, x, x, x, x] } }\n"
    for index in range(1, int(depth)):
        items = ", ".join([f"*l{index - 1}"] * 9)
        out += f"  - expect: {{ server: {{ a: &l{index} [{items}] }} }}\n"
    return out


def long_text(size="200000", letters="300"):
    """One message of `size` bytes, then `letters` one-letter messages (tutorial layer)."""
    out = header("long-text") + send("y" * int(size)) + "  - wait: 1\n"
    for _ in range(int(letters)):
        out += send("x") + "  - wait: 0.5\n"
    return out + "  - wait: 5\n"


KINDS = {"amplify": amplify, "offline": offline, "chat": chat, "alias-server": alias_server, "long-text": long_text}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in KINDS:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.stdout.write(KINDS[sys.argv[1]](*sys.argv[2:]))
