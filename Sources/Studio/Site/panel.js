// The live phone's panel beside the picture and the choice of a setup to start from, for any
// app: what the server sends is shown as text (textContent), never parsed as markup.
"use strict";
const Panel = (() => {
  // The panel beside the phone (a server's tree; each recognizer's state and the log), built
  // as text only: every name, cell and line from the server goes in as textContent, never as
  // markup.
  function show(panel) {
    const element = document.getElementById("live-panel");
    element.hidden = !panel;
    if (!panel) return;
    document.getElementById("panel-title").textContent = panel.title;
    const text = document.getElementById("panel-text");
    text.hidden = !panel.text;
    text.textContent = panel.text || "";
    const table = document.getElementById("panel-rows");
    table.textContent = "";
    table.hidden = !(panel.rows && panel.rows.length);
    if (panel.columns && panel.columns.length) {
      const head = table.insertRow();
      for (const column of panel.columns) {
        const cell = document.createElement("th");
        cell.textContent = column;
        head.append(cell);
      }
    }
    for (const cells of panel.rows || []) {
      const row = table.insertRow();
      row.dataset.name = cells[0] || "";
      cells.forEach((value, index) => {
        const cell = row.insertCell();
        cell.textContent = value;
        if (index === 1) cell.dataset.state = value;
      });
    }
    const log = document.getElementById("panel-log");
    log.hidden = !(panel.log && panel.log.length);
    log.textContent = (panel.log || []).join("\n");
    log.scrollTop = log.scrollHeight; // the newest line in view
  }
  // The project's scenarios of `app`, to start from one's setup: the player's list, by app.
  async function listSetups(setupSelect, app, chosen) {
    let listed = [];
    try { listed = (await Studio.json("GET", "/api/scenarios")).scenarios || []; } catch (error) { listed = []; }
    setupSelect.length = 1;
    for (const scenario of listed) {
      if (scenario.app === app) setupSelect.add(new Option(scenario.id, scenario.id));
    }
    setupSelect.value = chosen || "";
    setupSelect.dataset.listed = String(setupSelect.length - 1);
  }
  return { show, listSetups };
})();
