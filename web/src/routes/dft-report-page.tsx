import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { DftReport } from '../features/dft-reports/dft-report';

/** `/dft-report/{uuid}` (report layout; the route has already checked that the id is a UUID). */
export function DftReportPage() {
  const { id = '' } = useParams();
  return <RequireCompany>{() => <DftReport key={id} id={id} />}</RequireCompany>;
}
