import Link from 'next/link'

const datasetFile = 'studio/dataset/production.ndjson'

const connectSteps = {
  login: 'npx sanity login',
  import: `npx sanity datasets import ${datasetFile} --dataset production`,
  cors: 'npx sanity cors add http://localhost:3000 --credentials',
  rebuild: 'npm start',
} as const

function Command({ children }: { children: string }) {
  return (
    <pre className="mt-2 overflow-x-auto rounded-md bg-slate-900 px-4 py-3 text-sm text-slate-50">
      <code>{children}</code>
    </pre>
  )
}

/** What /studio shows when no Sanity project is configured: plain, server-rendered, no Studio code. */
export function BundledDatasetNotice() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16 leading-relaxed">
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">MediCore content Studio</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">No Sanity project is connected</h1>
      <p className="mt-4 text-lg text-slate-700">
        The site is serving the <strong>bundled dataset</strong>,{' '}
        <code className="font-mono text-base">{datasetFile}</code>. Every price, feature, claim and FAQ answer on the
        site comes from that file, so it runs without a Sanity account. To edit the content here instead, connect a
        Sanity project.
      </p>

      <h2 className="mt-10 text-xl font-semibold">Connect a Sanity project</h2>
      <ol className="mt-4 list-decimal space-y-6 pl-6">
        <li>
          <p>
            Create a project at{' '}
            <a className="text-sky-700 underline" href="https://www.sanity.io/manage">
              sanity.io/manage
            </a>{' '}
            (new projects come with a <code className="font-mono">production</code> dataset), then sign in to the
            command-line tool:
          </p>
          <Command>{connectSteps.login}</Command>
        </li>
        <li>
          <p>
            Set these two variables in <code className="font-mono">.env.local</code> (
            <code className="font-mono">.env.example</code> lists every variable with a comment):
          </p>
          <Command>{'NEXT_PUBLIC_SANITY_PROJECT_ID=<your-project-id>\nNEXT_PUBLIC_SANITY_DATASET=production'}</Command>
        </li>
        <li>
          <p>
            Load the bundled content into the dataset (the command reads the project id from{' '}
            <code className="font-mono">.env.local</code> through <code className="font-mono">sanity.cli.ts</code>; add{' '}
            <code className="font-mono">--replace</code> to overwrite documents that are already there):
          </p>
          <Command>{connectSteps.import}</Command>
        </li>
        <li>
          <p>
            Let the Studio reach your project from this site: add{' '}
            <code className="font-mono">http://localhost:3000</code> as a CORS origin with credentials allowed (or under
            API → CORS origins at sanity.io/manage):
          </p>
          <Command>{connectSteps.cors}</Command>
        </li>
        <li>
          <p>
            Build and start the site again, since the variables are read at build time. The pages then come from your
            dataset, and this page opens the Studio.
          </p>
          <Command>{connectSteps.rebuild}</Command>
        </li>
      </ol>

      <p className="mt-12">
        <Link className="text-sky-700 underline" href="/">
          Back to the site
        </Link>
      </p>
    </main>
  )
}
