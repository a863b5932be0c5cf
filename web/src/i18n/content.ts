/**
 * Texts of the student's content screens: Browse Content, the preview, My Courses and the content
 * page (English). Texts quoted by the specification are kept word for word.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const contentTexts = {
  /** Fallbacks of spec §8 when the server sends no message. */
  apiErrors: {
    myCourses: 'Failed to fetch courses',
    browse: 'Failed to browse content',
    fetchContent: 'Failed to fetch content',
    enroll: 'Failed to enroll in content',
    updateProgress: 'Failed to update progress',
    accessInfo: 'Failed to browse content',
    submitQuiz: 'Failed to submit the quiz',
    rate: 'Failed to save your rating',
  },

  types: {
    video: 'Video',
    quiz: 'Quiz',
    document: 'Document',
    interactive: 'Interactive',
  } as Record<string, string>,

  categories: {
    math: 'Math',
    science: 'Science',
    english: 'English',
    art: 'Art',
    programming: 'Programming',
    history: 'History',
    geography: 'Geography',
    general: 'General',
  } as Record<string, string>,

  difficulties: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  } as Record<string, string>,

  accessTypes: {
    free: 'Free',
    sponsored: 'Sponsored',
    'token-paid': 'Paid with tokens',
  } as Record<string, string>,

  common: {
    free: 'Free',
    tokens: (amount: number) => plural(amount, 'token', 'tokens'),
    premium: 'Premium',
    by: (name: string) => `By ${name}`,
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading...',
    percent: (value: number) => `${Math.round(value)}%`,
    progressOf: (title: string) => `Progress in ${title}`,
  },

  browse: {
    title: 'Browse Content',
    intro: 'Videos, quizzes, documents and interactive lessons from our teachers.',
    balance: (tokens: number) => `Your balance: ${plural(tokens, 'token', 'tokens')}`,
    filtersLabel: 'Filter content',
    search: 'Search',
    searchPlaceholder: 'Search titles and descriptions',
    category: 'Category',
    allCategories: 'All categories',
    difficulty: 'Difficulty',
    allDifficulties: 'All levels',
    type: 'Type',
    allTypes: 'All types',
    sort: 'Sort by',
    sorts: {
      newest: 'Newest',
      popular: 'Most popular',
      topRated: 'Top rated',
      priceLow: 'Price: low to high',
      priceHigh: 'Price: high to low',
    },
    onlyAffordable: 'Only What I Can Afford',
    clearFilters: 'Clear filters',
    showing: (shown: number, total: number) => `Showing ${shown} of ${plural(total, 'result', 'results')}`,
    resultsLabel: 'Content',
    loading: 'Loading content...',
    empty: 'No content found',
    emptyText: 'Try another search or clear the filters.',
    allHeld: 'You already hold everything shown here',
    allHeldText: 'Load more, change the filters, or open My Courses.',
    loadMore: 'Load More',
    loadingMore: 'Loading more...',
  },

  card: {
    typeLabel: (type: string) => `Type: ${type}`,
    rating: (rating: number, count: number) =>
      count > 0 ? `Rated ${rating.toFixed(1)} out of 5 by ${plural(count, 'student', 'students')}` : 'No ratings yet',
    ratingCount: (count: number) => `(${count})`,
    enrollments: (count: number) => `${count} enrolled`,
    duration: 'Duration',
    teacher: 'Teacher',
    preview: 'Preview',
    previewOf: (title: string) => `Preview ${title}`,
    addToWishlist: 'Add to wishlist',
    addToWishlistOf: (title: string) => `Add ${title} to wishlist`,
    onWishlist: 'On your wishlist',
    onWishlistOf: (title: string) => `${title} is on your wishlist`,
    enrollIn: (label: string, title: string) => `${label}: ${title}`,
    sponsored: 'Sponsored',
    sponsoredHint: 'A sponsor pays for this course: enrolling costs you nothing',
  },

  alreadyEnrolled: {
    title: 'Already Enrolled',
    summary: (count: number) =>
      count === 1 ? '1 course from these results is already in My Courses.' : `${count} courses from these results are already in My Courses.`,
    open: 'Go to My Courses',
  },

  enroll: {
    title: 'Confirm enrollment',
    question: (title: string) => `Enroll in "${title}"?`,
    price: 'Price',
    balance: 'Your balance',
    balanceAfter: 'Balance after',
    unknown: 'Unknown',
    confirm: 'Confirm',
    enrolling: 'Enrolling...',
    success: (title: string) => `Enrolled in "${title}"! Check My Courses tab.`,
    alreadyEnrolled: 'Already enrolled!',
    failed: 'Enrollment failed. Try again.',
    sponsoredPrice: 'Paid by a sponsor',
    sponsoredNote: 'A sponsor pays the price for you: your token balance stays the same.',
  },

  wishlist: {
    added: 'Added to wishlist!',
    failed: 'Failed to add to wishlist',
  },

  preview: {
    title: (title: string) => `Preview: ${title}`,
    available: (minutes: number) => `The first ${plural(minutes, 'minute', 'minutes')} are available in this preview.`,
    timeLeft: 'Preview time left',
    announce: (time: string) => `${time} of preview left`,
    ended: 'The preview has ended. Enroll to continue.',
    firstQuestion: 'First question',
    firstSection: 'First section',
    firstStep: 'First step',
    enrollToAnswer: 'Enroll to answer the questions and earn XP.',
    enrollForMore: 'Enroll to unlock everything.',
    notice: 'You are viewing a preview.',
    nothing: 'This content has no preview.',
  },

  player: {
    chapters: 'Chapters',
    jumpTo: (title: string, time: string) => `Jump to ${time} ${title}`,
    videoError: 'The video could not be loaded. Check your connection, then reload the page.',
    noVideo: 'This video has no address yet.',
    noContent: 'This content has nothing to show yet.',
    transcript: 'Transcript',
  },

  quiz: {
    questionOf: (index: number, total: number) => `Question ${index} of ${total}`,
    choicesLabel: (index: number) => `Answers to question ${index}`,
    previous: 'Previous',
    next: 'Next question',
    submit: 'Submit answers',
    submitting: 'Submitting...',
    unanswered: (count: number) => `${plural(count, 'question', 'questions')} without an answer (counted as wrong).`,
    score: (score: number, max: number) => `${score} / ${max} correct`,
    percent: (percent: number) => `${Math.round(percent)}%`,
    passed: 'Passed!',
    notPassed: 'Not passed yet',
    passMark: (percent: number) => `${percent}% needed to pass`,
    correct: 'Correct',
    wrong: 'Incorrect',
    yourAnswer: (answer: string) => `Your answer: ${answer}`,
    noAnswer: 'No answer',
    correctAnswer: (answer: string) => `Correct answer: ${answer}`,
    explanation: 'Explanation',
    xpEarned: (xp: number) => `+${xp} XP earned`,
    tryAgain: 'Try again',
    results: 'Your results',
    ownerNote: 'Students answer and submit here. Your own answers are not scored.',
    empty: 'This quiz has no questions yet.',
  },

  document: {
    sectionOf: (index: number, total: number) => `Section ${index} of ${total}`,
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish reading',
    sectionsLabel: 'Sections',
    read: 'Read',
    empty: 'This document has no sections yet.',
  },

  interactive: {
    stepOf: (index: number, total: number) => `Step ${index} of ${total}`,
    task: 'Task',
    taskHint: 'Work it out on your own, then mark the step done.',
    previous: 'Previous',
    doneNext: 'Done, next step',
    doneFinish: 'Done, finish',
    done: 'Done',
    stepsLabel: 'Steps',
    empty: 'This lesson has no steps yet.',
  },

  completion: {
    title: 'Course completed!',
    text: 'Great work. Your progress is saved in My Courses.',
    xp: (xp: number) => `+${xp} XP`,
    xpLabel: 'XP earned',
    levelUp: (level: number) => `Level up! You reached level ${level}`,
    drop: (name: string) => `You found ${name}!`,
    completedOn: (date: string) => `Completed on ${date}`,
    backToMyCourses: 'Back to My Courses',
  },

  rating: {
    title: 'Rate this course',
    star: (stars: number) => plural(stars, 'star', 'stars'),
    saving: 'Saving your rating...',
    saved: (stars: number) => `Thanks! You rated this course ${plural(stars, 'star', 'stars')}.`,
    yours: (stars: number) => `Your rating: ${plural(stars, 'star', 'stars')}`,
    failed: 'Failed to save your rating',
  },

  page: {
    title: 'Course',
    back: 'Back to the dashboard',
    loading: 'Loading content...',
    progress: 'Progress',
    teacher: 'Teacher',
    duration: 'Duration',
    ownerNote: 'This is your own content: progress is not recorded.',
    notStudent: 'Only students can enroll in courses.',
  },

  myCourses: {
    title: 'My Courses',
    tabsLabel: 'Course lists',
    active: (count: number | null) => (count === null ? 'Active' : `Active (${count})`),
    completed: (count: number | null) => (count === null ? 'Completed' : `Completed (${count})`),
    category: 'Category',
    allCategories: 'All categories',
    sort: 'Sort by',
    sorts: {
      recent: 'Recently accessed',
      progress: 'Progress',
      title: 'Title',
    },
    timeSpent: (text: string) => `Time spent: ${text}`,
    lastAccessed: (words: string) => `Last accessed: ${words}`,
    neverAccessed: 'Not opened yet',
    quizScore: (score: number, max: number) => `Quiz score: ${score} / ${max}`,
    continue: 'Continue',
    review: 'Review',
    continueOf: (title: string) => `Continue ${title}`,
    reviewOf: (title: string) => `Review ${title}`,
    loading: 'Loading your courses...',
    emptyActive: 'No active courses yet',
    emptyActiveText: 'Find something to learn in Browse Content.',
    emptyCompleted: 'No completed courses yet',
    emptyCompletedText: 'Finish a course and it moves here.',
    emptyFiltered: 'No courses in this category',
    emptyFilteredText: 'Pick another category to see your other courses.',
    browse: 'Browse Content',
  },
} as const;

export type ContentTexts = typeof contentTexts;
