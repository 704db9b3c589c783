import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { DocumentPreview } from '../features/knowledge/documents/document-preview';
import { useCanEditDuts } from '../lib/current-user';

/** `/knowledge-management/documents/{id}`: one document and the preview of its text. */
export function KnowledgeDocumentPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={1100}>
      <RequireCompany>{() => <DocumentPreview id={id} canEdit={canEdit} />}</RequireCompany>
    </Stack>
  );
}
