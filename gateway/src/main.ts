// `npm start`: migrate, seed the demo vendor on first start, serve everything on one port.
import { claimInstance } from './instance.ts';
import { buildApp } from './server.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

const app = await buildApp();
const { config, log, prisma } = app.services;
// Without Redis a second gateway on the same PostgreSQL database would silently miss live events.
const instance = await claimInstance(config, (err) => log.error({ err }, 'instance lock lost')).catch(async (error) => {
  log.fatal(error.message);
  await app.stop();
  process.exit(1);
});
if (config.seedDemo && (await seedDemo(prisma))) log.info('demo vendor seeded');
const url = await app.start();

console.log(`\n  Salon booking is running at ${url}\n`);
if (config.seedDemo) {
  console.log(`  Demo vendor page: ${url}/salon-demo/lausanne-centre`);
  for (const [role, email] of Object.entries(DEMO_LOGINS))
    console.log(`  ${role.padEnd(9)} ${email} / ${DEMO_PASSWORD}`);
  console.log('');
}

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await app.stop();
  await instance.release();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
