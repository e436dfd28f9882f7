import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
// Resolved here, so that the child finds tsx whatever its working directory.
const TSX = import.meta.resolve('tsx');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `footprint …` as its own process (from the sources through tsx), in `cwd`. */
export function startCli(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(
    process.execPath,
    ['--import', TSX, join(ROOT, 'src', 'cli', 'footprint.ts'), ...args],
    {
      cwd: options.cwd ?? ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...options.env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const done = new Promise<CliRun>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

export function runCliProcess(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliRun> {
  return startCli(args, options).done;
}
