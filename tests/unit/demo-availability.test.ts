import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SanityClient } from 'sanity'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentValidationError } from '@/lib/content/errors'
import { demoAvailabilityModel } from '@/lib/content/models'
import { evaluateGroq, type SanityDocument } from '@/lib/content/sources/bundled'
import type { QueryParams } from '@/lib/content/sources/types'
import { validateDocuments } from '@/lib/content/validate'
import { availabilityBounds, availabilityModel, type BoundedField } from '@/lib/demo/availability'
import { freeSlots, warnUnlistedSpecialists } from '@/lib/demo/slots'
import { compiledSchema, studioValidate } from '../support/studio-validate'
import { at, availabilityWith, MINUTE, weekdaySpecialist } from '../support/demo'

/*
 * The demo availability staff set in the Studio: the site's zod model (a broken document fails the
 * build, named) and the Studio's rules (each on its field, in plain words) refuse the same
 * documents, from the same rules (lib/demo/availability.ts).
 */

afterEach(() => {
  vi.restoreAllMocks()
})

/** The bundled dataset's availability: Dana Lee (New York, two ranges a weekday) and Marco Ruiz. */
const bundled = readFileSync(path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDocument)
  .find((document) => document._id === 'demoAvailability')!

type Hours = { _key: string; _type: 'weeklyHours'; day: string; start: string; end: string }
type Specialist = { _key: string; _type: 'specialist'; key?: string; name: string; hours?: Hours[] } & Record<
  string,
  unknown
>

const published = () => structuredClone(bundled) as SanityDocument & { specialists: Specialist[] }
const draft = (change: (document: ReturnType<typeof published>) => void = () => undefined) => {
  const document = published()
  change(document)
  return { ...document, _id: 'drafts.demoAvailability' }
}
const hours = (_key: string, day: string, start: string, end: string): Hours => ({
  _key,
  _type: 'weeklyHours',
  day,
  start,
  end,
})

/** The site's model on a document, as the build reads it: the error it fails with, or undefined. */
function modelError(document: Record<string, unknown>) {
  try {
    validateDocuments([{ ...document, _id: 'demoAvailability' }], demoAvailabilityModel)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError)
    return error as ContentValidationError
  }
}

/** The Studio's rules on a document, its client answering GROQ over `dataset` with groq-js. */
function studio(document: Record<string, unknown>, dataset: SanityDocument[] = [bundled]) {
  const fetch = vi.fn((groq: string, params: QueryParams) => evaluateGroq(dataset, groq, params))
  return studioValidate(document, fetch as never)
}

const errors = (markers: { level: string; path: string; message: string }[]) =>
  markers.filter((marker) => marker.level === 'error')

describe('the bundled availability', () => {
  it('passes the model and the Studio', async () => {
    expect(modelError(bundled)).toBeUndefined()
    expect(await studio(draft())).toEqual([])
  })
})

describe('one key per specialist (Sanity’s “Duplicate” keeps the key)', () => {
  const duplicated = () =>
    draft((document) => {
      document.specialists.push({ ...document.specialists[0]!, _key: 'copy', name: 'Dana Lee (copy)' })
    })

  it('fails the build, naming the document, the field and both specialists', () => {
    const error = modelError(duplicated())!
    expect(error.documentId).toBe('demoAvailability')
    expect(error.field).toBe('specialists.2.key')
    expect(error.message).toBe(
      'Invalid demoAvailability document "demoAvailability", field "specialists.2.key": Dana Lee (copy), specialist 3, has the same key as Dana Lee, specialist 1: “dana-lee”. Bookings name their specialist by the key, so each specialist needs their own: give specialist 3 a new key.',
    )
  })

  it('is refused by the Studio on the copy’s key, in the same words', async () => {
    expect(await studio(duplicated())).toEqual([
      {
        level: 'error',
        path: 'specialists[_key=="copy"].key',
        message:
          'Dana Lee (copy), specialist 3, has the same key as Dana Lee, specialist 1: “dana-lee”. Bookings name their specialist by the key, so each specialist needs their own: give specialist 3 a new key.',
      },
    ])
  })

  it('refuses the case the reviewer found: a copy in another zone offering 03:00 New York time as Dana’s', () => {
    const dana = weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '10:00')
    const copy = { ...weekdaySpecialist('dana-lee', 'Asia/Tokyo', '17:00', '18:00'), name: 'Dana Lee (copy)' }
    const parsed = availabilityModel.safeParse(availabilityWith([dana, copy]))
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['specialists', 1, 'key'], message: expect.stringContaining('“dana-lee”') }),
    ])
  })
})

