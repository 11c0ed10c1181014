import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
import { storyText } from '../../testing/story-text';

/** Keeps the value the way the cart does, so play functions see the stepper move. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, itemName: 'Desk lamp', onChange: fn(), onMaxReached: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const minus = canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: 'Desk lamp' }) });
    await expect(minus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(minus).toBeDisabled();
  },
};

export const InRange: Story = {
  args: { value: 3, max: 5 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: 'Desk lamp' }) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) })).toBeEnabled();
  },
};

/** Plus stays enabled at the stock limit and reports it instead of changing the value. */
export const AtMaximum: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const plus = canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) });
    await expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('5');
  },
};

/** Reaching the limit by pressing plus: the press that would go beyond it is refused. */
export const ReachingMaximum: Story = {
  args: { value: 1, max: 2 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const plus = canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { value: 2, max: 5, busy: true },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: 'Desk lamp' }) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: t('ui.quantity.group', { name: 'Desk lamp' }) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(t('ui.quantity.updating')),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: 'Desk lamp' }) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) })).toBeDisabled();
  },
};

export const KeyboardUse: Story = {
  args: { value: 1, max: 3 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: 'Desk lamp' }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Enter}');
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
  },
};
