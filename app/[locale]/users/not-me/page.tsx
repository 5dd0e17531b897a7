import { formPageMetadata } from '@/lib/seo'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { NotMeCard } from '../_components/NotMeCard'

export const generateMetadata = formPageMetadata('notMe')

type NotMeProps = LocaleProps & { searchParams: Promise<{ token?: string | string[]; done?: string }> }

/**
 * Where a new browser's notice links (`?token=…`). Opening it changes nothing: the button does (a
 * POST), so a mail scanner that follows every link cannot sign the owner out. The answer comes
 * back to this page (`?done`, `?invalid`); "This wasn't me" on /account lands on `?done` too.
 */
export default async function NotMePage({ params, searchParams }: NotMeProps) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const token = Array.isArray(query.token) ? query.token[0] : query.token
  return <NotMeCard locale={locale} state={{ token, done: query.done !== undefined }} />
}
