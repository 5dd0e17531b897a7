import { defineCliConfig } from 'sanity/cli'

/*
 * Lets `npx sanity …` (dataset import, cors add) find the project. The CLI loads .env
 * and .env.local from this folder first, so the site's own variables serve here too.
 */
// process.env itself: the Sanity CLI loads this file on its own, before .env files reach lib/env.
export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || undefined,
  },
})
