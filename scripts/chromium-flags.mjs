// The flags every Chromium the project starts runs with (browser tests, the Lighthouse audit,
// screenshots): no sandbox or GPU (containers, CI) and none of the browser's own traffic (updates,
// sync, first-run pages, QUIC), so that only the product's requests are timed and none go out.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
