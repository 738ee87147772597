// The browsers the tests launch (decision 064): Debian's Chromium in its headless shell where it is
// installed (the same build without the desktop browser: half the CPU), else the full browser.
// CHROMIUM_PATH chooses another for every test.
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../../../scripts/chromium-flags.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** Launch options: the headless shell where installed, or the full browser when `full` is asked for. */
export function chromiumLaunch({ full = false } = {}) {
  const executablePath = process.env.CHROMIUM_PATH ?? (!full && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
  return { executablePath, args: CHROMIUM_ARGS };
}
