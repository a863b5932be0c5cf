import { shownRatingAverage } from '../../domain/content/rating-change';
import type { TeacherProfileRecord } from './teacher.repositories.port';

/** The teacher profile of spec §3, with the header's names and figures. */
export interface TeacherProfile {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  department: string | null;
  yearsOfExperience: number;
  bio: string | null;
  subjects: string[];
  totalEarnings: number;
  contentCount: number;
  totalStudents: number;
  /** The average of every rating of the teacher's content, to 1 decimal; 0 without ratings. */
  rating: number;
  ratingCount: number;
  timeZone: string;
}

export function teacherProfile(record: TeacherProfileRecord): TeacherProfile {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    avatar: record.avatar,
    department: record.department,
    yearsOfExperience: record.yearsOfExperience,
    bio: record.bio,
    subjects: record.subjects,
    totalEarnings: record.totalEarnings,
    contentCount: record.contentCount,
    totalStudents: record.totalStudents,
    rating: shownRatingAverage({ sum: record.ratingSum, count: record.ratingCount }),
    ratingCount: record.ratingCount,
    timeZone: record.timeZone,
  };
}
