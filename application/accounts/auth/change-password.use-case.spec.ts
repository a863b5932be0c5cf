import type { UserRecord } from '../user.record';
import type { LiveSessions } from '../../sessions/live-sessions.port';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { PasswordAttemptKeys, SignInThrottle } from '../../ports/session-tokens.port';
import type { Transaction, UnitOfWork } from '../../ports/unit-of-work.port';
import { ChangePasswordUseCase } from './change-password.use-case';
import { CurrentPasswordWrongError, PasswordChangeInvalidError } from './change-password.errors';
import { TooManyAttemptsError } from './auth.errors';

/** 'hash:<password>' stands for a real hash. */
const fakeHasher: PasswordHasher = {
  hash: async (password) => `hash:${password}`,
  verify: async (hash, password) => hash === `hash:${password}`,
  verifyDummy: async () => undefined,
};

class FakeThrottle implements SignInThrottle {
  readonly attempts: string[] = [];
  readonly successes: string[] = [];
  refuse = false;
  private static named(keys: PasswordAttemptKeys) {
    return `${keys.kind} ${keys.account}${keys.kind === 'sign-in' ? `@${keys.address}` : ''}`;
  }
  async attempt(keys: PasswordAttemptKeys) {
    if (this.refuse) throw new TooManyAttemptsError(60);
    this.attempts.push(FakeThrottle.named(keys));
    return { lastForBrowser: false, byDevice: false };
  }
  async succeeded(keys: PasswordAttemptKeys) {
    this.successes.push(FakeThrottle.named(keys));
  }
  async attemptRegistration() {}
}

/** One user, Ada, signed in on three devices (families f-1, f-2, f-3); `whileHashing` runs as the new password is hashed. */
function setup(whileHashing: (user: UserRecord) => void = () => undefined) {
  const user = { id: 7, username: 'Ada_L', passwordHash: 'hash:Secret123!' } as UserRecord;
  const families = new Map([
    ['f-1', false],
    ['f-2', false],
    ['f-3', false],
  ]);
  const tx = {
    users: {
      findById: async (id: number) => (id === user.id ? { ...user } : null),
      replacePasswordHash: async (id: number, expected: string, replacement: string) => {
        if (id !== user.id || user.passwordHash !== expected) return false;
        user.passwordHash = replacement;
        return true;
      },
    },
    sessions: {
      revokeOtherFamilies: async (userId: number, kept: string) => {
        const familyIds: string[] = [];
        for (const [family, revoked] of families) {
          if (userId === user.id && family !== kept && !revoked) {
            families.set(family, true);
            familyIds.push(family);
          }
        }
        return { ended: familyIds.length, familyIds };
      },
    },
  } as unknown as Transaction;
  const unitOfWork: UnitOfWork = { run: (work) => work(tx), read: (work) => work(tx) };
  const throttle = new FakeThrottle();
  const hasher: PasswordHasher = { ...fakeHasher, hash: async (password) => (whileHashing(user), fakeHasher.hash(password)) };
  // The record every request is checked against, told of the sign-ins ended once they are committed.
  const told: string[][] = [];
  const liveSessions = { ended: async (ids: readonly string[]) => void told.push([...ids]) } as LiveSessions;
  const changePassword = new ChangePasswordUseCase(unitOfWork, hasher, throttle, { now: () => new Date('2026-11-20T08:00:00Z') }, liveSessions);
  const command = { userId: 7, sessionId: 'f-2', currentPassword: 'Secret123!', newPassword: 'Brand-New9' };
  return { user, families, throttle, changePassword, command, told };
}

describe('changing the password', () => {
  it('stores the new password and ends every other sign-in of the user, keeping this one', async () => {
    const { user, families, changePassword, command, told } = setup();
    expect(await changePassword.execute(command)).toEqual({ endedSessions: 2 });
    expect(user.passwordHash).toBe('hash:Brand-New9');
    expect(Object.fromEntries(families)).toEqual({ 'f-1': true, 'f-2': false, 'f-3': true });
    expect(told).toEqual([['f-1', 'f-3']]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, families, changePassword, command, told } = setup();
    const attempt = changePassword.execute({ ...command, currentPassword: 'Secret123?' });
    await expect(attempt).rejects.toBeInstanceOf(CurrentPasswordWrongError);
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', problems: { currentPassword: { code: 'currentPasswordWrong' } } });
    expect(user.passwordHash).toBe('hash:Secret123!');
    expect([...families.values()]).toEqual([false, false, false]);
    expect(told).toEqual([]);
  });

  it('counts a guess of the current password on the account only, never on the address, and a right one as a success', async () => {
    const { throttle, changePassword, command } = setup();
    await expect(changePassword.execute({ ...command, currentPassword: 'guess-1' })).rejects.toBeInstanceOf(CurrentPasswordWrongError);
    await changePassword.execute(command);
    // Counted on the account alone: a school's address is never made busy by a password typed again.
    expect(throttle.attempts).toEqual(['account user:7', 'account user:7']);
    expect(throttle.successes).toEqual(['account user:7']);
  });

  it('does not check the password at all while the sign-in limits hold the account', async () => {
    const { user, throttle, changePassword, command } = setup();
    throttle.refuse = true;
    await expect(changePassword.execute(command)).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(user.passwordHash).toBe('hash:Secret123!');
  });

  it.each([
    ['a weak new password', { newPassword: 'password' }, { newPassword: { code: 'needsCharacter', kind: 'uppercase' } }],
    ['the current password again', { newPassword: 'Secret123!' }, { newPassword: { code: 'sameAsCurrentPassword' } }],
    ['no current password', { currentPassword: '' }, { currentPassword: { code: 'required' } }],
  ])('refuses %s before counting any attempt', async (_label, change, problems) => {
    const { user, throttle, changePassword, command } = setup();
    const attempt = changePassword.execute({ ...command, ...change });
    await expect(attempt).rejects.toBeInstanceOf(PasswordChangeInvalidError);
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_FAILED', problems });
    expect(throttle.attempts).toEqual([]);
    expect(user.passwordHash).toBe('hash:Secret123!');
  });

  it('refuses when the password was changed meanwhile by another request', async () => {
    const { user, changePassword, command } = setup((ada) => {
      ada.passwordHash = 'hash:Changed-Elsewhere1';
    });
    await expect(changePassword.execute(command)).rejects.toBeInstanceOf(CurrentPasswordWrongError);
    expect(user.passwordHash).toBe('hash:Changed-Elsewhere1');
  });
});
