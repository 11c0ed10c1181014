import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../lib/visually-hidden';

export interface PasswordRuleTexts {
  minLength: string;
  complexity: string;
  /** Read after a rule by screen readers: the icon alone is invisible to them. */
  met: string;
  unmet: string;
}

export interface PasswordRulesProps {
  id: string;
  rules: readonly { text: string; met: boolean }[];
  metText: string;
  unmetText: string;
}

/**
 * The password rules, each with an icon and its state in words (never colour alone). The list is
 * a polite live region and each rule is atomic, so a rule that flips is read out whole
 * ("At least 8 characters: met") while the person keeps typing.
 */
export function PasswordRules({ id, rules, metText, unmetText }: PasswordRulesProps) {
  return (
    <Box
      component="ul"
      id={id}
      aria-live="polite"
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
    >
      {rules.map((rule) => (
        <Box
          component="li"
          key={rule.text}
          aria-atomic
          data-met={rule.met}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            color: rule.met ? 'success.main' : 'text.secondary',
          }}
        >
          {rule.met ? (
            <CheckCircle aria-hidden fontSize="small" />
          ) : (
            <RadioButtonUnchecked aria-hidden fontSize="small" />
          )}
          <Typography variant="body2" component="span">
            {rule.text}
            <Box component="span" sx={visuallyHidden}>{`: ${rule.met ? metText : unmetText}`}</Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
