// `npm start`: migrate, seed the demo vendor on first start, serve everything on one port.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { claimInstance } from './instance.ts';
import { flushErrorReports, reportError } from './lib/error-reporting.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo.data.ts';
import { buildApp } from './server.ts';

// A bad environment stops the start with the names of the bad variables, not a stack trace.
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

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

// SIGTERM / SIGINT (and a crash): drain within the grace period, then exit; a second signal, or
// the grace period running out, exits at once (close-with-grace).
closeWithGrace(
  {
    delay: config.shutdownGraceMs,
    logger: { error: (message: unknown) => log.error({ err: message }, 'shutdown') },
    onTimeout: (delay) => log.error({ graceMs: delay }, 'grace period over: exiting with work in flight'),
  },
  async ({ signal, err }) => {
    if (err) {
      log.fatal({ err }, 'uncaught error: draining and exiting');
      reportError(err);
    } else log.info({ signal }, 'shutting down');
    await app.drain();
    await instance.release();
    await flushErrorReports();
  },
);
