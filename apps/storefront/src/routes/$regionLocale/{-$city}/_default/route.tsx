import { createFileRoute } from '@tanstack/react-router';
import { RegionLayout } from '../-region-layout';

/** SPEC §2 "default" layout: every regional page but the support centre. */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default')({
  // A layout: every page below it renders it and runs its loader, so neither leaves the first load.
  codeSplitGroupings: [],
  component: DefaultLayoutRoot,
});

function DefaultLayoutRoot() {
  return <RegionLayout variant="default" />;
}
