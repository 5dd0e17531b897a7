import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { buttonDangerQuiet } from '@/lib/components/buttons'
import { requestHeaders } from '@/lib/auth/request'
import { notMeAction } from '@/lib/auth/two-factor-actions'
import { describeUserAgent } from '@/lib/auth/user-agent'
import { formatDateTime } from '@/lib/format'
import { messagesFor } from '@/lib/i18n/messages'
import { LocalTime } from './LocalTime'
import type { Locale } from '@/lib/i18n/locales'
import { recentSignIns } from '@/lib/auth/account-sessions'

/** The account's last sign-ins and failed attempts, and "This wasn't me". */
export async function SignInHistory({ locale, permalink }: { locale: Locale; permalink: string }) {
  const m = messagesFor(locale)
  const words = m.signInHistory
  const events = await recentSignIns(await requestHeaders())
  return (
    <>
      <p id="sign-in-history-intro" className="mt-2 text-sm text-slate-600">
        {words.intro}
      </p>
      {events.length ? (
        <div className="mt-4 overflow-x-auto">
          <table aria-describedby="sign-in-history-intro" className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {words.time}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {words.result}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {words.method}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {words.browser}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {words.place}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-900">
              {events.map((event) => (
                <tr key={`${event.at.getTime()}-${event.method}-${event.succeeded}`}>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <LocalTime at={event.at.toISOString()} utc={formatDateTime(event.at, locale)} locale={locale} />
                  </td>
                  <td className={`py-2 pr-4 ${event.succeeded ? 'text-green-800' : 'font-medium text-red-700'}`}>
                    {event.succeeded ? words.signedIn : words.failed}
                  </td>
                  <td className="py-2 pr-4">{words.methods[event.method]}</td>
                  <td className="py-2 pr-4">{describeUserAgent(event.userAgent, m.account.page)}</td>
                  <td className="py-2 text-slate-600">{event.place ?? words.notRecorded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{words.empty}</p>
      )}
      <p id="not-me-intro" className="mt-4 text-sm text-slate-700">
        {words.notMeIntro}
      </p>
      <ActionForm action={notMeAction} permalink={permalink} className="mt-2">
        <LocaleField locale={locale} />
        <button type="submit" aria-describedby="not-me-intro" className={`${buttonDangerQuiet} px-4 py-1.5`}>
          {words.notMe}
        </button>
      </ActionForm>
    </>
  )
}
