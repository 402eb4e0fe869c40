import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { breakpoints } from './breakpoints';
import { colors, fontSizes, radii, space } from './tokens';

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
      <Heading level={2}>Type scale</Heading>
      <Typography />
      <Heading level={2}>Spacing</Heading>
      <Spacing />
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
