import type { Account, Store } from '../store/store.js';
import { emailProblem, normalizeEmail } from './emails.js';
import {
  decoyHash,
  generatePassword,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from './passwords.js';

/** A form field and what is wrong with it, shown next to the field. */
export interface FieldProblem {
  field: 'email' | 'password' | 'currentPassword' | 'newPassword';
  message: string;
}

export type SignUpResult = { ok: true; account: Account } | { ok: false; problems: FieldProblem[] };

/** Creates an account with a login; the email must be free and the password long enough. */
export async function signUp(
  store: Store,
  input: { email: string; password: string; now: Date },
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const problems: FieldProblem[] = [];
  const emailIssue = emailProblem(email);
  if (emailIssue) problems.push({ field: 'email', message: emailIssue });
  const passwordIssue = passwordProblem(input.password);
  if (passwordIssue) problems.push({ field: 'password', message: passwordIssue });
  if (problems.length > 0) return { ok: false, problems };
  const account = await store.createAccountWithLogin({
    name: email,
    email,
    passwordHash: await hashPassword(input.password),
    createdAt: input.now.toISOString(),
  });
  if (account === null) {
    return {
      ok: false,
      problems: [
        { field: 'email', message: 'An account with this email already exists. Sign in instead.' },
      ],
    };
  }
  return { ok: true, account };
}

/**
 * The account and session version for this email and password, or null. An unknown email costs
 * the same scrypt work as a wrong password, so the answer's timing does not tell them apart.
 */
export async function checkCredentials(
  store: Store,
  input: { email: string; password: string },
): Promise<{ accountId: string; sessionVersion: number } | null> {
  const login = await store.findLoginByEmail(normalizeEmail(input.email));
  if (login === null) {
    await verifyPassword(input.password, await decoyHash());
    return null;
  }
  if (!(await verifyPassword(input.password, login.passwordHash))) return null;
  return { accountId: login.accountId, sessionVersion: login.sessionVersion };
}

export type ChangePasswordResult =
  | { ok: true; sessionVersion: number }
  | { ok: false; problems: FieldProblem[] };

/** Changes the signed-in account's password after checking the current one. */
export async function changePassword(
  store: Store,
  input: { accountId: string; currentPassword: string; newPassword: string; now: Date },
): Promise<ChangePasswordResult> {
  const login = await store.getLogin(input.accountId);
  if (login === null || !(await verifyPassword(input.currentPassword, login.passwordHash))) {
    return {
      ok: false,
      problems: [{ field: 'currentPassword', message: 'The current password is not right.' }],
    };
  }
  const issue = passwordProblem(input.newPassword);
  if (issue) return { ok: false, problems: [{ field: 'newPassword', message: issue }] };
  await store.setLogin({
    accountId: input.accountId,
    email: login.email,
    passwordHash: await hashPassword(input.newPassword),
    now: input.now.toISOString(),
  });
  return { ok: true, sessionVersion: login.sessionVersion + 1 };
}

/**
 * Sets an account's sign-in email and password (the operator's command, and the first start);
 * generates the password when none is given. Throws when the email is invalid or taken.
 */
export async function setCredentials(
  store: Store,
  input: { accountId: string; email: string; password?: string; now: Date },
): Promise<{ email: string; password: string }> {
  const email = normalizeEmail(input.email);
  const emailIssue = emailProblem(email);
  if (emailIssue) throw new Error(emailIssue);
  const password = input.password ?? generatePassword();
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) throw new Error(passwordIssue);
  const stored = await store.setLogin({
    accountId: input.accountId,
    email,
    passwordHash: await hashPassword(password),
    now: input.now.toISOString(),
  });
  if (!stored) throw new Error(`The email ${email} already belongs to another account.`);
  return { email, password };
}

/** The email the local account created at first start signs in with. */
export const LOCAL_ACCOUNT_EMAIL = 'owner@localhost';
