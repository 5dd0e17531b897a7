import { Icon } from './Icon'

/** Below a phone's width only: says that the table beside it scrolls sideways in its box, where the columns past the edge would go unseen. */
export function WideTableHint({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-xs text-slate-600 md:hidden ${className}`}>
      <Icon name="arrow-right" size={14} />
      {text}
    </p>
  )
}
