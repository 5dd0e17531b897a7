import { bold, chip, escape, muted, stats, table } from './html.ts'

/*
 * The product screens of the bundled dataset: one for each module MediCore sells, drawn in English
 * (US spellings, US times) and in Spanish (as a US Hispanic clinic's staff would read the product).
 * Every name, number and patient on them is made up.
 */

type Lang = 'en' | 'es'
type Words = Record<Lang, string>

const nav: { key: string; label: Words }[] = [
  { key: 'dashboard', label: { en: 'Dashboard', es: 'Panel' } },
  { key: 'outpatients', label: { en: 'Out-patients', es: 'Consulta externa' } },
  { key: 'inpatients', label: { en: 'In-patients', es: 'Hospitalización' } },
  { key: 'nursing', label: { en: 'Nursing', es: 'Enfermería' } },
  { key: 'pharmacy', label: { en: 'Pharmacy', es: 'Farmacia' } },
  { key: 'lab', label: { en: 'Laboratory', es: 'Laboratorio' } },
  { key: 'stores', label: { en: 'Stores', es: 'Almacenes' } },
  { key: 'finance', label: { en: 'Finance', es: 'Finanzas' } },
  { key: 'portal', label: { en: 'Patient portal', es: 'Portal del paciente' } },
  { key: 'users', label: { en: 'Users and roles', es: 'Usuarios y roles' } },
]

export const screenCss = `
body { background: linear-gradient(135deg, #e0f2fe, #ccfbf1); padding: 40px; }
.window { display: flex; width: 1120px; height: 720px; border-radius: 24px; overflow: hidden; background: #f8fafc; box-shadow: 0 24px 60px rgba(15,47,85,.18); }
.side { width: 220px; flex: none; background: #0f2f55; padding: 28px 16px; color: #cbd5e1; }
.brand { display: flex; align-items: center; gap: 12px; padding: 0 12px 22px; color: #fff; font-weight: 700; font-size: 21px; }
.mark { width: 34px; height: 34px; border-radius: 9px; background: #0d9488; display: grid; place-items: center; }
.side a { display: flex; align-items: center; gap: 14px; padding: 9px 14px; border-radius: 10px; font-size: 15px; margin-bottom: 2px; }
.side a::before { content: ''; width: 10px; height: 10px; border-radius: 50%; background: #64748b; }
.side a.on { background: #1e4f8a; color: #fff; font-weight: 600; }
.side a.on::before { background: #5eead4; }
.main { flex: 1; padding: 32px 34px; overflow: hidden; }
.top { display: flex; align-items: flex-start; justify-content: space-between; gap: 24px; margin-bottom: 22px; }
h1 { font-size: 27px; font-weight: 700; letter-spacing: -.01em; }
.sub { color: #64748b; font-size: 15px; margin-top: 6px; }
.tools { display: flex; align-items: center; gap: 18px; }
.search { width: 210px; height: 40px; border: 1px solid #e2e8f0; border-radius: 999px; background: #fff; display: flex; align-items: center; gap: 8px; padding: 0 16px; color: #94a3b8; font-size: 14px; }
.search b { color: #0f172a; font-weight: 500; }
.search::before { content: ''; width: 12px; height: 12px; border: 2px solid #64748b; border-radius: 50%; flex: none; }
.avatar { width: 40px; height: 40px; border-radius: 50%; background: #dbeafe; color: #1e40af; display: grid; place-items: center; font-weight: 700; font-size: 14px; }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 14px; margin-bottom: 18px; }
.stat { background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 14px 18px; }
.stat-label { color: #64748b; font-size: 14px; }
.stat-value { font-size: 30px; font-weight: 700; margin-top: 4px; letter-spacing: -.01em; }
.stat-note { font-size: 13px; font-weight: 600; margin-top: 2px; }
.panel { background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 18px 22px 8px; }
.panel-title { font-size: 18px; font-weight: 700; margin-bottom: 10px; }
table { width: 100%; border-collapse: collapse; font-size: 15px; table-layout: fixed; }
th { white-space: nowrap; text-align: left; color: #64748b; font-size: 13px; font-weight: 600; padding: 8px 8px 10px 0; border-bottom: 1px solid #e2e8f0; }
td { padding: 12px 8px 12px 0; border-bottom: 1px solid #f1f5f9; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
tr:last-child td { border-bottom: 0; }
.users table { font-size: 14px; }
.chip { display: inline-block; border-radius: 999px; padding: 3px 12px; font-size: 13px; font-weight: 600; }
.muted { color: #64748b; }
.row { display: grid; gap: 16px; }
.bar { height: 10px; border-radius: 5px; background: #e2e8f0; overflow: hidden; }
.bar > span { display: block; height: 100%; border-radius: 5px; background: #0b63c5; }
.check { display: flex; justify-content: space-between; align-items: center; padding: 9px 0; border-bottom: 1px solid #f1f5f9; font-size: 14px; }
.tick { width: 20px; height: 20px; border-radius: 6px; display: grid; place-items: center; font-size: 13px; font-weight: 700; }
.yes { background: #0b63c5; color: #fff; }
.no { background: #e2e8f0; color: #94a3b8; }
`

