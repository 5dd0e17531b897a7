import { createElement, type SVGProps } from 'react'
import { lucideNodes, type LucideName } from './icons/lucide-nodes'

type OutlineProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  /** Pixel size of the square icon; CSS classes may override it. */
  size?: number
}

type IconProps = OutlineProps & { name: LucideName }

/**
 * The frame every outline icon is drawn in: a 24-unit box, stroked in the text's colour.
 * Decorative by default: pass aria-label (and aria-hidden={false}) for one that carries meaning alone.
 */
export function OutlineSvg({ size = 24, strokeWidth = 2, children, ...props }: OutlineProps) {
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
      {children}
    </svg>
  )
}

/** A lucide icon drawn on the server (no client JavaScript), in the outline frame. */
export function Icon({ name, ...props }: IconProps) {
  return (
    <OutlineSvg {...props}>
      {lucideNodes[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </OutlineSvg>
  )
}
