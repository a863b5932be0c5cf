import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../../api/app.module';
import { configureApp, createApiDocument, createHttpAdapter } from '../../api/create-app';
import { readEnvironment } from '../../infrastructure/config/environment';

/**
 * The API document of the real AppModule, configured as every running instance is, without a
 * database: Nest's preview mode reads the modules and controllers but builds no provider, so nothing
 * connects. The API tests check that this document is the one a running app serves.
 */
export async function previewApiDocument(): Promise<OpenAPIObject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'questlearn-api-types-'));
  try {
    const environment = readEnvironment({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), SEED_DEMO_SCHOOL: 'false' });
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot({ environment, databaseUrl: 'postgres://preview.invalid/none', webRoot: null }),
      createHttpAdapter(environment),
      {
        preview: true,
        logger: ['error'],
        bodyParser: false,
      },
    );
    const document = createApiDocument(await configureApp(app));
    await app.close();
    return document;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
