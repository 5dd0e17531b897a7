/*
 * The user manuals of the bundled dataset, in English and Spanish: what each PDF says, chapter by
 * chapter. The product behind them is made up, as the product screens are; the steps follow the
 * screens (scripts/dataset-images/screens.ts) and the features the site describes.
 */

type Lang = 'en' | 'es'
type Words = Record<Lang, string>

type Chapter = { title: Words; text: Words; steps: Record<Lang, string[]> }

export type Manual = {
  key: string
  title: Words
  /** Who it is for. */
  audience: Words
  summary: Words
  version: string
  /** ISO date. */
  updated: string
  chapters: Chapter[]
}

export const manuals: Manual[] = [
  {
    key: 'administrator-guide',
    title: { en: 'Administrator guide', es: 'Guía del administrador' },
    audience: {
      en: 'For IT and practice administrators setting MediCore up',
      es: 'Para administradores de TI y de la práctica que configuran MediCore',
    },
    summary: {
      en: 'Set up your organization: sites and departments, staff accounts and roles, two-step sign-in for everyone, and the audit log your compliance officer reads.',
      es: 'Configure su organización: sedes y departamentos, cuentas y roles del personal, inicio de sesión en dos pasos para todos y el registro de auditoría que revisa su oficial de cumplimiento.',
    },
    version: '2026.4',
    updated: '2026-11-16',
    chapters: [
      {
        title: { en: 'Before you start', es: 'Antes de empezar' },
        text: {
          en: 'You need an administrator account, the list of your sites and departments, and a spreadsheet of the staff who will use MediCore, with their work email and job.',
          es: 'Necesita una cuenta de administrador, la lista de sus sedes y departamentos, y una hoja de cálculo del personal que usará MediCore, con su correo de trabajo y su puesto.',
        },
        steps: {
          en: [
            'Sign in with the administrator account from your welcome email.',
            'Open Settings, then Organization, and check your organization’s name and address.',
            'Choose the time zone and language your sites work in.',
          ],
          es: [
            'Inicie sesión con la cuenta de administrador de su correo de bienvenida.',
            'Abra Configuración y luego Organización, y revise el nombre y la dirección de su organización.',
            'Elija la zona horaria y el idioma en que trabajan sus sedes.',
          ],
        },
      },
      {
        title: { en: 'Sites and departments', es: 'Sedes y departamentos' },
        text: {
          en: 'Every record, queue and report belongs to a department of a site. Add them first: staff and beds are assigned to them.',
          es: 'Cada expediente, fila y reporte pertenece a un departamento de una sede. Agréguelos primero: el personal y las camas se asignan a ellos.',
        },
        steps: {
          en: [
            'In Settings, open Sites and choose Add site.',
            'For each site, add its departments: out-patients, wards, pharmacy, laboratory, stores and finance.',
            'For each ward, enter its beds, so that the nursing station can show them.',
          ],
          es: [
            'En Configuración, abra Sedes y elija Agregar sede.',
            'En cada sede, agregue sus departamentos: consulta externa, salas, farmacia, laboratorio, almacenes y finanzas.',
            'En cada sala, registre sus camas para que la estación de enfermería pueda mostrarlas.',
          ],
        },
      },
      {
        title: { en: 'Staff accounts and roles', es: 'Cuentas y roles del personal' },
        text: {
          en: 'A role says what its people may see and do. Give each person the role their job needs, and no more: a nurse records vitals and gives medication, but does not prescribe.',
          es: 'Un rol indica lo que sus integrantes pueden ver y hacer. Asigne a cada persona el rol que su trabajo necesita, y nada más: el personal de enfermería registra signos vitales y administra medicamentos, pero no receta.',
        },
        steps: {
          en: [
            'Open Users and roles, then Import, and upload your staff spreadsheet.',
            'Check each person’s role and department, then choose Send invitations.',
            'Review the roles every quarter: Users and roles lists who has which role, and when they last signed in.',
          ],
          es: [
            'Abra Usuarios y roles, luego Importar, y cargue la hoja de cálculo del personal.',
            'Revise el rol y el departamento de cada persona y elija Enviar invitaciones.',
            'Revise los roles cada trimestre: Usuarios y roles muestra quién tiene cada rol y cuándo inició sesión por última vez.',
          ],
        },
      },
      {
        title: {
          en: 'Two-step sign-in and the audit log',
          es: 'Inicio de sesión en dos pasos y registro de auditoría',
        },
        text: {
          en: 'Require two-step sign-in for every role: a stolen password alone then opens nothing. Every view and change of a patient’s record is written to the audit log, which you can export.',
          es: 'Exija el inicio de sesión en dos pasos en todos los roles: así, una contraseña robada no abre nada por sí sola. Cada consulta y cambio de un expediente queda en el registro de auditoría, que puede exportar.',
        },
        steps: {
          en: [
            'In Settings, open Security and turn on Require two-step sign-in.',
            'Staff set it up with an authenticator app at their next sign-in.',
            'To export the audit log, open Security, then Audit log, choose the dates and select Export.',
          ],
          es: [
            'En Configuración, abra Seguridad y active Exigir inicio de sesión en dos pasos.',
            'El personal lo configura con una app de autenticación en su siguiente inicio de sesión.',
            'Para exportar el registro de auditoría, abra Seguridad, luego Registro de auditoría, elija las fechas y seleccione Exportar.',
          ],
        },
      },
    ],
  },
  {
    key: 'front-desk-and-out-patients',
    title: { en: 'Front desk and out-patients', es: 'Recepción y consulta externa' },
    audience: {
      en: 'For front-desk staff, clinicians and clinic managers',
      es: 'Para el personal de recepción, los profesionales clínicos y los gerentes de clínica',
    },
    summary: {
      en: 'Register a patient once, book and check them in, run the waiting room from the queue, and invite patients to the portal.',
      es: 'Registre a un paciente una sola vez, agende y registre su llegada, maneje la sala de espera desde la fila e invite a los pacientes al portal.',
    },
    version: '2026.4',
    updated: '2026-11-09',
    chapters: [
      {
        title: { en: 'Register a patient', es: 'Registrar a un paciente' },
        text: {
          en: 'One record follows the patient through every department. Search before you register, so that nobody gets a second record.',
          es: 'Un solo expediente acompaña al paciente por todos los departamentos. Busque antes de registrar, para que nadie tenga un segundo expediente.',
        },
        steps: {
          en: [
            'Search by name and date of birth, or scan the patient’s card.',
            'If nobody matches, choose New patient and fill in the required fields.',
            'Add insurance details now: billing reads them at checkout.',
          ],
          es: [
            'Busque por nombre y fecha de nacimiento, o escanee la tarjeta del paciente.',
            'Si no hay coincidencias, elija Nuevo paciente y complete los campos obligatorios.',
            'Agregue los datos del seguro ahora: facturación los usa al cierre de la visita.',
          ],
        },
      },
      {
        title: { en: 'Book and check in', es: 'Agendar y registrar la llegada' },
        text: {
          en: 'Appointments booked at the desk, by phone or by the patient in the portal all land in the same calendar.',
          es: 'Las citas agendadas en recepción, por teléfono o por el paciente en el portal llegan al mismo calendario.',
        },
        steps: {
          en: [
            'Choose the clinician and a free time, then Book.',
            'When the patient arrives, select Check in: they join the queue with a token.',
            'Patients who checked in online appear in the queue with a portal badge.',
          ],
          es: [
            'Elija al profesional y una hora libre, y luego Agendar.',
            'Cuando llegue el paciente, seleccione Registrar llegada: entra a la fila con un turno.',
            'Los pacientes que se registraron en línea aparecen en la fila con una insignia del portal.',
          ],
        },
      },
      {
        title: { en: 'Run the waiting room', es: 'Manejar la sala de espera' },
        text: {
          en: 'The out-patient queue shows who is waiting, who is in consultation, the average wait and who waits for a lab result.',
          es: 'La fila de consulta externa muestra quién espera, quién está en consulta, la espera promedio y quién espera un resultado de laboratorio.',
        },
        steps: {
          en: [
            'Open Out-patients: the queue updates by itself.',
            'A clinician calls the next patient with Call; the screen in the waiting room shows the token.',
            'Sort by waiting time to see who has waited longest.',
          ],
          es: [
            'Abra Consulta externa: la fila se actualiza sola.',
            'El profesional llama al siguiente paciente con Llamar; la pantalla de la sala de espera muestra el turno.',
            'Ordene por tiempo de espera para ver quién lleva más tiempo esperando.',
          ],
        },
      },
    ],
  },
  {
    key: 'nursing-station',
    title: { en: 'Nursing station', es: 'Estación de enfermería' },
    audience: {
      en: 'For nurses, charge nurses and ward managers',
      es: 'Para el personal de enfermería, enfermeras a cargo y jefes de sala',
    },
    summary: {
      en: 'Each bed’s next task, vitals and early-warning scores, medication rounds with their checks, and a shift handover that loses nothing.',
      es: 'La próxima tarea de cada cama, signos vitales y puntajes de alerta, rondas de medicamentos con sus verificaciones y una entrega de turno que no pierde nada.',
    },
    version: '2026.3',
    updated: '2026-10-26',
    chapters: [
      {
        title: { en: 'The ward at a glance', es: 'La sala de un vistazo' },
        text: {
          en: 'The nursing station lists every bed of your ward with its next task, when it is due and its alerts, such as an allergy or an overdue set of vitals.',
          es: 'La estación de enfermería muestra cada cama de su sala con su próxima tarea, cuándo vence y sus alertas, como una alergia o signos vitales atrasados.',
        },
        steps: {
          en: [
            'Open Nursing and choose your ward.',
            'Red alerts come first; select a bed to open the patient’s record.',
            'Mark a task done from the list, or open it to record details.',
          ],
          es: [
            'Abra Enfermería y elija su sala.',
            'Las alertas rojas aparecen primero; seleccione una cama para abrir el expediente del paciente.',
            'Marque una tarea como hecha desde la lista, o ábrala para registrar detalles.',
          ],
        },
      },
      {
        title: { en: 'Vitals and medication rounds', es: 'Signos vitales y rondas de medicamentos' },
        text: {
          en: 'Vitals feed the early-warning score, which flags a patient who may be getting worse. Medication rounds check the patient, the drug, the dose, the route and the time before you give it.',
          es: 'Los signos vitales alimentan el puntaje de alerta temprana, que señala a un paciente que podría empeorar. Las rondas de medicamentos verifican el paciente, el medicamento, la dosis, la vía y la hora antes de administrarlo.',
        },
        steps: {
          en: [
            'Record vitals from the bed’s row: the score is worked out for you.',
            'Start a round with Medication round; scan the patient’s wristband, then each drug.',
            'A dose given late or skipped asks for a reason, which the next shift sees.',
          ],
          es: [
            'Registre los signos vitales desde la fila de la cama: el puntaje se calcula solo.',
            'Inicie una ronda con Ronda de medicamentos; escanee el brazalete del paciente y luego cada medicamento.',
            'Una dosis tardía u omitida pide un motivo, que verá el siguiente turno.',
          ],
        },
      },
      {
        title: { en: 'Shift handover', es: 'Entrega de turno' },
        text: {
          en: 'The handover gathers what the next shift needs: open tasks, new results, changes of medication and your notes.',
          es: 'La entrega de turno reúne lo que necesita el siguiente turno: tareas pendientes, resultados nuevos, cambios de medicamentos y sus notas.',
        },
        steps: {
          en: [
            'Open Handover an hour before the end of your shift and add a note to each patient.',
            'The incoming nurse reads each patient’s summary and selects Accept.',
            'Tasks not done move to the next shift, with who left them.',
          ],
          es: [
            'Abra Entrega de turno una hora antes de terminar su turno y agregue una nota a cada paciente.',
            'La enfermera que llega lee el resumen de cada paciente y selecciona Aceptar.',
            'Las tareas sin hacer pasan al siguiente turno, indicando quién las dejó.',
          ],
        },
      },
    ],
  },
  {
    key: 'pharmacy-and-stores',
    title: { en: 'Pharmacy and stores', es: 'Farmacia y almacenes' },
    audience: {
      en: 'For pharmacists, pharmacy technicians and store keepers',
      es: 'Para farmacéuticos, técnicos de farmacia y encargados de almacén',
    },
    summary: {
      en: 'Find any medicine by its generic name, dispense from the prescription, and keep stock, batches and expiry dates in check across every store.',
      es: 'Encuentre cualquier medicamento por su nombre genérico, surta desde la receta y controle existencias, lotes y fechas de vencimiento en todos los almacenes.',
    },
    version: '2026.4',
    updated: '2026-11-02',
    chapters: [
      {
        title: { en: 'Search by generic name', es: 'Buscar por nombre genérico' },
        text: {
          en: 'Type a generic name to see every equivalent product in stock, with its strength, form and quantity on hand.',
          es: 'Escriba un nombre genérico para ver cada producto equivalente en existencia, con su concentración, forma y cantidad disponible.',
        },
        steps: {
          en: [
            'Open Pharmacy and type the generic name, such as amoxicillin.',
            'Choose the product that matches the prescription’s strength and form.',
            'Out-of-stock products show the nearest store that has them.',
          ],
          es: [
            'Abra Farmacia y escriba el nombre genérico, por ejemplo amoxicilina.',
            'Elija el producto que coincida con la concentración y la forma de la receta.',
            'Los productos agotados muestran el almacén más cercano que los tiene.',
          ],
        },
      },
      {
        title: { en: 'Dispense', es: 'Surtir' },
        text: {
          en: 'Prescriptions written in the consultation arrive in the pharmacy queue. Dispensing takes the stock out and adds the medicine to the bill.',
          es: 'Las recetas escritas en la consulta llegan a la fila de la farmacia. Al surtir, se descuenta de las existencias y el medicamento se agrega a la factura.',
        },
        steps: {
          en: [
            'Select the next prescription in the queue.',
            'Scan each product: MediCore checks it against the prescription.',
            'Select Dispense, and print the label if your pharmacy uses them.',
          ],
          es: [
            'Seleccione la siguiente receta de la fila.',
            'Escanee cada producto: MediCore lo compara con la receta.',
            'Seleccione Surtir e imprima la etiqueta si su farmacia las usa.',
          ],
        },
      },
      {
        title: { en: 'Stock, batches and expiry', es: 'Existencias, lotes y vencimientos' },
        text: {
          en: 'Stores and inventory tracks every item by store and batch. Items below their reorder level get a draft order; batches near their expiry date are listed to use first.',
          es: 'Almacenes e inventario sigue cada artículo por almacén y lote. Los artículos bajo su nivel de pedido generan un pedido en borrador; los lotes próximos a vencer se listan para usarse primero.',
        },
        steps: {
          en: [
            'Open Stores to see the items to watch across every store.',
            'Review the draft orders, change quantities if needed, and send them.',
            'Receive a delivery by scanning it: batches and expiry dates are recorded for you.',
          ],
          es: [
            'Abra Almacenes para ver los artículos a vigilar en todos los almacenes.',
            'Revise los pedidos en borrador, cambie las cantidades si hace falta y envíelos.',
            'Reciba una entrega escaneándola: los lotes y las fechas de vencimiento se registran solos.',
          ],
        },
      },
    ],
  },
]
