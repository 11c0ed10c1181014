import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { storyText } from '../../testing/story-text';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const Hidden: Story = {
  args: { value: 'Secret123' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByLabelText(t('ui.password.label'))).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: t('ui.password.show') })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ToggleVisibility: Story = {
  args: { value: 'Secret123' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.password.label'));
    const toggle = canvas.getByRole('button', { name: t('ui.password.show') });
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
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText('New password');
    const minLength = t('ui.password.minLength', { min: PASSWORD_MIN_LENGTH });
    const [met, unmet] = [`: ${t('ui.password.met')}`, `: ${t('ui.password.unmet')}`];
    const length = canvas.getByText(minLength).closest('li');
    const mix = canvas.getByText(t('ui.password.complexity')).closest('li');
    await expect(length).toHaveTextContent(`${minLength}${unmet}`);
    await expect(mix).toHaveTextContent(unmet);
    await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(minLength)));
    await userEvent.type(input, 'abcdefgh');
    await waitFor(() => expect(length).toHaveTextContent(`${minLength}${met}`));
    await expect(mix).toHaveTextContent(unmet);
    await userEvent.type(input, 'A1');
    await waitFor(() => expect(mix).toHaveTextContent(met));
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
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('ui.password.label'));
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
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText('New password');
    const minLength = t('ui.password.minLength', { min: PASSWORD_MIN_LENGTH });
    await expect(input).toHaveAccessibleDescription(
      new RegExp(`^${escapeRegExp(VALIDATION_MESSAGES.passwordTooShort)}.*${escapeRegExp(minLength)}`),
    );
  },
};

export const Disabled: Story = {
  args: { value: 'Secret123', disabled: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.password.show') })).toBeDisabled();
  },
};
