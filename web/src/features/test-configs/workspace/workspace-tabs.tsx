import { Tabs } from '@mantine/core';
import type { TestPoint } from '@studio/core';
import { BoardFeaturesTab } from '../tabs/board-features-tab';
import { FixtureTab } from '../tabs/fixture-tab';
import { LocatingTab } from '../tabs/locating-tab';
import { PressureTab } from '../tabs/pressure-tab';
import type { TabProps } from '../tabs/tab-props';
import { TestPointsTab } from '../tabs/test-points-tab';

export type WorkspaceTab = 'points' | 'locating' | 'pressure' | 'features' | 'fixture';

/** The five tabs of the workspace (PRODUCT.md §2 `/dut/{id}`). */
export function WorkspaceTabs({
  tab,
  onTab,
  activeId,
  onActivate,
  clickToggles,
  onClickToggles,
  ...props
}: TabProps & {
  tab: WorkspaceTab;
  onTab(tab: WorkspaceTab): void;
  activeId: string | null;
  onActivate(tp: TestPoint): void;
  clickToggles: boolean;
  onClickToggles(on: boolean): void;
}) {
  return (
    <Tabs value={tab} onChange={(t) => t && onTab(t as WorkspaceTab)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        <Tabs.Tab value="points">Test points</Tabs.Tab>
        <Tabs.Tab value="locating">Locating</Tabs.Tab>
        <Tabs.Tab value="pressure">Pressure</Tabs.Tab>
        <Tabs.Tab value="features">Board features</Tabs.Tab>
        <Tabs.Tab value="fixture">Fixture</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="points" pt="sm">
        <TestPointsTab
          {...props}
          activeId={activeId}
          onActivate={onActivate}
          clickToggles={clickToggles}
          onClickToggles={onClickToggles}
        />
      </Tabs.Panel>
      <Tabs.Panel value="locating" pt="sm">
        <LocatingTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="pressure" pt="sm">
        <PressureTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="features" pt="sm">
        <BoardFeaturesTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="fixture" pt="sm">
        <FixtureTab {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
