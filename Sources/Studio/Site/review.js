// The review: run verify with its progress, list failed and missing checks, compare, accept.
"use strict";
(() => {
  const findingsList = document.getElementById("findings");
  const viewer = document.getElementById("viewer");
  const mix = document.getElementById("mix");
  let run = null, report = null, current = null, mode = "side";

  async function verify() {
    const button = document.getElementById("verify");
    button.disabled = true;
    const progress = document.getElementById("verify-progress");
    const summary = document.getElementById("verify-summary");
    summary.textContent = "running…";
    const response = await Studio.request("POST", "/api/review/run");
    if (!response.ok) { summary.textContent = (await response.json()).message; button.disabled = false; return; }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffered.indexOf("\n")) >= 0) {
        const message = JSON.parse(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        if (message.type === "progress") {
          progress.max = message.total;
          progress.value = message.done;
          summary.textContent = `${message.done}/${message.total} ${message.check} ${message.outcome}`;
        } else if (message.type === "done") {
          run = message.run;
          summary.textContent = message.summary;
        }
      }
    }
    button.disabled = false;
    if (run !== null) await loadReport();
  }
  async function loadReport() {
    report = await Studio.json("GET", "/api/review/report", { run: String(run) });
    document.body.dataset.reviewRun = run;
    findingsList.textContent = "";
    for (const finding of report.findings) {
      const item = document.createElement("li");
      item.textContent = `${finding.id} — ${finding.outcome}`;
      item.dataset.check = finding.id;
      item.className = finding.accepted ? "accepted" : "failed";
      item.addEventListener("click", () => openFinding(finding));
      findingsList.append(item);
    }
    document.getElementById("accept-all").disabled = report.ci || report.findings.every((f) => f.accepted || !f.hasActual);
    if (report.findings.length === 0) {
      viewer.textContent = "";
      document.getElementById("finding-message").textContent = "every check passed";
    } else if (current) {
      const again = report.findings.find((f) => f.id === current.id);
      if (again) openFinding(again);
    }
  }
  function url(kind) { return Studio.imageURL("/api/review/image", { run: String(run), check: current.id, kind }); }
  function figure(kind, label) {
    const box = document.createElement("figure");
    const image = document.createElement("img");
    image.src = url(kind);
    image.alt = label;
    const caption = document.createElement("figcaption");
    caption.textContent = label;
    box.append(image, caption);
    return box;
  }
  function openFinding(finding) {
    current = finding;
    for (const item of findingsList.children) item.classList.toggle("current", item.dataset.check === finding.id);
    document.getElementById("finding-message").textContent = finding.message;
    document.getElementById("accept").disabled = report.ci || !finding.hasActual || finding.accepted;
    draw();
  }
  function draw() {
    viewer.textContent = "";
    mix.hidden = true;
    if (!current) return;
    if (!current.hasGolden || mode === "side") {
      if (current.hasGolden) viewer.append(figure("golden", "golden"));
      if (current.hasActual) viewer.append(figure("actual", "actual"));
      if (current.hasDiff) viewer.append(figure("diff", "diff"));
      return;
    }
    if (mode === "diff") { viewer.append(figure(current.hasDiff ? "diff" : "actual", "diff")); return; }
    const stack = document.createElement("div");
    stack.className = "stack";
    const bottom = document.createElement("img"), top = document.createElement("img");
    bottom.src = url("golden");
    top.src = url("actual");
    top.className = "top";
    stack.append(bottom, top);
    viewer.append(stack);
    mix.hidden = false;
    const apply = () => {
      if (mode === "onion") { top.style.opacity = mix.value; top.style.clipPath = ""; }
      else { top.style.opacity = 1; top.style.clipPath = `inset(0 0 0 ${mix.value * 100}%)`; }
    };
    mix.oninput = apply;
    apply();
  }
  async function accept(all) {
    const path = all ? "/api/review/accept-all" : "/api/review/accept";
    const params = all ? { run: String(run) } : { run: String(run), check: current.id };
    try {
      const body = await Studio.json("POST", path, params);
      document.getElementById("finding-message").textContent = "wrote " + body.written.join(", ");
      document.body.dataset.accepted = body.written.join(",");
    } catch (error) {
      document.getElementById("finding-message").textContent = error.message;
    }
    await loadReport();
  }
  for (const button of document.querySelectorAll(".mode")) {
    button.addEventListener("click", () => { mode = button.dataset.mode; draw(); });
  }
  document.getElementById("verify").addEventListener("click", verify);
  document.getElementById("accept").addEventListener("click", () => accept(false));
  document.getElementById("accept-all").addEventListener("click", () => accept(true));
})();
