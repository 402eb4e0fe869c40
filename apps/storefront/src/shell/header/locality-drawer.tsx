import { css } from '@emotion/react';
import { useAppDispatch } from '../../app/store-hooks';
import { regionChosen, rememberedCityCookie, useGetCitiesQuery, useGetRegionsQuery, useRegionPath } from '@storefront/regions';
import {
  CheckIcon,
  Drawer,
  LocationIcon,
  colors,
  fontSizes,
  fontWeights,
  space,
} from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { localityDrawerToggled } from '../../app/shell.slice';
import type { CityDialogProps } from './header-dialog-props';
import { drawerRow } from './drawer-row';
import { regionForCity } from './header-links';
import { headerMessages as messages } from './header.messages';
import { plainList } from './header-styles';
import { useHeaderPlace } from './use-header-place';

/**
 * The locality drawer (`region-select`): the country's cities. A city opens the same page in that
 * city, chooses its backend region (SPEC §4), so stores and texts follow, and is remembered for the
 * region's home on later visits (`rememberedCityCookie`). Loaded lazily
 * (`cityDialog`): the header mounts it when the state opens.
 */
export function LocalityDrawer({ region, locale, open, onOpenChange }: CityDialogProps) {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.cityTitle)}
      description={intl.formatMessage(messages.cityDescription)}
      closeLabel={intl.formatMessage(messages.close)}
      side="end"
      size="sm"
    >
      {open ? <CityList region={region} locale={locale} /> : null}
    </Drawer>
  );
}

function CityList({ region, locale }: Pick<CityDialogProps, 'region' | 'locale'>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const args = { region: region.code, locale };
  const { data: cities, isError } = useGetCitiesQuery(args);
  const { data: regions } = useGetRegionsQuery(args);
  const { city: currentCity, sectionPath, search } = useHeaderPlace();
  const pathTo = useRegionPath();
  if (isError || cities?.items.length === 0) return <p role="status">{intl.formatMessage(messages.cityEmpty)}</p>;
  const shown = (cities?.items ?? []).filter((city) => city.active || city.slug === currentCity);
  return (
    <ul css={[plainList, listStyles]}>
      {shown.map((city) => (
        <li key={city.id}>
          <Link
            // Built like RegionLink's paths, with another city (libs cannot link to the app's routes).
            to={pathTo(sectionPath, { toCity: city.slug }) as never}
            search={search as never}
            css={drawerRow}
            data-city={city.slug}
            onClick={() => {
              // The region home opens in this city from now on (regionHomeRoute).
              document.cookie = rememberedCityCookie(region.code, city.slug);
              const chosen = regionForCity(city, regions?.items);
              if (chosen) dispatch(regionChosen(chosen));
              dispatch(localityDrawerToggled(false));
            }}
          >
            <LocationIcon size={20} css={iconStyles} />
            <span css={namesStyles}>
              <span>{city.name}</span>
              {city.region.name !== city.name ? <span css={regionNameStyles}>{city.region.name}</span> : null}
            </span>
            {city.slug === currentCity ? <CheckIcon size={20} css={checkStyles} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1] });

const iconStyles = css({ color: colors.textMuted });

const namesStyles = css({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });

const regionNameStyles = css({ color: colors.textMuted, fontSize: fontSizes.xs, fontWeight: fontWeights.medium });

const checkStyles = css({ color: colors.accentText });
