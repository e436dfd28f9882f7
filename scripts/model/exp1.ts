import { loadEngineData } from '../../src/engine/load-data.js';
import { createTextModel } from '../../src/engine/model/text-model.js';
import { VERSION_DEFINITIONS } from '../../src/engine/versions.js';
import { readListings } from '../eval/listings.js';
import { trainTextModel } from './train.js';
import { trainingExamples } from './training-set.js';

const data = loadEngineData(
  'data',
  VERSION_DEFINITIONS.map((d) => d.factorDir),
);
const ex = trainingExamples(data, []);
const t = Date.now();
const { header, weights } = trainTextModel(ex);
console.log('classes', header.classes.length, 'train ms', Date.now() - t);
const model = createTextModel(header, weights);
const rows = readListings('eval/listings.jsonl');
let ok = 0;
for (const r of rows)
  if (
    model.top({ title: r.productName, description: r.productDescription ?? '' }, 1)[0]?.code ===
    r.expected
  )
    ok++;
console.log('acc6', ok / rows.length);
