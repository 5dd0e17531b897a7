import { Mail } from 'lucide-react'
import { defineType } from 'sanity'
import { pageGroups, seoField, singletonPreview, textField } from '../objects/page-fields'

/* The form itself, its labels, messages and the note on health information stay in the site's code. */
export const contactPageType = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: Mail,
  description:
    'The words around the contact form (/contact-us). The address and e-mail are edited in Site settings; the form stays in code.',
  groups: pageGroups,
  fields: [
    textField({
      name: 'heading',
      title: 'Heading',
      group: 'content',
      description: 'The page’s main heading, for example “Contact Us”.',
      missing: 'Write the page’s heading.',
    }),
    textField({
      name: 'intro',
      title: 'Introduction',
      group: 'content',
      rows: 3,
      description: 'One or two sentences under the heading.',
      missing: 'Write the sentences under the heading.',
    }),
    textField({
      name: 'addressHeading',
      title: 'Address heading',
      group: 'content',
      description: 'Above the postal address, for example “Address”.',
      missing: 'Write the heading above the address.',
    }),
    textField({
      name: 'emailHeading',
      title: 'E-mail heading',
      group: 'content',
      description: 'Above the e-mail address, for example “Email”.',
      missing: 'Write the heading above the e-mail address.',
    }),
    textField({
      name: 'formHeading',
      title: 'Form heading',
      group: 'content',
      description: 'Above the form, for example “Send us a message”.',
      missing: 'Write the heading above the form.',
    }),
    textField({
      name: 'formIntro',
      title: 'Line under the form heading',
      group: 'content',
      description: 'For example “All fields are required.”',
      missing: 'Write the line under the form heading.',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: singletonPreview('Contact page', 'heading'),
})
