import { createElement, type SVGProps } from 'react'
import { lucideNodes, type LucideName } from './icons/lucide-nodes'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: LucideName
  /** Pixel size of the square icon; CSS classes may override it. */
  size?: number
}

/**
 * A lucide icon drawn on the server (no client JavaScript). Decorative by default:
 * pass aria-label (and aria-hidden={false}) for an icon that carries meaning alone.
 */
export function Icon({ name, size = 24, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {lucideNodes[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
