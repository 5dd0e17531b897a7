import type { Metadata } from 'next'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { blogMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return blogMetadata(await pageLocale(params))
}

export default async function BlogPage({ params }: LocaleProps) {
  return <BlogIndex page={1} locale={await pageLocale(params)} />
}
