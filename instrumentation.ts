/** Runs once when a server starts: the Node.js server's checks and workers are in lib/server-start.ts. */
export async function register() {
  // Literal, as Next's docs write it: Next inlines it per runtime and leaves the Node-only module out of other bundles.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server-start')
    startServer()
  }
}
