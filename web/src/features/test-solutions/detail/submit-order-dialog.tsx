import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TestSolution } from '@studio/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useShopTerms, useSubmitSolution } from '../solution-queries';

/**
 * Submits the order (issue 29): asks for the buyer's purchase-order number and reference — required
 * when the fixture shop says so — and names the shop's payment and delivery terms.
 */
export function SubmitOrderDialog({ solution, onClose }: { solution: TestSolution; onClose(): void }) {
  const navigate = useNavigate();
  const submit = useSubmitSolution(solution.id);
  const terms = useShopTerms().data;
  const [poNumber, setPoNumber] = useState('');
  const [buyerReference, setBuyerReference] = useState('');
  const fields = isApiError(submit.error) ? (submit.error.fields ?? {}) : {};
  const go = () =>
    submit.mutate(
      { poNumber, buyerReference },
      {
        onSuccess: (order) => {
          notify({ color: 'positive', message: `Order ${order.number} submitted.` });
          navigate(`/delivery-orders/${order.id}`);
        },
      },
    );
  return (
    <AppDialog opened onClose={onClose} title="Submit the order">
      <Stack gap="sm">
        <Text size="sm">
          The fixture is designed once more from version {solution.versionNumber} and priced from today’s
          catalog; the order keeps that price, the parts and both addresses, and the fixture shop is told.
          Stocked parts are reserved for it.
        </Text>
        <TextInput
          label="Your purchase-order number"
          required={terms?.requirePoNumber}
          value={poNumber}
          onChange={(e) => setPoNumber(e.currentTarget.value)}
          error={fields.poNumber}
          maxLength={100}
          data-autofocus
        />
        <TextInput
          label="Your reference"
          description="Who ordered, or your project: printed on the packing list."
          required={terms?.requireBuyerReference}
          value={buyerReference}
          onChange={(e) => setBuyerReference(e.currentTarget.value)}
          error={fields.buyerReference}
          maxLength={200}
        />
        {terms && (
          <Text size="xs" c="dimmed">
            Payment: {terms.paymentTerms}. Delivery: {terms.incoterms}.
          </Text>
        )}
        {submit.isError && !Object.keys(fields).length && (
          <Alert color="negative" variant="light" role="alert">
            {describeError(submit.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button loading={submit.isPending} onClick={go}>
            Submit order
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
