import { PHONE_INVALID_TOAST } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import { storyText } from '../../testing/story-text';

/** Holds the value the way a form does, so refused keystrokes can be seen not to land. */
function Stateful(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhoneField
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { value: '', onChange: fn(), onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('placeholder', '+97333123456');
    await expect(input).toHaveAttribute('dir', 'ltr');
    // Digits run left to right, but the text starts at the page's start edge (right in Arabic).
    const rtl = document.documentElement.dir === 'rtl';
    await expect(getComputedStyle(input).textAlign).toBe(rtl ? 'right' : 'left');
  },
};

export const RefusesLetters: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.type(input, '3+3');
    await expect(input).toHaveValue('33');
  },
};

export const AcceptsInternationalNumber: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await userEvent.type(input, '+97312345678');
    await expect(input).toHaveValue('+97312345678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+97312345678');
    await expect(args.onChange).toHaveBeenCalledTimes(12);
  },
};

/** 15 digits is the most (E.164); the 16th is refused. */
export const RefusesSixteenthDigit: Story = {
  args: { value: '+973123456789012' },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await userEvent.type(input, '3');
    await expect(input).toHaveValue('+973123456789012');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A paste that breaks the rule is refused as a whole; a clean one lands. */
export const Paste: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await userEvent.click(input);
    await userEvent.paste('+973 3312 3456');
    await expect(input).toHaveValue('');
    await userEvent.paste('+97333123456');
    await expect(input).toHaveValue('+97333123456');
  },
};

export const WithError: Story = {
  args: { value: '+9731234', error: true, helperText: PHONE_INVALID_TOAST.description },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.phone.label'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(PHONE_INVALID_TOAST.description);
  },
};

export const WithHelperText: Story = {
  args: { helperText: 'Include the country code, e.g. +973.' },
};

export const Disabled: Story = {
  args: { value: '+97333123456', disabled: true },
};

export const ReadOnly: Story = {
  args: { value: '+97333123456', slotProps: { htmlInput: { readOnly: true } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByLabelText(t('ui.phone.label'))).toHaveAttribute('dir', 'ltr');
  },
};
