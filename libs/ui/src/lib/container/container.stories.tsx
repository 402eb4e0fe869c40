import type { Meta, StoryObj } from '@storybook/react-vite';
import { colors } from '../theme/tokens';
import { Container } from './container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div css={{ backgroundColor: colors.surfaceMuted, border: `1px dashed ${colors.borderStrong}`, padding: '1rem' }}>
        Content box: the inline padding grows with the viewport; resize or use the viewport toolbar.
      </div>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

export const Narrow: Story = { args: { size: 'narrow' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const UltraHd: Story = { globals: { viewport: { value: 'uhd' } } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    children: (
      <div css={{ backgroundColor: colors.surfaceMuted, padding: '1rem' }}>
        محتوى الصفحة: تتسع الحواف الداخلية مع عرض الشاشة.
      </div>
    ),
  },
};

export const LongText: Story = {
  args: {
    size: 'narrow',
    children: (
      <p css={{ margin: 0 }}>
        Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellungsbetriebsgenehmigungsverfahren: eine
        Zeichenkette, die in schmalen Ansichten umbrechen muss, ohne die Seite zu verbreitern.
      </p>
    ),
  },
};
