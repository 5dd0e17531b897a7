import { MessageCircleQuestionMark } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { required } from '../shared/fields'
import { orderableType } from '../shared/ordering'
import { linkAnnotation, textBlockOf } from '../objects/richText'

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

export const faqType = defineType(
  orderableType({
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
        validation: required('Write the question.'),
      }),
      defineField({
        name: 'answer',
        title: 'Answer',
        type: 'array',
        description: 'A short, direct answer: a paragraph or two, or a short list.',
        of: [
          textBlockOf(
            [{ title: 'Paragraph', value: 'normal' }],
            [
              linkAnnotation('Link', {
                title: 'Link to',
                description: 'A page of this site (/pricing) or a full web address (https://…).',
                validation: (rule) =>
                  rule
                    .required()
                    .uri({ allowRelative: true, scheme: ['http', 'https', 'mailto'] })
                    .error('Enter a page of this site such as /pricing, or a full address starting with https://.'),
              }),
            ],
          ),
        ],
        validation: (rule) => rule.required().min(1).error('Write the answer.'),
      }),
    ],
    preview: {
      select: { title: 'question', answer: 'answer' },
      prepare: ({ title, answer }) => ({
        title: title || 'Untitled question',
        subtitle: answerExcerpt(answer) || 'No answer yet',
      }),
    },
  }),
)
