import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { CsvActions } from '../csv/csv-actions';
import { LocationsDialog } from '../inventory/locations-dialog';
import { MovementDialog, type MovementPreset } from '../inventory/movement-dialog';
import { StockList } from '../inventory/stock-list';
import { PartsFrame } from '../parts-frame';

/** `/parts-management/inventory` (staff): stock per part and location, movements, counts CSV. */
export function InventoryPage() {
  const [preset, setPreset] = useState<MovementPreset | null>(null);
  const [locations, showLocations] = useDisclosure(false);
  const move = useCallback((p: MovementPreset) => setPreset(p), []);
  return (
    <PartsFrame
      title="Inventory"
      description="On hand, reserved and available per location, derived from the ledger of movements."
      staffOnly="inventory"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => move({ kind: 'receipt' })}>
            Record movement
          </Button>
          <Button
            variant="default"
            leftSection={<IconBuildingWarehouse size={16} />}
            onClick={showLocations.open}
          >
            Locations
          </Button>
          <CsvActions target="inventory" />
        </>
      }
    >
      {() => (
        <>
          <StockList onMove={move} />
          <MovementDialog preset={preset} onClose={() => setPreset(null)} />
          <LocationsDialog opened={locations} onClose={showLocations.close} />
        </>
      )}
    </PartsFrame>
  );
}
