import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type CategorizerPool,
  openCategorizerPool,
} from '../../src/http/footprint/categorizer-pool.js';
import { POOL_MIN_PRODUCTS } from '../../src/http/footprint/resolve-categories.js';
import { DATA_DIR } from '../../src/paths.js';
import { build } from '../helpers/build.js';
import { postFootprints, type TransactionBody } from '../helpers/requests.js';

const FAMILIES = [
  'Stainless steel insulated water bottle',
  'Wireless bluetooth over-ear headphones',
  'Organic cotton crew neck t-shirt',
  'Solid oak dining table',
  'Hydrating night cream with hyaluronic acid',
  'Used paperback novel',
  'Kids wooden toy train set',
  'Cordless drill driver 18V',
];

/** A batch large enough for the threads, with products none of the stores has seen. */
function newProducts(run: string) {
  return Array.from({ length: POOL_MIN_PRODUCTS + 8 }, (_, index) => ({
    productName: `${FAMILIES[index % FAMILIES.length]} ${run} model ${index}`,
    productPrice: 10 + index,
  }));
}

function categoriesOf(body: TransactionBody) {
  return body.items.map((item) => item.footprint.category);
}

test('categorizes a large batch in worker threads exactly as on the event loop', async (t) => {
  const pool = openCategorizerPool({
    threads: 1,
    dataDir: DATA_DIR,
    onError: (error) => assert.fail(`the pool failed: ${String(error)}`),
  });
  t.after(() => pool.close());
  const threaded = await build(t, { categorizerPool: pool });
  const inline = await build(t);
  const items = newProducts('threads');

  const fromThreads = await postFootprints(threaded, threaded.testKey, items);
  const fromLoop = await postFootprints(inline, inline.testKey, items);

  assert.equal(fromThreads.statusCode, 201);
  assert.equal(fromLoop.statusCode, 201);
  const threadCategories = categoriesOf(fromThreads.json<TransactionBody>());
  assert.equal(threadCategories.length, items.length);
  assert.deepEqual(threadCategories, categoriesOf(fromLoop.json<TransactionBody>()));
});

test('answers a large batch from the event loop when the categorizer threads fail', async (t) => {
  let asked = 0;
  const failing: CategorizerPool = {
    categorize: async () => {
      asked += 1;
      throw new Error('worker exited');
    },
    close: async () => {},
  };
  const withFailingPool = await build(t, { categorizerPool: failing });
  const inline = await build(t);
  const items = newProducts('failing');

  const answered = await postFootprints(withFailingPool, withFailingPool.testKey, items);
  const expected = await postFootprints(inline, inline.testKey, items);

  assert.equal(asked, 1);
  assert.equal(answered.statusCode, 201);
  assert.deepEqual(
    categoriesOf(answered.json<TransactionBody>()),
    categoriesOf(expected.json<TransactionBody>()),
  );
});

test('categorizes a small batch on the event loop without asking the threads', async (t) => {
  let asked = 0;
  const counting: CategorizerPool = {
    categorize: async () => {
      asked += 1;
      return [];
    },
    close: async () => {},
  };
  const harness = await build(t, { categorizerPool: counting });
  const items = newProducts('small').slice(0, POOL_MIN_PRODUCTS - 1);
  const response = await postFootprints(harness, harness.testKey, items);
  assert.equal(response.statusCode, 201);
  assert.equal(asked, 0);
});
