import { ConfigError } from '../config.js';
import { AppError } from '../errors.js';

/** The command line was not understood: exit 2 with the usage. */
export class UsageError extends Error {}
/** The command was understood but could not be done: exit 1 with the reason. */
export class CommandError extends Error {}

/** What the store admin commands (`keys`, `accounts`) print for an error, and their exit code. */
export function exitCodeForError(
  error: unknown,
  usage: string,
  stderr: (text: string) => void,
): number {
  if (error instanceof UsageError) {
    stderr(`${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (error instanceof CommandError || error instanceof ConfigError || error instanceof AppError) {
    // The operator, unlike an API client, may see why the store is unreachable.
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    stderr(`${error.message}${cause}\n`);
    return 1;
  }
  stderr(`The command failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}
