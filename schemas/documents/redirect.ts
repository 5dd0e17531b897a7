import { Signpost } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import {
  noLoopRule,
  targetHostRule,
  uniqueFromRule,
  validateRedirectFrom,
  validateRedirectTo,
} from '../shared/redirectValidation'

export const redirectTitles = { permanent: 'Permanent (308)', temporary: 'Temporary (307)' } as const

/*
 * A redirect staff manage: an old or short address of the site that sends visitors elsewhere.
 * The site applies it to addresses no page answers, without a rebuild (proxy.ts).
 */
export const redirectType = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: Signpost,
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description:
        'The address visitors arrive at: the path after the site’s domain, starting with a slash, for example /book-a-demo. Capitals count (/Book-a-demo and /book-a-demo are different addresses). It cannot be a page the site already has.',
      validation: (rule) => [rule.custom(validateRedirectFrom), rule.custom(uniqueFromRule)],
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description:
        'Where visitors go: a page of this site, such as /pricing or /contact-us?subject=Request%20a%20quote, or a full address starting with https:// on another website that Site settings list (Redirects).',
      validation: (rule) => [
        rule.custom((to, context) => validateRedirectTo(to, context.document?.from)),
        rule.custom(noLoopRule),
        rule.custom(targetHostRule),
      ],
    }),
    defineField({
      name: 'permanent',
      title: redirectTitles.permanent,
      type: 'boolean',
      description:
        'On: the page has moved for good (308), and search engines replace the old address with the new one. Off: temporary (307), for a campaign or a page that may come back. Either way the site checks the redirect on every visit, so you can change or delete it at any time.',
      initialValue: false,
    }),
  ],
  initialValue: { permanent: false },
  orderings: [{ title: 'From address', name: 'fromAsc', by: [{ field: 'from', direction: 'asc' }] }],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${from || 'No address yet'} → ${to || 'nowhere yet'}`,
      subtitle: permanent === true ? redirectTitles.permanent : redirectTitles.temporary,
    }),
  },
})
