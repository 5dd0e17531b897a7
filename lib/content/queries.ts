import { defineQuery } from 'groq'

/*
 * Every GROQ query the site runs. Each returns documents of one type, with _id and
 * _type so that a document that fails its model can be named in the error.
 * FAQ items, features and plans are ordered by drag and drop in the Studio (orderRank);
 * a document without a rank yet falls back to its display-order number (order).
 */

export const faqsQuery = defineQuery(
  `*[_type == "faq"] | order(orderRank asc, order asc, _id asc) { _id, _type, orderRank, order, question, answer }`,
)

export const featuresQuery = defineQuery(
  `*[_type == "feature" && group == $group] | order(orderRank asc, order asc, _id asc) { _id, _type, orderRank, order, title, description, icon, group }`,
)

export const pricingPlansQuery = defineQuery(
  `*[_type == "pricingPlan"] | order(orderRank asc, order asc, monthlyPrice asc) {
    _id, _type, orderRank, order, tier, name, tagline, monthlyPrice, annualPrice,
    unlimitedIntegrations, integrationLimit,
    hipaaCompliant, advancedSecurity, unlimitedStorage, dedicatedAccountManager, highlights
  }`,
)

export const claimsQuery = defineQuery(
  `*[_type == "claim"] | order(order asc, _id asc) { _id, _type, order, figure, unit, statement, sourceNote }`,
)

/** Studio validation: the plans of a tier, drafts and versions included (one plan per tier). */
export const plansOfTierQuery = defineQuery(`*[_type == "pricingPlan" && tier == $tier]{ _id, name }`)

/** The contact inbox in the Content Lake, newest first (`npm run inbox`). */
export const contactInboxQuery = defineQuery(
  `*[_type == "contactMessage"] | order(submittedAt desc, _id desc) [0...$limit] {
    "id": _id, name, email, subject, message, submittedAt
  }`,
)
