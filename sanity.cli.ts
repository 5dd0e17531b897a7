import { defineCliConfig } from 'sanity/cli'

/*
 * Lets `npx sanity …` (dataset import, cors add, typegen) find the project. The CLI loads .env
 * and .env.local from this folder first, so the site's own variables serve here too.
 */
// process.env itself: the Sanity CLI loads this file on its own, before .env files reach lib/env.
export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || undefined,
  },
  // `npm run typegen`: the schema comes from scripts/typegen/extract-schema.ts (git-ignored), the types
  // are committed. The lint check (scripts/typegen/check.ts) sends them elsewhere with TYPEGEN_GENERATES.
  typegen: {
    path: 'lib/content/queries.ts',
    schema: '.typegen/schema.json',
    generates: process.env.TYPEGEN_GENERATES ?? 'lib/content/sanity.types.ts',
    // Written as generated: the formatter (oxfmt) leaves it alone.
    formatGeneratedCode: false,
  },
})
