import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { serveWebApp } from './serve-web-app';
import { loadWebFiles } from './web-files';

const WEB_ROOT = Symbol('WEB_ROOT');

/** Serves the built web app (dist/web) on the API's origin, outside /api. */
@Module({})
export class WebAppModule implements OnModuleInit {
  static forRoot(webRoot: string): DynamicModule {
    return { module: WebAppModule, providers: [{ provide: WEB_ROOT, useValue: webRoot }] };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly webRoot: string,
  ) {}

  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onRequest', serveWebApp(loadWebFiles(this.webRoot)));
  }
}
