import type { LiveSignal } from '../../application/live/live-events.port';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more; Redis has no such limit, but one size serves both. */
const MAX_PAYLOAD_BYTES = 7_000;

/** The signals as few payloads as fit, each `<namespace> <json array>`. */
export function signalPayloads(namespace: string, signals: readonly LiveSignal[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length > 0) payloads.push(`${namespace} [${batch.join(',')}]`);
    batch = [];
    size = namespace.length + 3;
  };
  flush();
  for (const signal of signals) {
    const text = JSON.stringify({ k: signal.kind === 'message' ? 'm' : 'n', i: signal.id, u: signal.userIds });
    if (size + text.length + 1 > MAX_PAYLOAD_BYTES) flush();
    batch.push(text);
    size += text.length + 1;
  }
  flush();
  return payloads;
}

/** The signals of a payload for this namespace; nothing for another's or a payload not ours. */
export function readSignalPayload(namespace: string, payload: string): LiveSignal[] {
  if (!payload.startsWith(`${namespace} `)) return [];
  try {
    const items = JSON.parse(payload.slice(namespace.length + 1)) as Array<{ k: unknown; i: unknown; u: unknown }>;
    if (!Array.isArray(items)) return [];
    return items.flatMap((item) =>
      (item.k === 'm' || item.k === 'n') && Number.isSafeInteger(item.i) && Array.isArray(item.u) && item.u.every((userId) => Number.isSafeInteger(userId))
        ? [{ kind: item.k === 'm' ? ('message' as const) : ('notification' as const), id: item.i as number, userIds: item.u as number[] }]
        : [],
    );
  } catch {
    return [];
  }
}
