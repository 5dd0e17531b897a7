import type { Messages } from '../types'

/* Spanish (United States), addressing the reader as "usted". The keys are English's, no more, no fewer. */

export const es: Messages = {
  authShell: {
    homeLabel: 'Página de inicio de {site}',
    backToSite: 'Volver al sitio',
  },

  signIn: {
    meta: { title: 'Iniciar sesión', description: 'Inicie sesión en su cuenta de MediCore.' },
    card: {
      title: 'Iniciar sesión',
      intro: 'Inicie sesión en su cuenta de MediCore.',
      footerLink: '¿No tiene una cuenta? Cree una',
    },
    form: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      remember: 'Recordarme',
      forgotPassword: '¿Olvidó su contraseña?',
      submit: 'Iniciar sesión',
    },
    passkey: {
      or: 'o',
      button: 'Iniciar sesión con una llave de acceso',
      working: 'Esperando su llave de acceso…',
      needsJavaScript:
        'Para iniciar sesión con una llave de acceso se necesita JavaScript, que está desactivado en este navegador. Puede iniciar sesión con su contraseña.',
      unsupported: 'Este navegador no puede usar llaves de acceso. Inicie sesión con su contraseña.',
    },
  },

  signUp: {
    meta: { title: 'Crear una cuenta', description: 'Regístrese para obtener una cuenta de MediCore.' },
    card: {
      title: 'Registrarse',
      intro: 'Cree su cuenta de MediCore.',
      introTrial: 'Cree su cuenta de MediCore con el plan {plan}, gratis durante {days} días.',
      footerLink: '¿Ya tiene una cuenta? Inicie sesión',
    },
    form: {
      name: 'Nombre',
      email: 'Correo electrónico',
      password: 'Contraseña',
      passwordHint: 'Al menos {min} caracteres.',
      confirmPassword: 'Confirmar contraseña',
      termsBefore: 'Al registrarse, acepta los',
      termsLink: 'Términos del servicio',
      termsAfter: 'de MediCore.',
      submit: 'Registrarse',
    },
  },

  forgotPassword: {
    meta: {
      title: 'Olvidé mi contraseña',
      description: 'Reciba un enlace para elegir una nueva contraseña para su cuenta de MediCore.',
    },
    card: {
      title: '¿Olvidó su contraseña?',
      intro: 'Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
      footerLink: 'Volver a iniciar sesión',
    },
    form: { email: 'Correo electrónico', submit: 'Enviar enlace' },
  },

  passwordReset: {
    meta: {
      title: 'Restablecer contraseña',
      description: 'Elija una nueva contraseña para su cuenta de MediCore.',
    },
    card: {
      title: 'Restablecer contraseña',
      intro: 'Elija una nueva contraseña para su cuenta.',
      footerLink: 'Volver a iniciar sesión',
    },
    form: {
      password: 'Nueva contraseña',
      passwordHint: 'Al menos {min} caracteres.',
      confirmPassword: 'Confirmar contraseña',
      logoutDevices: 'Cerrar sesión en todos los dispositivos',
      submit: 'Restablecer contraseña',
    },
  },

  confirmEmail: {
    meta: {
      title: 'Confirme su correo electrónico',
      description: 'Confirme el correo electrónico de su cuenta de MediCore.',
    },
    card: {
      title: 'Confirme su correo electrónico',
      confirmedTitle: 'Correo electrónico confirmado',
      intro: 'Con un solo clic, confirmará la dirección a la que enviamos este enlace.',
      askAgain: 'Inicie sesión para solicitar un nuevo enlace desde la página de su cuenta.',
      submit: 'Confirmar mi correo electrónico',
      footerLink: 'Ir a su cuenta',
      choosePassword: 'Elegir una contraseña',
      sessionsEnded:
        'Por su seguridad, se cerraron todas las demás sesiones de esta cuenta que se iniciaron antes de la confirmación.',
    },
  },

  account: {
    meta: { title: 'Su cuenta' },
    page: {
      title: 'Su cuenta',
      sectionsNav: 'Secciones de la cuenta',
      profileTitle: 'Perfil',
      securityTitle: 'Seguridad',
      activityTitle: 'Sesiones e inicios de sesión',
      signOut: 'Cerrar sesión',
      resendConfirmation: 'Enviar el enlace de nuevo',
      name: 'Nombre',
      email: 'Correo electrónico',
      confirmed: 'confirmado',
      notConfirmed: 'aún sin confirmar',
      plan: 'Plan',
      trialEnds: 'Fin de la prueba gratuita',
      trial: 'Prueba gratuita',
      trialStartsOnConfirmation: 'Su prueba gratuita comienza cuando confirme su correo electrónico.',
      sessionsTitle: 'Sesiones activas',
      thisDevice: '(este dispositivo)',
      browserOnSystem: '{browser} en {system}',
      unknownBrowser: 'Navegador desconocido',
      lastActive: 'Última actividad',
      signOutSession: 'Cerrar sesión',
      signOutOthers: 'Cerrar las demás sesiones',
      passwordTitle: 'Cambiar contraseña',
      languageTitle: 'Idioma',
      languageIntro: 'El idioma de la página de su cuenta y de los correos que le enviamos.',
      languageSave: 'Guardar idioma',
    },
    passkeys: {
      title: 'Llaves de acceso',
      intro:
        'Una llave de acceso le permite iniciar sesión con su huella digital, su rostro o el PIN de su dispositivo en lugar de su contraseña. Cuenta como dos factores: el dispositivo que usted tiene y el desbloqueo que solo usted puede hacer. Su secreto nunca sale de su dispositivo.',
      none: 'Todavía no agregó ninguna llave de acceso.',
      unnamed: 'Llave de acceso',
      added: 'Agregada',
      nameLabel: 'Nombre de esta llave de acceso',
      rename: 'Guardar nombre',
      remove: 'Eliminar',
      addTitle: 'Agregar una llave de acceso',
      newName: 'Nombre (opcional)',
      newNameHint: 'Por ejemplo, “Computadora del trabajo”, para distinguir sus llaves de acceso.',
      currentPassword: 'Contraseña actual',
      add: 'Agregar una llave de acceso',
      adding: 'Esperando su dispositivo…',
      needsJavaScript:
        'Para agregar una llave de acceso se necesita JavaScript, que está desactivado en este navegador. Aquí puede cambiar el nombre de sus llaves de acceso y eliminarlas.',
      unsupported: 'Este navegador no puede crear llaves de acceso.',
      confirmFirst: 'Confirme su correo electrónico antes de agregar una llave de acceso.',
      full: 'Una cuenta puede tener como máximo {max} llaves de acceso. Elimine una para agregar otra.',
    },
    form: {
      currentPassword: 'Contraseña actual',
      password: 'Nueva contraseña',
      passwordHint: 'Al menos {min} caracteres.',
      confirmPassword: 'Confirmar contraseña',
      submit: 'Cambiar contraseña',
    },
  },

  twoStep: {
    meta: {
      title: 'Inicio de sesión en dos pasos',
      description: 'Ingrese el código de su aplicación de autenticación.',
    },
    card: {
      title: 'Inicio de sesión en dos pasos',
      intro: 'Ingrese el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
      footerLink: 'Volver a iniciar sesión',
    },
    form: {
      code: 'Código',
      codeHint: 'Un código de 6 dígitos de su aplicación, o un código de recuperación como abcde-12345.',
      trust: 'Confiar en este navegador durante 30 días',
      submit: 'Verificar',
    },
    answers: {
      codeInvalid: 'Ingrese el código de 6 dígitos de su aplicación, o uno de sus códigos de recuperación.',
      codeWrong: 'Ese código no es correcto. Revise su aplicación y vuelva a intentarlo.',
      expired: 'Su inicio de sesión venció. Inicie sesión de nuevo.',
      tooMany: 'Demasiados códigos incorrectos. Inicie sesión de nuevo.',
      passwordWrong: 'La contraseña no es correcta.',
      turnedOn: 'El inicio de sesión en dos pasos está activado.',
      turnedOff: 'El inicio de sesión en dos pasos está desactivado.',
      renewed: 'Estos son sus nuevos códigos de recuperación. Los anteriores ya no funcionan.',
    },
    settings: {
      title: 'Inicio de sesión en dos pasos',
      offIntro:
        'Use un código de una aplicación de autenticación (como Google Authenticator, Microsoft Authenticator o 1Password) cada vez que inicie sesión en un navegador que no haya marcado como de confianza.',
      password: 'Contraseña',
      start: 'Configurar el inicio de sesión en dos pasos',
      scanIntro: 'Escanee este código QR con su aplicación de autenticación, o escriba esta clave en ella a mano:',
      qrLabel: 'Código QR para su aplicación de autenticación',
      secret: 'Clave',
      code: 'Código de la aplicación',
      confirm: 'Activar el inicio de sesión en dos pasos',
      onIntro:
        'El inicio de sesión en dos pasos está activado: al iniciar sesión en un navegador que no haya marcado como de confianza, se le pedirá un código de su aplicación.',
      recoveryTitle: 'Sus códigos de recuperación',
      recoveryIntro:
        'Guarde estos códigos en un lugar seguro, como un administrador de contraseñas. Si pierde su teléfono, cada uno sirve una vez en lugar de un código de su aplicación. No se los volveremos a mostrar.',
      offTitle: 'Desactivar el inicio de sesión en dos pasos',
      offHelp: 'Ingrese su contraseña y un código de su aplicación, o un código de recuperación.',
      turnOff: 'Desactivar el inicio de sesión en dos pasos',
      renewTitle: 'Nuevos códigos de recuperación',
      renewHelp:
        '¿Usó casi todos sus códigos o teme que alguien los haya visto? Genere diez nuevos: los anteriores dejarán de funcionar. Ingrese su contraseña y un código de su aplicación, o un código de recuperación.',
      renew: 'Generar nuevos códigos de recuperación',
      confirmFirst: 'Confirme su correo electrónico antes de activar el inicio de sesión en dos pasos.',
    },
  },

  signInHistory: {
    title: 'Inicios de sesión recientes',
    intro: 'Los últimos 20 inicios de sesión e intentos fallidos en su cuenta.',
    time: 'Hora',
    browser: 'Navegador',
    place: 'Lugar aproximado',
    method: 'Método',
    result: 'Resultado',
    notRecorded: 'no registrado',
    signedIn: 'Sesión iniciada',
    failed: 'Intento fallido',
    methods: {
      password: 'Contraseña',
      passkey: 'Llave de acceso',
      code: 'Código de autenticación',
      'recovery-code': 'Código de recuperación',
    },
    empty: 'Todavía no hay inicios de sesión registrados.',
    notMeIntro: '¿Ve aquí algo que usted no hizo? Cierre todas las sesiones y elija una nueva contraseña.',
    notMe: 'No fui yo',
  },

  notMe: {
    meta: { title: 'No fui yo', description: 'Proteja su cuenta de MediCore.' },
    card: {
      title: 'No fui yo',
      intro:
        'Si otra persona inició sesión en su cuenta, esto cierra todas las sesiones de la cuenta, incluidas las de esa persona, anula la contraseña y le envía por correo un enlace para elegir una nueva.',
      submit: 'Cerrar todas las sesiones y restablecer mi contraseña',
      footerLink: 'Volver a iniciar sesión',
    },
    done: 'Se cerraron todas las sesiones de su cuenta y su contraseña ya no funciona. Le enviamos por correo un enlace para elegir una nueva contraseña: úselo antes de volver a iniciar sesión.',
    invalid: 'Este enlace venció o ya se usó. Aún puede restablecer su contraseña.',
    resetLink: 'Restablecer su contraseña',
  },

  contact: {
    subjects: {
      demo: 'Agendar una demostración',
      quote: 'Solicitar una cotización',
      specialist: 'Hablar con un especialista comercial',
      manuals: 'Manuales de usuario',
      affiliate: 'Programa de afiliados',
      invoices: 'Copia de una factura',
    },
    phiNote:
      'No incluya información de salud personal, como nombres de pacientes, diagnósticos o expedientes médicos, en su mensaje.',
    form: {
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      honeypot: 'Sitio web',
      submit: 'Enviar mensaje',
    },
    confirmation: {
      nextHeading: 'Qué sigue',
      next: [
        'Una persona de nuestro equipo leerá su mensaje y le responderá al correo electrónico que nos dio.',
        'Si quiere agregar algo, envíe otro mensaje: llegará al mismo equipo.',
      ],
      again: 'Enviar otro mensaje',
    },
  },

  demo: {
    meta: {
      title: 'Agendar una demostración',
      description:
        'Agende una demostración de MediCore de {minutes} minutos con un especialista de producto, a la hora que le convenga.',
    },
    eyebrow: 'Demostración del producto',
    heading: 'Agendar una demostración',
    intro:
      'Elija una hora para una videollamada de {minutes} minutos con un especialista de producto de MediCore. Recibirá una invitación de calendario por correo electrónico, con enlaces para cambiarla o cancelarla.',
    slotsHeading: 'Elija una hora',
    zoneLabel: 'Zona horaria',
    zoneSubmit: 'Mostrar horas',
    zoneNote: 'Las horas se muestran en {zone}.',
    noSlots: 'No hay horas libres en las próximas semanas. Escríbanos a {email} y buscaremos una.',
    detailsHeading: 'Sus datos',
    weekLegend: 'Semana del',
    noTimes: 'Sin horas',
    expect: {
      heading: 'Qué esperar',
      points: [
        'Una videollamada de {minutes} minutos con un especialista de producto de MediCore.',
        'Un recorrido por los módulos que necesita, con sus propios flujos de trabajo.',
        'Respuestas claras sobre seguridad, HIPAA, migración de datos y precios.',
        'Es gratis y sin compromiso: puede cambiarla o cancelarla desde la invitación.',
      ],
    },
    confirmation: {
      nextHeading: 'Qué sigue',
      next: [
        'Revise su correo: la confirmación incluye la invitación de calendario, con enlaces para cambiar o cancelar la llamada.',
        'Su especialista de producto le enviará el enlace de la videollamada antes de la cita. Responda a ese correo si tiene preguntas.',
        'Le enviaremos un recordatorio por correo 24 horas antes.',
      ],
      again: 'Agendar otra demostración',
    },
    form: {
      slot: 'Hora',
      name: 'Nombre',
      email: 'Correo electrónico de trabajo',
      organization: 'Organización',
      role: 'Su perfil',
      size: 'Tamaño de la organización',
      phone: 'Teléfono (opcional)',
      note: '¿Algo que debamos saber antes de la llamada? (opcional)',
      choose: 'Elija…',
      roles: {
        hospital: 'Un hospital',
        clinic: 'Una clínica',
        doctor: 'Un médico',
        nurse: 'Un enfermero o una enfermera',
        lab: 'Un laboratorio',
        other: 'Otro',
      },
      sizes: {
        '1-10': 'De 1 a 10 personas',
        '11-50': 'De 11 a 50 personas',
        '51-200': 'De 51 a 200 personas',
        '201-1000': 'De 201 a 1,000 personas',
        '1000+': 'Más de 1,000 personas',
      },
      honeypot: 'Sitio web',
      submit: 'Agendar una demostración',
      nearest: 'Las horas libres más cercanas',
    },
    answers: {
      booked: 'Su demostración está agendada para el {time}. Enviamos la invitación a {email}.',
      moved:
        'Ya tenía una demostración agendada con esta dirección: la cambiamos al {time} y enviamos la nueva invitación a {email}.',
      taken: 'Lo sentimos, alguien acaba de tomar esa hora. Elija otra; estas son las horas libres más cercanas.',
      unavailable: 'Lo sentimos, esa hora no está disponible. Elija otra; estas son las horas libres más cercanas.',
      resent:
        'Esta dirección ya tiene una demostración agendada. Volvimos a enviar a {email} los enlaces para cambiarla o cancelarla.',
      rateLimited: 'Agendó varias veces en los últimos minutos. Espere un momento o escríbanos a {email}.',
      heldMany: 'Agendó varias demostraciones en las últimas semanas. Para agendar otra, escríbanos a {email}.',
      failed:
        'Lo sentimos, no se pudo agendar su demostración. Vuelva a intentarlo en unos minutos o escríbanos a {email}.',
      refused: 'Lo sentimos, no se pudo agendar su demostración. Escríbanos a {email}.',
      sending: 'Agendando su demostración…',
    },
    manage: {
      title: 'Su demostración',
      booked: 'Su demostración con {specialist} es el {time}.',
      moveHeading: 'Elija una nueva hora',
      moveSubmit: 'Cambiar mi demostración',
      cancelQuestion: '¿Desea cancelarla? Se lo diremos a {specialist}.',
      cancelSubmit: 'Cancelar mi demostración',
      moved: 'Su demostración ahora es el {time}. Enviamos la nueva invitación a {email}.',
      cancelled: 'Su demostración está cancelada. Enviamos la cancelación a {email}.',
      invalid:
        'Este enlace ya no funciona: deja de funcionar cuando empieza la reunión, cuando la reunión cambia de hora (el correo más reciente trae enlaces nuevos) o cuando se cancela.',
      unknown:
        'Este enlace no es uno de los que enviamos, o se copió incompleto. Abra el enlace del correo más reciente sobre su demostración.',
      rateLimited:
        'Cambió su demostración varias veces en los últimos minutos. Espere un momento o escríbanos a {email}.',
      bookAgain: 'Agendar una demostración',
      sending: 'Guardando…',
    },
    mails: {
      booked: {
        subject: 'Su demostración de {site} el {time}',
        lead: 'Gracias por agendar una demostración de {site}.',
      },
      moved: {
        subject: 'Su demostración de {site} cambió al {time}',
        lead: 'Su demostración de {site} cambió de hora.',
      },
      cancelled: {
        subject: 'Su demostración de {site} del {time} está cancelada',
        lead: 'Su demostración de {site} está cancelada. Esperamos verle en otra ocasión:',
      },
      reminder: {
        subject: 'Mañana: su demostración de {site} a las {time}',
        lead: 'Un recordatorio: su demostración de {site} es mañana.',
      },
      when: 'Cuándo: {time} ({minutes} minutos)',
      who: 'Con: {specialist}, especialista de producto',
      invitation:
        'Adjuntamos la invitación de calendario. El especialista le enviará el enlace de la videollamada antes de la llamada.',
      move: 'Cambiarla a otra hora:',
      cancel: 'Cancelarla:',
      linksExpire: 'Estos enlaces funcionan hasta que empiece la reunión.',
      summary: 'Demostración de {site} con {specialist}',
      description: 'Una demostración de {site} de {minutes} minutos con {specialist}, especialista de producto.',
    },
  },

  validation: {
    languageTag: 'es-US',
    emailInvalid: 'El correo electrónico no es válido',
    passwordRequired: 'La contraseña es obligatoria',
    nameRequired: 'El nombre es obligatorio',
    confirmNewPassword: 'Confirme su nueva contraseña',
    passwordTooShort: 'La contraseña debe tener al menos {min} caracteres',
    passwordsDiffer: 'Las contraseñas no coinciden',
    passwordTooLong: 'La contraseña debe tener como máximo {max} caracteres',
    passwordCommon:
      'Esta contraseña es una de las más comunes en filtraciones de datos, por eso los atacantes la prueban primero. Elija otra, por favor.',
    passwordSiteName:
      'Esta contraseña es casi solo el nombre de este sitio, que los atacantes prueban primero. Elija otra, por favor.',
    passwordAddress:
      'Esta contraseña es casi solo su correo electrónico, que los atacantes prueban primero. Elija otra, por favor.',
    confirmPassword: 'Confirme su contraseña',
    emailRequired: 'El correo electrónico es obligatorio',
    subjectRequired: 'El asunto es obligatorio',
    messageRequired: 'El mensaje es obligatorio',
    slotRequired: 'Elija una hora',
    organizationRequired: 'La organización es obligatoria',
    roleRequired: 'Elija la opción que le corresponda',
    sizeRequired: 'Elija el tamaño de su organización',
    phoneInvalid: 'Ingrese un número de teléfono válido, como +1 555 010 0199',
    tooLong: '{field} debe tener como máximo {max} caracteres',
    notAllowed: '{field} contiene caracteres no permitidos',
    fieldNames: {
      name: 'El nombre',
      email: 'El correo electrónico',
      subject: 'El asunto',
      message: 'El mensaje',
      organization: 'La organización',
      phone: 'El teléfono',
      note: 'La nota',
    },
  },

  authAnswers: {
    signInFailed: 'El correo electrónico o la contraseña no son correctos.',
    signInLocked: {
      one: 'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en {count} minuto.',
      other: 'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en {count} minutos.',
    },
    accountExists: 'Ya existe una cuenta con este correo electrónico.',
    loginLink: 'Iniciar sesión',
    resetRequested:
      'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para elegir una nueva contraseña. El enlace solo puede usarse una vez y vence en una hora.',
    resetLinkInvalid: 'Este enlace para restablecer la contraseña venció o ya se usó.',
    newLinkLink: 'Solicitar un nuevo enlace',
    currentPasswordWrong: 'La contraseña actual no es correcta.',
    passwordChanged: 'Se cambió su contraseña. Se cerraron todas las demás sesiones de su cuenta.',
    signUpLimited: 'Se crearon varias cuentas desde su red en la última hora. Vuelva a intentarlo más tarde.',
    busy: 'El sitio está muy ocupado en este momento. Vuelva a intentarlo en un minuto.',
    unavailable: 'Lo sentimos, algo salió mal. Vuelva a intentarlo en unos minutos.',
    confirmEmail:
      'Confirme su correo electrónico: le enviamos un enlace a {email}. Mientras no lo confirme, restablecer la contraseña cierra todas las demás sesiones.',
    confirmationSent: 'Le enviamos un nuevo enlace de confirmación. Vence en 24 horas.',
    confirmationLimited:
      'Enviamos varios enlaces en la última hora. Use el más reciente o vuelva a intentarlo más tarde.',
    signInResetRequired:
      'Esta cuenta tuvo demasiados intentos fallidos seguidos de inicio de sesión. Para iniciar sesión, elija una nueva contraseña con un enlace enviado a su dirección, o use un navegador en el que ya haya iniciado sesión.',
    emailConfirmedPasswordVoided:
      'Su correo electrónico está confirmado. La cuenta se creó desde otro navegador, así que su contraseña ya no funciona y se cerraron todas las sesiones de la cuenta. Le enviamos un correo: elija una contraseña para iniciar sesión.',
    emailConfirmed: 'Su correo electrónico está confirmado. ¡Gracias!',
    confirmationLinkInvalid: 'Este enlace de confirmación venció o no es válido.',
    signingIn: 'Iniciando sesión…',
    sending: 'Enviando…',
  },

  passkeyAnswers: {
    added: 'Se agregó su llave de acceso. La próxima vez puede iniciar sesión con ella en lugar de su contraseña.',
    renamed: 'Se cambió el nombre de la llave de acceso.',
    removed: 'Se eliminó la llave de acceso. Ya no sirve para iniciar sesión en su cuenta.',
    cancelled: 'La solicitud de la llave de acceso se canceló o venció. Vuelva a intentarlo.',
    expired: 'La solicitud de la llave de acceso venció o ya se usó. Vuelva a intentarlo.',
    unknown:
      'Esta llave de acceso no pertenece a ninguna cuenta de este sitio; es posible que se haya eliminado. Inicie sesión con su contraseña.',
    refused: 'No se pudo comprobar esta llave de acceso. Vuelva a intentarlo o inicie sesión con su contraseña.',
    notVerified:
      'Su dispositivo no comprobó que es usted (huella digital, rostro o PIN). Active el bloqueo de pantalla del dispositivo y vuelva a intentarlo.',
    exists: 'Este dispositivo ya tiene una llave de acceso para su cuenta.',
    limited: 'Demasiadas solicitudes de llaves de acceso desde su red. Vuelva a intentarlo en unos minutos.',
    nameTooLong: 'El nombre debe tener como máximo {max} caracteres.',
  },

  contactAnswers: {
    sent: 'Su mensaje fue enviado. ¡Gracias!',
    failed: 'Lo sentimos, no se pudo enviar su mensaje. Vuelva a intentarlo en unos minutos o escríbanos a {email}.',
    rateLimited:
      'Envió varios mensajes en los últimos minutos. Espere un momento antes de enviar otro o escríbanos a {email}.',
    refused: 'Lo sentimos, no se pudo enviar su mensaje. Escríbanos a {email}.',
    sending: 'Enviando su mensaje…',
  },

  formBody: {
    tooLarge: 'El formulario que envió es demasiado grande para leerlo. Acorte el texto y vuelva a enviarlo.',
    unreadable: 'No se pudo leer el formulario que envió. Vuelva a enviarlo.',
    notSent: 'No se pudo enviar el formulario. Revise su conexión y vuelva a intentarlo.',
    tooLargeTitle: 'Formulario demasiado grande',
    unreadableTitle: 'Formulario ilegible',
    fromElsewhere:
      'Este formulario se envió desde otro sitio web. Abra el formulario en nuestro sitio y envíelo desde allí.',
    fromElsewhereTitle: 'Formulario de otro sitio web',
    outdated: 'Esta página cambió desde que la abrió. Vuelva a cargarla y envíe el formulario de nuevo.',
    outdatedTitle: 'Página desactualizada',
    backToForm: 'Volver al formulario',
  },

  mails: {
    greeting: 'Hola:',
    passwordReset: {
      subject: 'Restablezca su contraseña de {site}',
      asked:
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de {site} ({email}). Si fue usted, elija una nueva contraseña aquí:',
      link: 'Elegir una nueva contraseña',
      once: 'El enlace solo puede usarse una vez y vence en una hora.',
      ignore: 'Si no fue usted, ignore este correo: su contraseña no cambiará.',
    },
    passwordChanged: {
      subject: 'Se cambió su contraseña de {site}',
      changed:
        'Se acaba de cambiar la contraseña de su cuenta de {site} ({email}) en la página de su cuenta y se cerraron todas las demás sesiones de la cuenta.',
      resetEnded:
        'Se acaba de restablecer la contraseña de su cuenta de {site} ({email}) con un enlace enviado a esta dirección y se cerraron todas las demás sesiones de la cuenta.',
      resetKept:
        'Se acaba de restablecer la contraseña de su cuenta de {site} ({email}) con un enlace enviado a esta dirección. Las sesiones ya iniciadas en otros lugares siguen abiertas: puede cerrarlas en la página de su cuenta.',
      notYou: 'Si no fue usted, restablezca su contraseña ahora:',
      link: 'Restablecer mi contraseña',
      you: 'Si fue usted, no tiene que hacer nada más.',
    },
    passwordVoided: {
      subject: 'Elija una contraseña para su cuenta de {site}',
      what: 'Se acaba de confirmar su dirección {email} para una cuenta de {site}, desde un navegador distinto del que se usó para elegir su contraseña.',
      why: 'Es posible que no haya sido usted quien creó la cuenta, así que su contraseña ya no funciona y se cerraron todas las sesiones de la cuenta. Nadie puede iniciar sesión hasta que se elija una contraseña con un enlace enviado a esta dirección.',
      next: 'Para iniciar sesión, pida un enlace para elegir su propia contraseña:',
      link: 'Elegir una contraseña',
    },
    newBrowser: {
      subject: 'Nuevo inicio de sesión en su cuenta de {site}',
      signedIn:
        'Alguien inició sesión en su cuenta de {site} ({email}) desde un navegador que no habíamos visto antes: {browser}, el {time}.',
      notYou: 'Si no fue usted, cierre todas las sesiones y elija una nueva contraseña aquí:',
      link: 'No fui yo',
      valid: 'El enlace funciona durante 7 días.',
      you: 'Si fue usted, no tiene que hacer nada más.',
    },
    signInMethod: {
      subject: 'Cambió un método de inicio de sesión de su cuenta de {site}',
      passkeyAdded:
        'Se acaba de agregar a su cuenta de {site} ({email}) una llave de acceso llamada {name}. Quien la tenga puede iniciar sesión sin la contraseña.',
      passkeyRemoved: 'Se acaba de eliminar la llave de acceso {name} de su cuenta de {site} ({email}).',
      twoStepOn:
        'Se acaba de activar el inicio de sesión en dos pasos en su cuenta de {site} ({email}): ahora, para iniciar sesión, se pide un código de una aplicación de autenticación.',
      twoStepOff:
        'Se acaba de desactivar el inicio de sesión en dos pasos en su cuenta de {site} ({email}): ahora, para iniciar sesión, solo se pide la contraseña.',
      recoveryCodesRenewed:
        'Se acaban de generar nuevos códigos de recuperación para su cuenta de {site} ({email}): los anteriores ya no funcionan.',
      notYouUndo: 'Si no fue usted, elimínela, cierre todas las sesiones y elija una nueva contraseña aquí:',
      notYou: 'Si no fue usted, cierre todas las sesiones y elija una nueva contraseña aquí:',
      link: 'No fui yo',
      valid: 'El enlace funciona durante 7 días.',
      you: 'Si fue usted, no tiene que hacer nada más.',
    },
    confirmation: {
      subject: 'Confirme su correo electrónico de {site}',
      asked: 'Confirme que {email} es la dirección de su cuenta de {site}:',
      link: 'Confirmar mi correo electrónico',
      valid: 'El enlace vence en 24 horas.',
      ignore: 'Si usted no creó esta cuenta, ignore este correo.',
    },
  },
}
