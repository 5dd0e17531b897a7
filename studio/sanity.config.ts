import { defineConfig, type Template } from 'sanity'
import { structureTool } from 'sanity/structure'
import { contentSource } from '../lib/config'
import type { FeatureGroup } from '../lib/content/models/feature'
import { schemaTypes } from '../schemas'
import { featureInGroupTemplateId, structure } from './structure'

/*
 * The embedded Studio at /studio. It is only mounted when a Sanity project is
 * configured (contentSource.kind === 'lake'); without one, app/studio renders a page
 * that explains how to connect a project instead. The placeholders below only keep
 * the configuration well-formed for tools that load it without a project.
 */
const lake = contentSource.kind === 'lake' ? contentSource : undefined

const featureInGroup: Template<{ group?: FeatureGroup }, { group?: FeatureGroup }> = {
  id: featureInGroupTemplateId,
  title: 'Feature in a section',
  schemaType: 'feature',
  parameters: [{ name: 'group', type: 'string', title: 'Section' }],
  value: (params) => ({ group: params?.group }),
}

export default defineConfig({
  name: 'medicore',
  title: 'MediCore content',
  basePath: '/studio',
  projectId: lake?.projectId ?? 'unconfigured',
  dataset: lake?.dataset ?? 'production',
  plugins: [structureTool({ title: 'Content', structure })],
  schema: {
    types: schemaTypes,
    // Contact messages come only from the site's form: staff cannot create them.
    templates: (templates) => [
      ...templates.filter((template) => template.schemaType !== 'contactMessage'),
      featureInGroup as Template,
    ],
  },
  document: {
    // The global "Create" menu offers plain types; the section template needs its parameter.
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global'
        ? options.filter((option) => option.templateId !== featureInGroupTemplateId)
        : options,
    actions: (actions, { schemaType }) => {
      // Staff read messages and may delete them (spam, a request to be forgotten), nothing else.
      if (schemaType === 'contactMessage') return actions.filter((action) => action.action === 'delete')
      // A duplicated plan would always share its tier with the original.
      if (schemaType === 'pricingPlan') return actions.filter((action) => action.action !== 'duplicate')
      return actions
    },
  },
})
