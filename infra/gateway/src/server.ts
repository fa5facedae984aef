import cluster from 'node:cluster';
import { buildGateway, checkApiConfig, withGatewayDefaults } from './gateway.ts';
import { ensureBuilt } from './ensure-built.ts';
import { firstViewProblem } from './first-view/settings.ts';
import { runPrimary, type PrimaryConfig } from './workers.ts';

const env = withGatewayDefaults(process.env);

if (cluster.isPrimary) {
  // Settings first: a refused configuration must not wait for a build.
  const problems = (await checkApiConfig(env)) ?? firstViewProblem(env);
  if (problems) {
    console.error(problems);
    process.exit(1);
  }

  if (env.SKIP_BUILD !== '1') {
    const failed = ensureBuilt();
    // Without the shell there is no page to serve at all.
    if (failed.includes('@xchange/shell')) process.exit(1);
  }
}

// A specifier the compiler does not follow: the gateway's typecheck must not compile the API's sources.
const apiPackage = '@xchange/api';
const api = (await import(apiPackage)) as {
  loadConfig(env: NodeJS.ProcessEnv): PrimaryConfig;
  startEmbeddedPostgres: Parameters<typeof runPrimary>[2];
};
const workers = cluster.isPrimary ? api.loadConfig(env).workers : 1;
if (workers > 1) {
  await runPrimary(api.loadConfig(env), env, api.startEmbeddedPostgres);
} else {
  await serve();
}

async function serve() {
  const port = Number(env.PORT);
  const host = env.HOST || '0.0.0.0';
  const gateway = await buildGateway({ env });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    gateway.app.log.info(`${signal} received, closing`);
    try {
      await gateway.close();
      process.exit(0);
    } catch (error) {
      gateway.app.log.error(error);
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await gateway.app.listen({ port, host });
  const who = cluster.isWorker ? ` (worker ${cluster.worker!.id}, pid ${process.pid})` : '';
  gateway.app.log.info(`The Xchange Marketplace at http://localhost:${port}/ (launched: ${gateway.launched})${who}`);
}
