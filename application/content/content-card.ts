import type { ContentCategory, ContentType, Difficulty, Visibility } from '../../domain/content/content-taxonomy';

/** The teacher as a content card shows them (spec §3: teacher.user and department). */
export interface ContentTeacher {
  id: number;
  department: string | null;
  user: { username: string; firstName: string | null; lastName: string | null };
  /** What a content's own page shows of its teacher besides (a single content's read only). */
  avatar?: string | null;
  bio?: string | null;
  subjects?: string[];
}

/** A content item as lists show it (spec §3), without its contentData. */
export interface ContentCard {
  id: number;
  title: string;
  description: string;
  type: ContentType;
  category: ContentCategory;
  difficulty: Difficulty;
  duration: number;
  tokenPrice: number;
  visibility: Visibility;
  tags: string[];
  thumbnail: { url: string } | null;
  views: number;
  enrollments: number;
  completions: number;
  rating: number;
  ratingCount: number;
  createdAt: Date;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  teacherUsername: string;
  /** Present when the teacher is populated. */
  teacher?: ContentTeacher;
  analytics: { engagement: { enrollmentRate: number; completionRate: number } };
}
