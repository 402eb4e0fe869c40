import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { VisuallyHidden } from './visually-hidden';

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 24 24">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Only screen readers read this.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      The next sentence is hidden visually. <VisuallyHidden {...args} />
    </p>
  ),
};

export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="gray" size="md">
      <CloseIcon />
      <VisuallyHidden>Close</VisuallyHidden>
    </Button>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  render: () => (
    <Button variant="gray" size="md">
      <CloseIcon />
      <VisuallyHidden>إغلاق</VisuallyHidden>
    </Button>
  ),
};

export const LongText: Story = {
  render: () => (
    <Button variant="gray" size="md">
      <CloseIcon />
      <VisuallyHidden>Schließen Sie das Kundendienstterminvereinbarungsfenster</VisuallyHidden>
    </Button>
  ),
};
