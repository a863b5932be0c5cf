/**
 * A jest process whose tests have all run ends even if something they started is still open, and
 * says what: a lane that waits on a forgotten timer or socket would otherwise hold the whole run
 * until it is killed. jest's own exit handler keeps the run's exit code.
 */
const GRACE_MS = 15_000;

type Handle = { constructor?: { name?: string }; remoteAddress?: string; remotePort?: number; localPort?: number; pid?: number; spawnfile?: string };

/** A socket by its ends, a child process by its program; timers are counted only, by Node. */
function nameOf(handle: Handle): string {
  const kind = handle.constructor?.name ?? typeof handle;
  if (handle.remotePort !== undefined) return `${kind} to ${handle.remoteAddress}:${handle.remotePort} from port ${handle.localPort}`;
  if (handle.pid !== undefined) return `${kind} pid ${handle.pid} (${handle.spawnfile})`;
  return kind;
}

export function endWhenTestsAreDone(): void {
  setTimeout(() => {
    const handles = (process as unknown as { _getActiveHandles(): Handle[] })._getActiveHandles().filter((handle) => !isStandardStream(handle));
    const open = [...handles.map(nameOf), `resources by kind: ${process.getActiveResourcesInfo().join(', ')}`];
    console.warn(`The tests ended ${GRACE_MS / 1000} s ago, and the process still holds:\n${open.map((line) => `  - ${line}`).join('\n')}\nIt ends now.`);
    process.exit();
  }, GRACE_MS).unref();
}

function isStandardStream(handle: Handle): boolean {
  return handle === (process.stdout as unknown) || handle === (process.stderr as unknown) || handle === (process.stdin as unknown);
}
