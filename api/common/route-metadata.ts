import type { ExecutionContext } from '@nestjs/common';

type Target = (...args: never[]) => unknown;

/**
 * What a guard reads from a route's decorators, read once per route and kept: decorators are fixed
 * when the application starts, so no request needs to reflect on them again.
 */
export class RouteMetadata<T extends object> {
  private readonly byController = new WeakMap<object, WeakMap<object, T>>();

  constructor(private readonly read: (targets: [Target, Target]) => T) {}

  of(context: ExecutionContext): T {
    const handler = context.getHandler() as Target;
    const controller = context.getClass() as unknown as Target;
    let byHandler = this.byController.get(controller);
    if (!byHandler) this.byController.set(controller, (byHandler = new WeakMap()));
    let rules = byHandler.get(handler);
    if (!rules) byHandler.set(handler, (rules = this.read([handler, controller])));
    return rules;
  }
}
