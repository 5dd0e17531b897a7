'use client'

import { NextStudio } from 'next-sanity/studio'
import config from '@/studio/sanity.config'

/** The only module that imports the Studio; StudioLoader loads it as its own chunk, in lake mode only. */
export function Studio() {
  return <NextStudio config={config} />
}
