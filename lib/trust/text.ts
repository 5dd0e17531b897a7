import type { Locale } from '../i18n/locales.ts'
import type { ConformanceLevel, FrameworkStatus, SubprocessorChangeKind } from './rules.ts'

/*
 * The trust center's own words in each language: its sections' labels, its forms and their answers,
 * its pages made per request and its mails. Staff edit the rest in the Studio. Server code reads
 * its language's group; a client form gets only its group as props (formText), never the whole.
 * Only local .ts imports: `npm run access` reads the mails' words with Node's type stripping.
 */

import { requestKindTitles, type RequestKind } from './requests/kinds.ts'

const en = {
  /** Under a table wider than a phone's screen, which scrolls sideways in its box. */
  wideTable: 'Scroll sideways to see every column.',
  compliance: {
    status: { inPlace: 'In place', inProgress: 'In progress', planned: 'Planned' } satisfies Record<
      FrameworkStatus,
      string
    >,
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    since: (from: string) => `Since ${from}`,
    until: (to: string) => `Valid until ${to}`,
    expected: (to: string) => `Expected by ${to}`,
    assessor: 'Assessor',
    /** A restricted backing document's link: its title, and that it is asked for under NDA. */
    restrictedDocument: (title: string) => `${title}: request it under NDA`,
  },
  subprocessors: {
    caption: 'Subprocessors that process customer data',
    name: 'Subprocessor',
    purpose: 'Purpose',
    location: 'Location',
    data: 'Data processed',
    since: 'Since',
    upcoming: (date: string) => `Starts ${date}`,
    leaving: (date: string) => `Leaves ${date}`,
    history: 'Change history',
    historyEmpty: 'No changes have been announced yet.',
    kinds: { added: 'Added', removed: 'Removed', changed: 'Changed' } satisfies Record<SubprocessorChangeKind, string>,
    announced: (date: string) => `Announced ${date}`,
    effective: (date: string) => `takes effect ${date}`,
    feed: 'Follow the changes (RSS feed)',
    website: (name: string) => `${name}’s website`,
  },
  feed: {
    title: (site: string) => `${site} subprocessor changes`,
    description:
      'Each change to the companies that process customer data for MediCore, announced at least 30 days before it takes effect.',
    item: (kind: string, name: string, effective: string) => `${kind}: ${name} (takes effect ${effective})`,
  },
  subscribe: {
    heading: 'Get an email when a subprocessor changes',
    text: 'We write only when a subprocessor is added, removed or changed, at least 30 days before it takes effect. Every message has a one-click unsubscribe link.',
    email: 'Work email address',
    button: 'Subscribe',
    sent: 'Check your inbox: we sent a link to confirm your subscription. Nothing is sent until you confirm it.',
    rateLimited:
      'Several subscriptions were requested from your network in a short while. Please try again in a few minutes.',
    failed: 'Your subscription could not be saved just now. Please try again in a few minutes.',
    refused: 'Your subscription could not be sent.',
  },
  subscription: {
    meta: { title: 'Subprocessor notices', description: 'Confirm or end your subscription to subprocessor changes.' },
    confirmHeading: 'Confirm your subscription',
    confirmText: (email: string) =>
      `Confirm that ${email} should get an email each time a subprocessor of MediCore is added, removed or changed.`,
    confirmButton: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed. We will write when a subprocessor changes.',
    unsubscribeHeading: 'Unsubscribe from subprocessor notices',
    unsubscribeText: (email: string) => `Stop sending subprocessor notices to ${email}.`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed. We will send no more subprocessor notices to this address.',
    invalid:
      'This link is not valid: it may be mistyped, expired, or already used. Subscribe again on the trust center if you want the notices.',
    back: 'Go to the trust center',
    limited: 'Too many attempts from your network in a short while. Please try again in a few minutes.',
  },
  documents: {
    public: 'Public',
    restricted: 'Restricted: NDA required',
    download: (type: string, size?: string) => `Download (${size ? `${type}, ${size}` : type})`,
    downloadTitle: (title: string) => `Download ${title}`,
    requestAccess: 'Request access',
    dated: (date: string) => `Dated ${date}`,
  },
  request: {
    heading: 'Send us your security questionnaire',
    kinds: requestKindTitles as Record<RequestKind, string>,
    fields: {
      kind: 'What do you need?',
      name: 'Name',
      email: 'Work email address',
      organization: 'Organization',
      message: 'Anything we should know (optional)',
      file: 'Attachment',
    },
    fileHint: 'One PDF, Word (DOCX) or Excel (XLSX) file of at most 10 MB. Required for a questionnaire.',
    noPatientData: 'Please do not include patient information.',
    button: 'Send request',
    sending: 'Sending…',
    sent: (reference: string) =>
      `Your request has been sent (reference ${reference}). We have emailed you an acknowledgment and will answer within 5 business days.`,
    errors: {
      kind: 'Choose what you need.',
      name: 'Name is required',
      nameTooLong: 'Use at most 100 characters.',
      email: 'Email is invalid',
      organization: 'Organization is required',
      organizationTooLong: 'Use at most 150 characters.',
      messageTooLong: 'Use at most 2,000 characters.',
      control: 'Remove the invisible or control characters.',
      fileMissing: 'Attach your questionnaire (PDF, DOCX or XLSX).',
      fileTooLarge: 'The file is larger than 10 MB: send a smaller one, or write to us for another way.',
      fileEmpty: 'The file is empty.',
      fileCount: 'Attach one file only.',
      fileType:
        'This file is not a PDF, Word (DOCX) or Excel (XLSX) document, whatever its name says: it was not kept. Attach the document itself.',
      fileMismatch: (detected: string) =>
        `The file is a ${detected} document, but its name says otherwise: it was not kept. Rename it, or attach the document you meant.`,
      tooLarge: 'The request is larger than the 10 MB the form accepts: attach a smaller file.',
      unreadable: 'The request could not be read. Please fill in the form again.',
      rateLimited:
        'Several requests were sent from your network in a short while. Please try again in an hour, or write to us.',
      busy: 'We are receiving many files right now. Please try again in a minute.',
      failed: 'Your request could not be saved just now. Nothing was kept: please try again in a few minutes.',
      refused: 'Your request could not be sent.',
    },
    problemTitle: 'Your request was not sent',
    sentTitle: 'Your request has been sent',
    back: 'Go back to the form',
  },
  access: {
    meta: {
      title: 'Restricted trust documents',
      description: 'Request the SOC 2 report and the penetration test summary under NDA, and download them.',
    },
    heading: 'Restricted documents',
    intro:
      'Our SOC 2 report and penetration test summary are shared under a non-disclosure agreement (NDA) with the customers and prospects we approve.',
    signIn: 'Sign in',
    signUp: 'create an account',
    signedOut: 'Sign in to request them: access is given to a named person with a confirmed work email address.',
    signedOutOr: 'or',
    unconfirmed: 'Confirm your email address first: we sent you a link when you created your account.',
    toAccount: 'Go to your account',
    ndaHeading: (version: string) => `Non-disclosure agreement (version ${version})`,
    accept: (version: string) => `I have read and accept the NDA (version ${version}) on behalf of my organization.`,
    acceptRequired: 'Accept the NDA to request the documents.',
    requestButton: 'Request access',
    renewButton: 'Accept the new version',
    renew: 'The NDA has changed since you accepted it. Accept the new version to download the documents again.',
    pending: (date: string) =>
      `Your request of ${date} is waiting for our approval. We will email you as soon as it is decided.`,
    refused: 'Your request was not approved. If you think this is a mistake, contact us.',
    contact: 'Contact us',
    approved: 'You are approved. Each download is recorded with your name and the time.',
    requested: 'Your request has been sent. We will email you when it is approved.',
    approvedNow: 'Your address is on an approved customer domain: you can download the documents now.',
    failed: 'Your request could not be saved just now. Please try again in a few minutes.',
    rateLimited: 'Several requests were sent from your network in a short while. Please try again later.',
    none: 'There are no restricted documents at the moment.',
    ndaLabel: 'The NDA',
  },
  download: {
    notFound: 'No such document.',
    notFoundTitle: 'Document not found',
    signIn: 'Sign in with an approved account to download this document.',
    signInTitle: 'Sign in to download',
    unconfirmed: 'Confirm your email address, then request access to download this document.',
    notApproved: 'Your account is not approved for restricted documents. Request access on the trust center.',
    ndaChanged: 'The NDA has changed: accept its new version on the trust center to download this document.',
    refusedTitle: 'Not available to this account',
    rateLimited: 'Too many downloads from your network in a short while. Please try again in a few minutes.',
    rateLimitedTitle: 'Too many downloads',
    unavailable: 'The document cannot be downloaded just now. Please try again in a few minutes.',
    unavailableTitle: 'Download unavailable',
    toAccess: 'Go to the restricted documents',
  },
  conformance: {
    caption: (standard: string, level: string) => `${standard}: Level ${level} success criteria`,
    criterion: 'Criteria',
    level: 'Level',
    conformance: 'Conformance level',
    remarks: 'Remarks and explanations',
    terms: {
      supports: 'Supports',
      partiallySupports: 'Partially Supports',
      doesNotSupport: 'Does Not Support',
      notApplicable: 'Not Applicable',
      notEvaluated: 'Not Evaluated',
    } satisfies Record<ConformanceLevel, string>,
    product: 'Product',
    date: 'Report date',
    methods: 'Evaluation methods',
    notes: 'Notes',
    edition: 'Based on VPAT® 2.5, WCAG edition',
    download: 'Download the report (Word)',
    levelTable: (level: string) => `Table: Level ${level}`,
  },
  mails: {
    greeting: 'Hello,',
    signature: 'The MediCore team',
    confirm: {
      subject: 'Confirm your subscription to MediCore subprocessor notices',
      body: 'Someone, hopefully you, asked to receive an email each time a subprocessor of MediCore is added, removed or changed. Confirm it with this link (valid for 7 days):',
      ignore: 'If you did not ask for it, ignore this email: nothing will be sent.',
    },
    notice: {
      subject: (kind: string, name: string) => `Subprocessor notice: ${name} (${kind.toLowerCase()})`,
      intro: (name: string) => `We are writing because a subprocessor of MediCore changes: ${name}.`,
      what: 'What changes',
      effective: 'Takes effect',
      details: 'Purpose, location and data',
      list: 'The full list and its history:',
      object: 'If you have an objection under your agreement with us, reply before the change takes effect.',
      unsubscribe: 'Stop these notices:',
    },
    requestAck: {
      subject: (reference: string) => `We received your request (${reference})`,
      kinds: {
        questionnaire: 'a review of your security questionnaire',
        baa: 'a business associate agreement (BAA)',
        penTest: 'our penetration test letter',
      } satisfies Record<RequestKind, string>,
      body: (kind: string, reference: string) =>
        `We received your request for ${kind} through the MediCore trust center. Its reference is ${reference}. Our security team answers within 5 business days.`,
      notYou: 'If you did not send it, you can ignore this email.',
    },
    accessApproved: {
      subject: 'Your access to MediCore’s restricted documents is approved',
      body: 'You can now download our SOC 2 report and penetration test summary, signed in with your account:',
    },
    accessRefused: {
      subject: 'Your request for MediCore’s restricted documents',
      body: 'We could not approve your request for our restricted documents. If you think this is a mistake, reply to this email.',
    },
  },
}

