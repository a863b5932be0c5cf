/**
 * Texts of the way back for a forgotten password (English): "Forgot password?" on the sign-in page,
 * /forgot-password, /reset-password, and the reset code a parent or teacher makes for a child.
 */
export const passwordResetTexts = {
  /** Fallbacks when the server sends no message. */
  apiErrors: {
    forgot: 'We could not send the e-mail. Please try again.',
    reset: 'We could not change the password. Please try again.',
    code: 'We could not create a reset code. Please try again.',
  },

  forgot: {
    title: 'Forgot your password?',
    subtitle: "No problem! Type the e-mail of your account and we'll send you a link to choose a new password.",
    email: 'Email',
    submit: 'Send me a link',
    submitting: 'Sending...',
    sentTitle: 'Check your e-mail',
    sent: (email: string) =>
      `If an account uses ${email}, we have sent it a link to choose a new password. The link works once, for 30 minutes. Nothing there? Look in the spam folder, or ask again in a few minutes.`,
    noEmailTitle: 'No e-mail, or no access to it?',
    noEmail: 'Ask a parent or your teacher: they can create a reset code for you in QuestLearn. Then enter it on the page to choose a new password.',
    haveCode: 'I have a reset code',
    backToSignIn: 'Back to sign in',
    errorTitle: 'Something went wrong',
  },

  reset: {
    title: 'Choose a new password',
    subtitle: 'Pick a password you have not used here before, and keep it secret.',
    subtitleWithCode: 'Type the reset code a parent or teacher gave you, then your new password twice.',
    code: 'Reset code',
    codeHint: 'The 8 characters you were given, like ABCD-EFGH',
    codeRequired: 'Enter the reset code',
    password: 'New password',
    confirmation: 'New password again',
    submit: 'Save new password',
    submitting: 'Saving...',
    errorTitle: 'The password was not changed',
    doneTitle: 'Your password is changed!',
    done: (username: string) => `You can now sign in as ${username} with your new password. You were signed out everywhere else, to keep your account safe.`,
    signIn: 'Sign in',
    askAgain: 'Ask for a new link',
    backToSignIn: 'Back to sign in',
  },

  code: {
    button: 'Create a password reset code',
    buttonOf: (name: string) => `Create a password reset code for ${name}`,
    confirmTitle: (name: string) => `Create a password reset code for ${name}?`,
    confirm: (name: string) =>
      `${name} can use it once, within 15 minutes, to choose a new password on the "Forgot password?" page. A code made earlier stops working. Only give it to ${name}.`,
    cancel: 'Cancel',
    create: 'Create code',
    creating: 'Creating...',
    shownTitle: (name: string) => `Reset code for ${name}`,
    shown: (time: string) => `Works once, until ${time}. It is shown only now: write it down or copy it.`,
    where: 'On the sign-in page, choose "Forgot password?", then "I have a reset code".',
    copy: 'Copy code',
    copied: 'Code copied',
    copyFailed: 'Could not copy: please write the code down',
    close: 'Done',
  },
};

export type PasswordResetTexts = typeof passwordResetTexts;
