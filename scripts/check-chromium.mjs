// The browser tests never skip silently: without Chromium they fail with how to install it.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      "Install Debian's Chromium with:  sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary. (npx playwright install cannot download here.)',
  );
  process.exit(1);
}
