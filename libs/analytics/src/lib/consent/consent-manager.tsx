import { useEffect, useState, type ComponentType } from 'react';
import type { ConsentManagerViewProps } from './consent-manager-view';

export type ConsentManagerProps = ConsentManagerViewProps;

let loading: Promise<ComponentType<ConsentManagerViewProps>> | undefined;

function loadView(): Promise<ComponentType<ConsentManagerViewProps>> {
  loading ??= import('./consent-manager-view')
    .then((module) => module.ConsentManagerView)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The page's consent manager: its code (the library and the banner) loads after hydration, outside
 * every route's first-load JS. Until then events wait (consent-state.ts); the banner shows once it has
 * loaded, when no valid choice is stored. Renders nothing on the server.
 */
export function ConsentManager(props: ConsentManagerProps) {
  const [View, setView] = useState<ComponentType<ConsentManagerViewProps>>();
  useEffect(() => {
    let active = true;
    loadView().then(
      (view) => {
        if (active) setView(() => view);
      },
      (error: unknown) => console.error('The consent manager did not load', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return View ? <View {...props} /> : null;
}
