/*
 * The end-to-end tests' page with every section (tests/fixtures/every-section.gen.ndjson, which
 * `npm run typegen` writes with this): each section's examples.json, in English and Spanish.
 */

type Section = { folder: string; type: string; opensPage: boolean; examples: Record<string, object | undefined> }

/**
 * The page in English and Spanish, linked as translations, as NDJSON: the sections that may open a
 * page (its h1) first, then the others, each keyed by its folder in kebab case (page-header).
 */
export function everySectionPage(sections: Section[]) {
  const ordered = [...sections.filter((section) => section.opensPage), ...sections.filter((s) => !s.opensPage)]
  const examples = ordered.map(({ folder, type, examples: { en, es } }) => {
    if (!en || !es)
      throw new Error(
        `lib/sections/${folder}/examples.json needs an example in each language: { "en": {…}, "es": {…} }.`,
      )
    const _key = folder.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    return { en: { _key, _type: type, ...en }, es: { _key, _type: type, ...es } }
  })
  const ids = { en: 'page-every-section', es: 'page-every-section__i18n_es' }
  const page = (language: 'en' | 'es', title: string, description: string) => ({
    _id: ids[language],
    _type: 'page',
    language,
    title,
    slug: { _type: 'slug', current: 'every-section' },
    seo: { title: `${title} | MediCore`, description },
    sections: examples.map((example) => example[language]),
  })
  const documents = [
    page('en', 'Every section', 'A test page with one of each section a page can hold, in English and Spanish.'),
    page('es', 'Todas las secciones', 'Una página de prueba con una sección de cada tipo que puede tener una página.'),
    {
      _id: `translation-metadata-${ids.en}`,
      _type: 'translation.metadata',
      schemaTypes: ['page'],
      translations: (['en', 'es'] as const).map((language) => ({
        _key: language,
        _type: 'internationalizedArrayReferenceValue',
        language,
        value: { _type: 'reference', _ref: ids[language], _weak: true },
      })),
    },
  ]
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}
