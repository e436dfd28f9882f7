import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The service started as its own process (`src/main.ts` through tsx), listening on a free port. */
export interface RunningService {
  child: ChildProcess;
  port: number;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

const ROOT = join(import.meta.dirname, '..', '..');

/** Starts the service on port 0 with its SQLite store in `dataDir`; resolves once it listens. */
export async function startService(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
      // The listening line is an info log: a quieter level would hide the port.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const timer = setInterval(() => {
      if (Date.now() > deadline) {
        clearInterval(timer);
        child.kill('SIGKILL');
        reject(new Error(`the service did not log "listening on" within 30 s:\n${output}`));
        return;
      }
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        // The keys are printed right after the listening line; give the write a moment.
        setTimeout(() => resolve(Number(match[1])), 200);
      }
    }, 50);
    exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the service exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, port, output: () => output, exited };
}

/** The key of `kind` that the service printed on its first start, if it printed one. */
export function printedKey(output: string, kind: 'test' | 'live'): string | undefined {
  return new RegExp(`${kind} key \\(\\w+\\):\\s+(fp_${kind}_[A-Za-z0-9]+)`).exec(output)?.[1];
}
