'use client'

import dynamic from 'next/dynamic'

/*
 * The contact form as an island of its own: every client component a page's server code imports
 * lands in that page's JavaScript (vercel/next.js#50285), and a page built from sections imports
 * every section. Loaded this way, its code reaches only the pages that render the form.
 */
export const ContactFormIsland = dynamic(() =>
  import('@/app/[locale]/(site)/contact-us/ContactForm').then((module) => module.ContactForm),
)
