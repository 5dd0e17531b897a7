/*
 * The site writes US English: these are the British spellings (and the one spelling of email) a
 * US buyer would notice, as patterns matched whole-word in any case. The seed's own label
 * "E-Mail Address" is the one exception (/work/shared/seeds: the sign-in form's label).
 */

const patterns = [
  // -our, -re
  '(?:colo|favo|behavio|hono|labo|neighbo|humo|harbo|rumo|odo|vigo|flavo|savo)ur\\w*',
  'centres?',
  'centred',
  '(?:kilo|centi|milli)?metres?',
  '(?:milli)?litres?',
  // -ise, -isation, -yse
  '(?:organi|recogni|reali|apologi|prioriti|minimi|maximi|optimi|standardi|customi|authori|digiti|utili|summari|speciali|emphasi|finali|centrali|personali|categori|synchroni|visuali|normali|moderni|mobili|hospitali|immuni|memori|familiari|critici|characteri|capitali|stabili|saniti)s(?:e|es|ed|ing|ation|ations|er|ers)',
  'analys(?:e|ed|ing)',
  // medicine
  'paediatric\\w*',
  'orthopaedic\\w*',
  'anaesthe\\w*',
  'haem\\w+',
  'oedema',
  'oestrogen',
  'foetus(?:es)?',
  'diarrhoea',
  'tumours?',
  // doubled l, and the rest
  '(?:travel|cancel|model|signal|level|total|fuel|counsel)l(?:ed|ing|er|ers|or|ors)',
  '(?:un|mis|re)?labell(?:ed|ing)',
  'enrol(?:s|ment|ments)?',
  'fulfil(?:s|ment)?',
  'judgements?',
  'acknowledgements?',
  'defence',
  'licence[sd]?',
  'practis(?:e|es|ed|ing)',
  'programmes?',
  'catalogues?',
  'speciality|specialities',
  'enquir(?:y|ies)',
  'whilst|amongst|learnt|ageing|grey',
  'cheques?|tyres?|aluminium|jewellery|manoeuvres?|moulds?|sceptic\\w*',
  // One spelling of email in running text.
  'e-mails?',
]

const british = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${patterns.join('|')})(?![\\p{L}\\p{N}-])`, 'giu')

/** The seed's label, which keeps its own spelling. */
const seedLabel = /E-Mail Address/g

/** The British spellings (and "e-mail") in `text`, as written. */
export const britishSpellingsIn = (text: string): string[] => [
  ...new Set(text.replace(seedLabel, '').match(british) ?? []),
]
