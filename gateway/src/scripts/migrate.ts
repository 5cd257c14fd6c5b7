// `npm run migrate` (production: `node gateway/dist/migrate.js`): applies pending migrations once
// and exits. Run it as a one-off before the gateway replicas start; they then find nothing to apply.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db.sql);
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database up to date');
} finally {
  await db.close();
}
