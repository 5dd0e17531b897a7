/*
 * The Spanish site's terminology: for each thing, the words staff and translators use, and the
 * words they do not (a test's list: the site never reads it). docs/translations.md shows this list as a table (a test keeps the two the
 * same), and tests/unit/spanish-terminology.test.ts fails on any avoided word in the catalogue
 * (lib/i18n/messages/es.ts, lib/i18n/site-text.ts) or in a Spanish document of the bundled dataset.
 */

type Term = {
  /** What the English site says. */
  english: string
  /** What the Spanish site says, every time. */
  spanish: string
  /** Words that must not appear in Spanish text, matched as whole words, in any case. */
  avoid: readonly string[]
  /** Why, when it is not obvious. */
  why?: string
}

/** The tagline, on every page's share card and in the footer. */
export const spanishTagline = 'Gestión y análisis de datos de salud'

/** The terms page's one name: its title, its tab, its footer link and the sign-up form's link. */
export const spanishTermsPageName = 'Términos del servicio'

export const spanishTerminology: readonly Term[] = [
  {
    english: 'record, medical record',
    spanish: 'expediente (del paciente), expediente médico',
    avoid: [
      'historia clínica',
      'historias clínicas',
      'historial clínico',
      'historial médico',
      'registro médico',
      'registros médicos',
      'registros clínicos',
      'registros de pacientes',
    ],
    why: '“Registro” is the front desk’s registration, a log, or any entry.',
  },
  {
    english: 'quote (Request a quote)',
    spanish: 'cotización (Solicitar una cotización)',
    avoid: ['presupuesto', 'presupuestos', 'pedir cotización'],
    why: '“Presupuesto” is Spain’s word, and a budget in the US.',
  },
  {
    english: 'demo (Schedule a demo, See a demo, book a demo)',
    spanish: 'demostración: Agendar una demostración (buttons, subjects); agende una demostración (sentences)',
    avoid: ['demo', 'demos', 'programar una demostración', 'programe una demostración', 'reservar una demostración'],
  },
  {
    english: 'plan names: Free, Starter, Business, Ultimate',
    spanish: 'Gratis, Starter, Business, Ultimate (the paid plans keep their names)',
    avoid: ['plan Free', 'plan gratuito'],
    why: 'The name comes from the Spanish plan document, as the pricing page shows it.',
  },
  {
    english: 'Healthcare management and analytics (the tagline)',
    spanish: spanishTagline,
    avoid: ['analítica sanitaria', 'gestión sanitaria', 'análisis en salud', 'gestión y analítica'],
  },
  {
    english: 'Terms of service (the page, its link, sign-up)',
    spanish: spanishTermsPageName,
    avoid: ['aviso legal', 'términos y condiciones', 'condiciones del servicio'],
    why: 'An “aviso legal” is a document Spain’s law asks for, not terms of service.',
  },
  {
    english: 'material changes (legal pages)',
    spanish: 'cambios sustanciales',
    avoid: ['cambios importantes', 'cambios materiales'],
    why: 'The legal term; elsewhere, “cambios significativos”.',
  },
  {
    english: 'we work to keep MediCore available',
    spanish: 'trabajamos para mantener MediCore disponible',
    avoid: ['siempre disponible'],
    why: 'A promise of availability the English terms do not make.',
  },
  {
    english: 'Chat with a trade specialist',
    spanish: 'Hablar con un especialista comercial',
    avoid: ['chatear', 'chatee'],
  },
  {
    english: 'Affiliate partner program',
    spanish: 'Programa de afiliados',
    avoid: ['socios afiliados'],
  },
  {
    english: 'dedicated account manager',
    spanish: 'gerente de cuenta exclusivo',
    avoid: ['gerente de cuenta dedicado', 'cuenta dedicado'],
  },
  {
    english: 'HIPAA basics',
    spanish: 'conceptos básicos de HIPAA',
    avoid: ['HIPAA básico', 'lo básico de HIPAA'],
  },
  {
    english: 'take registration online',
    spanish: 'haga el registro en línea',
    avoid: ['el registro a internet'],
  },
  {
    english: 'start small',
    spanish: 'empiece con lo básico',
    avoid: ['en pequeño'],
  },
  {
    english: 'Nothing matches “…”',
    spanish: 'No hay resultados para “…”',
    avoid: ['nada coincide'],
  },
  {
    english: 'median turnaround time',
    spanish: 'la mediana del tiempo de respuesta',
    avoid: ['tiempo de respuesta mediano', 'tiempo mediano'],
  },
  {
    english: 'diabetic patient',
    spanish: 'paciente con diabetes',
    avoid: ['paciente diabético', 'pacientes diabéticos', 'paciente diabética'],
  },
  {
    english: 'enter (a code, a password)',
    spanish: 'ingrese (Ingrese el código)',
    avoid: [
      'introduzca el código',
      'introduzca un código',
      'introduzca su código',
      'introduzca su contraseña',
      'introduzca la contraseña',
      'introduzca su correo',
      'introduzca el correo',
      'introducir el código',
      'introducir la contraseña',
    ],
    why: 'Typing into a field is “ingresar” in US forms; “introducir” is Spain’s (introducing a change is fine).',
  },
  {
    english: 'expired (a link, a sign-in)',
    spanish: 'venció, vence (Este enlace venció o ya se usó.)',
    avoid: ['caducado', 'caducada', 'caducó', 'caduca', 'caducar'],
    why: '“Caducar” reads as Spain’s; the site says “vencer” everywhere.',
  },
  {
    english: 'please try again',
    spanish: 'vuelva a intentarlo',
    avoid: ['inténtelo de nuevo', 'inténtelo otra vez'],
  },
  {
    english: 'computer, cell phone',
    spanish: 'computadora, teléfono (celular)',
    avoid: ['ordenador', 'ordenadores', 'su móvil', 'el móvil', 'un móvil', 'teléfono móvil'],
    why: 'Spain’s words for the devices (“aplicación móvil”, “unidad móvil” are fine).',
  },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One pattern per avoided word: whole words only, any case, any run of spaces between them. */
const avoided = spanishTerminology.flatMap((term) =>
  term.avoid.map((word) => ({
    word,
    term,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${word.split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
  })),
)

/** The avoided words `text` contains, each with the term to use instead. */
export const wrongTermsIn = (text: string): { word: string; use: string }[] =>
  avoided.filter(({ pattern }) => pattern.test(text)).map(({ word, term }) => ({ word, use: term.spanish }))
