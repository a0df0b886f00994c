import { loadConfig, ConfigError } from './config.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';
import { assertPaymentsReady } from './modules/reservation/payments.js';
import { DataDirInUseError } from './platform/data-dir-lock.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  if (config.seedDemo) await seedDemo(app.ctx);
  // Production with a fee-charging event and no payment provider refuses to start (members could not pay).
  try {
    await assertPaymentsReady(app.ctx);
  } catch {
    await app.close();
    process.exit(1);
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ACSC | CCYA listening on ${config.publicUrl} (database: ${app.ctx.database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // Another server (or a backup) has the embedded database: one line, no stack.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
