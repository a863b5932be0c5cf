import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, THEMES, type Language, type Theme, type UserSettings, type UserSettingsChanges } from '../../../../domain/accounts/user-settings';

export class UserSettingsDto implements UserSettings {
  @ApiProperty({ description: 'Push notifications on (default true)', example: true })
  pushNotifications: boolean;

  @ApiProperty({ description: 'Sound effects on (default true)', example: true })
  soundEffects: boolean;

  @ApiProperty({ enum: [...THEMES], description: 'The look of the app (default light)', example: 'light' })
  theme: Theme;

  @ApiProperty({ enum: [...LANGUAGES], description: 'The language of the app (default en)', example: 'en' })
  language: Language;
}

/** PUT /users/me/settings: any of the fields; those left out keep their value. */
export class UpdateUserSettingsDto implements UserSettingsChanges {
  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: 'pushNotifications must be true or false' })
  pushNotifications?: boolean;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: 'soundEffects must be true or false' })
  soundEffects?: boolean;

  @ApiPropertyOptional({ enum: [...THEMES], example: 'dark' })
  @IsOptional()
  @IsIn([...THEMES], { message: `theme must be one of: ${THEMES.join(', ')}` })
  theme?: Theme;

  @ApiPropertyOptional({ enum: [...LANGUAGES], example: 'en' })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}
