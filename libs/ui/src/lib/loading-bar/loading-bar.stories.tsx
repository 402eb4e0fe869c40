import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { colors, radii } from '../theme/tokens';
import { LoadingBar } from './loading-bar';

/** A transformed box is the containing block of the fixed bar, so each story keeps its own bar. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div
      css={{
        position: 'relative',
        transform: 'translateZ(0)',
        minBlockSize: '8rem',
        paddingBlockStart: '1.5rem',
        paddingInline: '1rem',
        border: `1px solid ${colors.border}`,
        borderRadius: radii.md,
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

function SimulatedNavigation({
  startLabel,
  finishLabel,
  failLabel,
  label,
}: {
  startLabel: string;
  finishLabel: string;
  failLabel: string;
  label: string;
}) {
  const [active, setActive] = useState(false);
  const [error, setError] = useState(false);
  return (
    <Frame>
      <LoadingBar active={active} error={error} label={label} />
      <Stack direction="row" gap={2} wrap>
        <Button
          size="sm"
          onClick={() => {
            setError(false);
            setActive(true);
          }}
        >
          {startLabel}
        </Button>
        <Button size="sm" variant="green" disabled={!active} onClick={() => setActive(false)}>
          {finishLabel}
        </Button>
        <Button
          size="sm"
          variant="outlined"
          disabled={!active}
          onClick={() => {
            setError(true);
            setActive(false);
          }}
        >
          {failLabel}
        </Button>
      </Stack>
    </Frame>
  );
}

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  args: { active: true, label: 'Loading page' },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Navigation progress (SPEC §9): #66CC33, 3 px, throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms. The app sets `active` from the router.',
      },
    },
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation in progress (toggle `active` in the controls to finish it). */
export const Active: Story = {};

export const Idle: Story = { args: { active: false } };

/** Start a navigation and finish it, or let it fail (red). Quicker than 200 ms shows nothing. */
export const Interactive: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <SimulatedNavigation startLabel="Start navigation" finishLabel="Finish" failLabel="Fail" label="Loading page" />
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [(Story) => <Story />],
  render: () => (
    <SimulatedNavigation startLabel="بدء التنقل" finishLabel="إنهاء" failLabel="فشل" label="جارٍ تحميل الصفحة" />
  ),
};

export const LongText: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <SimulatedNavigation
      startLabel="Seitenübergangsnavigation starten"
      finishLabel="Navigationsvorgang abschließen"
      failLabel="Navigationsfehler simulieren"
      label="Die angeforderte Seite wird geladen"
    />
  ),
};
