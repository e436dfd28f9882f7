import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { pino } from 'pino';
import { WebClient } from '../helpers/browser-session.js';
import { build } from '../helpers/build.js';

const PASSWORD = 'correct horse battery';

test('the session cookie is HttpOnly and SameSite=Lax, and Secure only over HTTPS', async (t) => {
  const harness = await build(t, { config: { trustProxy: true } });
  const plain = await harness.app.inject({ url: '/sign-in' });
  const cookie = plain.cookies.find((c) => c.name === 'fp_session');
  assert.ok(cookie);
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.secure, undefined);
  const proxied = await harness.app.inject({
    url: '/sign-in',
    headers: { 'x-forwarded-proto': 'https' },
  });
  assert.equal(proxied.cookies.find((c) => c.name === 'fp_session')?.secure, true);
});

test('without TRUST_PROXY a forwarded protocol is ignored', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/sign-in',
    headers: { 'x-forwarded-proto': 'https' },
  });
  assert.equal(response.cookies.find((c) => c.name === 'fp_session')?.secure, undefined);
});

test('every form post without a valid CSRF token is refused with 403 and changes nothing', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const forms: [string, Record<string, string>][] = [
    ['/account/keys', { kind: 'test' }],
    ['/account/password', { currentPassword: PASSWORD, newPassword: 'another long one' }],
    ['/try', { productName: 'Laptop', productPrice: '999' }],
    ['/sign-out', {}],
  ];
  for (const [url, fields] of forms) {
    for (const token of ['', 'forged-token']) {
      const response = await ann.post(url, { ...fields, _csrf: token });
      assert.equal(response.statusCode, 403, `${url} with "${token}"`);
      assert.match(response.body, /Form expired/);
    }
  }
  // A token from another session is no good either.
  const eve = new WebClient(harness.app);
  await eve.get('/sign-in');
  const crossed = await ann.post('/account/keys', { kind: 'test', _csrf: eve.csrfToken ?? '' });
  assert.equal(crossed.statusCode, 403);
  const keys = await ann.get('/account/keys');
  assert.match(keys.body, /No keys yet/);
  assert.equal((await ann.get('/dashboard')).statusCode, 200, 'still signed in');
  const login = await harness.store.findLoginByEmail('ann@example.com');
  assert.ok(login && login.sessionVersion === 1, 'the password did not change');
});

test('sign-up and sign-in need a CSRF token too', async (t) => {
  const harness = await build(t);
  const client = new WebClient(harness.app);
  const signUp = await client.post('/sign-up', { email: 'ann@example.com', password: PASSWORD });
  assert.equal(signUp.statusCode, 403);
  assert.equal(await harness.store.findLoginByEmail('ann@example.com'), null);
});

test('a wrong password and an unknown email get the same answer', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  const wrongPassword = await new WebClient(harness.app).signIn(
    'ann@example.com',
    'not the password',
  );
  const unknownEmail = await new WebClient(harness.app).signIn('bob@example.com', PASSWORD);
  for (const response of [wrongPassword, unknownEmail]) {
    assert.equal(response.statusCode, 401);
    assert.match(response.body, /The email or password is not right\./);
  }
  const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
  assert.equal(
    strip(wrongPassword.body).replace('ann@example.com', ''),
    strip(unknownEmail.body).replace('bob@example.com', ''),
  );
  const right = await new WebClient(harness.app).signIn('ANN@example.com ', PASSWORD);
  assert.equal(right.statusCode, 303);
});

test('sign-in is rate-limited per email across addresses, and per address across emails', async (t) => {
  const harness = await build(t);
  const owner = new WebClient(harness.app);
  await owner.signUp('ann@example.com');
  for (let attempt = 0; attempt < 10; attempt++) {
    const client = new WebClient(harness.app, `10.0.0.${attempt + 1}`);
    assert.equal((await client.signIn('ann@example.com', 'wrong password!')).statusCode, 401);
  }
  const blocked = await new WebClient(harness.app, '10.0.1.1').signIn('ann@example.com', PASSWORD);
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.body, /Too many attempts\. Try again in 2 minutes\./);

  const guesser = new WebClient(harness.app, '10.9.9.9');
  for (let attempt = 0; attempt < 10; attempt++) {
    assert.equal((await guesser.signIn(`user${attempt}@example.com`, PASSWORD)).statusCode, 401);
  }
  assert.equal((await guesser.signIn('someone@example.com', PASSWORD)).statusCode, 429);

  harness.clock.advance(2 * 60 * 1000);
  const later = await new WebClient(harness.app, '10.0.1.1').signIn('ann@example.com', PASSWORD);
  assert.equal(later.statusCode, 303, 'the bucket refills');
});

