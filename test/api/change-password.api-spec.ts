import request from 'supertest';
import { ApiClient, STRONG_PASSWORD, newAccount } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Brand-New9';

/** POST /api/auth/change-password: the current password, the registration's rules, and every other sign-in ends at once. */
describe('changing the password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Registers an account on one device and signs it in on two more. */
  async function onThreeDevices(userRole = 'student') {
    const here = await new ApiClient(t.app).start();
    const account = newAccount({ userRole });
    here.jwt = (await here.post('/api/auth/local/register', account).expect(201)).body.jwt;
    const elsewhere = async () => {
      const device = await new ApiClient(t.app).start();
      device.jwt = (await device.post('/api/auth/local', { identifier: account.username, password: STRONG_PASSWORD }).expect(200)).body.jwt;
      return device;
    };
    return { account, here, phone: await elsewhere(), tablet: await elsewhere() };
  }

  const signIn = (identifier: string, password: string) =>
    new ApiClient(t.app).start().then((client) => client.post('/api/auth/local', { identifier, password }));
  const meWith = (jwt: string) => request(t.app.getHttpServer()).get('/api/users/me').set('Authorization', `Bearer ${jwt}`);

  it('changes the password; the other sign-ins end at once, access and refresh alike, and this one goes on', async () => {
    const { account, here, phone, tablet } = await onThreeDevices();
    const answer = await here.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect(answer.body).toEqual({ data: { endedSessions: 2 } });

    for (const device of [phone, tablet]) {
      const refused = await meWith(device.jwt!);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
      expect((await device.post('/api/token/refresh')).status).toBe(401);
    }

    expect((await meWith(here.jwt!)).status).toBe(200);
    const rotated = await here.post('/api/token/refresh').expect(200);
    expect((await meWith(rotated.body.jwt)).status).toBe(200);

    const withOld = await signIn(account.username, STRONG_PASSWORD);
    expect(withOld.status).toBe(400);
    expect(withOld.body.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each(['teacher', 'parent', 'sponsor'])('works the same for a %s', async (userRole) => {
    const { here, phone } = await onThreeDevices(userRole);
    await here.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect((await meWith(phone.jwt!)).status).toBe(401);
    expect((await meWith(here.jwt!)).status).toBe(200);
  });

  it('refuses a wrong current password with a clear message, and changes nothing', async () => {
    const { account, here, phone } = await onThreeDevices();
    const answer = await here.post('/api/auth/change-password', { currentPassword: 'Secret123?', newPassword: NEW_PASSWORD }).expect(400);
    expect(answer.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Your current password is not correct',
      errors: { currentPassword: 'Your current password is not correct' },
      problems: { currentPassword: { code: 'currentPasswordWrong' } },
    });
    expect((await meWith(phone.jwt!)).status).toBe(200);
    expect((await signIn(account.username, STRONG_PASSWORD)).status).toBe(200);
    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(400);
  });

  it.each([
    ['too short', 'Ab1!', 'At least 8 characters', { code: 'tooShort', min: 8 }],
    ['without an uppercase letter', 'brand-new9', 'At least one uppercase letter', { code: 'needsCharacter', kind: 'uppercase' }],
    ['without a lowercase letter', 'BRAND-NEW9', 'At least one lowercase letter', { code: 'needsCharacter', kind: 'lowercase' }],
    ['without a number', 'Brand-New!', 'At least one number', { code: 'needsCharacter', kind: 'digit' }],
    ['without a special character', 'BrandNew99', 'At least one special character', { code: 'needsCharacter', kind: 'special' }],
    ['empty', '', 'Password is required', { code: 'required' }],
    ['longer than 128 characters', `Aa1!${'x'.repeat(125)}`, 'At most 128 characters', { code: 'tooLong', max: 128 }],
    ['the current one again', STRONG_PASSWORD, 'The new password must be different from the current one', { code: 'sameAsCurrentPassword' }],
  ])('refuses a new password %s with the registration message and its code', async (_label, newPassword, message, problem) => {
    const { account, here, phone } = await onThreeDevices();
    const answer = await here.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword }).expect(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message, errors: { newPassword: message } });
    expect(answer.body.problems).toEqual({ newPassword: problem });
    expect((await meWith(phone.jwt!)).status).toBe(200);
    expect((await signIn(account.username, STRONG_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required', { code: 'required' }],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required', { code: 'required' }],
    [{ currentPassword: 12345678, newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password must be text', { code: 'wrongType', expected: 'text' }],
    [{ currentPassword: 'x'.repeat(129), newPassword: NEW_PASSWORD }, 'currentPassword', 'Password is too long', { code: 'tooLong', max: 128 }],
    [{ currentPassword: STRONG_PASSWORD }, 'newPassword', 'Password is required', { code: 'required' }],
    [{ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'confirmPassword', 'property confirmPassword should not exist', { code: 'notAllowed' }],
  ])('refuses the body %j, naming the field with a message and a code', async (body, field, message, problem) => {
    const { here } = await onThreeDevices();
    const answer = await here.post('/api/auth/change-password', body).expect(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
    expect(answer.body.problems).toEqual({ [field]: problem });
  });

  it('counts wrong guesses like sign-in attempts: after five, even the right password waits', async () => {
    const { here } = await onThreeDevices();
    for (let guess = 1; guess <= 5; guess++) {
      await here.post('/api/auth/change-password', { currentPassword: `Guess-${guess}x!`, newPassword: NEW_PASSWORD }).expect(400);
    }
    const held = await here.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 + 1);
    await here.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
  });

  it('asks for a sign-in, and refuses an ended one', async () => {
    const anonymous = await new ApiClient(t.app).start();
    const answer = await anonymous.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');

    const { here, phone } = await onThreeDevices();
    await phone.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    await here.post('/api/auth/change-password', { currentPassword: NEW_PASSWORD, newPassword: 'Another-One7' }).expect(401);
  });
});
