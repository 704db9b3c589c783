import '@mantine/dropzone/styles.css';
import { Anchor, Button, Card, Flex, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatBytes } from '../../../lib/format';
import { countOf, DocumentStatusBadge } from '../document-status';
import { knowledgeKeys } from '../knowledge-keys';
import { useDocument } from '../knowledge-queries';
import { ACCEPT_ATTRIBUTE, isAcceptedName, type PostHandle, postDocument } from './post-document';
import { nextToStart, type QueuedFile, queueReducer } from './upload-queue';

const PARALLEL = 2;
let nextKey = 0;

/**
 * Drop zone and list of the files being added to the knowledge base: each file is its own upload
 * (progress bar while it is sent), then its document's status follows live (queued → indexing →
 * ready or failed with the reason), with a link to its preview.
 */
export function DocumentUploader() {
  const client = useQueryClient();
  const [queue, dispatch] = useReducer(queueReducer, []);
  const handles = useRef(new Map<string, PostHandle>());
  useEffect(
    () => () => {
      for (const h of handles.current.values()) h.abort();
    },
    [],
  );

  useEffect(() => {
    for (const item of nextToStart(queue, PARALLEL)) {
      dispatch({ type: 'start', key: item.key });
      const handle = postDocument(item.file, (loaded) =>
        dispatch({ type: 'progress', key: item.key, loaded }),
      );
      handles.current.set(item.key, handle);
      handle.result
        .then((result) => {
          dispatch({ type: 'stored', key: item.key, documentId: result.documents[0]!.id });
          for (const d of result.documents) client.setQueryData(knowledgeKeys.document(d.id), d);
          void client.invalidateQueries({ queryKey: knowledgeKeys.lists });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          dispatch({ type: 'failed', key: item.key, error: describeError(error) });
        })
        .finally(() => handles.current.delete(item.key));
    }
  }, [queue, client]);

  const add = (files: File[]) =>
    dispatch({
      type: 'add',
      files: files.map((file) => {
        const accepted = isAcceptedName(file.name);
        return {
          key: `f${nextKey++}`,
          file,
          phase: accepted ? 'waiting' : 'failed',
          loaded: 0,
          error: accepted
            ? null
            : `${file.name} is not a document Studio can index: use PDF, DOCX, Markdown, text, HTML or CSV.`,
          documentId: null,
        } satisfies QueuedFile;
      }),
    });

  const finished = queue.filter((f) => f.phase === 'stored' || f.phase === 'failed').length;
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={add}
        multiple
        aria-label="Documents to add"
        inputProps={{ 'aria-label': 'Choose documents', accept: ACCEPT_ATTRIBUTE }}
        radius="md"
        p={queue.length > 0 ? 'md' : { base: 'md', sm: 'xl' }}
      >
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          justify="center"
          align="center"
          gap="md"
          mih={queue.length > 0 ? 60 : 140}
          style={{ pointerEvents: 'none' }}
        >
          <Dropzone.Accept>
            <IconUpload
              size={40}
              stroke={1.4}
              color="var(--mantine-color-primary-6)"
              style={{ flexShrink: 0 }}
              aria-hidden
            />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <IconFileUpload
              size={queue.length > 0 ? 32 : 44}
              stroke={1.3}
              color="var(--mantine-color-dimmed)"
              style={{ flexShrink: 0 }}
              aria-hidden
            />
          </Dropzone.Idle>
          <Stack gap={4} maw={520} ta={{ base: 'center', xs: 'left' }}>
            <Text size={queue.length > 0 ? 'sm' : 'lg'} fw={600}>
              Drop documents here, or click to choose files
            </Text>
            {queue.length === 0 && (
              <Text size="sm" c="dimmed">
                Test specifications, datasheets and notes as PDF, Word (DOCX), Markdown, text, HTML or CSV.
                Their text is indexed so that search and the assistant can find and cite it. A scanned PDF
                needs OCR first.
              </Text>
            )}
          </Stack>
        </Flex>
      </Dropzone>
      {queue.length > 0 && (
        <Stack gap="xs" aria-label="Uploads" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </Stack>
      )}
      {finished > 0 && (
        <Group justify="space-between">
          <Anchor component={Link} to="/knowledge-management/documents" size="sm">
            All documents
          </Anchor>
          <Button variant="subtle" size="xs" onClick={() => dispatch({ type: 'clear-finished' })}>
            Clear finished
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function UploadRow({ item }: { item: QueuedFile }) {
  const doc = useDocument(item.documentId ?? '');
  const document = item.documentId ? doc.data : undefined;
  const percent = item.file.size > 0 ? Math.min(100, (100 * item.loaded) / item.file.size) : 100;
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      data-upload={item.file.name}
      data-phase={item.phase}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {document ? (
            <Anchor
              component={Link}
              to={`/knowledge-management/documents/${document.id}`}
              fw={600}
              truncate="end"
            >
              {item.file.name}
            </Anchor>
          ) : (
            <Text fw={600} truncate="end">
              {item.file.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatBytes(item.file.size)}
            {document?.status === 'ready' &&
              ` · ${countOf(document.passageCount, 'passage')}${document.pageCount ? ` · ${countOf(document.pageCount, 'page')}` : ''}`}
          </Text>
        </Stack>
        {document ? (
          <DocumentStatusBadge status={document.status} progress={document.progress} />
        ) : item.phase === 'failed' ? (
          <Text size="xs" c="negative" fw={600} style={{ flexShrink: 0 }}>
            Not uploaded
          </Text>
        ) : (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {item.phase === 'waiting' ? 'Waiting' : `${Math.round(percent)} %`}
          </Text>
        )}
      </Group>
      {item.phase === 'uploading' && (
        <Progress value={percent} size="sm" mt="xs" aria-label={`Uploading ${item.file.name}`} />
      )}
      {item.error && (
        <Text size="sm" c="negative" mt="xs" role="alert">
          {item.error}
        </Text>
      )}
      {document?.status === 'failed' && document.error && (
        <Text size="sm" c="negative" mt="xs" role="alert">
          {document.error}
        </Text>
      )}
    </Card>
  );
}