test('with SIGNUP=closed nobody can sign up', async (t) => {
  const harness = await build(t, { config: { signup: 'closed' } });
  const client = new WebClient(harness.app);
  const page = await client.get('/sign-up');
  assert.equal(page.statusCode, 403);
  assert.match(page.body, /Sign-up is closed/);
  const posted = await client.post('/sign-up', { email: 'ann@example.com', password: PASSWORD });
  assert.equal(posted.statusCode, 403);
  assert.equal(await harness.store.findLoginByEmail('ann@example.com'), null);
  assert.doesNotMatch((await client.get('/sign-in')).body, /Create one/);
});

test('changing the password signs out the other sessions, and the new password works', async (t) => {
  const harness = await build(t);
  const laptop = new WebClient(harness.app);
  await laptop.signUp('ann@example.com');
  const phone = new WebClient(harness.app);
  assert.equal((await phone.signIn('ann@example.com', PASSWORD)).statusCode, 303);

  await laptop.get('/account/password');
  const wrong = await laptop.post('/account/password', {
    currentPassword: 'not it at all',
    newPassword: 'a brand new password',
  });
  assert.equal(wrong.statusCode, 400);
  assert.match(wrong.body, /The current password is not right\./);
  const short = await laptop.post('/account/password', {
    currentPassword: PASSWORD,
    newPassword: 'short',
  });
  assert.match(short.body, /at least 10 characters/);
  const changed = await laptop.post('/account/password', {
    currentPassword: PASSWORD,
    newPassword: 'a brand new password',
  });
  assert.equal(changed.statusCode, 200);
  assert.match(changed.body, /Your password was changed/);

  assert.equal((await laptop.get('/dashboard')).statusCode, 200, 'this session goes on');
  const signedOut = await phone.get('/dashboard');
  assert.equal(signedOut.statusCode, 303);
  assert.match(String(signedOut.headers.location), /^\/sign-in/);
  assert.equal(
    (await new WebClient(harness.app).signIn('ann@example.com', PASSWORD)).statusCode,
    401,
  );
  assert.equal(
    (await new WebClient(harness.app).signIn('ann@example.com', 'a brand new password')).statusCode,
    303,
  );
});

test('signing out ends the session', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  const page = await ann.get('/dashboard');
  assert.equal(page.statusCode, 200);
  const out = await ann.post('/sign-out', {});
  assert.equal(out.statusCode, 303);
  assert.equal((await ann.get('/dashboard')).statusCode, 303);
});

test('passwords never reach the logs', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const harness = await build(t, { logger: pino({ level: 'trace' }, sink) });
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com', 'secret-sign-up-password');
  await new WebClient(harness.app).signIn('ann@example.com', 'secret-wrong-password');
  await ann.get('/account/password');
  await ann.post('/account/password', {
    currentPassword: 'secret-sign-up-password',
    newPassword: 'secret-new-password',
  });
  assert.ok(lines.length > 0, 'the app logged its requests');
  assert.doesNotMatch(lines.join(''), /secret-/);
});

test('a sign-in only ever redirects to a path of this service', async (t) => {
  const harness = await build(t);
  await new WebClient(harness.app).signUp('ann@example.com');
  for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
    const client = new WebClient(harness.app);
    await client.get(`/sign-in?next=${encodeURIComponent(next)}`);
    const response = await client.post('/sign-in', {
      email: 'ann@example.com',
      password: PASSWORD,
      next,
    });
    assert.equal(response.headers.location, '/dashboard', next);
  }
  const client = new WebClient(harness.app);
  await client.get('/sign-in');
  const ok = await client.post('/sign-in', {
    email: 'ann@example.com',
    password: PASSWORD,
    next: '/transactions?env=production',
  });
  assert.equal(ok.headers.location, '/transactions?env=production');
});

test('behind a trusted proxy, sign-in limits count the forwarded client address', async (t) => {
  const harness = await build(t, { config: { trustProxy: true } });
  await new WebClient(harness.app).signUp('ann@example.com');
  const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
  const proxy = new WebClient(harness.app, '10.0.0.1');
  for (let attempt = 0; attempt < 10; attempt++) {
    await proxy.get('/sign-in');
    const response = await proxy.post(
      '/sign-in',
      { email: `user${attempt}@example.com`, password: PASSWORD },
      viaProxy('203.0.113.7'),
    );
    assert.equal(response.statusCode, 401);
  }
  await proxy.get('/sign-in');
  const blocked = await proxy.post(
    '/sign-in',
    { email: 'someone@example.com', password: PASSWORD },
    viaProxy('203.0.113.7'),
  );
  assert.equal(blocked.statusCode, 429);
  await proxy.get('/sign-in');
  const otherClient = await proxy.post(
    '/sign-in',
    { email: 'ann@example.com', password: PASSWORD },
    viaProxy('198.51.100.9'),
  );
  assert.equal(otherClient.statusCode, 303, 'another client behind the same proxy is not blocked');
});
