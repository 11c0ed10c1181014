import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageHeader } from './page-header';

const editProfile = fn();
const refresh = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Customer Profile',
    subtitle: 'Manage your personal information and preferences',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerProfile: Story = {
  args: {
    actions: (
      <Button variant="contained" startIcon={<EditOutlined />} onClick={editProfile}>
        Edit Profile
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeVisible();
    await expect(canvas.getByText('Manage your personal information and preferences')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(editProfile).toHaveBeenCalledTimes(1);
  },
};

/** The same page while editing: Edit Profile becomes Cancel and Save Changes (spec 2.5). */
export const CustomerProfileEditing: Story = {
  args: {
    actions: (
      <>
        <Button variant="outlined">Cancel</Button>
        <Button variant="contained">Save Changes</Button>
      </>
    ),
  },
};

export const TransactionHistory: Story = {
  args: {
    title: 'Transaction History',
    subtitle: 'Track your payments and refunds',
    actions: (
      <>
        <Button variant="outlined" startIcon={<Refresh />} onClick={refresh}>
          Refresh
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />}>
          Export
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Transaction History' });
    const refreshButton = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refreshButton);
    await expect(refresh).toHaveBeenCalledTimes(1);
    // Desktop: the actions share the title's row. Phone (below sm): they wrap under the title.
    const phone = window.innerWidth < 600;
    const titleBox = heading.getBoundingClientRect();
    const actionBox = refreshButton.getBoundingClientRect();
    if (phone) await expect(actionBox.top).toBeGreaterThanOrEqual(titleBox.bottom);
    else await expect(actionBox.top).toBeLessThan(titleBox.bottom);
  },
};

/** Order detail: the way back above the title. */
export const WithBackAction: Story = {
  args: {
    title: 'Order #3F2A9C1B',
    subtitle: 'Placed on March 4, 2026',
    backLabel: 'Back to Orders',
    onBack: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Orders' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #3F2A9C1B' })).toBeVisible();
    // The arrow points to the reading start: mirrored exactly in right-to-left.
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const transform = getComputedStyle(canvas.getByTestId('back-icon')).transform;
    await expect(transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  },
};

/** A title alone, as a section inside a page that already has its h1. */
export const TitleOnlyAsSection: Story = {
  args: { title: 'Account Settings', subtitle: undefined, titleComponent: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
