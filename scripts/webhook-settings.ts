/*
 * npm run webhook:settings: the filter and projection of the publish webhook, as docs/publishing.md
 * says to paste them at sanity.io/manage (lib/publish/webhook-config.ts). The filter names every
 * type the site shows: print it again, and paste it, when a content type is added.
 */
import { webhookFilter, webhookProjection } from '../lib/publish/webhook-config.ts'

console.log(`Filter:     ${webhookFilter}\nProjection: ${webhookProjection}`)
