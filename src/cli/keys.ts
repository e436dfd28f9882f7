/**
 * `footprint keys` (and `npm run keys`): creates, lists and revokes API keys in the configured
 * store. A new key is printed once, alone on stdout, so that it can be piped; hints go to stderr.
 */

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { bootstrapLocalAccount, createApiKey, DEMO_ACCOUNT_ID } from '../keys/accounts.js';
import type { AdminStore } from '../store/admin-store.js';
import { openAdminStore } from '../store/open-store.js';
import type { ApiKeyRecord, KeyKind } from '../store/store.js';
import { CommandError, exitCodeForError, UsageError } from './admin-errors.js';

const USAGE = `Usage:
  footprint keys create --kind test|live [--account <id>] [--name <text>]
  footprint keys list [--account <id>]
  footprint keys revoke <key-id> [--account <id>]

Without --account, create uses the only account (or makes a local one on an empty store), list
shows the keys of every account, and revoke finds the key's account. DATA_DIR and DATABASE_URL
select the store, as for the service.`;

/** Where the command writes, and the environment it reads: replaceable for tests. */
export interface KeysCommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  now: () => Date;
}

interface ParsedCommand {
  command: string;
  positionals: string[];
  kind: string | undefined;
  account: string | undefined;
  name: string | undefined;
  help: boolean;
}

function parse(argv: string[]): ParsedCommand {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [command = '', ...positionals] = parsed.positionals;
  const { kind, account, name, help } = parsed.values;
  return { command, positionals, kind, account, name, help: help ?? false };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      kind: { type: 'string' },
      account: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Runs the command and resolves with its exit code: 0 done, 1 failed, 2 bad usage. */
export async function runKeysCommand(argv: string[], io: KeysCommandIo): Promise<number> {
  let store: AdminStore | undefined;
  try {
    const args = parse(argv);
    if (args.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    checkUsage(args);
    const config = loadConfig(io.env);
    store = await openAdminStore({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      sqliteSynchronous: config.sqliteSynchronous,
    });
    if (args.command === 'create') await create(store, args, io);
    else if (args.command === 'list') await list(store, args, io);
    else await revoke(store, args, io);
    return 0;
  } catch (error) {
    return exitCodeForError(error, USAGE, io.stderr);
  } finally {
    await store?.close();
  }
}

function checkUsage(args: ParsedCommand): void {
  const allowedPositionals: Record<string, number> = { create: 0, list: 0, revoke: 1 };
  const expected = allowedPositionals[args.command];
  if (expected === undefined) {
    throw new UsageError(
      args.command
        ? `Unknown command "${args.command}".`
        : 'Name a command: create, list or revoke.',
    );
  }
  if (args.positionals.length !== expected) {
    throw new UsageError(
      args.command === 'revoke'
        ? 'revoke takes exactly one key id.'
        : `${args.command} takes no arguments besides its options.`,
    );
  }
  if (args.command === 'create' && args.kind !== 'test' && args.kind !== 'live') {
    throw new UsageError('create needs --kind test or --kind live.');
  }
  if (args.command !== 'create' && (args.kind !== undefined || args.name !== undefined)) {
    throw new UsageError('--kind and --name only apply to create.');
  }
}

async function create(store: AdminStore, args: ParsedCommand, io: KeysCommandIo): Promise<void> {
  const kind = args.kind as KeyKind;
  const now = io.now();
  let accountId = args.account;
  if (accountId === undefined) {
    const bootstrapped = await bootstrapLocalAccount(store, now);
    if (bootstrapped) {
      const other = kind === 'test' ? 'live' : 'test';
      io.stdout(`${kind === 'test' ? bootstrapped.testKey : bootstrapped.liveKey}\n`);
      io.stderr(
        `Created the local account ${bootstrapped.account.id} with one key of each kind.\n` +
          `Its ${other} key, also shown only this once: ` +
          `${kind === 'test' ? bootstrapped.liveKey : bootstrapped.testKey}\n` +
          `The ${kind} key above is shown only once: store it now.\n` +
          (args.name === undefined ? '' : 'The first keys have no name; --name was not applied.\n'),
      );
      return;
    }
    accountId = await theOnlyAccount(store);
  } else if ((await store.getAccount(accountId)) === null) {
    throw new CommandError(`There is no account ${accountId}.`);
  }
  const { key, record } = await createApiKey(store, {
    accountId,
    kind,
    name: args.name ?? null,
    now,
  });
  io.stdout(`${key}\n`);
  io.stderr(
    `Created ${kind} key ${record.id} (${record.start}…) for account ${accountId}. ` +
      'It is shown only this once: store it now.\n',
  );
}

async function theOnlyAccount(store: AdminStore): Promise<string> {
  const accounts = (await store.listAccounts()).filter((a) => a.id !== DEMO_ACCOUNT_ID);
  const [only] = accounts;
  if (only && accounts.length === 1) return only.id;
  throw new CommandError(
    `There are ${accounts.length} accounts; choose one with --account:\n` +
      accounts.map((a) => `  ${a.id}  ${a.name}`).join('\n'),
  );
}

async function list(store: AdminStore, args: ParsedCommand, io: KeysCommandIo): Promise<void> {
  let keys: ApiKeyRecord[];
  if (args.account !== undefined) {
    if ((await store.getAccount(args.account)) === null) {
      throw new CommandError(`There is no account ${args.account}.`);
    }
    keys = await store.listApiKeys(args.account);
  } else {
    keys = (
      await Promise.all((await store.listAccounts()).map((a) => store.listApiKeys(a.id)))
    ).flat();
  }
  const rows = keys.map((k) => [
    k.id,
    k.accountId,
    k.kind,
    k.start,
    k.name ?? '-',
    k.createdAt,
    k.revokedAt ?? '-',
  ]);
  io.stdout(`${table(['id', 'account', 'kind', 'start', 'name', 'created', 'revoked'], rows)}\n`);
  if (keys.length === 0)
    io.stderr('No keys yet: create one with `footprint keys create --kind test`.\n');
}

async function revoke(store: AdminStore, args: ParsedCommand, io: KeysCommandIo): Promise<void> {
  const keyId = args.positionals[0] ?? '';
  const accountIds =
    args.account !== undefined ? [args.account] : (await store.listAccounts()).map((a) => a.id);
  for (const accountId of accountIds) {
    const key = (await store.listApiKeys(accountId)).find((k) => k.id === keyId);
    if (!key) continue;
    if (key.revokedAt !== null) {
      throw new CommandError(`Key ${keyId} was already revoked at ${key.revokedAt}.`);
    }
    await store.revokeApiKey(accountId, keyId, io.now().toISOString());
    io.stderr(`Revoked key ${keyId} (${key.start}…) of account ${accountId}.\n`);
    return;
  }
  throw new CommandError(`There is no key ${keyId}.`);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runKeysCommand(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    now: () => new Date(),
  });
}
