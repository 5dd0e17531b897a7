import { NotFoundPage } from '@/app/_components/NotFoundPage'
import { requestLocale } from '@/lib/i18n/request'

/*
 * A page of one language that is not there (an unknown article or category, a list page past the
 * last): the 404 page in that language, which the layout above has already set.
 */
export default function LocaleNotFound() {
  return <NotFoundPage locale={requestLocale()} />
}
