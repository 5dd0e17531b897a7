import { defineCliConfig } from 'sanity/cli'

/*
 * Lets `npx sanity …` (dataset import, cors add) find the project. The CLI loads .env
 * and .env.local from this folder first, so the site's own variables serve here too.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || undefined,
  },
})
