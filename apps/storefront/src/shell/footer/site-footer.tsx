import styled from '@emotion/styled';
import type { LocaleCode } from '@storefront/locales';
import { TaxNote, useGetShopQuery } from '@storefront/catalog';
import { RegionLink, regionContacts, regionExtras, useGetInitQuery, type RegionConfig, type SocialNetwork } from '@storefront/regions';
import {
  ClockIcon,
  Container,
  DeliveryIcon,
  FacebookIcon,
  FavouritesIcon,
  InstagramIcon,
  InstallmentIcon,
  LinkedinIcon,
  LocationIcon,
  MailIcon,
  PhoneIcon,
  PreOrderIcon,
  ShowroomIcon,
  SupportIcon,
  TestDriveIcon,
  VisuallyHidden,
  WarrantyIcon,
  WhatsappIcon,
  YoutubeIcon,
  type IconComponent,
} from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { SECTION_LINKS } from '../section-links';
import { Wordmark } from '../wordmark';
import { FooterBottom, FooterFrame, footerColors, footerLinkList } from './footer-parts';
import { footerMessages as messages } from './footer.messages';
import { openingHoursText } from './opening-hours';

export interface SiteFooterProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The country's name in the shopper's language. */
  countryName: string;
}

interface Service {
  icon: IconComponent;
  label: MessageDescriptor;
  /** The page that tells about the service, below `/{region_locale}/{city?}/`; none where no page does. */
  to?: string;
  hash?: string;
}

/**
 * SPEC §1: the services the brand names by icons only, each with its label, and a link where a page
 * tells about it: the showrooms are the stores of the about-us page; delivery, warranty, instalments
 * and pre-orders are sections and an article of the support centre (the reference backend's seeded
 * slugs, docs/adr/0086-section-links-from-one-list.md). Favourites and test drives have no page yet.
 */
const SERVICES: readonly Service[] = [
  { icon: FavouritesIcon, label: messages.favourites },
  { icon: ShowroomIcon, label: messages.showroom, to: 'about-us', hash: 'stores' },
  { icon: TestDriveIcon, label: messages.testDrive },
  { icon: PreOrderIcon, label: messages.preOrder, to: 'support/payment/paying-for-a-pre-order' },
  { icon: DeliveryIcon, label: messages.delivery, to: 'support/orders-and-delivery' },
  { icon: WarrantyIcon, label: messages.warranty, to: 'support/warranty' },
  { icon: InstallmentIcon, label: messages.installment, to: 'support/payment' },
  { icon: SupportIcon, label: messages.support, to: 'support' },
];

/** The footer's links to the sections (`SECTION_LINKS`), then the about-us page's stores and cities. */
const EXPLORE_LINKS: readonly { to: string; hash?: string; label: MessageDescriptor }[] = [
  ...SECTION_LINKS,
  { to: 'about-us', hash: 'stores', label: messages.stores },
  { to: 'about-us', hash: 'cities', label: messages.cities },
];

const NETWORK_ICONS: Readonly<Record<SocialNetwork, IconComponent>> = {
  WhatsApp: WhatsappIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YoutubeIcon,
  LinkedIn: LinkedinIcon,
};

/**
 * The footer of every regional page: services, whether the prices include the tax, the sections'
 * links, the region's contacts and networks (the backend's startup data; see `regionContacts`), legal links.
 */
