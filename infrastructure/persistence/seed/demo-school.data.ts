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

type DemoContent = {
  title: string;
  description: string;
  type: 'video' | 'quiz' | 'document' | 'interactive';
  category: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  duration: number;
  tokenPrice: number;
  visibility: 'public' | 'premium' | 'private';
  tags: string[];
  contentData: Record<string, unknown>;
};

const video = (url: string) => ({ videoUrl: url, chapters: ['Introduction', 'Main idea', 'Practice'] });

export const DEMO_CONTENT: readonly DemoContent[] = [
  { title: 'Fractions Made Fun', description: 'Slice pizzas and cakes to understand how fractions work, then add and compare them.', type: 'video', category: 'math', difficulty: 'beginner', duration: 15, tokenPrice: 0, visibility: 'public', tags: ['fractions', 'numbers'], contentData: video('https://media.example.org/fractions.mp4') },
  { title: 'The Water Cycle', description: 'Follow a single drop of water from the ocean to the clouds and back again.', type: 'video', category: 'science', difficulty: 'beginner', duration: 12, tokenPrice: 0, visibility: 'public', tags: ['earth', 'weather'], contentData: video('https://media.example.org/water-cycle.mp4') },
  { title: 'Algebra Quest: Solving for X', description: 'Balance equations like a pro with step-by-step puzzles that build real algebra skills.', type: 'interactive', category: 'math', difficulty: 'intermediate', duration: 45, tokenPrice: 40, visibility: 'public', tags: ['algebra', 'equations'], contentData: { levels: 8 } },
  { title: 'Photosynthesis Quiz', description: 'Ten questions on how plants turn sunlight into food.', type: 'quiz', category: 'science', difficulty: 'beginner', duration: 10, tokenPrice: 0, visibility: 'public', tags: ['plants', 'biology'], contentData: { questions: 10 } },
  { title: 'Python for Young Coders', description: 'Write your first programs: variables, loops and a tiny game, all in Python.', type: 'video', category: 'programming', difficulty: 'beginner', duration: 90, tokenPrice: 60, visibility: 'premium', tags: ['python', 'coding'], contentData: video('https://media.example.org/python.mp4') },
  { title: 'Ancient Egypt Explorer', description: 'Pyramids, pharaohs and hieroglyphs: discover how an ancient civilisation lived.', type: 'document', category: 'history', difficulty: 'beginner', duration: 25, tokenPrice: 15, visibility: 'public', tags: ['egypt', 'civilisations'], contentData: { pages: 14 } },
  { title: 'World Capitals Challenge', description: 'How many capitals do you know? Race the clock across every continent.', type: 'quiz', category: 'geography', difficulty: 'intermediate', duration: 20, tokenPrice: 10, visibility: 'public', tags: ['capitals', 'maps'], contentData: { questions: 25 } },
  { title: 'Creative Writing Workshop', description: 'Build characters, settings and twists, then write a short story of your own.', type: 'interactive', category: 'english', difficulty: 'intermediate', duration: 60, tokenPrice: 30, visibility: 'premium', tags: ['writing', 'stories'], contentData: { prompts: 6 } },
  { title: 'Colour Theory for Artists', description: 'Mix, match and contrast: the colour wheel explained with hands-on exercises.', type: 'video', category: 'art', difficulty: 'beginner', duration: 18, tokenPrice: 0, visibility: 'public', tags: ['colour', 'painting'], contentData: video('https://media.example.org/colour.mp4') },
  { title: 'Forces and Motion Lab', description: 'Push, pull and launch things in a virtual lab to discover Newton\'s laws.', type: 'interactive', category: 'science', difficulty: 'advanced', duration: 75, tokenPrice: 80, visibility: 'public', tags: ['physics', 'newton'], contentData: { experiments: 5 } },
  { title: 'Grammar Essentials', description: 'Nouns, verbs, clauses and commas: the rules that make writing clear.', type: 'document', category: 'english', difficulty: 'beginner', duration: 30, tokenPrice: 0, visibility: 'public', tags: ['grammar'], contentData: { pages: 20 } },
  { title: 'Study Skills Toolkit', description: 'Plan your week, take better notes and remember more with proven techniques.', type: 'video', category: 'general', difficulty: 'beginner', duration: 22, tokenPrice: 0, visibility: 'private', tags: ['study', 'habits'], contentData: video('https://media.example.org/study-skills.mp4') },
];
