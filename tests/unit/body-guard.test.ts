import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { checkFormRequest } from '@/lib/forms/body-guard'
import { tempDir } from '../support/temp-dir'

/* The forms' bodies checked before Next reads them (lib/forms/body-guard.ts): what Next would answer with a 500 is a 400. */

const post = (body: BodyInit, type?: string, headers: Record<string, string> = {}) => {
  const request = new Request('http://127.0.0.1/contact-us', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  })
  return checkFormRequest(
    new Request(request, {
      headers: { ...Object.fromEntries(request.headers), 'content-length': '100', host: '127.0.0.1', ...headers },
    }),
  )
}

/** An action id as Next makes them: 42 hex digits. */
const ID = '7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('a form body', () => {
  it('is let through when its encoded arguments are JSON, with JavaScript or without', async () => {
    expect(
      await post(
        form({
          $ACTION_REF_1: '',
          '$ACTION_1:0': `{"id":"${ID}","bound":"$@1"}`,
          '$ACTION_1:1': '[null]',
          name: 'Ada',
        }),
      ),
    ).toBe(undefined)
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

  it('is refused with a 400 when its arguments are JSON but not what Next reads, which it would answer with a 500', async () => {
    for (const body of ['"x"', '5', '{"a":1}', 'null']) {
      expect(await post(body, 'text/plain;charset=UTF-8'), body).toMatchObject({ status: 400 })
      expect(await post(form({ '0': body, '1_name': 'Ada' })), body).toMatchObject({ status: 400 })
    }
    for (const reference of [
      `{"id":"${ID}"}`,
      '{"bound":null}',
      '5',
      `{"id":"${ID}","bound":"$@2"}`,
      `{"id":"${ID}","bound":[1]}`,
    ]) {
      expect(
        await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': reference, '$ACTION_1:1': '[null]' })),
        reference,
      ).toMatchObject({
        status: 400,
      })
    }
    expect(
      await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${ID}","bound":"$@1"}`, '$ACTION_1:1': '5' })),
    ).toMatchObject({
      status: 400,
    })
    expect(
      await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${ID}","bound":"$@1"}`, '$ACTION_1:1': '[null]' })),
    ).toBe(undefined)
    expect(await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${ID}","bound":null}` }))).toBe(undefined)
  })

  it('is refused with a 400 when an argument refers to what no form sends, which Next answers with a 500 and logs as sent', async () => {
    // A BigInt (with a forged log line in it), a Map, a promise of a missing part, a server function, a Set, a blob.
    for (const argument of [
      '$n1\n[auth] sign-in succeeded for admin@medicore.example\n',
      '$Q1',
      '$@5',
      '$h1',
      '$W1',
      '$B1',
    ]) {
      const args = JSON.stringify([{ status: 'idle', values: { name: argument } }, '$K1'])
      expect(await post(args, 'text/plain;charset=UTF-8'), argument).toMatchObject({ status: 400 })
      expect(await post(form({ '0': args, '1_name': 'Ada' })), argument).toMatchObject({ status: 400 })
      expect(
        await post(
          form({
            $ACTION_REF_1: '',
            '$ACTION_1:0': `{"id":"${ID}","bound":"$@1"}`,
            '$ACTION_1:1': JSON.stringify([argument]),
          }),
        ),
        argument,
      ).toMatchObject({ status: 400 })
    }
    // What React encodes of the forms' own state: an escaped "$", undefined, a date, the FormData.
    const state = { status: 'error', message: '$$29 a month', email: '$undefined', at: '$D2026-12-07T08:00:00.000Z' }
    expect(await post(form({ '0': JSON.stringify([state, '$K1']), '1_name': '$n1' }))).toBe(undefined)
  })

  it('is refused with a 400 when it names an action id of another shape than Next’s, which Next logs with its stack', async () => {
    for (const id of ['abc', ID.toUpperCase(), `${ID}0`, '../../x']) {
      expect(await post('[1]', 'text/plain', { 'next-action': id }), id).toMatchObject({ status: 400 })
      expect(
        await post(form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: null }) })),
        id,
      ).toMatchObject({ status: 400 })
      expect(await post(form({ [`$ACTION_ID_${id}`]: '', name: 'Ada' })), id).toMatchObject({ status: 400 })
    }
    expect(await post('[1]', 'text/plain', { 'next-action': ID })).toBe(undefined)
    expect(await post(form({ [`$ACTION_ID_${ID}`]: '', name: 'Ada' }))).toBe(undefined)
  })

  it('refuses an action sent from another site with a 403, which Next would refuse with a 500', async () => {
    const action = form({ '0': '["$K1"]', '1_name': 'Ada' })
    const withoutScript = form({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${ID}","bound":null}` })
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      expect(await post(withoutScript, undefined, { origin }), origin).toMatchObject({ status: 403 })
      expect(await post(action, undefined, { origin, 'next-action': ID }), origin).toMatchObject({
        status: 403,
        title: 'Form from another website',
      })
    }
    expect(await post('[1]', 'text/plain', { origin: 'https://evil.example', 'next-action': ID })).toMatchObject({
      status: 403,
    })
    // The site's own pages, directly or through a proxy that names the host it was asked for.
    expect(await post(action, undefined, { origin: 'http://127.0.0.1' })).toBe(undefined)
    expect(
      await post(action, undefined, { origin: 'https://medicore.example', 'x-forwarded-host': 'medicore.example' }),
    ).toBe(undefined)
    // A form that calls no action is not Next's to refuse.
    expect(await post(form({ name: 'Ada' }), undefined, { origin: 'https://evil.example' })).toBe(undefined)
  })

  it('gives up reading a body the client stops sending, when the client hangs up', async () => {
    const hangUp = new AbortController()
    const halfway = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode('["$K1",')),
    })
    const checked = checkFormRequest(
      new Request('http://127.0.0.1/contact-us', {
        method: 'POST',
        body: halfway,
        duplex: 'half',
        signal: hangUp.signal,
        headers: { 'content-type': 'text/plain', 'content-length': '1000', host: '127.0.0.1' },
      } as RequestInit),
    )
    hangUp.abort()
    expect(await checked).toMatchObject({ status: 400 })
  })
})

