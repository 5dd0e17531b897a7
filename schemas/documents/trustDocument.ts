import { FileLock } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { documentAccess, trustFileTypes } from '../../lib/trust/rules'
import { choiceField, isUniqueInLanguage, required } from '../shared/fields'
import { orderField, orderOrdering } from '../shared/ordering'

/**
 * A document buyers download from the trust page: a public one by anyone (the BAA template), a
 * restricted one by an approved account that accepted the NDA (the SOC 2 report). The site serves
 * its file at /trust/documents/<key> and never shows where the file is stored.
 */
export const trustDocumentType = defineType({
  name: 'trustDocument',
  title: 'Trust document',
  type: 'document',
  icon: FileLock,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: required('Write the document’s title.') }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: required('Say in a sentence what the document is.'),
    }),
    defineField({
      name: 'key',
      title: 'Download address',
      type: 'slug',
      description: 'The end of its download’s address: /trust/documents/<this>. Its translation keeps the same one.',
      options: { source: 'title', maxLength: 60, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required().error('Generate the download address.'),
    }),
    choiceField({
      name: 'access',
      title: 'Who may download it',
      choices: documentAccess,
      layout: 'radio',
      initialValue: 'restricted',
      missing: 'Choose who may download it.',
    }),
    defineField({
      name: 'file',
      title: 'File',
      type: 'file',
      description: 'A PDF, Word (DOCX) or Excel (XLSX) file.',
      options: {
        accept: Object.values(trustFileTypes)
          .map((type) => type.mime)
          .join(','),
      },
      validation: (rule) => rule.required().error('Upload the file.'),
    }),
    defineField({
      name: 'updatedOn',
      title: 'Dated',
      type: 'date',
      description: 'The date of this version of the document.',
      validation: required('Enter the document’s date.'),
    }),
    orderField,
  ],
  orderings: [orderOrdering],
  preview: {
    select: { title: 'title', access: 'access' },
    prepare: ({ title, access }) => ({
      title: title || 'Untitled document',
      subtitle: access === 'public' ? 'Public' : 'Restricted (NDA, approved accounts)',
    }),
  },
})
