// The live phone and the recorder: pointer events go to the server over a WebSocket, frames come back
// as a whole picture, then as the rectangles that changed, drawn over it on the canvas.
"use strict";
const Phone = (() => {
  const screen = document.getElementById("screen");
  const context = screen.getContext("2d");
  // `?encoding=png` or `rgba` asks for every frame so; by default the server sends a small
  // frame as raw RGBA rows and a large one as PNGs (docs/studio.md).
  const encoding = new URLSearchParams(location.search).get("encoding") || undefined;
  // Rectangles decoded as PNG are drawn in the order they came, each after the one before.
  let drawn = Promise.resolve();
  const modal = document.getElementById("modal-buttons");
  const status = document.getElementById("live-status");
  let stepLines = [];
  let socket = null, info = null, points = { width: 375, height: 667 }, controls = {}, onScreen = [];
  // A world's phones in its picture (user, x, y, width, height), and the phone each pointer is on.
  let areas = [], pointerUsers = new Map();
  const maxTicksInFlight = 4;
  let ticksInFlight = 0, frames = 0, fpsSince = performance.now(), fps = 0;
  // The last `frame` message, for the pixels that follow it: what it says (phase, fields, the
  // phones' areas…) is shown when its picture is, and its tick (page time) is answered then.
  let frameInfo = null;

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + "/session?token=" + encodeURIComponent(Studio.token));
    socket.binaryType = "arraybuffer";
    socket.onopen = () => {
      document.getElementById("connection").textContent = "connected";
      start();
      requestAnimationFrame(tick);
    };
    // The server's reason for closing (a flood, say) is shown as text.
    socket.onclose = (event) => {
      document.getElementById("connection").textContent =
        "disconnected" + (event.reason ? ": " + event.reason : "") + " (reload the page)";
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") { showFrame(event.data); return; }
      const message = JSON.parse(event.data);
      handlers[message.type] && handlers[message.type](message);
    };
  }
  // The setup chosen for an app that starts from one (the lab's arrangement), or the app's own.
  const setupSelect = document.getElementById("setup");
  function start() {
    const setup = document.getElementById("setup-section").hidden ? undefined : setupSelect.value || undefined;
    send({ type: "start", app: document.getElementById("app").value || undefined,
           device: document.getElementById("device").value || undefined,
           orientation: document.getElementById("orientation").value, encoding, setup });
  }
  // A frame's binary message: little-endian 32-bit words — whole picture (1) or changes over the
  // last (0), encoding (0 RGBA, 1 PNG), width, height, rectangle count, move count, then x, y,
  // width, height and byte count of each rectangle, then x, y, width, height and source row
  // (fromY) of each move — and the rectangles' bytes. The moves are applied first, each reading
  // the picture before this frame, then the rectangles drawn over them.
  function showFrame(buffer) {
    window.studioFrameBytes = (window.studioFrameBytes || 0) + buffer.byteLength;
    const words = new DataView(buffer);
    const word = (index) => words.getUint32(index * 4, true);
    const whole = word(0) === 1, png = word(1) === 1, width = word(2), height = word(3);
    const count = word(4), moveCount = word(5);
    const message = frameInfo;
    frameInfo = null;
    let offset = (6 + 5 * count + 5 * moveCount) * 4;
    const rects = [], moves = [];
    for (let index = 0; index < count; index += 1) {
      const at = 6 + 5 * index;
      rects.push({ x: word(at), y: word(at + 1), width: word(at + 2), height: word(at + 3),
                   bytes: new Uint8Array(buffer, offset, word(at + 4)) });
      offset += word(at + 4);
    }
    for (let index = 0; index < moveCount; index += 1) {
      const at = 6 + 5 * count + 5 * index;
      moves.push({ x: word(at), y: word(at + 1), width: word(at + 2), height: word(at + 3), fromY: word(at + 4) });
    }
    const changed = whole || count > 0 || moveCount > 0;
    if (!png) {
      drawn = drawn.then(() => {
        if (whole) resize(width, height);
        applyMoves(moves);
        for (const rect of rects) {
          const pixels = new Uint8ClampedArray(rect.bytes.buffer, rect.bytes.byteOffset, rect.bytes.byteLength);
          context.putImageData(new ImageData(pixels, rect.width, rect.height), rect.x, rect.y);
        }
        painted(changed, message);
      }).catch(() => failed(message));
      return;
    }
    const images = Promise.all(rects.map((rect) => createImageBitmap(new Blob([rect.bytes], { type: "image/png" }))));
    drawn = drawn.then(() => images).then((bitmaps) => {
      if (whole) resize(width, height);
      applyMoves(moves);
      bitmaps.forEach((bitmap, index) => { context.drawImage(bitmap, rects[index].x, rects[index].y); bitmap.close(); });
      painted(changed, message);
    }).catch(() => failed(message)); // a rectangle that does not decode: the whole picture again
  }
  // A frame that could not be drawn: what it says is shown, its tick no longer waits (else four
  // failures would stop the ticks), and the whole picture is asked for again.
  function failed(message) {
    shown(message);
    resync();
  }
  // A frame's moves: every source block is copied aside first (stacked in `aside`), so no move
  // reads pixels another move wrote, then each is put in place, replacing what was there.
  const aside = document.createElement("canvas");
  const asideContext = aside.getContext("2d");
  function applyMoves(moves) {
    if (moves.length === 0) return;
    const width = Math.max(...moves.map((move) => move.width));
    const height = moves.reduce((sum, move) => sum + move.height, 0);
    if (aside.width < width || aside.height < height) {
      aside.width = Math.max(aside.width, width);
      aside.height = Math.max(aside.height, height);
    }
    asideContext.imageSmoothingEnabled = false;
    context.imageSmoothingEnabled = false;
    let top = 0;
    for (const move of moves) {
      asideContext.clearRect(0, top, move.width, move.height);
      asideContext.drawImage(screen, move.x, move.fromY, move.width, move.height, 0, top, move.width, move.height);
      top += move.height;
    }
    top = 0;
    for (const move of moves) {
      context.clearRect(move.x, move.y, move.width, move.height);
      context.drawImage(aside, 0, top, move.width, move.height, move.x, move.y, move.width, move.height);
      top += move.height;
    }
  }
  function resize(width, height) {
    if (screen.width !== width || screen.height !== height) { screen.width = width; screen.height = height; }
  }
  // A frame drawn; `changed` when it changed the picture (a frame can show new fields only),
  // `message` its `frame` message, shown with it: the phase, the status and the picture change
  // together, and a tick is answered when its picture is on the canvas.
  function painted(changed, message) {
    if (changed) {
      frames += 1;
      window.studioFrameCount = (window.studioFrameCount || 0) + 1;
    }
    shown(message);
    placeModalButtons();
  }
  // A `frame` message's picture is on the canvas (or could not be): what it says is shown and
  // the tick it answers, if any, no longer waits.
  function shown(message) {
    if (!message) return;
    showInfo(message);
    if (message.tick !== null && message.tick !== undefined) answered(message.tick);
  }
  // The tick sent at page time `tick` answered: its picture is on the canvas (drawn, or the
  // server's `same`: the picture shown is already the one at that time). The browser test reads
  // the counts and, while it measures (`studioLags` set), how long each answer took.
  function answered(tick) {
    ticksInFlight = Math.max(0, ticksInFlight - 1);
    window.studioTicksAnswered = (window.studioTicksAnswered || 0) + 1;
    if (window.studioLags) window.studioLags.push([tick, performance.now() - tick]);
  }
  // What a `frame` message says, shown with its picture: the phase, the status line, the
  // phones' areas, the names on the screen and the server's panel.
  function showInfo(message) {
    info = message;
    points = { width: message.width, height: message.height };
    screen.dataset.width = message.width;
    screen.dataset.height = message.height;
    onScreen = message.onScreen;
    areas = message.areas;
    screen.dataset.areas = JSON.stringify(areas);
    Panel.show(message.panel);
    const fields = message.fields.map(([name, value]) => `${name}=${value}`).join("  ");
    status.textContent = `t=${message.time.toFixed(3)} s  phase=${message.phase}  ${fields}  ${fps} fps`;
    document.getElementById("device-frame").dataset.phase = message.phase;
  }
  const handlers = {
    started(message) {
      const apps = document.getElementById("app");
      if (apps.options.length !== message.apps.length) {
        apps.textContent = "";
        for (const id of message.apps) apps.add(new Option(id, id));
      }
      apps.value = message.app;
      document.body.dataset.app = message.app;
      const select = document.getElementById("device");
      if (!select.options.length) {
        for (const id of message.devices) select.add(new Option(id, id));
      }
      select.value = message.device;
      const orientation = document.getElementById("orientation");
      orientation.value = message.orientation;
      orientation.disabled = message.portraitOnly;
      if (message.users.length) document.body.dataset.world = message.users.join(" ");
      else delete document.body.dataset.world;
      document.getElementById("live-panel").hidden = true;
      document.getElementById("setup-section").hidden = !message.setups;
      document.body.dataset.setup = message.setup || "";
      if (message.setups) Panel.listSetups(setupSelect, message.app, message.setup);
      document.getElementById("show-timeline").hidden = !message.timeline;
      document.getElementById("live-timeline").hidden = true;
      showControls(message.controls);
    },
    frame(message) { frameInfo = message; },
    same(message) { answered(message.tick); },
    status(message) {
      // The server sends the steps from `from` on; the page keeps the ones before.
      stepLines = stepLines.slice(0, message.from).concat(message.steps);
      document.getElementById("steps").textContent = stepLines.join("\n");
      document.getElementById("steps").dataset.count = message.stepCount;
      document.body.dataset.phase = message.phase;
      document.body.dataset.clock = message.clock;
    },
    saved(message) {
      const line = document.getElementById("save-status");
      line.className = "muted";
      line.textContent = "saved " + message.path;
      line.dataset.saved = message.path;
    },
    trace(message) { document.getElementById("live-trace").textContent = message.lines.join("\n"); },
    // The recording's run as lanes: the SVG shown as an image, so nothing in it runs.
    timeline(message) {
      const image = document.getElementById("timeline-image");
      const old = image.src;
      image.src = URL.createObjectURL(new Blob([message.svg], { type: "image/svg+xml" }));
      if (old.startsWith("blob:")) URL.revokeObjectURL(old);
      document.getElementById("live-timeline").hidden = false;
    },
    error(message) {
      ticksInFlight = Math.max(0, ticksInFlight - 1); // a tick refused is not waited for
      // A setup refused: the list shows the one the phone started from again.
      if (!document.getElementById("setup-section").hidden) setupSelect.value = document.body.dataset.setup || "";
      const line = document.getElementById("save-status");
      line.className = "error";
      line.textContent = message.message;
    },
  };
  function tick() {
    const now = performance.now();
    if (now - fpsSince >= 1000) { fps = Math.round(frames * 1000 / (now - fpsSince)); frames = 0; fpsSince = now; }
    // Ticks in flight: the server draws the next frames while the page shows this one, so
    // that the round trip's delays (three processes on a busy machine) do not set the rate.
    if (ticksInFlight < maxTicksInFlight && socket && socket.readyState === WebSocket.OPEN) {
      ticksInFlight += 1;
      window.studioTicksSent = (window.studioTicksSent || 0) + 1;
      send({ type: "tick", t: now });
    }
    requestAnimationFrame(tick);
  }
  // Screen points from a pointer event on the picture.
  function toPoints(event) {
    const rect = screen.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width * points.width,
             y: (event.clientY - rect.top) / rect.height * points.height };
  }
  // In a world, the phone under a point of the picture: its user and the point on its screen.
  function onPhone(p, user) {
    const area = areas.find((a) => user ? a.user === user
      : p.x >= a.x && p.x < a.x + a.width && p.y >= a.y && p.y < a.y + a.height);
    return area && { user: area.user, x: p.x - area.x, y: p.y - area.y };
  }
  function pointer(phase) {
    return (event) => {
      event.preventDefault();
      let p = toPoints(event), user;
      if (areas.length) {
        // A finger stays on the phone it went down on, wherever it moves.
        const owner = pointerUsers.get(event.pointerId);
        if (phase !== "down" && !owner) return;
        const onto = onPhone(p, phase === "down" ? undefined : owner);
        if (!onto) return;
        if (phase === "down") pointerUsers.set(event.pointerId, onto.user);
        else if (phase !== "move") pointerUsers.delete(event.pointerId);
        p = onto;
        user = onto.user;
      }
      if (phase === "down") screen.setPointerCapture(event.pointerId);
      // With ticks in flight, their answers show a touch: no picture of its own is drawn, so the
      // server draws once a display frame. A touch's end still brings its steps at once.
      const draw = ticksInFlight === 0;
      send({ type: "pointer", phase, id: event.pointerId, t: event.timeStamp, x: p.x, y: p.y, user, draw });
    };
  }
  screen.addEventListener("pointerdown", pointer("down"));
  screen.addEventListener("pointermove", (event) => { if (event.buttons || event.pointerType === "touch") pointer("move")(event); });
  screen.addEventListener("pointerup", pointer("up"));
  screen.addEventListener("pointercancel", pointer("cancel"));
  screen.addEventListener("contextmenu", (event) => event.preventDefault());

  // The app's buttons besides the screen: the side panel's sections (rotations, photos…), and
  // those shown over the picture, just below its middle, as a stand-in's buttons are on a phone.
  function button(control, className, withPhoto) {
    const element = document.createElement("button");
    if (className) element.className = className;
    element.dataset.action = control.id;
    if (withPhoto && control.photo) {
      const image = document.createElement("img");
      image.src = Studio.imageURL("/api/photo", { name: control.photo });
      image.alt = control.photo;
      element.append(image);
    }
    element.append(control.label);
    element.addEventListener("click", (event) => send({ type: "control", control: control.id, t: event.timeStamp }));
    return element;
  }
  function showControls(list) {
    controls = {};
    const panel = document.getElementById("controls");
    panel.textContent = "";
    const sections = new Map();
    for (const control of list) {
      controls[control.id] = control;
      if (control.section === null) continue;
      if (!sections.has(control.section)) {
        const title = document.createElement("h2");
        title.textContent = control.section;
        const row = document.createElement("div");
        row.className = control.photo ? "photos" : "row";
        row.dataset.section = control.section;
        panel.append(title, row);
        sections.set(control.section, row);
      }
      sections.get(control.section).append(control.takesText ? typed(control)
        : button(control, control.photo ? "photo" : "", true));
    }
  }
  // A control that takes text: a text box and its button (a world's "alice types").
  function typed(control) {
    const row = document.createElement("div");
    row.className = "typed";
    const input = document.createElement("input");
    input.dataset.text = control.id;
    input.placeholder = control.label;
    const element = document.createElement("button");
    element.dataset.action = control.id;
    element.textContent = "Type";
    element.addEventListener("click", (event) => send({ type: "control", control: control.id, text: input.value,
                                                        t: event.timeStamp }));
    row.append(input, element);
    return row;
  }
  function placeModalButtons() {
    modal.textContent = "";
    const shown = onScreen.filter((id) => controls[id]);
    modal.hidden = shown.length === 0;
    if (modal.hidden) return;
    for (const id of shown) modal.append(button(controls[id]));
    const rect = screen.getBoundingClientRect(), frame = screen.parentElement.getBoundingClientRect();
    modal.style.top = (rect.top - frame.top + rect.height / 2 + 56 * rect.height / points.height) + "px";
  }

  document.getElementById("restart").addEventListener("click", start);
  document.getElementById("app").addEventListener("change", () => {
    document.getElementById("orientation").value = "portrait";
    // Another app starts from its own setup: a scenario is chosen among that app's.
    document.getElementById("setup-section").hidden = true;
    setupSelect.value = "";
    start();
  });
  setupSelect.addEventListener("change", start);
  document.getElementById("device").addEventListener("change", start);
  document.getElementById("orientation").addEventListener("change", start);
  document.getElementById("snapshot").addEventListener("click", (event) => send({ type: "snapshot", t: event.timeStamp }));
  document.getElementById("expect").addEventListener("click", (event) => send({ type: "expect", t: event.timeStamp }));
  document.getElementById("clear").addEventListener("click", () => send({ type: "clear" }));
  document.getElementById("show-trace").addEventListener("click", () => send({ type: "trace" }));
  document.getElementById("show-timeline").addEventListener("click", () => send({ type: "timeline" }));
  document.getElementById("save").addEventListener("click", () => send({
    type: "save", name: document.getElementById("save-name").value.trim(),
    overwrite: document.getElementById("overwrite").checked,
  }));
  connect();
  // Asks for the whole picture again (the page's `frame`): what the rectangles built must equal it.
  function resync() { send({ type: "frame", t: performance.now() }); }
  return { send, resync, get fps() { return fps; } };
})();
