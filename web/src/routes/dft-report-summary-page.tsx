import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { DftReportSummary } from '../features/dft-reports/dft-report-summary';

/** `/dft-report/{uuid}/summary` (report layout; the id is a UUID by then). */
export function DftReportSummaryPage() {
  const { id = '' } = useParams();
  return <RequireCompany>{() => <DftReportSummary key={id} id={id} />}</RequireCompany>;
}
