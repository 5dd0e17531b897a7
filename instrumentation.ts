/*
 * Runs once when a server starts:
 * - a production server listening beyond loopback without a public SITE_URL stops, with one line
 *   naming it (lib/start-check.ts);
 * - on a public production host (SITE_URL names one), the settings the accounts need are
 *   checked, so that the log says at start-up what is missing (the message proxy.ts also logs
 *   when it turns an account page away);
 * - with a shared mail queue (DATABASE_URL), this instance's worker starts at once, so that mail
 *   queued by an instance that stopped is sent by the others;
 * - the hook that gives the rate limits each request's connection address is installed in this
 *   process, which owns the HTTP server (lib/limits/peer-address.ts), and the way clients are
 *   told apart is named.
 */
export async function register() {
  // Literal, as Next's docs write it: Next inlines it per runtime and drops the Node-only imports below from other bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startRefusal } = await import('./lib/start-check')
  const refusal = startRefusal()
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  const { installPeerAddressHook } = await import('./lib/limits/peer-address')
  installPeerAddressHook()
  const { clientIdentityLine } = await import('./lib/limits/client-identity-mode')
  console.log(clientIdentityLine())
  const { logPublicHostMessage, missingPublicHostSettings, servesPublicHost } = await import('./lib/public-host')
  const missing = missingPublicHostSettings()
  if (servesPublicHost() && missing.length) logPublicHostMessage(missing)
  const { startSharedMailWorker } = await import('./lib/mail')
  startSharedMailWorker()
}
