import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
import { storyText } from '../../testing/story-text';

const ORDERS = ['Home cleaning', 'AC maintenance', 'Plumbing inspection'];

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, label: 'Loading orders' },
  // The overlay covers its positioned parent: here a card standing in for the orders table.
  render: (args) => (
    <Paper variant="outlined" sx={{ position: 'relative', padding: 2, maxWidth: 480 }}>
      <Typography variant="h6" component="h2">
        My Orders
      </Typography>
      {ORDERS.map((name) => (
        <Typography key={name} sx={{ paddingBlock: 1 }}>
          {name}
        </Typography>
      ))}
      <LoadingOverlay {...args} />
    </Paper>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading orders');
    // It fades in (opacity 0 at first): visible once the fade has run.
    await waitFor(() => expect(canvas.getByText('Loading orders')).toBeVisible());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Home cleaning')).toBeVisible();
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.loadingOverlay.loading'));
  },
};

/** A list that reloads on demand: the overlay comes and goes over the same content. */
function ReloadableOrders(args: LoadingOverlayProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
        {open ? 'Stop loading' : 'Reload orders'}
      </Button>
      <Paper variant="outlined" sx={{ position: 'relative', padding: 2, minHeight: 120 }}>
        {ORDERS.map((name) => (
          <Typography key={name}>{name}</Typography>
        ))}
        <LoadingOverlay {...args} open={open} />
      </Paper>
    </Box>
  );
}

export const Toggling: Story = {
  render: (args) => <ReloadableOrders {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload orders' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop loading' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};
