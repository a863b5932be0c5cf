/**
 * Every user-visible text of the web app (English).
 * Texts quoted by the specification are kept word for word.
 */
export const en = {
  app: {
    name: 'QuestLearn',
    tagline: 'Learn. Level up. Get rewarded.',
    version: '1.0.0',
    loading: 'Loading...',
    skipToContent: 'Skip to main content',
    highlights: {
      xp: 'Earn XP and climb through the ranks',
      streak: 'Keep your daily streak alive',
      chest: 'Open a chest every day',
      challenges: 'Take on challenges and the leaderboard',
    },
  },

  roles: {
    student: { label: 'Student', blurb: 'Start learning and earn rewards' },
    teacher: { label: 'Teacher', blurb: 'Motivate and track students' },
    parent: { label: 'Parent', blurb: "Track your child's progress" },
    sponsor: { label: 'Sponsor', blurb: 'Support education and offer rewards' },
  },

  login: {
    title: 'Welcome Back!',
    subtitle: 'Sign in to QuestLearn, the learning platform that rewards every step you take.',
    identifier: 'Email or username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    createAccount: 'Create one',
    backHome: 'Back to home',
    errorTitle: 'Sign-in failed',
    busyNetworkRetry: (seconds: number) => `Many sign-in attempts come from your network. Trying again in ${seconds} s…`,
  },

  /** The words for each field problem code of the domain's form rules and the API's answers. */
  validation: {
    /** An empty field, in the words of its field (`other` for a field not named here). */
    required: {
      identifier: 'Email or username is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      newPassword: 'Password is required',
      currentPassword: 'Current password is required',
      confirmPassword: 'Password confirmation is required',
      passwordConfirmation: 'Password confirmation is required',
      code: 'Enter the reset code',
      other: 'This field is required',
    },
    tooShort: (min: number) => `At least ${min} characters`,
    /** The sign-in form's words for a password too short. */
    signInPasswordTooShort: (min: number) => `Password must be at least ${min} characters`,
    tooLong: (max: number) => `At most ${max} characters`,
    usernameCharacters: 'Use only letters, digits, _ . and -',
    emailShape: 'Enter a valid email',
    needsCharacter: {
      uppercase: 'At least one uppercase letter',
      lowercase: 'At least one lowercase letter',
      digit: 'At least one number',
      special: 'At least one special character',
    },
    passwordsDiffer: 'Passwords do not match',
    termsNotAccepted: 'You must accept the terms',
    sameAsCurrentPassword: 'The new password must be different from the current one',
    currentPasswordWrong: 'Your current password is not correct',
    resetCodeInvalid: 'This reset code is not valid or has expired. Ask for a new one.',
    chooseRole: 'Choose an account type: student, teacher, parent or sponsor',
    notOneOf: (allowed: readonly string[]) => `Choose one of: ${allowed.join(', ')}`,
    wrongType: 'This value is not of the right kind',
    tooSmall: (min: number) => `At least ${min}`,
    tooLarge: (max: number) => `At most ${max}`,
    tooFew: (min: number) => `Choose at least ${min}`,
    tooMany: (max: number) => `Choose at most ${max}`,
    badFormat: 'This is not in the expected format',
    notAllowed: 'This field is not accepted',
    invalid: 'This value is not valid',
    endBeforeStart: 'The end cannot be before the start',
  },

  passwordStrength: {
    Weak: 'Weak',
    Fair: 'Fair',
    Good: 'Good',
    Strong: 'Strong',
  },

  errors: {
    loginFallback: 'An error occurred during login',
    loginInvalid: 'Invalid username or password',
    serverError: 'Server error. Please try again later.',
    registrationFallback: 'An error occurred during registration',
    registrationInvalid: 'Invalid registration information',
    invalidResponse: 'Invalid response from server',
    refreshFailed: 'Failed to refresh token',
    useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
    useToastOutsideProvider: 'useToast must be used within a ToastProvider',
    requestFailed: 'The request failed. Please try again.',
    sessionExpired: 'Your session has expired. Please sign in again.',
  },

  errorScreen: {
    title: 'Oops! Something went wrong',
    message: "We're sorry for the inconvenience. The application encountered an unexpected error.",
    tryAgain: 'Try Again',
    goHome: 'Go to Home',
    support: 'If this problem persists, please contact support.',
  },

  footer: {
    home: 'Home',
    logoHome: 'QuestLearn home',
    about: 'About',
    help: 'Help',
    privacy: 'Privacy',
    terms: 'Terms',
    copyright: (year: number) => `© ${year} QuestLearn`,
    version: (version: string) => `Version ${version}`,
  },

  toast: {
    close: 'Close notification',
  },
} as const;

export type Texts = typeof en;
