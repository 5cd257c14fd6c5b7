// `npm run seed`: seeds the demo vendor into the configured database (idempotent).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/demo.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db.sql);
console.log((await seedDemo(db.prisma)) ? 'demo vendor seeded' : 'demo vendor already present');
await db.close();
