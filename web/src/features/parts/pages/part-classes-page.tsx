import { ClassTreeView } from '../classes/class-tree-view';
import { PartsFrame } from '../parts-frame';

/** `/parts-management/part-classes`: the class tree. */
export function PartClassesPage() {
  return (
    <PartsFrame
      title="Part classes"
      description="The tree that groups the catalog; every part belongs to one class."
    >
      {({ staff }) => <ClassTreeView staff={staff} />}
    </PartsFrame>
  );
}
