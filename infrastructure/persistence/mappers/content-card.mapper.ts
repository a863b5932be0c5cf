import type { ContentCard } from '../../../application/content/content-card';
import { contentEngagement } from '../../../domain/content/rating';
import { shownRatingAverage } from '../../../domain/content/rating-change';

/**
 * The columns a content card is read from, for `FROM content_items c JOIN users t ON t.id = c.teacher_id
 * LEFT JOIN teacher_profiles tp ON tp.user_id = c.teacher_id`. Every query that lists content selects these.
 */
export const CONTENT_CARD_COLUMNS = `c.id, c.title, c.description, c.type, c.category, c.difficulty, c.duration, c.token_price,
  c.visibility, c.tags, c.thumbnail_url, c.views, c.enrollments, c.completions, c.rating_sum, c.rating_count, c.created_at,
  c.teacher_id, t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name,
  tp.department AS teacher_department`;

export const CONTENT_CARD_JOINS = `JOIN users t ON t.id = c.teacher_id LEFT JOIN teacher_profiles tp ON tp.user_id = c.teacher_id`;

export interface ContentCardRow {
  id: number;
  title: string;
  description: string;
  type: ContentCard['type'];
  category: ContentCard['category'];
  difficulty: ContentCard['difficulty'];
  duration: number;
  token_price: number;
  visibility: ContentCard['visibility'];
  tags: string[];
  thumbnail_url: string | null;
  views: number;
  enrollments: number;
  completions: number;
  rating_sum: number;
  rating_count: number;
  created_at: Date;
  teacher_id: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  teacher_department: string | null;
}

export function toContentCard(row: ContentCardRow, options: { populateTeacher: boolean }): ContentCard {
  const card: ContentCard = {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.duration,
    tokenPrice: row.token_price,
    visibility: row.visibility,
    tags: row.tags,
    thumbnail: row.thumbnail_url ? { url: row.thumbnail_url } : null,
    views: row.views,
    enrollments: row.enrollments,
    completions: row.completions,
    rating: shownRatingAverage({ sum: row.rating_sum, count: row.rating_count }),
    ratingCount: row.rating_count,
    createdAt: new Date(row.created_at),
    teacherFirstName: row.teacher_first_name,
    teacherLastName: row.teacher_last_name,
    teacherUsername: row.teacher_username,
    analytics: { engagement: contentEngagement(row) },
  };
  if (options.populateTeacher) {
    card.teacher = {
      id: row.teacher_id,
      department: row.teacher_department,
      user: { username: row.teacher_username, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
    };
  }
  return card;
}