const plus = `<svg width="20" height="20" viewBox="0 0 20 20"><path d="M10 3v14M3 10h14" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/></svg>`

function frame(
  lang: Lang,
  active: string,
  title: string,
  subtitle: string,
  search: string,
  initials: string,
  body: string,
) {
  const links = nav
    .map((item) => `<a class="${item.key === active ? 'on' : ''}">${escape(item.label[lang])}</a>`)
    .join('')
  return `<div class="window"><div class="side"><div class="brand"><span class="mark">${plus}</span>MediCore</div>${links}</div>
<div class="main"><div class="top"><div><h1>${escape(title)}</h1><div class="sub">${escape(subtitle)}</div></div>
<div class="tools"><div class="search">${search}</div><div class="avatar">${initials}</div></div></div>${body}</div></div>`
}

const placeholder = (lang: Lang) => escape(lang === 'en' ? 'Search' : 'Buscar')

type Screen = {
  /** The module's key: the dataset's features and tour steps name it. */
  key: string
  /** What the picture shows, for readers who cannot see it. */
  alt: Words
  html: (lang: Lang) => string
}

const t = (lang: Lang, words: Words) => words[lang]
const time = (lang: Lang, hour: number, minute: number) =>
  `${hour > 12 ? hour - 12 : hour}:${String(minute).padStart(2, '0')} ${lang === 'en' ? (hour >= 12 ? 'PM' : 'AM') : hour >= 12 ? 'p. m.' : 'a. m.'}`

