/**
 * The note asking for no personal health information, by the message box it is about (the contact
 * form's message, the demo's note), which names it in its aria-describedby.
 */
export function PhiNote({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-2 rounded-md border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {children}
    </p>
  )
}
