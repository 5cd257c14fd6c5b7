import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The embedded database loads the same extensions the migrations create.
export const pgliteExtensions = { btree_gist, unaccent };

export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: pgliteExtensions, ...options });
}
