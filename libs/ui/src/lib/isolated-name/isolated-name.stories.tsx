import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { IsolatedName } from './isolated-name';

const meta = {
  title: 'Utilities/IsolatedName',
  component: IsolatedName,
  tags: ['autodocs'],
  args: { children: 'Mudline 2" trash pump' },
} satisfies Meta<typeof IsolatedName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product name in a sentence and a trail: isolated, the text around it keeps its order. */
export const Default: Story = {
  render: (args) => (
    <Stack gap={2}>
      <p css={{ margin: 0 }}>
        <IsolatedName {...args} /> added to your cart.
      </p>
      <p css={{ margin: 0 }}>
        Home / Water pumps / <IsolatedName {...args} />
      </p>
    </Stack>
  ),
};

/**
 * Arabic names with a Latin model: the inch mark stays after its number (`Mudline 2"`), the model's
 * marks in their order; the first line is the same name without isolation, the mark at the far end.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: () => (
    <Stack gap={2}>
      <p css={{ margin: 0 }}>{'مضخة مياه عكرة Mudline 2" / التالي'}</p>
      <p css={{ margin: 0 }}>
        <IsolatedName>{'مضخة مياه عكرة Mudline 2"'}</IsolatedName> / التالي
      </p>
      <p css={{ margin: 0 }}>
        <IsolatedName>زيت محرك Moto 4T 10W-40, 1 L</IsolatedName> / <IsolatedName>مروحة AL 7.8×8</IsolatedName>
      </p>
    </Stack>
  ),
};

export const LongText: Story = {
  render: () => (
    <p css={{ margin: 0, maxInlineSize: '16rem' }}>
      <IsolatedName>{'Fieldflow HD 6" diesel irrigation pump with a very long descriptive name'}</IsolatedName>
    </p>
  ),
};
