import { PASSWORD_MIN_LENGTH, passwordProblems, VALIDATION_MESSAGES } from '@marketplace/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from '../text-input';
import { useId, useState } from 'react';
import { useUiText } from '../../lib/ui-text';
import { PasswordRules, type PasswordRuleTexts } from './password-rules';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'multiline'> & {
  value: string;
  /** Show the strength rules under the field, ticked as they are met (new passwords only). */
  showRules?: boolean;
  showPasswordLabel?: string;
  ruleTexts?: Partial<PasswordRuleTexts>;
};

/**
 * A password input with a show/hide toggle and, optionally, the spec's strength rules (section 5)
 * ticked live. The rules come from the contract's passwordProblems, so the hints, the form's yup
 * schema and the API can never disagree.
 */
export function PasswordField({
  value,
  showRules = false,
  showPasswordLabel,
  ruleTexts,
  label,
  id: idProp,
  helperText,
  slotProps,
  ...textFieldProps
}: PasswordFieldProps) {
  const t = useUiText();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const rulesId = `${id}-rules`;
  // MUI links the helper text by this id; the rules are added to the same description.
  const describedBy = [helperText ? `${id}-helper-text` : null, showRules ? rulesId : null].filter(Boolean).join(' ');

  const problems = passwordProblems(value);
  const rules = [
    {
      text: ruleTexts?.minLength ?? t('ui.password.minLength', { min: PASSWORD_MIN_LENGTH }),
      met: !problems.includes(VALIDATION_MESSAGES.passwordTooShort),
    },
    {
      text: ruleTexts?.complexity ?? t('ui.password.complexity'),
      met: !problems.includes(VALIDATION_MESSAGES.passwordComplexity),
    },
  ];

  return (
    <div>
      <TextInput
        {...textFieldProps}
        id={id}
        label={label ?? t('ui.password.label')}
        value={value}
        helperText={helperText}
        type={visible ? 'text' : 'password'}
        slotProps={{
          ...slotProps,
          htmlInput: {
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(slotProps?.htmlInput as object | undefined),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {/* One fixed name with aria-pressed: a toggle whose name also flips reads as
                    "Hide password, pressed", which says the opposite of what is on screen. */}
                <IconButton
                  aria-label={showPasswordLabel ?? t('ui.password.show')}
                  aria-pressed={visible}
                  edge="end"
                  disabled={textFieldProps.disabled}
                  onClick={() => setVisible((shown) => !shown)}
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
            ...(slotProps?.input as object | undefined),
          },
        }}
      />
      {showRules && (
        <PasswordRules
          id={rulesId}
          rules={rules}
          metText={ruleTexts?.met ?? t('ui.password.met')}
          unmetText={ruleTexts?.unmet ?? t('ui.password.unmet')}
        />
      )}
    </div>
  );
}
