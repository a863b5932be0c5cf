import type { LiveSignal } from '../../application/live/live-events.port';
import { readSignalPayload, signalPayloads } from './live-signal-payloads';

describe('live signal payloads', () => {
  it('reads back what it wrote, for its own namespace only', () => {
    const signals: LiveSignal[] = [
      { kind: 'notification', id: 7, userIds: [3] },
      { kind: 'message', id: 9, userIds: [3, 4] },
    ];
    const [payload] = signalPayloads('abc', signals);
    expect(readSignalPayload('abc', payload)).toEqual(signals);
    expect(readSignalPayload('abd', payload)).toEqual([]);
  });

  it('splits many signals into payloads PostgreSQL accepts (under 8,000 bytes)', () => {
    const signals: LiveSignal[] = Array.from({ length: 2000 }, (_, id) => ({ kind: 'notification', id, userIds: [100_000 + id] }));
    const payloads = signalPayloads('ns', signals);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => readSignalPayload('ns', payload))).toEqual(signals);
  });

  it('ignores a payload that is not signals', () => {
    expect(readSignalPayload('ns', 'ns {"k":1}')).toEqual([]);
    expect(readSignalPayload('ns', 'ns not json')).toEqual([]);
    expect(readSignalPayload('ns', 'ns [{"k":"n","i":"1","u":[1]}]')).toEqual([]);
  });
});
