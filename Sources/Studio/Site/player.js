// The player: a scenario's steps and trace, a scrubber over virtual time, play at 1× or ¼×.
"use strict";
(() => {
  const select = document.getElementById("scenario");
  const deviceSelect = document.getElementById("player-device");
  const scrubber = document.getElementById("scrubber");
  const image = document.getElementById("player-screen");
  const stateLine = document.getElementById("player-state");
  let scenario = null, wanted = null, loading = false, playing = null;

  async function list() {
    const body = await Studio.json("GET", "/api/scenarios");
    const current = select.value;
    select.textContent = "";
    for (const entry of body.scenarios) select.add(new Option(`${entry.id}  (${entry.app})`, entry.id));
    if (current) select.value = current;
  }
  async function open() {
    const params = { name: select.value };
    if (deviceSelect.value && scenario && scenario.id === select.value) params.device = deviceSelect.value;
    try {
      scenario = await Studio.json("GET", "/api/scenario", params);
    } catch (error) {
      document.getElementById("player-summary").textContent = error.message;
      return;
    }
    deviceSelect.textContent = "";
    for (const id of scenario.devices) deviceSelect.add(new Option(id, id));
    deviceSelect.value = scenario.device;
    document.getElementById("player-app").textContent = `${scenario.name}, a scenario of ${scenario.app}`;
    document.getElementById("player-app").dataset.app = scenario.app;
    document.getElementById("player-summary").textContent =
      `${scenario.steps.length} steps, ${scenario.trace.length} inputs, ends at ${scenario.end} s` +
      (scenario.passed ? "" : " — " + scenario.failures.join("; "));
    const steps = document.getElementById("player-steps");
    steps.textContent = "";
    for (const step of scenario.steps) {
      const item = document.createElement("li");
      item.textContent = `${step.start === null ? "—" : step.start.toFixed(3)}  ${step.text}`;
      item.dataset.start = step.start;
      item.addEventListener("click", () => { if (step.start !== null) seek(step.start); });
      steps.append(item);
    }
    const trace = document.getElementById("player-trace");
    trace.textContent = "";
    for (const entry of scenario.trace) {
      const item = document.createElement("li");
      item.textContent = entry.text;
      item.dataset.time = entry.time;
      item.addEventListener("click", () => seek(entry.time));
      trace.append(item);
    }
    scrubber.max = Math.max(scenario.end + 0.6, 0.001);
    seek(0);
  }
  function boundaries() {
    const times = new Set([0, scenario.end]);
    for (const step of scenario.steps) if (step.start !== null) { times.add(step.start); times.add(step.end); }
    return [...times].sort((a, b) => a - b);
  }
  function seek(time) {
    if (!scenario) return;
    time = Math.max(0, Math.min(Number(scrubber.max), time));
    scrubber.value = time;
    wanted = time;
    highlight(time);
    load();
  }
  function highlight(time) {
    for (const item of document.querySelectorAll("#player-steps li")) {
      item.classList.toggle("current", Number(item.dataset.start) <= time + 1e-9 && item.dataset.start !== "null");
    }
    for (const item of document.querySelectorAll("#player-trace li")) {
      item.classList.toggle("current", Number(item.dataset.time) <= time + 1e-9);
    }
  }
  async function load() {
    if (loading || wanted === null) return;
    loading = true;
    const time = wanted;
    wanted = null;
    const response = await Studio.request("GET", "/api/scenario/frame",
      { name: scenario.id, device: scenario.device, t: String(time) });
    if (response.ok) {
      const blob = await response.blob();
      const old = image.src;
      image.src = URL.createObjectURL(blob);
      if (old.startsWith("blob:")) URL.revokeObjectURL(old);
      stateLine.textContent = response.headers.get("X-Instagrid-State");
    } else {
      stateLine.textContent = (await response.json()).message;
    }
    loading = false;
    if (wanted !== null) load();
  }
  function play(rate) {
    pause();
    const startTime = Number(scrubber.value), startClock = performance.now();
    playing = setInterval(() => {
      const time = startTime + (performance.now() - startClock) / 1000 * rate;
      if (time >= Number(scrubber.max)) { seek(Number(scrubber.max)); pause(); return; }
      seek(time);
    }, 1000 / 30);
  }
  function pause() { if (playing) clearInterval(playing); playing = null; }
  function step(direction) {
    if (!scenario) return;
    const now = Number(scrubber.value), times = boundaries();
    const next = direction > 0 ? times.find((t) => t > now + 1e-9) : times.reverse().find((t) => t < now - 1e-9);
    seek(next === undefined ? now : next);
  }
  scrubber.addEventListener("input", () => seek(Number(scrubber.value)));
  document.getElementById("open").addEventListener("click", open);
  deviceSelect.addEventListener("change", open);
  document.getElementById("play-1").addEventListener("click", () => play(1));
  document.getElementById("play-quarter").addEventListener("click", () => play(0.25));
  document.getElementById("pause").addEventListener("click", pause);
  document.getElementById("step-back").addEventListener("click", () => step(-1));
  document.getElementById("step-forward").addEventListener("click", () => step(1));
  document.addEventListener("studio-tab", (event) => { if (event.detail === "player") list(); });
})();
