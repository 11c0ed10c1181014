import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceCard } from './service-card';
import { ServiceCardSkeleton } from './service-card-skeleton';
import { VerifiedBusinessBadge } from '../verified-business-badge';
import { airConditionerPhoto, appliancePhoto, gardenPhoto, livingRoomPhoto, toolsPhoto } from './story-photos';
import { storyText, storyMoney } from '../../testing/story-text';

/** One card at a catalogue column's width; stories showing several set `parameters.fullWidth`. */
const columnWidth: Decorator = (Story, { parameters }) => (
  <Box sx={{ maxWidth: parameters.fullWidth ? 'none' : 300 }}>{Story()}</Box>
);

const meta = {
  title: 'Catalog/ServiceCard',
  component: ServiceCard,
  args: {
    name: 'Deep home cleaning',
    type: 'service',
    providerName: 'Pearl Cleaning Co.',
    price: 15,
    photos: [livingRoomPhoto],
    averageRating: 4.3,
    reviewCount: 12,
    availability: 'available',
    availableQuantity: null,
    onOpen: fn(),
  },
  decorators: [columnWidth],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a person sees at a point of the card (the stretched click area lies over the photo). */
function elementAtCentreOf(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

export const Service: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const open = canvas.getByRole('button', { name: 'Deep home cleaning' });
    await expect(canvas.getByRole('img', { name: 'Deep home cleaning' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText(t('ui.serviceCard.service'))).toBeVisible();
    await expect(canvas.getByText(t('ui.availability.available'))).toBeVisible();
    await expect(canvas.getByText(t('ui.serviceCard.referencePrice'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '15.000'))).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('ui.rating.rated', { rating: 4.3, max: 5 }) })).toBeVisible();

    // By keyboard: one tab stop, Enter opens.
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);

    // A click on the photo lands on the card's one action.
    const hit = elementAtCentreOf(canvas.getByRole('img', { name: 'Deep home cleaning' }));
    await expect(hit).toBe(open);
    await userEvent.click(hit as Element);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const ItemInStock: Story = {
  args: {
    name: 'Portable air cooler',
    type: 'item',
    providerName: 'Gulf Appliances',
    price: 42.5,
    photos: [appliancePhoto],
    availableQuantity: 12,
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.serviceCard.item'))).toBeVisible();
    await expect(canvas.getByText(t('ui.availability.inStock', { count: 12 }))).toBeVisible();
  },
};

export const ItemOutOfStock: Story = {
  args: { ...ItemInStock.args, availableQuantity: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.availability.outOfStock'))).toBeVisible();
  },
};

/** No photos: the built-in placeholder illustration, and no image for screen readers. */
export const NoPhoto: Story = {
  args: { photos: [], name: 'AC maintenance visit', providerName: 'CoolAir Bahrain' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'AC maintenance visit' })).toBeNull();
  },
};

/** A URL the contract counts as a placeholder is treated as no photo (and never fetched). */
export const PlaceholderUrl: Story = {
  args: { photos: ['https://cdn.example.com/images/placeholder.png', ''] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Unavailable: Story = {
  args: { availability: 'unavailable', photos: [airConditionerPhoto], name: 'AC gas refill' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.availability.unavailable'))).toBeVisible();
  },
};

export const Discontinued: Story = {
  args: { ...ItemInStock.args, availability: 'discontinued' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.availability.discontinued'))).toBeVisible();
    await expect(canvas.queryByText(t('ui.availability.inStock', { count: 12 }))).toBeNull();
  },
};

export const NotRatedYet: Story = {
  args: { averageRating: null, reviewCount: 0, photos: [gardenPhoto], name: 'Garden landscaping' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.rating.reviewCount', { count: 0 }))).toBeVisible();
  },
};

/** Long names stop after two lines; the full name stays the accessible name. */
export const LongName: Story = {
  args: {
    name: 'Complete villa renovation including plumbing, electrical rewiring, tiling and painting of every room',
    photos: [toolsPhoto],
  },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(canvas.getByRole('button', { name: args.name })).toBeInTheDocument();
  },
};

/** The app's own control, e.g. Add to cart, sits above the card's click area. */
export const WithAction: Story = {
  args: {
    ...ItemInStock.args,
    action: (
      <Button variant="contained" fullWidth startIcon={<AddShoppingCartOutlined />}>
        Add to cart
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(elementAtCentreOf(add)?.closest('button')).toBe(add);
    await userEvent.click(add);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/**
 * A verified business: the compact badge after its name, above the card's click area, so a tap on
 * it opens its tooltip instead of the listing.
 */
export const VerifiedBusiness: Story = {
  args: {
    providerName: 'Pearl Cleaning and Home Services Company W.L.L.',
    providerBadge: <VerifiedBusinessBadge compact learnMoreHref="#verified-businesses" />,
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const badge = canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') });
    await expect(elementAtCentreOf(badge)?.closest('button')).toBe(badge);
    await userEvent.click(badge);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('ui.verifiedBusiness.explanation'));
  },
};

/** With `href` the card is a link (an app passes its router link as `linkComponent`). */
export const AsLink: Story = {
  args: { href: '#listing-deep-home-cleaning', onOpen: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Deep home cleaning' });
    await expect(link).toHaveAttribute('href', '#listing-deep-home-cleaning');
  },
};

/** While the catalogue loads. */
export const Loading: Story = {
  render: () => <ServiceCardSkeleton />,
};

/** A catalogue grid: one column at 360 px, more as the width allows; cards of a row align. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      <ServiceCard {...args} />
      <ServiceCard {...args} {...ItemInStock.args} />
      <ServiceCard {...args} {...LongName.args} />
      <ServiceCard {...args} {...NoPhoto.args} />
      <ServiceCardSkeleton />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
