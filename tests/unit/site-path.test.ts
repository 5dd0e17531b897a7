import { describe, expect, it } from 'vitest'
import { sitePath } from '@/lib/site-path'

describe('a redirect parameter', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(sitePath('/pricing')).toBe('/pricing')
    expect(sitePath('/blog/category/clinic-operations?page=2#top')).toBe('/blog/category/clinic-operations?page=2#top')
    expect(sitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['an absolute URL', 'https://evil.example/pricing'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a parent segment that leaves two slashes', '/a/..//evil.example'],
  ])('refuses %s', (_, value) => {
    expect(sitePath(value)).toBeUndefined()
  })

  it('refuses nothing at all', () => {
    expect(sitePath('')).toBeUndefined()
    expect(sitePath(null)).toBeUndefined()
  })
})
