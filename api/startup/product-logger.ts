import { ConsoleLogger } from '@nestjs/common';

/** Nest's own start-up chatter: one line per module, controller and route. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The console logger, without Nest's start-up listing of modules and routes: what the product itself
 * says (a mail written, films made, a worker restarted), warnings and errors all still show.
 */
export class ProductLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context !== undefined && FRAMEWORK_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
