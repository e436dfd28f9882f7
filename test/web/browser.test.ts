/**
 * The web app in a real browser (Debian's Chromium through playwright-core): the whole journey of
 * a new user, a second account that sees none of it, an axe-core check and a screenshot of every
 * page, no console errors under the Content-Security-Policy, no horizontal scrolling at 375 px,
 * and a keyboard-only sign-in. Screenshots go to test-output/screenshots/ (git-ignored).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.js';
import { type LiveServer, startLiveServer } from '../helpers/live-server.js';

const SCREENSHOTS = 'test-output/screenshots';
const PASSWORD = 'correct horse battery';
const SCRIPT_BUDGET_BYTES = 300 * 1024;
const executablePath = findChromium();
/** What a small shop sells on a day of the dashboard picture: new and used goods. */
const SHOP_PRODUCTS = [
  { productName: 'Apple MacBook Air 13-inch M3 laptop', productPrice: 1099 },
  { productName: 'Sony WH-1000XM5 wireless headphones', productPrice: 399.99, newProduct: false },
  { productName: "Levi's Women's 501 Original Fit Jeans", productPrice: 79.5, newProduct: false },
  { productName: 'Organic cotton crew neck t-shirt', productPrice: 25.5, quantity: 3 },
  { productName: 'Crocs Classic Clog Unisex', productPrice: 49.99 },
  { productName: 'Nespresso Vertuo coffee machine', productPrice: 179 },
  { productName: 'IKEA KALLAX shelf unit, white', productPrice: 89.99 },
  { productName: 'Stainless steel kitchen knife set with block', productPrice: 129 },
];
const skip =
  executablePath === null && process.env.CI !== 'true'
    ? 'chromium is not installed (apt-get install chromium); CI installs it'
    : false;

/** Console errors, failed requests and script bytes of one page, watched from its creation. */
interface Watched {
  page: Page;
  problems: string[];
  scriptBytes: Map<string, number>;
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const problems: string[] = [];
  const scriptBytes = new Map<string, number>();
  // A form answered 4xx (an error message on the page) makes Chromium log the status: those
  // lines are expected, one per such document; anything else is a problem.
  let erroredDocuments = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(
        message.text(),
      ) &&
      erroredDocuments > 0
    ) {
      erroredDocuments -= 1;
      return;
    }
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels the previous page's last requests (such as its icon): not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', async (response) => {
    if (response.status() >= 400) {
      if (response.request().resourceType() === 'document') erroredDocuments += 1;
      else problems.push(`${response.status()} for ${response.url()}`);
    }
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scriptBytes.set(`${page.url()} ${response.url()}`, body.length);
  });
  return { page, problems, scriptBytes };
}

