'use client'

import { useRef, useState, type FormEvent } from 'react'
import { FormStatus, HoneypotField, SubmitButton, TextAreaField, TextField } from '@/lib/components/forms/controls'
import { SelectField } from '@/lib/components/forms/SelectField'
import { FileField } from '@/lib/components/forms/FileField'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import type { TrustText } from '@/lib/trust/text'
import { requestKinds } from '@/lib/trust/requests/kinds'
import type { RequestAnswer, RequestField, SchemaErrors } from '@/lib/trust/requests/schema'

type Words = Pick<TrustText['request'], 'kinds' | 'fields' | 'fileHint' | 'noPatientData' | 'button' | 'sending'> & {
  errors: SchemaErrors & Pick<TrustText['request']['errors'], 'fileTooLarge' | 'fileMissing' | 'failed'>
  honeypot: string
}

const MAX_FILE_BYTES = 10 * 1024 * 1024

/**
 * The request form. Without JavaScript it is a plain multipart POST to /trust/request, which answers
 * with a page; with it, the fields are checked first (the same schema as the server's, loaded on
 * the first submit) and the file's size, then the request is sent and its answer shown here.
 */
export function TrustRequestForm({
  id,
  action,
  locale,
  words,
}: {
  id: string
  action: string
  locale: 'en' | 'es'
  words: Words
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<RequestAnswer | undefined>()
  const errors = answer?.errors ?? {}
  const fieldId = (name: RequestField) => `${id}-${name}`
  /** A field's name, id, label and error: its props, spread on its control. */
  const fieldOf = (name: RequestField) => ({ name, id: fieldId(name), label: words.fields[name], error: errors[name] })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = formRef.current!
    const data = new FormData(form)
    const { requestSchema } = await import('@/lib/trust/requests/schema')
    const parsed = requestSchema(words.errors).safeParse(
      Object.fromEntries([...data].filter(([, value]) => typeof value === 'string')),
    )
    const found: Partial<Record<RequestField, string>> = {}
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as RequestField] ??= issue.message
    const file = data.get('file')
    const attached = file instanceof File && file.size > 0 ? file : undefined
    if (attached && attached.size > MAX_FILE_BYTES) found.file = words.errors.fileTooLarge
    else if (!attached && data.get('kind') === 'questionnaire') found.file = words.errors.fileMissing
    if (Object.keys(found).length > 0) {
      setAnswer({ status: 'invalid', errors: found })
      form.querySelector<HTMLElement>(`#${fieldId(Object.keys(found)[0] as RequestField)}`)?.focus()
      return
    }
    setPending(true)
    setAnswer(undefined)
    try {
      const response = await fetch(form.action, { method: 'POST', body: data, headers: { accept: 'application/json' } })
      const answered = (await response.json()) as RequestAnswer
      setAnswer(answered)
      if (answered.status === 'sent') form.reset()
    } catch {
      setAnswer({ status: 'error', message: words.errors.failed })
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      ref={formRef}
      action={action}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      className="space-y-5"
    >
      <LocaleField locale={locale} />
      <SelectField
        {...fieldOf('kind')}
        options={requestKinds.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
        // One kind is always chosen: `required` would ask HTML for an empty first option.
        defaultValue="questionnaire"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...fieldOf('name')} autoComplete="name" required />
        <TextField {...fieldOf('email')} type="email" autoComplete="email" spellCheck={false} required />
      </div>
      <TextField {...fieldOf('organization')} autoComplete="organization" required />
      <TextAreaField {...fieldOf('message')} rows={4} />
      <FileField
        {...fieldOf('file')}
        accept=".pdf,.docx,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hint={`${words.fileHint} ${words.noPatientData}`}
      />
      <HoneypotField id={`${id}-website`} label={words.honeypot} />
      <FormStatus
        id={`${id}-status`}
        message={pending ? words.sending : answer?.status === 'invalid' ? undefined : answer?.message}
        tone={pending ? 'info' : answer?.status === 'sent' ? 'success' : 'error'}
      />
      <SubmitButton pending={pending}>{words.button}</SubmitButton>
    </form>
  )
}
