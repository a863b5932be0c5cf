import { changeSettings, settingsOrDefaults, type UserSettings, type UserSettingsChanges } from '../../domain/accounts/user-settings';
import { UserNotFoundError } from './auth/auth.errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/**
 * Saves the fields the user changed and keeps the others. The user row is locked first, so two
 * changes of different fields at once both last.
 */
export class UpdateUserSettingsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(command: { userId: number; changes: UserSettingsChanges }): Promise<UserSettings> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.users.getForUpdate(command.userId))) throw new UserNotFoundError();
      const settings = changeSettings(settingsOrDefaults(await tx.userSettings.find(command.userId)), command.changes);
      await tx.userSettings.save(command.userId, settings);
      return settings;
    });
  }
}
