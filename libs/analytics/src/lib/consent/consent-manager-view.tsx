import { ConsentBanner, ConsentPreferences, type ConsentPurposeChoice } from '@storefront/ui';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { campaignMarksStorage } from '../campaign/campaign-marks.storage';
import { readConsent, saveConsent, startConsentLibrary } from './consent-library';
import { pushConsentUpdate, type ConsentModeTarget } from './consent-mode';
import { onConsentPreferencesRequest } from './consent-preferences-request';
import { forgetPreferences } from './preferences-storage';
import { pageConsent, OPTIONAL_PURPOSES, type ConsentMode, type ConsentSnapshot, type OptionalPurpose } from './consent-state';
import { consentMessages as messages } from './consent.messages';

export interface ConsentManagerViewProps {
  /** How the page's region asks (libs/regions `consentMode`); `opt-in` where there is no region. */
  mode: ConsentMode;
  /** The cookie policy the banner links to. */
  policyHref: string;
  /**
   * Where focus goes after the first choice, when it was on the banner that then goes away (the page's
   * main content, say): never left on `<body>`.
   */
  focusAfterChoice?: () => void;
}

type Choice = Record<OptionalPurpose, boolean>;

/**
 * Withdrawn marketing consent takes the stored campaign marks with it; withdrawn preferences, what the
 * shopper looked at (recently viewed products, recent searches), at once, in every region.
 */
function forgetWithdrawn(snapshot: ConsentSnapshot) {
  try {
    if (!snapshot.marketing) campaignMarksStorage(window.localStorage).remove();
    if (!snapshot.preferences) forgetPreferences(window.localStorage);
  } catch {
    // Storage we cannot reach holds nothing of ours.
  }
}

/** Publishes the consent in force: Consent Mode's update first, then the page's store (events follow). */
function publish(mode: ConsentMode) {
  const next = readConsent(mode);
  pushConsentUpdate(next, window as Window & ConsentModeTarget);
  pageConsent.set(next);
  forgetWithdrawn(pageConsent.get());
}

export function ConsentManagerView({ mode, policyHref, focusAfterChoice }: ConsentManagerViewProps) {
  const intl = useIntl();
  // Shown from the page's store, which `publish` fills: resolved once the stored choice is read.
  const consent = useSyncExternalStore(pageConsent.subscribe, pageConsent.get, pageConsent.get);
  const bannerShown = consent.status === 'resolved' && !consent.decided;
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [draft, setDraft] = useState<Choice>({ analytics: false, marketing: false, preferences: false });
  const [firstChoiceMade, setFirstChoiceMade] = useState(false);

  useEffect(() => {
    let active = true;
    startConsentLibrary().then(
      () => {
        if (active) publish(mode);
      },
      (error: unknown) => console.error('Consent could not be read', error),
    );
    return () => {
      active = false;
    };
  }, [mode]);

  // Nothing is pre-ticked in opt-in regions: the draft is what is allowed now. From the banner or the footer.
  const openPreferences = useCallback(() => {
    const { analytics, marketing, preferences } = pageConsent.get();
    setDraft({ analytics, marketing, preferences });
    setPreferencesOpen(true);
  }, []);
  useEffect(() => onConsentPreferencesRequest(openPreferences), [openPreferences]);

  // The banner is gone after the first choice; focus left on it (or on the dialog it opened) would fall
  // to <body>. Once the dialog has handed focus back, it goes where the page says.
  useEffect(() => {
    if (!firstChoiceMade) return undefined;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focusAfterChoice?.();
    });
    return () => clearTimeout(timer);
  }, [firstChoiceMade, focusAfterChoice]);

  const choose = (choice: Choice) => {
    saveConsent(OPTIONAL_PURPOSES.filter((purpose) => choice[purpose]));
    if (!consent.decided) setFirstChoiceMade(true);
    publish(mode);
    setPreferencesOpen(false);
  };
  const acceptAll = () => choose({ analytics: true, marketing: true, preferences: true });
  const rejectAll = () => choose({ analytics: false, marketing: false, preferences: false });

  const purposes: ConsentPurposeChoice[] = [
    { id: 'necessary', title: intl.formatMessage(messages.necessaryTitle), description: intl.formatMessage(messages.necessaryDescription), checked: true, locked: true },
    { id: 'analytics', title: intl.formatMessage(messages.analyticsTitle), description: intl.formatMessage(messages.analyticsDescription), checked: draft.analytics },
    { id: 'marketing', title: intl.formatMessage(messages.marketingTitle), description: intl.formatMessage(messages.marketingDescription), checked: draft.marketing },
    {
      id: 'preferences',
      title: intl.formatMessage(messages.rememberTitle),
      description: intl.formatMessage(messages.rememberDescription),
      checked: draft.preferences,
    },
  ];

  return (
    <>
      {bannerShown ? (
        <ConsentBanner
          label={intl.formatMessage(messages.label)}
          title={intl.formatMessage(messages.title)}
          acceptLabel={intl.formatMessage(messages.accept)}
          rejectLabel={intl.formatMessage(messages.reject)}
          settingsLabel={intl.formatMessage(messages.choose)}
          onAccept={acceptAll}
          onReject={rejectAll}
          onSettings={openPreferences}
        >
          {intl.formatMessage(mode === 'opt-in' ? messages.optInText : messages.noticeText)}{' '}
          <a href={policyHref}>{intl.formatMessage(messages.policy)}</a>
        </ConsentBanner>
      ) : null}
      <ConsentPreferences
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        title={intl.formatMessage(messages.preferencesTitle)}
        description={intl.formatMessage(messages.preferencesDescription)}
        closeLabel={intl.formatMessage(messages.close)}
        purposes={purposes}
        onPurposeChange={(id, checked) => {
          if ((OPTIONAL_PURPOSES as readonly string[]).includes(id)) setDraft((current) => ({ ...current, [id]: checked }));
        }}
        alwaysOnLabel={intl.formatMessage(messages.alwaysOn)}
        acceptLabel={intl.formatMessage(messages.accept)}
        rejectLabel={intl.formatMessage(messages.reject)}
        saveLabel={intl.formatMessage(messages.save)}
        onAccept={acceptAll}
        onReject={rejectAll}
        onSave={() => choose(draft)}
      />
    </>
  );
}
