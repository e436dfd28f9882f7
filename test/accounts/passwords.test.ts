import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { emailProblem, normalizeEmail } from '../../src/accounts/emails.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../src/accounts/passwords.js';

describe('passwords', () => {
  test('a scrypt hash verifies its password and nothing else', async () => {
    const hash = await hashPassword('correct horse battery');
    assert.match(hash, /^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    assert.equal(await verifyPassword('correct horse battery', hash), true);
    assert.equal(await verifyPassword('correct horse batterY', hash), false);
    assert.equal(await verifyPassword('', hash), false);
  });

  test('two hashes of one password differ by their salt', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    assert.notEqual(a, b);
  });

  test('a malformed or foreign hash never verifies', async () => {
    for (const stored of ['', 'plain text', 'bcrypt$2b$10$abc', 'scrypt$15$8$1$$']) {
      assert.equal(await verifyPassword('anything', stored), false, stored);
    }
  });

  test('new passwords need 10 to 200 characters, counted as code points', () => {
    assert.match(passwordProblem('123456789') ?? '', /at least 10/);
    assert.equal(passwordProblem('1234567890'), null);
    assert.equal(passwordProblem('🔑'.repeat(10)), null);
    assert.match(passwordProblem('x'.repeat(201)) ?? '', /at most 200/);
  });

  test('emails are compared trimmed and lower-cased, and must look like one', () => {
    assert.equal(normalizeEmail('  Ann@Example.COM '), 'ann@example.com');
    assert.equal(emailProblem('ann@example.com'), null);
    assert.match(emailProblem('') ?? '', /Enter your email/);
    assert.match(emailProblem('ann example.com') ?? '', /like name@example\.com/);
    assert.match(emailProblem('a@b@c') ?? '', /like name@example\.com/);
  });
});
