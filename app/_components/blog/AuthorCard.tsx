import type { Author } from '@/lib/content'
import { CmsImage } from '@/lib/components/CmsImage'
import { eyebrowClass } from '@/lib/components/Eyebrow'
import { measure } from '@/lib/components/ui'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'

/** Who wrote the article: photo, name, role and a short bio. */
export function AuthorCard({ author, locale }: { author: Author; locale: Locale }) {
  return (
    <section
      aria-labelledby="author-title"
      className="mt-16 flex gap-5 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      <CmsImage
        image={author.photo}
        width={80}
        aspectRatio={1}
        className="size-20 shrink-0 rounded-full bg-white ring-1 ring-slate-200"
      />
      <div>
        <h2 id="author-title" className={`${eyebrowClass} text-accent-700`}>
          {siteText(locale).blog.aboutAuthor}
        </h2>
        <p className="mt-1 text-lg font-semibold text-brand-950">{author.name}</p>
        <p className="text-sm text-slate-600">{author.role}</p>
        <p className={`mt-3 text-base leading-7 text-slate-700 ${measure}`}>{author.bio}</p>
      </div>
    </section>
  )
}
