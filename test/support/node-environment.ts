import { AsyncLocalStorage } from 'node:async_hooks';
import vm from 'node:vm';
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

type CompileFunction = typeof vm.compileFunction;
type CompiledFunction = ReturnType<CompileFunction> & { cachedData?: Buffer };

const CODE_CACHE = Symbol.for('questlearn.code-cache');
const vmModule = vm as typeof vm & { [CODE_CACHE]?: true };

/**
 * Every test file compiles the modules it loads again (jest's registry is per file), and most files
 * load the same few thousand. V8's code cache of each module, kept for the process and used only for
 * the same source, spares most of that compiling (for ten API files in one process, 2.4 s of CPU
 * instead of 5.7).
 */
function cacheCompiledModules(): void {
  if (vmModule[CODE_CACHE]) return;
  vmModule[CODE_CACHE] = true;
  const compile: CompileFunction = vm.compileFunction;
  const cache = new Map<string, { code: string; data?: Buffer }>();
  vmModule.compileFunction = function (code, params, options = {}) {
    const key = `${options.filename ?? ''}\0${(params ?? []).join(',')}`;
    const cached = cache.get(key);
    if (cached?.code !== code) {
      // A module one file alone loads needs no cache: it is made the second time.
      cache.set(key, { code });
      return compile(code, params, options);
    }
    if (cached.data) return compile(code, params, { ...options, cachedData: cached.data });
    const fn = compile(code, params, { ...options, produceCachedData: true }) as CompiledFunction;
    cached.data = fn.cachedData;
    return fn;
  } as CompileFunction;
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
 *
 * The files of one process also share V8's code cache of the modules they load (above).
 */
export default class NodeEnvironment extends TestEnvironment {
  private readonly storages = storagesInUse();

  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    cacheCompiledModules();
  }

  override async teardown(): Promise<void> {
    await super.teardown();
    for (const storage of this.storages) storage.disable();
    this.storages.clear();
  }
}
