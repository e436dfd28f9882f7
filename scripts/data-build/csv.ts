import { DataBuildError } from './build-error.js';

/** One CSV record with the physical line it starts on, so errors can point at the input. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Parses RFC 4180 CSV: comma separated, CRLF or LF record ends, double-quoted fields that may hold
 * commas, doubled quotes and line breaks. The final record end is optional; a leading BOM is skipped.
 * `file` only names the input in error messages.
 */
export function parseCsv(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  let fieldWasQuoted = false;

  const endField = (): void => {
    fields.push(field);
    field = '';
    fieldWasQuoted = false;
  };
  const endRecord = (): void => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      if (field !== '' || fieldWasQuoted) {
        throw new DataBuildError(file, line, 'a quote inside an unquoted field');
      }
      fieldWasQuoted = true;
      i += 1;
      for (;;) {
        if (i >= text.length) {
          throw new DataBuildError(file, recordLine, 'a quoted field is never closed');
        }
        const inner = text[i];
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n') line += 1;
        field += inner;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new DataBuildError(file, line, 'text after the closing quote of a field');
      }
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] !== '\n') {
        throw new DataBuildError(file, line, 'a carriage return without a line feed');
      }
      endRecord();
      i += char === '\r' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    i += 1;
  }
  if (field !== '' || fieldWasQuoted || fields.length > 0) endRecord();
  return records;
}
