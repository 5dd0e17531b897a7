import { siteDefaultMetadata } from '@/lib/seo'

/** The site settings' default title and description, for a public page that sets none of its own. */
export const generateMetadata = siteDefaultMetadata

/*
 * Every public page draws its own shell (app/_components/SitePage.tsx): skip link, shared header,
 * <main>, shared footer, in the page's language, with language links that carry the page's address.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return children
}
