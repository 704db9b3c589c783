import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { DocumentUploader } from '../features/knowledge/upload/document-uploader';
import { useCanEditDuts } from '../lib/current-user';

/** `/knowledge-management/upload`: add documents to the knowledge base. */
export function KnowledgeUploadPage() {
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Add documents"
        description="Each file is read in the background; it is searchable once it is ready."
      />
      <RequireCompany>
        {() =>
          canEdit ? (
            <DocumentUploader />
          ) : (
            <Alert color="info" variant="light" title="Viewers cannot add documents">
              Ask an engineer or an administrator of your company to add them.
            </Alert>
          )
        }
      </RequireCompany>
    </Stack>
  );
}
