import { CsvActions } from '../csv/csv-actions';
import { PartsOverview } from '../overview/overview';
import { PartsFrame } from '../parts-frame';

/** `/parts-management`: the catalog and inventory at a glance. */
export function PartsManagementPage() {
  return (
    <PartsFrame
      title="Parts management"
      description="The catalog of probes, receptacles, pins, cartridges, fixture kits and options."
      actions={<CsvActions target="parts" />}
    >
      {({ staff }) => <PartsOverview staff={staff} />}
    </PartsFrame>
  );
}
