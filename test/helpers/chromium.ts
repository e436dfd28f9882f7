import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The system's Chromium (Debian's `chromium` package), or null. The tests never download a
 * browser: `.ci/run` installs the package when it is missing.
 */
export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
    return found === '' ? null : found;
  } catch {
    return null;
  }
}

/** Flags for a headless run on a shared CI machine: no sandbox (root in a container), no network chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
