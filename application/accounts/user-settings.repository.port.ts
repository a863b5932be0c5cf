import type { UserSettings } from '../../domain/accounts/user-settings';

export interface UserSettingsRepository {
  /** The settings the user saved, or null when they never saved any. */
  find(userId: number): Promise<UserSettings | null>;
  save(userId: number, settings: UserSettings): Promise<void>;
}
