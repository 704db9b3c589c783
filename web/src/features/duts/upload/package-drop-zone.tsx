import '@mantine/dropzone/styles.css';
import { Flex, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { ACCEPTED_PACKAGES, SUPPORTING_FILES } from './file-kinds';
import type { PickedFile } from './upload-request';

export interface PackageDropZoneProps {
  onFiles(files: PickedFile[]): void;
  disabled?: boolean;
  /** Smaller when files are already listed below it. */
  compact?: boolean;
}

/**
 * Where the design package goes: one file or many, a zip, or a whole folder of CAM outputs. Every
 * kind of file is taken — the server detects the format and keeps what it cannot import as a
 * supporting file — so nothing is refused here.
 */
export function PackageDropZone({ onFiles, disabled, compact }: PackageDropZoneProps) {
  return (
    <Dropzone
      onDrop={(files) => onFiles(files as PickedFile[])}
      multiple
      disabled={disabled}
      aria-label="Design package files"
      inputProps={{ 'aria-label': 'Choose design package files' }}
      radius="md"
      p={compact ? 'md' : { base: 'md', sm: 'xl' }}
    >
      {/* Icon beside the words; above them on a phone, where a side-by-side icon squeezes the text. */}
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="center"
        align="center"
        gap="md"
        mih={compact ? 60 : 140}
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
            size={compact ? 32 : 44}
            stroke={1.3}
            color="var(--mantine-color-dimmed)"
            style={{ flexShrink: 0 }}
            aria-hidden
          />
        </Dropzone.Idle>
        <Stack gap={4} maw={520} ta={{ base: 'center', xs: 'left' }}>
          <Text size={compact ? 'sm' : 'lg'} fw={600}>
            Drop the design package here, or click to choose files
          </Text>
          {!compact && (
            <Text size="sm" c="dimmed">
              {ACCEPTED_PACKAGES}. {SUPPORTING_FILES}. One file or several at once; a folder of CAM files
              works too.
            </Text>
          )}
        </Stack>
      </Flex>
    </Dropzone>
  );
}
