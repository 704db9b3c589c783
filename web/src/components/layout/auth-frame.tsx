import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

/** The frame of the signed-out pages (/login, /logout, /confirm): brand, one card, nothing else. */
export function AuthFrame({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      py={{ base: 'md', sm: 48 }}
      px="md"
    >
      <Center>
        <Stack w="100%" maw={wide ? 560 : 420} gap="lg">
          <Stack align="center" gap={6}>
            <BrandMark size={44} />
            <Text fw={700} size="xl">
              Studio
            </Text>
            <Text c="dimmed" size="sm" ta="center">
              PCBA test fixture design tools
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} component="main">
            <Title order={1} size="h3" mb="md">
              {title}
            </Title>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
