import { Box, Card, Heading, Stack, Text } from '@sanity/ui'

/*
 * Takes the Presentation tool's place when the site has no SANITY_API_READ_TOKEN: without
 * it, draft mode cannot read drafts, so previews would only ever show published content.
 */
export function PreviewsUnavailable() {
  return (
    <Box padding={5} style={{ maxWidth: 720, margin: '0 auto' }}>
      <Card padding={5} radius={3} tone="caution" border>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            Previews are not set up yet
          </Heading>
          <Text>
            Editing and publishing work as usual. To see drafts on the real pages before publishing, the site needs a
            read token, which only its server may hold.
          </Text>
          <Text>
            A developer creates a token with the <strong>Viewer</strong> role at sanity.io/manage (API → Tokens) and
            adds it to the site’s environment, then rebuilds and restarts the site:
          </Text>
          <Text size={1}>
            <code>SANITY_API_READ_TOKEN=&lt;viewer token&gt;</code>
          </Text>
          <Text muted size={1}>
            docs/publishing.md in the project describes the whole setup.
          </Text>
        </Stack>
      </Card>
    </Box>
  )
}
