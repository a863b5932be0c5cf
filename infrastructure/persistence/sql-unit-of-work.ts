import type { Transaction, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { SqlAccountDeletionRepository } from './repositories/sql-account-deletion.repository';
import { SqlActivityRepository } from './repositories/sql-activity.repository';
import { SqlClassAnalyticsRepository } from './repositories/sql-class-analytics.repository';
import { SqlClassInvitationRepository } from './repositories/sql-class-invitation.repository';
import { SqlJoinAttemptRepository } from './repositories/sql-join-attempt.repository';
import { SqlClassMemberRepository } from './repositories/sql-class-member.repository';
import { SqlClassRepository } from './repositories/sql-class.repository';
import { SqlCatalogueRepository } from './repositories/sql-catalogue.repository';
import { SqlContentItemRepository, SqlEnrollmentRepository, SqlTeacherEarningsRepository } from './repositories/sql-enrollment.repositories';
import { SqlInventoryRepository } from './repositories/sql-inventory.repository';
import { SqlLedgerRepository } from './repositories/sql-ledger.repository';
import { SqlParentLinkRepository } from './repositories/sql-parent-link.repository';
import { SqlFamilyReadRepository } from './repositories/sql-family-read.repository';
import { SqlParentAccountRepository, SqlParentTransferRepository } from './repositories/sql-parent-account.repository';
import { SqlParentGoalRepository } from './repositories/sql-parent-goal.repository';
import { SqlPersonalDataReader } from './repositories/sql-personal-data.reader';
import { SqlPlayerRepository } from './repositories/sql-player.repository';
import { SqlBoostRepository, SqlChallengeClaimRepository, SqlChestRepository } from './repositories/sql-reward.repositories';
import { SqlSessionRepository } from './repositories/sql-session.repository';
import { SqlSponsorshipRepository } from './repositories/sql-sponsorship.repository';
import { SqlSponsorRepository } from './repositories/sql-sponsor.repository';
import { SqlUserRepository } from './repositories/sql-user.repository';
import { SqlUserSettingsRepository } from './repositories/sql-user-settings.repository';
import { SqlVideoCodeRepository } from './repositories/sql-video-code.repository';
import { SqlPasswordResetCodeRepository } from './repositories/sql-password-reset-code.repository';
import { SqlContentManagementRepository } from './repositories/sql-content-management.repository';
import { SqlContentRatingRepository } from './repositories/sql-content-rating.repository';
import { SqlCourseProgressRepository } from './repositories/sql-course-progress.repository';
import { SqlLearningAnalyticsRepository } from './repositories/sql-learning-analytics.repository';
import { SqlReceivedChallengeRepository } from './repositories/sql-received-challenge.repository';
import { SqlLeaderboardChallengeRepository } from './repositories/sql-leaderboard-challenge.repository';
import { SqlStudentWishlistRepository } from './repositories/sql-student-wishlist.repository';
import { SqlParentWishlistRepository } from './repositories/sql-parent-wishlist.repository';
import { SqlStudyTimeRepository } from './repositories/sql-study-time.repository';
import { SqlTeacherCountersRepository } from './repositories/sql-teacher-counters.repository';
import { SqlTeacherEnrollmentsRepository } from './repositories/sql-teacher-enrollments.repository';
import { SqlTeacherFiguresRepository } from './repositories/sql-teacher-figures.repository';
import { SqlTeacherProfileRepository } from './repositories/sql-teacher-profile.repository';
import { SqlNotificationRepository } from './repositories/sql-notification.repository';
import { SqlMessageThreadRepository } from './repositories/sql-message-thread.repository';
import { SqlAnnouncementRepository } from './repositories/sql-announcement.repository';
import type { LiveSignal } from '../../application/live/live-events.port';
import type { Sql } from './sql';
import type { SqlDatabase } from './sql-database';

/** One database transaction per `run` (one connection per `read`), with repositories bound to its connection. */
export class SqlUnitOfWork implements UnitOfWork {
  constructor(
    private readonly database: SqlDatabase,
    /** Keeps apart the counts of applications that share one database (each test app has its own); a deployment's instances share the default. */
    private readonly countScope = '',
    /** Hears, once a transaction committed, of the notifications and messages it wrote. */
    private readonly committed: (signals: LiveSignal[]) => void = () => undefined,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const signals: LiveSignal[] = [];
    const result = await this.database.transaction((sql) => work(this.bind(sql, signals)));
    if (signals.length > 0) this.committed(signals);
    return result;
  }

  read<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.database.read((sql) => work(this.bind(sql, [])));
  }

  private bind(sql: Sql, signals: LiveSignal[]): Transaction {
    return {
      users: new SqlUserRepository(sql),
      userSettings: new SqlUserSettingsRepository(sql),
      sessions: new SqlSessionRepository(sql),
      videoCodes: new SqlVideoCodeRepository(sql),
      passwordResetCodes: new SqlPasswordResetCodeRepository(sql),
      players: new SqlPlayerRepository(sql),
      ledger: new SqlLedgerRepository(sql),
      activity: new SqlActivityRepository(sql),
      inventory: new SqlInventoryRepository(sql),
      catalogue: new SqlCatalogueRepository(sql),
      chests: new SqlChestRepository(sql),
      boosts: new SqlBoostRepository(sql),
      claims: new SqlChallengeClaimRepository(sql),
      contentItems: new SqlContentItemRepository(sql),
      enrollments: new SqlEnrollmentRepository(sql),
      sponsorships: new SqlSponsorshipRepository(sql),
      teacherEarnings: new SqlTeacherEarningsRepository(sql),
      courseProgress: new SqlCourseProgressRepository(sql),
      studyTime: new SqlStudyTimeRepository(sql),
      contentRatings: new SqlContentRatingRepository(sql),
      studentWishlist: new SqlStudentWishlistRepository(sql),
      parentWishlist: new SqlParentWishlistRepository(sql),
      learningAnalytics: new SqlLearningAnalyticsRepository(sql),
      receivedChallenges: new SqlReceivedChallengeRepository(sql),
      leaderboardChallenges: new SqlLeaderboardChallengeRepository(sql),
      classes: new SqlClassRepository(sql),
      classMembers: new SqlClassMemberRepository(sql),
      classInvitations: new SqlClassInvitationRepository(sql),
      joinAttempts: new SqlJoinAttemptRepository(sql, this.countScope),
      classAnalytics: new SqlClassAnalyticsRepository(sql),
      teacherCounters: new SqlTeacherCountersRepository(sql),
      teacherProfiles: new SqlTeacherProfileRepository(sql),
      teacherFigures: new SqlTeacherFiguresRepository(sql),
      teacherEnrollments: new SqlTeacherEnrollmentsRepository(sql),
      contentManagement: new SqlContentManagementRepository(sql),
      parentLinks: new SqlParentLinkRepository(sql),
      familyReads: new SqlFamilyReadRepository(sql),
      sponsors: new SqlSponsorRepository(sql),
      parentAccounts: new SqlParentAccountRepository(sql),
      parentTransfers: new SqlParentTransferRepository(sql),
      parentGoals: new SqlParentGoalRepository(sql),
      accountDeletions: new SqlAccountDeletionRepository(sql),
      personalData: new SqlPersonalDataReader(sql),
      notifications: new SqlNotificationRepository(sql, signals),
      messageThreads: new SqlMessageThreadRepository(sql, signals),
      announcements: new SqlAnnouncementRepository(sql),
    };
  }
}
