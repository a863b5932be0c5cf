import { signedInClient } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

/** Settings are saved on the server for every role, so they follow the user to another device. */
describe('GET and PUT /api/users/me/settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const DEFAULTS = { pushNotifications: true, soundEffects: true, theme: 'light', language: 'en' };

  it('answers the defaults of the spec before anything is saved: both toggles on, the light theme', async () => {
    const { client } = await signedInClient(t.app);
    const answer = await client.get('/api/users/me/settings').expect(200);
    expect(answer.body).toEqual({ data: DEFAULTS });
  });

  it('saves the fields sent and answers all of them; the next read and another device see them', async () => {
    const { client, account } = await signedInClient(t.app);
    const saved = await client.put('/api/users/me/settings', { theme: 'dark', soundEffects: false }).expect(200);
    expect(saved.body).toEqual({ data: { pushNotifications: true, soundEffects: false, theme: 'dark', language: 'en' } });
    expect((await client.get('/api/users/me/settings').expect(200)).body.data).toEqual(saved.body.data);

    const { client: otherDevice } = await signedInClient(t.app, { userRole: 'teacher' });
    const signIn = await otherDevice.post('/api/auth/local', { identifier: account.username, password: account.password }).expect(200);
    otherDevice.jwt = signIn.body.jwt;
    expect((await otherDevice.get('/api/users/me/settings').expect(200)).body.data).toEqual(saved.body.data);
  });

  it('changes only what a partial update names', async () => {
    const { client } = await signedInClient(t.app);
    await client.put('/api/users/me/settings', { theme: 'dark', pushNotifications: false }).expect(200);
    const answer = await client.put('/api/users/me/settings', { soundEffects: false }).expect(200);
    expect(answer.body.data).toEqual({ pushNotifications: false, soundEffects: false, theme: 'dark', language: 'en' });
    const back = await client.put('/api/users/me/settings', { theme: 'light' }).expect(200);
    expect(back.body.data).toEqual({ pushNotifications: false, soundEffects: false, theme: 'light', language: 'en' });
    const nothing = await client.put('/api/users/me/settings', {}).expect(200);
    expect(nothing.body.data).toEqual(back.body.data);
  });

  it.each([
    [{ theme: 'sepia' }, 'theme', 'theme must be one of: light, dark'],
    [{ theme: 'Dark' }, 'theme', 'theme must be one of: light, dark'],
    [{ language: 'xx' }, 'language', 'language must be one of: en'],
    [{ pushNotifications: 'yes' }, 'pushNotifications', 'pushNotifications must be true or false'],
    [{ soundEffects: 0 }, 'soundEffects', 'soundEffects must be true or false'],
    [{ volume: 11 }, 'volume', 'property volume should not exist'],
  ])('refuses %j with 400 and a message for the field, saving nothing', async (body, field, message) => {
    const { client } = await signedInClient(t.app);
    const answer = await client.put('/api/users/me/settings', { soundEffects: false, ...body }).expect(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
    expect((await client.get('/api/users/me/settings').expect(200)).body.data).toEqual(DEFAULTS);
  });

  it('takes a field sent as null as one left out, as every body does', async () => {
    const { client } = await signedInClient(t.app);
    await client.put('/api/users/me/settings', { theme: 'dark' }).expect(200);
    const answer = await client.put('/api/users/me/settings', { theme: null, soundEffects: false }).expect(200);
    expect(answer.body.data).toEqual({ ...DEFAULTS, theme: 'dark', soundEffects: false });
  });

  it("leaves another user's settings untouched", async () => {
    const { client: ada } = await signedInClient(t.app);
    const { client: ben } = await signedInClient(t.app);
    await ben.put('/api/users/me/settings', { theme: 'light', soundEffects: true }).expect(200);
    await ada.put('/api/users/me/settings', { theme: 'dark', soundEffects: false, pushNotifications: false }).expect(200);
    expect((await ben.get('/api/users/me/settings').expect(200)).body.data).toEqual(DEFAULTS);
  });

  it.each(['student', 'teacher', 'parent', 'sponsor'])('a %s reads and saves their own settings', async (userRole) => {
    const { client } = await signedInClient(t.app, { userRole });
    expect((await client.get('/api/users/me/settings').expect(200)).body.data).toEqual(DEFAULTS);
    await client.put('/api/users/me/settings', { theme: 'dark' }).expect(200);
    expect((await client.get('/api/users/me/settings').expect(200)).body.data.theme).toBe('dark');
  });

  it('two changes of different fields at once both last', async () => {
    const { client } = await signedInClient(t.app);
    await Promise.all([client.put('/api/users/me/settings', { theme: 'dark' }).expect(200), client.put('/api/users/me/settings', { soundEffects: false }).expect(200)]);
    expect((await client.get('/api/users/me/settings').expect(200)).body.data).toMatchObject({ theme: 'dark', soundEffects: false });
  });

  it('asks for a sign-in', async () => {
    const { client } = await signedInClient(t.app);
    client.jwt = null;
    const answer = await client.get('/api/users/me/settings').expect(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    await client.put('/api/users/me/settings', { theme: 'dark' }).expect(401);
  });
});
