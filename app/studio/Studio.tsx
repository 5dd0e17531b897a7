'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'
import { createStudioConfig, type StudioOptions } from '@/studio/sanity.config'

/** The only module that imports the Studio; StudioLoader loads it as its own chunk, in lake mode only. */
export function Studio({ previewsReady, apiHost }: StudioOptions) {
  const config = useMemo(() => createStudioConfig({ previewsReady, apiHost }), [previewsReady, apiHost])
  return <NextStudio config={config} />
}
