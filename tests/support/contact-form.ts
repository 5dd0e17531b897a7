/** What a visitor fills in on the contact form, valid as it stands. */
export const validContactFields = {
  name: 'Ada Lovelace',
  email: 'ada@clinic.example',
  subject: 'Schedule a demo',
  message: 'Hello,\nplease call me.',
}

/**
 * The contact form's body as the browser sends it: the fields, and the hidden honeypot field
 * `website` empty as a person leaves it (a string fills it in as a bot would; null leaves it out).
 */
export function contactFormData(fields: Record<string, string>, { honeypot = '' as string | null } = {}) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  if (honeypot !== null) data.set('website', honeypot)
  return data
}
