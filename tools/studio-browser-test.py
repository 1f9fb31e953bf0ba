#!/usr/bin/env python3
"""The studio tested as a user would, in real headless Chromium over the DevTools protocol.

    tools/studio-browser-test.py [--shots DIR] [--bin DIR] [--measure-only] [--encodings auto,rgba,png] [--repeats N]

Starts `instagrid-studio` on a temporary copy of the project, checks that requests without the
token, with a foreign Host or Origin, or naming a path outside the project are refused. It then
measures the live phone on each iPhone of `instagrid-sim devices` at its own scale, in each frame
encoding: a swipe up and the grid's 0.5 s slide out, frames drawn per second printed as a table
(docs/benchmarks.md, "Studio live phone"; timing is printed, never checked), and after each slide
the picture the page drew from rectangles must equal the server's whole frame, pixel for pixel
(`--measure-only` stops there). Then it drives the page with dispatched touch events: a tap on slot 1 and a photo chosen in the picker, a swipe up
just fast enough and the share sheet answered, a rotation, an expect, a save; a swipe just too slow,
saved too; then the calculator CountOnMe chosen as the phone's app, two of its buttons tapped and
saved; then a Messenger world, alice's phone tapped, a text typed, bob taken offline and a
message sent, its timeline shown, saved; then the gesture lab on its built-in arrangement, the card
tapped twice, the panel showing `double ended` (and any text given to it as text, never markup),
saved, and the lab started from a scenario's setup. Each saved scenario is replayed with
`instagrid-sim replay --trace text`, whose trace must be the page's, line for line. The player opens a recording and a CountOnMe scenario of
Scenarios/CountOnMe/. Then a golden is damaged, verify is run from the Review page, the check is
accepted there, and `instagrid-sim verify` must pass. Screenshots of the three pages go to
--shots. Needs chromium (tools/install-deps.sh --tests) and the pip package websocket-client;
without chromium it says so and exits 0.
"""
import argparse
import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    print("studio-browser-test: FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("  ok  " + message)


class Browser:
    """One headless Chromium page driven over the DevTools protocol."""

    def __init__(self, chromium, profile):
        import websocket  # websocket-client

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
             "--user-data-dir=" + profile, "--window-size=1400,1000", "--no-first-run", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(200):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.05)
        port = open(port_file).read().split()[0]
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%s/json" % port))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail("%s: %s" % (method, message["error"]))
                return message.get("result", {})

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            fail("page error in %s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def wait(self, expression, what, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.eval(expression)
            if value:
                return value
            time.sleep(0.05)
        self.screenshot(os.path.join(tempfile.gettempdir(), "studio-browser-test-failure.png"))
        fail("timed out waiting for %s (screenshot: %s)" % (what, os.path.join(tempfile.gettempdir(), "studio-browser-test-failure.png")))

    def wait_for(self, expression, timeout):
        """Whether `expression` holds within `timeout` seconds."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.eval(expression):
                return True
            time.sleep(0.05)
        return False

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def touch(self, kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1, "radiusX": 1, "radiusY": 1, "force": 1}]
        self.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def click(self, selector):
        box = self.eval("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                        " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def tap_element(self, selector):
        # The phase comes with a frame's text, the buttons over the picture once its pixels are drawn.
        self.wait("document.querySelector(%s) !== null" % json.dumps(selector), selector)
        box = self.eval("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                        " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        self.touch("touchStart", box[0], box[1])
        time.sleep(0.05)
        self.touch("touchEnd", box[0], box[1])

    def close(self):
        self.process.terminate()
        self.process.wait(10)


class Phone:
    """Screen points of the page's phone picture → page coordinates, and gestures in them."""

    def __init__(self, browser):
        self.browser = browser

    def page_point(self, x, y):
        return self.browser.eval(
            "(() => { const r = document.getElementById('screen').getBoundingClientRect();"
            " const s = document.getElementById('screen');"
            " return [r.left + %f / s.dataset.width * r.width, r.top + %f / s.dataset.height * r.height]; })()"
            % (x, y))

    def tap(self, x, y):
        px, py = self.page_point(x, y)
        self.browser.touch("touchStart", px, py)
        time.sleep(0.06)
        self.browser.touch("touchEnd", px, py)

    def swipe(self, start, end, seconds, moves=8):
        sx, sy = self.page_point(*start)
        ex, ey = self.page_point(*end)
        self.browser.touch("touchStart", sx, sy)
        for index in range(1, moves + 1):
            time.sleep(seconds / (moves + 1))
            f = index / moves
            self.browser.touch("touchMove", sx + (ex - sx) * f, sy + (ey - sy) * f)
        time.sleep(seconds / (moves + 1))
        self.browser.touch("touchEnd", ex, ey)


class World:
    """A world's phones in the page's picture: a user's screen points → page coordinates."""

    def __init__(self, browser):
        self.browser = browser
        self.phone = Phone(browser)

    def areas(self):
        return json.loads(self.browser.eval("document.getElementById('screen').dataset.areas"))

    def users(self):
        return [area["user"] for area in self.areas()]

    def tap(self, user, x, y, step):
        area = next(area for area in self.areas() if area["user"] == user)
        count = int(self.browser.eval("document.getElementById('steps').dataset.count"))
        self.phone.tap(area["x"] + x, area["y"] + y)
        self.browser.wait("Number(document.getElementById('steps').dataset.count) > %d" % count, step)
        steps = self.browser.eval("document.getElementById('steps').textContent")
        if step not in steps:
            self.browser.screenshot(os.path.join(tempfile.gettempdir(), "studio-browser-test-failure.png"))
        check(step in steps, "a touch on %s's phone is recorded as %s%s"
              % (user, step, "" if step in steps else ":\n" + steps))

    def type(self, user, text):
        self.browser.eval("document.querySelector(\"input[data-text='%s-type']\").value = %s" % (user, json.dumps(text)))
        self.browser.click("button[data-action='%s-type']" % user)
        line = "%s: { type: %s }" % (user, json.dumps(text) if " " in text else text)
        self.browser.wait("document.getElementById('steps').textContent.includes(%s)" % json.dumps(line), line)


def check_socket_limits(base, token):
    """An oversized message, whole or in fragments, gets an error reply and the session goes on."""
    import websocket  # websocket-client
    socket = websocket.create_connection(base.replace("http://", "ws://") + "/session?token=" + token,
                                         timeout=30, origin=base)
    try:
        def replies_until(kind):
            while True:
                message = socket.recv()
                if isinstance(message, str) and json.loads(message).get("type") == kind:
                    return json.loads(message)
        socket.send(json.dumps({"type": "start"}))
        replies_until("started")
        socket.send(json.dumps({"type": "tick", "t": 1, "pad": "x" * 200_000}))
        error = replies_until("error")
        check("the limit is 16384" in error["message"], "a 200 kB message: " + error["message"])
        socket.send_frame(websocket.ABNF.create_frame("x" * 65_536, websocket.ABNF.OPCODE_TEXT, fin=0))
        for _ in range(47):
            socket.send_frame(websocket.ABNF.create_frame("x" * 65_536, websocket.ABNF.OPCODE_CONT, fin=0))
        socket.send_frame(websocket.ABNF.create_frame("x", websocket.ABNF.OPCODE_CONT, fin=1))
        error = replies_until("error")
        check("message of 3145729 bytes" in error["message"], "a 3 MB message in fragments: " + error["message"])
        socket.send(json.dumps({"type": "frame", "t": 5}))
        replies_until("frame")
    finally:
        socket.close()


def check_world_socket_under_load(base, token):
    """A world's socket given binary, malformed and hostile messages answers each with an error
    and goes on; a flood (20,000 messages at once) closes that socket (1008) with a reason,
    and the studio serves the next one (docs/security.md, "the studio's socket")."""
    import websocket  # websocket-client

    def connect():
        socket = websocket.create_connection(base.replace("http://", "ws://") + "/session?token=" + token,
                                             timeout=30, origin=base)
        socket.send(json.dumps({"type": "start", "app": "messenger"}))
        return socket

    def next_error(socket):
        while True:
            message = socket.recv()
            if isinstance(message, str) and json.loads(message).get("type") == "error":
                return json.loads(message)["message"]

    socket = connect()
    try:
        socket.send_binary(b"\x00\xff" * 100)
        check("text messages only" in next_error(socket), "a binary frame on a world's socket")
        socket.send("{\"type\": \"pointer\", \"x\": NaN")
        check("not a message" in next_error(socket), "malformed JSON on a world's socket")
        socket.send(json.dumps({"type": "pointer", "phase": "down", "id": 1, "t": 5, "x": 1, "y": 1,
                                "user": "<b>mallory</b>"}))
        message = next_error(socket)
        check("unknown user '<b>mallory</b>'" in message, "an unknown user: " + message)
        socket.send(json.dumps({"type": "control", "control": "<i>" * 334, "t": 5}))
        check("unknown control" in next_error(socket), "a 1,000-character control")
        for _ in range(20_000):
            socket.send("x")
        reason = None
        while reason is None:
            opcode, frame = socket.recv_data_frame(True)
            if opcode == websocket.ABNF.OPCODE_CLOSE:
                code = int.from_bytes(frame.data[:2], "big")
                reason = (code, frame.data[2:].decode())
        check(reason == (1008, "too many messages: more than 1000 a second, 9000 of them dropped; the session is closed"),
              "a flood closes its socket with a reason: %s" % (reason,))
    finally:
        socket.close()
    socket = connect()
    try:
        socket.send(json.dumps({"type": "frame", "t": 5}))
        while not (isinstance(message := socket.recv(), str) and json.loads(message).get("type") == "frame"):
            pass
    finally:
        socket.close()


def check_world_text_is_text(browser, world):
    """Markup typed into a world, sent to the server and shown in its data panel, and markup in
    the errors of hostile messages through the page's socket, is shown as text: no element is
    made of it, nothing in it runs."""
    markup = '<img src=x onerror="window.studioInjected = 1"><b>bold</b>'
    world.tap("alice", 180, 381, "alice: { tap: message }")
    time.sleep(0.4)
    browser.eval("document.querySelector(\"input[data-text='alice-type']\").value = %s" % json.dumps(markup))
    browser.click("button[data-action='alice-type']")
    browser.wait("document.getElementById('steps').textContent.includes('onerror')", "the typed markup")
    world.tap("alice", 341, 381, "alice: { tap: send }")
    browser.wait("document.getElementById('panel-text').textContent.includes('<b>bold</b>')",
                 "the markup in the server's data panel")
    for message in [{"type": "pointer", "phase": "down", "id": 1, "t": 1, "x": 1, "y": 1, "user": markup},
                    {"type": "control", "control": markup * 20, "t": 1},
                    {"type": "pointer", "phase": "down", "id": 1, "t": 1, "x": float("nan"), "y": 1, "user": "alice"}]:
        browser.eval("Phone.send(%s)" % json.dumps(message))
        browser.wait("document.getElementById('save-status').className === 'error'", "the error of a hostile message")
    browser.wait("document.getElementById('save-status').textContent.includes('pointer needs x and y')",
                 "the NaN coordinate's error")
    injected = browser.eval("[document.querySelectorAll('#live-panel img, #live-panel b, #steps img, #steps b, "
                            "#save-status img, #live-status img').length, window.studioInjected === undefined]")
    check(injected == [0, True], "a world's texts, its data panel and errors are shown as text: %s" % injected)


def check_page_flood_shows_the_reason(browser, base):
    """A flood from the page closes its socket; the page says why, and the studio still serves."""
    browser.eval("(() => { for (let i = 0; i < 20000; i++) Phone.send('x'); })()")
    browser.wait("document.getElementById('connection').textContent.includes("
                 "'disconnected: too many messages: more than 1000 a second')", "the reason the flood's socket closed")
    check(http_status(base + "/") == 403, "the studio still answers after a flood")


def list_devices(sim):
    """`instagrid-sim devices`: each iPhone's id, size in points and scale."""
    output = subprocess.run([sim, "devices"], capture_output=True, text=True, check=True).stdout
    devices = []
    for line in output.splitlines()[1:]:
        fields = line.split()
        points = next(field for field in fields if "×" in field)
        scale = next(field for field in fields if field.endswith("×") and field[:-1].isdigit())
        width, height = (int(value) for value in points.split("×"))
        devices.append({"id": fields[0], "width": width, "height": height, "scale": int(scale[:-1])})
    return devices


# The page's picture as an array of bytes and its size, whether an <img> (before the canvas) or
# the canvas the rectangles are drawn on.
PICTURE_JS = """(() => { const s = document.getElementById('screen');
  const w = s.naturalWidth || s.width, h = s.naturalHeight || s.height;
  let c = s; if (s.tagName !== 'CANVAS') { c = document.createElement('canvas'); c.width = w; c.height = h;
  c.getContext('2d').drawImage(s, 0, 0); }
  return { width: w, height: h, pixels: c.getContext('2d').getImageData(0, 0, w, h).data }; })()"""


def settle(browser, quiet=0.5, timeout=20):
    """Waits until no frame has been drawn for `quiet` seconds."""
    deadline = time.time() + timeout
    count, since = browser.eval("window.studioFrameCount || 0"), time.time()
    while time.time() < deadline:
        time.sleep(0.05)
        now = browser.eval("window.studioFrameCount || 0")
        if now != count:
            count, since = now, time.time()
        elif time.time() - since >= quiet:
            return
    fail("the picture did not settle")


def check_picture_is_whole_frame(browser, what, size=None):
    """The picture the page built from rectangles equals the whole frame the server sends on a
    resync, pixel for pixel (and is `size` pixels, when given)."""
    settle(browser)
    browser.eval("(() => { window.studioBuilt = %s; return true; })()" % PICTURE_JS)
    count = browser.eval("window.studioFrameCount")
    browser.eval("Phone.resync()")
    browser.wait("window.studioFrameCount > %d" % count, "the whole frame")
    same = browser.eval("(() => { const a = window.studioBuilt, b = %s; if (a.width !== b.width || a.height !== b.height)"
                        " return 'sizes ' + a.width + 'x' + a.height + ' and ' + b.width + 'x' + b.height;"
                        " let d = 0; for (let i = 0; i < a.pixels.length; i++) if (a.pixels[i] !== b.pixels[i]) d++;"
                        " return d === 0 ? [b.width, b.height] : d + ' bytes differ'; })()" % PICTURE_JS)
    check(isinstance(same, list) and (size is None or same == list(size)),
          "%s: the picture drawn from rectangles is the server's whole frame (%s)" % (what, same))


def slide_once(browser, device, encoding, modern):
    """One swipe up on the page's phone and the grid's 0.5 s slide out after it, counted with
    requestAnimationFrame: per second of the slide, ticks answered (each animation frame's tick
    answered with a new picture drawn or with `same`, the picture shown being the one at its
    time), frames drawn (new pictures), animation frames that showed a new picture, and animation
    frames; the median and 90th percentile of a tick's time from sent to answered (milliseconds)
    and the megabytes a frame took on the socket."""
    # A swipe from below the layout buttons; one the loaded machine made too slow is tried
    # again on a new recording.
    for attempt in range(5):
        settle(browser, quiet=0.3)
        browser.eval("""(() => { const m = window.studioMeasure = { samples: [], done: false };
          window.studioLags = [];
          const loop = (ts) => { if (m.done) return; m.samples.push([ts, window.studioFrameCount || 0,
            window.studioFrameBytes || 0, document.getElementById('device-frame').dataset.phase,
            window.studioTicksAnswered || 0]);
            requestAnimationFrame(loop); };
          requestAnimationFrame(loop); })()""")
        x, y = device["width"] / 2, device["height"] - 30
        Phone(browser).swipe((x, y), (x, y - 200), 0.15, moves=4)
        if browser.wait_for("['sliding-out', 'sharing'].includes(document.getElementById('device-frame').dataset.phase)", 2):
            break
        browser.eval("window.studioMeasure.done = true")
        browser.click("#restart")
        browser.wait("document.getElementById('device-frame').dataset.phase === 'idle'", "a new recording")
    browser.wait("document.getElementById('device-frame').dataset.phase === 'sharing'",
                 "the share sheet on the %s" % device["id"])
    time.sleep(0.2)
    samples = browser.eval("(() => { window.studioMeasure.done = true; return window.studioMeasure.samples; })()")
    sliding = [index for index, sample in enumerate(samples) if sample[3] == "sliding-out"]
    first = sliding[0] if sliding else 0
    last = next((index for index in range(first, len(samples)) if samples[index][3] == "sharing"), len(samples) - 1)
    seconds = max(samples[last][0] - samples[first][0], 1) / 1000
    drawn = samples[last][1] - samples[first][1]
    check(drawn > 0, "%s, %s: frames arrive while the grid slides out (%d)" % (device["id"], encoding, drawn))
    painted = sum(1 for index in range(first + 1, last + 1) if samples[index][1] != samples[index - 1][1])
    megabytes = (samples[last][2] - samples[first][2]) / 1e6 / drawn if modern else None
    answered = (samples[last][4] - samples[first][4]) / seconds if modern else None
    lags = sorted(lag for tick, lag in (browser.eval("window.studioLags") or [])
                  if samples[first][0] <= tick <= samples[last][0]) if modern else []
    median = lags[len(lags) // 2] if lags else None
    p90 = lags[min(len(lags) - 1, int(len(lags) * 0.9))] if lags else None
    return answered, drawn / seconds, painted / seconds, (last - first) / seconds, median, p90, megabytes


def measure_live_phone(browser, url, devices, encodings, modern, repeats):
    """Each iPhone at its own scale, portrait, Instagrid: `repeats` slides (``slide_once``), the
    median of each figure printed as a table (timing is printed, never checked). Checks that
    frames arrive and, on a page with the canvas (`modern`), that after each slide the picture
    drawn from rectangles is the server's whole frame."""
    rows = []
    for encoding in encodings:
        browser.call("Page.navigate", url=url + "&encoding=" + encoding)
        browser.wait("(window.studioFrameCount || 0) > 0 && document.getElementById('device').options.length > 0",
                     "the first frame (%s)" % encoding)
        for device in devices:
            width, height = device["width"] * device["scale"], device["height"] * device["scale"]
            runs = []
            for _ in range(repeats):
                browser.eval("(() => { const s = document.getElementById('device'); s.value = %s;"
                             " s.dispatchEvent(new Event('change')); })()" % json.dumps(device["id"]))
                browser.wait("(() => { const s = document.getElementById('screen');"
                             " return (s.naturalWidth || s.width) === %d && (s.naturalHeight || s.height) === %d"
                             " && document.getElementById('steps').dataset.count === '0'"
                             " && document.getElementById('device-frame').dataset.phase === 'idle'; })()"
                             % (width, height), "the %s at %d×" % (device["id"], device["scale"]))
                runs.append(slide_once(browser, device, encoding, modern))
                if modern:
                    check_picture_is_whole_frame(browser, "%s, %s" % (device["id"], encoding), (width, height))
            median = [sorted(run[index] for run in runs)[len(runs) // 2] if runs[0][index] is not None else None
                      for index in range(7)]
            rows.append([device["id"], "%d×" % device["scale"], "%d×%d" % (width, height),
                         encoding if modern else "png (whole)"] + median)
    print("  ..  the live phone while the grid slides out (0.5 s), headless Chromium, median of %d, load %.2f:"
          % (repeats, os.getloadavg()[0]))
    print("      %-14s %-5s %-10s %-12s %10s %8s %9s %6s %7s %7s %9s" % (
        "device", "scale", "pixels", "frames", "answered/s", "drawn/s", "painted/s", "rAF/s", "lag ms", "p90 ms",
        "MB/frame"))
    shown = lambda value, form: "—" if value is None else form % value
    for row in rows:
        print("      %-14s %-5s %-10s %-12s %10s %8.0f %9.0f %6.0f %7s %7s %9s"
              % tuple(row[:4] + [shown(row[4], "%.0f")] + row[5:8] + [shown(row[8], "%.0f"), shown(row[9], "%.0f"),
                                                                     shown(row[10], "%.2f")]))
    return rows


def http_status(url, headers=None, method="GET"):
    request = urllib.request.Request(url, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def replay_trace(sim, scenario):
    result = subprocess.run([sim, "replay", scenario, "--trace", "text"], capture_output=True, text=True)
    lines = [line for line in result.stdout.splitlines() if line and not line.startswith(("#", "✔", "✘")) and " run" not in line[:8]]
    trace = [line for line in lines if not line.endswith(("passed, 0 failed", "failed"))]
    return result.returncode, trace, result.stdout


def save_and_replay(browser, sim, project, name):
    """Saves the page's recording as Scenarios/NAME.yaml and replays the file: its exit status and
    trace, the page's trace, and the replay's output."""
    browser.eval("document.getElementById('save-name').value = %s" % json.dumps(name))
    browser.click("#save")
    browser.wait("document.getElementById('save-status').dataset.saved === 'Scenarios/%s.yaml'" % name, "the save")
    browser.eval("document.getElementById('live-trace').textContent = ''")
    browser.click("#show-trace")
    live = browser.wait("document.getElementById('live-trace').textContent", "the trace").splitlines()
    status, trace, output = replay_trace(sim, os.path.join(project, "Scenarios", name + ".yaml"))
    return status, trace, live, output


def check_gesture_lab(browser, phone, sim, project, shots):
    """The gesture lab's phone (docs/studio.md, "The gesture lab"): the built-in arrangement on the
    iPhone 8, the card tapped twice (a double tap), the panel showing every recognizer and `double
    ended` in its log, the expect, the saved file replayed to the page's trace; text given to the
    panel shown as text; then the lab started from a lab scenario's setup."""
    browser.eval("(() => { const s = document.getElementById('app'); s.value = 'gesture-lab';"
                 " s.dispatchEvent(new Event('change')); })()")
    browser.wait("document.body.dataset.app === 'gesture-lab' && document.getElementById('steps').dataset.count === '0'"
                 " && !document.getElementById('live-panel').hidden && !document.getElementById('setup-section').hidden"
                 " && document.getElementById('orientation').disabled", "the gesture lab")
    browser.wait("document.getElementById('setup').dataset.listed === '1'", "the lab's scenarios to start from")
    rows = browser.eval("[...document.querySelectorAll('#panel-rows tr')].slice(1).map(r => r.dataset.name)")
    check(rows == ["list.pan", "double", "single", "hold", "move"], "the panel lists every recognizer: %s" % rows)
    settle(browser)
    # The card's centre on the iPhone 8 (LabSetup.example: the card is [20, 40, 335, 407]); two
    # quick taps, well within the double tap's 0.35 s.
    x, y = phone.page_point(187, 243)
    for pause in (0.12, 0):
        browser.touch("touchStart", x, y)
        time.sleep(0.05)
        browser.touch("touchEnd", x, y)
        time.sleep(pause)
    browser.wait("document.getElementById('panel-log').textContent.includes('double ended')", "the panel's log")
    state = browser.eval("document.querySelector('#panel-rows tr[data-name=\"double\"]').textContent")
    check(state == "doubleended1", "the panel shows the double tap ended, recognized once: %s" % state)
    browser.wait("document.getElementById('steps').dataset.count === '3'", "the two taps")
    steps = browser.eval("document.getElementById('steps').textContent")
    check(steps.count("tap: card") == 2, "each touch on the card is recorded as tap: card:\n" + steps)
    browser.click("#expect")
    browser.wait("document.getElementById('steps').textContent.includes('expect:')", "the lab's expect")
    steps = browser.eval("document.getElementById('steps').textContent")
    check("double ended" in steps and "recognized: {" in steps, "the expect states the log and the counts")
    status, trace, live, output = save_and_replay(browser, sim, project, "browser-lab")
    settle(browser)
    browser.screenshot(os.path.join(shots, "studio-lab.png"))
    check(status == 0 and trace == live and any("double ended" in line for line in trace),
          "the lab's recording replays to the page's trace (%d lines):\n%s" % (len(live), output[-1500:]))
    text = open(os.path.join(project, "Scenarios", "browser-lab.yaml")).read()
    check("app: gesture-lab" in text and "views: [{ card: { frame: [20, 40, 335, 407] } }" in text
          and "{ double: { kind: tap, view: card, taps: 2 } }" in text, "the saved file carries the arrangement")

    # Whatever the panel is given is shown as text: no element is made of it, nothing in it runs.
    browser.eval("""Panel.show({ title: '<i>Recognizers</i>', columns: ['recognizer', 'state', 'recognized'],
      rows: [['<img src=x onerror="window.studioInjected = 1">', 'began', '1']],
      log: ['0.000  <b onclick="window.studioInjected = 2">card</b> began'], text: '' })""")
    shown = browser.eval("(() => { const p = document.getElementById('live-panel');"
                         " return [p.querySelectorAll('img, b, i, script').length, p.textContent.includes('<img src=x'),"
                         " p.textContent.includes('<b onclick'), window.studioInjected === undefined]; })()")
    check(shown == [0, True, True, True], "markup-like names and log lines are shown as text: %s" % shown)
    browser.eval("Phone.resync()")
    browser.wait("document.querySelector('#panel-rows tr[data-name=\"double\"]') !== null", "the panel again")

    # The lab started from a scenario's setup: its views and recognizers, none of its steps.
    browser.eval("(() => { const s = document.getElementById('setup'); s.value = 'GestureLab/tap-or-double-tap';"
                 " s.dispatchEvent(new Event('change')); })()")
    browser.wait("document.body.dataset.setup === 'GestureLab/tap-or-double-tap'"
                 " && document.getElementById('steps').dataset.count === '0'", "the lab on a scenario's setup")
    browser.wait("[...document.querySelectorAll('#panel-rows tr')].slice(1).map(r => r.dataset.name).join() === 'double,single'",
                 "the setup's recognizers in the panel")
    check(browser.eval("document.getElementById('setup').value") == "GestureLab/tap-or-double-tap",
          "the lab starts from the chosen scenario's setup")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shots", default=os.path.join(tempfile.gettempdir(), "studio-shots"))
    parser.add_argument("--bin", default=None, help="folder with instagrid-studio and instagrid-sim")
    parser.add_argument("--measure-only", action="store_true",
                        help="only the live phone's frames per second on each iPhone (docs/benchmarks.md)")
    parser.add_argument("--encodings", default="auto,rgba,png", help="the frame encodings measured")
    parser.add_argument("--repeats", type=int, default=1, help="slides measured on each iPhone (the median is printed)")
    parser.add_argument("--devices", default=None, help="the iPhones measured (ids, comma-separated; all by default)")
    args = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        print("studio-browser-test: chromium is not on PATH; install it (tools/install-deps.sh --tests). Skipped.")
        return
    binaries = args.bin or subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                                          text=True, check=True).stdout.strip()
    studio_binary = os.path.join(binaries, "instagrid-studio")
    sim = os.path.join(binaries, "instagrid-sim")
    os.makedirs(args.shots, exist_ok=True)

    work = tempfile.mkdtemp(prefix="studio-browser-")
    project = os.path.join(work, "project")
    os.makedirs(os.path.join(project, "Scenarios"))
    shutil.copytree(os.path.join(ROOT, "Scenarios", "Photos"), os.path.join(project, "Scenarios", "Photos"))
    shutil.copy(os.path.join(ROOT, "Scenarios", "launch.yaml"), os.path.join(project, "Scenarios"))
    os.makedirs(os.path.join(project, "Scenarios", "CountOnMe"))
    shutil.copy(os.path.join(ROOT, "Scenarios", "CountOnMe", "digits.yaml"), os.path.join(project, "Scenarios", "CountOnMe"))
    shutil.copytree(os.path.join(ROOT, "Goldens", "countonme-digits"), os.path.join(project, "Goldens", "countonme-digits"))
    os.makedirs(os.path.join(project, "Scenarios", "GestureLab"))
    shutil.copy(os.path.join(ROOT, "Scenarios", "GestureLab", "tap-or-double-tap.yaml"),
                os.path.join(project, "Scenarios", "GestureLab"))
    shutil.copytree(os.path.join(ROOT, "Goldens", "lab-tap-or-double-tap"),
                    os.path.join(project, "Goldens", "lab-tap-or-double-tap"))
    shutil.copytree(os.path.join(ROOT, "Goldens", "launch"), os.path.join(project, "Goldens", "launch"))
    damaged = os.path.join(project, "Goldens", "launch", "iphone-8-portrait", "launch.png")
    shutil.copy(os.path.join(ROOT, "Goldens", "launch", "iphone-se-portrait", "launch.png"), damaged)
    before = open(damaged, "rb").read()

    # The studio's own temporary folder goes under this one, to check it is private and removed.
    studio_tmp = os.path.join(work, "tmp")
    os.makedirs(studio_tmp)
    server = subprocess.Popen([studio_binary, project, "--port", "0"], stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, CI="", TMPDIR=studio_tmp))
    url = None
    for line in server.stdout:
        if "?token=" in line:
            url = line.strip()
            break
    check(url is not None and url.startswith("http://127.0.0.1:"), "the studio prints its URL with a token: " + str(url))
    base = url.split("/?token=")[0]
    token = url.split("token=")[1]
    browser = None
    try:
        check(http_status(base + "/") == 403, "no token: 403")
        check(http_status(base + "/api/scenarios?token=x" + token[1:]) == 403, "a wrong token: 403")
        check(http_status(base + "/?token=" + token, {"Host": "evil.example:80"}) == 403, "a foreign Host: 403")
        check(http_status(base + "/api/scenarios?token=" + token, {"Origin": "http://evil.example"}) == 403,
              "a foreign Origin: 403")
        check(http_status(base + "/api/scenario?name=..%2F..%2Fetc%2Fpasswd&token=" + token) == 403,
              "a scenario path outside the project: 403")
        check(http_status(base + "/api/review/accept?run=1&check=..%2F..%2Fx%2Fy&token=" + token, method="POST") == 403,
              "a golden path outside the project: 403")
        check(http_status(url) == 200, "with the token: 200")
        private = os.listdir(studio_tmp)
        check(len(private) == 1 and private[0].startswith("instagrid-studio-")
              and os.stat(os.path.join(studio_tmp, private[0])).st_mode & 0o777 == 0o700,
              "the studio's temporary folder is private (0700): " + str(private))
        if not args.measure_only:
            check_socket_limits(base, token)
            check_world_socket_under_load(base, token)

        profile = os.path.join(work, "profile")
        os.makedirs(profile)
        browser = Browser(chromium, profile)
        browser.call("Page.enable")
        browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        # The live phone on each iPhone at its own scale: frames per second while the grid slides.
        browser.call("Page.navigate", url=url)
        browser.wait("(window.studioFrameCount || 0) > 0", "the first frame")
        modern = browser.eval("typeof Phone.resync === 'function'")
        devices = [device for device in list_devices(sim) if not args.devices or device["id"] in args.devices.split(",")]
        measure_live_phone(browser, url, devices, args.encodings.split(","), modern, args.repeats)
        if args.measure_only:
            return
        browser.call("Page.navigate", url=url)
        # The first frame drawn: its size known and its picture laid out, so points map to the page.
        browser.wait("(() => { const s = document.getElementById('screen');"
                     " return s && s.dataset.width && window.studioFrameCount > 0 && s.getBoundingClientRect().height > 0; })()",
                     "the first frame")
        phone = Phone(browser)

        # A tap on slot 1, then a photo chosen in the picker's stand-in: the idealized `pick`.
        phone.tap(116.25, 272.25)
        browser.wait("document.getElementById('device-frame').dataset.phase === 'picking'", "the picker")
        browser.tap_element("#modal-buttons button[data-action='choose-square']")
        browser.wait("document.getElementById('steps').textContent.includes('pick:')", "the pick step")
        # A swipe up just fast enough (150 pt in about 0.2 s), then the share sheet answered.
        frames_before = browser.eval("window.studioFrameCount")
        phone.swipe((187, 420), (187, 270), 0.2)
        started = time.time()
        browser.wait("document.getElementById('device-frame').dataset.phase === 'sharing'", "the share sheet")
        fps = (browser.eval("window.studioFrameCount") - frames_before) / (time.time() - started + 0.2)
        print("  ..  frames while the grid slid out: %.0f per second" % fps)
        browser.screenshot(os.path.join(args.shots, "studio-phone-sharing.png"))
        browser.tap_element("#modal-buttons button[data-action='share-completed']")
        browser.wait("document.getElementById('steps').textContent.includes('share: completed')", "the share step")
        browser.click("#controls button[data-action='rotate-landscape-left']")
        browser.wait("document.getElementById('steps').textContent.includes('rotate: landscape-left')", "the rotation")
        browser.click("#expect")
        browser.wait("document.getElementById('steps').textContent.includes('expect:')", "the expect step")
        browser.eval("document.getElementById('save-name').value = 'browser-swipe'")
        browser.click("#save")
        browser.wait("document.getElementById('save-status').dataset.saved", "the save")
        browser.click("#show-trace")
        live = browser.wait("document.getElementById('live-trace').textContent", "the trace").splitlines()
        browser.screenshot(os.path.join(args.shots, "studio-phone.png"))
        saved = os.path.join(project, "Scenarios", "browser-swipe.yaml")
        status, trace, output = replay_trace(sim, saved)
        check(status == 0, "the saved scenario replays and its expect holds:\n" + output)
        check(trace == live, "replay gives the page's trace, line for line (%d lines)" % len(live))
        check(any("share completed" in line for line in trace), "the saved scenario ends shared")
        text = open(saved).read()
        check("pick: { slot: 1, photo: square }" in text and "touches:" in text, "the tap and choice are a pick; the swipe a track")

        # A swipe just too slow: no share sheet, and the replay agrees.
        browser.click("#clear")
        browser.wait("document.getElementById('steps').dataset.count === '0'", "the cleared recording")
        phone.swipe((20, 420), (20, 380), 0.9, moves=12)
        browser.wait("document.getElementById('steps').textContent.includes('touches:')", "the slow track")
        time.sleep(0.7)
        check(browser.eval("document.getElementById('device-frame').dataset.phase") == "idle", "a slow swipe shares nothing")
        status, trace, live, output = save_and_replay(browser, sim, project, "browser-slow")
        check(status == 0 and trace == live, "the slow swipe replays to the page's trace")
        check(any("too slow" in line or "swipe failed" in line for line in trace) or not any("share sheet presented" in line for line in trace),
              "the slow swipe is not recognized on replay")

        # The calculator on the same page: its buttons tapped become named taps, saved, replayed.
        browser.eval("(() => { const s = document.getElementById('app'); s.value = 'countonme'; s.dispatchEvent(new Event('change')); })()")
        browser.wait("document.body.dataset.app === 'countonme' && document.getElementById('steps').dataset.count === '0'"
                     " && document.getElementById('orientation').disabled", "the calculator")
        browser.wait("document.getElementById('live-status').textContent.includes('display=0')", "the calculator's picture")
        # iPhone 8, portrait: the centres of 4 and 2 (76-point buttons from x 17, y 311; docs/countonme.md).
        for index, (x, y) in enumerate([(55, 437), (143, 349)]):
            phone.tap(x, y)
            browser.wait("document.getElementById('steps').dataset.count === '%d'" % (2 * index + 1), "the tap on a button")
            time.sleep(0.3)
        browser.click("#expect")
        browser.wait("document.getElementById('steps').textContent.includes('expect:')", "the calculator's expect")
        steps = browser.eval("document.getElementById('steps').textContent")
        check("tap: digit-4" in steps and "tap: digit-2" in steps and 'display: "42"' in steps,
              "the calculator's buttons are recorded as named taps:\n" + steps)
        status, trace, live, output = save_and_replay(browser, sim, project, "browser-calculator")
        browser.screenshot(os.path.join(args.shots, "studio-phone-countonme.png"))
        check(status == 0 and trace == live and len(live) == 4,
              "the calculator's recording replays to the page's trace (%d lines):\n%s" % (len(live), output))

        # A world: Messenger's two phones side by side, each touchable (docs/studio.md, "Worlds").
        browser.eval("(() => { const s = document.getElementById('app'); s.value = 'messenger'; s.dispatchEvent(new Event('change')); })()")
        browser.wait("document.body.dataset.app === 'messenger' && document.getElementById('steps').dataset.count === '0'"
                     " && !document.getElementById('live-panel').hidden", "the world")
        browser.wait("document.getElementById('live-status').textContent.includes('bob=chats')", "the world's picture")
        world = World(browser)
        check(world.users() == ["alice", "bob"], "the world's phones side by side: " + str(world.users()))
        # iPhone 8 points (docs/messenger.md, "The look"): compose, the return key, the first
        # result, then the message field and Send over the keyboard (the chat opens with it up).
        world.tap("alice", 345, 42, "alice: { tap: compose }")
        time.sleep(0.5)
        world.type("alice", "Bo")
        world.tap("alice", 327, 642, "alice: { tap: return }")
        time.sleep(0.6)
        world.tap("alice", 187, 109, "alice: { tap: result-1 }")
        browser.wait("/alice=chat( |$)/.test(document.getElementById('live-status').textContent)", "alice's chat")
        # The chat is on top once its push has ended; only then does its keyboard start rising,
        # carrying the input bar up to where the message field is tapped.
        time.sleep(0.6)
        world.tap("alice", 180, 381, "alice: { tap: message }")
        time.sleep(0.4)
        world.type("alice", "Hello Bob")
        browser.click("#controls button[data-action='bob-offline']")
        browser.wait("document.getElementById('steps').textContent.includes('network: { bob: offline }')", "bob offline")
        world.tap("alice", 341, 381, "alice: { tap: send }")
        # Alice's own node shows the message first; bob's copy of the conversation, written after
        # it, is what the server tells bob's offline phone: held until the expect is recorded.
        browser.wait("document.getElementById('panel-text').textContent.includes('\"other_user_email\": \"alice-example-com\"')",
                     "the conversation on bob's node of the server")
        browser.click("#expect")
        browser.wait("document.getElementById('steps').textContent.includes('bob: { expect:')", "the world's expect")
        check_picture_is_whole_frame(browser, "the world's phones side by side")
        browser.click("#show-timeline")
        browser.wait("!document.getElementById('live-timeline').hidden"
                     " && document.getElementById('timeline-image').naturalWidth > 0", "the world's timeline")
        # A taller page, to show the phones and the timeline under them in one picture.
        browser.call("Emulation.setDeviceMetricsOverride", width=1400, height=1250, deviceScaleFactor=1, mobile=False)
        time.sleep(0.5)
        browser.screenshot(os.path.join(args.shots, "studio-world.png"))
        browser.call("Emulation.clearDeviceMetricsOverride")
        status, trace, live, output = save_and_replay(browser, sim, project, "browser-world")
        check(status == 0 and trace == live and any("held" in line for line in trace),
              "the world's recording replays to the page's trace, bob's messages held (%d lines):\n%s"
              % (len(live), output[-1500:]))
        text = open(os.path.join(project, "Scenarios", "browser-world.yaml")).read()
        check("users:\n  alice:" in text and "  - alice: { type: \"Hello Bob\" }" in text, "the saved world addresses its steps")

        check_world_text_is_text(browser, world)

        check_gesture_lab(browser, phone, sim, project, args.shots)

        # The player: open the saved scenario and scrub to the slide.
        browser.click("#tab-player")
        browser.wait("[...document.getElementById('scenario').options].some(o => o.value === 'browser-swipe')", "the list")
        browser.eval("document.getElementById('scenario').value = 'browser-swipe'")
        browser.click("#open")
        browser.wait("document.querySelectorAll('#player-trace li').length > 3", "the timeline")
        first_touch = browser.eval("[...document.querySelectorAll('#player-trace li')].find(li => li.textContent.includes('swipe up recognized')).dataset.time")
        browser.eval("(() => { const s = document.getElementById('scrubber'); s.value = %f; s.dispatchEvent(new Event('input')); })()"
                     % (float(first_touch) + 0.25))
        state = browser.wait("(() => { const t = document.getElementById('player-state').textContent; return t.includes('sliding-out') && t; })()",
                             "the state at the scrubber")
        check("phase=sliding-out" in state, "the player shows the slide at the scrubber's time: " + state)
        browser.screenshot(os.path.join(args.shots, "studio-player.png"))

        # A CountOnMe scenario of Scenarios/CountOnMe/, listed with its app and played.
        browser.wait("[...document.getElementById('scenario').options].some(o => o.value === 'CountOnMe/digits'"
                     " && o.textContent.includes('countonme'))", "the calculator's scenario in the list")
        browser.eval("document.getElementById('scenario').value = 'CountOnMe/digits'")
        browser.click("#open")
        browser.wait("document.getElementById('player-app').dataset.app === 'countonme'", "the calculator's scenario")
        snapshot = browser.wait("(() => { const li = [...document.querySelectorAll('#player-steps li')]"
                                ".find(li => li.textContent.includes('snapshot: typed-402')); return li && li.dataset.start; })()",
                                "the snapshot step")
        browser.eval("(() => { const s = document.getElementById('scrubber'); s.value = %s; s.dispatchEvent(new Event('input')); })()"
                     % snapshot)
        state = browser.wait("(() => { const t = document.getElementById('player-state').textContent; return t.includes('display=402') && t; })()",
                             "the calculator at the snapshot")
        check("display=402" in state, "the player plays a CountOnMe scenario: " + state)
        browser.screenshot(os.path.join(args.shots, "studio-player-countonme.png"))

        # The review: verify from the page, the damaged golden listed, accepted.
        browser.click("#tab-review")
        browser.click("#verify")
        browser.wait("!!document.querySelector('#findings li[data-check=\"launch/iphone-8-portrait/launch\"]')", "the failed check", 120)
        browser.click("#findings li[data-check='launch/iphone-8-portrait/launch']")
        browser.wait("document.querySelectorAll('#viewer img').length >= 2 && [...document.querySelectorAll('#viewer img')].every(i => i.complete)", "the images")
        browser.screenshot(os.path.join(args.shots, "studio-review.png"))
        browser.click("#accept")
        browser.wait("document.body.dataset.accepted", "the accept")
        after = open(damaged, "rb").read()
        check(after != before, "Accept rewrote the golden")
        result = subprocess.run([sim, "verify", os.path.join(project, "Scenarios", "launch.yaml"), "--goldens",
                                 os.path.join(project, "Goldens")], capture_output=True, text=True, env=dict(os.environ, CI="1"))
        check(result.returncode == 0, "verify passes after Accept:\n" + result.stdout[-600:])
        browser.click("#tab-phone")
        check_page_flood_shows_the_reason(browser, base)
    finally:
        if browser:
            browser.close()
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("the studio did not stop on SIGINT")
    check(code == 0, "the studio stops cleanly on SIGINT (exit %d)" % code)
    check(os.listdir(studio_tmp) == [], "the studio removed its temporary folder when it stopped")
    shutil.rmtree(work, ignore_errors=True)
    print("studio-browser-test: all checks passed; screenshots in " + args.shots)


if __name__ == "__main__":
    main()
