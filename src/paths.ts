import { fileURLToPath } from 'node:url';

/**
 * The project's committed data folder. `src/` and the compiled `dist/` sit at the same depth,
 * so one relative URL serves both.
 */
export const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