describe('a key that upcoming demos use cannot be removed or renamed in the Studio', () => {
  const now = Date.now()
  const booking = (id: string, changes: Record<string, unknown> = {}): SanityDocument =>
    ({
      _id: `demoBooking.${id}`,
      _type: 'demoBooking',
      status: 'booked',
      startsAt: new Date(now + 3 * 24 * 3_600_000).toISOString(),
      specialist: 'Dana Lee',
      ...changes,
    }) as SanityDocument
  const upcoming = [bundled, booking('a'), booking('b'), booking('marco', { specialist: 'Marco Ruiz' })]
  const renamed = () =>
    draft((document) => {
      document.specialists[0]!.key = 'dana'
    })
  const removed = () =>
    draft((document) => {
      document.specialists.shift()
    })

  it('refuses a renamed key on that field, naming the key, the number of demos and what to do', async () => {
    expect(errors(await studio(renamed(), upcoming))).toEqual([
      {
        level: 'error',
        path: 'specialists[_key=="dana-lee"].key',
        message:
          '2 upcoming demos are booked with the key “dana-lee” (Dana Lee), which this version renames. Bookings name their specialist by this key: without it, their times would be offered to visitors again and the mails would go to another specialist. Keep the key “dana-lee” (change only the name), or have those demos moved or cancelled first (npm run demos lists them).',
      },
    ])
  })

  it('refuses a removed specialist on the list', async () => {
    const [marker] = errors(await studio(removed(), [bundled, booking('a')]))
    expect(marker).toEqual({
      level: 'error',
      path: 'specialists',
      message: expect.stringMatching(
        /^An upcoming demo is booked with the key “dana-lee” \(Dana Lee\), which this version removes\. .* Keep the key “dana-lee” \(change only the name\), or have that demo moved or cancelled first/,
      ),
    })
  })

  it('counts by the copy’s key when it carries one, so a renamed specialist still counts', async () => {
    const byKey = [bundled, booking('a', { specialist: 'Dana Lee-Smith', specialistKey: 'dana-lee' })]
    expect(errors(await studio(renamed(), byKey))).toHaveLength(1)
    const other = [bundled, booking('a', { specialist: 'Dana Lee', specialistKey: 'someone-else' })]
    expect(errors(await studio(renamed(), other))).toEqual([])
  })

  it('lets a key go once its demos have passed or were cancelled, and keeps every other change free', async () => {
    const done = [
      bundled,
      booking('past', { startsAt: new Date(now - 3_600_000).toISOString() }),
      booking('cancelled', { status: 'cancelled' }),
    ]
    expect(await studio(renamed(), done)).toEqual([])
    expect(await studio(removed(), done)).toEqual([])
    // Renaming the person, and dropping their hours, keep the key: nothing to check.
    const renamedPerson = draft((document) => {
      document.specialists[0]!.name = 'Dana Lee-Smith'
      document.specialists[0]!.hours = []
    })
    expect(await studio(renamedPerson, upcoming)).toEqual([])
    // Nothing published yet: nothing to drop.
    expect(await studio(renamed(), upcoming.slice(1))).toEqual([])
  })

  it('asks the Content Lake for the published version, then only for upcoming booked demos', async () => {
    const fetch = vi.fn((groq: string, params: QueryParams) => evaluateGroq(upcoming, groq, params))
    await studioValidate(renamed(), fetch as never)
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('*[_id == $id][0].specialists[]'),
      { id: 'demoAvailability' },
      expect.objectContaining({ perspective: 'published' }),
    )
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('_type == "demoBooking" && status == "booked" && dateTime(startsAt) > dateTime($now)'),
      { now: expect.any(String) },
      expect.objectContaining({ perspective: 'published' }),
    )
  })

  it('refuses rather than guesses when the Content Lake cannot answer', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(errors(await studioValidate(renamed(), offline as never))).toEqual([
      {
        level: 'error',
        path: 'specialists',
        message: expect.stringMatching(
          /^The Studio could not compare the specialists’ keys .* Try again in a moment\.$/,
        ),
      },
    ])
  })

  it('says on the key field that it must not change once demos are booked', () => {
    const type = compiledSchema.get('demoAvailability') as unknown as {
      fields: { name: string; type: { of: { fields: { name: string; type: { description?: string } }[] }[] } }[]
    }
    const specialist = type.fields.find((field) => field.name === 'specialists')!.type.of[0]!
    const key = specialist.fields.find((field) => field.name === 'key')!
    expect(key.type.description).toMatch(/Once demos are booked with them, never change or remove it/)
  })

  it('on the site, a booking whose key is no longer listed is logged once and keeps nobody listed busy', () => {
    const log = vi.fn()
    const dana = weekdaySpecialist('dana', 'America/New_York', '09:00', '10:00')
    const rules = availabilityWith([dana], { noticeHours: 0, daysAhead: 2 })
    const nine = at('2026-12-01T14:00:00Z') // Tuesday 09:00 in New York
    const busy = [{ specialist: 'dana-lee-old', startsAt: nine, endsAt: nine + 30 * MINUTE }]
    const now = at('2026-11-30T12:00:00Z')
    warnUnlistedSpecialists(rules, busy, now, log)
    warnUnlistedSpecialists(rules, busy, now, log)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toMatch(
      /^\[demo\] 1 upcoming booking\(s\) name the specialist key "dana-lee-old", which the demo availability no longer lists/,
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(freeSlots(rules, busy, now).map((slot) => slot.startsAt)).toContain(nine)
    // Already said: freeSlots, which logs to the console, says it no more.
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('one specialist’s hours never overlap on a day', () => {
  const overlapping = () =>
    draft((document) => {
      document.specialists[0]!.hours = [hours('a', 'mon', '09:00', '12:00'), hours('b', 'mon', '10:15', '13:00')]
    })

  it('fails the build, naming the specialist, the day and both ranges', () => {
    const error = modelError(overlapping())!
    expect(error.field).toBe('specialists.0.hours.1')
    expect(error.reason).toBe(
      'Dana Lee’s hours on Monday overlap (09:00–12:00 and 10:15–13:00), so two visitors could book Dana Lee at the same time: merge them into one range, or end one before the other starts',
    )
  })

  it('is refused by the Studio on the later range', async () => {
    expect(await studio(overlapping())).toEqual([
      {
        level: 'error',
        path: 'specialists[_key=="dana-lee"].hours[_key=="b"]',
        message: expect.stringMatching(/^Dana Lee’s hours on Monday overlap \(09:00–12:00 and 10:15–13:00\)/),
      },
    ])
  })

  it('accepts ranges that touch, and the same hours on other days or for other specialists', async () => {
    const fine = draft((document) => {
      document.specialists[0]!.hours = [
        hours('a', 'mon', '09:00', '12:00'),
        hours('b', 'mon', '12:00', '13:00'),
        hours('c', 'tue', '10:15', '13:00'),
      ]
    })
    expect(modelError(fine)).toBeUndefined()
    expect(await studio(fine)).toEqual([])
  })
})

describe('each field’s rule is the model’s, in plain words on that field', () => {
  const cases: [BoundedField, unknown, string][] = [
    ['meetingMinutes', 0, 'Meeting length must be between 10 and 240 minutes, a whole number.'],
    ['meetingMinutes', 5, 'Meeting length must be between 10 and 240 minutes, a whole number.'],
    ['meetingMinutes', 241, 'Meeting length must be between 10 and 240 minutes, a whole number.'],
    ['meetingMinutes', 30.5, 'Meeting length must be between 10 and 240 minutes, a whole number.'],
    ['bufferMinutes', 200, 'Buffer between meetings must be between 0 and 120 minutes, a whole number.'],
    ['bufferMinutes', -5, 'Buffer between meetings must be between 0 and 120 minutes, a whole number.'],
    ['noticeHours', 400, 'Minimum notice must be between 0 and 336 hours.'],
    ['daysAhead', 0, 'Days ahead must be between 1 and 90 days, a whole number.'],
    ['daysAhead', undefined, 'Days ahead must be between 1 and 90 days, a whole number.'],
  ]

  it.each(cases)(
    '%s = %s: the Studio says so on the field, and the build fails on it',
    async (field, value, message) => {
      const document = draft((changed) => {
        ;(changed as Record<string, unknown>)[field] = value
      })
      expect(await studio(document)).toEqual([{ level: 'error', path: field, message }])
      const error = modelError(document)!
      expect(error.field).toBe(field)
      const { min, max, unit } = availabilityBounds[field]
      expect(error.reason).toContain(`between ${min} and ${max} ${unit}`)
    },
  )

  it('the Studio and the model agree on every value either side of each bound', async () => {
    for (const field of Object.keys(availabilityBounds) as BoundedField[]) {
      const { min, max } = availabilityBounds[field]
      for (const value of [min - 1, min, min + 0.5, max - 1, max, max + 1]) {
        const document = draft((changed) => {
          ;(changed as Record<string, unknown>)[field] = value
        })
        const studioRefuses = (await studio(document)).some((marker) => marker.path === field)
        expect(studioRefuses, `${field} = ${value}`).toBe(modelError(document) !== undefined)
      }
    }
  })

  it('a specialist without hours is told so on the field, and the build names it', async () => {
    const document = draft((changed) => {
      delete changed.specialists[1]!.hours
    })
    expect(await studio(document)).toEqual([
      { level: 'error', path: 'specialists[_key=="marco-ruiz"].hours', message: 'Add Marco Ruiz’s weekly hours.' },
    ])
    const error = modelError(document)!
    expect(error.field).toBe('specialists.1.hours')
    expect(error.reason).toBe('must list the specialist’s weekly hours')
  })

  it('hours that end before they start name the specialist and the day, on the range’s end', async () => {
    const document = draft((changed) => {
      changed.specialists[1]!.hours = [hours('late', 'wed', '16:00', '08:00')]
    })
    const message = 'Marco Ruiz’s hours on Wednesday must end after they start (16:00–08:00)'
    expect(await studio(document)).toEqual([
      {
        level: 'error',
        path: 'specialists[_key=="marco-ruiz"].hours[_key=="late"].end',
        message: `${message}.`,
      },
    ])
    const error = modelError(document)!
    expect(error.field).toBe('specialists.1.hours.0.end')
    expect(error.reason).toBe(message)
  })

  it('a key or a time zone in the wrong form is told so in plain words, as the model refuses it', async () => {
    const document = draft((changed) => {
      changed.specialists[1]!.key = 'Marco Ruiz'
      changed.specialists[1]!.timeZone = 'Pacific'
    })
    expect(await studio(document)).toEqual([
      {
        level: 'error',
        path: 'specialists[_key=="marco-ruiz"].key',
        message: expect.stringMatching(/^Write a short key of lowercase letters, digits and dashes/),
      },
      {
        level: 'error',
        path: 'specialists[_key=="marco-ruiz"].timeZone',
        message: expect.stringMatching(/^“Pacific” is not a time zone/),
      },
    ])
    expect(modelError(document)!.field).toBe('specialists.1.key')
  })
})

describe('the client the Studio asks', () => {
  it('is asked nothing about bookings when no key is dropped', async () => {
    const fetch = vi.fn(async () => bundled.specialists) as unknown as SanityClient['fetch']
    await studioValidate(draft(), fetch)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
