/*
 * The approximate place a sign-in came from, for the history on /account. It needs a location
 * database of the operator's own, and none is configured in this project (no request ever leaves
 * for an online service to ask), so every place is recorded as unknown and shown as "not
 * recorded": the column and the page are ready for the day one is.
 */
export async function approximatePlace(): Promise<string | null> {
  return null
}
