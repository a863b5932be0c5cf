/** The About page's words. */
export const aboutTexts = {
  title: 'About QuestLearn',
  intro:
    'QuestLearn is an education platform that rewards learning with game mechanics. Every video watched, quiz completed and day of study moves you forward.',
  forWhomTitle: 'Made for four kinds of people',
  forWhom: {
    student: 'Students start learning and earn rewards: experience points, levels, ranks, tokens, daily login streaks, a daily chest, items to collect and craft, a leaderboard and daily challenges.',
    teacher: 'Teachers publish videos, quizzes, documents and interactive lessons, run classes and motivate and track their students.',
    parent: "Parents track their child's progress, send tokens for learning and approve wishlist items.",
    sponsor: 'Sponsors support education by funding content and offering rewards.',
  },
  fairTitle: 'Fair by design',
  fair: [
    'The server is the authority: every reward is checked again on the server.',
    'Nothing is lost and nothing is minted twice: every token and every XP point is recorded.',
    "Days are your days: streaks and daily goals follow your own time zone.",
    "Children's data is protected: parents connect only after the child agrees.",
  ],
  cta: 'Create a free account',
  signIn: 'Sign in',
} as const;