export type TrustText = typeof en

const es: TrustText = {
  wideTable: 'Desplácese hacia los lados para ver todas las columnas.',
  compliance: {
    status: { inPlace: 'Vigente', inProgress: 'En curso', planned: 'Previsto' },
    period: (from, to) => `Período: del ${from} al ${to}`,
    since: (from) => `Desde el ${from}`,
    until: (to) => `Vigente hasta el ${to}`,
    expected: (to) => `Previsto para el ${to}`,
    assessor: 'Auditor',
    restrictedDocument: (title) => `${title}: solicítelo con NDA`,
  },
  subprocessors: {
    caption: 'Subprocesadores que procesan datos de clientes',
    name: 'Subprocesador',
    purpose: 'Finalidad',
    location: 'Ubicación',
    data: 'Datos procesados',
    since: 'Desde',
    upcoming: (date) => `Empieza el ${date}`,
    leaving: (date) => `Sale el ${date}`,
    history: 'Historial de cambios',
    historyEmpty: 'Todavía no se ha anunciado ningún cambio.',
    kinds: { added: 'Alta', removed: 'Baja', changed: 'Cambio' },
    announced: (date) => `Anunciado el ${date}`,
    effective: (date) => `entra en vigor el ${date}`,
    feed: 'Siga los cambios (feed RSS)',
    website: (name) => `Sitio web de ${name}`,
  },
  feed: {
    title: (site) => `Cambios de subprocesadores de ${site}`,
    description:
      'Cada cambio en las empresas que procesan datos de clientes para MediCore, anunciado al menos 30 días antes de que entre en vigor.',
    item: (kind, name, effective) => `${kind}: ${name} (entra en vigor el ${effective})`,
  },
  subscribe: {
    heading: 'Reciba un correo cuando cambie un subprocesador',
    text: 'Le escribimos solo cuando se agrega, se retira o cambia un subprocesador, al menos 30 días antes de que entre en vigor. Cada mensaje incluye un enlace para cancelar la suscripción con un clic.',
    email: 'Correo electrónico del trabajo',
    button: 'Suscribirse',
    sent: 'Revise su bandeja de entrada: le enviamos un enlace para confirmar la suscripción. No le enviaremos nada hasta que la confirme.',
    rateLimited: 'Se pidieron varias suscripciones desde su red en poco tiempo. Vuelva a intentarlo en unos minutos.',
    failed: 'No pudimos guardar su suscripción en este momento. Vuelva a intentarlo en unos minutos.',
    refused: 'No se pudo enviar su suscripción.',
  },
  subscription: {
    meta: {
      title: 'Avisos de subprocesadores',
      description: 'Confirme o cancele su suscripción a los cambios de subprocesadores.',
    },
    confirmHeading: 'Confirme su suscripción',
    confirmText: (email) =>
      `Confirme que ${email} debe recibir un correo cada vez que se agregue, se retire o cambie un subprocesador de MediCore.`,
    confirmButton: 'Confirmar mi suscripción',
    confirmed: 'Su suscripción está confirmada. Le escribiremos cuando cambie un subprocesador.',
    unsubscribeHeading: 'Cancelar los avisos de subprocesadores',
    unsubscribeText: (email) => `Dejar de enviar avisos de subprocesadores a ${email}.`,
    unsubscribeButton: 'Cancelar la suscripción',
    unsubscribed: 'Su suscripción está cancelada. No enviaremos más avisos de subprocesadores a esta dirección.',
    invalid:
      'Este enlace no es válido: puede estar incompleto, haber vencido o haberse usado ya. Suscríbase de nuevo en el centro de confianza si desea recibir los avisos.',
    back: 'Ir al centro de confianza',
    limited: 'Demasiados intentos desde su red en poco tiempo. Vuelva a intentarlo en unos minutos.',
  },
  documents: {
    public: 'Público',
    restricted: 'Restringido: requiere NDA',
    download: (type, size) => `Descargar (${size ? `${type}, ${size}` : type})`,
    downloadTitle: (title) => `Descargar ${title}`,
    requestAccess: 'Solicitar acceso',
    dated: (date) => `Fecha: ${date}`,
  },
  request: {
    heading: 'Envíenos su cuestionario de seguridad',
    kinds: {
      questionnaire: 'Cuestionario de seguridad',
      baa: 'Acuerdo de socio comercial (BAA)',
      penTest: 'Carta de la prueba de penetración',
    },
    fields: {
      kind: '¿Qué necesita?',
      name: 'Nombre',
      email: 'Correo electrónico del trabajo',
      organization: 'Organización',
      message: 'Algo que debamos saber (opcional)',
      file: 'Archivo adjunto',
    },
    fileHint: 'Un archivo PDF, Word (DOCX) o Excel (XLSX) de hasta 10 MB. Obligatorio para un cuestionario.',
    noPatientData: 'No incluya información de pacientes.',
    button: 'Enviar la solicitud',
    sending: 'Enviando…',
    sent: (reference) =>
      `Su solicitud fue enviada (referencia ${reference}). Le enviamos un acuse de recibo por correo y le responderemos en un plazo de 5 días hábiles.`,
    errors: {
      kind: 'Elija lo que necesita.',
      name: 'El nombre es obligatorio',
      nameTooLong: 'Use como máximo 100 caracteres.',
      email: 'El correo electrónico no es válido',
      organization: 'La organización es obligatoria',
      organizationTooLong: 'Use como máximo 150 caracteres.',
      messageTooLong: 'Use como máximo 2,000 caracteres.',
      control: 'Quite los caracteres invisibles o de control.',
      fileMissing: 'Adjunte su cuestionario (PDF, DOCX o XLSX).',
      fileTooLarge: 'El archivo pesa más de 10 MB: envíe uno más pequeño o escríbanos para acordar otra forma.',
      fileEmpty: 'El archivo está vacío.',
      fileCount: 'Adjunte un solo archivo.',
      fileType:
        'Este archivo no es un documento PDF, Word (DOCX) ni Excel (XLSX), diga lo que diga su nombre: no se guardó. Adjunte el documento en sí.',
      fileMismatch: (detected) =>
        `El archivo es un documento ${detected}, pero su nombre dice otra cosa: no se guardó. Cámbiele el nombre o adjunte el documento correcto.`,
      tooLarge: 'La solicitud supera los 10 MB que acepta el formulario: adjunte un archivo más pequeño.',
      unreadable: 'No pudimos leer la solicitud. Vuelva a llenar el formulario.',
      rateLimited:
        'Se enviaron varias solicitudes desde su red en poco tiempo. Vuelva a intentarlo en una hora o escríbanos.',
      busy: 'Estamos recibiendo muchos archivos en este momento. Vuelva a intentarlo en un minuto.',
      failed:
        'No pudimos guardar su solicitud en este momento. No se guardó nada: vuelva a intentarlo en unos minutos.',
      refused: 'No se pudo enviar su solicitud.',
    },
    problemTitle: 'Su solicitud no se envió',
    sentTitle: 'Su solicitud fue enviada',
    back: 'Volver al formulario',
  },
  access: {
    meta: {
      title: 'Documentos de confianza restringidos',
      description: 'Solicite el informe SOC 2 y el resumen de la prueba de penetración con un NDA, y descárguelos.',
    },
    heading: 'Documentos restringidos',
    intro:
      'Compartimos nuestro informe SOC 2 y el resumen de la prueba de penetración con un acuerdo de confidencialidad (NDA) con los clientes y posibles clientes que aprobamos.',
    signIn: 'Inicie sesión',
    signUp: 'cree una cuenta',
    signedOut:
      'Inicie sesión para solicitarlos: damos acceso a una persona con nombre y un correo electrónico del trabajo confirmado.',
    signedOutOr: 'o',
    unconfirmed: 'Primero confirme su correo electrónico: le enviamos un enlace cuando creó su cuenta.',
    toAccount: 'Ir a su cuenta',
    ndaHeading: (version) => `Acuerdo de confidencialidad (versión ${version})`,
    accept: (version) => `Leí y acepto el NDA (versión ${version}) en nombre de mi organización.`,
    acceptRequired: 'Acepte el NDA para solicitar los documentos.',
    requestButton: 'Solicitar acceso',
    renewButton: 'Aceptar la nueva versión',
    renew: 'El NDA cambió desde que usted lo aceptó. Acepte la nueva versión para volver a descargar los documentos.',
    pending: (date) =>
      `Su solicitud del ${date} está pendiente de nuestra aprobación. Le escribiremos en cuanto se decida.`,
    refused: 'Su solicitud no fue aprobada. Si cree que se trata de un error, contáctenos.',
    contact: 'Contáctenos',
    approved: 'Su acceso está aprobado. Cada descarga queda registrada con su nombre y la hora.',
    requested: 'Su solicitud fue enviada. Le escribiremos cuando sea aprobada.',
    approvedNow: 'Su dirección pertenece a un dominio de cliente aprobado: ya puede descargar los documentos.',
    failed: 'No pudimos guardar su solicitud en este momento. Vuelva a intentarlo en unos minutos.',
    rateLimited: 'Se enviaron varias solicitudes desde su red en poco tiempo. Vuelva a intentarlo más tarde.',
    none: 'En este momento no hay documentos restringidos.',
    ndaLabel: 'El NDA',
  },
  download: {
    notFound: 'Este documento no existe.',
    notFoundTitle: 'Documento no encontrado',
    signIn: 'Inicie sesión con una cuenta aprobada para descargar este documento.',
    signInTitle: 'Inicie sesión para descargar',
    unconfirmed: 'Confirme su correo electrónico y solicite acceso para descargar este documento.',
    notApproved:
      'Su cuenta no está aprobada para los documentos restringidos. Solicite acceso en el centro de confianza.',
    ndaChanged: 'El NDA cambió: acepte su nueva versión en el centro de confianza para descargar este documento.',
    refusedTitle: 'No disponible para esta cuenta',
    rateLimited: 'Demasiadas descargas desde su red en poco tiempo. Vuelva a intentarlo en unos minutos.',
    rateLimitedTitle: 'Demasiadas descargas',
    unavailable: 'No se puede descargar el documento en este momento. Vuelva a intentarlo en unos minutos.',
    unavailableTitle: 'Descarga no disponible',
    toAccess: 'Ir a los documentos restringidos',
  },
  conformance: {
    caption: (standard, level) => `${standard}: criterios de conformidad del nivel ${level}`,
    criterion: 'Criterios',
    level: 'Nivel',
    conformance: 'Nivel de conformidad',
    remarks: 'Observaciones y explicaciones',
    terms: {
      supports: 'Compatible',
      partiallySupports: 'Parcialmente compatible',
      doesNotSupport: 'No compatible',
      notApplicable: 'No aplica',
      notEvaluated: 'No evaluado',
    },
    product: 'Producto',
    date: 'Fecha del informe',
    methods: 'Métodos de evaluación',
    notes: 'Notas',
    edition: 'Basado en VPAT® 2.5, edición WCAG',
    download: 'Descargar el informe (Word)',
    levelTable: (level) => `Tabla: nivel ${level}`,
  },
  mails: {
    greeting: 'Hola:',
    signature: 'El equipo de MediCore',
    confirm: {
      subject: 'Confirme su suscripción a los avisos de subprocesadores de MediCore',
      body: 'Alguien, esperamos que usted, pidió recibir un correo cada vez que se agregue, se retire o cambie un subprocesador de MediCore. Confírmelo con este enlace (válido por 7 días):',
      ignore: 'Si usted no lo pidió, ignore este correo: no le enviaremos nada.',
    },
    notice: {
      subject: (kind, name) => `Aviso de subprocesador: ${name} (${kind.toLowerCase()})`,
      intro: (name) => `Le escribimos porque cambia un subprocesador de MediCore: ${name}.`,
      what: 'Qué cambia',
      effective: 'Entra en vigor',
      details: 'Finalidad, ubicación y datos',
      list: 'La lista completa y su historial:',
      object: 'Si tiene una objeción según su contrato con nosotros, responda antes de que el cambio entre en vigor.',
      unsubscribe: 'Dejar de recibir estos avisos:',
    },
    requestAck: {
      subject: (reference) => `Recibimos su solicitud (${reference})`,
      kinds: {
        questionnaire: 'revisión de su cuestionario de seguridad',
        baa: 'un acuerdo de socio comercial (BAA)',
        penTest: 'nuestra carta de la prueba de penetración',
      },
      body: (kind, reference) =>
        `Recibimos su solicitud de ${kind} por el centro de confianza de MediCore. Su referencia es ${reference}. Nuestro equipo de seguridad responde en un plazo de 5 días hábiles.`,
      notYou: 'Si usted no la envió, puede ignorar este correo.',
    },
    accessApproved: {
      subject: 'Su acceso a los documentos restringidos de MediCore está aprobado',
      body: 'Ya puede descargar nuestro informe SOC 2 y el resumen de la prueba de penetración con su cuenta:',
    },
    accessRefused: {
      subject: 'Su solicitud de los documentos restringidos de MediCore',
      body: 'No pudimos aprobar su solicitud de nuestros documentos restringidos. Si cree que se trata de un error, responda a este correo.',
    },
  },
}

const texts = { en, es } satisfies Record<Locale, TrustText>

export const trustText = (locale: Locale): TrustText => texts[locale]

export type { RequestKind }
