// Shared by the three pages: the token, requests to the studio, the tabs.
"use strict";
const Studio = (() => {
  const token = new URLSearchParams(location.search).get("token") || "";
  async function request(method, path, params) {
    const query = new URLSearchParams(params || {}).toString();
    const response = await fetch(path + (query ? "?" + query : ""), {
      method, headers: { "X-Studio-Token": token }, credentials: "same-origin",
    });
    return response;
  }
  async function json(method, path, params) {
    const response = await request(method, path, params);
    const body = await response.json();
    if (!response.ok) throw new Error(body.message || response.statusText);
    return body;
  }
  function imageURL(path, params) {
    return path + "?" + new URLSearchParams(Object.assign({ token }, params)).toString();
  }
  function show(tab) {
    for (const page of document.querySelectorAll(".page")) page.hidden = page.id !== tab;
    for (const button of document.querySelectorAll(".tab")) button.classList.toggle("active", button.dataset.tab === tab);
    document.dispatchEvent(new CustomEvent("studio-tab", { detail: tab }));
    history.replaceState(null, "", "?" + new URLSearchParams({ token }).toString() + "#" + tab);
  }
  for (const button of document.querySelectorAll(".tab")) button.addEventListener("click", () => show(button.dataset.tab));
  window.addEventListener("load", () => show((location.hash || "#phone").slice(1)));
  return { token, request, json, imageURL, show };
})();
