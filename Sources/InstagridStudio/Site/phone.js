// The live phone and the recorder: pointer events go to the server over a WebSocket, frames come back.
"use strict";
const Phone = (() => {
  const screen = document.getElementById("screen");
  const modal = document.getElementById("modal-buttons");
  const status = document.getElementById("live-status");
  let socket = null, info = null, points = { width: 375, height: 667 }, photos = [];
  let ticksInFlight = 0, frames = 0, fpsSince = performance.now(), fps = 0;
  let lastPhase = "idle";

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + "/session?token=" + encodeURIComponent(Studio.token));
    socket.binaryType = "blob";
    socket.onopen = () => {
      document.getElementById("connection").textContent = "connected";
      start();
      requestAnimationFrame(tick);
    };
    socket.onclose = () => { document.getElementById("connection").textContent = "disconnected (reload the page)"; };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") { showFrame(event.data); return; }
      const message = JSON.parse(event.data);
      handlers[message.type] && handlers[message.type](message);
    };
  }
  function start() {
    send({ type: "start", device: document.getElementById("device").value || undefined,
           orientation: document.getElementById("orientation").value });
  }
  function showFrame(blob) {
    const url = URL.createObjectURL(blob);
    const old = screen.src;
    screen.src = url;
    if (old.startsWith("blob:")) URL.revokeObjectURL(old);
    frames += 1;
    window.studioFrameCount = (window.studioFrameCount || 0) + 1;
    ticksInFlight = Math.max(0, ticksInFlight - 1);
    placeModalButtons();
  }
  const handlers = {
    started(message) {
      const select = document.getElementById("device");
      if (!select.options.length) {
        for (const id of message.devices) select.add(new Option(id, id));
      }
      select.value = message.device;
      document.getElementById("orientation").value = message.orientation;
      photos = message.photos;
      const panel = document.getElementById("photos");
      panel.textContent = "";
      for (const alias of photos) {
        const button = document.createElement("button");
        button.className = "photo";
        button.dataset.photo = alias;
        const image = document.createElement("img");
        image.src = Studio.imageURL("/api/photo", { name: alias });
        image.alt = alias;
        button.append(image, alias);
        button.addEventListener("click", (event) => send({ type: "choose", photo: alias, t: event.timeStamp }));
        panel.append(button);
      }
    },
    frame(message) {
      info = message;
      points = { width: message.width, height: message.height };
      screen.dataset.width = message.width;
      screen.dataset.height = message.height;
      lastPhase = message.phase;
      status.textContent = `t=${message.time.toFixed(3)} s  phase=${message.phase}  offset=(${message.offset[0].toFixed(1)}, ${message.offset[1].toFixed(1)})  ${fps} fps`;
      document.getElementById("device-frame").dataset.phase = message.phase;
    },
    same() { ticksInFlight = Math.max(0, ticksInFlight - 1); },
    status(message) {
      document.getElementById("steps").textContent = message.steps.join("\n");
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
    error(message) {
      const line = document.getElementById("save-status");
      line.className = "error";
      line.textContent = message.message;
    },
  };
  function tick() {
    const now = performance.now();
    if (now - fpsSince >= 1000) { fps = Math.round(frames * 1000 / (now - fpsSince)); frames = 0; fpsSince = now; }
    // Two ticks in flight: the server draws the next frame while the page shows this one.
    if (ticksInFlight < 2 && socket && socket.readyState === WebSocket.OPEN) {
      ticksInFlight += 1;
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
  function pointer(phase) {
    return (event) => {
      event.preventDefault();
      if (phase === "down") screen.setPointerCapture(event.pointerId);
      const p = toPoints(event);
      send({ type: "pointer", phase, id: event.pointerId, t: event.timeStamp, x: p.x, y: p.y });
    };
  }
  screen.addEventListener("pointerdown", pointer("down"));
  screen.addEventListener("pointermove", (event) => { if (event.buttons || event.pointerType === "touch") pointer("move")(event); });
  screen.addEventListener("pointerup", pointer("up"));
  screen.addEventListener("pointercancel", pointer("cancel"));
  screen.addEventListener("contextmenu", (event) => event.preventDefault());

  // The stand-ins' buttons, drawn over the picture just below the modal panel, as on a phone.
  function placeModalButtons() {
    const phase = lastPhase;
    modal.textContent = "";
    const buttons = phase === "picking" ? photos.map((alias) => [alias, { type: "choose", photo: alias }]).concat([["Cancel", { type: "cancelPicker" }]])
      : phase === "sharing" ? [["Completed", { type: "share", outcome: "completed" }], ["Cancelled", { type: "share", outcome: "cancelled" }], ["Failed", { type: "share", outcome: "failed" }]]
      : phase === "alert" ? [["OK", { type: "dismissAlert" }]] : [];
    modal.hidden = buttons.length === 0;
    if (modal.hidden) return;
    for (const [label, message] of buttons) {
      const button = document.createElement("button");
      button.textContent = label;
      button.dataset.action = message.type + (message.outcome ? "-" + message.outcome : "") + (message.photo ? "-" + message.photo : "");
      button.addEventListener("click", (event) => send(Object.assign({ t: event.timeStamp }, message)));
      modal.append(button);
    }
    const rect = screen.getBoundingClientRect(), frame = screen.parentElement.getBoundingClientRect();
    modal.style.top = (rect.top - frame.top + rect.height / 2 + 56 * rect.height / points.height) + "px";
  }

  document.getElementById("restart").addEventListener("click", start);
  document.getElementById("device").addEventListener("change", start);
  document.getElementById("orientation").addEventListener("change", start);
  for (const button of document.querySelectorAll(".rotate")) {
    button.addEventListener("click", (event) => send({ type: "rotate", orientation: button.dataset.orientation, t: event.timeStamp }));
  }
  document.getElementById("snapshot").addEventListener("click", (event) => send({ type: "snapshot", t: event.timeStamp }));
  document.getElementById("expect").addEventListener("click", (event) => send({ type: "expect", t: event.timeStamp }));
  document.getElementById("clear").addEventListener("click", () => send({ type: "clear" }));
  document.getElementById("show-trace").addEventListener("click", () => send({ type: "trace" }));
  document.getElementById("save").addEventListener("click", () => send({
    type: "save", name: document.getElementById("save-name").value.trim(),
    overwrite: document.getElementById("overwrite").checked,
  }));
  connect();
  return { send, get fps() { return fps; } };
})();
