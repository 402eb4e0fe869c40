import { createFileRoute } from '@tanstack/react-router';
import { RegionLayout } from '../-region-layout';

/** SPEC §2 "support" layout: the support centre. */
export const Route = createFileRoute('/$regionLocale/{-$city}/_support')({
  // A layout: every page below it renders it and runs its loader, so neither leaves the first load.
  codeSplitGroupings: [],
  component: SupportLayoutRoot,
});

function SupportLayoutRoot() {
  return <RegionLayout variant="support" />;
}
