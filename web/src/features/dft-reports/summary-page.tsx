import { useParams } from 'react-router';
import { RequireCompany } from '../company/require-company';
import { DftReportSummary } from './dft-report-summary';

/** `/dft-report/{uuid}/summary` (report layout; the id is a UUID by then). */
export function DftReportSummaryPage() {
  const { id = '' } = useParams();
  return <RequireCompany>{() => <DftReportSummary key={id} id={id} />}</RequireCompany>;
}
