import type { Locale } from '../i18n/locales'
import type { ItemProps, ListProps } from './define'
import type { CollectionCard, CollectionItem } from './registry'
import type { CollectionRoutes } from './routes'
import { collectionViews } from './views.gen'

type View<Props> = (props: Props) => React.ReactNode | Promise<React.ReactNode>

/** Each collection's views and Markdown copies (lib/collections/<type>/View.tsx), their card and document types erased. */
export const views = collectionViews as Record<
  CollectionRoutes['type'],
  {
    List: View<ListProps<CollectionCard>>
    Item: View<ItemProps<CollectionItem>>
    cardMarkdown: (card: CollectionCard, locale: Locale) => string
    itemMarkdown: (item: CollectionItem, locale: Locale) => string
  }
>
