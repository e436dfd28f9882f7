/** A malformed input or failed check, named by file and line so the build can fail loudly. */
export class DataBuildError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, message: string) {
    super(line === undefined ? `${file}: ${message}` : `${file}, line ${line}: ${message}`);
    this.name = 'DataBuildError';
    this.file = file;
    this.line = line;
  }
}
