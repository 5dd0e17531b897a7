import type { Locale } from '../../lib/i18n/locales.ts'

/*
 * The product's screens the home page shows (its hero's carousel), with every word in each language:
 * US English (Pediatrics, acetaminophen, 9:10 AM) and US Spanish (the glossary's terms,
 * docs/translations.md). render.ts draws them; the figures are the same in both languages.
 */

export type Stat = { label: string; value: string; note: string; tone: 'brand' | 'accent' | 'amber' | 'slate' }
export type Badge = { text: string; tone: 'blue' | 'amber' | 'teal' | 'slate' | 'red' }

type Frame = {
  /** The sidebar's modules, and which one the screen is (its index). */
  nav: string[]
  search: string
  title: string
  subtitle: string
  stats: [Stat, Stat, Stat, Stat]
}

export type Screen = Frame &
  (
    | { kind: 'queue'; heading: string; columns: string[]; rows: { cells: string[]; status: Badge }[] }
    | {
        kind: 'chart'
        chart: string
        weeks: string[]
        /** Median turnaround per week, in hours. */
        points: number[]
        bars: { heading: string; rows: { label: string; hours: number; tone: 'teal' | 'amber' }[] }
      }
    | {
        kind: 'stock'
        heading: string
        placeholder: string
        columns: string[]
        rows: { name: string; form: string; level: number; status: Badge }[]
      }
  )

const nav: Record<Locale, string[]> = {
  en: ['Dashboard', 'Out-patients', 'In-patients', 'Nursing', 'Pharmacy', 'Laboratory', 'Stores', 'Finance'],
  es: ['Panel', 'Ambulatorios', 'Hospitalizados', 'Enfermería', 'Farmacia', 'Laboratorio', 'Inventario', 'Finanzas'],
}

const search: Record<Locale, string> = { en: 'Search', es: 'Buscar' }

const weeks = { en: ['W1', 'W4', 'W7', 'W10', 'W12'], es: ['S1', 'S4', 'S7', 'S10', 'S12'] }
const turnaround = [4.1, 4.0, 3.9, 4.0, 3.8, 3.7, 3.7, 3.6, 3.5, 3.5, 3.4, 3.4]

