import { MessageCircleQuestionMark } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { orderableFields, orderableOrdering } from './ordering'

/** The answer's opening words, for the list preview. */
function answerExcerpt(answer: unknown): string | undefined {
  if (!Array.isArray(answer)) return undefined
  const text = answer
    .flatMap((block: { children?: { text?: unknown }[] }) => block?.children ?? [])
    .map((span) => (typeof span.text === 'string' ? span.text : ''))
    .join('')
    .trim()
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text || undefined
}

export const faqType = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: MessageCircleQuestionMark,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'Ask it the way a hospital or clinic buyer would, for example “Is MediCore HIPAA compliant?”.',
      validation: (rule) => rule.required().error('Write the question.'),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'array',
      description: 'A short, direct answer: a paragraph or two, or a short list.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Paragraph', value: 'normal' }],
          lists: [
            { title: 'Bulleted list', value: 'bullet' },
            { title: 'Numbered list', value: 'number' },
          ],
          marks: {
            decorators: [
              { title: 'Bold', value: 'strong' },
              { title: 'Italic', value: 'em' },
            ],
            annotations: [
              defineArrayMember({
                name: 'link',
                title: 'Link',
                type: 'object',
                fields: [
                  defineField({
                    name: 'href',
                    title: 'Link to',
                    type: 'url',
                    description: 'A page of this site (/pricing) or a full web address (https://…).',
                    validation: (rule) =>
                      rule
                        .required()
                        .uri({ allowRelative: true, scheme: ['http', 'https', 'mailto'] })
                        .error('Enter a page of this site such as /pricing, or a full address starting with https://.'),
                  }),
                ],
              }),
            ],
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Write the answer.'),
    }),
    ...orderableFields('faq'),
  ],
  orderings: [orderableOrdering],
  preview: {
    select: { title: 'question', answer: 'answer' },
    prepare: ({ title, answer }) => ({
      title: title || 'Untitled question',
      subtitle: answerExcerpt(answer) || 'No answer yet',
    }),
  },
})
