import type { AccessType } from '../../domain/content/access-type';
import type { Visibility } from '../../domain/content/content-taxonomy';

/** What enrolling needs to know of a content. */
export interface ContentForEnrollment {
  id: number;
  teacherId: number;
  title: string;
  tokenPrice: number;
  visibility: Visibility;
  withdrawn: boolean;
  draft: boolean;
}

export interface ContentItemRepository {
  /** Locks the content row for the enrollment (after the student's rows); null when it does not exist. */
  getForEnrollment(contentId: number): Promise<ContentForEnrollment | null>;
  countEnrollment(contentId: number): Promise<void>;
}

export interface NewEnrollment {
  studentId: number;
  contentId: number;
  accessType: AccessType;
  tokensSpent: number;
  sponsorshipId: number | null;
  now: Date;
}

export interface EnrollmentRepository {
  exists(studentId: number, contentId: number): Promise<boolean>;
  /** Records the enrollment; the unique (student, content) pair refuses a second one with AlreadyEnrolledError. */
  create(enrollment: NewEnrollment): Promise<{ id: number; createdAt: Date }>;
}

export interface SponsorshipRepository {
  /**
   * Draws `price` tokens from a sponsorship of the content whose pool still covers it; answers that
   * sponsorship and its sponsor, or null when no pool does (the student then pays).
   */
  drawFor(contentId: number, price: number): Promise<{ id: number; sponsorId: number } | null>;
}

export interface TeacherEarningsRepository {
  addEarnings(teacherId: number, tokens: number): Promise<void>;
}
