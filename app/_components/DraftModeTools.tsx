import { VisualEditing } from 'next-sanity/visual-editing'

/*
 * Click-to-edit overlays for the Studio's Presentation tool, and the way out of draft mode.
 * Only app/draft (the public pages in draft mode) renders this, so the published pages never
 * load its JavaScript. The exit link is plain HTML: the disable route returns to the page
 * it was followed from (its Referer).
 */
export function DraftModeTools() {
  return (
    <>
      <aside
        aria-label="Preview mode"
        className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-full bg-amber-300 px-4 py-2 text-sm font-medium text-slate-900 shadow-lg"
      >
        <span>Showing drafts</span>
        <a href="/api/draft-mode/disable" className="font-semibold underline">
          Preview mode — exit
        </a>
      </aside>
      <VisualEditing />
    </>
  )
}
