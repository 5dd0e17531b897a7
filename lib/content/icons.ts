import { optionsOf, valuesOf, type ValueOf } from './options.ts'

/**
 * The icons a feature may show. Staff pick one by name in the Studio; the site maps
 * each name to a lucide-react icon in lib/components/FeatureIcon.tsx.
 */
export const featureIcons = optionsOf({
  stethoscope: 'Stethoscope (out-patient care)',
  bed: 'Hospital bed (in-patient care)',
  'clipboard-plus': 'Clipboard (nursing station)',
  package: 'Package (stores and inventory)',
  pill: 'Pill (pharmacy)',
  flask: 'Flask (laboratory)',
  wallet: 'Wallet (finance and accounting)',
  'user-round': 'Person (patient portal)',
  'shield-check': 'Shield (security and access)',
  activity: 'Pulse line (analytics)',
  'calendar-check': 'Calendar (scheduling)',
  'chart-line': 'Line chart (reporting)',
  'heart-pulse': 'Heart (patient outcomes)',
  hospital: 'Hospital',
  building: 'Building (clinic)',
  users: 'People (teams)',
  microscope: 'Microscope (labs)',
  'file-text': 'Document (records)',
  lock: 'Lock (privacy)',
  zap: 'Lightning (speed)',
  handshake: 'Handshake (partnership)',
  lightbulb: 'Light bulb (innovation)',
  target: 'Target (accuracy)',
  clock: 'Clock (time saved)',
  'message-square': 'Speech bubble (communication)',
  workflow: 'Workflow (process)',
  database: 'Database (data)',
  smartphone: 'Phone (mobile access)',
})

export type FeatureIconName = ValueOf<typeof featureIcons>

export const featureIconNames = valuesOf(featureIcons)
