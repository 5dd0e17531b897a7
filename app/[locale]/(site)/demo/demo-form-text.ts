import { formText } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/text'
import { site } from '@/lib/site'

/** The booking form's words in a language, picked on the server for the client form. */
export const demoFormText = (locale: Locale) =>
  formText(
    locale,
    (m) => ({
      ...m.demo.form,
      zoneLabel: m.demo.zoneLabel,
      zoneSubmit: m.demo.zoneSubmit,
      detailsHeading: m.demo.detailsHeading,
      slotsHeading: m.demo.slotsHeading,
      weekLegend: m.demo.weekLegend,
      noTimes: m.demo.noTimes,
      noSlots: fill(m.demo.noSlots, { email: site.email }),
    }),
    (m) => m.demo.answers.sending,
  )
