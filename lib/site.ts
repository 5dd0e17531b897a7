/**
 * Site-wide constants that live in code: the brand. The words the pages show (navigation labels,
 * the footer, the address) are the CMS's site settings; the links the pages build are lib/links.ts.
 */

export const site = {
  name: 'MediCore',
  /** For the contact form's messages, which stay in code; the pages show the site settings' address. */
  email: 'hello@medicore.example',
} as const