/** Every check a page gets: axe (WCAG 2.1 A/AA), no horizontal scroll, a screenshot. */
async function checkPage(watched: Watched, name: string): Promise<void> {
  const { page } = watched;
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  assert.deepEqual(violations, [], `axe on ${name}`);
  // Page scripts are strings: the test's tsconfig has no DOM types, and tsx adds helpers to functions.
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px`);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  const pageScripts = [...watched.scriptBytes]
    .filter(([key]) => key.startsWith(`${page.url()} `))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  assert.ok(pageScripts <= SCRIPT_BUDGET_BYTES, `${name} loads ${pageScripts} bytes of script`);
}

async function signUp(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-up`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

async function footprint(baseUrl: string, key: string, item: object): Promise<Response> {
  return fetch(`${baseUrl}/v2/footprint/products`, {
    method: 'POST',
    headers: { 'Service-Api-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [item] }),
  });
}

describe('the web app in Chromium', { skip, timeout: 300_000 }, () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let watched: Watched;
  let baseUrl: string;
  let testKey: string;
  let transactionIds: string[] = [];

  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startLiveServer();
    baseUrl = server.baseUrl;
    browser = await chromium.launch({
      executablePath: executablePath ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    watched = await watchedPage(context);
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a visitor signs up and lands on the empty dashboard with a ready-to-paste curl', async () => {
    const { page } = watched;
    await page.goto(baseUrl);
    assert.equal(new URL(page.url()).pathname, '/sign-in');
    await checkPage(watched, 'sign-in');
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.waitForURL(`${baseUrl}/sign-up`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/sign-up`);
    assert.match(await page.getByRole('alert').innerText(), /Enter your email address/);
    await checkPage(watched, 'sign-up-errors');
    await signUp(page, baseUrl, 'ann@example.com');
    await page.locator('#dashboard[data-ready="true"]').waitFor();
    assert.match(
      await page.locator('#empty-curl').inputValue(),
      /curl -s http:\/\/127\.0\.0\.1:\d+\/v2\/footprint\/products/,
    );
    await checkPage(watched, 'dashboard-empty');
  });

  test('creates a test key, shown once with a working copy button', async () => {
    const { page } = watched;
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${baseUrl}/account/keys`);
    await page.getByLabel('Test (sandbox)').check();
    await page.getByLabel('Name (optional)').fill('journey');
    await page.getByRole('button', { name: 'Create key' }).click();
    testKey = await page.locator('#new-key-value').inputValue();
    assert.match(testKey, /^fp_test_[A-Za-z0-9]{40}$/);
    assert.match(await page.locator('.warning').innerText(), /shown only this once/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    assert.equal(await page.evaluate('navigator.clipboard.readText()'), testKey);
    await checkPage(watched, 'keys-created');
    await page.goto(`${baseUrl}/account/keys`);
    assert.doesNotMatch(await page.content(), new RegExp(testKey), 'never shown twice');
    assert.match(await page.locator('table').innerText(), /fp_test_\w{4}…\s+test\s+journey/);
  });

  test('two products footprinted through the API show in the transactions table and detail', async () => {
    const { page } = watched;
    const laptop = await footprint(baseUrl, testKey, {
      productName: 'Apple MacBook Air 13-inch M3 laptop',
      productPrice: 1099,
    });
    const jeans = await footprint(baseUrl, testKey, {
      productName: "Levi's Women's 501 Original Fit Jeans",
      productPrice: 79.5,
      newProduct: false,
    });
    assert.equal(laptop.status, 201);
    assert.equal(jeans.status, 201);
    transactionIds = [
      ((await laptop.json()) as { id: string }).id,
      ((await jeans.json()) as { id: string }).id,
    ];

    await page.getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL(`${baseUrl}/transactions`);
    const table = await page.locator('#transactions').innerText();
    assert.match(table, /MacBook Air/);
    assert.match(table, /501 Original Fit Jeans/);
    assert.match(
      await page.getByRole('status').first().innerText(),
      /2 transactions in the sandbox/,
    );
    await checkPage(watched, 'transactions');

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From (UTC)').fill('2000-01-01');
    await page.getByLabel('To (UTC)').fill('2000-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/from=2000-01-01/);
    assert.match(await page.getByRole('status').first().innerText(), /0 transactions/);
    await page.getByLabel('From (UTC)').fill(today);
    await page.getByLabel('To (UTC)').fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(new RegExp(`to=${today}`));
    assert.match(await page.getByRole('status').first().innerText(), /2 transactions/);

    await page.locator('#transactions a').last().click();
    await page.waitForURL(`${baseUrl}/transactions/${transactionIds[0]}`);
    const detail = await page.locator('main').innerText();
    for (const label of [
      'NAICS code',
      'Confidence',
      'Fallback',
      'Factor',
      'Data version',
      'kg CO2e',
    ]) {
      assert.match(detail, new RegExp(label));
    }
    assert.match(detail, /334111/);
    await checkPage(watched, 'transaction');
  });

  test('the dashboard charts the same kilograms the API reports', async () => {
    const { page } = watched;
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.locator('#dashboard[data-ready="true"]').waitFor();
    assert.equal(await page.locator('#empty-title').count(), 0, 'no empty state any more');
    assert.equal(await page.locator('#total-items').innerText(), '2');
    const charted = (await page.evaluate(`(() => {
      const total = (id) => Chart.getChart(id).data.datasets[0].data.reduce((a, b) => a + b, 0);
      return { time: total('time-chart'), category: total('category-chart') };
    })()`)) as { time: number; category: number };
    const api = await page.evaluate(async () => {
      const response = await fetch('/v1/account/metrics?env=sandbox');
      return (await response.json()) as { totals: { carbonFootprint: number } };
    });
    assert.ok(api.totals.carbonFootprint > 0);
    assert.ok(Math.abs(charted.time - api.totals.carbonFootprint) < 0.002);
    assert.ok(Math.abs(charted.category - api.totals.carbonFootprint) < 0.002);
    assert.match(
      await page.locator('#total-savings').innerText(),
      /^[1-9]/,
      'the used jeans save kg',
    );
    await checkPage(watched, 'dashboard');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('#dashboard[data-ready="true"]').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-wide.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('try it footprints one product and explains it', async () => {
    const { page } = watched;
    await page.getByRole('link', { name: 'Try it' }).click();
    await page.getByLabel('Product name').fill('Sony WH-1000XM5 wireless headphones');
    await page.getByLabel('Price (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Footprint it' }).click();
    assert.match(await page.getByRole('alert').innerText(), /at most two decimals/);
    await page.getByLabel('Price (USD)').fill('399.99');
    await page.getByRole('button', { name: 'Footprint it' }).click();
    await page.locator('#result-kg').waitFor();
    assert.ok(Number(await page.locator('#result-kg').innerText()) > 0);
    assert.match(await page.locator('.result').innerText(), /Factor: .* kg CO2e per \d{4} dollar/);
    await checkPage(watched, 'try');
    await page.getByRole('link', { name: 'Password' }).click();
    await checkPage(watched, 'password');
  });

  test('revoking the key after confirmation makes the API answer 401', async () => {
    const { page } = watched;
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('link', { name: /Revoke/ }).click();
    await page.waitForURL(/\/revoke$/);
    await checkPage(watched, 'revoke-confirm');
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.waitForURL(`${baseUrl}/account/keys?revoked=1`);
    assert.match(await page.getByRole('status').innerText(), /revoked/);
    assert.match(await page.locator('table').innerText(), /revoked/);
    const refused = await footprint(baseUrl, testKey, { productName: 'Laptop', productPrice: 500 });
    assert.equal(refused.status, 401);
  });

  test('a second account sees none of the first one’s keys, transactions or figures', async () => {
    const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const bob = await watchedPage(other);
      await signUp(bob.page, baseUrl, 'bob@example.com');
      await bob.page.locator('#dashboard[data-ready="true"]').waitFor();
      assert.equal(await bob.page.locator('#total-items').innerText(), '0');
      await bob.page.goto(`${baseUrl}/transactions`);
      assert.match(await bob.page.getByRole('status').first().innerText(), /0 transactions/);
      for (const id of transactionIds) {
        const response = await bob.page.goto(`${baseUrl}/transactions/${id}`);
        assert.equal(response?.status(), 404);
      }
      await bob.page.goto(`${baseUrl}/account/keys`);
      assert.doesNotMatch(await bob.page.locator('main').innerText(), /journey/);
      assert.deepEqual(
        bob.problems.filter((p) => !p.includes('404')),
        [],
      );
    } finally {
      await other.close();
    }
  });

  test('signs out, then back in with the keyboard alone', async () => {
    const { page } = watched;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/sign-in`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'Skip to content');
    await page.locator('#email').focus();
    await page.keyboard.type('ann@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  test('the API reference at /docs renders under its policy', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    assert.match(await page.locator('.swagger-ui .info .title').innerText(), /Footprint API/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOTS}/docs.png` });
  });

  test('a busy account’s dashboard draws a month of production footprints (the README picture)', async () => {
    const shop = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    try {
      const carol = await watchedPage(shop);
      await signUp(carol.page, baseUrl, 'carol@example.com');
      await carol.page.goto(`${baseUrl}/account/keys`);
      await carol.page.getByLabel('Production').check();
      await carol.page.getByRole('button', { name: 'Create key' }).click();
      const liveKey = await carol.page.locator('#new-key-value').inputValue();
      const day = 24 * 60 * 60 * 1000;
      try {
        for (let daysAgo = 27; daysAgo >= 0; daysAgo -= 1) {
          server.shiftClock(-daysAgo * day);
          const products = SHOP_PRODUCTS.filter((_, i) => (i + daysAgo) % 3 !== 0);
          const response = await fetch(`${baseUrl}/v2/footprint/products`, {
            method: 'POST',
            headers: { 'Service-Api-Key': liveKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ items: products }),
          });
          assert.equal(response.status, 201);
        }
      } finally {
        server.shiftClock(0);
      }
      await carol.page.goto(`${baseUrl}/dashboard?env=production&groupBy=day`);
      await carol.page.locator('#dashboard[data-ready="true"]').waitFor();
      const items = Number(await carol.page.locator('#total-items').innerText());
      assert.ok(items > 100, `${items} items charted`);
      assert.match(await carol.page.locator('#billable').innerText(), /^\d+$/);
      await carol.page.screenshot({ path: `${SCREENSHOTS}/dashboard-busy.png`, fullPage: true });
      assert.deepEqual(carol.problems, []);
    } finally {
      await shop.close();
    }
  });

  test('no page logged a console error or warning, or failed a request', () => {
    assert.deepEqual(watched.problems, []);
  });
});
