import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The embedded database loads the same extensions the migrations create.
export const pgliteExtensions = { btree_gist, unaccent, pg_trgm };

export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: pgliteExtensions, ...options });
}
