// Stands in for 'server-only' under vitest, which runs outside Next's server bundle.
export {}
