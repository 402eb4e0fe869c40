import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import type { RegionConfig } from '@storefront/regions';
import { Container, LocationIcon, fontSizes, media, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { localityDrawerToggled, modalChanged, selectHeaderModal } from '../../app/shell.slice';
import { cityDialog, countryDialog } from './header-dialog-loaders';
import { GlobeIcon } from './header-icons';
import { headerMessages as messages } from './header.messages';
import { headerHeights } from './header-styles';
import { LocaleSwitcher } from './locale-switcher';
import { SwitcherButton } from './switcher-button';

export interface UtilityBarProps {
  region: RegionConfig;
  countryName: string;
  cityName: string | undefined;
}

/** From md up, the thin row above the main one: city at the start; country and language at the end. */
export function UtilityBar({ region, countryName, cityName }: UtilityBarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectHeaderModal);
  return (
    <div css={barStyles}>
      <Container css={innerStyles}>
        <SwitcherButton
          variant="bar"
          icon={LocationIcon}
          value={cityName ?? intl.formatMessage(messages.cityChoose)}
          label={cityName ? intl.formatMessage(messages.cityButton, { cityName }) : intl.formatMessage(messages.cityChoose)}
          expanded={modal === 'region-select'}
          onClick={() => dispatch(localityDrawerToggled(true))}
          {...cityDialog.triggerProps}
        />
        <div css={endStyles}>
          <SwitcherButton
            variant="bar"
            icon={GlobeIcon}
            value={countryName}
            label={intl.formatMessage(messages.countryButton, { countryName })}
            expanded={modal === 'country-select'}
            onClick={() => dispatch(modalChanged('country-select'))}
            {...countryDialog.triggerProps}
          />
          <span css={dividerStyles} aria-hidden="true" />
          <LocaleSwitcher region={region} variant="bar" />
        </div>
      </Container>
    </div>
  );
}

const barStyles = css({
  display: 'none',
  blockSize: headerHeights.utility,
  backgroundColor: 'var(--header-utility-bg)',
  fontSize: fontSizes.sm,
  [media.up('md')]: { display: 'block' },
  [media.up('desktopXl')]: { fontSize: fontSizes.md },
  [media.up('desktop3xl')]: { fontSize: fontSizes.lg },
});

const innerStyles = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[4],
  blockSize: '100%',
  // The controls' own padding lines their text up with the rows below.
  '& > button:first-of-type': { marginInlineStart: `calc(-1 * ${space[3]})` },
});

const endStyles = css({ display: 'flex', alignItems: 'center', gap: space[2], marginInlineEnd: `calc(-1 * ${space[2]})` });

const dividerStyles = css({ inlineSize: '1px', blockSize: '1.25rem', backgroundColor: 'var(--header-border)' });
