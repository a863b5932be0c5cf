import { AsyncLocalStorage } from 'node:async_hooks';
import { TestEnvironment } from 'jest-environment-node';

type StorageMethod = 'run' | 'enterWith';
type Tracked = AsyncLocalStorage<unknown> & Record<StorageMethod, (...args: unknown[]) => unknown>;

const IN_USE = Symbol.for('questlearn.storages-in-use');
const prototype = AsyncLocalStorage.prototype as unknown as Tracked & { [IN_USE]?: Set<AsyncLocalStorage<unknown>> };

/** The storages put to use since the last file ended; the methods are wrapped once a process. */
function storagesInUse(): Set<AsyncLocalStorage<unknown>> {
  if (!prototype[IN_USE]) {
    const inUse = new Set<AsyncLocalStorage<unknown>>();
    for (const method of ['run', 'enterWith'] as const) {
      const original = prototype[method];
      prototype[method] = function (this: Tracked, ...args: unknown[]) {
        inUse.add(this);
        return original.apply(this, args);
      };
    }
    prototype[IN_USE] = inUse;
  }
  return prototype[IN_USE];
}

/**
 * Node's test environment, less a cost that grows with every file one jest process runs.
 *
 * Under Node 20 an AsyncLocalStorage, once put to use, stays on Node's list until it is disabled,
 * and every new promise copies the store of each storage on that list. Jest's test runner makes
 * one storage per test file and never disables it, so the files run one after the other in a
 * process (the unit and API suites) made each promise dearer than the file before: by the end, about
 * a sixth of the run went to copying stores and to collecting the promises they bloated.
 * Every storage put to use while a file runs is disabled when the file ends.
 */
export default class NodeEnvironment extends TestEnvironment {
  private readonly storages = storagesInUse();

  override async teardown(): Promise<void> {
    await super.teardown();
    for (const storage of this.storages) storage.disable();
    this.storages.clear();
  }
}
