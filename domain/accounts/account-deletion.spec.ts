import { ACCOUNT_DELETION_GRACE_DAYS, erasedAccountName, erasureDueAt, isErasureDue } from './account-deletion';
import { validateRegistration } from './registration-validation';

describe('account deletion', () => {
  it('waits a grace period of 14 days', () => {
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(14);
  });

  it.each([
    ['2026-03-01T09:30:00.000Z', '2026-03-15T09:30:00.000Z'],
    ['2026-12-25T23:59:59.999Z', '2027-01-08T23:59:59.999Z'],
    // A change to summer time in between does not shorten it: 14 × 24 hours.
    ['2026-03-20T12:00:00.000Z', '2026-04-03T12:00:00.000Z'],
  ])('asked at %s, erases at %s', (requestedAt, eraseAt) => {
    expect(erasureDueAt(new Date(requestedAt)).toISOString()).toBe(eraseAt);
  });

  it('is due from the erasure instant on, not a millisecond before', () => {
    const eraseAt = new Date('2026-03-15T09:30:00.000Z');
    expect(isErasureDue(eraseAt, new Date('2026-03-15T09:29:59.999Z'))).toBe(false);
    expect(isErasureDue(eraseAt, eraseAt)).toBe(true);
    expect(isErasureDue(eraseAt, new Date('2026-04-01T00:00:00.000Z'))).toBe(true);
  });

  it.each([1, 42, 2_147_483_647])('names erased account %i with a name registration refuses', (id) => {
    const name = erasedAccountName(id);
    expect(name.length).toBeLessThanOrEqual(30);
    const problems = validateRegistration({ username: name, email: name, password: 'Secret123!', confirmPassword: 'Secret123!', userRole: 'student', acceptTerms: true });
    expect(problems).toHaveProperty('username');
    expect(problems).toHaveProperty('email');
  });

  it('never gives two accounts one name', () => {
    expect(erasedAccountName(12)).not.toBe(erasedAccountName(120));
  });
});
