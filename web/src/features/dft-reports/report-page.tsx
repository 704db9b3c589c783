import { useParams } from 'react-router';
import { RequireCompany } from '../company/require-company';
import { DftReport } from './dft-report';

/** `/dft-report/{uuid}` (report layout; the route has already checked that the id is a UUID). */
export function DftReportPage() {
  const { id = '' } = useParams();
  return <RequireCompany>{() => <DftReport key={id} id={id} />}</RequireCompany>;
}
