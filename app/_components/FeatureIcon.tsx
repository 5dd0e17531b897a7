import type { FeatureIconName } from '@/lib/content/icons'
import { Icon } from './Icon'
import type { LucideName } from './icons/lucide-nodes'

/** Every icon name the Studio offers, mapped to the lucide icon the site draws. */
export const featureIconMap = {
  stethoscope: 'stethoscope',
  bed: 'bed',
  'clipboard-plus': 'clipboard-plus',
  package: 'package',
  pill: 'pill',
  flask: 'flask-conical',
  wallet: 'wallet',
  'user-round': 'user-round',
  'shield-check': 'shield-check',
  activity: 'activity',
  'calendar-check': 'calendar-check',
  'chart-line': 'chart-line',
  'heart-pulse': 'heart-pulse',
  hospital: 'hospital',
  building: 'building',
  users: 'users',
  microscope: 'microscope',
  'file-text': 'file-text',
  lock: 'lock',
  zap: 'zap',
  handshake: 'handshake',
  lightbulb: 'lightbulb',
  target: 'target',
  clock: 'clock',
  'message-square': 'message-square',
  workflow: 'workflow',
  database: 'database',
  smartphone: 'smartphone',
} as const satisfies Record<FeatureIconName, LucideName>

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return <Icon name={featureIconMap[name]} className={className} />
}
