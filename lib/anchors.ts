/*
 * The ids that give a FAQ answer or a feature its own address on the page it appears on
 * (`/#answer-<id>`), for links to exactly that item, such as search results. A link to a FAQ
 * answer opens it: the browser opens a closed <details> that holds the target of the address.
 */
export const faqAnchor = (documentId: string) => `answer-${documentId}`
export const featureAnchor = (documentId: string) => `feature-${documentId}`
