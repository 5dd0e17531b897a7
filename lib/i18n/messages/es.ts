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
      sessionsEnded:
        'Por su seguridad, se cerraron todas las demás sesiones de esta cuenta que se iniciaron antes de la confirmación.',
    },
  },

  account: {
    meta: { title: 'Su cuenta' },
    page: {
      title: 'Su cuenta',
      signOut: 'Cerrar sesión',
      resendConfirmation: 'Enviar el enlace de nuevo',
      name: 'Nombre',
      email: 'Correo electrónico',
      confirmed: 'confirmado',
      notConfirmed: 'aún sin confirmar',
      plan: 'Plan',
      trialEnds: 'Fin de la prueba gratuita',
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

  contact: {
    subjects: {
      demo: 'Agendar una demostración',
      quote: 'Solicitar una cotización',
      specialist: 'Hablar con un especialista comercial',
      manuals: 'Manuales de usuario',
      affiliate: 'Programa de afiliados',
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
    confirmPassword: 'Confirme su contraseña',
    emailRequired: 'El correo electrónico es obligatorio',
    subjectRequired: 'El asunto es obligatorio',
    messageRequired: 'El mensaje es obligatorio',
    tooLong: '{field} debe tener como máximo {max} caracteres',
    notAllowed: '{field} contiene caracteres no permitidos',
    fieldNames: { name: 'El nombre', email: 'El correo electrónico', subject: 'El asunto', message: 'El mensaje' },
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
    emailConfirmed: 'Su correo electrónico está confirmado. ¡Gracias!',
    confirmationLinkInvalid: 'Este enlace de confirmación venció o no es válido.',
    signingIn: 'Iniciando sesión…',
    sending: 'Enviando…',
  },

  passkeyAnswers: {
    added: 'Se agregó su llave de acceso. La próxima vez puede iniciar sesión con ella en lugar de su contraseña.',
    renamed: 'Se cambió el nombre de la llave de acceso.',
    removed: 'Se eliminó la llave de acceso. Ya no inicia sesión en su cuenta.',
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
    backToForm: 'Volver al formulario',
  },

  mails: {
    greeting: 'Hola, {name}:',
    greetingWithoutName: 'Hola:',
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
        'Se acaba de cambiar la contraseña de su cuenta de {site} ({email}) y se cerraron todas las demás sesiones de la cuenta.',
      notYou: 'Si no fue usted, restablezca su contraseña ahora:',
      link: 'restablezca su contraseña',
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
