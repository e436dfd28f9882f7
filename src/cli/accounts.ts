/**
 * `npm run accounts`: the operator's account commands. `set-password` gives an account (the local
 * one by default) its sign-in email and password; `invite` creates an account for someone when
 * SIGNUP=closed; `list` shows accounts and their sign-in emails. Generated passwords are printed
 * once, alone on stdout; hints go to stderr. Passwords are never logged.
 */

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_ACCOUNT_EMAIL, setCredentials } from '../accounts/account-service.js';
import { emailProblem, normalizeEmail } from '../accounts/emails.js';
import { generatePassword, hashPassword, passwordProblem } from '../accounts/passwords.js';
import { loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { DEMO_ACCOUNT_ID, LOCAL_ACCOUNT_ID } from '../keys/accounts.js';
import type { AdminStore } from '../store/admin-store.js';
import { openAdminStore } from '../store/open-store.js';
import { CommandError, exitCodeForError, UsageError } from './admin-errors.js';

const USAGE = `Usage:
  npm run accounts -- set-password [--account <id>] [--email <email>] [--password-stdin]
  npm run accounts -- invite --email <email>
  npm run accounts -- set-quota (--account <id> | --email <email>) --items <number>|default
  npm run accounts -- list

set-password sets the sign-in email and password of an account: the local account created at
first start by default (email ${LOCAL_ACCOUNT_EMAIL} unless --email is given), or the account
whose login has --email. Without --password-stdin a password is generated and printed once.
invite creates an account with a generated password to hand over (for SIGNUP=closed).
set-quota gives one account its own monthly limit of production items ("default": the service's
MONTHLY_ITEM_QUOTA again).
DATA_DIR and DATABASE_URL select the store, as for the service.`;

/** Where the command writes, and what it reads: replaceable for tests. */
export interface AccountsCommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  now: () => Date;
  /** The whole of stdin, for --password-stdin. */
  readStdin: () => Promise<string>;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        account: { type: 'string' },
        email: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        items: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Runs the command and resolves with its exit code: 0 done, 1 failed, 2 bad usage. */
export async function runAccountsCommand(argv: string[], io: AccountsCommandIo): Promise<number> {
  let store: AdminStore | undefined;
  try {
    const { values, positionals } = parse(argv);
    if (values.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    const [command = '', ...rest] = positionals;
    if (!['set-password', 'invite', 'set-quota', 'list'].includes(command)) {
      throw new UsageError(
        command
          ? `Unknown command "${command}".`
          : 'Name a command: set-password, invite, set-quota or list.',
      );
    }
    if (rest.length > 0) throw new UsageError(`${command} takes no arguments besides its options.`);
    if (command === 'invite' && values.email === undefined) {
      throw new UsageError('invite needs --email.');
    }
    if (command !== 'set-password' && values['password-stdin']) {
      throw new UsageError('--password-stdin only applies to set-password.');
    }
    if (command !== 'set-password' && command !== 'set-quota' && values.account) {
      throw new UsageError('--account only applies to set-password and set-quota.');
    }
    const items = parseItems(command, values.items);
    if (
      command === 'set-quota' &&
      (values.account === undefined) === (values.email === undefined)
    ) {
      throw new UsageError('set-quota needs either --account or --email.');
    }
    const config = loadConfig(io.env);
    store = await openAdminStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    if (command === 'list') await list(store, io);
    else if (command === 'set-quota')
      await setQuota(store, { ...values, items: items ?? null }, io);
    else if (command === 'invite') await invite(store, values.email ?? '', io);
    else {
      await setPassword(store, { ...values, passwordStdin: values['password-stdin'] ?? false }, io);
    }
    return 0;
  } catch (error) {
    return exitCodeForError(error, USAGE, io.stderr);
  } finally {
    await store?.close();
  }
}

async function setPassword(
  store: AdminStore,
  options: { account?: string; email?: string; passwordStdin: boolean },
  io: AccountsCommandIo,
): Promise<void> {
  const byEmail =
    options.email !== undefined && options.account === undefined
      ? await store.findLoginByEmail(normalizeEmail(options.email))
      : null;
  const accountId = options.account ?? byEmail?.accountId ?? LOCAL_ACCOUNT_ID;
  if ((await store.getAccount(accountId)) === null) {
    throw new CommandError(
      options.account !== undefined
        ? `There is no account ${accountId}.`
        : 'There is no local account yet: start the service once, or name an account with --account.',
    );
  }
  const current = await store.getLogin(accountId);
  const email = options.email ?? current?.email ?? LOCAL_ACCOUNT_EMAIL;
  let password: string | undefined;
  if (options.passwordStdin) {
    password = (await io.readStdin()).replace(/\r?\n$/, '');
    const problem = passwordProblem(password);
    if (problem) throw new CommandError(problem);
  }
  let stored: { email: string; password: string };
  try {
    stored = await setCredentials(store, { accountId, email, password, now: io.now() });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new CommandError(error instanceof Error ? error.message : String(error));
  }
  if (!options.passwordStdin) io.stdout(`${stored.password}\n`);
  io.stderr(
    `Account ${accountId} signs in as ${stored.email}` +
      (options.passwordStdin
        ? ' with the password given.'
        : ' with the password above, shown only this once.') +
      ' Its earlier sessions are signed out.\n',
  );
}

/** `--items`: a whole number of at least 1, or `default`; only for set-quota, where it is required. */
function parseItems(command: string, raw: string | undefined): number | null | undefined {
  if (command !== 'set-quota') {
    if (raw !== undefined) throw new UsageError('--items only applies to set-quota.');
    return undefined;
  }
  if (raw === undefined)
    throw new UsageError('set-quota needs --items <number> or --items default.');
  if (raw === 'default') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) {
    throw new UsageError('--items must be a whole number of at least 1, or default.');
  }
  return Number(raw);
}

async function setQuota(
  store: AdminStore,
  options: { account?: string; email?: string; items: number | null },
  io: AccountsCommandIo,
): Promise<void> {
  const accountId =
    options.account ??
    (await store.findLoginByEmail(normalizeEmail(options.email ?? '')))?.accountId;
  if (accountId === undefined) throw new CommandError(`No account signs in as ${options.email}.`);
  if (!(await store.setMonthlyQuota(accountId, options.items))) {
    throw new CommandError(`There is no account ${accountId}.`);
  }
  io.stderr(
    options.items === null
      ? `Account ${accountId} now has the service's default quota (MONTHLY_ITEM_QUOTA).\n`
      : `Account ${accountId} may footprint ${options.items} production items per calendar month.\n`,
  );
}

async function invite(store: AdminStore, rawEmail: string, io: AccountsCommandIo): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const problem = emailProblem(email);
  if (problem) throw new CommandError(problem);
  const password = generatePassword();
  const account = await store.createAccountWithLogin({
    name: email,
    email,
    passwordHash: await hashPassword(password),
    createdAt: io.now().toISOString(),
  });
  if (account === null)
    throw new CommandError(`An account with the email ${email} already exists.`);
  io.stdout(`${password}\n`);
  io.stderr(
    `Created account ${account.id} for ${email}. Hand over the password above (shown only this ` +
      'once); its owner can change it on the Password page after signing in.\n',
  );
}

async function list(store: AdminStore, io: AccountsCommandIo): Promise<void> {
  const accounts = (await store.listAccounts()).filter((a) => a.id !== DEMO_ACCOUNT_ID);
  const rows = await Promise.all(
    accounts.map(async (a) => [
      a.id,
      (await store.getLogin(a.id))?.email ?? '-',
      String((await store.getMonthlyQuota(a.id)) ?? 'default'),
      a.createdAt,
    ]),
  );
  const widths = [36, Math.max(5, ...rows.map((r) => (r[1] ?? '').length)), 10];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  io.stdout(`${[line(['id', 'email', 'quota', 'created']), ...rows.map(line)].join('\n')}\n`);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAccountsCommand(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    now: () => new Date(),
    readStdin: () => readAll(process.stdin),
  });
}
