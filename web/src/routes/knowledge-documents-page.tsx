import { Button, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { DocumentList } from '../features/knowledge/documents/document-list';
import { DocumentSearch } from '../features/knowledge/documents/document-search';
import { useCanEditDuts } from '../lib/current-user';

/** `/knowledge-management` and `/knowledge-management/documents`: search and the company's documents. */
export function KnowledgeDocumentsPage() {
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="Knowledge base"
        description="Your test specifications, datasheets and notes: searchable, and the assistant's sources."
        actions={
          canEdit && (
            <Button component={Link} to="/knowledge-management/upload" leftSection={<IconUpload size={16} />}>
              Add documents
            </Button>
          )
        }
      />
      <RequireCompany>
        {() => (
          <DocumentSearch>
            <DocumentList
              canEdit={canEdit}
              empty={
                <Stack align="center" gap="xs" py="xl" ta="center">
                  <Text fw={600}>No documents yet</Text>
                  <Text c="dimmed" size="sm" maw={460}>
                    Add your test specifications, datasheets and notes (PDF, DOCX, Markdown, text, HTML or
                    CSV): their text becomes searchable here, and the assistant answers from it with
                    citations.
                  </Text>
                  {canEdit && (
                    <Button component={Link} to="/knowledge-management/upload" variant="light" mt="xs">
                      Add documents
                    </Button>
                  )}
                </Stack>
              }
            />
          </DocumentSearch>
        )}
      </RequireCompany>
    </Stack>
  );
}
