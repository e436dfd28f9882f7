import { Command, CommanderError } from 'commander';
import { CliError, type CliIo, cliErrorFor, EXIT } from './cli-io.js';
import { accountsCommand } from './commands/accounts.js';
import { batchCommand } from './commands/batch.js';
import { estimateCommand } from './commands/estimate.js';
import { exportCommand } from './commands/export.js';
import { keysCommand } from './commands/keys.js';
import { serveCommand } from './commands/serve.js';

/** A sub-command: adds itself to the program. Register a new one by adding it to COMMANDS. */
export type CommandModule = (program: Command, io: CliIo) => void;

const COMMANDS: CommandModule[] = [
  serveCommand,
  keysCommand,
  accountsCommand,
  estimateCommand,
  batchCommand,
  exportCommand,
];

export function buildProgram(io: CliIo): Command {
  const program = new Command('footprint')
    .description('Footprint products with the Footprint API, serve it, and manage its keys.')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  program.addHelpText(
    'after',
    `
Environment: FOOTPRINT_API_KEY and FOOTPRINT_BASE_URL (default http://127.0.0.1:8080) stand in
for --api-key and --base-url. Exit codes: 0 done, 1 failed, 2 bad usage or column map, 3 input file
missing or unreadable, 4 API key refused, 5 server unreachable, 6 some rows rejected by the API.`,
  );
  for (const register of COMMANDS) register(program, io);
  for (const command of program.commands) command.exitOverride();
  return program;
}

/** Runs `footprint` with `argv` (without node and the script) and resolves with the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
        return EXIT.ok;
      }
      if (error.code === 'commander.help') return EXIT.ok;
      return EXIT.usage;
    }
    const known = error instanceof CliError ? error : cliErrorFor(error);
    if (known !== null) {
      io.stderr(`footprint: ${known.message}\n`);
      return known.exitCode;
    }
    io.stderr(`footprint: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  }
}
