import { PartKind } from '@studio/api';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '../../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { usePart } from '../api/parts-queries';
import { partPath } from '../catalog/screens';
import { emptyPartForm, valuesOfPart } from '../form/part-form-values';
import { PartForm } from '../form/part-form';
import { PartsFrame } from '../parts-frame';

/** `/parts-management/parts/new?kind=probe&class=…`: a new part (staff). */
export function PartCreatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const kind = PartKind.safeParse(search.get('kind'));
  const initial = emptyPartForm(kind.success ? kind.data : 'probe', search.get('class') ?? '');
  return (
    <PartsFrame title="New part" description="Add a part to the catalog." staffOnly="edit">
      {() => (
        <PartForm
          partId={null}
          initialValues={initial}
          onSaved={(part) => {
            notify({ color: 'positive', message: `${part.partNumber} created.` });
            navigate(partPath(part.id));
          }}
          onCancel={() => navigate(-1)}
        />
      )}
    </PartsFrame>
  );
}

function EditPart({ id }: { id: string }) {
  const navigate = useNavigate();
  const part = usePart(id);
  if (part.isPending) return <LoadingLines lines={10} />;
  if (part.isError) return <QueryError error={part.error} onRetry={() => part.refetch()} />;
  return (
    <PartForm
      partId={id}
      initialValues={valuesOfPart(part.data)}
      onSaved={(saved) => {
        notify({ color: 'positive', message: `${saved.partNumber} saved.` });
        navigate(partPath(saved.id));
      }}
      onCancel={() => navigate(partPath(id))}
    />
  );
}

/** `/parts-management/parts/:id/edit` (staff). */
export function PartEditPage() {
  const { id = '' } = useParams();
  return (
    <PartsFrame title="Edit part" staffOnly="edit">
      {() => <EditPart id={id} />}
    </PartsFrame>
  );
}
