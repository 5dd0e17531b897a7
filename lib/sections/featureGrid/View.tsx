import { CtaLink } from '@/lib/components/CtaLink'
import { Icon } from '@/lib/components/Icon'
import { headingProps } from '@/lib/components/Section'
import { siteText } from '@/lib/i18n/site-text'
import type { SectionProps } from '../define'
import { scopeOf } from '../parts'
import type { Content } from './content'
import { FeatureSection } from './FeatureSection'
import { featuresOf } from './shows'

export async function View(props: SectionProps<Content>) {
  const { section, locale, id } = props
  return (
    <FeatureSection
      id={id}
      scope={scopeOf(props)}
      {...headingProps(section)}
      tone={section.look === 'card' ? 'tint' : 'white'}
      look={section.look}
      stepLabel={siteText(locale).steps.step}
      features={await featuresOf(section, locale)}
    >
      {section.link ? (
        <p className="mt-10 text-center">
          <CtaLink
            cta={section.link}
            locale={locale}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Icon name="arrow-right" size={18} />
          </CtaLink>
        </p>
      ) : null}
    </FeatureSection>
  )
}
