'use client'

import { useActionState } from 'react'
import { FormStatus, SubmitButton } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { cancelDemoAction, moveDemoAction } from '@/lib/demo/actions'
import { initialDemoState } from '@/lib/demo/state'
import { BOOKING_TOKEN_FIELD, TIME_ZONE_FIELD } from '@/lib/forms/demo-fields'
import type { Locale } from '@/lib/i18n/locales'
import { SlotPicker } from '../SlotPicker'
import { useBrowserZone } from '../DemoBookingForm'
import { ZonePicker } from '../ZonePicker'

type ManageText = {
  moveHeading: string
  moveSubmit: string
  cancelSubmit: string
  slot: string
  nearest: string
  weekLegend: string
  noTimes: string
  zoneLabel: string
  zoneSubmit: string
  pending: string
}

/**
 * What a mail's link opens: the move link, the free times and a button; the cancel link, one
 * button. Each posts the link's token to its server action, with or without JavaScript.
 */
export function ManageBooking({
  locale,
  action,
  token,
  permalink,
  zonePage,
  slots,
  zone: initialZone,
  zoneInAddress,
  zones,
  text,
  invalid,
}: {
  locale: Locale
  action: 'move' | 'cancel'
  token: string
  /** This page with its token: where the form posts without JavaScript. */
  permalink: string
  zonePage: string
  slots: number[]
  zone: string
  zoneInAddress: boolean
  zones: readonly { value: string; label: string }[]
  text: ManageText
  /**
   * What to show instead of the form when the link no longer works. Drawn by this component, so that
   * a page answering a submit made without JavaScript (whose booking has just changed) still shows the answer.
   */
  invalid?: React.ReactNode
}) {
  const [state, formAction, pending] = useActionState(
    action === 'move' ? moveDemoAction : cancelDemoAction,
    initialDemoState,
    permalink,
  )
  const [zone, setZone] = useBrowserZone(initialZone, zoneInAddress)
  const done = state.status === 'booked' || state.status === 'cancelled' || state.status === 'expired'
  const status = (
    <FormStatus
      id="demo-booking-status"
      message={pending ? text.pending : (state.message ?? state.errors?.slot)}
      tone={pending ? 'info' : state.status === 'booked' || state.status === 'cancelled' ? 'success' : 'error'}
      autoFocus={!!state.message}
    />
  )
  if (done) return status
  if (invalid) return invalid
  return (
    <div className="space-y-6">
      {action === 'move' ? (
        <>
          <h2 className="text-xl font-bold text-brand-950">{text.moveHeading}</h2>
          <ZonePicker
            locale={locale}
            zones={zones}
            action={zonePage}
            keep={{ token }}
            zone={zone}
            label={text.zoneLabel}
            submit={text.zoneSubmit}
            onChange={setZone}
          />
        </>
      ) : null}
      <form action={formAction} className="space-y-6">
        <LocaleField locale={locale} />
        <input type="hidden" name={BOOKING_TOKEN_FIELD} value={token} />
        <input type="hidden" name={TIME_ZONE_FIELD} value={zone} />
        {action === 'move' ? (
          <SlotPicker
            slots={slots}
            nearest={state.nearest}
            nearestLegend={text.nearest}
            locale={locale}
            timeZone={zone}
            legend={text.slot}
            weekLegend={text.weekLegend}
            noTimes={text.noTimes}
            error={state.errors?.slot}
          />
        ) : null}
        {status}
        <SubmitButton pending={pending}>{action === 'move' ? text.moveSubmit : text.cancelSubmit}</SubmitButton>
      </form>
    </div>
  )
}
