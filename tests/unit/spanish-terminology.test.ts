import { describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import { siteText } from '@/lib/i18n/site-text'
import { contactSubjects } from '@/lib/links'
import { trustText } from '@/lib/trust/text'
import { loadBundledDataset } from '../support/dataset'
import {
  glossaryIn,
  spanishTagline,
  spanishTerminology,
  spanishTermsPageName,
  wrongTermsIn,
} from '../support/spanish-terminology'

/*
 * The Spanish glossary (docs/translations.md#terminology, read by tests/support/spanish-terminology.ts):
 * none of its avoided words in the catalogue or in a Spanish document, and the same name for the
 * same thing everywhere.
 */

type Text = { where: string; text: string }

/** Fields that hold an address, a code name or a date, not words a reader sees. */
const notWords = new Set([
  'page',
  'href',
  'target',
  'slug',
  'icon',
  'group',
  'tone',
  'unit',
  'language',
  'style',
  'listItem',
])

/** Every text in a value with where it is: strings, and a function's source (site-text's templates, every branch). */
function textsOf(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (typeof value === 'function') return [{ where, text: String(value) }]
  if (Array.isArray(value)) return value.flatMap((child, index) => textsOf(child, `${where}[${index}]`))
  if (isBlock(value)) return [{ where, text: value.children.map((child) => child.text ?? '').join('') }]
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !key.startsWith('_') && !notWords.has(key))
      .flatMap(([key, child]) => textsOf(child, `${where}.${key}`))
  }
  return []
}

/** A paragraph of portable text: read whole, since a phrase may span its marks (a link, bold). */
const isBlock = (value: unknown): value is { children: { text?: string }[] } =>
  (value as { _type?: unknown })._type === 'block' && Array.isArray((value as { children?: unknown }).children)

const wrongTerms = (texts: Text[]) =>
  texts.flatMap(({ where, text }) => wrongTermsIn(text).map(({ word, use }) => `${where}: “${word}” (use: ${use})`))

const catalogue = [
  ...textsOf(messagesFor('es'), 'messages/es'),
  ...textsOf(siteText('es'), 'site-text es'),
  ...textsOf(trustText('es'), 'trust es'),
]
const spanishDocuments = loadBundledDataset().filter((document) => document.language === 'es')
const byId = new Map(spanishDocuments.map((document) => [document._id, document]))

