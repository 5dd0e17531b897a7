import { valuesOf, type ValueOf } from './options'

/**
 * The icons a feature may show. Staff pick one by name in the Studio; the site maps
 * each name to a lucide-react icon in app/_components/FeatureIcon.tsx.
 */
export const featureIcons = [
  { value: 'stethoscope', title: 'Stethoscope (out-patient care)' },
  { value: 'bed', title: 'Hospital bed (in-patient care)' },
  { value: 'clipboard-plus', title: 'Clipboard (nursing station)' },
  { value: 'package', title: 'Package (stores and inventory)' },
  { value: 'pill', title: 'Pill (pharmacy)' },
  { value: 'flask', title: 'Flask (laboratory)' },
  { value: 'wallet', title: 'Wallet (finance and accounting)' },
  { value: 'user-round', title: 'Person (patient portal)' },
  { value: 'shield-check', title: 'Shield (security and access)' },
  { value: 'activity', title: 'Pulse line (analytics)' },
  { value: 'calendar-check', title: 'Calendar (scheduling)' },
  { value: 'chart-line', title: 'Line chart (reporting)' },
  { value: 'heart-pulse', title: 'Heart (patient outcomes)' },
  { value: 'hospital', title: 'Hospital' },
  { value: 'building', title: 'Building (clinic)' },
  { value: 'users', title: 'People (teams)' },
  { value: 'microscope', title: 'Microscope (labs)' },
  { value: 'file-text', title: 'Document (records)' },
  { value: 'lock', title: 'Lock (privacy)' },
  { value: 'zap', title: 'Lightning (speed)' },
  { value: 'handshake', title: 'Handshake (partnership)' },
  { value: 'lightbulb', title: 'Light bulb (innovation)' },
  { value: 'target', title: 'Target (accuracy)' },
  { value: 'clock', title: 'Clock (time saved)' },
  { value: 'message-square', title: 'Speech bubble (communication)' },
  { value: 'workflow', title: 'Workflow (process)' },
  { value: 'database', title: 'Database (data)' },
  { value: 'smartphone', title: 'Phone (mobile access)' },
] as const

export type FeatureIconName = ValueOf<typeof featureIcons>

export const featureIconNames = valuesOf(featureIcons)
