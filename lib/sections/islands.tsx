'use client'

import dynamic from 'next/dynamic'

/*
 * The interactive parts of the pages built from sections, each an island of its own: every client
 * component a page's server code imports lands in that page's JavaScript (vercel/next.js#50285),
 * and such a page imports every section. Loaded this way, a part's code reaches only the pages that
 * show it (drawn on the server as before; the browser loads its code with the page's). One module
 * for both, so that a page carries one small loader, not one for each.
 */

/** The product carousel of a hero section. */
export const CarouselIsland = dynamic(() => import('./hero/Carousel').then((module) => module.Carousel))

/** The contact form of a contact form section. */
export const ContactFormIsland = dynamic(() => import('./contactForm/ContactForm').then((module) => module.ContactForm))

/** The subprocessor notices' subscription form, and the trust center's request form. */
export const SubscribeFormIsland = dynamic(() =>
  import('./subprocessors/SubscribeForm').then((module) => module.SubscribeForm),
)
export const TrustRequestFormIsland = dynamic(() =>
  import('./trustRequest/TrustRequestForm').then((module) => module.TrustRequestForm),
)
