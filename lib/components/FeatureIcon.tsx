import { featureIconNames, type FeatureIconName } from '@/lib/content/icons'
import { Icon } from './Icon'
import type { LucideName } from './icons/lucide-nodes'

/** The Studio's icon names whose lucide icon has another name; every other name is its icon's. */
const drawnAs = { flask: 'flask-conical' } as const

type Drawn<Name extends FeatureIconName> = Name extends keyof typeof drawnAs ? (typeof drawnAs)[Name] : Name

/** Every icon name the Studio offers, mapped to the lucide icon the site draws. */
export const featureIconMap = Object.fromEntries(
  featureIconNames.map((name) => [name, name in drawnAs ? drawnAs[name as keyof typeof drawnAs] : name]),
) as { [Name in FeatureIconName]: Drawn<Name> } satisfies Record<FeatureIconName, LucideName>

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return <Icon name={featureIconMap[name]} className={className} />
}
