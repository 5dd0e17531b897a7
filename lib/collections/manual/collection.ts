import { declareCollection } from '../declare.ts'

/** The user manuals staff publish: their list at /resources, each at /resources/<slug>, each a PDF to download. */
export const collection = declareCollection({
  type: 'manual',
  list: { route: 'resources', path: '/resources', budget: 'content' },
  item: { route: 'manual', name: 'A user manual' },
  document: { searched: true, linkTarget: true },
  words: {
    en: {
      title: 'User manuals',
      description:
        'Download the MediCore user manuals: a PDF for each part of the platform, for the administrators who set it up and the staff who use it every day.',
      kind: 'User manual',
      download: 'Download PDF',
      inside: 'What’s inside',
      details: 'About this manual',
      version: 'Version',
      updated: 'Updated',
      pages: 'Pages',
      size: 'Size',
    },
    es: {
      title: 'Manuales de usuario',
      description:
        'Descargue los manuales de usuario de MediCore: un PDF para cada parte de la plataforma, para los administradores que la configuran y el personal que la usa a diario.',
      kind: 'Manual de usuario',
      download: 'Descargar PDF',
      inside: 'Qué contiene',
      details: 'Sobre este manual',
      version: 'Versión',
      updated: 'Actualizado',
      pages: 'Páginas',
      size: 'Tamaño',
    },
  },
})
