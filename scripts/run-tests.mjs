// Runs every test file under test/ with node's test runner and tsx (Node 20 has no glob for --test).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
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
for (const s of skipped) console.log(`note: skipping ${s}`);

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
for (const s of skipped) console.log(`note: skipped ${s}`);
process.exit(result.status ?? 1);
