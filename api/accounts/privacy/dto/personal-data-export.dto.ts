import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION } from '../../../../domain/accounts/data-export';

const rows = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const oneRow = { type: 'object', additionalProperties: true, nullable: true } as const;

/**
 * GET /users/me/export: the account's personal data as one JSON file. Sections a role does not use
 * are empty lists or null. Other people appear only as `personName`.
 */
export class PersonalDataExportDto {
  @ApiProperty({ example: DATA_EXPORT_FORMAT })
  format: string;

  @ApiProperty({ example: DATA_EXPORT_VERSION })
  version: number;

  @ApiProperty({ type: String, format: 'date-time' })
  exportedAt: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Username, e-mail, role, names, token balance, time zone, dates' })
  account: Record<string, unknown>;

  @ApiProperty(oneRow) studentProfile: Record<string, unknown> | null;
  @ApiProperty(oneRow) teacherProfile: Record<string, unknown> | null;
  @ApiProperty(oneRow) parentProfile: Record<string, unknown> | null;
  @ApiProperty(oneRow) sponsorProfile: Record<string, unknown> | null;
  @ApiProperty({ ...oneRow, description: 'Saved preferences; null while the defaults apply' }) settings: Record<string, unknown> | null;
  @ApiProperty(oneRow) gamingProfile: Record<string, unknown> | null;
  @ApiProperty(oneRow) activityTotals: Record<string, unknown> | null;
  @ApiProperty(rows) dailyActivity: Record<string, unknown>[];
  @ApiProperty(rows) tokenLedger: Record<string, unknown>[];
  @ApiProperty(rows) xpLedger: Record<string, unknown>[];
  @ApiProperty(rows) inventory: Record<string, unknown>[];
  @ApiProperty(rows) activeBoosts: Record<string, unknown>[];
  @ApiProperty(rows) dailyChests: Record<string, unknown>[];
  @ApiProperty(rows) challengeClaims: Record<string, unknown>[];
  @ApiProperty(rows) leaderboardChallenges: Record<string, unknown>[];
  @ApiProperty(rows) enrollments: Record<string, unknown>[];
  @ApiProperty(rows) ratings: Record<string, unknown>[];
  @ApiProperty(rows) quizAttempts: Record<string, unknown>[];
  @ApiProperty(rows) studySessions: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'Content opened: which, and on which day' }) contentViews: Record<string, unknown>[];
  @ApiProperty(rows) wishlist: Record<string, unknown>[];
  @ApiProperty(rows) classMemberships: Record<string, unknown>[];
  @ApiProperty(rows) classesTaught: Record<string, unknown>[];
  @ApiProperty(rows) contentAuthored: Record<string, unknown>[];
  @ApiProperty(rows) sponsorships: Record<string, unknown>[];
  @ApiProperty(rows) familyLinks: Record<string, unknown>[];
  @ApiProperty(rows) familyGoals: Record<string, unknown>[];
  @ApiProperty(rows) familyTransfers: Record<string, unknown>[];
  @ApiProperty(rows) wishlistDecisions: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: "Class invitations received (class, teacher, state) and sent by a teacher's classes (what was typed; invited or accepted)" })
  classInvitations: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'Password reset codes made for me (by mail, or by a parent or teacher, named) or by me for a child: when, until when, used when; never the code' })
  recoveryCodes: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'What I was told: the kind, who caused it (by name), what it said, when, read when' })
  notifications: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'Messages I wrote to a parent or a teacher: to whom (by name), what, when' }) messagesSent: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'Announcements I posted to a class of mine: which class, what, when' }) announcementsPosted: Record<string, unknown>[];
  @ApiProperty({ ...rows, description: 'Sign-ins: when, from which device, until when' }) signIns: Record<string, unknown>[];
  @ApiProperty({ ...oneRow, description: 'The deletion waiting for its grace period to end, if any' }) accountDeletion: Record<string, unknown> | null;
}
