// Runs every test file under test/ with node's test runner and tsx (Node 20 has no glob for --test).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const only = process.argv.slice(2);
const files = only.length > 0 ? only : findTests('test').sort();
const skipped = [];
if (!process.env.TEST_DATABASE_URL) {
  skipped.push(
    'the PostgreSQL store suites: store contract and PostgreSQL store (set TEST_DATABASE_URL)',
  );
}
if (!process.env.TEST_REDIS_URL) {
  skipped.push(
    'the Redis suites: Redis rate limiter and limits shared by instances (set TEST_REDIS_URL)',
  );
}
// The browser suite needs Debian's chromium (`.ci/run` installs it); under CI it must run.
// Found as test/helpers/chromium.ts finds it: CHROMIUM_PATH, the Debian paths, then the PATH.
const chromium = process.env.CHROMIUM_PATH
  ? existsSync(process.env.CHROMIUM_PATH)
  : ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((path) => existsSync(path)) ||
    spawnSync('which', ['chromium']).status === 0;
if (!chromium && process.env.CI !== 'true') {
  skipped.push(
    'the browser suite: web app in Chromium (install chromium: apt-get install chromium)',
  );
}
for (const s of skipped) console.log(`note: skipping ${s}`);

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
for (const s of skipped) console.log(`note: skipped ${s}`);
process.exit(result.status ?? 1);