export const screens: Screen[] = [
  {
    key: 'outpatients',
    alt: {
      en: 'MediCore out-patient queue: 12 patients waiting, 5 in consultation, an average wait of 14 minutes, and a list of the next patients with their department, clinician and status.',
      es: 'Fila de consulta externa en MediCore: 12 pacientes en espera, 5 en consulta, una espera promedio de 14 minutos y una lista de los próximos pacientes con su departamento, profesional clínico y estado.',
    },
    html: (lang) => {
      const rows: [string, string, Words, string, [Words, 'blue' | 'amber' | 'teal' | 'slate'], [number, number]][] = [
        [
          'A-104',
          '#20931',
          { en: 'Cardiology', es: 'Cardiología' },
          'Dr. Okafor',
          [{ en: 'In consultation', es: 'En consulta' }, 'blue'],
          [9, 10],
        ],
        [
          'A-105',
          '#20947',
          { en: 'General medicine', es: 'Medicina general' },
          'Dr. Lindqvist',
          [{ en: 'Waiting', es: 'En espera' }, 'amber'],
          [9, 18],
        ],
        [
          'A-106',
          '#20952',
          { en: 'Pediatrics', es: 'Pediatría' },
          'Dr. Mehta',
          [{ en: 'Lab pending', es: 'Lab. pendiente' }, 'teal'],
          [9, 24],
        ],
        [
          'A-107',
          '#20960',
          { en: 'Orthopedics', es: 'Ortopedia' },
          'Dr. Santos',
          [{ en: 'Waiting', es: 'En espera' }, 'amber'],
          [9, 31],
        ],
        [
          'A-108',
          '#20968',
          { en: 'Dermatology', es: 'Dermatología' },
          'Dr. Nakamura',
          [{ en: 'Checked in', es: 'Registrado' }, 'slate'],
          [9, 37],
        ],
        [
          'A-109',
          '#20975',
          { en: 'Cardiology', es: 'Cardiología' },
          'Dr. Okafor',
          [{ en: 'Waiting', es: 'En espera' }, 'amber'],
          [9, 42],
        ],
        [
          'A-110',
          '#20981',
          { en: 'Pediatrics', es: 'Pediatría' },
          'Dr. Mehta',
          [{ en: 'Checked in', es: 'Registrado' }, 'slate'],
          [9, 46],
        ],
      ]
      return frame(
        lang,
        'outpatients',
        t(lang, { en: 'Out-patient queue', es: 'Fila de consulta externa' }),
        t(lang, { en: 'Main campus · Today', es: 'Campus principal · Hoy' }),
        placeholder(lang),
        'DR',
        stats([
          {
            label: t(lang, { en: 'Waiting', es: 'En espera' }),
            value: '12',
            note: t(lang, { en: '3 fewer than at 9 AM', es: '3 menos que a las 9 a. m.' }),
          },
          {
            label: t(lang, { en: 'In consultation', es: 'En consulta' }),
            value: '5',
            note: t(lang, { en: '7 rooms open', es: '7 consultorios abiertos' }),
            noteTone: 'info',
          },
          {
            label: t(lang, { en: 'Average wait', es: 'Espera promedio' }),
            value: '14 min',
            note: t(lang, { en: '−6 min this week', es: '−6 min esta semana' }),
          },
          {
            label: t(lang, { en: 'Seen today', es: 'Atendidos hoy' }),
            value: '86',
            note: t(lang, { en: 'of 140 booked', es: 'de 140 citas' }),
            noteTone: 'muted',
          },
        ]) +
          table(
            t(lang, { en: 'Next patients', es: 'Próximos pacientes' }),
            lang === 'en'
              ? ['Token', 'Patient', 'Department', 'Clinician', 'Status', 'Arrived']
              : ['Turno', 'Paciente', 'Departamento', 'Profesional', 'Estado', 'Llegada'],
            rows.map(([token, id, department, clinician, [status, tone], [hour, minute]]) => [
              bold(token),
              escape(`${t(lang, { en: 'Patient', es: 'Paciente' })} ${id}`),
              escape(department[lang]),
              escape(clinician),
              chip(status[lang], tone),
              muted(time(lang, hour, minute)),
            ]),
            ['11%', '19%', '21%', '18%', '19%', '12%'],
          ),
      )
    },
  },
  {
    key: 'nursing',
    alt: {
      en: 'MediCore nursing station for ward 4B: 24 patients, 9 medications due this hour, 2 sets of vitals overdue, and each bed’s next task with its alerts.',
      es: 'Estación de enfermería de la sala 4B en MediCore: 24 pacientes, 9 medicamentos para esta hora, 2 tomas de signos vitales atrasadas y la próxima tarea de cada cama con sus alertas.',
    },
    html: (lang) => {
      const rows: [string, string, Words, [number, number], [Words, 'red' | 'amber' | 'slate' | 'teal']][] = [
        [
          '4B-01',
          '#18210',
          { en: 'Vitals and early-warning score', es: 'Signos vitales y puntaje de alerta' },
          [10, 0],
          [{ en: 'Overdue 20 min', es: 'Atrasado 20 min' }, 'red'],
        ],
        [
          '4B-02',
          '#18244',
          { en: 'Metformin 500 mg, by mouth', es: 'Metformina 500 mg, vía oral' },
          [10, 15],
          [{ en: 'Due', es: 'Pendiente' }, 'amber'],
        ],
        [
          '4B-05',
          '#18251',
          { en: 'Wound dressing, left leg', es: 'Curación de herida, pierna izquierda' },
          [10, 30],
          [{ en: 'Scheduled', es: 'Programado' }, 'slate'],
        ],
        [
          '4B-07',
          '#18263',
          { en: 'Fall-risk check', es: 'Revisión de riesgo de caídas' },
          [10, 45],
          [{ en: 'Allergy: penicillin', es: 'Alergia: penicilina' }, 'red'],
        ],
        [
          '4B-09',
          '#18270',
          { en: 'Insulin before lunch', es: 'Insulina antes del almuerzo' },
          [11, 30],
          [{ en: 'Scheduled', es: 'Programado' }, 'slate'],
        ],
        [
          '4B-12',
          '#18292',
          { en: 'Discharge teaching', es: 'Educación para el alta' },
          [12, 0],
          [{ en: 'Ready', es: 'Listo' }, 'teal'],
        ],
        [
          '4B-14',
          '#18301',
          { en: 'Blood glucose check', es: 'Control de glucosa' },
          [12, 15],
          [{ en: 'Scheduled', es: 'Programado' }, 'slate'],
        ],
      ]
      return frame(
        lang,
        'nursing',
        t(lang, { en: 'Ward 4B nursing station', es: 'Estación de enfermería, sala 4B' }),
        t(lang, { en: 'Day shift · Charge nurse E. Vargas', es: 'Turno de día · Enfermera a cargo: E. Vargas' }),
        placeholder(lang),
        'EV',
        stats([
          {
            label: t(lang, { en: 'Patients', es: 'Pacientes' }),
            value: '24',
            note: t(lang, { en: '2 admissions today', es: '2 ingresos hoy' }),
            noteTone: 'info',
          },
          {
            label: t(lang, { en: 'Doses this hour', es: 'Dosis esta hora' }),
            value: '9',
            note: t(lang, { en: '4 given so far', es: '4 administrados' }),
          },
          {
            label: t(lang, { en: 'Vitals overdue', es: 'Signos vitales atrasados' }),
            value: '2',
            note: t(lang, { en: 'Beds 01 and 08', es: 'Camas 01 y 08' }),
            noteTone: 'warn',
          },
          {
            label: t(lang, { en: 'Handover', es: 'Entrega de turno' }),
            value: '1 h 40',
            note: t(lang, { en: 'Notes 80% ready', es: 'Notas al 80 %' }),
            noteTone: 'muted',
          },
        ]) +
          table(
            t(lang, { en: 'Next tasks by bed', es: 'Próximas tareas por cama' }),
            lang === 'en'
              ? ['Bed', 'Patient', 'Task', 'Due', 'Alert']
              : ['Cama', 'Paciente', 'Tarea', 'Hora', 'Alerta'],
            rows.map(([bed, id, task, [hour, minute], [alert, tone]]) => [
              bold(bed),
              escape(`${t(lang, { en: 'Patient', es: 'Paciente' })} ${id}`),
              escape(task[lang]),
              muted(time(lang, hour, minute)),
              chip(alert[lang], tone),
            ]),
            ['10%', '19%', '36%', '13%', '22%'],
          ),
      )
    },
  },
  {
    key: 'stores',
    alt: {
      en: 'MediCore stores and inventory: 4,812 items in stock, 17 below their reorder level, 23 batches expiring within 30 days, and a table of items by store, batch and expiry date.',
      es: 'Almacenes e inventario en MediCore: 4,812 artículos en existencia, 17 bajo su nivel de pedido, 23 lotes que vencen en 30 días y una tabla de artículos por almacén, lote y fecha de vencimiento.',
    },
    html: (lang) => {
      const rows: [Words, Words, string, string, string, [Words, 'green' | 'amber' | 'red']][] = [
        [
          { en: 'Nitrile gloves, medium', es: 'Guantes de nitrilo, medianos' },
          { en: 'Central store', es: 'Almacén central' },
          'NG-2291',
          '03/2028',
          '1,240',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          { en: 'IV cannula 20G', es: 'Cánula IV 20G' },
          { en: 'Ward 4B', es: 'Sala 4B' },
          'CN-0842',
          '11/2027',
          '36',
          [{ en: 'Reorder', es: 'Pedir' }, 'amber'],
        ],
        [
          { en: 'Saline 0.9%, 500 mL', es: 'Solución salina 0.9 %, 500 mL' },
          { en: 'Emergency', es: 'Urgencias' },
          'SL-7730',
          '01/2027',
          '84',
          [{ en: 'Expires in 24 days', es: 'Vence en 24 días' }, 'red'],
        ],
        [
          { en: 'Gauze swabs 10 × 10 cm', es: 'Gasas 10 × 10 cm' },
          { en: 'Central store', es: 'Almacén central' },
          'GZ-1187',
          '06/2029',
          '3,600',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          { en: 'Syringe 5 mL', es: 'Jeringa de 5 mL' },
          { en: 'Pediatrics', es: 'Pediatría' },
          'SY-5521',
          '09/2028',
          '58',
          [{ en: 'Reorder', es: 'Pedir' }, 'amber'],
        ],
        [
          { en: 'Alcohol prep pads', es: 'Toallitas con alcohol' },
          { en: 'Ward 2A', es: 'Sala 2A' },
          'AP-3304',
          '04/2028',
          '910',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          { en: 'Surgical masks', es: 'Cubrebocas quirúrgicos' },
          { en: 'Operating rooms', es: 'Quirófanos' },
          'SM-6610',
          '02/2029',
          '2,400',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
      ]
      return frame(
        lang,
        'stores',
        t(lang, { en: 'Stores and inventory', es: 'Almacenes e inventario' }),
        t(lang, { en: 'All stores · Updated 2 minutes ago', es: 'Todos los almacenes · Actualizado hace 2 minutos' }),
        placeholder(lang),
        'JM',
        stats([
          {
            label: t(lang, { en: 'Items in stock', es: 'Artículos en existencia' }),
            value: '4,812',
            note: t(lang, { en: 'across 9 stores', es: 'en 9 almacenes' }),
            noteTone: 'muted',
          },
          {
            label: t(lang, { en: 'Below reorder level', es: 'Bajo nivel de pedido' }),
            value: '17',
            note: t(lang, { en: '6 orders drafted', es: '6 pedidos en borrador' }),
            noteTone: 'warn',
          },
          {
            label: t(lang, { en: 'Expiring in 30 days', es: 'Vencen en 30 días' }),
            value: '23',
            note: t(lang, { en: 'batches to use first', es: 'lotes para usar primero' }),
            noteTone: 'warn',
          },
          {
            label: t(lang, { en: 'Stock value', es: 'Valor del inventario' }),
            value: '$218K',
            note: t(lang, { en: '−4% waste this quarter', es: '−4 % de merma este trimestre' }),
          },
        ]) +
          table(
            t(lang, { en: 'Items to watch', es: 'Artículos a vigilar' }),
            lang === 'en'
              ? ['Item', 'Store', 'Batch', 'Expires', 'On hand', 'Status']
              : ['Artículo', 'Almacén', 'Lote', 'Vence', 'Existencia', 'Estado'],
            rows.map(([item, store, batch, expires, onHand, [status, tone]]) => [
              bold(item[lang]),
              escape(store[lang]),
              muted(batch),
              escape(expires),
              escape(onHand),
              chip(status[lang], tone),
            ]),
            ['28%', '16%', '12%', '11%', '12%', '21%'],
          ),
      )
    },
  },
  {
    key: 'pharmacy',
    alt: {
      en: 'MediCore pharmacy: a search for the generic name amoxicillin, and a table of the equivalent products with their strength, form and stock, one to reorder and one out of stock.',
      es: 'Farmacia en MediCore: una búsqueda por el nombre genérico amoxicilina y una tabla de los productos equivalentes con su concentración, forma y existencias, uno por pedir y otro agotado.',
    },
    html: (lang) => {
      // Made-up makers and brands: every product here is amoxicillin alone.
      const generic = lang === 'en' ? 'Amoxicillin' : 'Amoxicilina'
      const rows: [string, Words, Words, string, [Words, 'green' | 'amber' | 'red']][] = [
        [
          `${generic} · Kessler Labs`,
          { en: '500 mg', es: '500 mg' },
          { en: 'Capsule', es: 'Cápsula' },
          '1,260',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          'Moxivant',
          { en: '500 mg', es: '500 mg' },
          { en: 'Capsule', es: 'Cápsula' },
          '310',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          `${generic} · Brightwell`,
          { en: '875 mg', es: '875 mg' },
          { en: 'Tablet', es: 'Tableta' },
          '420',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          'Moxivant XR',
          { en: '775 mg', es: '775 mg' },
          { en: 'Extended-release tablet', es: 'Tableta de liberación prolongada' },
          '140',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
        [
          `${generic} · Kessler Labs`,
          { en: '250 mg/5 mL', es: '250 mg/5 mL' },
          { en: 'Oral suspension', es: 'Suspensión oral' },
          '38',
          [{ en: 'Reorder', es: 'Pedir' }, 'amber'],
        ],
        [
          `${generic} · Brightwell`,
          { en: '125 mg', es: '125 mg' },
          { en: 'Chewable tablet', es: 'Tableta masticable' },
          '0',
          [{ en: 'Out of stock', es: 'Agotado' }, 'red'],
        ],
        [
          'Moxivant',
          { en: '250 mg', es: '250 mg' },
          { en: 'Capsule', es: 'Cápsula' },
          '96',
          [{ en: 'In stock', es: 'En existencia' }, 'green'],
        ],
      ]
      return frame(
        lang,
        'pharmacy',
        t(lang, { en: 'Pharmacy', es: 'Farmacia' }),
        t(lang, {
          en: 'Search by generic name to see every equivalent in stock',
          es: 'Busque por nombre genérico para ver cada equivalente en existencia',
        }),
        `<b>${lang === 'en' ? 'amoxicillin' : 'amoxicilina'}</b>`,
        'RP',
        stats([
          {
            label: t(lang, { en: 'Prescriptions today', es: 'Recetas hoy' }),
            value: '312',
            note: t(lang, { en: '288 dispensed', es: '288 surtidas' }),
          },
          {
            label: t(lang, { en: 'Average wait', es: 'Espera promedio' }),
            value: '6 min',
            note: t(lang, { en: '−3 min this month', es: '−3 min este mes' }),
          },
          {
            label: t(lang, { en: 'Generic rate', es: 'Uso de genéricos' }),
            value: '84%',
            note: t(lang, { en: '+7 points this year', es: '+7 puntos este año' }),
          },
          {
            label: t(lang, { en: 'Low stock', es: 'Existencias bajas' }),
            value: '11',
            note: t(lang, { en: 'reorders drafted', es: 'pedidos en borrador' }),
            noteTone: 'warn',
          },
        ]) +
          table(
            t(lang, { en: 'Equivalents of amoxicillin', es: 'Equivalentes de amoxicilina' }),
            lang === 'en'
              ? ['Product', 'Strength', 'Form', 'On hand', 'Status']
              : ['Producto', 'Concentración', 'Forma', 'Existencia', 'Estado'],
            rows.map(([product, strength, form, onHand, [status, tone]]) => [
              bold(product),
              escape(strength[lang]),
              escape(form[lang]),
              escape(onHand),
              chip(status[lang], tone),
            ]),
            ['30%', '15%', '25%', '11%', '19%'],
          ),
      )
    },
  },
  {
    key: 'lab',
    alt: {
      en: 'MediCore lab dashboard: median turnaround falling from 4.1 to 3.4 hours over 12 weeks, with turnaround by test type and the day’s pending and critical results.',
      es: 'Panel de laboratorio de MediCore: la mediana del tiempo de respuesta baja de 4.1 a 3.4 horas en 12 semanas, con el tiempo de respuesta por tipo de prueba y los resultados pendientes y críticos del día.',
    },
    html: (lang) => {
      const weeks = [4.1, 4.0, 4.05, 3.9, 3.85, 3.8, 3.72, 3.7, 3.6, 3.55, 3.45, 3.4]
      const x = (index: number) => 40 + index * 46
      const y = (hours: number) => 20 + (4.3 - hours) * 260
      const line = weeks.map((hours, index) => `${index ? 'L' : 'M'}${x(index)},${y(hours)}`).join(' ')
      const area = `${line} L${x(11)},${y(3.2)} L${x(0)},${y(3.2)} Z`
      const chart = `<svg width="560" height="320" viewBox="0 0 560 320">
<defs><linearGradient id="g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0b63c5" stop-opacity=".25"/><stop offset="1" stop-color="#0b63c5" stop-opacity="0"/></linearGradient></defs>
${[4, 3.5].map((hours) => `<line x1="40" x2="550" y1="${y(hours)}" y2="${y(hours)}" stroke="#e2e8f0"/><text x="0" y="${y(hours) + 5}" fill="#64748b" font-size="13">${hours.toFixed(1)} h</text>`).join('')}
<path d="${area}" fill="url(#g)"/><path d="${line}" fill="none" stroke="#0b63c5" stroke-width="3.5" stroke-linejoin="round"/>
<circle cx="${x(11)}" cy="${y(3.4)}" r="6" fill="#0b63c5"/><text x="${x(11) - 46}" y="${y(3.4) - 14}" fill="#0f172a" font-size="15" font-weight="700">3.4 h</text>
${weeks.map((_, index) => (index % 3 === 0 ? `<text x="${x(index) - 10}" y="316" fill="#64748b" font-size="13">${lang === 'en' ? 'Wk' : 'Sem.'} ${index + 1}</text>` : '')).join('')}
</svg>`
      const tests: [Words, number][] = [
        [{ en: 'Complete blood count', es: 'Biometría hemática' }, 1.6],
        [{ en: 'Basic metabolic panel', es: 'Química sanguínea básica' }, 2.3],
        [{ en: 'Urinalysis', es: 'Examen general de orina' }, 2.8],
        [{ en: 'Blood culture', es: 'Hemocultivo' }, 6.5],
        [{ en: 'Troponin', es: 'Troponina' }, 0.9],
        [{ en: 'Coagulation panel', es: 'Pruebas de coagulación' }, 1.9],
      ]
      const byTest = tests
        .map(
          ([name, hours]) =>
            `<div style="margin-bottom:18px"><div style="display:flex;justify-content:space-between;gap:12px;font-size:14px;margin-bottom:6px"><span>${escape(name[lang])}</span><b style="white-space:nowrap">${hours.toFixed(1)} h</b></div><div class="bar"><span style="width:${Math.round((hours / 7) * 100)}%"></span></div></div>`,
        )
        .join('')
      return frame(
        lang,
        'lab',
        t(lang, { en: 'Lab turnaround', es: 'Tiempo de respuesta del laboratorio' }),
        t(lang, { en: 'Last 12 weeks · All sites', es: 'Últimas 12 semanas · Todas las sedes' }),
        placeholder(lang),
        'MB',
        stats([
          {
            label: t(lang, { en: 'Median turnaround', es: 'Mediana de respuesta' }),
            value: '3.4 h',
            note: t(lang, { en: '−17% in 12 weeks', es: '−17 % en 12 semanas' }),
          },
          {
            label: t(lang, { en: 'Samples today', es: 'Muestras hoy' }),
            value: '1,126',
            note: t(lang, { en: '98% tracked end to end', es: '98 % con seguimiento completo' }),
            noteTone: 'info',
          },
          {
            label: t(lang, { en: 'Pending results', es: 'Resultados pendientes' }),
            value: '64',
            note: t(lang, { en: '12 past target', es: '12 fuera de meta' }),
            noteTone: 'warn',
          },
          {
            label: t(lang, { en: 'Critical values', es: 'Valores críticos' }),
            value: '3',
            note: t(lang, { en: 'all called back', es: 'todos notificados' }),
          },
        ]) +
          `<div class="row" style="grid-template-columns:1.4fr 1fr">
<div class="panel" style="padding-bottom:14px"><div class="panel-title">${escape(t(lang, { en: 'Median turnaround, hours', es: 'Mediana de respuesta, horas' }))}</div>${chart}</div>
<div class="panel"><div class="panel-title">${escape(t(lang, { en: 'By test type', es: 'Por tipo de prueba' }))}</div>${byTest}</div></div>`,
      )
    },
  },
  {
    key: 'finance',
    alt: {
      en: 'MediCore billing and claims: $1.24 million billed and $1.02 million collected this month, 142 claims pending, a 4.1% denial rate, and a table of recent claims by payer and status.',
      es: 'Facturación y reclamaciones en MediCore: 1.24 millones de dólares facturados y 1.02 millones cobrados este mes, 142 reclamaciones pendientes, una tasa de rechazo del 4.1 % y una tabla de reclamaciones recientes por aseguradora y estado.',
    },
    html: (lang) => {
      const rows: [string, string, string, [number, number], [Words, 'green' | 'amber' | 'red' | 'blue']][] = [
        ['CL-55812', 'Medicare Part B', '$1,284.00', [12, 2], [{ en: 'Paid', es: 'Pagada' }, 'green']],
        ['CL-55820', 'Blue Ridge Health Plan', '$642.50', [12, 2], [{ en: 'Pending', es: 'Pendiente' }, 'amber']],
        ['CL-55827', 'Medicaid', '$318.00', [12, 3], [{ en: 'Submitted', es: 'Enviada' }, 'blue']],
        [
          'CL-55831',
          'Lakeside Mutual',
          '$2,910.00',
          [12, 3],
          [{ en: 'Denied: needs review', es: 'Rechazada: revisar' }, 'red'],
        ],
        [
          'CL-55836',
          lang === 'en' ? 'Self-pay' : 'Pago directo',
          '$95.00',
          [12, 4],
          [{ en: 'Paid', es: 'Pagada' }, 'green'],
        ],
        ['CL-55840', 'Medicare Part A', '$7,420.00', [12, 4], [{ en: 'Pending', es: 'Pendiente' }, 'amber']],
        ['CL-55844', 'Blue Ridge Health Plan', '$1,106.40', [12, 5], [{ en: 'Submitted', es: 'Enviada' }, 'blue']],
      ]
      return frame(
        lang,
        'finance',
        t(lang, { en: 'Billing and claims', es: 'Facturación y reclamaciones' }),
        t(lang, { en: 'December · All departments', es: 'Diciembre · Todos los departamentos' }),
        placeholder(lang),
        'TW',
        stats([
          {
            label: t(lang, { en: 'Billed this month', es: 'Facturado este mes' }),
            value: '$1.24M',
            note: t(lang, { en: '+6% on November', es: '+6 % frente a noviembre' }),
          },
          {
            label: t(lang, { en: 'Collected', es: 'Cobrado' }),
            value: '$1.02M',
            note: t(lang, { en: '82% of billed', es: '82 % de lo facturado' }),
            noteTone: 'info',
          },
          {
            label: t(lang, { en: 'Claims pending', es: 'Reclamaciones pendientes' }),
            value: '142',
            note: t(lang, { en: '18 older than 30 days', es: '18 con más de 30 días' }),
            noteTone: 'warn',
          },
          {
            label: t(lang, { en: 'Denial rate', es: 'Tasa de rechazo' }),
            value: '4.1%',
            note: t(lang, { en: '−2.3 points this year', es: '−2.3 puntos este año' }),
          },
        ]) +
          table(
            t(lang, { en: 'Recent claims', es: 'Reclamaciones recientes' }),
            lang === 'en'
              ? ['Claim', 'Payer', 'Amount', 'Submitted', 'Status']
              : ['Reclamación', 'Aseguradora', 'Monto', 'Enviada', 'Estado'],
            rows.map(([claim, payer, amount, [, day], [status, tone]]) => [
              bold(claim),
              escape(payer),
              escape(amount),
              muted(lang === 'en' ? `Dec ${day}` : `${day} dic.`),
              chip(status[lang], tone),
            ]),
            ['16%', '27%', '16%', '14%', '27%'],
          ),
      )
    },
  },
  {
    key: 'portal',
    alt: {
      en: 'The MediCore patient portal as a patient sees it: the next appointment with a button to reschedule, new lab results, a prescription ready to refill and a bill to pay online.',
      es: 'El portal del paciente de MediCore como lo ve un paciente: la próxima cita con un botón para cambiarla, resultados de laboratorio nuevos, una receta lista para resurtir y una factura para pagar en línea.',
    },
    html: (lang) => {
      const card = (title: string, body: string) =>
        `<div class="panel" style="padding-bottom:18px"><div class="panel-title">${escape(title)}</div>${body}</div>`
      const button = (text: string, solid = true) =>
        `<span style="display:inline-block;margin-top:14px;border-radius:999px;padding:9px 18px;font-size:14px;font-weight:600;${solid ? 'background:#0b63c5;color:#fff' : 'border:1px solid #cbd5e1;color:#0a4f9e'}">${escape(text)}</span>`
      const line = (left: string, right: string) => `<div class="check"><span>${left}</span><span>${right}</span></div>`
      return frame(
        lang,
        'portal',
        t(lang, { en: 'Good morning, María', es: 'Buenos días, María' }),
        t(lang, {
          en: 'Your care at Riverside Community Hospital',
          es: 'Su atención en el Hospital Comunitario Riverside',
        }),
        placeholder(lang),
        'MG',
        `<div class="row" style="grid-template-columns:1fr 1fr">
${card(
  t(lang, { en: 'Next appointment', es: 'Próxima cita' }),
  `<div style="font-size:22px;font-weight:700">${escape(t(lang, { en: 'Tue, Dec 9 · 10:30 AM', es: 'mar., 9 de dic. · 10:30 a. m.' }))}</div>
<div class="sub">${escape(t(lang, { en: 'Dr. Okafor · Cardiology · Room 214', es: 'Dra. Okafor · Cardiología · Consultorio 214' }))}</div>
${button(t(lang, { en: 'Reschedule', es: 'Cambiar la cita' }), false)} ${button(t(lang, { en: 'Check in online', es: 'Registrarse en línea' }))}`,
)}
${card(
  t(lang, { en: 'New results', es: 'Resultados nuevos' }),
  line(
    escape(t(lang, { en: 'Lipid panel', es: 'Perfil de lípidos' })),
    chip(t(lang, { en: 'Reviewed by your doctor', es: 'Revisado por su médico' }), 'green'),
  ) +
    line(
      escape(t(lang, { en: 'HbA1c', es: 'HbA1c' })),
      chip(t(lang, { en: 'In normal range', es: 'En rango normal' }), 'green'),
    ) +
    line(
      escape(t(lang, { en: 'Chest X-ray', es: 'Radiografía de tórax' })),
      chip(t(lang, { en: 'Awaiting report', es: 'Informe pendiente' }), 'amber'),
    ),
)}
${card(
  t(lang, { en: 'Prescriptions', es: 'Recetas' }),
  line(
    `<b>Atorvastatin 20 mg</b>`.replace('Atorvastatin', lang === 'en' ? 'Atorvastatin' : 'Atorvastatina'),
    muted(t(lang, { en: '2 refills left', es: 'Quedan 2 resurtidos' })),
  ) +
    line(
      `<b>${lang === 'en' ? 'Metformin' : 'Metformina'} 500 mg</b>`,
      muted(t(lang, { en: 'Ready at pharmacy', es: 'Lista en farmacia' })),
    ) +
    button(t(lang, { en: 'Request a refill', es: 'Pedir un resurtido' }), false),
)}
${card(
  t(lang, { en: 'Billing', es: 'Facturación' }),
  `<div style="display:flex;align-items:baseline;gap:10px"><span style="font-size:30px;font-weight:700">$45.00</span>${muted(t(lang, { en: 'due Dec 20', es: 'vence el 20 de dic.' }))}</div>
<div class="sub">${escape(t(lang, { en: 'Copay, cardiology visit on Nov 18', es: 'Copago, consulta de cardiología del 18 de nov.' }))}</div>
${button(t(lang, { en: 'Pay online', es: 'Pagar en línea' }))}`,
)}
</div><div class="panel" style="margin-top:16px;padding-bottom:14px"><div class="panel-title">${escape(t(lang, { en: 'Messages', es: 'Mensajes' }))}</div>${line(
          `<b>${escape(t(lang, { en: 'Cardiology team', es: 'Equipo de cardiología' }))}</b> · ${escape(t(lang, { en: 'Please bring your blood pressure log to Tuesday’s visit.', es: 'Traiga su registro de presión arterial a la cita del martes.' }))}`,
          muted(t(lang, { en: 'Yesterday', es: 'Ayer' })),
        )}</div>`,
      )
    },
  },
  {
    key: 'users',
    alt: {
      en: 'MediCore users and roles: a table of staff with their role, department, two-step sign-in status and last sign-in, beside the nurse role’s permissions.',
      es: 'Usuarios y roles en MediCore: una tabla del personal con su rol, departamento, estado del inicio de sesión en dos pasos y último inicio de sesión, junto a los permisos del rol de enfermería.',
    },
    html: (lang) => {
      const rows: [string, Words, Words, boolean, Words][] = [
        [
          'Amara Okafor',
          { en: 'Physician', es: 'Médica' },
          { en: 'Cardiology', es: 'Cardiología' },
          true,
          { en: 'Today, 8:02 AM', es: 'Hoy, 8:02 a. m.' },
        ],
        [
          'Elena Vargas',
          { en: 'Nurse', es: 'Enfermería' },
          { en: 'Ward 4B', es: 'Sala 4B' },
          true,
          { en: 'Today, 6:55 AM', es: 'Hoy, 6:55 a. m.' },
        ],
        [
          'Marcus Bell',
          { en: 'Lab manager', es: 'Jefe de lab.' },
          { en: 'Laboratory', es: 'Laboratorio' },
          true,
          { en: 'Yesterday', es: 'Ayer' },
        ],
        [
          'Rosa Patel',
          { en: 'Pharmacist', es: 'Farmacéutica' },
          { en: 'Pharmacy', es: 'Farmacia' },
          true,
          { en: 'Today, 7:30 AM', es: 'Hoy, 7:30 a. m.' },
        ],
        [
          'Tom Whitaker',
          { en: 'Billing', es: 'Facturación' },
          { en: 'Finance', es: 'Finanzas' },
          false,
          { en: 'Dec 1', es: '1 de dic.' },
        ],
        [
          'Jin Park',
          { en: 'Front desk', es: 'Recepción' },
          { en: 'Out-patients', es: 'Consulta externa' },
          true,
          { en: 'Today, 7:48 AM', es: 'Hoy, 7:48 a. m.' },
        ],
        [
          'Priya Raman',
          { en: 'Administrator', es: 'Admin.' },
          { en: 'Leadership', es: 'Dirección' },
          true,
          { en: 'Today, 7:12 AM', es: 'Hoy, 7:12 a. m.' },
        ],
      ]
      const permissions: [Words, boolean][] = [
        [{ en: 'View patient record', es: 'Ver el expediente' }, true],
        [{ en: 'Record vitals and notes', es: 'Registrar signos y notas' }, true],
        [{ en: 'Give medication', es: 'Administrar medicamentos' }, true],
        [{ en: 'Prescribe', es: 'Recetar' }, false],
        [{ en: 'View billing', es: 'Ver facturación' }, false],
        [{ en: 'Manage users', es: 'Administrar usuarios' }, false],
        [{ en: 'Export reports', es: 'Exportar informes' }, false],
      ]
      const users = table(
        t(lang, { en: 'Staff accounts', es: 'Cuentas del personal' }),
        lang === 'en'
          ? ['Name', 'Role', 'Department', 'Two-step', 'Last sign-in']
          : ['Nombre', 'Rol', 'Departamento', 'Dos pasos', 'Último acceso'],
        rows.map(([name, role, department, twoStep, last]) => [
          bold(name),
          escape(role[lang]),
          escape(department[lang]),
          twoStep ? chip(t(lang, { en: 'On', es: 'Sí' }), 'green') : chip(t(lang, { en: 'Off', es: 'No' }), 'red'),
          muted(last[lang]),
        ]),
        ['22%', '21%', '20%', '13%', '24%'],
      )
      const role = `<div class="panel" style="padding-bottom:14px"><div class="panel-title">${escape(t(lang, { en: 'Role: Nurse', es: 'Rol: Enfermería' }))}</div>${permissions
        .map(
          ([name, allowed]) =>
            `<div class="check"><span>${escape(name[lang])}</span><span class="tick ${allowed ? 'yes' : 'no'}">${allowed ? '✓' : '–'}</span></div>`,
        )
        .join('')}</div>`
      return frame(
        lang,
        'users',
        t(lang, { en: 'Users and roles', es: 'Usuarios y roles' }),
        t(lang, {
          en: '412 accounts · 9 roles · Two-step sign-in on for 408',
          es: '412 cuentas · 9 roles · Inicio de sesión en dos pasos activo en 408',
        }),
        placeholder(lang),
        'IT',
        `<div class="row users" style="grid-template-columns:2.5fr 1fr">${users}${role}</div>`,
      )
    },
  },
]
