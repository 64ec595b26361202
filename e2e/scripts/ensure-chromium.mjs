// Browser tests drive Debian's Chromium. Install it when missing (as root), or say how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit' });
  } else {
    console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
