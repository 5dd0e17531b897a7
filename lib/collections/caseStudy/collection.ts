import { declareCollection } from '../declare.ts'

/** What a customer achieved with MediCore: its list at /case-studies, each one at /case-studies/<slug>. */
export const collection = declareCollection({
  type: 'caseStudy',
  list: { route: 'caseStudies', path: '/case-studies', budget: 'content' },
  item: { route: 'caseStudy', name: 'A case study' },
  document: { searched: true, linkTarget: true },
  words: {
    en: {
      title: 'Case studies',
      description:
        'How hospitals, clinics and labs run on MediCore: what they changed, how long it took, and the results they measured.',
      kind: 'Case study',
      results: 'Results',
      measured: 'How they were measured',
      published: 'Published',
    },
    es: {
      title: 'Casos de éxito',
      description:
        'Cómo hospitales, clínicas y laboratorios trabajan con MediCore: qué cambiaron, cuánto tardaron y los resultados que midieron.',
      kind: 'Caso de éxito',
      results: 'Resultados',
      measured: 'Cómo se midieron',
      published: 'Publicado',
    },
  },
})
