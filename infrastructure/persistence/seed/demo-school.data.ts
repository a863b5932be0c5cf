export type DemoAccount = { username: string; email: string; password: string; firstName: string | null; lastName: string | null };

/** The demo school's sign-ins; the README lists them. */
export const DEMO_ACCOUNTS: Record<'student' | 'teacher' | 'parent' | 'sponsor', DemoAccount> = {
  student: { username: 'demo_student', email: 'student@demo.questlearn.org', password: 'Student123!', firstName: 'Maya', lastName: 'Lopez' },
  teacher: { username: 'demo_teacher', email: 'teacher@demo.questlearn.org', password: 'Teacher123!', firstName: 'Alan', lastName: 'Brooks' },
  parent: { username: 'demo_parent', email: 'parent@demo.questlearn.org', password: 'Parent123!', firstName: 'Elena', lastName: 'Lopez' },
  sponsor: { username: 'demo_sponsor', email: 'sponsor@demo.questlearn.org', password: 'Sponsor123!', firstName: null, lastName: null },
};

export const DEMO_STUDENT_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Liam', 'Chen'], ['Olivia', 'Patel'], ['Noah', 'Kim'], ['Emma', 'Garcia'], ['Ava', 'Nguyen'],
  ['Lucas', 'Silva'], ['Mia', 'Johnson'], ['Ethan', 'Brown'], ['Sofia', 'Rossi'], ['Leo', 'Muller'],
  ['Isla', 'Khan'], ['Mateo', 'Costa'], ['Zoe', 'Martin'], ['Aria', 'Okafor'], ['Kai', 'Tanaka'],
  ['Nora', 'Haddad'], ['Omar', 'Aziz'], ['Lily', 'Evans'], ['Finn', 'Murphy'], ['Hana', 'Sato'],
  ['Ravi', 'Sharma'], ['Chloe', 'Dubois'], ['Jonas', 'Berg'], ['Amara', 'Mensah'], ['Theo', 'Novak'],
  ['Yara', 'Farah'], ['Elias', 'Weber'], ['Ines', 'Moreau'], ['Max', 'Fischer'], ['Priya', 'Iyer'],
];

export type DemoClass = {
  name: string;
  subject: string;
  gradeLevel: string;
  capacity: number;
  /** Six characters of the join-code alphabet (no 0, O, 1 or I). */
  joinCode: string;
  isActive: boolean;
  description: string;
  /** The class runs from this many days before the seed's day … */
  startedDaysAgo: number;
  /** … to this many days after it (negative: it ended). */
  endsInDays: number;
  /** Learners by index: 0 is the demo student, 1 + i the i-th of DEMO_STUDENT_NAMES. */
  members: number[];
  /** A class analytics snapshot is stored for it, so the panel has something before 'Create analytics'. */
  analytics: boolean;
};

const learners = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The demo teacher's classes: the demo student's maths class, a science class close to its
 * capacity, and last term's Code Club, switched off.
 */
export const DEMO_CLASSES: readonly DemoClass[] = [
  {
    name: 'Maths Explorers',
    subject: 'math',
    gradeLevel: 'Grade 7',
    capacity: 30,
    joinCode: 'MATH42XP',
    isActive: true,
    description: 'Puzzles, patterns and proofs for curious minds. Fractions and algebra this term; homework quests every Friday.',
    startedDaysAgo: 30,
    endsInDays: 150,
    members: [0, ...learners(1, 14)],
    analytics: true,
  },
  {
    name: 'Young Scientists',
    subject: 'science',
    gradeLevel: 'Grade 8',
    capacity: 14,
    joinCode: 'LAB7KB35',
    isActive: true,
    description: 'Hands-on experiments, from the water cycle to forces and motion. Lab coats on Tuesdays.',
    startedDaysAgo: 30,
    endsInDays: 150,
    members: learners(15, 26),
    analytics: false,
  },
  {
    name: 'Code Club',
    subject: 'programming',
    gradeLevel: 'Grade 7-8',
    capacity: 12,
    joinCode: 'BYTE27CD',
    isActive: false,
    description: "Last term's after-school club: small projects in Python and HTML. Closed until the spring term.",
    startedDaysAgo: 150,
    endsInDays: -40,
    members: [...learners(27, 30), 3, 8, 17, 21],
    analytics: false,
  },
];
