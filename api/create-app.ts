import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { AppModule, type AppOptions } from './app.module';
import { ScreenInputPipe } from './common/input-screen';
import { createValidationPipe } from './common/validation.pipe';

/** Applies what every running instance needs: the /api prefix, cookies, validation, body limits, docs. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.setGlobalPrefix('api');
  app.use(cookieParser());
  app.useBodyParser('json', { limit: '100kb' });
  app.useGlobalPipes(new ScreenInputPipe(), createValidationPipe());
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  app.set('etag', false);
  const document = SwaggerModule.createDocument(
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
  SwaggerModule.setup('api/docs', app, document);
  return app;
}

export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: ['error', 'warn', 'log'],
    bodyParser: false,
  });
  return configureApp(app);
}
