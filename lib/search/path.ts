/** Site search's address; `?q=` carries the query. */
export const searchPath = '/search'
