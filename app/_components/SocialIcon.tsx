import { OutlineSvg } from '@/lib/components/Icon'
import type { SocialPlatform } from '@/lib/content/social-platforms'

/*
 * The social networks' marks, drawn as outlines like the site's other icons: Tabler Icons'
 * brand-linkedin, brand-x, brand-youtube and brand-facebook (MIT, tabler.io/icons), in a 24-unit box.
 */
const paths: Record<SocialPlatform, string[]> = {
  linkedin: [
    'M8 11v5',
    'M8 8v.01',
    'M12 16v-5',
    'M16 16v-3a2 2 0 1 0 -4 0',
    'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
  ],
  x: ['M4 4l11.733 16h4.267l-11.733 -16l-4.267 0', 'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772'],
  youtube: ['M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8', 'M10 9l5 3l-5 3l0 -6'],
  facebook: ['M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3'],
}

/** A network's mark, for a link that names the network itself (the icon is hidden from assistive technology). */
export function SocialIcon({ platform, className }: { platform: SocialPlatform; className?: string }) {
  return (
    <OutlineSvg className={className}>
      {paths[platform].map((d) => (
        <path key={d} d={d} />
      ))}
    </OutlineSvg>
  )
}
