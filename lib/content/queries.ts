import { defineQuery } from 'groq'

/*
 * Every GROQ query the site runs. Each returns documents of one type, with _id and
 * _type so that a document that fails its model can be named in the error.
 */

export const faqsQuery = defineQuery(
  `*[_type == "faq"] | order(order asc, _id asc) { _id, _type, order, question, answer }`,
)

export const featuresQuery = defineQuery(
  `*[_type == "feature" && group == $group] | order(order asc, _id asc) { _id, _type, order, title, description, icon, group }`,
)

export const pricingPlansQuery = defineQuery(
  `*[_type == "pricingPlan"] | order(order asc, monthlyPrice asc) {
    _id, _type, order, tier, name, tagline, monthlyPrice, annualPrice,
    unlimitedIntegrations, integrationLimit,
    hipaaCompliant, advancedSecurity, unlimitedStorage, dedicatedAccountManager, highlights
  }`,
)

export const claimsQuery = defineQuery(
  `*[_type == "claim"] | order(order asc, _id asc) { _id, _type, order, figure, unit, statement, sourceNote }`,
)
