import type { UserRecord } from '../user.record';
import type { MailMessage } from '../../ports/mailer.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { PasswordAttemptKeys, SignInThrottle } from '../../ports/session-tokens.port';
import type { Transaction, UnitOfWork } from '../../ports/unit-of-work.port';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import type { NewPasswordResetCode, PasswordResetCodeRecord } from './password-reset.repository.port';
import { PasswordResetInvalidError, ResetCodeInvalidError } from './password-reset.errors';
import { RequestPasswordResetUseCase, resetLink } from './request-password-reset.use-case';
import { ResetPasswordUseCase } from './reset-password.use-case';

const fakeHasher: PasswordHasher = {
  hash: async (password) => `hash:${password}`,
  verify: async (hash, password) => hash === `hash:${password}`,
  verifyDummy: async () => undefined,
};

/** Codes are their own digest with a prefix, so the test can tell them apart. */
const codes = { generate: () => `code-${++generated}`, digest: (code: string) => `digest:${code}` };
let generated = 0;

class Clock {
  constructor(public at = new Date('2026-11-29T10:00:00Z')) {}
  now = () => new Date(this.at);
}

/** Ada with an e-mail, signed in on two devices; the reset codes kept as the database would. */
function world() {
  const ada = { id: 7, username: 'Ada_L', email: 'ada@example.org', firstName: 'Ada', passwordHash: 'hash:Old-Secret1', isActive: true, blocked: false } as UserRecord;
  const stored = new Map<string, NewPasswordResetCode & { usedAt: Date | null }>();
  const revoked: string[] = [];
  const tx = {
    users: {
      findByEmail: async (email: string) => (email.toLowerCase() === ada.email ? { ...ada } : null),
      getForUpdate: async (id: number) => (id === ada.id ? { ...ada } : null),
      replacePasswordHash: async (id: number, expected: string, replacement: string) => {
        if (id !== ada.id || ada.passwordHash !== expected) return false;
        ada.passwordHash = replacement;
        return true;
      },
    },
    passwordResetCodes: {
      replace: async (code: NewPasswordResetCode) => {
        for (const earlier of stored.values()) if (earlier.userId === code.userId && !earlier.usedAt) earlier.usedAt = code.createdAt;
        stored.set(code.digest, { ...code, usedAt: null });
      },
      countMadeSince: async (userId: number, kind: string, since: Date) =>
        [...stored.values()].filter((code) => code.userId === userId && code.kind === kind && code.createdAt > since).length,
      findForUpdate: async (digest: string): Promise<PasswordResetCodeRecord | null> => stored.get(digest) ?? null,
      useAllOf: async (userId: number, at: Date) => {
        for (const code of stored.values()) if (code.userId === userId && !code.usedAt) code.usedAt = at;
      },
    },
    sessions: {
      revokeAllFamilies: async () => {
        revoked.push('f-1', 'f-2');
        return ['f-1', 'f-2'];
      },
    },
  } as unknown as Transaction;
  const unitOfWork: UnitOfWork = { run: (work) => work(tx), read: (work) => work(tx) };
  const sent: MailMessage[] = [];
  const mailer = { send: async (mail: MailMessage) => void sent.push(mail) };
  const attempts: PasswordAttemptKeys[] = [];
  const successes: PasswordAttemptKeys[] = [];
  const throttle: SignInThrottle = {
    attempt: async (keys) => {
      attempts.push(keys);
      return { lastForBrowser: false, byDevice: false };
    },
    succeeded: async (keys) => void successes.push(keys),
    attemptRegistration: async () => undefined,
  };
  const ended: string[][] = [];
  const liveSessions = { ended: async (ids: readonly string[]) => void ended.push([...ids]) } as unknown as LiveSessions;
  const clock = new Clock();
  const request = new RequestPasswordResetUseCase(unitOfWork, clock, codes, mailer, { appUrl: 'https://ql.example.org/' }, () => undefined);
  const reset = new ResetPasswordUseCase(unitOfWork, fakeHasher, throttle, clock, codes, liveSessions);
  return { ada, stored, sent, attempts, successes, ended, clock, request, reset };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('asking for a new password and setting it', () => {
  it('puts the code in the fragment of the link', () => {
    expect(resetLink('https://ql.example.org/', 'a b')).toBe('https://ql.example.org/reset-password#code=a%20b');
  });

  it('mails a link to the account of the e-mail, storing only the digest; an unknown e-mail sends nothing', async () => {
    const w = world();
    await w.request.execute({ email: 'nobody@example.org' });
    await w.request.execute({ email: 'ADA@example.org' });
    await settle();
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0].to).toBe('ada@example.org');
    const code = /#code=(\S+)/.exec(w.sent[0].text)![1];
    expect([...w.stored.keys()]).toEqual([`digest:${code}`]);
    expect(w.stored.get(`digest:${code}`)).toMatchObject({ kind: 'email', createdBy: 7, expiresAt: new Date('2026-11-29T10:30:00Z') });
  });

  it('sends three mails an hour at most', async () => {
    const w = world();
    for (let i = 0; i < 5; i++) await w.request.execute({ email: 'ada@example.org' });
    await settle();
    expect(w.sent).toHaveLength(3);
    w.clock.at = new Date('2026-11-29T11:00:01Z');
    await w.request.execute({ email: 'ada@example.org' });
    await settle();
    expect(w.sent).toHaveLength(4);
  });

  it('sets the password once with a usable code, ends every sign-in, and counts the attempt under the code', async () => {
    const w = world();
    await w.request.execute({ email: 'ada@example.org' });
    await settle();
    const code = decodeURIComponent(/#code=(\S+)/.exec(w.sent[0].text)![1]);
    expect(await w.reset.execute({ code, password: 'Brand-New9', passwordConfirmation: 'Brand-New9', address: '10.0.0.1' })).toEqual({ username: 'Ada_L' });
    expect(w.ada.passwordHash).toBe('hash:Brand-New9');
    expect(w.ended).toEqual([['f-1', 'f-2']]);
    expect(w.attempts).toEqual([{ kind: 'sign-in', address: '10.0.0.1', account: `reset:${`digest:${code}`.slice(0, 16)}`, device: null }]);
    expect(w.successes).toEqual(w.attempts);
    await expect(w.reset.execute({ code, password: 'Brand-New8', passwordConfirmation: 'Brand-New8', address: '10.0.0.1' })).rejects.toBeInstanceOf(ResetCodeInvalidError);
  });

  it('refuses an expired code, and a weak or unmatched password before counting anything', async () => {
    const w = world();
    await w.request.execute({ email: 'ada@example.org' });
    await settle();
    const code = decodeURIComponent(/#code=(\S+)/.exec(w.sent[0].text)![1]);
    await expect(w.reset.execute({ code, password: 'Brand-New9', passwordConfirmation: 'Brand-New8', address: 'a' })).rejects.toBeInstanceOf(PasswordResetInvalidError);
    await expect(w.reset.execute({ code, password: 'weak', passwordConfirmation: 'weak', address: 'a' })).rejects.toBeInstanceOf(PasswordResetInvalidError);
    expect(w.attempts).toEqual([]);
    w.clock.at = new Date('2026-11-29T10:30:00Z');
    await expect(w.reset.execute({ code, password: 'Brand-New9', passwordConfirmation: 'Brand-New9', address: 'a' })).rejects.toBeInstanceOf(ResetCodeInvalidError);
    expect(w.ada.passwordHash).toBe('hash:Old-Secret1');
    expect(w.successes).toEqual([]);
  });
});
