import type { ContentCategory } from '../../../domain/content/content-taxonomy';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-school.data';
import type { DemoContentItem, DemoTeacherKey } from './demo-content-kit';
import { HUMANITIES_CONTENT } from './demo-content-humanities.data';
import { STEM_CONTENT } from './demo-content-stem.data';
import { withDemoMedia } from './demo-media';

export type DemoTeacher = {
  key: DemoTeacherKey;
  account: DemoAccount;
  department: string;
  yearsOfExperience: number;
  bio: string;
  subjects: ContentCategory[];
};

/** The demo school's teachers; the first is the demo teacher the README lists. Password: 'Teacher123!'. */
export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  {
    key: 'alan',
    account: DEMO_ACCOUNTS.teacher,
    department: 'Science & Humanities',
    yearsOfExperience: 12,
    bio: "Head of learning at Riverside Academy, who writes most of the school's courses. Loves turning hard ideas into small, playful steps; runs the science fair, the Thursday maths club and the after-school Code Club.",
    subjects: ['math', 'science', 'programming', 'geography', 'history', 'english'],
  },
  {
    key: 'lucia',
    account: { username: 'lucia_rivera', email: 'lucia.rivera@teachers.example.org', password: 'Teacher123!', firstName: 'Lucia', lastName: 'Rivera' },
    department: 'English & Arts',
    yearsOfExperience: 12,
    bio: "A former children's book editor who believes every student has a story worth telling and a sketchbook worth filling.",
    subjects: ['english', 'art', 'general'],
  },
  {
    key: 'david',
    account: { username: 'david_okoye', email: 'david.okoye@teachers.example.org', password: 'Teacher123!', firstName: 'David', lastName: 'Okoye' },
    department: 'Humanities',
    yearsOfExperience: 15,
    bio: 'Brings maps, primary sources and a good argument to every lesson. Leads the school trip to the Roman wall each spring.',
    subjects: ['history', 'geography', 'general'],
  },
  {
    key: 'sara',
    account: { username: 'sara_lindqvist', email: 'sara.lindqvist@teachers.example.org', password: 'Teacher123!', firstName: 'Sara', lastName: 'Lindqvist' },
    department: 'Computing',
    yearsOfExperience: 6,
    bio: 'A software engineer turned teacher. Builds small projects with her students so that code feels like a craft, not a mystery.',
    subjects: ['programming', 'math', 'general'],
  },
];

/**
 * The demo catalogue: four teachers' content across every category, type and difficulty; the demo
 * teacher wrote most of it. Each has a picture the product makes (a video's still, else a cover) and
 * a few documents a handout.
 */
export const DEMO_CONTENT: readonly DemoContentItem[] = withDemoMedia([...STEM_CONTENT, ...HUMANITIES_CONTENT]);
