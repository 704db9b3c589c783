import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A report id that names nothing this company can see (deleted, mistyped, or another company's). */
export function ReportNotFound() {
  return (
    <Alert color="warning" variant="light" title="DFT report not found" data-testid="report-not-found">
      It may belong to another company, or the link is incomplete.{' '}
      <Anchor component={Link} to="/dut">
        Go to your DUTs
      </Anchor>
    </Alert>
  );
}
