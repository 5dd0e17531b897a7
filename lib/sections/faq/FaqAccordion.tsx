import { faqAnchor } from '@/lib/anchors'
import type { Faq } from '@/lib/content'
import { Icon } from '@/lib/components/Icon'
import { PortableText } from '@/lib/components/PortableText'
import { scoped } from '@/lib/components/scope'
import { measure } from '@/lib/components/ui'

/** The name every item shares: the browser keeps at most one <details name> of a group open. */
export const FAQ_GROUP_NAME = 'faq'

/**
 * FAQ accordion with native <details name>: one item open at a time, no JavaScript. A second
 * accordion on the page gets a `scope`, so that its group and its answers' ids are its own.
 */
export function FaqAccordion({ faqs, scope }: { faqs: Faq[]; scope?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {faqs.map((faq) => (
        <details
          key={faq._id}
          id={scoped(faqAnchor(faq._id), scope)}
          name={scoped(FAQ_GROUP_NAME, scope)}
          className="group"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-2xl px-6 py-5 text-left text-base font-semibold text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Icon
              name="chevron-down"
              size={20}
              className="shrink-0 text-slate-500 transition-transform group-target:rotate-180 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className={`px-6 pb-6 text-base leading-7 text-slate-600 ${measure}`}>
            <PortableText value={faq.answer} />
          </div>
        </details>
      ))}
    </div>
  )
}
