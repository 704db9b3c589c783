import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { type CsvTarget, exportUrl } from './csv-import';
import { CsvImportDialog } from './csv-import-dialog';

/** "Import CSV" and "Export CSV" for a page header (staff only; the caller decides). */
export function CsvActions({ target }: { target: CsvTarget }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={open}>
        Import CSV
      </Button>
      <Button
        component="a"
        href={exportUrl(target)}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        Export CSV
      </Button>
      <CsvImportDialog target={target} opened={opened} onClose={close} />
    </>
  );
}
