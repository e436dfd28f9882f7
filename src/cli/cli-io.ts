import {
  AuthenticationError,
  ConnectionError,
  FootprintClient,
  FootprintError,
  PermissionError,
  TimeoutError,
} from '../client/index.js';

/** Where a command writes and what it reads: the process's own, or a test's. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Whether stderr is a terminal (progress bars only draw on one). */
  interactive: boolean;
}

/** The exit codes of `footprint`, one per kind of failure (documented in the README). */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  input: 3,
  auth: 4,
  unreachable: 5,
  rowsRejected: 6,
} as const;

/** An expected failure: its message is shown as is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Options every API command takes; the environment fills what the command line leaves out. */
export interface ApiOptions {
  apiKey?: string;
  baseUrl?: string;
}

export function clientFor(options: ApiOptions, io: CliIo, retries = 2): FootprintClient {
  const apiKey = options.apiKey ?? io.env.FOOTPRINT_API_KEY;
  if (!apiKey) {
    throw new CliError(
      'No API key: pass --api-key or set FOOTPRINT_API_KEY (create one with `footprint keys create --kind test`).',
      EXIT.usage,
    );
  }
  const baseUrl = options.baseUrl ?? io.env.FOOTPRINT_BASE_URL ?? 'http://127.0.0.1:8080';
  try {
    new URL(baseUrl);
  } catch {
    throw new CliError(`The base URL "${baseUrl}" is not a URL.`, EXIT.usage);
  }
  return new FootprintClient({ apiKey, baseUrl, maxRetries: retries });
}

/** A client error as a message for people and an exit code. */
export function cliErrorFor(error: unknown): CliError | null {
  if (error instanceof AuthenticationError) {
    return new CliError(
      `The API key was refused (${error.code}): check FOOTPRINT_API_KEY or --api-key.`,
      EXIT.auth,
    );
  }
  if (error instanceof PermissionError) {
    return new CliError(`This key may not do that: ${error.message}`, EXIT.auth);
  }
  if (error instanceof ConnectionError || error instanceof TimeoutError) {
    return new CliError(
      `${error.message} Is the server running (footprint serve), and is FOOTPRINT_BASE_URL or --base-url right?`,
      EXIT.unreachable,
    );
  }
  if (error instanceof FootprintError) {
    const id = error.requestId ? ` (request id ${error.requestId})` : '';
    return new CliError(
      `The API answered ${error.status} ${error.code}: ${error.message}${id}`,
      EXIT.failed,
    );
  }
  return null;
}
