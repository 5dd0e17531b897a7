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
      intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
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
      title: 'Confirm your email address',
      description: 'Confirm the email address of your MediCore account.',
    },
    card: {
      title: 'Confirm your email address',
      confirmedTitle: 'Email address confirmed',
      intro: 'One click confirms the address this link was sent to.',
      askAgain: 'Sign in to ask for a new link on your account page.',
      submit: 'Confirm my email address',
      footerLink: 'Go to your account',
      /** Under the confirmation: the sessions that began before it have ended (accounts.ts, confirmEmail). */
      choosePassword: 'Choose a password',
      sessionsEnded:
        'For your safety, every other session of this account that began before the confirmation has been signed out.',
    },
  },

  account: {
    meta: { title: 'Your account' },
    page: {
      title: 'Your account',
      /** The page's groups, and the list of them at its side. */
      sectionsNav: 'Account sections',
      profileTitle: 'Profile',
      securityTitle: 'Security',
      activityTitle: 'Sessions and sign-ins',
      signOut: 'Sign out',
      resendConfirmation: 'Send the link again',
      name: 'Name',
      email: 'E-Mail Address',
      confirmed: 'confirmed',
      notConfirmed: 'not confirmed yet',
      plan: 'Plan',
      trialEnds: 'Trial ends',
      trial: 'Free trial',
      trialStartsOnConfirmation: 'Your free trial starts when you confirm your email address.',
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
      confirmFirst: 'Confirm your email address before you add a passkey.',
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

  /** The code step of a sign-in, /users/two-step, and the two-step settings on /account (lib/auth/two-factor.ts). */
  twoStep: {
    meta: { title: 'Two-step sign-in', description: 'Enter the code from your authenticator app.' },
    card: {
      title: 'Two-step sign-in',
      intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      footerLink: 'Back to Login',
    },
    form: {
      code: 'Code',
      codeHint: 'A 6-digit code from your app, or a recovery code such as abcde-12345.',
      trust: 'Trust this browser for 30 days',
      submit: 'Verify',
    },
    answers: {
      codeInvalid: 'Enter the 6-digit code from your app, or one of your recovery codes.',
      codeWrong: 'That code is not right. Check your app and try again.',
      expired: 'Your sign-in has expired. Please sign in again.',
      tooMany: 'Too many wrong codes. Please sign in again.',
      passwordWrong: 'The password is incorrect.',
      turnedOn: 'Two-step sign-in is on.',
      turnedOff: 'Two-step sign-in is off.',
      renewed: 'Here are your new recovery codes. The earlier ones no longer work.',
    },
    settings: {
      title: 'Two-step sign-in',
      offIntro:
        'Ask for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) each time you sign in on a browser you have not trusted.',
      password: 'Password',
      start: 'Set up two-step sign-in',
      scanIntro: 'Scan this QR code with your authenticator app, or type this key into it by hand:',
      qrLabel: 'QR code for your authenticator app',
      secret: 'Key',
      code: 'Code from the app',
      confirm: 'Turn on two-step sign-in',
      onIntro: 'Two-step sign-in is on: a sign-in from a browser you have not trusted asks for a code from your app.',
      recoveryTitle: 'Your recovery codes',
      recoveryIntro:
        'Keep these codes somewhere safe, such as a password manager. If you lose your phone, each one works once in place of a code from your app. We will not show them again.',
      offTitle: 'Turn off two-step sign-in',
      offHelp: 'Enter your password and a code from your app, or a recovery code.',
      turnOff: 'Turn off two-step sign-in',
      renewTitle: 'New recovery codes',
      renewHelp:
        'Used most of your codes, or fear someone saw them? Make ten new ones: the earlier ones stop working. Enter your password and a code from your app, or a recovery code.',
      renew: 'Make new recovery codes',
      confirmFirst: 'Confirm your email address before you turn on two-step sign-in.',
    },
  },

  /** The sign-in history on /account (lib/auth/sign-in-history.ts). */
  signInHistory: {
    title: 'Recent sign-ins',
    intro: 'The last 20 sign-ins and failed attempts on your account.',
    time: 'Time',
    browser: 'Browser',
    place: 'Approximate place',
    method: 'Method',
    result: 'Result',
    /** No location database is configured, or it knew nothing of the address. */
    notRecorded: 'not recorded',
    signedIn: 'Signed in',
    failed: 'Failed attempt',
    methods: { password: 'Password', passkey: 'Passkey', code: 'Authenticator code', 'recovery-code': 'Recovery code' },
    empty: 'No sign-ins recorded yet.',
    notMeIntro: 'Something here that was not you? Sign out everywhere and choose a new password.',
    notMe: "This wasn't me",
  },

  /** "This wasn't me": from the history on /account, or from a new browser's notice mail (/users/not-me). */
  notMe: {
    meta: { title: "This wasn't me", description: 'Secure your MediCore account.' },
    card: {
      title: "This wasn't me",
      intro:
        'If someone else signed in to your account, this signs out every session of the account, including theirs, stops its password from working, and mails you a link to choose a new one.',
      submit: 'Sign out everywhere and reset my password',
      footerLink: 'Back to Login',
    },
    done: 'Every session of your account has been signed out, and its password no longer works. We have mailed you a link to choose a new password: use it before you sign in again.',
    invalid: 'This link has expired or has already been used. You can still reset your password.',
    resetLink: 'Reset your password',
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
    /** What replaces the form once the message is sent (under the answer, contactAnswers.sent). */
    confirmation: {
      nextHeading: 'What happens next',
      next: [
        'A member of our team reads your message and replies to the email address you gave.',
        'To add something, send another message: it reaches the same team.',
      ],
      again: 'Send another message',
    },
  },

  /** /demo: booking a demo with a product specialist (lib/demo). {minutes}: the meeting's length. */
  demo: {
    meta: {
      title: 'Schedule a Demo',
      description: 'Book a {minutes}-minute demo of MediCore with a product specialist, at a time that suits you.',
    },
    eyebrow: 'Product demo',
    heading: 'Schedule a Demo',
    intro:
      'Pick a time for a {minutes}-minute video call with a MediCore product specialist. You will get a calendar invitation by email, with links to move or cancel it.',
    slotsHeading: 'Choose a time',
    zoneLabel: 'Time zone',
    zoneSubmit: 'Show times',
    zoneNote: 'Times are shown in {zone}.',
    noSlots: 'No times are free in the next few weeks. Please email us at {email} and we will find one.',
    detailsHeading: 'Your details',
    /** The calendar: before each week's dates for screen readers, and a day without free times. */
    weekLegend: 'Week of',
    noTimes: 'No times',
    /** Beside the form: what the call is. {minutes}: its length. */
    expect: {
      heading: 'What to expect',
      points: [
        'A {minutes}-minute video call with a MediCore product specialist.',
        'A walk through the modules you need, with your own workflows.',
        'Straight answers on security, HIPAA, data migration and pricing.',
        'Free, with no commitment: move or cancel it from the invitation.',
      ],
    },
    /** What replaces the form once the demo is booked (under the answer, answers.booked or answers.resent). */
    confirmation: {
      nextHeading: 'What happens next',
      next: [
        'Check your inbox: the confirmation holds the calendar invitation, with links to move or cancel the call.',
        'Your product specialist sends you the video link before the call. Reply to their email with any questions.',
        'We remind you by email 24 hours before.',
      ],
      again: 'Book another demo',
    },
    form: {
      slot: 'Time',
      name: 'Name',
      email: 'Work email',
      organization: 'Organization',
      role: 'You are',
      size: 'Organization size',
      phone: 'Phone (optional)',
      note: 'Anything we should know before the call? (optional)',
      choose: 'Choose…',
      roles: {
        hospital: 'A hospital',
        clinic: 'A clinic',
        doctor: 'A doctor',
        nurse: 'A nurse',
        lab: 'A laboratory',
        other: 'Other',
      },
      sizes: {
        '1-10': '1 to 10 people',
        '11-50': '11 to 50 people',
        '51-200': '51 to 200 people',
        '201-1000': '201 to 1,000 people',
        '1000+': 'More than 1,000 people',
      },
      honeypot: 'Website',
      submit: 'Schedule a Demo',
      nearest: 'The nearest free times',
    },
    /** What the booking form says once the server has answered. {time}: the meeting, in the visitor's zone. */
    answers: {
      booked: 'Your demo is booked for {time}. We sent the invitation to {email}.',
      moved:
        'You already had a demo booked with this address: we moved it to {time} and sent the new invitation to {email}.',
      taken: 'Sorry, that time was just taken. Please pick another; these are the nearest free times.',
      unavailable: 'Sorry, that time is not available. Please pick another; these are the nearest free times.',
      resent: 'This address already has a demo booked. We sent its links to move or cancel it to {email} again.',
      rateLimited:
        'You have booked several times in the last few minutes. Please wait a while, or email us at {email}.',
      heldMany: 'You have booked several demos in the last few weeks. To book another, please email us at {email}.',
      failed: 'Sorry, your demo could not be booked. Please try again in a few minutes, or email us at {email}.',
      refused: 'Sorry, your demo could not be booked. Please email us at {email} instead.',
      sending: 'Booking your demo…',
    },
    /** /demo/booking: the page a mail's move or cancel link opens. */
    manage: {
      title: 'Your demo',
      booked: 'Your demo with {specialist} is on {time}.',
      moveHeading: 'Choose a new time',
      moveSubmit: 'Move My Demo',
      cancelQuestion: 'Do you want to cancel it? We will tell {specialist}.',
      cancelSubmit: 'Cancel My Demo',
      moved: 'Your demo is now on {time}. We sent the new invitation to {email}.',
      cancelled: 'Your demo is canceled. We sent the cancellation to {email}.',
      invalid:
        'This link no longer works: it stops working when the meeting starts, when the meeting is moved (the newest mail has new links), or once it is canceled.',
      unknown:
        'This link is not one we sent, or it was copied only in part. Please open the link in the newest mail about your demo.',
      rateLimited:
        'You have changed your demo several times in the last few minutes. Please wait a while, or email us at {email}.',
      bookAgain: 'Schedule a Demo',
      sending: 'Saving…',
    },
    /** The visitor's mails; {site} is the site's name, {time} the meeting in the visitor's zone. */
    mails: {
      booked: { subject: 'Your {site} demo on {time}', lead: 'Thank you for booking a demo of {site}.' },
      moved: { subject: 'Your {site} demo moved to {time}', lead: 'Your demo of {site} has moved.' },
      cancelled: {
        subject: 'Your {site} demo on {time} is canceled',
        lead: 'Your demo of {site} is canceled. We hope to see you another time:',
      },
      reminder: {
        subject: 'Tomorrow: your {site} demo at {time}',
        lead: 'A reminder: your demo of {site} is tomorrow.',
      },
      when: 'When: {time} ({minutes} minutes)',
      who: 'With: {specialist}, product specialist',
      invitation: 'The calendar invitation is attached. The specialist will send you the video link before the call.',
      move: 'Move it to another time:',
      cancel: 'Cancel it:',
      linksExpire: 'These links work until the meeting starts.',
      summary: '{site} demo with {specialist}',
      description: 'A {minutes}-minute demo of {site} with {specialist}, product specialist.',
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
    /** A new password refused by lib/forms/password-policy.ts: why, and what to do instead. */
    passwordCommon:
      'This password is one of the most common passwords found in data breaches, so attackers try it first. Please choose another.',
    passwordSiteName:
      'This password is mostly the name of this site, which attackers try first. Please choose another.',
    passwordAddress: 'This password is mostly your email address, which attackers try first. Please choose another.',
    confirmPassword: 'Please confirm your password',
    emailRequired: 'Email is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    slotRequired: 'Choose a time',
    organizationRequired: 'Organization is required',
    roleRequired: 'Choose what describes you',
    sizeRequired: 'Choose your organization’s size',
    phoneInvalid: 'Enter a valid phone number, such as +1 555 010 0199',
    tooLong: '{field} must be at most {max} characters',
    notAllowed: '{field} contains characters that are not allowed',
    /** The fields' names inside the two messages above. */
    fieldNames: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      organization: 'Organization',
      phone: 'Phone',
      note: 'Note',
    },
  },

  /** What the account screens say once the server has answered. Our own wording: the specification has none. */
  authAnswers: {
    /** One message for a wrong email and a wrong password: it must not say which. */
    signInFailed: 'The email address or password is incorrect.',
    signInLocked: {
      one: 'Too many failed sign-in attempts. Try again in {count} minute.',
      other: 'Too many failed sign-in attempts. Try again in {count} minutes.',
    },
    accountExists: 'An account with this email address already exists.',
    loginLink: 'Login',
    /** The same answer whether or not the address has an account. */
    resetRequested:
      'If an account exists for that email address, we have sent it a link to choose a new password. The link works once, within one hour.',
    resetLinkInvalid: 'This password reset link has expired or has already been used.',
    newLinkLink: 'Ask for a new link',
    currentPasswordWrong: 'The current password is incorrect.',
    passwordChanged: 'Your password has been changed. Every other session of your account has been signed out.',
    signUpLimited: 'Several accounts have been created from your network in the last hour. Please try again later.',
    /** Every password check was taken for the whole wait (lib/auth/password-hashing.ts): busy, not broken. */
    busy: 'The site is busy right now. Please try again in a minute.',
    unavailable: 'Sorry, that did not work. Please try again in a few minutes.',
    confirmEmail:
      'Please confirm your email address: we sent a link to {email}. Until then, a password reset signs out every other session.',
    confirmationSent: 'We sent you a new confirmation link. It works for 24 hours.',
    confirmationLimited: 'We have sent several links in the last hour. Please use the newest one, or try again later.',
    signInResetRequired:
      'This account has had too many failed sign-in attempts in a row. To sign in, choose a new password with a link mailed to its address, or use a browser you have signed in with before.',
    emailConfirmedPasswordVoided:
      'Your email address is confirmed. The account was created from another browser, so its password no longer works and every session of the account has been signed out. We have sent you a mail: choose a password to sign in.',
    emailConfirmed: 'Your email address is confirmed. Thank you!',
    confirmationLinkInvalid: 'This confirmation link has expired or is not valid.',
    signingIn: 'Signing you in…',
    sending: 'Sending…',
  },

  /** What the passkey screens say once the server (or the browser) has answered. Our own wording. */
  passkeyAnswers: {
    added: 'Your passkey has been added. Next time, you can sign in with it instead of your password.',
    renamed: 'The passkey has been renamed.',
    removed: 'The passkey has been removed. It no longer signs in to your account.',
    cancelled: 'The passkey request was canceled or timed out. Please try again.',
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
    fromElsewhere: 'This form was sent from another website. Open the form on our site and send it from there.',
    fromElsewhereTitle: 'Form from another website',
    outdated: 'This page has changed since you opened it. Reload it, then send the form again.',
    outdatedTitle: 'Page out of date',
    backToForm: 'Back to the form',
  },

  /** The accounts' mails (lib/auth/mails.ts); {site} is the site's name. */
  mails: {
    /** Never a name: the one typed at sign-up may be a stranger's words (lib/auth/better-auth.ts, AccountLink). */
    greeting: 'Hello,',
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
      /** What happened, exactly: a change on the account page, or a reset that did or did not end the other sessions. */
      changed:
        'The password of your {site} account ({email}) was just changed on its account page, and every other session of the account was signed out.',
      resetEnded:
        'The password of your {site} account ({email}) was just reset with a link mailed to this address, and every other session of the account was signed out.',
      resetKept:
        'The password of your {site} account ({email}) was just reset with a link mailed to this address. Sessions already signed in elsewhere stay signed in: you can sign them out on your account page.',
      notYou: 'If this was not you, reset your password now:',
      link: 'Reset my password',
      you: 'If it was you, there is nothing more to do.',
    },
    /** After a confirmation from a browser that did not choose the account's password (lib/auth/accounts.ts, confirmEmail). */
    passwordVoided: {
      subject: 'Choose a password for your {site} account',
      what: 'Your address {email} was just confirmed for a {site} account, from a browser that did not choose its password.',
      why: 'Whoever created the account may not have been you, so its password no longer works and every session of the account was signed out. Nobody can sign in to it until a password is chosen with a link mailed to this address.',
      next: 'To sign in, ask for a link to choose your own password:',
      link: 'Choose a password',
    },
    newBrowser: {
      subject: 'New sign-in to your {site} account',
      signedIn:
        'Someone signed in to your {site} account ({email}) from a browser we had not seen before: {browser}, on {time}.',
      notYou: 'If this was not you, sign out every session and choose a new password here:',
      link: "This wasn't me",
      valid: 'The link works for 7 days.',
      you: 'If it was you, there is nothing more to do.',
    },
    /** A sign-in method added or removed (lib/auth/mails.ts's signInMethodMail): the owner learns of a change that was not theirs. */
    signInMethod: {
      subject: 'A sign-in method of your {site} account changed',
      passkeyAdded:
        'A passkey named {name} was just added to your {site} account ({email}). Whoever holds it can sign in without the password.',
      passkeyRemoved: 'The passkey {name} was just removed from your {site} account ({email}).',
      twoStepOn:
        'Two-step sign-in was just turned on for your {site} account ({email}): signing in now asks for a code from an authenticator app.',
      twoStepOff:
        'Two-step sign-in was just turned off for your {site} account ({email}): signing in now asks for the password alone.',
      recoveryCodesRenewed:
        'New recovery codes were just made for your {site} account ({email}): the earlier ones no longer work.',
      /** After a passkey was added: the link also removes it. */
      notYouUndo: 'If this was not you, remove it, sign out every session and choose a new password here:',
      notYou: 'If this was not you, sign out every session and choose a new password here:',
      link: "This wasn't me",
      valid: 'The link works for 7 days.',
      you: 'If it was you, there is nothing more to do.',
    },
    confirmation: {
      subject: 'Confirm your {site} email address',
      asked: 'Please confirm that {email} is the address of your {site} account:',
      link: 'Confirm my email address',
      valid: 'The link works for 24 hours.',
      ignore: 'If you did not create this account, ignore this mail.',
    },
  },
}