export function SiteFooter({ region, locale, countryName }: SiteFooterProps) {
  const intl = useIntl();
  const args = { region: region.code, locale };
  const { data: init } = useGetInitQuery(args);
  const { data: shop } = useGetShopQuery(args);
  const contacts = regionContacts(region, {
    generals: init?.generals,
    shop,
    developmentFallback: import.meta.env.PROD ? undefined : regionExtras(region.code),
  });
  return (
    <FooterFrame>
      <Services>
        <Container>
          <ServiceList aria-label={intl.formatMessage(messages.services)}>
            {SERVICES.map(({ icon: Icon, label, to, hash }) => {
              const content = (
                <>
                  <ServiceIcon>
                    <Icon size={24} />
                  </ServiceIcon>
                  <FormattedMessage {...label} />
                </>
              );
              return <li key={label.id}>{to === undefined ? <span>{content}</span> : <RegionLink to={to} hash={hash}>{content}</RegionLink>}</li>;
            })}
          </ServiceList>
        </Container>
      </Services>

      <Container>
        <Columns>
          <Column>
            <HomeLink>
              <Wordmark size="lg" />
            </HomeLink>
            <Muted>
              <FormattedMessage {...messages.tagline} />
            </Muted>
            {/* What every price of the region's pages contains: the cards' and the suggestions' say it here. */}
            {shop?.tax.rate ? (
              <Muted>
                <TaxNote tax={shop.tax} variant="statement" />
              </Muted>
            ) : null}
            <CountryLine>
              <LocationIcon size={18} />
              <span>{countryName}</span>
              <span aria-hidden="true">·</span>
              <Link to="/">
                <FormattedMessage {...messages.changeCountry} />
              </Link>
            </CountryLine>
          </Column>

          <Column as="nav" aria-labelledby="footer-explore">
            <ColumnTitle id="footer-explore">
              <FormattedMessage {...messages.explore} />
            </ColumnTitle>
            <LinkList>
              {EXPLORE_LINKS.map(({ to, hash, label }) => (
                <li key={label.id}>
                  <RegionLink to={to} hash={hash}>
                    <FormattedMessage {...label} />
                  </RegionLink>
                </li>
              ))}
            </LinkList>
          </Column>

          <Column as="section" aria-labelledby="footer-contacts">
            <ColumnTitle id="footer-contacts">
              <FormattedMessage {...messages.contacts} />
            </ColumnTitle>
            <address>
              <ContactList>
                {contacts.phone ? (
                  <Contact icon={<PhoneIcon size={20} />} label={messages.phone}>
                    <a href={`tel:${contacts.phone.value}`} dir="ltr">
                      {contacts.phone.label}
                    </a>
                  </Contact>
                ) : null}
                {contacts.email ? (
                  <Contact icon={<MailIcon size={20} />} label={messages.email}>
                    <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                  </Contact>
                ) : null}
                <Contact icon={<LocationIcon size={20} />} label={messages.address}>
                  {/* Written in the region's default language: isolated, so "1 Example Street" keeps its order in Arabic. */}
                  {contacts.address ? (
                    <span>
                      <bdi>{contacts.address.street}</bdi>
                    </span>
                  ) : null}
                  <span>
                    {contacts.address?.postalCode ? <bdi>{contacts.address.postalCode}</bdi> : null} {countryName}
                  </span>
                </Contact>
                {contacts.openingHours.length ? (
                  <Contact icon={<ClockIcon size={20} />} label={messages.hours}>
                    {contacts.openingHours.map((hours) => (
                      <span key={hours.dayOfWeek.join()}>{openingHoursText(intl, hours)}</span>
                    ))}
                  </Contact>
                ) : null}
              </ContactList>
            </address>
          </Column>

          {contacts.networks.length ? (
            <Column as="section" aria-labelledby="footer-follow">
              <ColumnTitle id="footer-follow">
                <FormattedMessage {...messages.follow} />
              </ColumnTitle>
              <SocialList>
                {contacts.networks.map(({ network, href }) => {
                  const Icon = NETWORK_ICONS[network];
                  return (
                    <li key={network}>
                      <SocialLink
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={intl.formatMessage(messages.social, { network })}
                      >
                        <Icon size={22} />
                      </SocialLink>
                    </li>
                  );
                })}
              </SocialList>
            </Column>
          ) : null}
        </Columns>
      </Container>

      <FooterBottom />
    </FooterFrame>
  );
}

function Contact({ icon, label, children }: { icon: ReactNode; label: MessageDescriptor; children: ReactNode }) {
  return (
    <li>
      <ContactIcon>{icon}</ContactIcon>
      <ContactText>
        <VisuallyHidden>
          <FormattedMessage {...label} />:{' '}
        </VisuallyHidden>
        {children}
      </ContactText>
    </li>
  );
}

const HomeLink = styled(RegionLink)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  @media (hover: hover) {
    &:hover {
      text-decoration: none;
    }
  }
`;

const Services = styled.div`
  background: ${footerColors.raised};
  border-block-end: 1px solid ${footerColors.rule};
`;

const ServiceList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  padding-block: ${({ theme }) => theme.space[8]};
  list-style: none;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(8, minmax(0, 1fr));
    padding-block: ${({ theme }) => theme.space[10]};
  }
  li > * {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    block-size: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: 1.3;
    ${({ theme }) => theme.media.up('xl')} {
      flex-direction: column;
      text-align: center;
    }
  }
`;

const ServiceIcon = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${footerColors.rule};
  color: ${({ theme }) => theme.colors.accent};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding-block: ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: 1.3fr 0.9fr 1.4fr 0.8fr;
    gap: ${({ theme }) => theme.space[12]};
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  address {
    font-style: normal;
  }
`;

const ColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textInverse};
  &:lang(ar) {
    letter-spacing: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  max-inline-size: 36ch;
  color: ${footerColors.muted};
`;

const CountryLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${footerColors.muted};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: underline;
  }
`;

// Two columns on a phone, where the footer's columns stack: six rows of one link would be long.
const LinkList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${footerLinkList}
  a {
    color: ${footerColors.muted};
  }
`;

const ContactList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const ContactIcon = styled.span`
  display: inline-flex;
  padding-block-start: 0.6rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const ContactText = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-block-size: 44px;
  min-inline-size: 0;
  color: ${footerColors.muted};
  a {
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${footerColors.rule};
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.accent};
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.onAccent};
    }
  }
`;
