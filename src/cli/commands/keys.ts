import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-io.js';
import { runKeysCommand } from '../keys.js';

/** `footprint keys create|list|revoke`: the store's API keys (was `npm run keys`). */
export function keysCommand(program: Command, io: CliIo): void {
  program
    .command('keys')
    .description(
      'Create, list and revoke API keys in the configured store (DATA_DIR, DATABASE_URL).',
    )
    .argument('<action>', 'create | list | revoke')
    .argument('[keyId]', 'the key to revoke')
    .option('--kind <kind>', 'create: test or live')
    .option('--account <id>', 'the account (default: the only one)')
    .option('--name <text>', 'create: a name for the key')
    .action(async (action: string, keyId: string | undefined, options: Record<string, string>) => {
      const argv = [action, ...(keyId === undefined ? [] : [keyId])];
      for (const name of ['kind', 'account', 'name']) {
        const value = options[name];
        if (value !== undefined) argv.push(`--${name}`, value);
      }
      const code = await runKeysCommand(argv, { ...io, now: () => new Date() });
      if (code !== 0) throw new CliError('the keys command failed (see above).', code);
    });
}
