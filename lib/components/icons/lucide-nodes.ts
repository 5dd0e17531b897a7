import nodes from './lucide-nodes.json'

/*
 * SVG nodes of the lucide icons the site shows, copied from lucide-react 1.75.0
 * (ISC licence, https://lucide.dev) into lucide-nodes.json. lucide-react renders every icon
 * through a client component ('use client' Icon), which would ship JavaScript and hydrate each
 * icon; these nodes let server components draw the same SVGs with none.
 * tests/components/Icon.test.tsx checks that they still match the installed lucide-react.
 */

export type LucideName = keyof typeof nodes

type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>

// A JSON import widens each [tag, attributes] pair to an array; the Icon test checks every pair.
export const lucideNodes = nodes as unknown as Record<LucideName, IconNode>
