/**
 * A name or id that two instances of a component on one page would share (a FAQ's group, the
 * billing switch): as it is for the first, under its section's id for another (lib/sections/parts.ts, scopeOf).
 */
export const scoped = (name: string, scope?: string) => (scope ? `${scope}-${name}` : name)
