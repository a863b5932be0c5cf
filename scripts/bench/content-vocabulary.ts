import type { ContentCategory } from '../../domain/content/content-taxonomy';

/**
 * Words the benchmark's catalogue is written with. Each category has its own topics, so a search
 * word such as "ocean" hits a realistic share of the catalogue: a few percent overall, more within
 * its category.
 */
export const TOPICS: Readonly<Record<ContentCategory, readonly string[]>> = {
  math: [
    'fractions', 'decimals', 'percentages', 'ratios', 'algebra', 'equations', 'inequalities', 'functions', 'graphs', 'geometry',
    'angles', 'triangles', 'circles', 'polygons', 'symmetry', 'probability', 'statistics', 'averages', 'sequences', 'primes',
    'factors', 'multiples', 'integers', 'exponents', 'logarithms', 'trigonometry', 'vectors', 'matrices', 'calculus', 'derivatives',
    'integrals', 'measurement', 'volume', 'area', 'perimeter', 'coordinates', 'transformations', 'estimation', 'puzzles', 'patterns',
  ],
  science: [
    'ocean', 'cells', 'atoms', 'molecules', 'energy', 'forces', 'motion', 'gravity', 'magnets', 'electricity',
    'circuits', 'light', 'sound', 'waves', 'planets', 'stars', 'galaxies', 'volcanoes', 'earthquakes', 'rocks',
    'fossils', 'dinosaurs', 'plants', 'photosynthesis', 'ecosystems', 'habitats', 'evolution', 'genetics', 'bacteria', 'viruses',
    'chemistry', 'reactions', 'acids', 'elements', 'weather', 'climate', 'rainforest', 'coral', 'insects', 'skeleton',
  ],
  english: [
    'grammar', 'punctuation', 'spelling', 'vocabulary', 'poetry', 'rhyme', 'metaphor', 'simile', 'stories', 'novels',
    'characters', 'settings', 'plot', 'dialogue', 'essays', 'persuasion', 'debate', 'speeches', 'shakespeare', 'drama',
    'myths', 'legends', 'fairy tales', 'journalism', 'letters', 'diaries', 'reading', 'comprehension', 'summaries', 'paragraphs',
    'sentences', 'clauses', 'verbs', 'nouns', 'adjectives', 'idioms', 'narrative', 'biography', 'reviews', 'handwriting',
  ],
  art: [
    'colour', 'painting', 'drawing', 'sketching', 'perspective', 'shading', 'portraits', 'landscapes', 'watercolour', 'acrylics',
    'sculpture', 'clay', 'printmaking', 'collage', 'photography', 'animation', 'comics', 'illustration', 'design', 'typography',
    'impressionism', 'cubism', 'surrealism', 'renaissance', 'street art', 'textiles', 'weaving', 'ceramics', 'calligraphy', 'mosaics',
    'origami', 'still life', 'composition', 'texture', 'contrast', 'museums', 'galleries', 'architecture', 'murals', 'cartoons',
  ],
  programming: [
    'python', 'javascript', 'scratch', 'html', 'css', 'variables', 'loops', 'conditions', 'functions', 'arrays',
    'objects', 'classes', 'recursion', 'algorithms', 'sorting', 'searching', 'databases', 'sql', 'networks', 'internet',
    'websites', 'apps', 'games', 'robots', 'sensors', 'arduino', 'microbit', 'debugging', 'testing', 'security',
    'encryption', 'passwords', 'data', 'spreadsheets', 'binary', 'logic gates', 'artificial intelligence', 'machine learning', 'animation', 'apis',
  ],
  history: [
    'egypt', 'pharaohs', 'pyramids', 'greece', 'rome', 'romans', 'vikings', 'anglo-saxons', 'normans', 'castles',
    'knights', 'crusades', 'tudors', 'stuarts', 'victorians', 'empire', 'revolution', 'industry', 'slavery', 'suffrage',
    'world war', 'trenches', 'blitz', 'cold war', 'space race', 'civil rights', 'aztecs', 'maya', 'incas', 'samurai',
    'silk road', 'explorers', 'renaissance', 'reformation', 'plague', 'monarchy', 'parliament', 'democracy', 'archaeology', 'timelines',
  ],
  geography: [
    'ocean', 'rivers', 'mountains', 'deserts', 'glaciers', 'coasts', 'islands', 'continents', 'countries', 'capitals',
    'maps', 'compass', 'latitude', 'longitude', 'climate', 'weather', 'biomes', 'rainforest', 'tundra', 'savanna',
    'volcanoes', 'earthquakes', 'tectonics', 'erosion', 'flooding', 'population', 'cities', 'migration', 'farming', 'trade',
    'tourism', 'energy', 'pollution', 'recycling', 'sustainability', 'water', 'soils', 'forests', 'fieldwork', 'landmarks',
  ],
  general: [
    'study skills', 'memory', 'revision', 'exams', 'focus', 'habits', 'goals', 'time management', 'wellbeing', 'mindfulness',
    'sleep', 'nutrition', 'fitness', 'teamwork', 'leadership', 'communication', 'public speaking', 'money', 'budgeting', 'saving',
    'careers', 'entrepreneurs', 'first aid', 'safety', 'online safety', 'media', 'news', 'critical thinking', 'problem solving', 'creativity',
    'kindness', 'friendship', 'citizenship', 'volunteering', 'environment', 'trivia', 'languages', 'cooking', 'travel', 'music',
  ],
};

/** Title shapes; % is a topic. */
export const TITLE_PATTERNS = [
  '% Basics', 'Understanding %', '% in Depth', "A Beginner's Guide to %", 'The % Challenge', 'Exploring %', '% Workshop', '% Quiz',
  'Mastering %', '% for Young Learners', 'Everything About %', '% Made Simple', '% Explained', 'Hands-on %', '% Practice Set', 'Discovering %',
  'The Secrets of %', '% Step by Step', '% Lab', 'Quick Guide: %',
];

/** Description sentences; %1 and %2 are topics, %c the category's name. */
export const SENTENCES = [
  'Learn how %1 and %2 fit together through short lessons and worked examples.',
  'We start from what you already know about %1 and build up to %2.',
  'Each lesson ends with a quick check, so you always know where you stand.',
  'Real-world examples show why %1 matters outside the classroom.',
  'Try the practice tasks on %1, then compare your answers with the model solutions.',
  'Ideal for anyone curious about %c, from complete beginners to confident students.',
  'You will meet %1, %2 and a few surprises along the way.',
  'Pause the lesson, have a go yourself, then watch how the expert tackles %2.',
  'Includes a printable summary of %1 for revision.',
  'Puzzles and challenges make %2 stick.',
  'Teachers use this unit to introduce %1 before moving on to %2.',
  'Finish with a mini project that puts %1 to work.',
];
