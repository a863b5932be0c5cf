import { settingsOrDefaults, type UserSettings } from '../../domain/accounts/user-settings';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/** The signed-in user's settings; the defaults until they save some. */
export class GetUserSettingsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { userId: number }): Promise<UserSettings> {
    return this.unitOfWork.run(async (tx) => settingsOrDefaults(await tx.userSettings.find(query.userId)));
  }
}
