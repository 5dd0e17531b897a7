import { PageHeader } from './PageHeader'
import { container } from './ui'

export type ProseSection = { id: string; title: string; body: React.ReactNode }

/** A long-form page (terms, privacy): header, an "On this page" list and numbered sections. */
export function ProsePage({
  eyebrow,
  title,
  intro,
  sections,
}: {
  eyebrow: string
  title: string
  intro: React.ReactNode
  sections: ProseSection[]
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:gap-16`}>
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-brand-950">On this page</p>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-600 hover:text-brand-800 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-brand-950">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
