import type { UserRepository } from '../accounts/user.repository.port';
import type { AccountDeletionRepository } from '../accounts/account-deletion.repository.port';
import type { PersonalDataReader } from '../accounts/personal-data.port';
import type { UserSettingsRepository } from '../accounts/user-settings.repository.port';
import type { ClassAnalyticsRepository, ClassInvitationRepository, ClassMemberRepository, ClassRepository, JoinAttemptRepository } from '../classes/class.repositories.port';
import type { ContentManagementRepository } from '../content/content-management.port';
import type { ContentItemRepository, EnrollmentRepository, SponsorshipRepository, TeacherEarningsRepository } from '../content/enrollment.repositories.port';
import type {
  ContentRatingRepository,
  CourseProgressRepository,
  LearningAnalyticsRepository,
  ReceivedChallengeRepository,
  StudentWishlistRepository,
  StudyTimeRepository,
} from '../learning/learning.repositories.port';
import type { LeaderboardChallengeRepository } from '../leaderboard/leaderboard-challenge.repository.port';
import type { ParentLinkRepository } from '../parents/parent-link.repository.port';
import type { FamilyReadRepository } from '../parents/family-reads.port';
import type { ParentAccountRepository, ParentGoalRepository, ParentTransferRepository } from '../parents/parent-money.repositories.port';
import type { SessionRepository } from '../sessions/session.repository.port';
import type { VideoCodeRepository } from '../accounts/auth/video-code.repository.port';
import type { PasswordResetCodeRepository } from '../accounts/auth/password-reset.repository.port';
import type { NotificationRepository } from '../notifications/notification.repository.port';
import type { AnnouncementRepository, MessageThreadRepository } from '../messages/message.repositories.port';
import type { SponsorRepository } from '../sponsors/sponsor.repository.port';
import type { ParentWishlistRepository } from '../wishlist/parent-wishlist.port';
import type { TeacherCountersRepository, TeacherEnrollmentsRepository, TeacherFiguresRepository, TeacherProfileRepository } from '../teacher/teacher.repositories.port';
import type {
  ActivityRepository,
  BoostRepository,
  CatalogueRepository,
  ChallengeClaimRepository,
  ChestRepository,
  InventoryRepository,
  LedgerRepository,
  PlayerRepository,
} from '../game/game.repositories.port';

/** Repositories bound to one database transaction. */
export interface Transaction {
  users: UserRepository;
  userSettings: UserSettingsRepository;
  sessions: SessionRepository;
  videoCodes: VideoCodeRepository;
  passwordResetCodes: PasswordResetCodeRepository;
  players: PlayerRepository;
  ledger: LedgerRepository;
  activity: ActivityRepository;
  inventory: InventoryRepository;
  catalogue: CatalogueRepository;
  chests: ChestRepository;
  boosts: BoostRepository;
  claims: ChallengeClaimRepository;
  contentItems: ContentItemRepository;
  enrollments: EnrollmentRepository;
  sponsorships: SponsorshipRepository;
  teacherEarnings: TeacherEarningsRepository;
  courseProgress: CourseProgressRepository;
  studyTime: StudyTimeRepository;
  contentRatings: ContentRatingRepository;
  studentWishlist: StudentWishlistRepository;
  parentWishlist: ParentWishlistRepository;
  learningAnalytics: LearningAnalyticsRepository;
  receivedChallenges: ReceivedChallengeRepository;
  leaderboardChallenges: LeaderboardChallengeRepository;
  classes: ClassRepository;
  classMembers: ClassMemberRepository;
  classInvitations: ClassInvitationRepository;
  joinAttempts: JoinAttemptRepository;
  classAnalytics: ClassAnalyticsRepository;
  teacherCounters: TeacherCountersRepository;
  teacherProfiles: TeacherProfileRepository;
  teacherFigures: TeacherFiguresRepository;
  teacherEnrollments: TeacherEnrollmentsRepository;
  contentManagement: ContentManagementRepository;
  parentLinks: ParentLinkRepository;
  familyReads: FamilyReadRepository;
  sponsors: SponsorRepository;
  parentAccounts: ParentAccountRepository;
  parentTransfers: ParentTransferRepository;
  parentGoals: ParentGoalRepository;
  accountDeletions: AccountDeletionRepository;
  personalData: PersonalDataReader;
  notifications: NotificationRepository;
  messageThreads: MessageThreadRepository;
  announcements: AnnouncementRepository;
}

export interface UnitOfWork {
  /** Runs the work in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs work that only reads on one connection, with no transaction to open and commit: each
   * statement sees what was committed when it runs, and statements run in the order they are made.
   */
  read<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}
