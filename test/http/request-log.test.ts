import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { build, withKey } from '../helpers/build.js';

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

test('writes one info line per request, once answered, with method, URL, client address, status, time and request id', async (t) => {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const harness = await build(t, { logger });
  lines.length = 0;

  const response = await harness.app.inject({
    url: '/v1/transactions?limit=5',
    headers: { ...withKey(harness.testKey), 'x-request-id': 'trace-log-1' },
  });
  assert.equal(response.statusCode, 200);

  const ofRequest = lines.filter((line) => line.reqId === 'trace-log-1');
  assert.equal(ofRequest.length, 1);
  const [line] = ofRequest;
  assert.equal(line?.msg, 'request completed');
  assert.equal(line?.req?.method, 'GET');
  assert.equal(line?.req?.url, '/v1/transactions?limit=5');
  assert.equal(line?.req?.remoteAddress, '127.0.0.1');
  assert.equal(line?.res?.statusCode, 200);
  assert.equal(typeof line?.responseTime, 'number');
});
