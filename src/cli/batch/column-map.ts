import type { ProductInput } from '../../client/index.js';
import { CliError, EXIT } from '../cli-io.js';
import type { CellValue } from './read-input.js';

/** The request fields a column can feed, and how a CSV cell becomes the field's JSON type. */
const FIELDS = {
  productName: 'text',
  productPrice: 'number',
  productDescription: 'text',
  postalCode: 'text',
  country: 'text',
  newProduct: 'boolean',
  externalId: 'text',
  currency: 'text',
  manufacturer: 'text',
  sku: 'text',
  category: 'text',
  quantity: 'number',
} as const;

type Field = keyof typeof FIELDS;
const isField = (name: string): name is Field => Object.hasOwn(FIELDS, name);

/** Which input column feeds each request field. */
export type ColumnMap = Partial<Record<Field, string>>;

/**
 * `productName=Title,productPrice=Price`; a field not named takes the column of its own name when
 * there is one. Every problem is a CliError naming it, so a bad map never sends a request.
 */
export function parseColumnMap(spec: string | undefined, columns: string[]): ColumnMap {
  const map: ColumnMap = {};
  for (const field of Object.keys(FIELDS)) {
    if (isField(field) && columns.includes(field)) map[field] = field;
  }
  const problems: string[] = [];
  for (const pair of (spec ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [field = '', column = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length > 0 || field === '' || column === '') {
      problems.push(`"${pair}" is not field=column`);
    } else if (!isField(field)) {
      problems.push(`"${field}" is not a field (fields: ${Object.keys(FIELDS).join(', ')})`);
    } else if (!columns.includes(column)) {
      problems.push(`the input has no column "${column}" (columns: ${columns.join(', ')})`);
    } else map[field] = column;
  }
  for (const required of ['productName', 'productPrice'] as const) {
    if (map[required] === undefined) {
      problems.push(`no column for ${required}: add --map ${required}=<column>`);
    }
  }
  if (problems.length > 0) {
    throw new CliError(`Bad column map: ${problems.join('; ')}.`, EXIT.usage);
  }
  return map;
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
  // A shop's condition column read as newProduct.
  new: true,
  used: false,
};

/** A cell as its field's JSON type; a cell that does not convert is sent as is for the API to name. */
function convert(kind: (typeof FIELDS)[Field], value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  if (kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  if (kind === 'boolean') return BOOLEANS[value.trim().toLowerCase()] ?? value;
  return value;
}

/** The request item of one input record; empty cells are left out (the API's defaults apply). */
export function toItem(record: Record<string, CellValue>, map: ColumnMap): ProductInput {
  const item: Record<string, CellValue> = {};
  for (const [field, column] of Object.entries(map)) {
    const value = record[column];
    if (value === undefined || value === null || value === '' || !isField(field)) continue;
    item[field] = convert(FIELDS[field], value);
  }
  return item as unknown as ProductInput;
}
