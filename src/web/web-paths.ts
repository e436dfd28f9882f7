import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's templates and browser assets stay in `src/web/` (the compiler copies no such
 * files); `src/web/` and `dist/web/` sit at the same depth, so one relative URL serves both.
 */
export const VIEWS_DIR = fileURLToPath(new URL('../../src/web/views/', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../../src/web/public/', import.meta.url));

/** Chart.js's own distribution folder in node_modules, served as is (no CDN, no copy step). */
export const CHART_JS_DIR = dirname(createRequire(import.meta.url).resolve('chart.js'));
