// How every headless Chromium of the test and benchmark harnesses starts here: Debian's browser
// (never a downloaded one), run as root in a container with no outside network, so no sandbox, no
// GPU, and none of the browser's own background traffic (updates, sync, QUIC probes).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
