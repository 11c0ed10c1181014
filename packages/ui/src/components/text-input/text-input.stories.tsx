import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextInput, type TextInputProps } from './text-input';

/** Controlled, like a formik field. */
function Controlled(args: TextInputProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return (
    <TextInput
      {...args}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/TextInput',
  component: TextInput,
  args: { label: 'Full name', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Stack sx={{ maxWidth: 420 }}>{Story()}</Stack>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; typing reaches onChange; the theme makes it full width. */
export const Labelled: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Sara');
    await expect(input).toHaveValue('Sara');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(input.closest('.MuiTextField-root')).toHaveClass('MuiFormControl-fullWidth');
  },
};

/** An error is announced: aria-invalid, and the message is the input's description. */
export const WithError: Story = {
  args: {
    label: 'Email',
    value: 'sara@',
    error: true,
    helperText: 'Please enter a valid email address',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** The slots take extra props, as TextField's: the html input's and the outlined input's. */
export const WithSlots: Story = {
  args: {
    label: 'Min price (BHD)',
    value: '2',
    slotProps: {
      htmlInput: { inputMode: 'decimal', dir: 'ltr' },
      input: { endAdornment: <InputAdornment position="end">BHD</InputAdornment> },
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Min price (BHD)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('BHD')).toBeVisible();
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, minRows: 4, value: 'Hello' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box.tagName).toBe('TEXTAREA');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Sara Ahmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};
