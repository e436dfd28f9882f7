import type { Command } from 'commander';
import { runAccountsCommand } from '../accounts.js';
import { CliError, type CliIo } from '../cli-io.js';

/** `footprint accounts set-password|invite|set-quota|list`: web app accounts in the store. */
export function accountsCommand(program: Command, io: CliIo): void {
  program
    .command('accounts')
    .description(
      'Set a password, invite a user, set a monthly quota or list accounts (DATA_DIR, DATABASE_URL).',
    )
    .argument('[args...]', 'set-password | invite | set-quota | list, with their options')
    .allowUnknownOption()
    .helpOption(false)
    .action(async (args: string[]) => {
      const code = await runAccountsCommand(args, {
        ...io,
        now: () => new Date(),
        readStdin: async () => {
          let text = '';
          for await (const chunk of process.stdin) text += String(chunk);
          return text;
        },
      });
      if (code !== 0) throw new CliError('the accounts command failed (see above).', code);
    });
}
