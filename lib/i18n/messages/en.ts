/*
 * English, the reference catalogue: every other language has exactly these keys (see ./index.ts).
 * The words the product specification gives are quoted word for word and must not change; the
 * rest fill the gaps it leaves. `{name}` is filled in where the message is used (../text.ts).
 */

import { contactSubjects } from '../../links'

export const en = {
  /** The account area's frame (app/_components/AuthShell.tsx). */
  authShell: {
    homeLabel: '{site} home',
    backToSite: 'Back to the site',
  },

  signIn: {
    meta: { title: 'Sign in', description: 'Sign in to your MediCore account.' },
    card: {
      title: 'Login',
      intro: 'Sign in to your MediCore account.',
      footerLink: "Don't have an account? Create One",
    },
    form: {
      email: 'E-Mail Address',
      password: 'Password',
      remember: 'Remember Me',
      forgotPassword: 'Forgot Password?',
      submit: 'Login',
    },
    /** The passkey button under the password form (app/[locale]/users/_components/PasskeySignIn.tsx). */
    passkey: {
      or: 'or',
      button: 'Sign in with a passkey',
      working: 'Waiting for your passkey…',
      needsJavaScript:
        'Signing in with a passkey needs JavaScript, which is turned off in this browser. You can still sign in with your password.',
      unsupported: 'This browser cannot use passkeys. Please sign in with your password.',
    },
  },

  signUp: {
    meta: { title: 'Create an account', description: 'Register for a MediCore account.' },
    card: {
      title: 'Register',
      intro: 'Create your MediCore account.',
      introTrial: 'Create your MediCore account on the {plan} plan, free for {days} days.',
      footerLink: 'Already have an account? Login',
    },
    form: {
      name: 'Name',
      email: 'E-Mail Address',
      password: 'Password',
      passwordHint: 'At least {min} characters.',
      confirmPassword: 'Confirm Password',
      termsBefore: 'By registering you agree with our',
      termsLink: 'terms',
      termsAfter: 'and condition.',
      submit: 'Register',
    },
  },

  forgotPassword: {
    meta: {
      title: 'Forgot Password',
      description: 'Get a link to choose a new password for your MediCore account.',
    },
    card: {
      title: 'Forgot Password?',
      intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      footerLink: 'Back to Login',
    },
    form: { email: 'E-Mail Address', submit: 'Send Reset Link' },
  },

  passwordReset: {
    meta: { title: 'Reset Password', description: 'Choose a new password for your MediCore account.' },
    card: { title: 'Reset Password', intro: 'Choose a new password for your account.', footerLink: 'Back to Login' },
    form: {
      password: 'New Password',
      passwordHint: 'At least {min} characters.',
      confirmPassword: 'Confirm Password',
      logoutDevices: 'Logout all devices',
      submit: 'Reset Password',
    },
  },

  confirmEmail: {
    meta: {
      title: 'Confirm your e-mail address',
      description: 'Confirm the e-mail address of your MediCore account.',
    },
    card: {
      title: 'Confirm your e-mail address',
      confirmedTitle: 'E-mail address confirmed',
      intro: 'One click confirms the address this link was sent to.',
      askAgain: 'Sign in to ask for a new link on your account page.',
      submit: 'Confirm my e-mail address',
      footerLink: 'Go to your account',
      /** Under the confirmation: the sessions that began before it have ended (accounts.ts, confirmEmail). */
      sessionsEnded:
        'For your safety, every other session of this account that began before the confirmation has been signed out.',
    },
  },

  account: {
    meta: { title: 'Your account' },
    page: {
      title: 'Your account',
      signOut: 'Sign out',
      resendConfirmation: 'Send the link again',
      name: 'Name',
      email: 'E-Mail Address',
      confirmed: 'confirmed',
      notConfirmed: 'not confirmed yet',
      plan: 'Plan',
      trialEnds: 'Trial ends',
      sessionsTitle: 'Active sessions',
      thisDevice: '(this device)',
      /** A session's browser and system, named from its User-Agent header (lib/auth/user-agent.ts). */
      browserOnSystem: '{browser} on {system}',
      unknownBrowser: 'Unknown browser',
      lastActive: 'Last active',
      signOutSession: 'Sign out',
      signOutOthers: 'Sign out everywhere else',
      passwordTitle: 'Change password',
      /** The account's language setting: English words our own. */
      languageTitle: 'Language',
      languageIntro: 'The language of your account page and of the mails we send you.',
      languageSave: 'Save language',
    },
    /** The passkeys section of /account (app/[locale]/account/PasskeysSection.tsx). */
    passkeys: {
      title: 'Passkeys',
      intro:
        'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It counts as two factors: the device you hold, and you unlocking it. Its secret never leaves your device.',
      none: 'You have not added a passkey yet.',
      unnamed: 'Passkey',
      added: 'Added',
      nameLabel: 'Name of this passkey',
      rename: 'Save name',
      remove: 'Remove',
      addTitle: 'Add a passkey',
      newName: 'Name (optional)',
      newNameHint: 'For example “Work laptop”, so that you can tell your passkeys apart.',
      currentPassword: 'Current Password',
      add: 'Add a passkey',
      adding: 'Waiting for your device…',
      needsJavaScript:
        'Adding a passkey needs JavaScript, which is turned off in this browser. You can still rename and remove your passkeys here.',
      unsupported: 'This browser cannot create passkeys.',
      confirmFirst: 'Confirm your e-mail address before you add a passkey.',
      full: 'An account can have at most {max} passkeys. Remove one to add another.',
    },
    /** The password change form on /account. */
    form: {
      currentPassword: 'Current Password',
      password: 'New Password',
      passwordHint: 'At least {min} characters.',
      confirmPassword: 'Confirm Password',
      submit: 'Change Password',
    },
  },

  contact: {
    /** The subjects the site's links prefill (lib/links.ts's contactSubjects, the words in their addresses). */
    subjects: contactSubjects as Record<keyof typeof contactSubjects, string>,
    phiNote:
      'Please do not include personal health information, such as patient names, diagnoses or medical records, in your message.',
    form: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      honeypot: 'Website',
      submit: 'Send Message',
    },
  },

  /** The fields' messages, shown in the browser and by the server actions alike (lib/forms/rules.ts). */
  validation: {
    /** How numbers are written in these messages (a BCP 47 tag): "5,000". */
    languageTag: 'en-US',
    // From the specification, word for word.
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    nameRequired: 'Name is required',
    confirmNewPassword: 'Please confirm your new password',
    // Named in the issue where the specification is silent.
    passwordTooShort: 'Password must be at least {min} characters',
    passwordsDiffer: 'Passwords do not match',
    // Our own wording where both are silent.
    passwordTooLong: 'Password must be at most {max} characters',
    confirmPassword: 'Please confirm your password',
    emailRequired: 'Email is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    tooLong: '{field} must be at most {max} characters',
    notAllowed: '{field} contains characters that are not allowed',
    /** The fields' names inside the two messages above. */
    fieldNames: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  },

  /** What the account screens say once the server has answered. Our own wording: the specification has none. */
  authAnswers: {
    /** One message for a wrong e-mail and a wrong password: it must not say which. */
    signInFailed: 'The e-mail address or password is incorrect.',
    signInLocked: {
      one: 'Too many failed sign-in attempts. Try again in {count} minute.',
      other: 'Too many failed sign-in attempts. Try again in {count} minutes.',
    },
    accountExists: 'An account with this e-mail address already exists.',
    loginLink: 'Login',
    /** The same answer whether or not the address has an account. */
    resetRequested:
      'If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works once, within one hour.',
    resetLinkInvalid: 'This password reset link has expired or has already been used.',
    newLinkLink: 'Ask for a new link',
    currentPasswordWrong: 'The current password is incorrect.',
    passwordChanged: 'Your password has been changed. Every other session of your account has been signed out.',
    signUpLimited: 'Several accounts have been created from your network in the last hour. Please try again later.',
    /** Every password check was taken for the whole wait (lib/auth/password-hashing.ts): busy, not broken. */
    busy: 'The site is busy right now. Please try again in a minute.',
    unavailable: 'Sorry, that did not work. Please try again in a few minutes.',
    confirmEmail:
      'Please confirm your e-mail address: we sent a link to {email}. Until then, a password reset signs out every other session.',
    confirmationSent: 'We sent you a new confirmation link. It works for 24 hours.',
    confirmationLimited: 'We have sent several links in the last hour. Please use the newest one, or try again later.',
    emailConfirmed: 'Your e-mail address is confirmed. Thank you!',
    confirmationLinkInvalid: 'This confirmation link has expired or is not valid.',
    signingIn: 'Signing you in…',
    sending: 'Sending…',
  },

  /** What the passkey screens say once the server (or the browser) has answered. Our own wording. */
  passkeyAnswers: {
    added: 'Your passkey has been added. Next time, you can sign in with it instead of your password.',
    renamed: 'The passkey has been renamed.',
    removed: 'The passkey has been removed. It no longer signs in to your account.',
    cancelled: 'The passkey request was cancelled or timed out. Please try again.',
    expired: 'The passkey request expired or was already used. Please try again.',
    unknown:
      'This passkey does not belong to an account here; it may have been removed. Please sign in with your password.',
    refused: 'This passkey could not be checked. Please try again, or sign in with your password.',
    notVerified:
      'Your device did not check that it is you (fingerprint, face or PIN). Turn on a screen lock on the device and try again.',
    exists: 'This device already holds a passkey for your account.',
    limited: 'Too many passkey requests from your network. Please try again in a few minutes.',
    nameTooLong: 'The name must be at most {max} characters.',
  },

  /** What the contact form says once the server has answered ({email}: the site's address). */
  contactAnswers: {
    // From the specification, word for word.
    sent: 'Your message has been sent. Thank you!',
    failed: 'Sorry, your message could not be sent. Please try again in a few minutes, or email us at {email}.',
    rateLimited:
      'You have sent several messages in the last few minutes. Please wait a while before sending another, or email us at {email}.',
    refused: 'Sorry, your message could not be sent. Please email us at {email} instead.',
    sending: 'Sending your message…',
  },

  /** When a form's request never reaches its server action (lib/forms/body-guard.ts, or a lost connection). */
  formBody: {
    tooLarge: 'The form you sent is too large to be read. Shorten what you typed and send it again.',
    unreadable: 'The form you sent could not be read. Please send it again.',
    notSent: 'The form could not be sent. Check your connection and try again.',
    tooLargeTitle: 'Form too large',
    unreadableTitle: 'Form not readable',
    backToForm: 'Back to the form',
  },

  /** The accounts' mails (lib/auth/mails.ts); {site} is the site's name. */
  mails: {
    greeting: 'Hello {name},',
    /** For an account whose address is not confirmed yet: its name is not the owner's to be trusted. */
    greetingWithoutName: 'Hello,',
    passwordReset: {
      subject: 'Reset your {site} password',
      asked:
        'Someone, we hope you, asked to reset the password of your {site} account ({email}). Choose a new password here:',
      link: 'Choose a new password',
      once: 'The link works once, within one hour.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your {site} password was changed',
      changed:
        'The password of your {site} account ({email}) was just changed, and every other session of the account was signed out.',
      notYou: 'If this was not you, reset your password now:',
      link: 'reset your password',
      you: 'If it was you, there is nothing more to do.',
    },
    confirmation: {
      subject: 'Confirm your {site} e-mail address',
      asked: 'Please confirm that {email} is the address of your {site} account:',
      link: 'Confirm my e-mail address',
      valid: 'The link works for 24 hours.',
      ignore: 'If you did not create this account, ignore this mail.',
    },
  },
}
