/** One calculator version: which factor set folder it binds and how it is labelled. */
export interface VersionDefinition {
  id: string;
  factorDir: string;
  label: string;
}

/** Every calculator version, newest first; the first is the default. */
export const VERSION_DEFINITIONS: readonly VersionDefinition[] = [
  { id: '2026.11-useeio1.3', factorDir: 'useeio-1.3', label: 'USEEIO v1.3' },
  { id: '2026.11-useeio1.2', factorDir: 'useeio-1.2', label: 'USEEIO v1.2' },
];
