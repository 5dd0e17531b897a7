'use client'

import dynamic from 'next/dynamic'

/*
 * The carousel as an island of its own: every client component a page's server code imports lands
 * in that page's JavaScript (vercel/next.js#50285), and a page built from sections imports every
 * section, the hero's carousel among them. Loaded this way, its code reaches only the pages that
 * show it (drawn on the server as before; the browser loads its code with the page's).
 */
export const CarouselIsland = dynamic(() => import('./Carousel').then((module) => module.Carousel))
