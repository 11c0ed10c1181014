import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from '@marketplace/contract';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useUiText } from '../../lib/ui-text';

interface StarRatingCommonProps {
  size?: 'small' | 'medium' | 'large';
  sx?: SxProps<Theme>;
}

/** Read-only stars for an average, e.g. a listing's 4.3 from 12 reviews. */
export interface StarRatingDisplayProps extends StarRatingCommonProps {
  mode?: 'display';
  /** The average; null when nobody has rated yet. */
  value: number | null;
  /** Shown after the stars as "(12 reviews)"; omit to show no count. */
  reviewCount?: number;
  /** Display mode has no input (typed so that `props.onChange` reads on either mode). */
  onChange?: never;
}

/** Five stars to choose from, as in the review form (spec section 4: default 5). */
export interface StarRatingInputProps extends StarRatingCommonProps {
  mode: 'input';
  /** Controlled value; leave out to let the component keep it, starting at `defaultValue`. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Visible label and the radio group's name for screen readers. */
  label?: string;
  /** The radios' name attribute; unique per page (a generated one by default). */
  name?: string;
  disabled?: boolean;
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps;

/** "Stars" coloured from the theme (warning is amber, and 3:1 against the paper in both modes). */
const starColours = (theme: Theme) => ({
  '& .MuiRating-iconFilled': { color: (theme.vars ?? theme).palette.warning.main },
  '& .MuiRating-iconEmpty': { color: (theme.vars ?? theme).palette.text.secondary },
});

/** MUI Rating's sizes, so the display and the review form's stars match. */
const STAR_FONT_SIZE = { small: '1.125rem', medium: '1.5rem', large: '1.875rem' } as const;

const starRow = (Icon: typeof StarIcon) =>
  Array.from({ length: RATING_MAX }, (_, index) => <Icon key={index} fontSize="inherit" />);

/**
 * Five outlined stars with the filled ones laid over them, cut at the average's width. MUI's read-only
 * Rating draws each star as ten tenths, about 100 elements per rating: on a page of ten cards that
 * was half of the page's markup, and the phone parsed, styled and hydrated all of it (issue 18).
 */
function DisplayStars({ value, size }: { value: number | null; size: 'small' | 'medium' | 'large' }) {
  const t = useUiText();
  const filled = Math.min(Math.max(value ?? 0, 0), RATING_MAX) / RATING_MAX;
  return (
    <Box
      role="img"
      aria-label={
        value === null
          ? t('ui.rating.notRated')
          : t('ui.rating.rated', { rating: Math.round(value * 10) / 10, max: RATING_MAX })
      }
      sx={(theme) => ({
        position: 'relative',
        display: 'inline-flex',
        fontSize: STAR_FONT_SIZE[size],
        color: (theme.vars ?? theme).palette.text.secondary,
        '& svg': { display: 'block' },
      })}
    >
      <Box sx={{ display: 'inline-flex' }}>{starRow(StarBorderIcon)}</Box>
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          display: 'inline-flex',
          overflow: 'hidden',
          color: (theme.vars ?? theme).palette.warning.main,
        })}
        style={{ width: `${filled * 100}%` }}
      >
        <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>{starRow(StarIcon)}</Box>
      </Box>
    </Box>
  );
}

function StarRatingDisplay({ value, reviewCount, size = 'small', sx }: StarRatingDisplayProps) {
  const t = useUiText();
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      sx={[{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.25 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* One image named "Rated 4.3 out of 5" instead of five stars for a screen reader. */}
      <DisplayStars value={value} size={size} />
      {/* In a narrow card the count goes under the stars whole, not broken after "(4". */}
      {reviewCount !== undefined && (
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t('ui.rating.reviewCount', { count: reviewCount })}
        </Typography>
      )}
    </Stack>
  );
}

/** +1 towards 5 stars, -1 towards 1; left and right follow the stars' visual order. */
function keyStep(key: string, rtl: boolean): number {
  if (key === 'ArrowUp') return 1;
  if (key === 'ArrowDown') return -1;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

function StarRatingInput(props: StarRatingInputProps) {
  const { value, defaultValue = DEFAULT_RATING, onChange, label, name, disabled, size = 'large', sx } = props;
  const t = useUiText();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const rtl = useTheme().direction === 'rtl';
  const generatedName = useId();
  const labelId = `${generatedName}-label`;
  const current = value ?? ownValue;

  const choose = (next: number) => {
    if (next === current) return;
    setOwnValue(next);
    onChange?.(next);
  };

  // Native radio groups wrap around and, in Chromium, ignore direction (left is always "previous"):
  // the keys are handled here instead, stopping at 1 and 5 like a slider and mirrored in RTL.
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = keyStep(event.key, rtl);
    const bound = event.key === 'Home' ? RATING_MIN : event.key === 'End' ? RATING_MAX : null;
    if (step === 0 && bound === null) return;
    event.preventDefault();
    const next = bound ?? Math.min(RATING_MAX, Math.max(RATING_MIN, current + step));
    choose(next);
    event.currentTarget.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
  };
  return (
    <Stack spacing={0.5} sx={[{ alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography id={labelId} variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {label ?? t('ui.rating.label')}
      </Typography>
      <Rating
        role="radiogroup"
        emptyLabelText={t('ui.rating.empty')}
        aria-labelledby={labelId}
        name={name ?? generatedName}
        value={current}
        max={RATING_MAX}
        size={size}
        disabled={disabled}
        onKeyDown={handleKeyDown}
        // Screen readers hear "4 Stars" per radio (MUI's wording, in the page's language).
        getLabelText={(stars: number) => t('ui.rating.star', { count: stars })}
        onChange={(_event, next) => {
          // A rating is required: clicking the chosen star again (MUI's "clear") gives null; ignore it.
          if (next !== null && next >= RATING_MIN) choose(next);
        }}
        sx={[
          starColours,
          // MUI adds a hidden "Empty" radio so a rating can be cleared; ours cannot, so it leaves the
          // group (display: none also takes it out of arrow-key navigation and the radio count).
          { '& label:has(> input[value=""])': { display: 'none' } },
        ]}
      />
    </Stack>
  );
}

/** Stars for an average (display) or for choosing a rating with mouse or keyboard (input). */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />;
}
