import { formatBhd, formatFils, type BhdDecimals } from '@marketplace/contract';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export type MoneyTone = 'default' | 'positive' | 'negative';

interface MoneyTextOwnProps {
  /** 2 for transaction amounts, 3 for order totals and prices (spec section 9). */
  decimals?: BhdDecimals;
  /**
   * Shows this sign in front of the absolute amount ("+12.50 BHD" for a refund, "-12.50 BHD" for a
   * payment); without it a negative amount keeps the formatter's own "-".
   */
  sign?: '+' | '-';
  /** Colours the amount; the sign or the words around it carry the meaning too, never colour alone. */
  tone?: MoneyTone;
  component?: React.ElementType;
}

/** Exactly one of `amount` (BHD, as the API sends it) or `fils` (integer, as the contract computes). */
type MoneyAmount = { amount: number; fils?: never } | { fils: number; amount?: never };

export type MoneyTextProps = Omit<TypographyProps, 'children' | 'color' | 'component'> &
  MoneyTextOwnProps &
  MoneyAmount;

function formatted(props: MoneyAmount, decimals: BhdDecimals, sign: '+' | '-' | undefined): string {
  const text = props.fils !== undefined ? formatFils(props.fils, decimals) : formatBhd(props.amount, decimals);
  if (!sign) return text;
  // The formatter rounds first, so "-0.0004" is "0.000 BHD" and never "--0.000".
  return `${sign}${text.replace(/^-/, '')}`;
}

const TONE_COLOUR = { positive: 'success.main', negative: 'error.main', default: undefined } as const;

/** A BHD amount formatted by the contract's money rules, in tabular figures so columns line up. */
export function MoneyText(props: MoneyTextProps) {
  const {
    amount,
    fils,
    decimals = 3,
    sign,
    tone = 'default',
    component = 'span',
    variant = 'inherit',
    sx,
    ...rest
  } = props;
  const money = (fils !== undefined ? { fils } : { amount: amount ?? 0 }) as MoneyAmount;
  return (
    <Typography
      {...rest}
      component={component}
      variant={variant}
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: TONE_COLOUR[tone] },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Isolated left-to-right: in an RTL page "+25.00 BHD" must not turn into "BHD 25.00+". */}
      <span dir="ltr">{formatted(money, decimals, sign)}</span>
    </Typography>
  );
}
