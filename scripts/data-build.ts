import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DataBuildError } from './data-build/build-error.js';
import { runDataBuild } from './data-build/run-build.js';

// Rebuilds the compact files under data/ from the raw public data; see DATA.md.
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { from: { type: 'string' }, out: { type: 'string' } },
  strict: true,
});
const fromDir = resolve(values.from ?? resolve(projectRoot, '../shared/data'));
const outDir = resolve(values.out ?? resolve(projectRoot, 'data'));

try {
  const written = await runDataBuild({
    fromDir,
    outDir,
    sourcesDir: resolve(projectRoot, 'data'),
    log: (line) => console.log(line),
  });
  console.log(`data build: read ${fromDir}, wrote ${written.length} files to ${outDir}`);
  for (const path of written) console.log(`  ${path}`);
} catch (error) {
  const message = error instanceof DataBuildError ? error.message : String(error);
  console.error(`data build failed: ${message}`);
  process.exitCode = 1;
}
