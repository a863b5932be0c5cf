/**
 * Texts of the public pages (English): the home page at / and the not-found page. Kept apart from
 * en.ts so that the sign-in page, which loads en.ts, does not carry them.
 */
export const homeTexts = {
  nav: {
    label: 'Your account',
    home: 'QuestLearn home',
    signIn: 'Sign in',
    signUp: 'Sign up',
  },

  hero: {
    title: 'Learn. Level up. Get rewarded.',
    pitch:
      'QuestLearn is an education platform that rewards learning with game mechanics: students earn XP, levels, tokens and items for every lesson, while teachers, parents and sponsors help them along.',
    signUp: 'Create a free account',
    signIn: 'Sign in',
  },

  roles: {
    title: 'One platform, four ways to take part',
    subtitle: 'Pick the account that fits you: each one opens its own dashboard.',
    student: {
      title: 'For students',
      pitch: 'Learn at your own pace and earn rewards on the way.',
      points: [
        'XP for every video, quiz and course, levels and ranks from Bronze to Diamond',
        'A free daily chest and a login streak that adds bonus XP',
        'Items to collect and craft, a leaderboard and daily challenges',
      ],
      cta: 'Sign up as a student',
    },
    teacher: {
      title: 'For teachers',
      pitch: 'Publish lessons and keep every student moving.',
      points: [
        'Videos, quizzes, documents and interactive lessons in one library',
        'Classes with a join code, and each student’s progress at a glance',
        'Views, completions and ratings, and tokens earned from your content',
      ],
      cta: 'Sign up as a teacher',
    },
    parent: {
      title: 'For parents',
      pitch: 'Follow your child’s learning from your phone.',
      points: [
        'Level, XP, streak and study time of each child who connects with you',
        'Tokens for learning, sent from a monthly budget you set',
        'Wishlist items to approve or decline, and learning goals to set',
      ],
      cta: 'Sign up as a parent',
    },
    sponsor: {
      title: 'For sponsors',
      pitch: 'Fund learning and see what it made possible.',
      points: [
        'Pledges that let students take a course for free',
        'Students reached, content funded and learning hours enabled',
        'Every pledge with the tokens left and the students it funded',
      ],
      cta: 'Sign up as a sponsor',
    },
  },

  steps: {
    title: 'Start in under a minute',
    items: [
      { title: 'Choose your account', text: 'Student, teacher, parent or sponsor.' },
      { title: 'Fill in one short form', text: 'You are signed in as soon as it is sent.' },
      { title: 'Start your quest', text: 'Open your first daily chest and pick a course.' },
    ],
  },

  closing: {
    title: 'Ready for your first quest?',
    text: 'It is free, and your first chest is waiting.',
    signUp: 'Create a free account',
    signIn: 'Sign in',
  },

  /** What the miniature screens on the home page show and how a screen reader names them. */
  pictures: {
    student: {
      label:
        'The student dashboard: Maya Lopez, Rank Bronze I, Level 3, 291 of 300 XP, 120 tokens, a 5-day streak, and the quick actions Continue Learning, Daily Chest and Video Courses',
      name: 'Maya Lopez',
      rank: 'Bronze I',
      level: 'Level 3',
      experience: 'Experience',
      xp: '291 / 300 XP',
      today: 'Today’s progress',
      tokens: 'Tokens',
      tokenCount: '120',
      streak: 'Streak',
      streakDays: '5 days',
      continueLearning: 'Continue Learning',
      dailyChest: 'Daily Chest',
      videoCourses: 'Video Courses',
      goals: 'Today’s goals',
      goalStudy: 'Study for 30 minutes',
      goalStudyCount: '20 / 30 minutes',
      goalQuiz: 'Complete 1 quiz',
    },
    chest: {
      label: 'The daily chest opened: +24 tokens, with the next chest in 9 hours',
      title: 'Daily Chest',
      reward: '+24 tokens',
      next: 'Next chest: 9h 12m',
    },
    teacher: {
      label: 'The teacher’s content library: a video, a quiz and an interactive lesson with their views and ratings',
      title: 'Content Library',
      create: '+ New',
      rows: [
        { name: 'Functions and Graphs', meta: 'Video · 412 views' },
        { name: 'Debugging Challenge', meta: 'Quiz · 236 views' },
        { name: 'Ecosystems and Food Webs', meta: 'Interactive · 198 views' },
      ],
      rating: '4.2',
    },
    parent: {
      label: 'The parent’s overview: a child at Level 3 with 120 tokens, and a wishlist item waiting for approval',
      child: 'Maya Lopez',
      level: 'Level 3',
      tokens: '120 tokens',
      wish: 'Wishlist: Science kit',
      approve: 'Approve',
      decline: 'Decline',
    },
    sponsor: {
      label: 'The sponsor’s impact: 7 students supported, 6.1 learning hours, and a pledge with 400 of 960 tokens left',
      students: 'Students',
      studentCount: '7',
      hours: 'Hours',
      hourCount: '6.1',
      pledge: "Forces and Motion: Newton's Laws",
      left: '400 of 960 tokens left',
    },
  },

  notFound: {
    code: '404',
    title: 'Page not found',
    text: (path: string) => `There is no page at ${path}. It may have moved, or the address may be mistyped.`,
    goHome: 'Go to the home page',
    goToDashboard: 'Go to my dashboard',
  },
} as const;

export type HomeTexts = typeof homeTexts;
