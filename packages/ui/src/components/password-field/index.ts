export { PasswordField, type PasswordFieldProps } from './password-field';
export { PasswordRules, type PasswordRulesProps, type PasswordRuleTexts } from './password-rules';
