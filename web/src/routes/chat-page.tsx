import { Box, Card, Grid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { ConversationList } from '../features/chat/conversation-list';
import { ConversationView } from '../features/chat/conversation-view';
import { RequireCompany } from '../features/company/require-company';

/**
 * `/chat` and `/chat/{id}`: the conversation list beside the open conversation; on a phone, the list
 * alone until a conversation is opened.
 */
export function ChatPage() {
  const { id = null } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <Box visibleFrom={id ? 'md' : undefined}>
        <PageHeader
          title="Assistant"
          description="Answers from your documents and your company's records, with their sources."
        />
      </Box>
      <RequireCompany>
        {() => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }} display={id ? { base: 'none', md: 'block' } : undefined}>
              <ConversationList activeId={id} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }} display={id ? undefined : { base: 'none', md: 'block' }}>
              {id ? (
                <ConversationView key={id} id={id} />
              ) : (
                <Card withBorder radius="md" padding="xl">
                  <Text c="dimmed" ta="center">
                    Start a new conversation, or open one from the list.
                  </Text>
                </Card>
              )}
            </Grid.Col>
          </Grid>
        )}
      </RequireCompany>
    </Stack>
  );
}
