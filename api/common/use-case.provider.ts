import type { FactoryProvider } from '@nestjs/common';

type UseCaseClass = new (...deps: never[]) => unknown;

/** Provides a framework-free use case, built from the ports it names, in the order of its constructor. */
export function useCase(type: UseCaseClass, inject: FactoryProvider['inject']): FactoryProvider {
  return { provide: type, useFactory: (...deps: never[]) => new type(...deps), inject };
}
