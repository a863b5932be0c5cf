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
