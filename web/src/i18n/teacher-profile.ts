/**
 * Texts of the teacher's profile (English): the form in Settings, the header's invitation to
 * write a bio, and how a content's page introduces its teacher.
 */

import type { FieldProblems } from '../../../domain/shared/field-problem';
import { TEACHER_PROFILE_LIMITS as L } from '../../../domain/teacher/teacher-profile-form';

export const teacherProfileTexts = {
  form: {
    title: 'Your profile',
    intro: 'Students see your picture, name, department and a short bio on the pages of your content.',
    department: 'Department',
    departmentHint: (length: number) => `${length} / ${L.departmentMax}`,
    years: 'Years of experience',
    yearsHint: `A whole number from ${L.yearsMin} to ${L.yearsMax}`,
    bio: 'Bio',
    bioPlaceholder: 'A few sentences about you and how you teach',
    bioHint: (length: number) => `${length} / ${L.bioMax}`,
    subjects: 'Subjects',
    subjectsHint: (count: number) => `Type a subject and press Enter to add it (${count} / ${L.subjectsMax})`,
    subjectsFull: `You have the most subjects there may be (${L.subjectsMax}). Remove one to add another.`,
    subjectTooLong: `A subject has at most ${L.subjectMax} characters`,
    removeSubject: (subject: string) => `Remove ${subject}`,
    picture: 'Picture',
    pictureOf: (name: string) => `Your picture, ${name}`,
    uploadPicture: 'Upload a picture',
    changePicture: 'Change picture',
    uploading: 'Uploading...',
    removePicture: 'Remove picture',
    pictureHint: 'A JPEG, PNG, WebP or GIF picture; it is shown in a circle.',
    save: 'Save profile',
    saving: 'Saving...',
    saved: 'Your profile was saved',
    invalid: 'Some fields need your attention.',
  },
  problems: {
    department: `The department has at most ${L.departmentMax} characters`,
    years: `Years of experience must be a whole number from ${L.yearsMin} to ${L.yearsMax}`,
    bio: `The bio has at most ${L.bioMax} characters`,
    subjects: `At most ${L.subjectsMax} subjects of at most ${L.subjectMax} characters each`,
    avatar: 'The picture must be one uploaded here',
    invalid: 'Check this field',
  },
  apiErrors: {
    save: 'Failed to save your profile',
    upload: 'Failed to upload the picture',
  },
  header: {
    /** The empty bio: an invitation, not a verdict. */
    writeBio: 'Tell your students about yourself: add a bio in Settings.',
    openSettings: 'Open Settings',
  },
  contentPage: {
    teacher: 'Your teacher',
    teacherOf: (name: string) => `About the teacher, ${name}`,
    pictureOf: (name: string) => `Picture of ${name}`,
    subjects: 'Subjects',
  },
} as const;

/** One sentence a field, whatever its problem (domain/teacher/teacher-profile-form.ts finds them). */
export function teacherProfileProblemTexts(problems: FieldProblems): Record<string, string> {
  const words = teacherProfileTexts.problems;
  const byField: Record<string, string> = { department: words.department, yearsOfExperience: words.years, bio: words.bio, subjects: words.subjects, avatar: words.avatar };
  const texts: Record<string, string> = {};
  for (const field of Object.keys(problems)) texts[field] = byField[field] ?? words.invalid;
  return texts;
}
