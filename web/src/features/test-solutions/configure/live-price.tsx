import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { SolutionPriceBody } from '@studio/api';
import { PriceTable } from '../price/price-table';

/** The price as the choices stand, recomputed in the browser by core's engine on every change. */
export function LivePrice({ price, problems }: { price: SolutionPriceBody; problems: string[] }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="live-price"
    >
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4" id="live-price">
            Price
          </Title>
          <Text size="xs" c="dimmed">
            Every line from today’s catalog, rounded to the cent per line; the quote and the order use the
            same figures.
          </Text>
        </Stack>
        {problems.length > 0 && (
          <Alert color="warning" variant="light">
            {problems.join(' ')}
          </Alert>
        )}
        <PriceTable price={price} />
      </Stack>
    </Paper>
  );
}
