import type { DataSourceOptions } from 'typeorm';
import { InitialSchema1763769600000 } from './migrations/1763769600000-initial-schema';
import { LeaderboardIndexes1763856000000 } from './migrations/1763856000000-leaderboard-indexes';
import { XpLedgerByUserAndDate1763942400000 } from './migrations/1763942400000-xp-ledger-by-user-and-date';
import { ContentLearning1764028800000 } from './migrations/1764028800000-content-learning';
import { TeacherFigures1764201600000 } from './migrations/1764201600000-teacher-figures';
import { TeacherBenchIndexes1764374400000 } from './migrations/1764374400000-teacher-bench-indexes';
import { ParentGoals1764547200000 } from './migrations/1764547200000-parent-goals';
import { WishlistDecisions1764633600000 } from './migrations/1764633600000-wishlist-decisions';
import { SponsorFigures1764720000000 } from './migrations/1764720000000-sponsor-figures';
import { FamilyLink1764460800000 } from './migrations/1764460800000-family-link';
import { BoardOutbox1764806400000 } from './migrations/1764806400000-board-outbox';
import { VideoCodes1764892800000 } from './migrations/1764892800000-video-codes';
import { AvatarsServedByTheApp1764979200000 } from './migrations/1764979200000-avatars-served-by-the-app';
import { FairDays1765065600000 } from './migrations/1765065600000-fair-days';
import { StateSharedByInstances1765152000000 } from './migrations/1765152000000-state-shared-by-instances';
import { UserSettings1765242000000 } from './migrations/1765242000000-user-settings';
import { AccountDeletions1765328400000 } from './migrations/1765328400000-account-deletions';
import { AccountStandingNotices1765414800000 } from './migrations/1765414800000-account-standing-notices';
import { CourseListVersions1765504800000 } from './migrations/1765504800000-course-list-versions';
import { TeacherFiguresVersions1765591200000 } from './migrations/1765591200000-teacher-figures-versions';
import { BoardOutboxRowLocks1765677600000 } from './migrations/1765677600000-board-outbox-row-locks';
import { BoardOutboxBoards1766000900000 } from './migrations/1766000900000-board-outbox-boards';
import { LearningEvidence1765764000000 } from './migrations/1765764000000-learning-evidence';
import { ViewsOnceADay1765850400000 } from './migrations/1765850400000-views-once-a-day';
import { SignInTimesKeptByWindow1766000000000 } from './migrations/1766000000000-sign-in-times-kept-by-window';
import { PasswordResetCodes1766000100000 } from './migrations/1766000100000-password-reset-codes';
import { ClassInvitations1766000200000 } from './migrations/1766000200000-class-invitations';
import { UnmatchedParentRequests1766000300000 } from './migrations/1766000300000-unmatched-parent-requests';
import { StudentsSortedByName1766000400000 } from './migrations/1766000400000-students-sorted-by-name';
import { ParentTransfersNewestFirst1766000500000 } from './migrations/1766000500000-parent-transfers-newest-first';
import { ContentDrafts1766000600000 } from './migrations/1766000600000-content-drafts';
import { MessagesAndNotifications1766000800000 } from './migrations/1766000800000-messages-and-notifications';
import { MediaUploads1766000700000 } from './migrations/1766000700000-media-uploads';

export const MIGRATIONS = [InitialSchema1763769600000, LeaderboardIndexes1763856000000, XpLedgerByUserAndDate1763942400000, ContentLearning1764028800000, TeacherFigures1764201600000, TeacherBenchIndexes1764374400000, FamilyLink1764460800000, ParentGoals1764547200000, WishlistDecisions1764633600000, SponsorFigures1764720000000, BoardOutbox1764806400000, VideoCodes1764892800000, AvatarsServedByTheApp1764979200000, FairDays1765065600000, StateSharedByInstances1765152000000, UserSettings1765242000000, AccountDeletions1765328400000, AccountStandingNotices1765414800000, CourseListVersions1765504800000, TeacherFiguresVersions1765591200000, BoardOutboxRowLocks1765677600000, LearningEvidence1765764000000, ViewsOnceADay1765850400000, SignInTimesKeptByWindow1766000000000, PasswordResetCodes1766000100000, UnmatchedParentRequests1766000300000, ClassInvitations1766000200000, StudentsSortedByName1766000400000, ParentTransfersNewestFirst1766000500000, ContentDrafts1766000600000, MediaUploads1766000700000, MessagesAndNotifications1766000800000, BoardOutboxBoards1766000900000];

/**
 * pipeline: connections send statements without waiting for the answers before them (see Sql).
 * Only for a PostgreSQL server; the embedded one answers one statement at a time.
 */
export function dataSourceOptions(url: string, schema: string | null, poolSize = 10, pipeline = false): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: schema ?? undefined,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    installExtensions: false,
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      pipeline,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    },
  };
}
