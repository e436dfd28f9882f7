/**
 * The code of a categorizer thread (see `categorizer-pool.ts`): loads the engine once, then
 * categorizes lists of product texts with the calculator version each task names.
 */
import { workerData } from 'piscina';
import { loadEngine } from '../../engine/index.js';
import { type AssignedCategory, assignCategory, type CategorizeTask } from './categorizer-pool.js';

const engine = loadEngine({ dataDir: (workerData as { dataDir: string }).dataDir });

export function categorizeTexts(task: CategorizeTask): AssignedCategory[] {
  const calculator = engine.get(task.version);
  if (calculator === undefined) throw new Error(`Unknown calculator version ${task.version}`);
  return task.texts.map((text) => assignCategory(calculator, text));
}
