import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CatalogList } from '../catalog/catalog-list';
import { CATALOG_SCREENS, type CatalogScreenSlug } from '../catalog/screens';
import { CsvActions } from '../csv/csv-actions';
import { PartsFrame } from '../parts-frame';

/** One catalog screen: header (staff: new part, CSV import and export), sub-navigation, table. */
function CatalogPage({ slug }: { slug: CatalogScreenSlug }) {
  const screen = CATALOG_SCREENS[slug];
  const kind = screen.kinds[0];
  return (
    <PartsFrame
      title={screen.title}
      description={screen.description}
      actions={
        <>
          <Button
            component={Link}
            to={`/parts-management/parts/new${kind ? `?kind=${kind}` : ''}`}
            leftSection={<IconPlus size={16} />}
          >
            New part
          </Button>
          <CsvActions target="parts" />
        </>
      }
    >
      {({ staff }) => <CatalogList key={slug} screen={screen} staff={staff} />}
    </PartsFrame>
  );
}

export const PartsPage = () => <CatalogPage slug="parts" />;
export const ProbesPage = () => <CatalogPage slug="probes" />;
export const ReceptaclesPage = () => <CatalogPage slug="receptacles" />;
export const GuidePinsPage = () => <CatalogPage slug="guide-pins" />;
export const CartridgesPage = () => <CatalogPage slug="cartridges" />;
export const FixturesPage = () => <CatalogPage slug="fixtures" />;
export const OptionsPage = () => <CatalogPage slug="options" />;
