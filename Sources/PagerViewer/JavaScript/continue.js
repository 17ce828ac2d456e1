async function continueFromHere() {
  await Live.loadModule();
  Live.pager.reset();
  for (let i = 0; i <= seq; i++) Live.pager.apply(events[i]);
  Live.startLive(() => Live.x.pager_host_continue());
  document.getElementById("live").style.display = "flex";
  document.body.dataset.continuedAt = seq;
}
document.getElementById("continue").addEventListener("click", () => continueFromHere().then(() => Live.run()));
if (fragment.has("continue")) {
  continueFromHere().then(async () => {
    if (fragment.has("check")) { Live.advance(); Live.draw(); await Live.check(); } else Live.run();
  }).catch(error => { document.body.dataset.error = String(error); });
}
