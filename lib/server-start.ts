/*
 * Runs once when a Node.js server starts (instrumentation.ts):
 * - a production server listening beyond loopback without a public SITE_URL stops, with one line
 *   naming it (lib/start-check.ts);
 * - on a public production host (SITE_URL names one), the settings the accounts need are
 *   checked, so that the log says at start-up what is missing (the message proxy.ts also logs
 *   when it turns an account page away);
 * - with a shared mail queue (DATABASE_URL), this instance's worker starts at once, so that mail
 *   queued by an instance that stopped is sent by the others;
 * - the hook that gives the rate limits each request's connection address is installed in this
 *   process, which owns the HTTP server (lib/limits/peer-address.ts), and the way clients are
 *   told apart is named;
 * - a request body the client stops sending is named an abort, which Next ends quietly rather
 *   than logging a stack (lib/aborted-uploads.ts);
 * - TRACE gets a plain 405 before Next, which would answer it with a 500 and a stack, and a
 *   query of too many parameters a 414, which would cost Next seconds of CPU (lib/refused-requests.ts);
 * - the breached-password list is read, so that no sign-up, reset or change waits for it.
 */
import { installAbortedUploadsHook } from './aborted-uploads'
import { loadCommonPasswords } from './auth/common-passwords'
import { clientIdentityLine } from './limits/client-identity-mode'
import { installPeerAddressHook } from './limits/peer-address'
import { startSharedMailWorker } from './mail'
import { logPublicHostMessage, missingPublicHostSettings, servesPublicHost } from './public-host'
import { installRefusedRequestsHook } from './refused-requests'
import { startRefusal } from './start-check'

export function startServer() {
  const refusal = startRefusal()
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  installPeerAddressHook()
  installAbortedUploadsHook()
  installRefusedRequestsHook()
  console.log(clientIdentityLine())
  const missing = missingPublicHostSettings()
  if (servesPublicHost() && missing.length) logPublicHostMessage(missing)
  startSharedMailWorker()
  loadCommonPasswords()
}
