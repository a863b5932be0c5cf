import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication, LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Environment } from '../infrastructure/config/environment';
import { ENVIRONMENT } from '../infrastructure/infrastructure.tokens';
import { AppModule, type AppOptions } from './app.module';
import { ScreenInputPipe } from './common/input-screen';
import { jsonBody } from './common/json-body';
import { plainCookies } from './common/plain-cookies';
import { securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation.pipe';

/**
 * The OpenAPI document of a configured app (served at /api/docs-json). The web's types in
 * web/src/api/schema.ts are generated from it: `npm run api:types`.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('QuestLearn API')
      .setDescription(
        'The gamified education platform: accounts, the student game, content, classes, parents and sponsors. ' +
          'A body field sent as null is treated as absent; text may not contain NUL characters; bodies nest at most 16 levels.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
}

const MAX_BODY_BYTES = 100 * 1024;

/** Applies what every running instance needs: the /api prefix, cookies, validation, body limits, docs. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.setGlobalPrefix('api');
  // X-Forwarded-For counts only when it comes from a proxy named in TRUSTED_PROXIES.
  const { trustedProxies, apiDocs } = app.get<Environment>(ENVIRONMENT);
  app.set('trust proxy', trustedProxies.length ? trustedProxies : false);
  app.use(securityHeaders);
  plainCookies(app.getHttpAdapter().getInstance());
  app.use(jsonBody(MAX_BODY_BYTES));
  app.useGlobalPipes(new ScreenInputPipe(), createValidationPipe());
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (apiDocs) SwaggerModule.setup('api/docs', app, createApiDocument(app));
  return app;
}

export async function createApp(options: AppOptions, logLevels: LogLevel[] = ['error', 'warn', 'log']): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: logLevels,
    bodyParser: false,
  });
  return configureApp(app);
}
