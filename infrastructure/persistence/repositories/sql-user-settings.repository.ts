import type { UserSettingsRepository } from '../../../application/accounts/user-settings.repository.port';
import type { Language, Theme, UserSettings } from '../../../domain/accounts/user-settings';
import type { Sql } from '../sql';

interface UserSettingsRow {
  push_notifications: boolean;
  sound_effects: boolean;
  theme: Theme;
  language: Language;
}

export class SqlUserSettingsRepository implements UserSettingsRepository {
  constructor(private readonly sql: Sql) {}

  async find(userId: number): Promise<UserSettings | null> {
    const row = await this.sql.one<UserSettingsRow>(`SELECT push_notifications, sound_effects, theme, language FROM user_settings WHERE user_id = $1`, [userId]);
    return row && { pushNotifications: row.push_notifications, soundEffects: row.sound_effects, theme: row.theme, language: row.language };
  }

  async save(userId: number, settings: UserSettings): Promise<void> {
    await this.sql.execute(
      `INSERT INTO user_settings (user_id, push_notifications, sound_effects, theme, language, updated_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET push_notifications = EXCLUDED.push_notifications, sound_effects = EXCLUDED.sound_effects,
         theme = EXCLUDED.theme, language = EXCLUDED.language, updated_at = EXCLUDED.updated_at`,
      [userId, settings.pushNotifications, settings.soundEffects, settings.theme, settings.language],
    );
  }
}
