import { optionsOf, type ValueOf } from './options.ts'

/** The social networks the footer may link to, each with its mark (app/_components/SocialIcon.tsx). */
export const socialPlatforms = optionsOf({ linkedin: 'LinkedIn', x: 'X', youtube: 'YouTube', facebook: 'Facebook' })
export type SocialPlatform = ValueOf<typeof socialPlatforms>