describe('the Spanish terminology', () => {
  it('finds each avoided word, whole and in any case, and not inside another word', () => {
    for (const word of spanishTerminology.flatMap((term) => term.avoid)) {
      expect(wrongTermsIn(`Antes ${word.toUpperCase()} después.`).map((found) => found.word)).toContain(word)
    }
    expect(wrongTermsIn('Solicite un\npresupuesto hoy')).toEqual([
      { word: 'presupuesto', use: 'cotización (Solicitar una cotización)' },
    ])
    expect(wrongTermsIn('Agende una demostración; vea los presupuestarios')).toEqual([])
  })

  it('catches Spain’s register in the strings the reviewer found, and lets a change be introduced', () => {
    const found = (text: string) => wrongTermsIn(text).map((wrong) => wrong.word)
    expect(found('Introduzca el código de 6 dígitos de su aplicación.')).toEqual(['introduzca el código'])
    expect(found('Introduzca su contraseña y un código de su aplicación.')).toEqual(['introduzca su contraseña'])
    expect(found('Su inicio de sesión ha caducado.')).toEqual(['caducado'])
    expect(found('Este enlace ha caducado o ya se ha usado.')).toEqual(['caducado'])
    expect(found('Revise su aplicación e inténtelo de nuevo.')).toEqual(['inténtelo de nuevo'])
    expect(found('Desde su ordenador o su móvil.')).toEqual(['ordenador', 'su móvil'])
    expect(found('Nuestra aplicación móvil y la unidad móvil de la clínica.')).toEqual([])
    expect(found('Introduzca el cambio primero en una sola unidad. Vuelva a intentarlo.')).toEqual([])
  })

  it('catches what the US-Hispanic review of issue 50 found, and lets the right uses of the same words be', () => {
    const found = (text: string) => wrongTermsIn(text).map((wrong) => wrong.word)
    expect(
      [
        'Necesita un acuerdo de asociado comercial (BAA).',
        'Cada consulta y cambio de un expediente queda registrado.',
        'El personal de enfermería dedica su tiempo a la cabecera del paciente.',
        'Nuestros subencargados figuran en el BAA.',
        'Esto no es asesoramiento legal.',
        'Hable con su responsable de cumplimiento.',
        'El acceso a los historiales se revisa.',
        'Los resultados llegan al clínico que los pidió.',
        'En tres etapas, una unidad cada vez.',
        'El plan Gratis no tiene costo.',
        'Estos enlaces funcionan hasta que empieza la reunión.',
        'Al iniciar sesión en un navegador en el que no haya confiado.',
      ].map(found),
    ).toEqual([
      ['asociado comercial'],
      ['consulta y cambio'],
      ['cabecera del paciente'],
      ['subencargados'],
      ['asesoramiento legal'],
      ['responsable de cumplimiento'],
      ['historiales'],
      ['al clínico'],
      ['una unidad cada vez'],
      ['plan Gratis'],
      ['hasta que empieza'],
      ['no haya confiado'],
    ])
    expect(
      found(
        'Diez años de historial de citas, datos clínicos, una consulta de seguimiento, Comenzar gratis, cada vez que inicie sesión, el plan Free.',
      ),
    ).toEqual([])
  })

  it('has no avoided word in the Spanish catalogue (lib/i18n/messages/es.ts, lib/i18n/site-text.ts, lib/trust/text.ts)', () => {
    expect(catalogue.length).toBeGreaterThan(100)
    expect(wrongTerms(catalogue)).toEqual([])
  })

  it('has no avoided word in the Spanish documents of the bundled dataset', () => {
    const texts = spanishDocuments.flatMap((document) => textsOf(document, document._id))
    expect(spanishDocuments.length).toBeGreaterThan(50)
    expect(wrongTerms(texts)).toEqual([])
  })

  it('gives the tagline and the terms page one name everywhere', () => {
    const text = siteText('es')
    expect(text.tagline).toBe(spanishTagline)
    expect(text.shareAlt('MediCore')).toContain(spanishTagline.toLowerCase())
    const settings = byId.get('siteSettings__i18n_es')!
    expect(settings.footerTagline).toMatch(new RegExp(`^${spanishTagline} `))
    expect((settings.defaultSeo as { title: string }).title).toBe(`MediCore: ${spanishTagline.toLowerCase()}`)
    expect((byId.get('page-home__i18n_es')!.sections as { eyebrow?: string }[])[0]!.eyebrow).toBe(spanishTagline)

    expect(text.legal.legal.title).toBe(spanishTermsPageName)
    expect(messagesFor('es').signUp.form.termsLink).toBe(spanishTermsPageName)
    expect(byId.get('legalpage-legal__i18n_es')!.title).toBe(spanishTermsPageName)
    expect(linksTo('legal').map((link) => link.label)).toEqual([spanishTermsPageName])
  })

  it('names every plan as the English site does (docs/translations.md#plan-names)', () => {
    const plans = loadBundledDataset().filter((document) => document._type === 'pricingPlan')
    const english = plans.filter((plan) => plan.language === 'en')
    expect(english.map((plan) => plan.name)).toEqual(
      expect.arrayContaining(['Free', 'Starter', 'Business', 'Ultimate']),
    )
    for (const plan of english) expect(byId.get(`${plan._id}__i18n_es`)?.name, plan._id).toBe(plan.name)
  })

  it('labels every link to the contact form with the subject it prefills, or says under it where it leads', () => {
    const subjects = messagesFor('es').contact.subjects
    const links = Object.keys(contactSubjects).flatMap((subject) => linksTo(subject))
    expect(links.length).toBeGreaterThanOrEqual(Object.keys(contactSubjects).length)
    for (const link of links) {
      // A footer link whose words the specification set (“Ver facturas”) says in its note where it really leads.
      if (link.note) continue
      expect(link.label, link.target).toBe(subjects[link.target as keyof typeof subjects])
    }
  })

  it('reads every row of the glossary in docs/translations.md, and refuses a table it cannot read', () => {
    expect(spanishTerminology.length).toBeGreaterThan(20)
    for (const term of spanishTerminology) {
      expect(term.english, JSON.stringify(term)).not.toBe('')
      expect(term.spanish, term.english).not.toBe('')
      expect(term.avoid.length, term.english).toBeGreaterThan(0)
      // A term whose own Spanish is one of its wrong words would fail every page that uses it.
      expect(
        wrongTermsIn(term.spanish).filter((wrong) => term.avoid.includes(wrong.word)),
        term.english,
      ).toEqual([])
    }
    const table = (rows: string) =>
      `# T\n\n## Terminology\n\nText.\n\n| English | Spanish | Not | Why |\n| - | - | - | - |\n${rows}\n\n## Next\n\n| a | b |`
    expect(glossaryIn(table('| quote | cotización | presupuesto,  pedir cotización | Spain’s. |'))).toEqual([
      { english: 'quote', spanish: 'cotización', avoid: ['presupuesto', 'pedir cotización'], why: 'Spain’s.' },
    ])
    expect(() => glossaryIn('# T\n\n## Words\n')).toThrow(/no "## Terminology" section/)
    expect(() => glossaryIn(table('').replace('| Not |', '| Avoid |'))).toThrow(
      /columns are English, Spanish, Avoid, Why/,
    )
  })
})

/** The call-to-action and menu links of the Spanish documents that lead to `target`. */
function linksTo(target: string): { label: string; target: string; note?: string }[] {
  const found: { label: string; target: string; note?: string }[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record.target === target && typeof record.label === 'string')
        found.push({ label: record.label, target, note: record.note as string | undefined })
      Object.values(record).forEach(visit)
    }
  }
  spanishDocuments.forEach(visit)
  return found
}
