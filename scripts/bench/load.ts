import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path of the n-th request and the access token to send it with. */
  request: (n: number) => { path: string; token: string; body?: string };
}

export interface Measurement {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  /** The number of the next request not yet sent: where a following run goes on. */
  nextRequest: number;
}

/** The value below which p % of the sorted values lie (NaN for none). */
export const percentile = (sorted: Float64Array, p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** Runs one scenario with autocannon over loopback and measures every response's latency. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; durationSeconds: number; csrf: Record<string, string>; firstRequest: number },
): Promise<Measurement> {
  let n = options.firstRequest;
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const next = scenario.request(n++);
          return {
            ...request,
            path: next.path,
            headers: {
              ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
              ...options.csrf,
              'x-device-type': 'desktop',
              ...(next.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    name: scenario.name,
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses,
    errors: result.errors + result.timeouts,
    nextRequest: n,
  };
}
