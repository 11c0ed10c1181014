import { CURRENCY_LABEL, formatBhd, formatFils, type BhdDecimals } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
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

/** The signed number alone ("+12.50"): the currency's label is placed by the language. */
function formattedNumber(props: MoneyAmount, decimals: BhdDecimals, sign: '+' | '-' | undefined): string {
  const text = props.fils !== undefined ? formatFils(props.fils, decimals) : formatBhd(props.amount, decimals);
  const number = text.slice(0, -CURRENCY_LABEL.en.length - 1);
  // The formatter rounds first, so "-0.0004" is "0.000 BHD" and never "--0.000".
  return sign ? `${sign}${number.replace(/^-/, '')}` : number;
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
  const locale = useLocale();
  const money = (fils !== undefined ? { fils } : { amount: amount ?? 0 }) as MoneyAmount;
  const number = formattedNumber(money, decimals, sign);
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
      {/* English: "+25.00 BHD", isolated left to right so an RTL page cannot turn it into
          "BHD 25.00+". Arabic: the number (isolated left to right, sign in front) then "د.ب." after
          it in reading order, that is to its left. */}
      {locale === 'ar' ? (
        <span dir="rtl">
          <bdi dir="ltr">{number}</bdi> {CURRENCY_LABEL.ar}
        </span>
      ) : (
        <span dir="ltr">
          {number} {CURRENCY_LABEL.en}
        </span>
      )}
    </Typography>
  );
}
