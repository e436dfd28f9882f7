/**
 * The URL of the worker module `name` (without extension) beside the module at `base`
 * (`import.meta.url`): under tsx (tests, `npm run dev`) the TypeScript source, built the JavaScript.
 */
export function workerModuleUrl(name: string, base: string): string {
  const extension = base.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./${name}.${extension}`, base).href;
}
