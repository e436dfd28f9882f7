import type { TestContext } from 'node:test';
import { type BuildOverrides, build, type Harness } from './build.js';

/** The test app listening on a free port of 127.0.0.1, with its base URL. */
export async function liveServer(
  t: TestContext,
  overrides: BuildOverrides = {},
): Promise<Harness & { baseUrl: string }> {
  const harness = await build(t, overrides);
  const baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...harness, baseUrl };
}
