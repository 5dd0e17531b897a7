import { webUrl, withDefault } from './fields.ts'
import { parseVariables, type Env } from './parse.ts'

/*
 * The site's public address (SITE_URL), in a module of its own: lib/addresses.ts makes absolute
 * URLs with it, and the Studio's Presentation imports that module, whose bundle may not pull in the
 * rest of the settings' schema (it reads Node's net module). lib/env/schema.ts lists it with the others.
 */
export const siteUrlShape = {
  /** The site's public address: canonical links, links in mails, cookies; set, it makes production public (lib/auth/environment.ts). */
  SITE_URL: withDefault(
    webUrl('must be the site’s public URL, for example "https://medicore.example"'),
    new URL('http://localhost:3000'),
  ),
}

/** SITE_URL, parsed when asked: the tests change it between cases. */
export const siteUrlOf = (env: Env = process.env) => parseVariables(siteUrlShape, ['SITE_URL'], env).SITE_URL
