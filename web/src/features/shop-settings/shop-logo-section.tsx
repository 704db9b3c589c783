import { Alert, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { SHOP_LOGO_MAX_BYTES, SHOP_LOGO_TYPES, type ShopLogo } from '@studio/api';
import { IconAlertCircle, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { describeError } from '../../lib/describe-error';
import { shopLogoUrl, useRemoveShopLogo, useUploadShopLogo } from './shop-settings-queries';

const MAX_MB = SHOP_LOGO_MAX_BYTES / 1024 / 1024;

/** What is wrong with a chosen file before it is sent (the server checks the bytes again). */
export function logoFileProblem(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))
    return `${file.name} is an SVG: quotes embed PNG or JPEG only. Export the logo as PNG.`;
  if (file.type && !(SHOP_LOGO_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PNG or JPEG image.`;
  if (file.size > SHOP_LOGO_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; a logo may be at most ${MAX_MB} MB.`;
  return null;
}

/**
 * The shop's logo: printed at the top left of quotes and packing lists, scaled into the header with
 * its proportions. PNG or JPEG (the PDF library does not embed SVG), at most 1 MB and 2000 pixels a
 * side. A new or removed logo applies to quotes issued from now on; issued ones keep theirs.
 */
export function ShopLogoSection({ logo }: { logo: ShopLogo | null }) {
  const upload = useUploadShopLogo();
  const remove = useRemoveShopLogo();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: () => notify({ color: 'positive', message: 'Logo saved. New quotes print it.' }),
      onError: (error) => setProblem(describeError(error)),
    });
  };

  return (
    <Section
      id="shop-logo"
      title="Logo"
      description={`PNG or JPEG, at most ${MAX_MB} MB. Printed at the top left of quotes and packing lists; a wide logo on a transparent background prints best.`}
    >
      <Stack gap="sm" maw={720}>
        {problem && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="md" align="center" wrap="wrap">
          <Box
            data-testid="shop-logo-preview"
            w={220}
            h={88}
            p="xs"
            bd="1px dashed var(--mantine-color-default-border)"
            style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
            // A logo is shown on white, as it prints; the empty box follows the theme.
            bg={logo ? 'white' : undefined}
          >
            {logo ? (
              <Image src={shopLogoUrl(logo.sha256)} alt="The shop’s logo" fit="contain" h="100%" w="100%" />
            ) : (
              <Stack gap={2} align="center">
                <IconPhoto size={22} stroke={1.4} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  No logo
                </Text>
              </Stack>
            )}
          </Box>
          <Stack gap="xs">
            <FileButton onChange={choose} accept={SHOP_LOGO_TYPES.join(',')}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                  {logo ? 'Replace logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setProblem(null);
                      notify({ color: 'positive', message: 'Logo removed from new quotes.' });
                    },
                    onError: (error) => setProblem(describeError(error)),
                  })
                }
              >
                Remove logo
              </Button>
            )}
            {logo && (
              <Text size="xs" c="dimmed">
                {logo.contentType === 'image/png' ? 'PNG' : 'JPEG'}, {logo.width} × {logo.height} px,{' '}
                {Math.max(1, Math.round(logo.sizeBytes / 1024))} KB
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Section>
  );
}
