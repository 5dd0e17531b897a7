import { Icon } from '@/lib/components/Icon'
import { WideTableHint } from '@/lib/components/WideTableHint'
import { Section, headingProps } from '@/lib/components/Section'
import { textLink } from '@/lib/components/ui'
import { formatDate } from '@/lib/format'
import { langOfEntry, localizedPath } from '@/lib/i18n/locales'
import { formText } from '@/lib/i18n/messages'
import { getSubprocessors } from '@/lib/content'
import { changeHistory, currentSubprocessors } from '@/lib/trust/subprocessor-list'
import { isoDay } from '@/lib/trust/rules'
import { trustPaths } from '@/lib/trust/paths'
import { trustText } from '@/lib/trust/text'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { markdownLink } from '@/lib/markdown/escape'
import type { Content } from './content'
import { absoluteUrl } from '@/lib/addresses'
import { SubscribeFormIsland } from '../islands'

export async function View({ section, locale, id, path }: SectionProps<Content>) {
  const all = await getSubprocessors(locale)
  const text = trustText(locale)
  const words = text.subprocessors
  const date = (value: string) => formatDate(value, locale)
  const listed = currentSubprocessors(all, isoDay())
  const history = changeHistory(all)
  const cell = 'px-4 py-3 align-top'
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <WideTableHint text={text.wideTable} className="mb-3" />
      <section
        className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] text-left text-sm text-slate-700">
          <caption id={`${id}-caption`} className="sr-only">
            {words.caption}
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {[words.name, words.purpose, words.location, words.data, words.since].map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {listed.map(({ subprocessor, starts, leaves }) => (
              <tr key={subprocessor._id} lang={langOfEntry(subprocessor.language, locale)}>
                <th scope="row" className={`${cell} font-semibold text-brand-950`}>
                  {subprocessor.website ? (
                    <a href={subprocessor.website} className={textLink}>
                      {subprocessor.name}
                    </a>
                  ) : (
                    subprocessor.name
                  )}
                </th>
                <td className={cell}>{subprocessor.purpose}</td>
                <td className={cell}>{subprocessor.location}</td>
                <td className={cell}>{subprocessor.dataProcessed}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {starts ? (
                    <span className="font-semibold text-amber-900">{words.upcoming(date(subprocessor.since))}</span>
                  ) : (
                    date(subprocessor.since)
                  )}
                  {leaves ? (
                    <span className="block font-semibold text-amber-900">{words.leaving(date(leaves))}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h3 id={`${id}-history`} className="text-xl font-semibold text-brand-950">
            {words.history}
          </h3>
          {history.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{words.historyEmpty}</p>
          ) : (
            <ol aria-labelledby={`${id}-history`} className="mt-4 space-y-4">
              {history.map(({ subprocessor, change }) => (
                <li
                  key={`${subprocessor._id}:${change._key}`}
                  className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                >
                  <p className="text-sm font-semibold text-brand-950">
                    {words.kinds[change.kind]}: {subprocessor.name}, {words.effective(date(change.effective))}
                  </p>
                  <p lang={langOfEntry(subprocessor.language, locale)} className="mt-1 text-sm text-slate-700">
                    {change.note}
                  </p>
                  <p className="mt-1 text-xs text-slate-500">{words.announced(date(change.announced))}</p>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-6">
            <a
              href={localizedPath(trustPaths.feed, locale)}
              rel="alternate"
              type="application/rss+xml"
              className={`${textLink} inline-flex items-center gap-2 text-sm`}
            >
              <Icon name="rss" size={18} />
              {words.feed}
            </a>
          </p>
        </div>
        {section.withSubscribe ? (
          <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-semibold text-brand-950">{text.subscribe.heading}</h3>
            <p className="mt-2 mb-5 text-sm leading-6 text-slate-600">{text.subscribe.text}</p>
            <SubscribeFormIsland
              id={`${id}-subscribe`}
              locale={locale}
              permalink={path}
              text={formText(locale, (m) => ({
                email: text.subscribe.email,
                button: text.subscribe.button,
                honeypot: m.contact.form.honeypot,
              }))}
            />
          </div>
        ) : null}
      </div>
    </Section>
  )
}

export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const all = await getSubprocessors(locale)
  const words = trustText(locale).subprocessors
  const date = (value: string) => formatDate(value, locale)
  return lines(
    headingMarkdown(section),
    [
      `| ${[words.name, words.purpose, words.location, words.data, words.since].join(' | ')} |`,
      '|---|---|---|---|---|',
      ...currentSubprocessors(all, isoDay()).map(
        ({ subprocessor, starts }) =>
          `| ${[subprocessor.name, subprocessor.purpose, subprocessor.location, subprocessor.dataProcessed].map(inline).join(' | ')} | ${starts ? words.upcoming(date(subprocessor.since)) : date(subprocessor.since)} |`,
      ),
    ].join('\n'),
    `### ${inline(words.history)}`,
    changeHistory(all)
      .map(
        ({ subprocessor, change }) =>
          `- **${inline(words.kinds[change.kind])}: ${inline(subprocessor.name)}**, ${inline(words.effective(date(change.effective)))}. ${inline(change.note)}`,
      )
      .join('\n'),
    markdownLink(words.feed, absoluteUrl(localizedPath(trustPaths.feed, locale))),
  )
}
