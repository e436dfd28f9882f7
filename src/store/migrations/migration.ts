/** One schema change, written once per dialect side by side so the two stores never drift. */
export interface Migration {
  /** Applied in ascending order; recorded in `schema_migrations` once applied. */
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}
