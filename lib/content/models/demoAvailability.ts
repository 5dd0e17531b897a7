import { availabilityModel } from '../../demo/availability'
import { typedDocument } from './shared'

/** When visitors may book a demo (lib/demo/availability.ts holds the rules' own model). */
export const demoAvailabilityModel = typedDocument('demoAvailability').extend(availabilityModel.shape)
