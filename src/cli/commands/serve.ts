import type { Command } from 'commander';

/** `footprint serve`: the service process of src/main.ts (the only file that listens). */
export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description(
      'Run the service (PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL… as in the README).',
    )
    .action(async () => {
      await import('../../main.js');
    });
}
