/** The NDA form's fields: the version the visitor read (a version changed meanwhile is not accepted unread), and the box. */
export const NDA_VERSION_FIELD = 'ndaVersion'
export const NDA_ACCEPT_FIELD = 'acceptNda'
