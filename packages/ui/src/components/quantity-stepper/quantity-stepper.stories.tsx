import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

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
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Desk lamp' });
    await expect(minus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Desk lamp' }));
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeEnabled();
  },
};

/** Plus stays enabled at the stock limit and reports it instead of changing the value. */
export const AtMaximum: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity of Desk lamp' });
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
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { value: 2, max: 5, busy: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Quantity of Desk lamp' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Updating quantity'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const KeyboardUse: Story = {
  args: { value: 1, max: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Enter}');
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
  },
};
