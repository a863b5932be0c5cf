import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplication, LoggerService, LogLevel } from '@nestjs/common';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import fastifyMultipart from '@fastify/multipart';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Environment } from '../infrastructure/config/environment';
import { ENVIRONMENT } from '../infrastructure/infrastructure.tokens';
import { AppModule, type AppOptions } from './app.module';
import { answerClientError, answerRouterError } from './common/refused-before-routing';
import { ScreenInputPipe } from './common/input-screen';
import { acceptJsonBodies } from './common/json-body';
import { refuseWhileClosing } from './common/refuse-while-closing';
import { securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation.pipe';
import { CSRF_SECRET_COOKIE } from './common/csrf.guard';
import { multipartLimits } from './media/upload-request';

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
          'A body field sent as null is treated as absent; text may not contain NUL characters; bodies nest at most 16 levels. ' +
          'XP, study time, progress and completion are credited only for what the server itself saw, within what real time allows: ' +
          'a number a client reports (seconds spent, a percent, a position) is a hint, bounded by the rules given with each call.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
}

const MAX_BODY_BYTES = 100 * 1024;

/**
 * The HTTP server (Fastify). What its parser and its router refuse is answered in the API's error shape.
 * X-Forwarded-For and X-Forwarded-Proto count only when they come from a proxy named in
 * TRUSTED_PROXIES. Paths match with or without a trailing slash, and a path parameter may be long
 * enough to reach the route's own validation, which says what is wrong with it.
 */
export function createHttpAdapter(environment: Environment): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: environment.trustedProxies.length ? environment.trustedProxies : false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
    // A request still arriving after a minute is dropped, so slow senders cannot hold connections open.
    requestTimeout: 60_000,
    // Requests that arrive while the server closes are refused by refuseWhileClosing, in the API's shape.
    return503OnClosing: false,
  });
}

/** Applies what every running instance needs: the /api prefix, security headers, cookies, bodies, validation, docs. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  app.setGlobalPrefix('api');
  const server: FastifyInstance = app.getHttpAdapter().getInstance();
  // The first hook, so every answer below (a refusal while closing included) carries the headers.
  server.addHook('onRequest', securityHeaders);
  await app.register(fastifyCookie);
  const environment = app.get<Environment>(ENVIRONMENT);
  await app.register(fastifyCsrfProtection, {
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/api', sameSite: 'strict', httpOnly: true, secure: environment.secureCookies },
  });
  refuseWhileClosing(server);
  acceptJsonBodies(server, MAX_BODY_BYTES);
  // After the JSON parsers (which replace every parser): a multipart body is read only by the route
  // that asks for its file (POST /api/media/uploads), as a stream cut off at the limits of the
  // settings, never buffered whole. Other routes leave it unread and refuse it by their own checks.
  await app.register(fastifyMultipart, { limits: multipartLimits(environment.mediaLimits), throwFileSizeLimit: true });
  app.useGlobalPipes(new ScreenInputPipe(), createValidationPipe());
  app.enableShutdownHooks();
  // Made on its first request: scanning every route and its types is most of a start's setup, and most starts never serve it.
  if (environment.apiDocs) SwaggerModule.setup('api/docs', app, () => createApiDocument(app));
  return app;
}

export async function createApp(options: AppOptions, logger: LogLevel[] | LoggerService = ['error', 'warn', 'log']): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), createHttpAdapter(options.environment), {
    logger,
    bodyParser: false,
  });
  return configureApp(app);
}
