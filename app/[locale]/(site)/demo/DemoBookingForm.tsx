'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Confirmation } from '@/lib/components/forms/Confirmation'
import { FormStatus, HoneypotField, SubmitButton, TextAreaField, TextField } from '@/lib/components/forms/controls'
import { SelectField } from '@/lib/components/forms/SelectField'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useActionForm } from '@/lib/components/forms/use-action-form'
import { bookDemoAction } from '@/lib/demo/actions'
import { initialDemoState } from '@/lib/demo/state'
import { demoFields, demoRoles, demoSizes, TIME_ZONE_FIELD } from '@/lib/forms/demo-fields'
import type { Locale } from '@/lib/i18n/locales'
import type { demoFormText } from './demo-form-text'
import { SlotPicker } from './SlotPicker'
// Apart from the offered zones' list, which the server renders: the form needs only the check.
import { isTimeZone } from '@/lib/demo/time-zone'
import { ZonePicker } from './ZonePicker'

const empty = { slot: '', name: '', email: '', organization: '', role: '', size: '', phone: '', note: '' }

const browserZone = () => {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  return isTimeZone(own) ? own : null
}
const never = () => () => undefined

/**
 * The zone to show the times in: the one the visitor picks, else the address's `?tz=`, else the
 * browser's own (after hydration: the server drew the page with `initial`).
 */
export function useBrowserZone(initial: string, chosenInAddress: boolean) {
  const [picked, setPicked] = useState<string | null>(null)
  const own = useSyncExternalStore(never, browserZone, () => null)
  return [picked ?? (chosenInAddress ? initial : (own ?? initial)), setPicked] as const
}

/**
 * /demo's form: the free times as a week calendar in the visitor's zone, chosen once above it,
 * then their details, the note on health information by the message box. With JavaScript the
 * browser's zone is chosen and the fields are checked with the shared schema before the server
 * action; without, the zone's button reloads the page and the form posts to the same action.
 * Once booked, a confirmation takes the form's place.
 */
export function DemoBookingForm({
  locale,
  permalink,
  zonePage,
  slots,
  zone: initialZone,
  zoneInAddress,
  zones,
  text,
  phiNote,
  confirmation,
}: {
  locale: Locale
  permalink: string
  /** The page without its query, which the zone select loads with `?tz=`. */
  zonePage: string
  /** The free times (ms since the epoch), earliest first. */
  slots: number[]
  /** The zone to show first: the address's `?tz=`, or the first specialist's. */
  zone: string
  zoneInAddress: boolean
  zones: readonly { value: string; label: string }[]
  text: ReturnType<typeof demoFormText>
  /** The note on health information under the note's box, drawn on the server (its id: demo-phi-note). */
  phiNote: ReactNode
  /** What happens next once booked, drawn on the server (ConfirmationNext). */
  confirmation: ReactNode
}) {
  const { labels, validation } = text
  const [zone, setZone] = useBrowserZone(initialZone, zoneInAddress)
  const { formProps, field, state, pending, answered, focusStatus } = useActionForm(
    () => import('@/lib/forms/demo').then((module) => module.demoSchema(validation)),
    {
      action: bookDemoAction,
      initialState: initialDemoState,
      defaultValues: empty,
      fields: demoFields,
      formBody: text.formBody,
      permalink,
    },
  )
  const answer = answered ? state.message : undefined
  if (answer && (state.status === 'booked' || state.status === 'resent')) {
    return <Confirmation id="demo-status" message={answer} next={confirmation} />
  }
  const slotField = field('slot')
  const options = (choices: Record<string, string>, values: readonly string[]) =>
    values.map((value) => ({ value, label: choices[value] ?? value }))

  return (
    <div className="space-y-6">
      <div className="demo-top">
        <h2 className="demo-heading">{labels.slotsHeading}</h2>
        <ZonePicker
          locale={locale}
          zones={zones}
          action={zonePage}
          zone={zone}
          label={labels.zoneLabel}
          submit={labels.zoneSubmit}
          onChange={setZone}
        />
      </div>
      <form {...formProps} className="space-y-6">
        <LocaleField locale={locale} />
        <input type="hidden" name={TIME_ZONE_FIELD} value={zone} />
        <SlotPicker
          slots={slots}
          nearest={answered ? state.nearest : undefined}
          nearestLegend={labels.nearest}
          locale={locale}
          timeZone={zone}
          legend={labels.slot}
          weekLegend={labels.weekLegend}
          noTimes={labels.noTimes}
          error={slotField.error}
          registration={slotField.registration}
          chosen={slotField.defaultValue}
          autoFocus={slotField.autoFocus}
        />
        {slots.length === 0 ? <p className="text-sm text-slate-700">{labels.noSlots}</p> : null}
        <h2 className="demo-heading border-t border-slate-200 pt-8">{labels.detailsHeading}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('name')} label={labels.name} autoComplete="name" required />
          <TextField
            {...field('email')}
            label={labels.email}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
          />
          <TextField {...field('organization')} label={labels.organization} autoComplete="organization" required />
          <SelectField
            {...field('role')}
            label={labels.role}
            options={options(labels.roles, demoRoles)}
            placeholder={labels.choose}
            required
          />
          <SelectField
            {...field('size')}
            label={labels.size}
            options={options(labels.sizes, demoSizes)}
            placeholder={labels.choose}
            required
          />
          <TextField {...field('phone')} label={labels.phone} type="tel" autoComplete="tel" />
        </div>
        <div>
          <TextAreaField {...field('note')} label={labels.note} rows={4} describedBy="demo-phi-note" />
          {phiNote}
        </div>
        <HoneypotField id="demo-website" label={labels.honeypot} />
        <FormStatus
          id="demo-status"
          message={pending ? text.pending : answer}
          tone={pending || state.status === 'resent' ? 'info' : state.status === 'booked' ? 'success' : 'error'}
          autoFocus={focusStatus && !!answer}
        />
        <SubmitButton pending={pending}>{labels.submit}</SubmitButton>
      </form>
    </div>
  )
}
