import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResponsiveListLayoutProps } from './responsive-list-types';

/**
 * The phone layout: one card per row. The primary field is the card's title, the others a
 * 'Label: value' description list (<dl>, so each value is read with its label), the actions last.
 */
export function ResponsiveListCards<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  cardTitleComponent,
}: ResponsiveListLayoutProps<Row>) {
  const shown = columns.filter((column) => !column.hideOnCard);
  const title = shown.find((column) => column.primary);
  const fields = shown.filter((column) => !column.primary && !column.actions);
  const actions = shown.filter((column) => column.actions);

  return (
    <Stack
      component="ul"
      // list-style: none drops the list role in some browsers; say it explicitly.
      role="list"
      aria-label={caption}
      spacing={1.5}
      sx={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {rows.map((row) => (
        <Card component="li" key={getRowKey(row)}>
          <CardContent sx={{ paddingBlockEnd: actions.length > 0 ? 1 : undefined }}>
            {title && (
              <Typography component={cardTitleComponent} variant="h6" sx={{ marginBlockEnd: 1.5 }}>
                <Typography component="span" variant="overline" sx={{ display: 'block', color: 'text.secondary' }}>
                  {title.header}
                </Typography>
                {title.render(row)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 1,
                alignItems: 'baseline',
                margin: 0,
              }}
            >
              {fields.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {`${column.header}:`}
                  </Typography>
                  {/* Values start-aligned: `align` lines numbers up in table columns, not in cards. */}
                  <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
          {actions.length > 0 && (
            <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', paddingInline: 2, paddingBlockEnd: 2 }}>
              {actions.map((column) => (
                <Box key={column.key}>{column.render(row)}</Box>
              ))}
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}
