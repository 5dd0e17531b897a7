import { Fragment } from 'react'
import QRCode from 'qrcode'
import { twoFactorSettings } from '@/lib/auth/two-factor'
import { requestHeaders } from '@/lib/auth/request'
import { messagesFor } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'
import { buttonDanger } from '@/lib/components/buttons'
import { TwoStepSettings } from './TwoStepSettings'

/**
 * The key of an authenticator app, drawn on the server: its otpauth:// address as an SVG QR code
 * (no script draws it), and the key itself, for typing in by hand.
 */
async function AppKey({
  uri,
  secretKey,
  words,
}: {
  uri: string
  secretKey: string
  words: Messages['twoStep']['settings']
}) {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  })
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        role="img"
        aria-label={words.qrLabel}
        className="size-48 bg-white ring-1 ring-slate-200"
        // The SVG is qrcode's own drawing of the address: paths and a viewBox, nothing a visitor typed.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {/* Beside the code where the key's row fits, below it on a phone: its base width is the key's own. */}
      <dl className="flex-auto text-sm">
        <dt className="font-medium text-slate-600">{words.secret}</dt>
        {/* In groups of four characters, four groups a row, as authenticator apps show keys: never broken inside a group. */}
        <dd
          className="mt-1 grid w-max grid-cols-4 gap-1.5 font-mono text-base tracking-wider text-slate-900"
          data-testid="two-step-key"
        >
          {secretKey.match(/.{1,4}/g)?.map((group, index) => (
            <Fragment key={index}>
              {index ? ' ' : null}
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-center whitespace-nowrap">{group}</span>
            </Fragment>
          ))}
        </dd>
      </dl>
    </div>
  )
}

type Messages = ReturnType<typeof messagesFor>

/** Two-step sign-in on /account: off, waiting for its first code, or on. */
export async function TwoStepSection({ locale, permalink }: { locale: Locale; permalink: string }) {
  const m = messagesFor(locale)
  const words = m.twoStep.settings
  const settings = await twoFactorSettings(await requestHeaders())
  if (!settings) return null
  if (settings.state === 'unconfirmed') return <p className="mt-2 text-sm text-slate-700">{words.confirmFirst}</p>
  return (
    <TwoStepSettings
      locale={locale}
      permalink={permalink}
      state={settings.state}
      setUp={
        settings.state === 'pending' ? <AppKey uri={settings.uri} secretKey={settings.key} words={words} /> : undefined
      }
      words={words}
      pendingText={m.authAnswers.sending}
      dangerLook={buttonDanger}
    />
  )
}
