import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readEnvironment } from '../infrastructure/config/environment';
import { connectDatabase } from '../infrastructure/persistence/database-connection';
import { createApp } from './create-app';
import { ProductLogger } from './startup/product-logger';
import { startBanner } from './startup/start-banner';
import { runWorkers } from './worker-cluster';

async function main(): Promise<void> {
  const environment = readEnvironment();
  if (environment.workers > 1 && cluster.isPrimary) return runWorkers(environment);
  const database = await connectDatabase(environment);
  const webRoot = join(__dirname, '..', 'web');
  const app = await createApp({
    environment,
    databaseUrl: database.url,
    webRoot: existsSync(join(webRoot, 'index.html')) ? webRoot : null,
    databasePrepared: cluster.isWorker,
  }, new ProductLogger());
  app.getHttpServer().on('close', () => void database.stop());
  await app.listen(environment.port, '0.0.0.0');
  const { port } = app.getHttpServer().address() as AddressInfo;
  // With several workers their primary says it once.
  if (cluster.isPrimary) console.log(startBanner(environment, port));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
