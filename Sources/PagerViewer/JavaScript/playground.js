document.getElementById("preset").addEventListener("change", e => Live.startLive(() => Live.x.pager_host_start(Number(e.target.value))));
document.getElementById("layout-file").addEventListener("change", async e => {
  const file = e.target.files[0];
  if (file) useLayout(await file.text());
});
// A layout file: a JSON layout object, or a trace whose first event is a layout.
function useLayout(text) {
  let layout;
  try { layout = JSON.parse(text); } catch {
    const first = text.split("\n").find(line => line.trim() && !line.startsWith("#"));
    layout = first && JSON.parse(first);
  }
  Live.pager.buildLayout(layout);
  Live.startLive(() => Live.x.pager_host_start(-1));
}
(async () => {
  await Live.loadModule();
  const select = document.getElementById("preset");
  Live.pager.presets().forEach((name, i) => select.add(new Option(name, i, name === "fj", name === "fj")));
  Live.startLive(() => Live.x.pager_host_start(Live.pager.presets().indexOf("fj")));
  if (location.hash === "#check") { Live.advance(); Live.draw(); await Live.check(); }
  else Live.run();
})().catch(error => { document.body.dataset.error = String(error); document.getElementById("live-where").textContent = String(error); });

