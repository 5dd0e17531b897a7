'use client'

import { useActionState, type ComponentProps } from 'react'

/**
 * A <form> that posts to a server action that answers with a redirect, with or without
 * JavaScript. Given to a <form> as is, a server action makes React write action="" (submit
 * to this page), which HTML forbids; through useActionState, the form's action is the
 * page's own address, its permalink.
 */
export function ActionForm({
  action,
  permalink,
  ...props
}: Omit<ComponentProps<'form'>, 'action'> & {
  action: (previous: unknown, formData: FormData) => Promise<void>
  /** The address of the page the form is on. */
  permalink: string
}) {
  const [, formAction] = useActionState(action, undefined, permalink)
  return <form {...props} action={formAction} />
}
