import { ThemeProvider } from '@emotion/react';
import { theme } from '@storefront/ui';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { StatementComplaints, StatementSections, statementLimitations, type StatementSectionsProps } from './statement-sections';
import { statementMessages } from './statement.messages';

/** The sections as the server renders them, in English (the messages' defaults). */
const render = (props: StatementSectionsProps) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <StatementSections {...props} />
        <StatementComplaints region={props.region} />
      </IntlProvider>
    </ThemeProvider>,
  );

describe('the statement’s sections', () => {
  it('name the payment provider’s page and the captcha only where the region’s shop has them', () => {
    const ids = (features: StatementSectionsProps['features']) => statementLimitations({ features }).map(({ id }) => id);
    const { limitationPayment, limitationCaptcha } = statementMessages;
    expect(ids({ paysOnline: true, hasCaptcha: false })).toContain(limitationPayment.id);
    expect(ids({ paysOnline: true, hasCaptcha: false })).not.toContain(limitationCaptcha.id);
    expect(ids({ paysOnline: false, hasCaptcha: true })).toEqual(expect.arrayContaining([limitationCaptcha.id]));
    expect(ids({ paysOnline: false, hasCaptcha: true })).not.toContain(limitationPayment.id);
    // Unknown shop settings: only the limitations every region has.
    expect(ids(undefined)).not.toEqual(expect.arrayContaining([limitationPayment.id]));
    expect(ids(undefined)).toHaveLength(4);
  });

  it('give Spain the EU standard, its law and where to complain; other regions neither', () => {
    const spain = render({ region: 'es', features: { paysOnline: true, hasCaptcha: false } });
    expect(spain).toContain('EN 301 549');
    expect(spain).toContain('Ley 11/2023');
    expect(spain).toContain('OADIS');
    const uae = render({ region: 'ae', features: { paysOnline: true, hasCaptcha: false } });
    expect(uae).toContain('WCAG) 2.2');
    expect(uae).not.toContain('EN 301 549');
    expect(uae).not.toContain('OADIS');
  });

  it('name every section by its heading', () => {
    const html = render({ region: 'es', features: undefined });
    for (const id of ['accessibility-target', 'accessibility-checks', 'accessibility-limitations', 'accessibility-complaints']) {
      expect(html).toContain(`aria-labelledby="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
  });
});
