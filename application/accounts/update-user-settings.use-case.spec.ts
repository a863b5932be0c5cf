import type { UserSettings } from '../../domain/accounts/user-settings';
import { UserNotFoundError } from './auth/auth.errors';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { GetUserSettingsUseCase } from './get-user-settings.use-case';
import { UpdateUserSettingsUseCase } from './update-user-settings.use-case';
import type { UserSettingsRepository } from './user-settings.repository.port';

class FakeUserSettings implements UserSettingsRepository {
  readonly saved = new Map<number, UserSettings>();
  async find(userId: number) {
    const settings = this.saved.get(userId);
    return settings ? { ...settings } : null;
  }
  async save(userId: number, settings: UserSettings) {
    this.saved.set(userId, { ...settings });
  }
}

function setup() {
  const settings = new FakeUserSettings();
  const locked: number[] = [];
  const tx = {
    userSettings: settings,
    users: { getForUpdate: async (id: number) => (locked.push(id), id === 404 ? null : { id }) },
  } as unknown as Transaction;
  const unitOfWork: UnitOfWork = { run: (work) => work(tx), read: (work) => work(tx) };
  return { settings, locked, get: new GetUserSettingsUseCase(unitOfWork), update: new UpdateUserSettingsUseCase(unitOfWork) };
}

describe('user settings', () => {
  it('are the defaults before anything is saved', async () => {
    const { get } = setup();
    expect(await get.execute({ userId: 1 })).toEqual({ pushNotifications: true, soundEffects: true, theme: 'light', language: 'en' });
  });

  it('saves a partial change over the defaults, then over what was saved, locking the user first', async () => {
    const { get, update, locked } = setup();
    expect(await update.execute({ userId: 1, changes: { theme: 'dark' } })).toEqual({ pushNotifications: true, soundEffects: true, theme: 'dark', language: 'en' });
    await update.execute({ userId: 1, changes: { soundEffects: false } });
    expect(await get.execute({ userId: 1 })).toEqual({ pushNotifications: true, soundEffects: false, theme: 'dark', language: 'en' });
    expect(locked).toEqual([1, 1]);
  });

  it("leaves another user's settings alone", async () => {
    const { get, update } = setup();
    await update.execute({ userId: 1, changes: { pushNotifications: false } });
    expect((await get.execute({ userId: 2 })).pushNotifications).toBe(true);
  });

  it('refuses a user who is gone', async () => {
    const { update, settings } = setup();
    await expect(update.execute({ userId: 404, changes: { theme: 'dark' } })).rejects.toBeInstanceOf(UserNotFoundError);
    expect(settings.saved.size).toBe(0);
  });
});