/** Each screen by name, in each language, with the sidebar module it belongs to. */
export const screens: Record<'outpatients' | 'lab' | 'pharmacy', { module: number } & Record<Locale, Screen>> = {
  outpatients: {
    module: 1,
    en: {
      kind: 'queue',
      nav: nav.en,
      search: search.en,
      title: 'Out-patient queue',
      subtitle: 'Main campus · Today',
      stats: [
        { label: 'Waiting', value: '12', note: '3 fewer than at 9:00 AM', tone: 'accent' },
        { label: 'In consultation', value: '5', note: '7 exam rooms open', tone: 'brand' },
        { label: 'Average wait', value: '14 min', note: '−6 min this week', tone: 'accent' },
        { label: 'Seen today', value: '86', note: 'of 140 scheduled', tone: 'slate' },
      ],
      heading: 'Next patients',
      columns: ['Ticket', 'Patient', 'Department', 'Clinician', 'Status', 'Arrived'],
      rows: [
        {
          cells: ['A-104', 'Patient #20931', 'Cardiology', 'Dr. Okafor', '9:10 AM'],
          status: { text: 'In consultation', tone: 'blue' },
        },
        {
          cells: ['A-105', 'Patient #20947', 'Internal medicine', 'Dr. Lindqvist', '9:18 AM'],
          status: { text: 'Waiting', tone: 'amber' },
        },
        {
          cells: ['A-106', 'Patient #20952', 'Pediatrics', 'Dr. Mehta', '9:24 AM'],
          status: { text: 'Lab pending', tone: 'teal' },
        },
        {
          cells: ['A-107', 'Patient #20960', 'Orthopedics', 'Dr. Santos', '9:31 AM'],
          status: { text: 'Waiting', tone: 'amber' },
        },
        {
          cells: ['A-108', 'Patient #20968', 'Dermatology', 'Dr. Nakamura', '9:37 AM'],
          status: { text: 'Checked in', tone: 'slate' },
        },
        {
          cells: ['A-109', 'Patient #20975', 'Cardiology', 'Dr. Okafor', '9:42 AM'],
          status: { text: 'Waiting', tone: 'amber' },
        },
      ],
    },
    es: {
      kind: 'queue',
      nav: nav.es,
      search: search.es,
      title: 'Fila de pacientes ambulatorios',
      subtitle: 'Sede principal · Hoy',
      stats: [
        { label: 'En espera', value: '12', note: '3 menos que a las 9 a.m.', tone: 'accent' },
        { label: 'En consulta', value: '5', note: '7 consultorios abiertos', tone: 'brand' },
        { label: 'Espera promedio', value: '14 min', note: '−6 min esta semana', tone: 'accent' },
        { label: 'Atendidos hoy', value: '86', note: 'de 140 con cita', tone: 'slate' },
      ],
      heading: 'Próximos pacientes',
      columns: ['Turno', 'Paciente', 'Departamento', 'Profesional clínico', 'Estado', 'Llegada'],
      rows: [
        {
          cells: ['A-104', 'Paciente n.º 20931', 'Cardiología', 'Dr. Okafor', '9:10 a.m.'],
          status: { text: 'En consulta', tone: 'blue' },
        },
        {
          cells: ['A-105', 'Paciente n.º 20947', 'Medicina interna', 'Dr. Lindqvist', '9:18 a.m.'],
          status: { text: 'En espera', tone: 'amber' },
        },
        {
          cells: ['A-106', 'Paciente n.º 20952', 'Pediatría', 'Dr. Mehta', '9:24 a.m.'],
          status: { text: 'Espera laboratorio', tone: 'teal' },
        },
        {
          cells: ['A-107', 'Paciente n.º 20960', 'Ortopedia', 'Dr. Santos', '9:31 a.m.'],
          status: { text: 'En espera', tone: 'amber' },
        },
        {
          cells: ['A-108', 'Paciente n.º 20968', 'Dermatología', 'Dr. Nakamura', '9:37 a.m.'],
          status: { text: 'Registrado', tone: 'slate' },
        },
        {
          cells: ['A-109', 'Paciente n.º 20975', 'Cardiología', 'Dr. Okafor', '9:42 a.m.'],
          status: { text: 'En espera', tone: 'amber' },
        },
      ],
    },
  },
  lab: {
    module: 5,
    en: {
      kind: 'chart',
      nav: nav.en,
      search: search.en,
      title: 'Lab turnaround',
      subtitle: 'All sites · Last 12 weeks',
      stats: [
        { label: 'Median turnaround', value: '3.4 h', note: '−15% this quarter', tone: 'accent' },
        { label: 'Samples today', value: '1,284', note: '96% barcoded at draw', tone: 'brand' },
        { label: 'Pending results', value: '37', note: '4 flagged urgent', tone: 'amber' },
        { label: 'Critical values', value: '6', note: 'all called within 15 min', tone: 'accent' },
      ],
      chart: 'Median turnaround (hours)',
      weeks: weeks.en,
      points: turnaround,
      bars: {
        heading: 'By test (hours)',
        rows: [
          { label: 'Complete blood count', hours: 1.2, tone: 'teal' },
          { label: 'Metabolic panel', hours: 2.6, tone: 'teal' },
          { label: 'Urinalysis', hours: 1.0, tone: 'teal' },
          { label: 'Lipid panel', hours: 3.1, tone: 'teal' },
          { label: 'Culture', hours: 22.0, tone: 'amber' },
        ],
      },
    },
    es: {
      kind: 'chart',
      nav: nav.es,
      search: search.es,
      title: 'Tiempo de respuesta del laboratorio',
      subtitle: 'Todas las sedes · Últimas 12 semanas',
      stats: [
        { label: 'Mediana de respuesta', value: '3.4 h', note: '−15% este trimestre', tone: 'accent' },
        { label: 'Muestras hoy', value: '1,284', note: '96% con código de barras', tone: 'brand' },
        { label: 'Resultados pendientes', value: '37', note: '4 marcados urgentes', tone: 'amber' },
        { label: 'Valores críticos', value: '6', note: 'todos avisados en 15 min', tone: 'accent' },
      ],
      chart: 'La mediana del tiempo de respuesta (horas)',
      weeks: weeks.es,
      points: turnaround,
      bars: {
        heading: 'Por prueba (horas)',
        rows: [
          { label: 'Hemograma completo', hours: 1.2, tone: 'teal' },
          { label: 'Panel metabólico', hours: 2.6, tone: 'teal' },
          { label: 'Análisis de orina', hours: 1.0, tone: 'teal' },
          { label: 'Perfil de lípidos', hours: 3.1, tone: 'teal' },
          { label: 'Cultivo', hours: 22.0, tone: 'amber' },
        ],
      },
    },
  },
  pharmacy: {
    module: 4,
    en: {
      kind: 'stock',
      nav: nav.en,
      search: search.en,
      title: 'Pharmacy stock',
      subtitle: 'Central store · Generics',
      stats: [
        { label: 'Items in stock', value: '2,416', note: 'across 4 stores', tone: 'brand' },
        { label: 'Below reorder point', value: '14', note: 'orders drafted', tone: 'amber' },
        { label: 'Expiring in 60 days', value: '23', note: 'lots to rotate', tone: 'amber' },
        { label: 'Dispensed today', value: '612', note: 'from e-prescriptions', tone: 'accent' },
      ],
      heading: 'Generic name search',
      placeholder: 'Search by generic name, e.g., metformin',
      columns: ['Generic', 'Form', 'Stock level', 'Status'],
      rows: [
        { name: 'Amoxicillin 500 mg', form: 'Capsule', level: 0.82, status: { text: 'In stock', tone: 'teal' } },
        { name: 'Metformin 850 mg', form: 'Tablet', level: 0.64, status: { text: 'In stock', tone: 'teal' } },
        { name: 'Acetaminophen 500 mg', form: 'Tablet', level: 0.91, status: { text: 'In stock', tone: 'teal' } },
        { name: 'Albuterol 90 mcg', form: 'Inhaler', level: 0.18, status: { text: 'Reorder', tone: 'amber' } },
        { name: 'Atorvastatin 20 mg', form: 'Tablet', level: 0.47, status: { text: 'In stock', tone: 'teal' } },
        { name: 'Insulin glargine', form: 'Pen', level: 0.09, status: { text: 'Low stock', tone: 'red' } },
      ],
    },
    es: {
      kind: 'stock',
      nav: nav.es,
      search: search.es,
      title: 'Inventario de farmacia',
      subtitle: 'Almacén central · Genéricos',
      stats: [
        { label: 'Artículos en existencia', value: '2,416', note: 'en 4 almacenes', tone: 'brand' },
        { label: 'Bajo el punto de pedido', value: '14', note: 'pedidos en borrador', tone: 'amber' },
        { label: 'Vencen en 60 días', value: '23', note: 'lotes para rotar', tone: 'amber' },
        { label: 'Dispensados hoy', value: '612', note: 'de recetas electrónicas', tone: 'accent' },
      ],
      heading: 'Búsqueda por nombre genérico',
      placeholder: 'Buscar por nombre genérico, p. ej., metformina',
      columns: ['Genérico', 'Forma', 'Existencias', 'Estado'],
      rows: [
        { name: 'Amoxicilina 500 mg', form: 'Cápsula', level: 0.82, status: { text: 'En existencia', tone: 'teal' } },
        { name: 'Metformina 850 mg', form: 'Tableta', level: 0.64, status: { text: 'En existencia', tone: 'teal' } },
        { name: 'Acetaminofén 500 mg', form: 'Tableta', level: 0.91, status: { text: 'En existencia', tone: 'teal' } },
        { name: 'Albuterol 90 mcg', form: 'Inhalador', level: 0.18, status: { text: 'Volver a pedir', tone: 'amber' } },
        { name: 'Atorvastatina 20 mg', form: 'Tableta', level: 0.47, status: { text: 'En existencia', tone: 'teal' } },
        { name: 'Insulina glargina', form: 'Pluma', level: 0.09, status: { text: 'Existencias bajas', tone: 'red' } },
      ],
    },
  },
}
