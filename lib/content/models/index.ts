export * from './claim'
export * from './faq'
export * from './feature'
export * from './pricingPlan'
