import styled from '@emotion/styled';
import type { ContentBlock, ProductCharacteristic } from '@storefront/api-client';
import { formatScalar, formattingLocale, type LocaleCode } from '@storefront/locales';
import { FormattedMessage, useIntl } from 'react-intl';
import { characteristicGroups, type ShownCharacteristic } from './characteristics';
import { productPageMessages as messages } from './product-page.messages';

export interface ProductDetailsProps {
  /** The product's description blocks (headings, paragraphs, lists), in order. */
  description: readonly ContentBlock[];
  characteristics: readonly ProductCharacteristic[];
  locale: LocaleCode;
  country: string;
}

/**
 * A product's description and its characteristics in their groups and order (SPEC §3: a value is a
 * text, a number with its unit, or a list of name/value items; SPEC §5: empty values are left out).
 * A part with nothing to show is not rendered.
 */
export function ProductDetails({ description, characteristics, locale, country }: ProductDetailsProps) {
  const groups = characteristicGroups(characteristics);
  const format = formattingLocale(locale, country);
  return (
    <Details>
      {description.length > 0 ? (
        <Section aria-labelledby="product-description">
          <h2 id="product-description">
            <FormattedMessage {...messages.description} />
          </h2>
          <Prose>
            {description.map((block, index) =>
              block.type === 'heading' ? (
                <h3 key={index}>{block.text}</h3>
              ) : block.type === 'list' ? (
                <ul key={index}>
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={index}>{block.text}</p>
              ),
            )}
          </Prose>
        </Section>
      ) : null}
      {groups.length > 0 ? (
        <Section aria-labelledby="product-characteristics">
          <h2 id="product-characteristics">
            <FormattedMessage {...messages.characteristics} />
          </h2>
          {groups.map((group) => (
            <Group key={group.id} data-group={group.id}>
              <h3>{group.title}</h3>
              <Rows>
                {group.characteristics.map((characteristic) => (
                  <Row key={characteristic.key} data-characteristic={characteristic.key}>
                    <dt>{characteristic.name}</dt>
                    <dd>
                      <CharacteristicValue characteristic={characteristic} formattingLocale={format} />
                    </dd>
                  </Row>
                ))}
              </Rows>
            </Group>
          ))}
        </Section>
      ) : null}
    </Details>
  );
}

function CharacteristicValue({ characteristic, formattingLocale: format }: { characteristic: ShownCharacteristic; formattingLocale: string }) {
  const intl = useIntl();
  const { value, unit } = characteristic;
  if (!Array.isArray(value)) return <>{formatScalar(value, unit, format)}</>;
  return (
    <ValueList>
      {value.map((item, index) => (
        <li key={index}>
          {intl.formatMessage(messages.listItem, { name: item.name, value: formatScalar(item.value, unit, format) })}
        </li>
      ))}
    </ValueList>
  );
}

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr));
    align-items: start;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  h3 {
    margin-block: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul {
    margin-block: 0 ${({ theme }) => theme.space[3]};
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

const Group = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Rows = styled.dl`
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 2fr) 3fr;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ValueList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
