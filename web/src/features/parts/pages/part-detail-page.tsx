import { useParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { usePart } from '../api/parts-queries';
import { PartDetailView } from '../detail/part-detail';
import { PartsFrame } from '../parts-frame';

function PartBody({ id, staff }: { id: string; staff: boolean }) {
  const part = usePart(id);
  if (part.isPending) return <LoadingLines lines={10} />;
  if (part.isError) return <QueryError error={part.error} onRetry={() => part.refetch()} />;
  return <PartDetailView part={part.data} staff={staff} />;
}

/** `/parts-management/parts/:id`: one part (customers: active parts only, read-only). */
export function PartDetailPage() {
  const { id = '' } = useParams();
  const part = usePart(id);
  return (
    <PartsFrame title={part.data?.partNumber ?? 'Part'}>
      {({ staff }) => <PartBody id={id} staff={staff} />}
    </PartsFrame>
  );
}
