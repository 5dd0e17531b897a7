import type { Locale } from './locales'

/*
 * The public site's own words in each language: the header's and footer's fixed labels, the
 * blog's navigation, search, the 404 page and the pages whose title is written in code. The CMS
 * holds everything staff edit; the forms' words are lib/i18n/messages. Server components read
 * their language's group: nothing here reaches the browser as a whole.
 */

const en = {
  skipLink: 'Skip to main content',
  header: { mainNav: 'Main', menu: 'Menu', closeMenu: 'Close menu', mainMenu: 'Main menu', search: 'Search' },
  footer: {
    nav: 'Footer',
    rights: 'All rights reserved.',
    social: 'MediCore on social media',
    on: (network: string) => `MediCore on ${network}`,
  },
  /** The switcher names each language in itself ("Español"), then says what it does in the page's language. */
  languages: {
    label: 'Language',
    readIn: { en: 'read this page in English', es: 'read this page in Spanish' } satisfies Record<Locale, string>,
  },
  search: {
    label: 'Search the site',
    placeholder: 'Search',
    button: 'Search',
    title: 'Search',
    titleFor: (query: string) => `Search: ${query}`,
    heading: `Search MediCore`,
    tooLong: (length: number, max: number) => `Your search is ${length} characters long: use at most ${max}.`,
    nothing: (query: string) => `Nothing matches “${query}”`,
    nothingHelp: 'Check the spelling, try another word, or',
    contactUs: 'ask us directly',
    count: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
    kinds: {
      post: 'Article',
      category: 'Blog category',
      faq: 'Question',
      feature: 'Feature',
      legalPage: 'Legal',
      page: 'Page',
    },
    prompt:
      'Type a word or two above to search the blog, the frequently asked questions, the features and the legal pages.',
    tooMany: 'You have searched many times in a short while. Wait a minute, then try again.',
  },
  blog: {
    title: 'Blog: guides for healthcare operations',
    description:
      'Practical guides for the people who run hospitals, clinics, pharmacies and labs: patient flow, compliance, stock and everything in between.',
    eyebrow: 'Blog',
    categoryEyebrow: 'Blog category',
    allArticles: 'All articles',
    categories: 'Categories',
    pages: 'Pages of articles',
    page: (number: number) => `Page ${number}`,
    newer: 'Newer articles',
    older: 'Older articles',
    empty: 'No articles here yet. Check back soon.',
    onThisPage: 'On this page',
    aboutAuthor: 'About the author',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    feed: (site: string) => `${site} blog`,
    shareAlt: (site: string) => `An article on the ${site} blog`,
    by: 'By',
    minutes: (minutes: number) => `${minutes} min read`,
    moreOn: (category: string) => `More on ${category.toLowerCase()}`,
    categoryTitle: (category: string) => `${category}: articles`,
    heading: 'The MediCore blog',
    headingPage: (title: string, page: number) => `${title}: page ${page}`,
    articles: 'Articles',
    rss: 'RSS feed',
    pageTitle: (page: number) => `Blog, page ${page}`,
    categoryPageTitle: (category: string, page: number) => `${category}: articles, page ${page}`,
  },
  legal: {
    legal: { title: 'Legal: terms of service', eyebrow: 'Legal' },
    privacy: { title: 'Privacy policy', eyebrow: 'Privacy' },
    lastUpdated: 'Last updated',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on the MediCore website.',
    eyebrow: 'Error 404',
    heading: 'We can’t find that page',
    text: 'The address may be mistyped, or the page may have moved. These links will get you back on track.',
    home: 'Go to the home page',
    contact: 'Contact Us',
    suggestions: {
      features: { label: 'Features', text: 'What MediCore does for each department' },
      pricing: { label: 'Pricing', text: 'Plans, monthly and annual prices' },
      contact: { label: 'Contact Us', text: 'Questions, demos and quotes' },
      trust: { label: 'Trust center', text: 'Security, compliance and documents' },
    },
  },
  draft: { label: 'Preview mode', showing: 'Showing drafts', exit: 'Preview mode — exit' },
  /** Templates, not functions: the carousel is a client component, and gets this group as props (lib/i18n/text.ts fills them). */
  carousel: {
    carousel: 'carousel',
    slide: 'slide',
    slideNumber: '{number} of {count}',
    start: 'Start automatic slide show',
    stop: 'Stop automatic slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    show: 'Show slide {number} of {count}: {title}',
  },
  /** A numbered feature grid ("how it works"): the label beside each card's icon. */
  steps: { step: 'Step {number}' },
  /** The label before a rich text's callout, by its kind (the Studio's own names for them stay English). */
  callouts: { tip: 'Tip', note: 'Note', warning: 'Warning' },
  pricing: {
    plans: 'Plans',
    withPlan: (plan: string) => ` with the ${plan} plan`,
    offer: (plan: string, period: 'monthly' | 'annual') => `${plan} (${period} billing)`,
    /** After a price: what the eye reads, and what a screen reader says instead. */
    per: {
      monthly: { shown: '/mo', spoken: 'per month' },
      annual: { shown: '/yr', spoken: 'per year' },
    },
    included: 'Included:',
    notIncluded: 'Not included:',
    /** Under every plan without HIPAA compliance (the Free plan): what it may be used for. */
    testDataOnly: 'For evaluation with test data only: no patient information.',
  },
  tagline: 'Healthcare management and analytics',
  shareAlt: (site: string) => `${site}: healthcare management and analytics for hospitals and clinics`,
  /** The words of the pages' Markdown copies and of /llms.txt, for AI agents (lib/markdown, the sections' `markdown`). */
  markdown: {
    plans: { plan: 'Plan', monthly: 'Monthly', annual: 'Annual', integrations: 'Integrations', yes: 'Yes', no: 'No' },
    inDollars: 'Prices in US dollars.',
    contactForm: (url: string) => `The contact form is at ${url}.`,
    pickATime: (url: string) => `Pick a free time and book it at ${url}.`,
    about: (site: string, tagline: string, home: string) =>
      `${site} is a ${tagline.toLowerCase()} platform for hospitals, clinics, doctors, nurses, labs and patients. Each link below is a Markdown copy of a page of ${home}; every page also answers \`Accept: text/markdown\` with the same copy.`,
    pages: 'Pages',
    articles: 'Articles',
    categories: 'Blog categories',
    legal: 'Legal',
    otherLanguages: 'Other languages',
    sameIn: { en: 'the same pages in English', es: 'the same pages in Spanish' } satisfies Record<Locale, string>,
  },
}

