import { describe, expect, it } from 'vitest'
import { checkFormRequest } from '@/lib/forms/body-guard'

/* The forms' bodies checked before Next reads them (lib/forms/body-guard.ts): what Next would answer with a 500 is a 400. */

const post = (body: BodyInit, type?: string) => {
  const request = new Request('http://127.0.0.1/contact-us', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  })
  return checkFormRequest(
    new Request(request, { headers: { ...Object.fromEntries(request.headers), 'content-length': '100' } }),
  )
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('a form body', () => {
  it('is let through when its encoded arguments are JSON, with JavaScript or without', async () => {
    expect(await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"abc","bound":"$@1"}', name: 'Ada' }))).toBe(
      undefined,
    )
    expect(await post(form({ '0': '["$K1"]', '1_name': 'Ada' }))).toBe(undefined)
    expect(await post('[{"status":"idle"},"x"]', 'text/plain;charset=UTF-8')).toBe(undefined)
  })

  it('is refused with a 400 when an encoded argument is not JSON, which Next would answer with a 500', async () => {
    for (const refused of [
      await post(form({ $ACTION_REF_1: '', '$ACTION_1:1': 'notjson' })),
      await post(form({ '0': '[1,' })),
      await post('[1,', 'text/plain;charset=UTF-8'),
    ]) {
      expect(refused).toMatchObject({ status: 400 })
    }
  })
})
