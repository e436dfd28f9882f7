import { StoreUnavailableError } from '../errors.js';
import type { Written } from './sqlite-writes.js';
import type { Outcome } from './write-group.js';

/** What the writer thread is started with. */
export interface WriterThreadData {
  filename: string;
  synchronous: string;
}

/** An error as it crosses between threads: enough to classify it and to log it. */
export interface ErrorDescription {
  name: string;
  message: string;
  code?: string;
  stack?: string;
  /** Already known to mean that the database cannot be used (say, it could not be opened). */
  unavailable?: true;
}

/** The writer thread's answer for one group: each write's outcome, or the group's failure. */
export type WriterReply =
  | { outcomes: Array<{ ok: true; value: Written } | { ok: false; error: ErrorDescription }> }
  | { groupError: ErrorDescription };

export function describeError(error: unknown): ErrorDescription {
  if (error instanceof StoreUnavailableError) {
    return { ...describeError(error.cause ?? new Error(error.message)), unavailable: true };
  }
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

/** The error a description stands for, with its code, so that it is classified as it was thrown. */
export function reviveError(description: ErrorDescription): Error {
  const error = new Error(description.message) as Error & { code?: string };
  error.name = description.name;
  if (description.code !== undefined) error.code = description.code;
  if (description.stack !== undefined) error.stack = description.stack;
  return description.unavailable ? new StoreUnavailableError(error) : error;
}

/** The outcomes of a group as the writer thread replied them; throws the group's failure. */
export function outcomesOf(reply: WriterReply): Array<Outcome<Written>> {
  if ('groupError' in reply) throw reviveError(reply.groupError);
  return reply.outcomes.map((outcome) =>
    outcome.ok ? outcome : { ok: false, error: reviveError(outcome.error) },
  );
}