export type SiteText = typeof en

const es: SiteText = {
  skipLink: 'Saltar al contenido principal',
  header: {
    mainNav: 'Principal',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    mainMenu: 'Menú principal',
    search: 'Buscar',
  },
  footer: {
    nav: 'Pie de página',
    rights: 'Todos los derechos reservados.',
    social: 'MediCore en las redes sociales',
    on: (network) => `MediCore en ${network}`,
  },
  languages: { label: 'Idioma', readIn: { en: 'leer esta página en inglés', es: 'leer esta página en español' } },
  search: {
    label: 'Buscar en el sitio',
    placeholder: 'Buscar',
    button: 'Buscar',
    title: 'Búsqueda',
    titleFor: (query) => `Búsqueda: ${query}`,
    heading: 'Buscar en MediCore',
    tooLong: (length, max) => `Su búsqueda tiene ${length} caracteres: use ${max} como máximo.`,
    nothing: (query) => `No hay resultados para “${query}”`,
    nothingHelp: 'Revise la ortografía, pruebe con otra palabra o',
    contactUs: 'pregúntenos directamente',
    count: (count, query) => `${count} ${count === 1 ? 'resultado' : 'resultados'} para “${query}”`,
    kinds: {
      post: 'Artículo',
      category: 'Categoría del blog',
      faq: 'Pregunta frecuente',
      feature: 'Función',
      legalPage: 'Legal',
      page: 'Página',
    },
    prompt:
      'Escriba una o dos palabras arriba para buscar en el blog, las preguntas frecuentes, las funciones y las páginas legales.',
    tooMany: 'Ha buscado muchas veces en poco tiempo. Espere un minuto y vuelva a intentarlo.',
  },
  blog: {
    title: 'Blog: guías para la gestión de servicios de salud',
    description:
      'Guías prácticas para quienes dirigen hospitales, clínicas, farmacias y laboratorios: flujo de pacientes, cumplimiento normativo, inventario y todo lo demás.',
    eyebrow: 'Blog',
    categoryEyebrow: 'Categoría del blog',
    allArticles: 'Todos los artículos',
    categories: 'Categorías',
    pages: 'Páginas de artículos',
    page: (number) => `Página ${number}`,
    newer: 'Artículos más recientes',
    older: 'Artículos anteriores',
    empty: 'Todavía no hay artículos aquí. Vuelva pronto.',
    onThisPage: 'En esta página',
    aboutAuthor: 'Sobre el autor',
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    feed: (site) => `Blog de ${site}`,
    shareAlt: (site) => `Un artículo del blog de ${site}`,
    by: 'Por',
    minutes: (minutes) => `${minutes} min de lectura`,
    moreOn: (category) => `Más sobre ${category.toLowerCase()}`,
    categoryTitle: (category) => `${category}: artículos`,
    heading: 'El blog de MediCore',
    headingPage: (title, page) => `${title}: página ${page}`,
    articles: 'Artículos',
    rss: 'Fuente RSS',
    pageTitle: (page) => `Blog, página ${page}`,
    categoryPageTitle: (category, page) => `${category}: artículos, página ${page}`,
  },
  legal: {
    legal: { title: 'Términos del servicio', eyebrow: 'Legal' },
    privacy: { title: 'Política de privacidad', eyebrow: 'Privacidad' },
    lastUpdated: 'Última actualización',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe en el sitio web de MediCore.',
    eyebrow: 'Error 404',
    heading: 'No encontramos esa página',
    text: 'Puede que la dirección tenga un error o que la página se haya movido. Estos enlaces le ayudarán a continuar.',
    home: 'Ir a la página de inicio',
    contact: 'Contáctenos',
    suggestions: {
      features: { label: 'Funciones', text: 'Lo que MediCore hace por cada departamento' },
      pricing: { label: 'Precios', text: 'Planes, precios mensuales y anuales' },
      contact: { label: 'Contáctenos', text: 'Preguntas, demostraciones y cotizaciones' },
      trust: { label: 'Centro de confianza', text: 'Seguridad, cumplimiento y documentos' },
    },
  },
  draft: { label: 'Modo de vista previa', showing: 'Mostrando borradores', exit: 'Salir de la vista previa' },
  carousel: {
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideNumber: '{number} de {count}',
    start: 'Iniciar la presentación automática',
    stop: 'Detener la presentación automática',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    show: 'Mostrar la diapositiva {number} de {count}: {title}',
  },
  steps: { step: 'Paso {number}' },
  callouts: { tip: 'Consejo', note: 'Nota', warning: 'Advertencia' },
  pricing: {
    plans: 'Planes',
    withPlan: (plan) => ` con el plan ${plan}`,
    offer: (plan, period) => `${plan} (facturación ${period === 'monthly' ? 'mensual' : 'anual'})`,
    per: {
      monthly: { shown: '/mes', spoken: 'por mes' },
      annual: { shown: '/año', spoken: 'por año' },
    },
    included: 'Incluido:',
    notIncluded: 'No incluido:',
    testDataOnly: 'Solo para evaluar con datos de prueba: sin información de pacientes.',
  },
  tagline: 'Gestión y análisis de datos de salud',
  shareAlt: (site) => `${site}: gestión y análisis de datos de salud para hospitales y clínicas`,
  markdown: {
    plans: { plan: 'Plan', monthly: 'Mensual', annual: 'Anual', integrations: 'Integraciones', yes: 'Sí', no: 'No' },
    inDollars: 'Precios en dólares estadounidenses.',
    contactForm: (url) => `El formulario de contacto está en ${url}.`,
    pickATime: (url) => `Elija una hora libre y agéndela en ${url}.`,
    about: (site, tagline, home) =>
      `${site} es una plataforma de ${tagline.toLowerCase()} para hospitales, clínicas, médicos, personal de enfermería, laboratorios y pacientes. Cada enlace de abajo es una copia en Markdown de una página de ${home}; cada página también responde a \`Accept: text/markdown\` con la misma copia.`,
    pages: 'Páginas',
    articles: 'Artículos',
    categories: 'Categorías del blog',
    legal: 'Legal',
    otherLanguages: 'Otros idiomas',
    sameIn: { en: 'las mismas páginas en inglés', es: 'las mismas páginas en español' },
  },
}

const texts: Record<Locale, SiteText> = { en, es }

/** The site's own words in `locale`. */
export const siteText = (locale: Locale): SiteText => texts[locale]
