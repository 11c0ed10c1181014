import { VALIDATION_MESSAGES } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './password-field';

function Stateful(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(event) => {
        props.onChange?.(event);
        setValue(event.target.value);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { value: '', onChange: fn(), autoComplete: 'current-password' },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { value: 'Secret123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ToggleVisibility: Story = {
  args: { value: 'Secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret123');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** New passwords: the rules tick as they are met. */
export const WithRules: Story = {
  args: { label: 'New password', showRules: true, autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    const length = canvas.getByText('At least 8 characters').closest('li');
    const mix = canvas.getByText('One lowercase letter, one uppercase letter and one number').closest('li');
    await expect(length).toHaveTextContent('At least 8 characters: not met yet');
    await expect(mix).toHaveTextContent(': not met yet');
    await expect(input).toHaveAccessibleDescription(/At least 8 characters/);
    await userEvent.type(input, 'abcdefgh');
    await waitFor(() => expect(length).toHaveTextContent('At least 8 characters: met'));
    await expect(mix).toHaveTextContent(': not met yet');
    await userEvent.type(input, 'A1');
    await waitFor(() => expect(mix).toHaveTextContent(': met'));
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-live', 'polite');
  },
};

export const RulesMet: Story = {
  args: { label: 'New password', showRules: true, value: 'Manama2024', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li[data-met="true"]')).toHaveLength(2);
  },
};

export const WithError: Story = {
  args: { value: 'short', error: true, helperText: VALIDATION_MESSAGES.passwordTooShort },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordTooShort);
  },
};

/** Helper text and rules both describe the input. */
export const WithErrorAndRules: Story = {
  args: {
    label: 'New password',
    value: 'short',
    showRules: true,
    error: true,
    helperText: VALIDATION_MESSAGES.passwordTooShort,
    autoComplete: 'new-password',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${VALIDATION_MESSAGES.passwordTooShort}.*At least 8`));
  },
};

export const Disabled: Story = {
  args: { value: 'Secret123', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
