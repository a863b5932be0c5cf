import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Parts whose code failed to load, with what makes them try again. */
const failedParts = new Set<() => void>();

/** Lets every part whose code failed to load (a network error) try again at its next render. */
export function retryFailedParts(): void {
  for (const retry of failedParts) retry();
  failedParts.clear();
}

export type LazyPart<Props> = ComponentType<Props> & {
  /** Starts the download ahead, e.g. while the part's data is fetched. */
  preload(): void;
};

/**
 * A part of a screen (a chart's drawing, a dialog's body) whose code loads when it first shows, so
 * the screen around it does not wait for it. Render it inside Suspense, with a LazyErrorBoundary
 * whose retry calls retryFailedParts(): a failed load stays failed until then.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const attempt = (): Promise<{ default: ComponentType<Props> }> =>
    load().then(
      (Part) => ({ default: Part }),
      (error: unknown) => {
        failedParts.add(() => {
          current = lazy(attempt);
        });
        throw error;
      },
    );
  let current: LazyExoticComponent<ComponentType<Props>> = lazy(attempt);
  function Part(props: Props) {
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(Part, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