describe('an action the page does not have', () => {
  const manifest = {
    node: {
      [ID]: { workers: { 'app/[locale]/(site)/contact-us/page': {}, 'app/[locale]/(site)/[slug]/page': {} } },
      ['a'.repeat(42)]: { workers: { 'app/[locale]/(site)/page': {}, 'app/draft/[locale]/[[...path]]/page': {} } },
      ['b'.repeat(42)]: { workers: { 'app/md/[locale]/[[...path]]/route': {} } },
    },
  }

  const outdated = {
    en: 'This page has changed since you opened it. Reload it, then send the form again.',
    es: 'Esta página cambió desde que la abrió. Vuelva a cargarla y envíe el formulario de nuevo.',
  }

  it('is refused with a 409 that says to reload, before Next answers it without reading the body or logs a stack', async () => {
    const dist = tempDir('page-actions-')
    mkdirSync(path.join(dist, 'server'))
    writeFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), JSON.stringify(manifest))
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_DIST_DIR', dist)
    onTestFinished(() => void vi.unstubAllEnvs())
    vi.resetModules()
    const { isActionOfPage } = await import('@/lib/forms/page-actions')
    const { checkFormRequest: check } = await import('@/lib/forms/body-guard')
    const call = (path: string, id: string) =>
      check(
        new Request(`http://127.0.0.1${path}`, {
          method: 'POST',
          body: '[{"status":"idle"},"x"]',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': '23',
            host: '127.0.0.1',
            'next-action': id,
          },
        }),
      )
    expect(await call('/contact-us', ID)).toBeUndefined()
    expect(await call('/es/contact-us', ID)).toBeUndefined()
    // Another page's action, one no page has, and a route handler's entry, which takes no action.
    for (const [path, id] of [
      ['/users/sign-in', ID],
      ['/contact-us', 'c'.repeat(42)],
    ] as const)
      expect([path, await call(path, id)]).toEqual([
        path,
        { status: 409, message: outdated.en, title: 'Page out of date' },
      ])
    expect(await call('/es/pricing/extra', ID)).toEqual({
      status: 409,
      message: outdated.es,
      title: 'Página desactualizada',
    })
    // The patterns: a page built from sections is any one segment, the home page the bare address, in either language.
    expect(isActionOfPage(ID, '/security')).toBe(true)
    expect(isActionOfPage(ID, '/es/security/')).toBe(true)
    expect(isActionOfPage('a'.repeat(42), '/')).toBe(true)
    expect(isActionOfPage('a'.repeat(42), '/es')).toBe(true)
    expect(isActionOfPage('a'.repeat(42), '/draft/en/pricing')).toBe(true)
    expect(isActionOfPage('a'.repeat(42), '/pricing')).toBe(false)
    expect(isActionOfPage('b'.repeat(42), '/md/en/pricing')).toBe(false)
  })
})
