/*
 * Debian's Chromium and the flags it needs on this offline machine: without the background
 * networking flags it keeps reaching for Google's hosts, which no network here answers.
 */
import { programs } from './machine.ts'

export const chromiumPath = programs.chromium.path

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
