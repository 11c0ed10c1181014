import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Hue } from '../../theme/status-colors';
import { HueChip } from './hue-chip';

const HUES: readonly Hue[] = ['blue', 'yellow', 'orange', 'green', 'red', 'grey'];

const meta = {
  title: 'Data display/HueChip',
  component: HueChip,
  args: { hue: 'blue', label: 'New' },
} satisfies Meta<typeof HueChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every swatch, for states the spec gives no colour for (inquiry statuses, admin accounts). */
export const AllHues: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {HUES.map((hue) => (
        <HueChip key={hue} hue={hue} label={hue} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('yellow')).toBeVisible();
    await expect(canvas.getByText('grey')).toBeVisible();
  },
};
