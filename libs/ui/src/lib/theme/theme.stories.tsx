import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { breakpoints } from './breakpoints';
import {
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  headerSchemes,
  iconSizes,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

const swatch = { inlineSize: '100%', blockSize: '3rem', borderRadius: radii.sm, border: `1px solid ${colors.border}` };

function Colors() {
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: space[4],
      }}
    >
      {Object.entries(colors).map(([name, value]) => (
        <figure key={name} css={{ margin: 0 }}>
          <div css={[swatch, { backgroundColor: value }]} />
          <figcaption css={{ fontSize: fontSizes.sm, color: colors.text }}>
            <strong>{name}</strong>
            <br />
            <code css={{ color: colors.textMuted }}>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Typography() {
  return (
    <Stack gap={3}>
      {Object.entries(fontSizes).map(([name, size]) => (
        <p key={name} css={{ margin: 0, fontSize: size }}>
          {`${name} · Generators · Генераторы · مولدات · გენერატორები`}
        </p>
      ))}
    </Stack>
  );
}

/** Each script in its own language, so the `:lang()` font stacks of the global styles apply. */
function Scripts() {
  const samples = [
    { lang: 'en', name: 'Latin', text: 'Petrol generator 3.5 kW — quiet, 12 hours on one tank.' },
    { lang: 'ru', name: 'Cyrillic', text: 'Бензиновый генератор 3,5 кВт — тихий, 12 часов на одном баке.' },
    { lang: 'ar', name: 'Arabic', text: 'مولد بنزين 3.5 كيلوواط — هادئ، 12 ساعة على خزان واحد.' },
    { lang: 'ka', name: 'Georgian', text: 'ბენზინის გენერატორი 3.5 კვტ — ჩუმი, 12 საათი ერთ ავზზე.' },
  ];
  return (
    <Stack gap={4}>
      {samples.map(({ lang, name, text }) => (
        <div key={lang}>
          <code css={{ fontSize: fontSizes.xs, color: colors.textMuted }}>{name}</code>
          <p lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} css={{ margin: 0, fontSize: fontSizes.lg }}>
            {text}
          </p>
        </div>
      ))}
      <p css={{ margin: 0, fontSize: fontSizes.xs, color: colors.textMuted }}>
        <code>{`body: ${fonts.body}`}</code>
      </p>
    </Stack>
  );
}

function HeaderSchemes() {
  return (
    <Stack gap={3}>
      {Object.entries(headerSchemes).map(([name, scheme]) => (
        <div
          key={name}
          css={{
            paddingBlock: space[4],
            paddingInline: space[6],
            backgroundColor: scheme.background,
            color: scheme.text,
            border: `1px solid ${scheme.border}`,
            borderRadius: radii.sm,
          }}
        >
          {`${name}: catalog · offers · support`}
        </div>
      ))}
    </Stack>
  );
}

function Surfaces() {
  return (
    <Stack direction="row" gap={6} wrap>
      {Object.entries(radii).map(([name, radius]) => (
        <div
          key={name}
          css={{ inlineSize: '6rem', blockSize: '4rem', borderRadius: radius, border: `2px solid ${colors.ink}` }}
        >
          <code css={{ fontSize: fontSizes.xs, padding: space[1] }}>{`radius ${name}`}</code>
        </div>
      ))}
      {Object.entries(shadows).map(([name, shadow]) => (
        <div key={name} css={{ inlineSize: '6rem', blockSize: '4rem', borderRadius: radii.md, boxShadow: shadow }}>
          <code css={{ fontSize: fontSizes.xs, padding: space[1] }}>{`shadow ${name}`}</code>
        </div>
      ))}
    </Stack>
  );
}

function Layers() {
  return (
    <table css={{ borderCollapse: 'collapse' }}>
      <tbody>
        {[
          ...Object.entries(zIndices).map(([name, value]) => [`z · ${name}`, String(value)]),
          ...Object.entries(durations).map(([name, value]) => [`duration · ${name}`, value]),
          ...Object.entries(easings).map(([name, value]) => [`easing · ${name}`, value]),
          ...Object.entries(iconSizes).map(([name, value]) => [`icon · ${name}`, `${value}px`]),
        ].map(([name, value]) => (
          <tr key={name}>
            <td css={{ paddingInlineEnd: space[6] }}>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Spacing() {
  return (
    <Stack gap={2}>
      {Object.entries(space).map(([name, size]) => (
        <Stack key={name} direction="row" gap={3} align="center">
          <code css={{ minInlineSize: '4rem' }}>{`${name}: ${size}`}</code>
          <div css={{ inlineSize: size, blockSize: '1rem', backgroundColor: colors.ink }} />
        </Stack>
      ))}
    </Stack>
  );
}

function Breakpoints() {
  return (
    <table css={{ borderCollapse: 'collapse', textAlign: 'start' }}>
      <thead>
        <tr>
          <th css={{ textAlign: 'start', paddingInlineEnd: space[6] }}>Name</th>
          <th css={{ textAlign: 'start' }}>Min width (px)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, px]) => (
          <tr key={name}>
            <td css={{ paddingInlineEnd: space[6] }}>
              <code>{name}</code>
            </td>
            <td>{px}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tokens() {
  return (
    <Stack gap={8}>
      <Heading level={2}>Colours</Heading>
      <Colors />
      <Heading level={2}>Header schemes</Heading>
      <HeaderSchemes />
      <Heading level={2}>Type scale</Heading>
      <Typography />
      <Heading level={2}>Scripts</Heading>
      <Scripts />
      <Heading level={2}>Spacing</Heading>
      <Spacing />
      <Heading level={2}>Radii and shadows</Heading>
      <Surfaces />
      <Heading level={2}>Layers, motion, icon sizes</Heading>
      <Layers />
      <Heading level={2}>Breakpoints</Heading>
      <Breakpoints />
    </Stack>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
  tags: ['autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
