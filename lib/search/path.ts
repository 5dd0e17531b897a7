import { routes } from '../routes'

/** Site search's address; `?q=` carries the query. */
export const searchPath = routes.search.path
