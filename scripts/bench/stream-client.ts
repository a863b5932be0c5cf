import { openEventStream } from './event-stream-socket';
import { accessTokens } from './student-tokens';

/**
 * The benchmark's stream holders, in a process of their own so that the instances' memory is
 * theirs alone: `bench-events` forks it and talks to it by messages. Student n (from 1) holds one
 * stream, on instance n mod the number of instances, and notes the time each notification arrived.
 */
export type StreamClientCommand =
  | { type: 'open'; baseUrls: string[]; secret: string; streams: number; concurrency: number; timeoutMs: number }
  | { type: 'collect'; expected: number; quietMs: number }
  | { type: 'close' };

export type StreamClientReport =
  | { type: 'opened'; perInstance: number[]; failedUsers: number[]; failures: Record<string, number>; ms: number; cpuMs: number }
  /** Each notification that arrived: its id, the student whose stream it came on, and when. */
  | { type: 'receipts'; ids: number[]; users: number[]; ats: number[]; ended: Record<string, number>; endedUsers: number[]; cpuMs: number };

const ids: number[] = [];
const users: number[] = [];
const ats: number[] = [];
const ended = new Map<string, number>();
const endedUsers: number[] = [];
const closers: Array<() => void> = [];
let lastReceipt = Date.now();

const send = (report: StreamClientReport) => process.send!(report);
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
/** A reason without what differs from one stream to the next (ports, numbers), to count alike ones together. */
const kindOf = (reason: string) => reason.replace(/\d+/g, 'N').slice(0, 160);

function receive(userId: number, type: string, data: string, at: number): void {
  if (type !== 'notification') return;
  ids.push((JSON.parse(data) as { id: number }).id);
  users.push(userId);
  ats.push(at);
  lastReceipt = at;
}

async function open(command: Extract<StreamClientCommand, { type: 'open' }>): Promise<void> {
  const started = Date.now();
  const token = accessTokens(command.secret, 'student');
  const perInstance = command.baseUrls.map(() => 0);
  const failures = new Map<string, number>();
  const failedUsers: number[] = [];
  let next = 1;
  const opener = async () => {
    while (next <= command.streams) {
      const userId = next++;
      const instance = userId % command.baseUrls.length;
      try {
        const close = await openEventStream(
          command.baseUrls[instance],
          token(userId),
          {
            event: (type, data, at) => receive(userId, type, data, at),
            ended: (reason) => {
              count(ended, kindOf(reason));
              endedUsers.push(userId);
            },
          },
          command.timeoutMs,
        );
        closers.push(close);
        perInstance[instance]++;
      } catch (error) {
        count(failures, kindOf(error instanceof Error ? error.message : String(error)));
        failedUsers.push(userId);
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, opener));
  send({ type: 'opened', perInstance, failedUsers, failures: Object.fromEntries(failures), ms: Date.now() - started, cpuMs: cpuMs() });
}

async function collect(command: Extract<StreamClientCommand, { type: 'collect' }>): Promise<void> {
  while (ids.length < command.expected && Date.now() - lastReceipt < command.quietMs) await new Promise((done) => setTimeout(done, 50));
  send({ type: 'receipts', ids, users, ats, ended: Object.fromEntries(ended), endedUsers, cpuMs: cpuMs() });
}

process.on('message', (command: StreamClientCommand) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'collect') {
    lastReceipt = Math.max(lastReceipt, Date.now());
    void collect(command);
  } else {
    for (const close of closers) close();
    process.exit(0);
  }
});
